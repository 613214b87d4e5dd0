/** Full-page navigation, in one place so tests can replace it (jsdom cannot navigate). */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
  origin: (): string => window.location.origin,
  currentPath: (): string =>
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  /** Closes this window when a script of the portal opened it (browsers ignore it otherwise). */
  closeWindow: (): void => window.close(),
};
