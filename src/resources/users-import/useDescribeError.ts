import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportRowError } from '../../contract/schemas/usersImport';

/** A row problem in words: "E-mail: already registered", "Roles: unknown role “ROLE_X”". */
export const useDescribeError = () => {
  const translate = useTranslate();
  return useCallback(
    (error: ImportRowError) =>
      translate(`resources.users-import.errors.${error.code}`, {
        field: translate(`resources.users-import.columns.${error.field}`),
        value: error.value ?? '',
      }),
    [translate],
  );
};
