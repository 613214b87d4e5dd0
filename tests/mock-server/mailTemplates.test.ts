// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { MAIL_DEFAULT_LOCALES, MAIL_KEYS } from '../../src/contract/rules/mailCatalogue';
import {
  call,
  data,
  expectDescriptor,
  freshTotp,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

/**
 * Mail templates and the outbox in the emulator: every tenant has every mail in every language, following the
 * default; a guarded save checks the text (line and column per part), makes it the tenant's own and keeps a
 * version; the test mail and the platform's own invitation land in the outbox rendered from the template, with
 * the activation key masked there; reset goes back to the default; support agents get 403, another tenant 404.
 */
interface Template {
  id: string;
  mailKey: string;
  locale: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  source: string;
  overriddenIn: string[];
  version: number;
}
interface Mail {
  id: string;
  locale: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  mailKey: string;
  kind: string;
  templateSource: string;
}
type Page<T> = { content: T[]; totalElements: number };
type Detail = { field: string; code: string; message: string; line?: number; column?: number };

let server: TestServer;
let admin: string;
let adminGlobex: string;
let agent: string;

const guard = (extra: Record<string, unknown> = {}) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Wording of the invitation',
  classification: 'CUSTOMER_REQUEST',
  ...extra,
});

beforeAll(async () => {
  // Control mode: the test reads the activation key the way the e2e suite does, instead of a mailbox.
  server = await startServer({ control: true });
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
}, 60_000);
afterAll(() => server.close());

const BASE = '/api/v1/mail-templates';
const list = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Template>>(server.base, `${BASE}/filter`, {
    token,
    body: { offset: 0, pageSize: 50, ...body },
  });
const outbox = (token: string) =>
  call<Page<Mail>>(server.base, '/api/v1/mail-outbox/filter', {
    token,
    body: { offset: 0, pageSize: 50 },
  });
const invitationOf = (token: string) =>
  list(token, { mailKey: ['USER_INVITATION'], locale: ['en'] }).then((r) => r.json.content[0]!);

