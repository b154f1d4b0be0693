/**
 * Draws the installed app's icons from the favicon's mark with Chromium (the one the browser tests use):
 * `node scripts/make-icons.mjs` writes public/icons/*.png. Run again after a change of the mark; the PNGs are
 * committed. "any" icons keep the favicon's rounded square on a clear ground; the maskable one and Apple's fill
 * the square and keep the letter inside the middle 80 % that every mask leaves visible.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const COLOUR = '#4f46e5';
const LETTER_PATH = [
  'M10 20.5c1.2 1.4 3.3 2.3 5.8 2.3 3.3 0 5.7-1.6 5.7-4.2 0-2.4-1.8-3.4-5-4.1-2.5-.5-3.4-1-3.4-2',
  '0-1 1-1.7 2.7-1.7 1.6 0 2.9.6 3.8 1.6',
].join(' ');
const LETTER = `<path d="${LETTER_PATH}" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`;
const squareSvg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
const rounded = squareSvg(`<rect width="32" height="32" rx="8" fill="${COLOUR}"/>${LETTER}`);
// The letter spans about 10–22 of 32 across: scaled to 0.8 about the centre it stays inside the safe zone.
const fullBleed = squareSvg(
  `<rect width="32" height="32" fill="${COLOUR}"/><g transform="translate(3.2 3.2) scale(0.8)">${LETTER}</g>`,
);

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: true });
    console.log(`public/icons/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
