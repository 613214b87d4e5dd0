import Handlebars from 'handlebars';
import {
  MAIL_CATALOGUE,
  MAIL_PARTS,
  type MailKey,
  type MailPart,
  type TemplateIssue,
} from './mailCatalogue';

/**
 * Mail templates are Handlebars, used logic-less and strict: a template may print the mail's variables
 * (`{{recipientName}}`, always HTML-escaped) and show a passage only `{{#if …}}` or `{{#unless …}}` a variable
 * has a value. Nothing else is allowed (no unescaped `{{{…}}}`, partials, loops or helpers), so what an operator
 * writes can neither run code nor reach data the mail does not offer. The portal's editor and the platform check
 * a template with the same `lintTemplate`; the platform renders with `renderTemplate` once it passes.
 */

const BLOCKS: ReadonlySet<string> = new Set(['if', 'unless']);

/** The jison parser throws a bare Error; its `hash` (where and what) is what the lint needs. */
interface ParseFailure {
  token?: string;
  loc?: { first_line: number; first_column: number };
}
const parser = (
  Handlebars as unknown as { Parser: { parseError: (s: string, h: unknown) => never } }
).Parser;
parser.parseError = (message: string, hash: unknown) => {
  throw Object.assign(new Error(message), { hash });
};

const lineAndColumn = (text: string, index: number) => {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
};

/**
 * Pairs `{{#name` with `{{/name` in order: the first close with nothing open (an unexpected close), or else the
 * last block left open. The parser only knows where it gave up, which for both is far from the tag to fix.
 */
