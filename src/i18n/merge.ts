type Obj = Record<string, unknown>;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const deepMerge = (target: Obj, source: Obj): Obj => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isObject(existing) && isObject(value)) target[key] = deepMerge({ ...existing }, value);
    else if (existing !== undefined && !isObject(existing) && !isObject(value))
      throw new Error(`i18n key "${key}" is defined twice`);
    else target[key] = value;
  }
  return target;
};

/** Deep-merges area modules into one catalogue; a key defined twice is a bug, so it throws. */
export const mergeCatalogues = <T extends Obj[]>(...parts: T): UnionToIntersection<T[number]> =>
  parts.reduce<Obj>((acc, part) => deepMerge(acc, part), {}) as UnionToIntersection<T[number]>;
