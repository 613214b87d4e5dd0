/**
 * Mail templates and the outbox (issue 19). As the administrator: open the invitation template, break it (the
 * editor marks the unknown variable and the unclosed block, and the save is not sent), fix it, see the preview
 * follow the text, send a test mail and read it in the outbox, save through the guard; then invite a user and
 * read the invitation in the outbox in the edited words, with the activation key masked; compare the saved
 * version and reset the template to the default. As a support agent: neither area in the menu, 403 from the API.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  apiAccessToken,
  apiCall,
  BASE_URL,
  captureScreen,
  describe,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  signInToDashboard,
  test,
} from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';

interface Template {
  id: string;
  source: string;
  subject: string;
  htmlBody: string;
  version: number;
}
interface Mail {
  recipient: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
}

/** Replaces the whole text of a code editor (CodeMirror) the way a user would: select all, type. */
const replaceText = async (page: Page, editor: string, text: string) => {
  const content = page.getByRole('textbox', { name: editor, exact: true });
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
};

const invitationTemplate = async (token: string): Promise<Template> => {
  const page = (
    await apiCall(token, 'POST', '/api/v1/mail-templates/filter', {
      offset: 0,
      pageSize: 5,
      mailKey: ['USER_INVITATION'],
      locale: ['en'],
    })
  ).json as { content: Template[] };
  return page.content[0]!;
};

const outbox = async (token: string): Promise<Mail[]> =>
  (
    (await apiCall(token, 'POST', '/api/v1/mail-outbox/filter', { offset: 0, pageSize: 20 }))
      .json as { content: Mail[] }
  ).content;

