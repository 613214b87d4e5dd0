/**
 * A merchant's callback URL, the same rule in the portal's form and on the platform: http or https, at most
 * CALLBACK_URL_MAX characters, no user name or password in it.
 */
export const CALLBACK_URL_MAX = 2000;

export const isCallbackUrl = (value: string): boolean => {
  if (value.length > CALLBACK_URL_MAX) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
};
