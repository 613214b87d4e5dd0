import { screen } from '@testing-library/react';
import { AlertBanner } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('AlertBanner', () => {
  it.each([
    ['error', 'alert', 'MuiAlert-colorError'],
    ['warning', 'alert', 'MuiAlert-colorWarning'],
    ['success', 'status', 'MuiAlert-colorSuccess'],
    ['info', 'status', 'MuiAlert-colorInfo'],
  ] as const)('renders the %s type', (type, role, className) => {
    renderWithI18n(<AlertBanner type={type} message="app.messages.serverDown" />);
    const banner = screen.getByRole(role);
    expect(banner).toHaveTextContent('Server is down');
    expect(banner).toHaveClass(className);
  });

  it('opens an external link in a new tab without leaking the opener', () => {
    renderWithI18n(
      <AlertBanner
        type="info"
        message="app.messages.maintenance"
        link={{ href: 'https://status.example.com/', label: 'Status page' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Status page' });
    expect(link).toHaveAttribute('href', 'https://status.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps an internal link inside the portal', () => {
    renderWithI18n(
      <AlertBanner
        type="warning"
        message="Check"
        link={{ href: '/settings', label: 'app.dialog.ok' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'OK' });
    expect(link).toHaveAttribute('href', '/settings');
    expect(link).not.toHaveAttribute('target');
  });

  it('passes message arguments to the translation', () => {
    renderWithI18n(
      <AlertBanner type="error" message="app.validation.min" messageArgs={{ min: 3 }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum allowed value is 3.');
  });
});
