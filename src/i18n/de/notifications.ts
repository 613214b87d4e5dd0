import type { notifications as english } from '../en/notifications';

export const notifications = {
  notifications: {
    list: {
      label: 'Benachrichtigungen',
    },
    cookies: {
      change: 'Cookie-Einstellungen',
    },
  },
} satisfies typeof english;
