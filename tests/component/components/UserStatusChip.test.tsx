import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { UserStatusChip } from '../../../src/components';
import { GroupMembersTable } from '../../../src/resources/groups/GroupMembersTable';
import { UserStatusField } from '../../../src/resources/users';
import { renderWithI18n } from '../../support/renderWithI18n';

const WORDS = {
  en: {
    ACTIVE: 'Activated',
    DEACTIVATED: 'Deactivated',
    EXPIRED: 'Expired',
    LOCKED: 'Locked',
    UNLOCKED: 'Unlocked',
  },
  de: {
    ACTIVE: 'Aktiviert',
    DEACTIVATED: 'Deaktiviert',
    EXPIRED: 'Abgelaufen',
    LOCKED: 'Gesperrt',
    UNLOCKED: 'Entsperrt',
  },
} as const;

const member = {
  id: 'u-1',
  email: 'dora@acme.test',
  firstName: 'Dora',
  lastName: 'Deactivated',
  status: 'DEACTIVATED',
  roles: [],
};

describe('UserStatusChip', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`shows each status once, translated, never its code (${locale})`, () => {
      renderWithI18n(
        <ul>
          {Object.keys(WORDS[locale]).map((status) => (
            <li key={status} data-testid={status}>
              <UserStatusChip status={status} />
            </li>
          ))}
        </ul>,
        { locale },
      );
      for (const [status, word] of Object.entries(WORDS[locale]))
        expect(screen.getByTestId(status).textContent).toBe(word);
    });

    it(`the users field and a group's members use the same words (${locale})`, () => {
      const word = WORDS[locale].DEACTIVATED;
      renderWithI18n(
        <>
          <div data-testid="user">
            <RecordContextProvider
              value={{ id: 'u-1', accountStatus: { code: 'DEACTIVATED', label: 'deactivated' } }}
            >
              <UserStatusField />
            </RecordContextProvider>
          </div>
          <div data-testid="members">
            <GroupMembersTable record={{ id: 'g-1', members: [member] }} />
          </div>
        </>,
        { locale },
      );
      expect(screen.getByTestId('user').textContent).toBe(word);
      const row = within(screen.getByTestId('members')).getAllByRole('row')[1]!;
      expect(within(row).getAllByRole('cell')[2]!.textContent).toBe(word);
      expect(screen.queryByText(/DEACTIVATED/)).toBeNull();
    });
  }
});