describe('mail templates', () => {
  test('an administrator edits the invitation, tests it, and the next invitation uses it', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Mail templates' }).click();
    await expectPath(page, '/mail-templates');
    const row = page.getByRole('row', { name: /User invitation.*English/ });
    await expectVisible(row);
    await captureScreen(page, 'mail-templates-list');
    await row.click();
    await expectPath(page, /^\/mail-templates\/.+\/show$/);
    await expectText(page, 'User invitation');
    await expectVisible(page.getByTitle('Preview of the mail'));
    await captureScreen(page, 'mail-templates-show');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, /^\/mail-templates\/.+$/);
    await expectVisible(page.getByRole('textbox', { name: 'HTML body', exact: true }));

    // A broken text: the problems are marked where they are, and nothing is sent.
    await replaceText(page, 'Subject', 'Hello {{firstname}}');
    await replaceText(
      page,
      'Plain-text body',
      'Hi {{recipientName}},\n{{#if inviterName}}\nno link',
    );
    await expectText(page, '{{firstname}} is not a variable of this mail.');
    await expectText(page, 'The block {{#if}} is not closed with {{/if}}.');
    await expectText(page, 'The preview shows once the template has no problems.');
    await captureScreen(page, 'mail-templates-edit-errors');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'The form is not valid. Please check for errors');
    await expectAbsent(page.getByRole('dialog'), 'the guard dialog');
    // Error alerts stay until read.
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

    // Fixed with the variables beside the editor: the preview follows.
    await replaceText(page, 'Subject', 'Join {{tenantName}}, ');
    await page.getByRole('button', { name: 'Insert {{recipientName}}' }).click();
    await replaceText(page, 'Plain-text body', 'Hi {{recipientName}},\n\nActivate: ');
    await page.getByRole('button', { name: 'Insert {{activationLink}}' }).click();
    await expectText(page, 'Subject: Join Acme Bank, Nina Berger');
    await page.getByRole('button', { name: 'Plain text', exact: true }).click();
    await expectText(page, 'Activate: https://portal.example.com/account/activate?key=sample-key');
    // The reading width is a choice of the HTML view only.
    await expectAbsent(
      page.getByRole('button', { name: 'Phone', exact: true }),
      'the width choice',
    );
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await captureScreen(page, 'mail-templates-edit-preview');

    await page.getByRole('button', { name: 'Send a test mail to me' }).click();
    await expectText(page, 'The test mail to admin@demo.test is in the outbox.');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Change a mail template' }));
    await confirmGuard(page, 'Friendlier invitation');
    await expectPath(page, /^\/mail-templates\/.+\/show$/);
    await expectText(page, 'This tenant’s own text');

    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const saved = await invitationTemplate(token);
    assert.equal(saved.source, 'OVERRIDE');
    assert.equal(saved.subject, 'Join {{tenantName}}, {{recipientName}}');

    // The next invitation is written with the edited template.
    await page.goto(`${BASE_URL}/users/create`);
    const email = 'e2e.mail.invitee@acme-bank.test';
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Mara');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Mailer');
    await page.getByRole('checkbox', { name: 'Support agent' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, `Invitation sent to ${email}.`);

    await page.getByRole('menuitem', { name: 'Outbox' }).click();
    await expectPath(page, '/mail-outbox');
    const invitation = page.getByRole('row', { name: new RegExp(email) });
    await expectVisible(invitation.getByText('Join Acme Bank, Mara Mailer'));
    await expectVisible(page.getByRole('row', { name: /admin@demo\.test/ }).getByText('Test mail'));
    await captureScreen(page, 'mail-outbox-list');
    await invitation.click();
    await expectPath(page, /^\/mail-outbox\/.+\/show$/);
    await expectText(page, 'Activate: http://');
    await expectText(page, '/account/activate?key=••••••••');
    await expectVisible(page.getByTitle('Preview of the mail'));
    await captureScreen(page, 'mail-outbox-show');
    const mails = await outbox(token);
    assert.equal(mails[0]!.recipient, email);
    assert.match(
      mails[0]!.text,
      /^Hi Mara Mailer,\n\nActivate: http:\/\/.+\/account\/activate\?key=••••••••/,
    );

    // The saved version compared with the default's text, then the template reset to the default.
    await page.goto(`${BASE_URL}/mail-templates/${encodeURIComponent(saved.id)}`);
    await page.getByRole('button', { name: 'Compare with the current text' }).first().click();
    await expectVisible(
      page.getByRole('dialog', { name: 'Version 2 compared with the current text' }),
    );
    await expectText(page, 'This version has the same text as the current one.');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.goto(`${BASE_URL}/mail-templates/${encodeURIComponent(saved.id)}/show`);
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await confirmGuard(page, 'Back to the standard invitation');
    await expectText(page, 'The template follows the platform default again.');
    assert.equal((await invitationTemplate(token)).source, 'DEFAULT');
  });

  test('an administrator adds a French invitation from the English text, then deletes it', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/mail-templates`);
    await page.getByRole('link', { name: 'Add a language' }).click();
    await expectPath(page, '/mail-templates/create');
    await page.getByRole('combobox', { name: 'Mail' }).click();
    await page.getByRole('option', { name: 'User invitation', exact: true }).click();
    await page.getByRole('combobox', { name: 'Language' }).click();
    // Only languages without a platform default are offered.
    await expectAbsent(page.getByRole('option', { name: 'German', exact: true }), 'German');
    await page.getByRole('option', { name: 'French', exact: true }).click();
    // The text starts from the English one, to translate.
    await expectText(page, 'Subject: Alex Admin invited you to Acme Bank');
    // The copied document says it is French now.
    await expectText(page, '<html lang="fr">');
    await replaceText(page, 'Subject', '{{inviterName}} vous invite chez {{tenantName}}');
    await expectText(page, 'Subject: Alex Admin vous invite chez Acme Bank');
    await captureScreen(page, 'mail-templates-add-language');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmGuard(page, 'French-speaking customers');
    await expectPath(page, /^\/mail-templates\/.+\/show$/);
    await expectText(page, 'Language added by this tenant');
    await expectText(page, '{{inviterName}} vous invite chez {{tenantName}}');

    // No default to go back to: it is deleted instead, through the guard.
    await expectAbsent(page.getByRole('button', { name: 'Reset to default' }), 'reset');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmGuard(page, 'No French customers any more');
    await expectPath(page, '/mail-templates');
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const french = (
      await apiCall(token, 'POST', '/api/v1/mail-templates/filter', {
        offset: 0,
        pageSize: 5,
        locale: ['fr'],
      })
    ).json as { totalElements: number };
    assert.equal(french.totalElements, 0);
  });

  test('a support agent sees neither area and the platform refuses both', async ({ page }) => {
    await signInToDashboard(page, 'agent@demo.test');
    await expectVisible(page.getByRole('menuitem', { name: 'Verifications' }));
    await expectAbsent(page.getByRole('menuitem', { name: 'Mail templates' }), 'Mail templates');
    await expectAbsent(page.getByRole('menuitem', { name: 'Outbox' }), 'the outbox');
    const token = await apiAccessToken('agent@demo.test', 't-acme');
    for (const path of ['/api/v1/mail-templates/filter', '/api/v1/mail-outbox/filter'])
      assert.equal((await apiCall(token, 'POST', path, { offset: 0, pageSize: 10 })).status, 403);
    await page.goto(`${BASE_URL}/mail-templates`);
    await expectText(page, 'Unauthorized');
  });
});
