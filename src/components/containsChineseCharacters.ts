/**
 * Detects Chinese script: CJK Unified Ideographs (basic block and Extensions A–I), compatibility
 * ideographs (and their supplement), radicals, CJK symbols and punctuation, bopomofo and full-width
 * forms. Explicit blocks rather than \p{Script=Han} because punctuation and full-width forms count too.
 */
const CHINESE =
  /[\u2E80-\u2EFF\u2F00-\u2FDF\u3000-\u303F\u3100-\u312F\u31A0-\u31BF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u{20000}-\u{2A6DF}\u{2A700}-\u{2B73F}\u{2B740}-\u{2B81F}\u{2B820}-\u{2CEAF}\u{2CEB0}-\u{2EBEF}\u{2EBF0}-\u{2EE5F}\u{2F800}-\u{2FA1F}\u{30000}-\u{3134F}\u{31350}-\u{323AF}]/u;

export const containsChineseCharacters = (text: string): boolean => CHINESE.test(text);
