/**
 * Renders the PNG icons of the web app manifest from the favicon's drawing, with Debian's
 * Chromium: `node scripts/icons.mjs` writes public/icons/*.png (committed; run again only when
 * the logo changes). "any" icons are the favicon as is (rounded square); the maskable one fills
 * the whole square and keeps the mark inside the central 60 %, the zone every mask shape shows.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.mjs';

requireChromium();

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(web, 'public/icons');
mkdirSync(outDir, { recursive: true });

const mark =
  '<circle cx="16" cy="9.5" r="2.2" fill="#fff"/><rect x="8" y="14.8" width="16" height="2.6" rx="1.3" fill="#fff"/><circle cx="16" cy="22.5" r="2.2" fill="#fff"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/>${mark}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4338ca"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)">${mark}</g></svg>`;
// Apple draws its own rounded corners and ignores transparency: a full square.
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4338ca"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: square },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
