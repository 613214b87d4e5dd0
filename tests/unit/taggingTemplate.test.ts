import { describe, expect, it } from 'vitest';
import {
  taggingLabelSchema,
  taggingTemplateIssues,
} from '../../src/contract/rules/taggingTemplate';
import { shortcutFor, shortcutOfEvent, toggleLabel } from '../../src/resources/tagging-templates';

/** The tagging template's pure rules: the checks across labels, the shortcut lookup and the toggle. */
const label = (key: string, shortcut: string) => ({
  key,
  names: { en: key, de: key },
  colour: '#123456',
  shortcut,
  means: 'NONE' as const,
});

describe('tagging template rules', () => {
  it('flags the later of two equal keys or shortcuts (any case), and J and K, on their inputs', () => {
    expect(
      taggingTemplateIssues({
        labels: [label('a', 'a'), label('b', 'A'), label('a', 'k'), label('c', ' J ')],
      }).map(({ field, code }) => [field, code]),
    ).toEqual([
      ['labels.1.shortcut', 'DUPLICATE_SHORTCUT'],
      ['labels.2.key', 'DUPLICATE_KEY'],
      ['labels.2.shortcut', 'RESERVED_SHORTCUT'],
      ['labels.3.shortcut', 'RESERVED_SHORTCUT'],
    ]);
  });

  it('asks for at least one label, and leaves half-typed labels to the schema', () => {
    expect(taggingTemplateIssues({}).map((issue) => issue.field)).toEqual(['labels']);
    expect(taggingTemplateIssues({ labels: [] })[0]?.code).toBe('NO_LABELS');
    expect(taggingTemplateIssues({ labels: [{}, { key: '', shortcut: '' }, null] })).toEqual([]);
  });

  it('keeps a shortcut in lower case and refuses two characters or a symbol', () => {
    expect(taggingLabelSchema.parse(label('ok', 'O')).shortcut).toBe('o');
    expect(taggingLabelSchema.safeParse(label('ok', 'ab')).success).toBe(false);
    expect(taggingLabelSchema.safeParse(label('ok', '?')).success).toBe(false);
    expect(taggingLabelSchema.safeParse(label('Not a key', 'a')).success).toBe(false);
  });

  it('finds a label by its key in any case, never by a modified key or while typing', () => {
    const labels = [label('genuine', 'g'), label('forged', 'f')];
    expect(shortcutFor(labels, 'G')?.key).toBe('genuine');
    expect(shortcutFor(labels, 'Enter')).toBeUndefined();
    const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
      key,
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      repeat: false,
      target: document.body,
      ...extra,
    });
    expect(shortcutOfEvent(labels, press('f'))?.key).toBe('forged');
    expect(shortcutOfEvent(labels, press('f', { ctrlKey: true }))).toBeUndefined();
    expect(
      shortcutOfEvent(labels, press('f', { target: document.createElement('textarea') })),
    ).toBeUndefined();
  });

  it('toggles one label, replacing the other unless several may combine', () => {
    expect(toggleLabel(['a'], 'b', false)).toEqual(['b']);
    expect(toggleLabel(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleLabel(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});
