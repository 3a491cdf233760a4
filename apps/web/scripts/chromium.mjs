/**
 * Debian's Chromium and the flags this project runs it with: Playwright's own browser download
 * does not work on the machines we test on, and the flags keep Chromium from calling home
 * (updates, sync, background networking). Shared by e2e and benches.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * For scripts that start Chromium themselves: stop with what to do when it is not installed,
 * before anything else has been started (a server left running on the bench's port, say).
 */
export function requireChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(
    `Chromium is not at ${chromiumPath}. Install Debian's (\`apt-get install chromium\`) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
