/**
 * A field-by-field comparison of an audit entry's `before` and `after` values, for people rather than machines:
 * nested objects become dotted paths (`contact.email`), lists of plain values stay one field whose added and
 * removed items are named, lists of objects become indexed paths (`items[0].name`). Pure; no formatting of
 * values here (the view decides how a null, a boolean or a list reads).
 */
export type DiffLeaf = string | number | boolean | null;
export type DiffValue = DiffLeaf | DiffLeaf[];
export type DiffKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface DiffRow {
  /** Dotted path of the field; '' when the whole value is a single plain value. */
  path: string;
  kind: DiffKind;
  /** Absent when the field did not exist before (kind 'added'). */
  before?: DiffValue;
  /** Absent when the field no longer exists (kind 'removed'). */
  after?: DiffValue;
  /** For lists of plain values: the items only in `after` / only in `before`. */
  itemsAdded?: DiffLeaf[];
  itemsRemoved?: DiffLeaf[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isLeaf = (value: unknown): value is DiffLeaf =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean';

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Anything that is neither JSON-like object, list nor plain value (undefined, functions) reads as null. */
const toLeaf = (value: unknown): DiffLeaf => (isLeaf(value) ? value : null);

/** Flattens a value into path → plain value (or list of plain values), in the value's own key order. */
export const flattenAuditValue = (value: unknown, path = ''): Map<string, DiffValue> => {
  const out = new Map<string, DiffValue>();
  const walk = (current: unknown, at: string) => {
    if (isPlainObject(current)) {
      const entries = Object.entries(current);
      if (!entries.length && at) out.set(at, []);
      for (const [key, child] of entries) walk(child, join(at, key));
      return;
    }
    if (Array.isArray(current)) {
      if (current.every(isLeaf)) out.set(at, current);
      else current.forEach((item, index) => walk(item, `${at}[${index}]`));
      return;
    }
    out.set(at, toLeaf(current));
  };
  if (value !== null && value !== undefined) walk(value, path);
  return out;
};

const sameValue = (a: DiffValue, b: DiffValue): boolean =>
  Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;

const listChanges = (before: DiffValue | undefined, after: DiffValue | undefined) => {
  const was = Array.isArray(before) ? before : [];
  const now = Array.isArray(after) ? after : [];
  if (!Array.isArray(before) && !Array.isArray(after)) return {};
  return {
    itemsAdded: now.filter((item) => !was.includes(item)),
    itemsRemoved: was.filter((item) => !now.includes(item)),
  };
};

/**
 * The rows of the comparison: every path of either side, `before`'s order first, then the paths only `after`
 * has. A missing or null side means "nothing": a creation lists every field as added, a deletion as removed.
 */
export const diffAuditValues = (before: unknown, after: unknown): DiffRow[] => {
  const left = flattenAuditValue(before);
  const right = flattenAuditValue(after);
  // A field that was null on one side and an object on the other reads as its sub-fields added (or
  // removed), not as "removed null" plus added sub-fields.
  const hasDescendants = (side: Map<string, DiffValue>, path: string) =>
    [...side.keys()].some((key) => key.startsWith(`${path}.`) || key.startsWith(`${path}[`));
  const nullBecameObject = (path: string) =>
    (left.get(path) === null && !right.has(path) && hasDescendants(right, path)) ||
    (right.get(path) === null && !left.has(path) && hasDescendants(left, path));
  const paths = [...left.keys(), ...[...right.keys()].filter((path) => !left.has(path))].filter(
    (path) => !nullBecameObject(path),
  );
  return paths.map((path): DiffRow => {
    const hadBefore = left.has(path);
    const hasAfter = right.has(path);
    const was = left.get(path);
    const now = right.get(path);
    if (!hadBefore) return { path, kind: 'added', after: now, ...listChanges(undefined, now) };
    if (!hasAfter) return { path, kind: 'removed', before: was, ...listChanges(was, undefined) };
    const kind: DiffKind = sameValue(was as DiffValue, now as DiffValue) ? 'unchanged' : 'changed';
    return {
      path,
      kind,
      before: was,
      after: now,
      ...(kind === 'changed' ? listChanges(was, now) : {}),
    };
  });
};

/** True when the entry changed something (at least one row is not 'unchanged'). */
export const hasChanges = (rows: readonly DiffRow[]): boolean =>
  rows.some((row) => row.kind !== 'unchanged');
