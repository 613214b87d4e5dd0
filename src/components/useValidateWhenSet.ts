import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Validates the fields `names` whenever the value of `source` is set, not only when the user edits it. Filter
 * values also arrive from the URL (a shared link, the back button); a malformed value or a range in the wrong
 * order is then marked at once, where the user can see what the platform refused.
 */
export const useValidateWhenSet = (source: string, names: readonly [string, ...string[]]): void => {
  const { trigger } = useFormContext();
  const value: unknown = useWatch({ name: source });
  // Callers pass a fresh array on every render; the effect depends on the names, joined, not on the array.
  const key = names.join('\n');
  useEffect(() => {
    if (value !== undefined && value !== null && value !== '') void trigger(key.split('\n'));
  }, [value, trigger, key]);
};