const unpairedBlockTag = (
  text: string,
): { kind: 'close' | 'open'; name: string; line: number; column: number } | null => {
  const open: { name: string; index: number }[] = [];
  for (const match of text.matchAll(/\{\{~?\s*([#/])\s*([A-Za-z_][\w-]*)?/g)) {
    const name = match[2] ?? '';
    if (match[1] === '#') open.push({ name, index: match.index });
    else if (!open.pop()) return { kind: 'close', name, ...lineAndColumn(text, match.index) };
  }
  const last = open.at(-1);
  return last ? { kind: 'open', name: last.name, ...lineAndColumn(text, last.index) } : null;
};

const syntaxIssue = (part: MailPart, text: string, error: unknown): TemplateIssue => {
  const { hash, lineNumber, column, message } = error as {
    hash?: ParseFailure;
    lineNumber?: number;
    column?: number;
    message?: string;
  };
  if (hash?.loc) {
    const at = { line: hash.loc.first_line, column: hash.loc.first_column + 1 };
    const unpaired = unpairedBlockTag(text);
    if (hash.token === 'OPEN_ENDBLOCK' && unpaired?.kind === 'close') {
      const { kind: _close, ...tag } = unpaired;
      return { part, code: 'UNEXPECTED_CLOSE', ...tag };
    }
    if (hash.token === 'EOF') {
      if (unpaired?.kind === 'open') {
        const { kind: _open, ...tag } = unpaired;
        return { part, code: 'UNCLOSED_BLOCK', ...tag };
      }
      return { part, code: 'UNCLOSED_TAG', ...at };
    }
    if (hash.token === 'INVALID' && !text.slice(indexOf(text, at)).includes('}}')) {
      return { part, code: 'UNCLOSED_TAG', ...at };
    }
    return { part, code: 'SYNTAX', ...at };
  }
  // "if doesn't match unless - 2:5": the block opened at 2:5 is closed with another name.
  const mismatch = /^(\S+) doesn't match (\S+)/.exec(message ?? '');
  if (mismatch && lineNumber) {
    // Handlebars places it at the block's name; the user looks for the `{{` that opens the tag.
    const at = indexOf(text, { line: lineNumber, column: (column ?? 0) + 1 });
    const open = text.lastIndexOf('{{', at);
    return {
      part,
      code: 'MISMATCHED_BLOCK',
      ...lineAndColumn(text, open >= 0 ? open : at),
      name: mismatch[1],
      closedWith: mismatch[2],
    };
  }
  return {
    part,
    code: 'SYNTAX',
    ...(lineNumber && { line: lineNumber, column: (column ?? 0) + 1 }),
  };
};

const indexOf = (text: string, at: { line: number; column: number }): number =>
  text
    .split('\n')
    .slice(0, at.line - 1)
    .reduce((sum, line) => sum + line.length + 1, 0) +
  at.column -
  1;

const position = (node: hbs.AST.Node) => ({
  line: node.loc.start.line,
  column: node.loc.start.column + 1,
});

/** Walks a parsed template: every variable used (for the required ones) and every issue, in order. */
const inspect = (part: MailPart, program: hbs.AST.Program, known: ReadonlySet<string>) => {
  const issues: TemplateIssue[] = [];
  const used = new Set<string>();
  /** A variable printed or tested; issues are placed at `tag`, where the user sees the `{{`. */
  const variable = (node: hbs.AST.Expression, tag: hbs.AST.Node, raw = false): void => {
    const at = position(tag);
    if (node.type !== 'PathExpression') {
      issues.push({ part, code: 'NOT_ALLOWED', ...at, name: literalText(node) });
      return;
    }
    const path = node as hbs.AST.PathExpression;
    if (path.data || path.depth > 0 || !known.has(path.original)) {
      issues.push({ part, code: 'UNKNOWN_VARIABLE', ...at, name: path.original });
      return;
    }
    used.add(path.original);
    if (raw) issues.push({ part, code: 'RAW_OUTPUT', ...at, name: path.original });
  };
  const visit = (statements: readonly hbs.AST.Statement[]): void => {
    for (const statement of statements) {
      switch (statement.type) {
        case 'ContentStatement':
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const mustache = statement as hbs.AST.MustacheStatement;
          if (mustache.params.length || mustache.hash?.pairs.length) {
            issues.push({
              part,
              code: 'NOT_ALLOWED',
              ...position(statement),
              name: literalText(mustache.path),
            });
          } else variable(mustache.path as hbs.AST.Expression, statement, !mustache.escaped);
          break;
        }
        case 'BlockStatement': {
          const block = statement as hbs.AST.BlockStatement;
          const helper = block.path.original;
          const [condition, ...rest] = block.params;
          if (!BLOCKS.has(helper) || !condition || rest.length || block.hash?.pairs.length) {
            issues.push({ part, code: 'NOT_ALLOWED', ...position(statement), name: `#${helper}` });
          } else variable(condition, statement);
          visit(block.program?.body ?? []);
          visit(block.inverse?.body ?? []);
          break;
        }
        default:
          // Partials, decorators and anything newer: not part of a mail template.
          issues.push({
            part,
            code: 'NOT_ALLOWED',
            ...position(statement),
            name: statementName(statement),
          });
      }
    }
  };
  visit(program.body);
  return { issues, used };
};

const literalText = (node: hbs.AST.Node): string => {
  const value =
    (node as { original?: unknown; value?: unknown }).original ??
    (node as { value?: unknown }).value;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : node.type;
};

const statementName = (statement: hbs.AST.Statement): string => {
  const name = (statement as { name?: hbs.AST.Node }).name;
  return statement.type === 'PartialStatement' || statement.type === 'PartialBlockStatement'
    ? `> ${name ? literalText(name) : ''}`
    : statement.type;
};

export type MailTemplateParts = Readonly<Record<MailPart, string>>;

/**
 * Every problem of a template's parts for its mail: syntax (with line and column), unknown variables, anything
 * beyond variables and #if/#unless, and the mail's required variables missing from either body.
 */
export const lintTemplate = (key: MailKey, parts: MailTemplateParts): TemplateIssue[] => {
  const definition = MAIL_CATALOGUE[key];
  const known = new Set(definition.variables.map((variable) => variable.name));
  const issues: TemplateIssue[] = [];
  for (const part of MAIL_PARTS) {
    const text = parts[part];
    let program: hbs.AST.Program;
    try {
      program = Handlebars.parse(text);
    } catch (error) {
      issues.push(syntaxIssue(part, text, error));
      continue;
    }
    const found = inspect(part, program, known);
    issues.push(...found.issues);
    if (part !== 'subject')
      for (const name of definition.required)
        if (!found.used.has(name)) issues.push({ part, code: 'MISSING_REQUIRED', name });
  }
  return issues;
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Handlebars' truthiness for the values a mail has (text): an empty value is false. */
const truthy = (value: string | undefined): boolean => value !== undefined && value !== '';

/**
 * Renders one part by walking Handlebars' own parse tree (whitespace control applied): content as written,
 * `{{variable}}` with the value (HTML-escaped with Handlebars' escaping where `escape`), `{{#if}}`/`{{#unless}}`
 * with their `{{else}}`. That is all a template that passed `lintTemplate` holds, so the result is what
 * Handlebars' compiler would give, without compiling to JavaScript: the portal's preview needs no `eval`, which
 * a strict Content-Security-Policy forbids. Strict like Handlebars' `strict` mode: a variable without a value is
 * an error, never an empty gap.
 */
const renderPart = (
  text: string,
  values: Readonly<Record<string, string>>,
  escape: boolean,
): string => {
  const valueOf = (node: hbs.AST.Expression): string => {
    const name = (node as hbs.AST.PathExpression).original;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`"${name}" has no value`);
    return value;
  };
  const walk = (statements: readonly hbs.AST.Statement[]): string =>
    statements
      .map((statement) => {
        switch (statement.type) {
          case 'ContentStatement':
            return (statement as hbs.AST.ContentStatement).value;
          case 'CommentStatement':
            return '';
          case 'MustacheStatement': {
            const value = valueOf(
              (statement as hbs.AST.MustacheStatement).path as hbs.AST.Expression,
            );
            return escape ? Handlebars.Utils.escapeExpression(value) : value;
          }
          case 'BlockStatement': {
            const block = statement as hbs.AST.BlockStatement;
            const holds = truthy(valueOf(block.params[0]!));
            const shown = (block.path.original === 'unless' ? !holds : holds)
              ? block.program
              : block.inverse;
            return shown ? walk(shown.body) : '';
          }
          default:
            throw new Error(`${statement.type} cannot be rendered`);
        }
      })
      .join('');
  return walk(Handlebars.parse(text).body);
};

/**
 * Renders a template that passed `lintTemplate` with the mail's values: the HTML body escaped, the subject and
 * the plain-text body as text (they are not HTML); the subject on one line.
 */
export const renderTemplate = (
  parts: MailTemplateParts,
  values: Readonly<Record<string, string>>,
): RenderedMail => ({
  subject: renderPart(parts.subject, values, false).replace(/\s+/g, ' ').trim(),
  html: renderPart(parts.htmlBody, values, true),
  text: renderPart(parts.textBody, values, false),
});
