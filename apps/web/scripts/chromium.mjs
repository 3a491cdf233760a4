/**
 * Debian's Chromium and the flags this project runs it with: Playwright's own browser download
 * does not work on the machines we test on, and the flags keep Chromium from calling home
 * (updates, sync, background networking). Shared by e2e and benches.
 */
import { existsSync } from 'node:fs';

/** The full browser, as people run it: what the Lighthouse and first-solve benches measure. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the e2e tests drive: Chromium's headless shell where it is installed (Debian's
 * `chromium-headless-shell`, the same Blink and V8 without the desktop browser around them, the
 * build Playwright itself runs headless tests in), else the full browser. On two cores the axe
 * checks of 23 routes took 30 s of CPU in it against 51 s in the full browser. `CHROMIUM_PATH`
 * chooses either.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

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
