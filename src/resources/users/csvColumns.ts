import { useTranslate } from 'react-admin';
import { formatDateTime, type CsvColumn } from '../../components';
import type { User } from './schema';

/** The CSV columns of the users export and the bulk download (translated headers and values). */
export const useUserCsvColumns = (): CsvColumn<User>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.users.fields.${name}`);
  return [
    { header: field('userName'), value: (u) => u.userName },
    { header: field('firstName'), value: (u) => u.firstName },
    { header: field('lastName'), value: (u) => u.lastName },
    { header: field('email'), value: (u) => u.email },
    {
      header: field('status'),
      value: (u) => translate(`resources.users.status.${u.accountStatus.code}`),
    },
    { header: field('registrationDate'), value: (u) => formatDateTime(u.registrationDate) },
    {
      header: field('twoFactorEnabled'),
      value: (u) =>
        translate(
          u.twoFactorEnabled ? 'resources.users.twoFactor.on' : 'resources.users.twoFactor.off',
        ),
    },
    {
      header: field('roles'),
      value: (u) => u.roles.map((r) => translate(`roles.${r}`)).join('; '),
    },
  ];
};
