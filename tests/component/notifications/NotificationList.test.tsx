import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotify, useRedirect } from 'react-admin';
import { ALERT_AUTO_CLOSE_MS } from '../../../src/contract/constants';
import { createAlertsStore } from '../../../src/notifications/alertsStore';
import { createErrorReporter } from '../../../src/notifications/errorReporting';
import { NotificationList } from '../../../src/notifications/NotificationList';
import { toHttpError } from '../../../src/dataProvider/errors';
import { renderWithI18n } from '../../support/renderWithI18n';

const notFound = () =>
  toHttpError(404, {
    id: 'err-404-1',
    error: 'Not Found',
    code: 'NOT_FOUND',
    status: 404,
    details: [],
    timestamp: '2025-03-04T05:06:07.000Z',
    url: '/api/v1/users/nope',
    message: 'No user nope',
  });

/** Stands in for any react-admin screen that calls notify() (mutation errors, 'Element updated'...). */
const Notifier = ({ message, type }: { message: string; type: 'error' | 'success' | 'info' }) => {
  const notify = useNotify();
  return <button onClick={() => notify(message, { type })}>notify {message}</button>;
};

const setup = (children?: React.ReactNode) => {
  const store = createAlertsStore();
  const reporter = createErrorReporter({ alerts: store });
  renderWithI18n(
    <>
      {children}
      <NotificationList store={store} reporter={reporter} />
    </>,
  );
  return { store, reporter };
};

describe('NotificationList', () => {
  afterEach(() => vi.useRealTimers());

  it('stacks the alerts with their translated text and optional link', () => {
    const { store } = setup();
    act(() => {
      store.add({
        type: 'success',
        message: 'ra.notification.updated',
        messageArgs: { smart_count: 1 },
      });
      store.add({
        type: 'info',
        message: 'app.messages.maintenance',
        link: { href: '/dashboard', label: 'app.shell.menu.dashboard' },
      });
    });
    const list = screen.getByRole('region', { name: 'Notifications' });
    const items = within(list).getAllByRole('status');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Element updated'),
      expect.stringContaining('The system is currently undergoing maintenance.'),
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows an error with a details block that opens, closes and copies', async () => {
    const { reporter } = setup();
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    act(() =>
      reporter.report(
        toHttpError(409, {
          id: 'err-409',
          error: 'Conflict',
          code: 'DUPLICATE_ENTITY',
          status: 409,
          details: [],
          timestamp: '2025-03-04T05:06:07.000Z',
          url: '/api/v1/users',
          message: 'email taken',
        }),
      ),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A record with this value already exists.');
    expect(alert).not.toHaveTextContent('err-409');
    fireEvent.click(within(alert).getByRole('button', { name: 'Show details' }));
    expect(alert).toHaveTextContent('err-409');
    expect(alert).toHaveTextContent('DUPLICATE_ENTITY');
    expect(alert).toHaveTextContent('email taken');
    expect(alert).toHaveTextContent('2025-03-04 05:06:07');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Copy details' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('ID: err-409'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Hide details' }));
    expect(within(alert).getByRole('button', { name: 'Show details' })).toBeInTheDocument();
  });

  it('closes an alert with its close button', () => {
    const { store } = setup();
    act(() => {
      store.add({ type: 'error', message: 'app.messages.serverDown' });
    });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getAlerts()).toEqual([]);
  });

  it('a warning whose details were opened stays until closed', () => {
    vi.useFakeTimers();
    const { store } = setup();
    act(() => {
      store.add({
        type: 'warning',
        message: 'ra.notification.item_doesnt_exist',
        details: { id: 'err-404-1', code: 'NOT_FOUND' },
      });
      store.add({ type: 'warning', message: 'app.messages.serverDown' });
    });
    const [read] = screen.getAllByRole('alert');
    fireEvent.click(within(read!).getByRole('button', { name: 'Show details' }));
    act(() => vi.advanceTimersByTime(10 * ALERT_AUTO_CLOSE_MS));
    // The one being read is still there with its details; the other closed on time.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('alert')).getByText('NOT_FOUND')).toBeInTheDocument();
  });

  it("puts react-admin's notify() into the same list, auto-closing a success", () => {
    vi.useFakeTimers();
    setup(<Notifier message="ra.notification.updated" type="success" />);
    fireEvent.click(screen.getByRole('button', { name: 'notify ra.notification.updated' }));
    expect(screen.getByRole('status')).toHaveTextContent('Element updated');
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failed call once: react-admin notifying the same error is dropped', () => {
    const error = notFound();
    const { reporter } = setup(<Notifier message={error.message} type="error" />);
    act(() => reporter.report(error));
    fireEvent.click(screen.getByRole('button', { name: `notify ${error.message}` }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      'Not found. The requested page might have been removed or moved to another destination.',
    );
  });

  it('an error react-admin notifies without the error path is still shown', () => {
    setup(<Notifier message="ra.message.invalid_form" type="error" />);
    fireEvent.click(screen.getByRole('button', { name: 'notify ra.message.invalid_form' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The form is not valid');
  });

  it("a success replaces the old 'The form is not valid'; leaving the page drops an error", () => {
    const Leave = () => {
      const redirect = useRedirect();
      return <button onClick={() => redirect('/dashboard')}>leave</button>;
    };
    setup(
      <>
        <Notifier message="ra.message.invalid_form" type="error" />
        <Notifier message="ra.notification.updated" type="info" />
        <Leave />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'notify ra.message.invalid_form' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The form is not valid');
    fireEvent.click(screen.getByRole('button', { name: 'notify ra.notification.updated' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Element updated');

    fireEvent.click(screen.getByRole('button', { name: 'notify ra.message.invalid_form' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The form is not valid');
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Element updated');
  });

  it('an error whose details the user opened stays when the page is left', () => {
    const Leave = () => {
      const redirect = useRedirect();
      return <button onClick={() => redirect('/dashboard')}>leave</button>;
    };
    const { reporter } = setup(<Leave />);
    act(() => reporter.report(notFound()));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /details/i }));
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not found.');
  });
});
