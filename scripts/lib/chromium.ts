/**
 * The Chromium flags of the brief, for the end-to-end tests and the benchmarks alike; Playwright adds its own
 * headless switch, which combines fine with ours. Each browser also gets a fresh `--user-data-dir`.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
