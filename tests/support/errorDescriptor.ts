/** A 401 as the platform answers it (the error descriptor of every refusal), with the code that matters. */
export const unauthorized = (code: string, message = code) => ({
  error: 'Unauthorized',
  code,
  status: 401,
  details: [],
  timestamp: '2026-11-27T09:00:00.000Z',
  url: '/api/v1/users/current',
  message,
});
