import { screen } from '@testing-library/react';
import { HttpError, ResourceContextProvider, TextField, SimpleShowLayout } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Show } from '../../../src/kit';
import { renderGuarded } from '../guard/renderGuarded';

/** The kit's record page when its record cannot be read: a missing record leaves, an outage stays. */
const renderShow = (getOne: () => Promise<unknown>) =>
  renderGuarded(
    <Routes>
      <Route
        path="/groups/:id/show"
        element={
          <ResourceContextProvider value="groups">
            <Show>
              <SimpleShowLayout>
                <TextField source="name" />
              </SimpleShowLayout>
            </Show>
            <p>On the record page</p>
          </ResourceContextProvider>
        }
      />
      <Route path="/groups" element={<p>The groups list</p>} />
    </Routes>,
    { dataProvider: { getOne: vi.fn(getOne) }, path: '/groups/g-1/show' },
  );

describe('the kit record pages', () => {
  it('show the record', async () => {
    renderShow(async () => ({ data: { id: 'g-1', name: 'Escalations' } }));
    expect(await screen.findByText('Escalations')).toBeInTheDocument();
  });

  it('send the user to the list, saying so, when the record does not exist', async () => {
    renderShow(async () => {
      throw new HttpError('app.errors.notFound', 404, null);
    });
    expect(await screen.findByText('The groups list')).toBeInTheDocument();
  });

  it('stay on the record page when the platform cannot be reached', async () => {
    const getOne = vi.fn(async () => {
      throw new HttpError('app.messages.serverDown', 0, null);
    });
    renderShow(getOne);
    await vi.waitFor(() => expect(getOne).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('On the record page')).toBeInTheDocument();
    expect(screen.queryByText('The groups list')).not.toBeInTheDocument();
  });
});
