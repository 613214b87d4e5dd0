import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../support/renderWithI18n';
import { AuditDiff } from '../../../src/resources/auditlog';

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
});
