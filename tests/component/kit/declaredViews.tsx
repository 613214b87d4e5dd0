/** Shared by the kit's view tests: a sub-processor as the platform answers it, and a view rendered at its route. */
import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderGuarded } from '../guard/renderGuarded';

export const subProcessorRecord = {
  id: 'sp-1',
  name: 'Mailjet',
  purpose: 'Transactional e-mail',
  dataCategories: ['CONTACT'],
  locationCountry: 'FR',
  transferMechanism: 'ADEQUACY_DECISION',
  dpaUrl: 'https://example.com/dpa',
  inUseSince: '2024-01-01',
  createdAt: '2024-01-01T00:00:00.000Z',
  version: 1,
};

/** Renders `view` of a resource at `path` (matched by `route`), with the guard's classifications served. */
export const renderViewAt = (
  resource: string,
  view: unknown,
  {
    route,
    path,
    dataProvider,
  }: { route: string; path: string; dataProvider: Record<string, unknown> },
) => {
  const View = view as ComponentType;
  return renderGuarded(
    <Routes>
      <Route
        path={route}
        element={
          <ResourceContextProvider value={resource}>
            <View />
          </ResourceContextProvider>
        }
      />
      <Route path={`/${resource}/:id/show`} element={<p>Shown</p>} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { dataProvider, path },
  );
};
