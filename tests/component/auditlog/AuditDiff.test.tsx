import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../support/renderWithI18n';
import { AuditDiff } from '../../../src/resources/auditlog';
import { ResourceRegistryProvider } from '../../../src/kit';
import { resources } from '../../../src/resources';

const before = {
  name: 'Globex Ltd',
  enabled: false,
  contact: { email: 'old@globex.test', phone: '+1 555' },
  roles: ['ROLE_SUPPORT_AGENT', 'ROLE_X'],
  decidedAt: null,
};
const after = {
  name: 'Globex',
  enabled: true,
  contact: { email: 'new@globex.test', phone: '+1 555' },
  roles: ['ROLE_SUPPORT_AGENT', 'ROLE_SUPPORT_MANAGER'],
  decidedAt: '2026-11-22T18:59:59.000Z',
};

const rowOf = (path: string) => screen.getByText(path).closest('tr') as HTMLElement;

describe('AuditDiff', () => {
  it('shows each changed field with its change, before and after — never raw JSON', () => {
    const { container } = renderWithI18n(<AuditDiff before={before} after={after} />);
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
    const name = within(rowOf('name'));
    expect(name.getByText('Changed')).toBeInTheDocument();
    expect(name.getByText('Globex Ltd')).toBeInTheDocument();
    expect(name.getByText('Globex')).toBeInTheDocument();
    // Booleans read as words, nested fields as dotted paths, timestamps as UTC dates.
    expect(within(rowOf('enabled')).getByText('No')).toBeInTheDocument();
    expect(within(rowOf('enabled')).getByText('Yes')).toBeInTheDocument();
    expect(within(rowOf('contact.email')).getByText('new@globex.test')).toBeInTheDocument();
    expect(within(rowOf('decidedAt')).getByText('2026-11-22 18:59:59 UTC')).toBeInTheDocument();
    // Lists are chips: the whole list on each side.
    const roles = within(rowOf('roles'));
    expect(roles.getByText('ROLE_X')).toBeInTheDocument();
    expect(roles.getByText('ROLE_SUPPORT_MANAGER')).toBeInTheDocument();
    expect(roles.getAllByText('ROLE_SUPPORT_AGENT')).toHaveLength(2);
    expect(container.textContent).not.toMatch(/[{}"]/);
  });

  it('hides unchanged fields until asked', async () => {
    renderWithI18n(<AuditDiff before={before} after={after} />);
    expect(screen.queryByText('contact.phone')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show unchanged fields (1)'));
    expect(within(rowOf('contact.phone')).getByText('Unchanged')).toBeInTheDocument();
  });

  it('a creation lists added fields; an entry without values says so', () => {
    renderWithI18n(<AuditDiff before={null} after={{ customerName: 'Wayne' }} />);
    expect(within(rowOf('customerName')).getByText('Added')).toBeInTheDocument();
  });

  it('says when nothing changed, in German too', () => {
    renderWithI18n(<AuditDiff before={null} after={null} />, { locale: 'de' });
    expect(screen.getByText('Dieser Eintrag enthält keine Feldänderungen.')).toBeInTheDocument();
  });

  describe('worded by the resource the entry is about', () => {
    // As the platform writes a decided verification (mock-server/routes/verificationActions.ts).
    const decision = {
      before: { status: 'REVIEW_PENDING', result: null },
      after: {
        status: 'APPROVED',
        result: {
          decision: 'APPROVED',
          reason: 'Documents match',
          decidedBy: 'admin@demo.test',
          decidedAt: '2026-11-22T18:59:59.000Z',
        },
      },
    };
    const renderEntry = (
      entityType: string,
      before: unknown,
      after: unknown,
      locale: 'en' | 'de' = 'en',
    ) =>
      renderWithI18n(
        <ResourceRegistryProvider resources={resources}>
          <AuditDiff before={before} after={after} entityType={entityType} />
        </ResourceRegistryProvider>,
        { locale },
      );

    it('names fields by their labels and statuses by the words the lists use, never paths and codes', async () => {
      const { container } = renderEntry('verification', decision.before, decision.after);
      // The resource's field words arrive with its screens.
      expect(await screen.findByText('Review pending')).toBeInTheDocument();
      const status = within(rowOf('Status'));
      expect(status.getByText('Review pending')).toBeInTheDocument();
      expect(status.getByText('Approved')).toBeInTheDocument();
      expect(within(rowOf('Decision › Outcome')).getByText('Approved')).toBeInTheDocument();
      expect(
        within(rowOf('Decision › Decided by')).getByText('admin@demo.test'),
      ).toBeInTheDocument();
      expect(
        within(rowOf('Decision › Decided at')).getByText('2026-11-22 18:59:59 UTC'),
      ).toBeInTheDocument();
      expect(container.textContent).not.toMatch(/result\.|REVIEW_PENDING|APPROVED/);
    });

    it('in German too', async () => {
      const { container } = renderEntry('verification', decision.before, decision.after, 'de');
      expect(await screen.findByText('Prüfung ausstehend')).toBeInTheDocument();
      const status = within(rowOf('Status'));
      expect(status.getByText('Prüfung ausstehend')).toBeInTheDocument();
      expect(status.getByText('Genehmigt')).toBeInTheDocument();
      expect(
        within(rowOf('Entscheidung › Entschieden von')).getByText('admin@demo.test'),
      ).toBeInTheDocument();
      expect(container.textContent).not.toMatch(/result\.|REVIEW_PENDING|APPROVED/);
    });

    it('an entry about no resource of its own (a CSV import) still names its fields', () => {
      const { container } = renderEntry('UserImport', null, {
        rows: 3,
        rejected: [{ rowNumber: 4, codes: ['DUPLICATE_EXISTING'] }],
        created: 2,
      });
      expect(within(rowOf('Rows')).getByText('3')).toBeInTheDocument();
      expect(within(rowOf('Rejected row 1 › Row number')).getByText('4')).toBeInTheDocument();
      expect(within(rowOf('Users created')).getByText('2')).toBeInTheDocument();
      expect(container.textContent).not.toMatch(/rejected\[0\]|rowNumber/);
    });

    it('a created API token reads with the token screens’ words', async () => {
      renderEntry('apiToken', null, {
        id: 'at-1',
        label: 'Payments backend',
        prefix: 'tdk_abcdefgh',
        kind: 'API',
        status: 'ACTIVE',
        expiresAt: null,
        version: 1,
      });
      // The token's own words come with its screens, fetched on demand.
      expect(await screen.findByText('Active')).toBeInTheDocument();
      expect(within(rowOf('Type')).getByText('API token')).toBeInTheDocument();
      expect(within(rowOf('Label')).getByText('Payments backend')).toBeInTheDocument();
      expect(within(rowOf('ID')).getByText('at-1')).toBeInTheDocument();
      expect(within(rowOf('Expires')).getByText('Added')).toBeInTheDocument();
    });
  });
});
