// Renders public/icon.svg to the PNG icons of the web app manifest (192, 512, and 512 maskable)
// with Debian's Chromium. Run after changing the SVG: `node scripts/make-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/browser/lib/harness.mjs';

const pub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const svg = fs.readFileSync(path.join(pub, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const [size, name] of [[192, 'icon-192.png'], [512, 'icon-512.png'], [512, 'icon-maskable-512.png']]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(pub, name), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
