/**
 * Debian's Chromium and the flags this project runs it with: Playwright's own browser download
 * does not work on the machines we test on, and the flags keep Chromium from calling home
 * (updates, sync, background networking). Shared by e2e and benches.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
