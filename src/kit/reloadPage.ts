/**
 * Reloads the page. A browser keeps a failed script import failed for the page's lifetime, so fetching a
 * screen's code again needs a fresh page; after a deployment the reload also brings the new version.
 */
export const reloadPage = (): void => window.location.reload();
