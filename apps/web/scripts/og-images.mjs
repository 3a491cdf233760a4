/**
 * The share images (Open Graph and Twitter cards), drawn by the prerender once every page is
 * written: one 1200×630 PNG per page, at the URL its prerendered <head> names in `og:image`
 * (`lib/seo.ts`), so the list of images is the list of pages and a new tool page gets one with no
 * change here. Each shows the site's logo and name, the page's title (its `og:image:alt`: the
 * <title> without the site's name), and then either one worked example of the tool, in the plain
 * text form math-core typesets it as (`x² − 5x + 6 = (x − 2)(x − 3)`), or the site's tagline.
 *
 * No browser: the SVG drawn here is rasterised by resvg (`@resvg/resvg-js`, whose native binary
 * for each platform is an npm package of its own), with DejaVu Sans from the `dejavu-fonts-ttf`
 * package (free licence: Bitstream Vera's, with DejaVu's changes in the public domain), so `pnpm
 * build` needs nothing but the packages the lockfile installs. Colours are the light theme's
 * tokens (`styles/theme.css.ts`). Text is wrapped and fitted with the font's own advance widths.
 *
 * A PNG is kept in node_modules/.cache/og-images under the hash of its SVG (and the renderer's
 * and fonts' versions), so a build whose pages say the same things draws nothing again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The light theme's tokens (styles/theme.css.ts) that the card uses. */
const color = {
  text: '#0f172a',
  textMuted: '#475569',
  border: '#e2e8f0',
  primary: '#4338ca',
  primarySoftText: '#3730a3',
  heroFrom: '#eef2ff',
  heroTo: '#f8fafc',
  surfaceRaised: '#ffffff',
};

const SITE_NAME = 'MathTools';
const TAGLINE = 'Free math tools, calculators and step-by-step solutions';
const FAMILY = 'DejaVu Sans';

// ---------------------------------------------------------------------------------------------
// Tool pages and their examples

/** The tool folders that have a dedicated page and an `examples.ts`: id → page path. */
export function toolPagesWithExamples(web) {
  const dir = path.join(web, 'src/features/tools');
  const pages = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const json = path.join(dir, entry.name, 'tool.json');
    if (!entry.isDirectory() || !existsSync(json)) continue;
    if (!existsSync(path.join(dir, entry.name, 'examples.ts'))) continue;
    const { page } = JSON.parse(readFileSync(json, 'utf8'));
    if (page) pages.set(entry.name, page);
  }
  return pages;
}

/** SSR build entries: `og-examples/<id>` → the tool's examples module (scripts/build.mjs). */
export function toolExampleEntries(web) {
  return Object.fromEntries(
    [...toolPagesWithExamples(web).keys()].map((id) => [
      `og-examples/${id}`,
      `src/features/tools/${id}/examples.ts`,
    ]),
  );
}

/** Every math-core step (`{ text, mathml }`) an examples module exports, in export order. */
function stepsOf(module) {
  const steps = [];
  const seen = new Set();
  const walk = (value) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (typeof value.text === 'string' && typeof value.mathml === 'string') {
      steps.push(value.text);
      return;
    }
    for (const v of Object.values(value)) walk(v);
  };
  for (const value of Object.values(module)) walk(value);
  return steps;
}

/**
 * The example a tool's card shows: the first short equation with a letter in it (`log₂(8) = 3`,
 * `ax² + bx + c = 0`; not one written with `_` for a subscript), else the first short statement,
 * else the first step.
 */
export function pickExample(steps) {
  return (
    steps.find((s) => s.includes('=') && /\p{L}/u.test(s) && !s.includes('_') && s.length <= 34) ??
    steps.find((s) => /[=≈]/.test(s) && s.length <= 40) ??
    steps[0]
  );
}

// ---------------------------------------------------------------------------------------------
// Text measurement from the font file (cmap + hmtx), for wrapping and fitting

