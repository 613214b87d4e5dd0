/**
 * A readable before/after of an audit entry: both sides flattened to dotted paths (`result.decision`), and
 * only the paths whose value changed. Values become short texts; nothing is shown as raw JSON.
 */
export interface AuditChange {
  path: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, string | null>;

const flatten = (value: unknown, prefix: string, into: Flat): Flat => {
  if (value === null || value === undefined) {
    if (prefix) into.set(prefix, null);
    return into;
  }
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object'))
      into.set(prefix, value.map((item) => String(item)).join(', '));
    else value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, into));
    return into;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into.set(prefix, null);
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
    return into;
  }
  into.set(prefix, String(value));
  return into;
};

export const auditChanges = (before: unknown, after: unknown): AuditChange[] => {
  const left = flatten(before, '', new Map());
  const right = flatten(after, '', new Map());
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths
    .map((path) => ({ path, before: left.get(path) ?? null, after: right.get(path) ?? null }))
    .filter((change) => change.before !== change.after);
};
