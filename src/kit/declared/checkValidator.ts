import type { Validator } from '../../components';
import type { AnyResourceDeclaration } from '../../contract/declare';
import { keysOf } from './describe';

/** The calendar day the declaration's rules read dates against (UTC, as the platform does). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The declaration's rules across fields (`check`) as the validator of one input: the issue whose field is
 * exactly `source` (the form's values are the input), worded by `resources.<name>.errors.<code>`. `source` may
 * be a nested path (`labels.2.shortcut`), so a hand-written input of a list's item shows the issue the platform
 * would name it with. Undefined for a declaration without rules.
 */
export const checkValidatorOf = (
  declaration: AnyResourceDeclaration,
  source: string,
): Validator | undefined => {
  const { check } = declaration;
  if (!check) return undefined;
  return (_value, allValues) => {
    const issue = check((allValues ?? {}) as Record<string, unknown>, { today: today() }).find(
      (candidate) => candidate.field === source,
    );
    return issue ? { message: keysOf(declaration).error(issue.code), args: {} } : undefined;
  };
};