function fontMetrics(buffer) {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const tables = {};
  for (let i = 0, n = view.getUint16(4); i < n; i++) {
    const at = 12 + i * 16;
    tables[buffer.toString('latin1', at, at + 4)] = view.getUint32(at + 8);
  }
  const unitsPerEm = view.getUint16(tables.head + 18);
  const longMetrics = view.getUint16(tables.hhea + 34);
  const advanceOf = (glyph) => view.getUint16(tables.hmtx + 4 * Math.min(glyph, longMetrics - 1));
  // The Windows Unicode BMP subtable (format 4) covers every character the cards use.
  const cmap = tables.cmap;
  let sub = -1;
  for (let i = 0, n = view.getUint16(cmap + 2); i < n; i++) {
    const at = cmap + 4 + i * 8;
    if (view.getUint16(at) === 3 && view.getUint16(at + 2) === 1)
      sub = cmap + view.getUint32(at + 4);
  }
  if (sub < 0 || view.getUint16(sub) !== 4) throw new Error('font has no format-4 Unicode cmap');
  const segments = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  const glyphOf = (code) => {
    for (let i = 0; i < segments; i++) {
      if (code > view.getUint16(ends + 2 * i)) continue;
      const start = view.getUint16(starts + 2 * i);
      if (code < start) return 0;
      const delta = view.getInt16(deltas + 2 * i);
      const range = view.getUint16(ranges + 2 * i);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(ranges + 2 * i + range + 2 * (code - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map();
  return {
    /** Width of `text` at `size` px (kerning ignored: the fits below leave a margin). */
    width(text, size) {
      let units = 0;
      for (const ch of text) {
        const code = ch.codePointAt(0) ?? 0;
        let advance = cache.get(code);
        if (advance === undefined) {
          advance = advanceOf(glyphOf(code));
          cache.set(code, advance);
        }
        units += advance;
      }
      return (units / unitsPerEm) * size;
    },
    /** Whether the font has a glyph for every character of `text`. */
    covers: (text) => [...text].every((ch) => /\s/.test(ch) || glyphOf(ch.codePointAt(0)) !== 0),
  };
}

/** Greedy word wrap; a word longer than the line stays whole (the fit then picks a smaller size). */
function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.width(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest of `sizes` at which `text` wraps into at most `maxLines` lines that each fit; at the
 * smallest size the last line is cut with an ellipsis.
 */
function fit(text, font, sizes, maxWidth, maxLines) {
  for (const size of sizes) {
    const lines = wrap(text, font, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => font.width(l, size) <= maxWidth)) {
      return { size, lines };
    }
  }
  const size = sizes.at(-1);
  const lines = wrap(text, font, size, maxWidth).slice(0, maxLines);
  let last = lines.at(-1) ?? '';
  while (last && font.width(`${last}…`, size) > maxWidth) last = last.slice(0, -1).trimEnd();
  lines[lines.length - 1] = `${last}…`;
  return { size, lines };
}

// ---------------------------------------------------------------------------------------------
// The card

const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const textLines = (lines, { x, y, size, lineHeight, weight, fill }) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-family="${FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');

/**
 * The SVG of one card. `title` is the page's title without the site's name; before its first
 * ': ' is the headline, after it the line under it. `example` (tool pages) is shown in a panel.
 */
export function cardSvg({ title, example }, fonts, logo) {
  const left = 80;
  const width = OG_WIDTH - 2 * left;
  const split = title.indexOf(': ');
  const headline = split > 0 ? title.slice(0, split) : title;
  const subline = split > 0 ? title.slice(split + 2) : '';

  const parts = [];
  // Logo and name.
  parts.push(`<svg x="${left}" y="64" width="64" height="64" viewBox="0 0 32 32">${logo}</svg>`);
  parts.push(
    `<text x="${left + 84}" y="110" font-family="${FAMILY}" font-size="38" font-weight="700" fill="${color.primary}">${SITE_NAME}</text>`,
  );

  // The title block, centred in the space between the logo and the example or tagline: its
  // top is the headline's cap height above its first baseline, its bottom the last descender.
  const head = fit(headline, fonts.bold, example ? [60, 52, 46] : [72, 64, 56, 48], width, 2);
  const headLineHeight = Math.round(head.size * 1.18);
  const sub = subline && fit(subline, fonts.regular, [36, 32, 28], width, example ? 1 : 2);
  const subLineHeight = sub ? Math.round(sub.size * 1.3) : 0;
  const subGap = sub ? 22 + sub.size : 0;
  const lastBaseline =
    (head.lines.length - 1) * headLineHeight +
    (sub ? subGap + (sub.lines.length - 1) * subLineHeight : 0);
  const blockHeight = head.size * 0.74 + lastBaseline + (sub ? sub.size : head.size) * 0.24;
  const region = example ? { top: 150, bottom: 395 } : { top: 150, bottom: 505 };
  const top = region.top + Math.max(0, (region.bottom - region.top - blockHeight) / 2);
  const baseline = Math.round(top + head.size * 0.74);
  parts.push(
    textLines(head.lines, {
      x: left,
      y: baseline,
      size: head.size,
      lineHeight: headLineHeight,
      weight: 700,
      fill: color.text,
    }),
  );
  if (sub) {
    parts.push(
      textLines(sub.lines, {
        x: left,
        y: baseline + (head.lines.length - 1) * headLineHeight + subGap,
        size: sub.size,
        lineHeight: subLineHeight,
        weight: 400,
        fill: color.textMuted,
      }),
    );
  }

  if (example) {
    const panel = { y: 410, height: 150, padding: 64 };
    const ex = fit(example, fonts.regular, [60, 52, 44, 38, 32], width - panel.padding - 40, 1);
    parts.push(
      `<rect x="${left}" y="${panel.y}" width="${width}" height="${panel.height}" rx="24" fill="${color.surfaceRaised}" stroke="${color.border}" stroke-width="2"/>`,
      `<rect x="${left + 28}" y="${panel.y + 32}" width="8" height="${panel.height - 64}" rx="4" fill="${color.primary}"/>`,
      textLines(ex.lines, {
        x: left + panel.padding,
        y: Math.round(panel.y + panel.height / 2 + ex.size * 0.36),
        size: ex.size,
        lineHeight: 0,
        weight: 400,
        fill: color.primarySoftText,
      }),
    );
  } else {
    parts.push(
      `<text x="${left}" y="560" font-family="${FAMILY}" font-size="30" fill="${color.textMuted}">${escapeXml(TAGLINE)}</text>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.heroFrom}"/><stop offset="1" stop-color="${color.heroTo}"/></linearGradient></defs><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/><rect y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="${color.primary}"/>${parts.join('')}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The build step

const attr = (html, re) => {
  const value = html.match(re)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

/**
 * Draws the image each page's <head> names. `pages`: `{ path, html }` of every prerendered page
 * (the 404 page too); `web` is apps/web, `dist` the output folder, `ssr` the SSR bundle's folder.
 */
export async function writeOgImages({ web, dist, ssr, pages }) {
  const started = performance.now();
  const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const fontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' };
  const fonts = Object.fromEntries(
    Object.entries(fontFiles).map(([k, f]) => [
      k,
      fontMetrics(readFileSync(path.join(fontDir, f))),
    ]),
  );
  const logo = readFileSync(path.join(web, 'src/assets/favicon.svg'), 'utf8')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
  const versions = ['@resvg/resvg-js', 'dejavu-fonts-ttf']
    .map((p) => `${p}@${require(`${p}/package.json`).version}`)
    .join(' ');

  const toolByPath = new Map(
    [...toolPagesWithExamples(web)].map(([id, pagePath]) => [pagePath, id]),
  );

  /** image pathname → card */
  const cards = new Map();
  for (const { path: pagePath, html } of pages) {
    const image = attr(html, /<meta data-seo property="og:image" content="([^"]+)"/);
    const alt = attr(html, /<meta data-seo property="og:image:alt" content="([^"]+)"/);
    if (!image || !alt) throw new Error(`${pagePath}: no og:image or og:image:alt in its <head>`);
    const size = ['width', 'height'].map((d) =>
      attr(html, new RegExp(`<meta data-seo property="og:image:${d}" content="(\\d+)"`)),
    );
    if (size.join('×') !== `${OG_WIDTH}×${OG_HEIGHT}`) {
      throw new Error(`${pagePath}: its <head> says the image is ${size.join('×')}`);
    }
    const file = new URL(image).pathname;
    if (cards.has(file)) continue;
    let example;
    const tool = toolByPath.get(pagePath);
    if (tool) {
      const module = await import(pathToFileURL(path.join(ssr, 'og-examples', `${tool}.js`)).href);
      // Only a step the card's font can draw every character of.
      example = pickExample(stepsOf(module).filter((step) => fonts.regular.covers(step)));
    }
    cards.set(file, { title: alt, example });
  }

  const cacheDir = path.join(web, 'node_modules/.cache/og-images');
  await mkdir(cacheDir, { recursive: true });
  let Resvg;
  let drawn = 0;
  const used = new Set();
  for (const [file, card] of cards) {
    const svg = cardSvg(card, fonts, logo);
    const hash = createHash('sha256').update(`${versions}\n${svg}`).digest('hex').slice(0, 32);
    const cached = path.join(cacheDir, `${hash}.png`);
    used.add(`${hash}.png`);
    if (!existsSync(cached)) {
      Resvg ??= require('@resvg/resvg-js').Resvg;
      const png = new Resvg(svg, {
        font: {
          fontFiles: Object.values(fontFiles).map((f) => path.join(fontDir, f)),
          loadSystemFonts: false,
          defaultFontFamily: FAMILY,
        },
        fitTo: { mode: 'original' },
      })
        .render()
        .asPng();
      await writeFile(cached, png);
      drawn++;
    }
    const out = path.join(dist, file);
    await mkdir(path.dirname(out), { recursive: true });
    await copyFile(cached, out);
  }
  // Keep the cache to the images of the latest build.
  for (const name of await readdir(cacheDir)) {
    if (!used.has(name)) await rm(path.join(cacheDir, name), { force: true });
  }
  return { count: cards.size, drawn, ms: Math.round(performance.now() - started) };
}
