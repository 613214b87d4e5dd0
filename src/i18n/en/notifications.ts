/**
 * English messages of the 'notifications' area (src/notifications and the platform wiring in src/layout):
 * the notification list and the cookie-preference entry. Error texts stay in core.ts (app.messages, app.errors).
 */
export const notifications = {
  notifications: {
    list: {
      label: 'Notifications',
    },
    cookies: {
      change: 'Cookie settings',
    },
  },
};
