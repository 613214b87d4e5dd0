/**
 * "A user cannot act on their own account" (spec section 6). Identifiers are compared after folding every
 * spelling that would read the same to a person: Unicode compatibility forms (NFKC: full-width letters,
 * ligatures), whitespace and invisible characters, case, and the common Cyrillic/Greek look-alikes of Latin
 * letters. The portal uses it to hide the buttons; the mock platform uses the same function to answer 403.
 */

// Zero-width, bidi and other invisible format characters, variation selectors and fillers (code point ranges;
// a regex class would mix in combining marks).
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

const isInvisible = (char: string): boolean => {
  if (/\s/u.test(char)) return true;
  const code = char.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** Look-alike letters → the Latin letter they imitate (upper and lower case; applied before case folding). */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ԁ: 'D',
  Ӏ: 'l',
  Ԛ: 'Q',
  Ԝ: 'W',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  к: 'k',
  м: 'm',
  н: 'h',
  т: 't',
  в: 'b',
  ѵ: 'v',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  υ: 'u',
  χ: 'x',
  ε: 'e',
  τ: 't',
  ϲ: 'c',
  ϳ: 'j',
  // Latin look-alikes that NFKC keeps apart
  ı: 'i',
  ȷ: 'j',
  ℓ: 'l',
};

const mapConfusables = (value: string): string =>
  Array.from(value, (char) => CONFUSABLES[char] ?? char).join('');

/** The comparable form of a user id or e-mail address. */
export const normalizeIdentifier = (value: string): string => {
  const compatible = Array.from(value.normalize('NFKC'))
    .filter((char) => !isInvisible(char))
    .join('');
  // Case folding: lower case plus the one common full folding (ß → ss); NFKC again after the mapping.
  return mapConfusables(compatible).toLowerCase().replace(/ß/g, 'ss').normalize('NFKC');
};

export interface AccountIdentity {
  id: string;
  email: string;
}

/** True when `candidate` (an id or an e-mail in any spelling) names the actor's own account. */
export const namesOwnAccount = (actor: AccountIdentity, candidate: string): boolean => {
  const wanted = normalizeIdentifier(candidate);
  return (
    wanted.length > 0 &&
    (wanted === normalizeIdentifier(actor.id) || wanted === normalizeIdentifier(actor.email))
  );
};

/** True when the record is the actor's own account (same id or the same e-mail in any spelling). */
export const isOwnAccount = (
  actor: AccountIdentity,
  record: { id: string | number; email?: string | null },
): boolean =>
  namesOwnAccount(actor, String(record.id)) ||
  (typeof record.email === 'string' && namesOwnAccount(actor, record.email));
