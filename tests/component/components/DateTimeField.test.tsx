import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { DateTimeField } from '../../../src/components';
import { EMPTY_VALUE_PLACEHOLDER } from '../../../src/contract/constants';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('DateTimeField', () => {
  const renderField = (record: Record<string, unknown>, showTime?: boolean) =>
    renderWithI18n(
      <RecordContextProvider value={{ id: 1, ...record }}>
        <DateTimeField source="createdAt" showTime={showTime} />
      </RecordContextProvider>,
    );

  it('shows the record value as a UTC date and time', () => {
    renderField({ createdAt: '2025-06-01T22:15:09.123+02:00' });
    expect(screen.getByText('2025-06-01 20:15:09')).toBeInTheDocument();
  });

  it('can show the date only', () => {
    renderField({ createdAt: '2025-06-01T22:15:09Z' }, false);
    expect(screen.getByText('2025-06-01')).toBeInTheDocument();
  });

  it.each([null, undefined, 'garbage', { nested: true }])(
    'shows the placeholder for %j',
    (createdAt) => {
      renderField({ createdAt });
      expect(screen.getByText(EMPTY_VALUE_PLACEHOLDER)).toBeInTheDocument();
    },
  );
});
