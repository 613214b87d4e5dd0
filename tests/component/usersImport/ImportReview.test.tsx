import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../support/renderWithI18n';
import { ImportReview } from '../../../src/resources/users-import/ImportReview';
import type { ReviewedRow } from '../../../src/resources/users-import/reviewModel';

const valid = (n: number): ReviewedRow => ({
  row: {
    rowNumber: n,
    email: `u${n}@example.test`,
    firstName: 'Ada',
    lastName: 'Valid',
    roles: 'ROLE_SUPPORT_AGENT',
  },
  errors: [],
});

const rows: ReviewedRow[] = [
  valid(2),
  {
    row: {
      rowNumber: 3,
      email: 'nope',
      firstName: 'Bob',
      lastName: 'Bad',
      roles: 'ROLE_SUPPORT_AGENT',
    },
    errors: [{ field: 'email', code: 'INVALID_EMAIL' }],
  },
  valid(4),
  {
    row: {
      rowNumber: 5,
      email: 'c@example.test',
      firstName: 'Cy',
      lastName: 'Bad',
      roles: 'ROLE_WIZARD',
    },
    errors: [{ field: 'roles', code: 'UNKNOWN_ROLE', value: 'ROLE_WIZARD' }],
  },
  ...Array.from({ length: 30 }, (_, i) => valid(6 + i)),
];
const issues = { missingColumns: [], unknownColumns: [], truncated: false };

describe('import dry-run review', () => {
  it('counts the rows and lists only the rows with errors first, with the problems in words', () => {
    renderWithI18n(<ImportReview rows={rows} issues={issues} onCommit={() => {}} />);
    expect(screen.getByTestId('import-summary')).toHaveTextContent(
      '34 rows checked: 32 valid, 2 with errors.',
    );
    const table = screen.getByRole('table', { name: 'Rows of the file and their problems' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(screen.getByTestId('import-row-3')).toHaveTextContent('E-mail: Wrong e-mail format!');
    expect(screen.getByTestId('import-row-5')).toHaveTextContent(
      'Roles: unknown role “ROLE_WIZARD”',
    );
  });

  it('"All rows" shows errors first and pages the rest (25 per page)', () => {
    renderWithI18n(<ImportReview rows={rows} issues={issues} onCommit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'All rows (34)' }));
    const table = screen.getByRole('table', { name: 'Rows of the file and their problems' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(25);
    expect(bodyRows[0]).toHaveTextContent('3');
    expect(bodyRows[1]).toHaveTextContent('ROLE_WIZARD');
    expect(screen.getByText('1–25 of 34')).toBeInTheDocument();
  });

  it('commit is disabled while rows have errors until "import valid rows only" is chosen; then only valid rows go', () => {
    const onCommit = vi.fn();
    renderWithI18n(<ImportReview rows={rows} issues={issues} onCommit={onCommit} />);
    const commit = screen.getByRole('button', { name: 'Import 32 users' });
    expect(commit).toBeDisabled();
    expect(screen.getByTestId('commit-blocked')).toHaveTextContent(
      'Rows with errors block the import.',
    );
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Import only the 32 valid rows and skip the 2 rows with errors',
      }),
    );
    expect(commit).toBeEnabled();
    fireEvent.click(commit);
    const sent = onCommit.mock.calls[0]?.[0] as ReviewedRow[];
    expect(sent).toHaveLength(32);
    expect(sent.some((r) => r.row.rowNumber === 3 || r.row.rowNumber === 5)).toBe(false);
  });

  it('a clean file can be committed at once; the error report is disabled', () => {
    renderWithI18n(
      <ImportReview rows={[valid(2), valid(3)]} issues={issues} onCommit={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Import 2 users' })).toBeEnabled();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download error report' })).toBeDisabled();
  });

  it('names missing header columns', () => {
    renderWithI18n(
      <ImportReview
        rows={[
          {
            row: { rowNumber: 2, email: 'a@example.test' },
            errors: [{ field: 'roles', code: 'MISSING_COLUMN' }],
          },
        ]}
        issues={{ missingColumns: ['roles'], unknownColumns: ['Notes'], truncated: false }}
        onCommit={() => {}}
      />,
    );
    expect(screen.getByText(/The header lacks required columns: Roles/)).toBeInTheDocument();
    expect(screen.getByText(/not known and will be ignored: Notes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 users' })).toBeDisabled();
  });

  it('German texts', () => {
    renderWithI18n(<ImportReview rows={rows} issues={issues} onCommit={() => {}} />, {
      locale: 'de',
    });
    expect(screen.getByTestId('import-summary')).toHaveTextContent(
      '34 Zeilen geprüft: 32 gültig, 2 mit Fehlern.',
    );
  });
});
