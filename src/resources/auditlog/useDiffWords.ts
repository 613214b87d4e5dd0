import { useTranslate } from 'react-admin';
import { useFieldVocabulary } from '../../kit';
import { entityResource } from './labels';

/** A translation that is absent (never a real text: catalogues hold no control characters). */
const MISSING = '\u0000';

interface Segment {
  name: string;
  index?: number;
}

/** `items[0].name` → items (index 0), name; `[2].status` (a bulk change's list) → (index 2), status. */
const segmentsOf = (path: string): Segment[] =>
  path.split('.').flatMap((part) => {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) return [{ name: part }];
    const indices = [...match[2]!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    if (!indices.length) return [{ name: match[1]! }];
    return indices.map((index, i) => ({ name: i === 0 ? match[1]! : '', index }));
  });

/**
 * How the changes of an entry read: each field by the label its resource's screens give it (nested fields by
 * their own label under the parent's, `Decision › Decided by`), enumerated values by the words the lists use.
 * A field no catalogue names keeps its path, so nothing is hidden.
 */
export const useDiffWords = (entityType: string) => {
  const translate = useTranslate();
  const vocabulary = useFieldVocabulary(entityType, entityResource(entityType));
  const known = (key: string | null): string | null => {
    if (!key) return null;
    const text = translate(key, { _: MISSING });
    return text === MISSING ? null : text;
  };
  const segmentWord = (segments: Segment[], at: number): string | null => {
    const segment = segments[at]!;
    if (!segment.name) return '';
    const path = segments
      .slice(0, at + 1)
      .map((s) => s.name)
      .filter(Boolean)
      .join('.');
    return (
      known(vocabulary.fieldKey(path)) ??
      (at > 0 ? known(vocabulary.fieldKey(segment.name)) : null) ??
      known(`resources.auditlog.diffFields.${segment.name}`)
    );
  };
  return {
    /** The label of a field's path, or null when no catalogue names it. */
    field: (path: string): string | null => {
      const segments = segmentsOf(path);
      const words: string[] = [];
      for (let at = 0; at < segments.length; at++) {
        const word = segmentWord(segments, at);
        if (word === null) return null;
        const { index } = segments[at]!;
        words.push(index === undefined ? word : `${word} ${index + 1}`.trim());
      }
      return words.join(' › ');
    },
    /** The words of an enumerated value, or null when the field is not enumerated or the value unknown. */
    value: (path: string, value: string): string | null => {
      const fieldPath = segmentsOf(path)
        .map((s) => s.name)
        .filter(Boolean)
        .join('.');
      return known(vocabulary.choiceKey(fieldPath, value));
    },
  };
};

export type DiffWords = ReturnType<typeof useDiffWords>;