describe('mail templates', () => {
  it('lists every mail in every language, following the default; the catalogue names the variables', async () => {
    const all = await list(admin);
    expect(all.status).toBe(200);
    expect(all.json.totalElements).toBe(MAIL_KEYS.length * MAIL_DEFAULT_LOCALES.length);
    expect(new Set(all.json.content.map((t) => t.source))).toEqual(new Set(['DEFAULT']));
    const invitation = await invitationOf(admin);
    expect(invitation.subject).toBe('{{inviterName}} invited you to {{tenantName}}');
    expect(invitation.htmlBody).toContain('{{activationLink}}');

    const init = await call<{ mails: { key: string; required: string[] }[] }>(
      server.base,
      `${BASE}/init`,
      { token: admin },
    );
    expect(init.status).toBe(200);
    expect(init.json.mails.find((m) => m.key === 'USER_INVITATION')?.required).toEqual([
      'activationLink',
    ]);
  });

  it('refuses a text with errors, naming the part, the line and the column', async () => {
    const invitation = await invitationOf(admin);
    const refused = expectDescriptor(
      await call(server.base, `${BASE}/${invitation.id}`, {
        method: 'PUT',
        token: admin,
        body: guard({
          entity: {
            ...invitation,
            subject: 'Welcome {{firstname}}',
            htmlBody: '<p>Hello</p>\n{{#if inviterName}}<p>{{inviterName}}</p>',
            textBody: 'No link here.',
          },
        }),
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    const details = (refused as unknown as { details: Detail[] }).details;
    expect(details.map(({ field, code, line, column }) => ({ field, code, line, column }))).toEqual(
      [
        { field: 'subject', code: 'UNKNOWN_VARIABLE', line: 1, column: 9 },
        { field: 'htmlBody', code: 'UNCLOSED_BLOCK', line: 2, column: 1 },
        { field: 'textBody', code: 'MISSING_REQUIRED', line: undefined, column: undefined },
      ],
    );
    expect(details[0]!.message).toBe(
      'Line 1, column 9: {{firstname}} is not a variable of this mail.',
    );
    expect((await invitationOf(admin)).source).toBe('DEFAULT');
  });

  it('a guarded save makes the text the tenant’s own; the invitation and the test mail use it', async () => {
    const invitation = await invitationOf(admin);
    const htmlBody = invitation.htmlBody.replace(
      'Choose a password',
      'Welcome aboard, {{recipientName}}! Choose a password',
    );
    const saved = await call<Template>(server.base, `${BASE}/${invitation.id}`, {
      method: 'PUT',
      token: admin,
      body: guard({ entity: { ...invitation, subject: 'Join {{tenantName}} today', htmlBody } }),
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ source: 'OVERRIDE', version: 2 });
    // Globex Pay still follows the default; its list names Acme Bank as overriding it.
    const globex = await invitationOf(adminGlobex);
    expect(globex).toMatchObject({ source: 'DEFAULT', overriddenIn: ['Acme Bank'] });

    const test = await call<{ recipient: string; subject: string }>(
      server.base,
      `${BASE}/${invitation.id}/test-mail`,
      {
        method: 'POST',
        token: admin,
        body: { subject: 'Test: {{recipientName}}', htmlBody, textBody: invitation.textBody },
      },
    );
    expect(test.json).toEqual({ recipient: 'admin@demo.test', subject: 'Test: Nina Berger' });

    const email = 'mail.reader@acme.test';
    const created = await call(server.base, '/api/v1/users/register', {
      token: admin,
      body: { email, firstName: 'Mia', lastName: 'Reader', roles: ['ROLE_SUPPORT_AGENT'] },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(created.status).toBe(201);
    const mails = (await outbox(admin)).json.content;
    const [sent, tested] = mails;
    expect(sent).toMatchObject({
      recipient: email,
      subject: 'Join Acme Bank today',
      mailKey: 'USER_INVITATION',
      kind: 'PLATFORM',
      templateSource: 'OVERRIDE',
    });
    expect(sent!.html).toContain('Welcome aboard, Mia Reader! Choose a password');
    // The activation key reaches the recipient only: the outbox keeps the link with the key masked.
    const key = (
      await call<{ key: string }>(server.base, `/api/__mock/last-invitation?email=${email}`)
    ).json.key;
    expect(sent!.text).toContain('/account/activate?key=••••••••');
    // Handlebars escapes `=` in the HTML body; a browser reads it back as `=`.
    expect(sent!.html).toContain('/account/activate?key&#x3D;••••••••');
    expect(key).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(mails)).not.toContain(key);
    expect(tested).toMatchObject({ recipient: 'admin@demo.test', kind: 'TEST' });
    expect(tested!.text).toContain(
      'Activate your account: https://portal.example.com/account/activate?key=••••••••',
    );

    const versions = await call<{ version: number; source: string; savedBy: string }[]>(
      server.base,
      `${BASE}/${invitation.id}/versions`,
      { token: admin },
    );
    expect(versions.json.map((v) => [v.version, v.source, v.savedBy])).toEqual([
      [2, 'OVERRIDE', 'admin@demo.test'],
    ]);
    const audit = data(server.mock).auditLog.filter((entry) => entry.entityId === invitation.id);
    // The refused text of the test before, the save, the test mail.
    expect(audit.map((entry) => [entry.action, entry.result])).toEqual([
      ['MAIL_TEMPLATE_UPDATE', 'FAILURE'],
      ['MAIL_TEMPLATE_UPDATE', 'SUCCESS'],
      ['MAIL_TEMPLATE_TEST_MAIL', 'SUCCESS'],
    ]);
  });

  it('the invitation follows the language of the request', async () => {
    const email = 'neu.leser@acme.test';
    await call(server.base, '/api/v1/users/register', {
      token: admin,
      body: { email, firstName: 'Jan', lastName: 'Neu', roles: ['ROLE_SUPPORT_AGENT'] },
      headers: { 'accept-language': 'de' },
    });
    const sent = (await outbox(admin)).json.content.find((mail) => mail.recipient === email);
    expect(sent).toMatchObject({ subject: 'Ada Admin hat Sie zu Acme Bank eingeladen' });
  });

  it('the activation and a two-factor reset are mailed from their templates too', async () => {
    const email = 'neu.leser@acme.test';
    const key = (
      await call<{ key: string }>(server.base, `/api/__mock/last-invitation?email=${email}`)
    ).json.key;
    const registered = await call(server.base, `/api/v1/users/keys/${key}/register`, {
      body: { password: 'Welcome!2345x' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(registered.status).toBe(200);
    const user = data(server.mock).users.find((u) => u.email === email)!;
    const reset = await call(server.base, `/api/v1/users/${user.id}/reset-2fa`, {
      method: 'POST',
      token: admin,
      body: guard({ entity: {}, reason: 'Lost phone' }),
    });
    expect(reset.status).toBe(200);
    const mails = (await outbox(admin)).json.content.filter((mail) => mail.recipient === email);
    expect(mails.map((mail) => [mail.mailKey, mail.subject])).toEqual([
      ['TWO_FACTOR_RESET', 'Your two-factor authentication was reset'],
      ['ACCOUNT_ACTIVATED', 'Ihr Konto bei Acme Bank ist aktiv'],
      ['USER_INVITATION', 'Ada Admin hat Sie zu Acme Bank eingeladen'],
    ]);
    expect(mails[0]!.text).toContain('Ada Admin reset the two-factor authentication');
  });

  it('reset goes back to the default, through the guard', async () => {
    const invitation = await invitationOf(admin);
    expect(invitation.source).toBe('OVERRIDE');
    const reset = await call<Template>(server.base, `${BASE}/${invitation.id}/reset`, {
      method: 'POST',
      token: admin,
      body: guard({ entity: { version: invitation.version } }),
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({
      source: 'DEFAULT',
      subject: '{{inviterName}} invited you to {{tenantName}}',
    });
  });

  it('adds a language without a default through the guard; the invitation goes out in it, then in English once it is deleted', async () => {
    const french = {
      mailKey: 'USER_INVITATION',
      locale: 'fr',
      subject: '{{inviterName}} vous invite chez {{tenantName}}',
      htmlBody:
        '<p>Bonjour {{recipientName}}, <a href="{{activationLink}}">activez votre compte</a>.</p>',
      textBody: 'Bonjour {{recipientName}}, activez votre compte : {{activationLink}}',
    };
    const add = (entity: Record<string, unknown>) =>
      call<Template>(server.base, `${BASE}/add`, { token: admin, body: guard({ entity }) });

    // English and German exist for every mail: they are edited, not added.
    const english = await add({ ...french, locale: 'en' });
    expectDescriptor(english, 400, 'VALIDATION_ERROR_CODE');
    expect((english.json as unknown as { details: Detail[] }).details[0]).toMatchObject({
      field: 'locale',
    });
    // The same check of the text as a save.
    const broken = await add({ ...french, textBody: 'Bonjour' });
    expectDescriptor(broken, 400, 'VALIDATION_ERROR_CODE');

    const added = await add(french);
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ mailKey: 'USER_INVITATION', locale: 'fr', source: 'ADDED' });
    expectDescriptor(await add(french), 409, 'DUPLICATE_ENTITY');
    expect((await list(admin, { locale: ['fr'] })).json.totalElements).toBe(1);

    const invite = async (email: string, language: string) => {
      await call(server.base, '/api/v1/users/register', {
        token: admin,
        body: { email, firstName: 'Luc', lastName: 'Martin', roles: ['ROLE_SUPPORT_AGENT'] },
        headers: { 'accept-language': language },
      });
      return (await outbox(admin)).json.content.find((mail) => mail.recipient === email)!;
    };
    const inFrench = await invite('luc.martin@acme.test', 'fr-FR,fr;q=0.9');
    expect(inFrench).toMatchObject({
      subject: 'Ada Admin vous invite chez Acme Bank',
      locale: 'fr',
      templateSource: 'ADDED',
    });
    // A language the tenant has no text in goes out in English, and says so.
    const inSpanish = await invite('lucia.martin@acme.test', 'es');
    expect(inSpanish).toMatchObject({ locale: 'en', templateSource: 'DEFAULT' });

    // Never reset (there is no default to go back to); deleted through the guard instead.
    const reset = await call(server.base, `${BASE}/${added.json.id}/reset`, {
      method: 'POST',
      token: admin,
      body: guard({ entity: { version: added.json.version } }),
    });
    expect(reset.status).toBe(409);
    const english1 = await invitationOf(admin);
    const notDeletable = await call(server.base, `${BASE}/${english1.id}`, {
      method: 'DELETE',
      token: admin,
      body: guard({ entity: {} }),
    });
    expectDescriptor(notDeletable, 409, 'ACTION_NOT_ALLOWED');
    const deleted = await call(server.base, `${BASE}/${added.json.id}`, {
      method: 'DELETE',
      token: admin,
      body: guard({ entity: {} }),
    });
    expect(deleted.status).toBe(204);
    expect((await list(admin, { locale: ['fr'] })).json.totalElements).toBe(0);
    const afterwards = await invite('lea.martin@acme.test', 'fr');
    expect(afterwards).toMatchObject({ locale: 'en', templateSource: 'DEFAULT' });
    const audit = data(server.mock).auditLog.filter((entry) => entry.entityId === added.json.id);
    expect(audit.map((entry) => [entry.action, entry.result])).toEqual([
      ['MAIL_TEMPLATE_CREATE', 'SUCCESS'],
      // The refused reset is audited too.
      ['MAIL_TEMPLATE_RESET', 'FAILURE'],
      ['MAIL_TEMPLATE_DELETE', 'SUCCESS'],
    ]);
  });

  it('a support agent gets 403; another tenant’s template is not found', async () => {
    const invitation = await invitationOf(admin);
    for (const [method, path, body] of [
      ['POST', `${BASE}/filter`, {}],
      ['GET', `${BASE}/${invitation.id}`, undefined],
      ['GET', `${BASE}/init`, undefined],
      ['POST', `${BASE}/${invitation.id}/test-mail`, {}],
      ['POST', '/api/v1/mail-outbox/filter', {}],
    ] as const)
      expectDescriptor(
        await call(server.base, path, { method, token: agent, body }),
        403,
        'ACCESS_DENIED',
      );
    expect(
      (await call(server.base, `${BASE}/${invitation.id}`, { token: adminGlobex })).status,
    ).toBe(404);
    expect(
      (await call(server.base, `${BASE}/${invitation.id}/versions`, { token: adminGlobex })).status,
    ).toBe(404);
  });
});
