import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

/** Several web sessions run e2e at once: each picks its own port (3201, 3202, 3203). */
const port = Number(process.env.E2E_PORT ?? 3201);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Per port, so concurrent runs from one working tree do not wipe each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, recording its trace (below); one that then passes is flaky, and
  // a flaky test fails the run as a failing one does.
  retries: 1,
  failOnFlakyTests: true,
  workers: 2,
  // CI runs on 2 shared cores: two workers, the server and two Chromiums. There a checkout's
  // first load once took over 7 s and axe on /practice over 30 s, when both take ~1 s and ~5 s
  // on an idle machine. A passing test never waits for these limits; they only bound a hang.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // The trace (every action with the DOM before and after it, the network and the console) is
    // recorded on a failed test's second run only. Recorded on every run and kept on failure, it
    // cost a sixth of the suite's CPU time on 2 cores (solve, practice, graph and checkout specs:
    // 364 and 390 s of CPU with it, 306 s without). Not the screencast: its frames cost about a
    // tenth more again.
    trace: { mode: 'on-first-retry', screenshots: false },
    // The site registers a service worker that precaches everything after the first load; in
    // most specs that is background noise (and requests it answers bypass Playwright routing).
    // e2e/offline.spec.ts turns it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: testChromiumPath,
      // No internet in tests: no host name resolves but the test server's (e2e/fixtures.ts lists
      // the requests this refuses).
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
