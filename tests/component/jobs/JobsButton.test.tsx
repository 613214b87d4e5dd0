import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/contract/schemas/jobs';
import { JobsButton } from '../../../src/jobs';
import { fakeAuthProvider } from '../../support/fakeAuthProvider';
import { createTestI18nProvider } from '../../support/renderWithI18n';

const job = (over: Partial<Job>): Job => ({
  id: 'job-1',
  kind: 'DATASET_EXPORT',
  state: 'RUNNING',
  subject: { type: 'Dataset', id: 'ds-1', name: 'German ID cards' },
  processed: 500,
  total: 2000,
  rowCount: 500,
  sizeBytes: null,
  fileName: 'dataset-german-id-cards-2026-11-27.csv',
  result: null,
  errorCode: null,
  error: null,
  createdAt: new Date(Date.now() - 5_000).toISOString(),
  finishedAt: null,
  acknowledgedAt: null,
  ...over,
});

const renderButton = (jobs: () => Job[], locale: 'en' | 'de' = 'en') => {
  const dataProvider = {
    listJobs: vi.fn(async () => jobs()),
    acknowledgeJob: vi.fn(async (id: string) => ({ ...jobs().find((j) => j.id === id)! })),
    cancelJob: vi.fn(async (id: string) => ({ ...jobs().find((j) => j.id === id)! })),
    dismissJob: vi.fn(async () => undefined),
    getJobFile: vi.fn(async () => new Blob(['position\r\n'], { type: 'text/csv' })),
  };
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={fakeAuthProvider([])}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={createTestI18nProvider(locale)}
      >
        <JobsButton />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { dataProvider, user: userEvent.setup() };
};

// Saving a file clicks a download link, which jsdom cannot follow.
beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('the job tray', () => {
  it('counts the running jobs and shows each with its progress; a running job can be cancelled', async () => {
    const { dataProvider, user } = renderButton(() => [
      job({}),
      job({
        id: 'job-2',
        kind: 'DATASET_FULL_PREVIEW',
        state: 'DONE',
        fileName: null,
        rowCount: null,
        processed: 150,
        total: 150,
        result: {
          available: 148,
          missing: 2,
          wipedOut: 0,
          byStatus: {},
          byCountry: {},
          byDocumentType: {},
        },
        finishedAt: new Date().toISOString(),
        acknowledgedAt: new Date().toISOString(),
      }),
    ]);
    const button = await screen.findByRole('button', { name: 'Background jobs: 1 running' });
    await user.click(button);
    const tray = await screen.findByRole('dialog', { name: 'Background jobs' });
    const rows = within(tray).getAllByTestId('job');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Export of “German ID cards”')).toBeVisible();
    expect(within(rows[0]!).getByText('Running')).toBeVisible();
    expect(within(rows[0]!).getByText(/500 of 2,000/)).toBeVisible();
    expect(within(rows[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(rows[1]!).getByText('Full preview of “German ID cards”')).toBeVisible();
    expect(within(rows[1]!).getByText(/148 there, 2 deleted since/)).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/datasets/ds-1/show',
    );
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Cancel: Export of “German ID cards”' }),
    );
    expect(dataProvider.cancelJob).toHaveBeenCalledWith('job-1');
    // Nothing ended unseen: no word, no acknowledgement.
    expect(dataProvider.acknowledgeJob).not.toHaveBeenCalled();
  });

  it('tells once that a job ended, records it, and offers its file', async () => {
    let acknowledged: string | null = null;
    const ended = () => [
      job({
        state: 'DONE',
        processed: 2000,
        rowCount: 2000,
        sizeBytes: 1_234_567,
        finishedAt: new Date().toISOString(),
        acknowledgedAt: acknowledged,
      }),
    ];
    const { dataProvider, user } = renderButton(ended);
    expect(await screen.findByText('Export of “German ID cards” is done.')).toBeVisible();
    await waitFor(() => expect(dataProvider.acknowledgeJob).toHaveBeenCalledWith('job-1'));
    acknowledged = new Date().toISOString();
    expect(dataProvider.acknowledgeJob).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Background jobs' }));
    const tray = await screen.findByRole('dialog', { name: 'Background jobs' });
    expect(within(tray).getByText(/2,000 rows, 1\.2 MB/)).toBeVisible();
    await user.click(
      within(tray).getByRole('button', { name: 'Download: Export of “German ID cards”' }),
    );
    expect(dataProvider.getJobFile).toHaveBeenCalledWith('job-1');
  });

  it('words a failure by its code, in German too', async () => {
    renderButton(
      () => [
        job({
          state: 'FAILED',
          errorCode: 'NOT_FOUND',
          error: 'The dataset was deleted while the job ran.',
          finishedAt: new Date().toISOString(),
        }),
      ],
      'de',
    );
    expect(
      await screen.findByText(
        'Export von „German ID cards“ ist fehlgeschlagen. „German ID cards“ wurde gelöscht, während der Auftrag lief.',
      ),
    ).toBeVisible();
  });

  it('says when there are no jobs', async () => {
    const { user } = renderButton(() => []);
    await user.click(await screen.findByRole('button', { name: 'Background jobs' }));
    expect(await screen.findByText(/No background jobs\./)).toBeVisible();
  });
});
