import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { FeatureFlagsProvider } from '../../../src/session/platform/FeatureFlagsContext';
import type { FeatureFlags } from '../../../src/session/platform/featureFlags';
import { toHttpError } from '../../../src/dataProvider/errors';
import type { ErrorDescriptor } from '../../../src/contract/schemas/common';
import { createTestI18nProvider } from '../../support/renderWithI18n';

export const CLASSIFICATIONS = [
  { code: 'CUSTOMER_REQUEST', label: 'Customer request' },
  { code: 'REGULATORY', label: 'Regulatory requirement' },
];

/** An HttpError exactly as the httpClient throws it for a platform error descriptor. */
export const platformError = (
  status: number,
  code: string,
  details: ErrorDescriptor['details'] = [],
  extra: Partial<ErrorDescriptor> = {},
) =>
  toHttpError(status, {
    error: 'Bad Request',
    code,
    status,
    details,
    timestamp: '2025-01-01T00:00:00Z',
    url: '/api/v1/profile/email',
    message: details[0]?.message ?? code,
    ...extra,
  });

/** Renders inside react-admin's contexts with a dataProvider that serves the classifications. */
export const renderGuarded = (
  ui: ReactElement,
  {
    flags = {},
    dataProvider = {},
    locale = 'en',
    path = '/',
  }: {
    flags?: FeatureFlags;
    dataProvider?: Record<string, unknown>;
    locale?: 'en' | 'de';
    /** Where the memory router starts (a record's edit page, say). */
    path?: string;
  } = {},
) => {
  const getGuardClassifications = vi.fn(async () => CLASSIFICATIONS);
  const provider = { getGuardClassifications, ...dataProvider } as unknown as DataProvider;
  const result = render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider} i18nProvider={createTestI18nProvider(locale)}>
        <FeatureFlagsProvider load={() => Promise.resolve(flags)}>{ui}</FeatureFlagsProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, getGuardClassifications };
};
