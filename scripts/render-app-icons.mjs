#!/usr/bin/env node
// Renders the installed app's PNG icons from the logo (apps/web/public/favicon.svg) in Chromium,
// because launchers and iOS want bitmaps. Run again after the logo changes; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const background = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#006e88';

// A maskable icon is cut to a circle or squircle by the launcher: the mark stays inside the
// middle 80 % (the safe zone) on a background that fills the square.
const maskable = (size) =>
  `<div style="width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">` +
  `<img src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" style="width:${size * 0.8}px;height:${size * 0.8}px"></div>`;
const plain = (size) =>
  `<img src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" style="width:${size}px;height:${size}px;display:block">`;
// iOS rounds the corners itself and shows transparency as black: a full square.
const square = (size) =>
  `<div style="width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">` +
  `<img src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" style="width:${size}px;height:${size}px"></div>`;

const icons = [
  { file: 'icon-192.png', size: 192, html: plain },
  { file: 'icon-512.png', size: 512, html: plain },
  { file: 'icon-maskable-512.png', size: 512, html: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, html: square },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<body style="margin:0;background:transparent">${icon.html(icon.size)}</body>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(publicDir, 'icons', icon.file), omitBackground: true });
    await page.close();
    process.stdout.write(`icons/${icon.file}\n`);
  }
} finally {
  await browser.close();
}
