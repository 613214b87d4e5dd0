/**
 * react-admin's English texts that the portal words differently. `ra.notification.offline` is shown where a page
 * waits for its data while the platform cannot be reached (QueriesWaitDuringOutage pauses queries then), so it
 * says that, not 'No connectivity'.
 */
export const raEnglishOverrides = {
  notification: {
    offline: 'Server is down. This page loads as soon as the platform answers again.',
  },
} as const;
