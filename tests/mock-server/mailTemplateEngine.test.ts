// @vitest-environment node
import fc from 'fast-check';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import {
  MAIL_KEYS,
  MAIL_DEFAULT_LOCALES,
  sampleValuesOf,
  templateIssueMessage,
} from '../../src/contract/rules/mailCatalogue';
import { lintTemplate, renderTemplate } from '../../src/contract/rules/mailTemplateEngine';
import { defaultTemplate } from '../../mock-server/mail/defaults';

/**
 * The mail template engine: the check (line and column of each problem, the logic-less rules, the required
 * variables) and the renderer, which walks Handlebars' parse tree instead of compiling to JavaScript and must give
 * exactly what Handlebars' own compiler gives for every template the check lets through.
 */
const handlebars = (text: string, values: Record<string, string>, escape: boolean) =>
  Handlebars.create().compile(text, { strict: true, knownHelpersOnly: true, noEscape: !escape })(
    values,
  );

const parts = (htmlBody: string, extra: Partial<Record<'subject' | 'textBody', string>> = {}) => ({
  subject: 'Hello {{recipientName}}',
  htmlBody,
  textBody: '{{activationLink}}',
  ...extra,
});

describe('mail template check', () => {
  it('passes every default of the platform', () => {
    for (const key of MAIL_KEYS)
      for (const locale of MAIL_DEFAULT_LOCALES)
        expect(lintTemplate(key, defaultTemplate(key, locale)), `${key} ${locale}`).toEqual([]);
  });

  it('places each problem at its tag, in the words of the platform', () => {
    const issues = lintTemplate('USER_INVITATION', {
      subject: 'Hi {{recipientName',
      htmlBody: '{{activationLink}}\n  {{{recipientName}}} {{> footer}}\n{{#each links}}x{{/each}}',
      textBody: '{{activationLink}}\n{{#if tenantName}}\n{{/unless}}\n{{lookup a b}} {{@root.x}}',
    });
    expect(issues.map(templateIssueMessage)).toEqual([
      'Line 1, column 4: a tag is not closed with }}.',
      'Line 2, column 3: {{{recipientName}}} would insert the value unescaped; use {{recipientName}}.',
      'Line 2, column 23: {{> footer}} is not allowed in mail templates; only variables, #if and #unless are.',
      'Line 3, column 1: {{#each}} is not allowed in mail templates; only variables, #if and #unless are.',
      'Line 2, column 1: the block {{#if}} is closed with {{/unless}}.',
    ]);
    expect(
      lintTemplate(
        'USER_INVITATION',
        parts('{{activationLink}} {{lookup a b}} {{@root.x}} {{../y}}'),
      ).map((issue) => [issue.code, issue.name, issue.column]),
    ).toEqual([
      ['NOT_ALLOWED', 'lookup', 20],
      ['UNKNOWN_VARIABLE', '@root.x', 35],
      ['UNKNOWN_VARIABLE', '../y', 47],
    ]);
  });

  it('finds an unclosed block at its opening and a stray close where it is', () => {
    expect(
      lintTemplate('USER_INVITATION', parts('{{activationLink}}\n\n  {{#if tenantName}}open')),
    ).toEqual([{ part: 'htmlBody', code: 'UNCLOSED_BLOCK', name: 'if', line: 3, column: 3 }]);
    expect(lintTemplate('USER_INVITATION', parts('{{activationLink}}\nx {{/if}}'))).toEqual([
      { part: 'htmlBody', code: 'UNEXPECTED_CLOSE', name: 'if', line: 2, column: 3 },
    ]);
  });

  it('asks both bodies for the required variables, not the subject', () => {
    expect(
      lintTemplate('PASSWORD_RESET', {
        subject: 'Reset',
        htmlBody: 'none',
        textBody: '{{resetLink}}',
      }),
    ).toEqual([{ part: 'htmlBody', code: 'MISSING_REQUIRED', name: 'resetLink' }]);
  });
});

describe('mail template rendering', () => {
  const values = { ...sampleValuesOf('USER_INVITATION'), recipientName: '<b>"A&B"</b> `x` =y' };

  it('renders every default as Handlebars does, escaping the HTML body only', () => {
    for (const key of MAIL_KEYS)
      for (const locale of MAIL_DEFAULT_LOCALES) {
        const template = defaultTemplate(key, locale);
        const given = { ...sampleValuesOf(key), recipientName: values.recipientName };
        expect(renderTemplate(template, given)).toEqual({
          subject: handlebars(template.subject, given, false).replace(/\s+/g, ' ').trim(),
          html: handlebars(template.htmlBody, given, true),
          text: handlebars(template.textBody, given, false),
        });
      }
    const invitation = renderTemplate(defaultTemplate('USER_INVITATION', 'en'), values);
    expect(invitation.html).toContain(
      'Hello &lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt; &#x60;x&#x60; &#x3D;y,',
    );
    expect(invitation.text).toContain('Hello <b>"A&B"</b> `x` =y,');
  });

  it('gives what Handlebars gives for any template the check lets through', () => {
    const names = ['recipientName', 'tenantName', 'inviterName'] as const;
    const text = fc.stringMatching(/^[a-z <>&"\n]{0,12}$/);
    const variable = fc.constantFrom(...names).map((name) => `{{${name}}}`);
    const tilde = fc.constantFrom('', '~');
    const template: fc.Memo<string> = fc.memo((depth) =>
      fc
        .array(depth > 1 ? fc.oneof(text, variable, block(depth)) : fc.oneof(text, variable), {
          maxLength: 5,
        })
        .map((pieces) => pieces.join('')),
    );
    const block = (depth: number) =>
      fc
        .tuple(
          fc.constantFrom('if', 'unless'),
          fc.constantFrom(...names),
          template(depth - 1),
          fc.option(template(depth - 1), { nil: undefined }),
          tilde,
          fc.constantFrom('', '\n'),
        )
        .map(
          ([helper, name, yes, no, strip, line]) =>
            `{{${strip}#${helper} ${name}}}${line}${yes}${no === undefined ? '' : `{{else}}${no}`}{{/${helper}${strip}}}${line}`,
        );
    const valuesOf = fc.record({
      recipientName: fc.constantFrom('', 'Mia <Ops>', '0'),
      tenantName: fc.constantFrom('', 'Acme & Co'),
      inviterName: fc.constantFrom('', 'Ada'),
    });
    fc.assert(
      fc.property(template(3), valuesOf, (body, given) => {
        const full = `${body}{{activationLink}}`;
        const all = { ...sampleValuesOf('USER_INVITATION'), ...given };
        expect(lintTemplate('USER_INVITATION', parts(full, { textBody: full }))).toEqual([]);
        const rendered = renderTemplate(parts(full, { textBody: full }), all);
        expect(rendered.html).toBe(handlebars(full, all, true));
        expect(rendered.text).toBe(handlebars(full, all, false));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a variable without a value instead of leaving a gap', () => {
    expect(() => renderTemplate(parts('{{activationLink}}'), { recipientName: 'x' })).toThrow(
      /activationLink/,
    );
  });
});
