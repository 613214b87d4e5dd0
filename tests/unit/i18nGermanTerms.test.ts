import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de';

type Tree = { [key: string]: unknown };
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) return texts(value as Tree, path);
    return typeof value === 'string' ? [[path, value] as [string, string]] : [];
  });

/**
 * One German term per concept: the audit log is the 'Audit-Protokoll' everywhere (menu, permissions, dialogs,
 * notices). The other words once in use for it are refused, in any spelling.
 */
const BANNED: Record<string, RegExp> = {
  'Audit-Protokoll':
    /prüfprotokoll|audit[- ]?log(?!in)|auditprotokoll|audit-verlauf|revisionsprotokoll/i,
};

describe('German catalogue terms', () => {
  it('uses one word per concept', () => {
    const offending = texts(de as unknown as Tree).flatMap(([key, text]) =>
      Object.entries(BANNED)
        .filter(([, pattern]) => pattern.test(text))
        .map(([term]) => `${key}: "${text}" (say ${term})`),
    );
    expect(offending).toEqual([]);
  });

  it('names the audit log as the menu does', () => {
    const menu = (de as unknown as { resources: { auditlog: { name: string } } }).resources.auditlog
      .name;
    expect(menu).toContain('Audit-Protokoll');
  });
});
