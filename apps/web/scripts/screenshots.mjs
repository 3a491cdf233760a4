/**
 * Full-page screenshots of routes in light and dark, mobile and desktop, for a human to look at.
 * Usage: node scripts/screenshots.mjs http://localhost:3201 out-dir / /about …
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.mjs';

requireChromium();

const [base = 'http://localhost:3201', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/'];
const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(base + route, { waitUntil: 'networkidle' });
        const slug = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
        const file = `${outDir}/${slug}-${name}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
