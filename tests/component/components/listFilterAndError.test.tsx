import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  Datagrid,
  HttpError,
  List,
  ResourceContextProvider,
  TextField,
  useListContext,
  type DataProvider,
} from 'react-admin';
import { createTestI18nProvider } from '../../support/renderWithI18n';
import { dateRangeFilterInputs, ListLoadError, ListPagination } from '../../../src/components';

const ROWS = [{ id: 1, name: 'Row one' }];

type Row = (typeof ROWS)[number];
type GetRows = () => Promise<{ data: Row[]; total: number }>;

/** Changes the filters from outside the filter form, as a status tab does. */
const OtherFilterButton = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <button type="button" onClick={() => setFilters({ ...filterValues, status: 'OPEN' })}>
      Other filter
    </button>
  );
};

const renderList = (url: string, getList: GetRows) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={{ getList } as unknown as DataProvider}
        i18nProvider={createTestI18nProvider('en')}
      >
        <ResourceContextProvider value="items">
          <List
            filters={dateRangeFilterInputs({
              start: 'from',
              end: 'to',
              alwaysOn: true,
            })}
            error={<ListLoadError />}
            pagination={<ListPagination />}
            disableSyncWithLocation={false}
          >
            <OtherFilterButton />
            <Datagrid bulkActionButtons={false}>
              <TextField source="name" />
            </Datagrid>
          </List>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

const urlWith = (filter: Record<string, string>) =>
  `/items?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('date range filter inputs', () => {
  it('mark a malformed date that arrives in the URL, before anyone edits it', async () => {
    renderList(urlWith({ from: '2026-13-45' }), async () => ({ data: ROWS, total: 1 }));
    expect(await screen.findByText('Dates should be in YYYY-MM-DD format.')).toBeTruthy();
  });

  it('keep the mark when another filter changes from outside the form', async () => {
    renderList(urlWith({ from: '2026-13-45' }), async () => ({ data: ROWS, total: 1 }));
    expect(await screen.findByText('Dates should be in YYYY-MM-DD format.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Other filter' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await screen.findByText('Dates should be in YYYY-MM-DD format.')).toBeTruthy();
  });

  it('mark a reversed range from the URL on both ends', async () => {
    renderList(urlWith({ from: '2026-05-02', to: '2026-05-01' }), async () => ({
      data: ROWS,
      total: 1,
    }));
    await waitFor(() =>
      expect(screen.getAllByText('The order of the dates is incorrect.')).toHaveLength(2),
    );
  });

  it('leave a valid range from the URL unmarked', async () => {
    renderList(urlWith({ from: '2026-05-01', to: '2026-05-02' }), async () => ({
      data: ROWS,
      total: 1,
    }));
    expect(await screen.findByText('Row one')).toBeTruthy();
    expect(screen.queryByText('The order of the dates is incorrect.')).toBeNull();
    expect(screen.queryByText('Dates should be in YYYY-MM-DD format.')).toBeNull();
  });
});

describe('ListLoadError', () => {
  const descriptor = (status: number, code: string, message: string) => ({
    id: 'e-1',
    code,
    message,
    timestamp: '2026-11-23T00:00:00Z',
    status,
    error: 'Error',
    url: '/api/items',
  });

  it('shows why the list failed instead of rows and pager, and retries a server failure', async () => {
    // react-admin logs the failed query; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi
      .fn<GetRows>()
      .mockRejectedValueOnce(
        new HttpError('Server error', 500, descriptor(500, 'INTERNAL_ERROR', 'Boom')),
      )
      .mockResolvedValue({ data: ROWS, total: 1 });
    renderList('/items', getList);
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('Row one')).toBeNull();
    expect(screen.queryByText('Rows per page:')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Row one')).toBeTruthy();
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
    expect(screen.getByText('1-1 of 1')).toBeTruthy();
  });

  it('offers no retry for a refused request: the filters must change first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi
      .fn<GetRows>()
      .mockRejectedValue(
        new HttpError(
          'Bad request',
          400,
          descriptor(400, 'VALIDATION_FAILED', 'startDate: Dates should be in YYYY-MM-DD format.'),
        ),
      );
    renderList('/items', getList);
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
