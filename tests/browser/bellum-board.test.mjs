// Bellum's map as a player meets it (issue 16 §3) at 1920×1080, 1366×768 and 390×844: the map's
// text legible where it opens (region names ≥ 11 px, counter and marker text ≥ 8 px) — on a phone
// the map opens zoomed in on the decision to get there — and a click on a region out of reach
// says why. Screenshots go to the artifacts folder (KEEP_ARTIFACTS=1 keeps them).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { assert, closeBriefing, handOverDialog, prompt, settle, startGame } from './lib/ui.mjs';
import { checkA11y } from './lib/axe.mjs';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'commentarii-bellum-board-'));

/** The smallest rendered height (px) of the map's texts of a class that are drawn. */
async function smallest(page, selector) {
  return page.evaluate((sel) => {
    const hs = [...document.querySelectorAll(sel)]
      .filter((t) => getComputedStyle(t).display !== 'none')
      .map((t) => t.getBoundingClientRect().height)
      .filter((h) => h > 0);
    return hs.length ? Math.min(...hs) : null;
  }, selector);
}

async function mapText(page, log, what) {
  const zoom = Number(await page.locator('.map').getAttribute('data-zoom'));
  const region = await smallest(page, '.map .region-name');
  const counter = await smallest(page, '.map .counter-label');
  const side = await smallest(page, '.map .counter-side');
  const marker = await smallest(page, '.map .marker text');
  log(`${what}: zoom ${zoom}; smallest region name ${region?.toFixed(1)} px, counter ${counter?.toFixed(1)}, side letter ${side?.toFixed(1)}, marker ${marker?.toFixed(1)}`);
  assert.ok(region >= 11, `${what}: region names at least 11 px (smallest ${region})`);
  for (const [name, h] of [['counter text', counter], ['counter side letter', side], ['marker text', marker]]) {
    assert.ok(h === null || h >= 8, `${what}: ${name} at least 8 px (smallest ${h})`);
  }
  return zoom;
}

async function startUprising(page, baseURL) {
  await page.addInitScript(() => localStorage.setItem('commentarii.handOver', 'never'));
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  await page.getByRole('radio', { name: /The Last Uprising/ }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await prompt(page).or(handOverDialog(page)).first().waitFor({ timeout: 30_000 });
  await closeBriefing(page);
  await settle(page);
}

export const tests = [
  {
    name: 'bellum map text legible where it opens at 1920×1080, 1366×768 and 390×844; a phone opens zoomed in',
    timeoutMs: 4 * 60_000,
    async run({ page, baseURL, log }) {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await startGame(page, baseURL, { solo: true, seed: `board-${size.width}` });
        await settle(page);
        const zoom = await mapText(page, log, `6.1 at ${size.width}×${size.height}`);
        if (size.width <= 400) assert.ok(zoom > 1.5, `the phone opens the map zoomed in (zoom ${zoom})`);
        else assert.ok(zoom < 1.1, `a desktop opens on (about) the whole map (zoom ${zoom})`);
        await page.screenshot({ path: path.join(shots, `aquitania-${size.width}.png`) });
        await startUprising(page, baseURL);
        await mapText(page, log, `6.3 at ${size.width}×${size.height}`);
        await page.screenshot({ path: path.join(shots, `uprising-${size.width}.png`) });
        if (size.width <= 400) {
          // Opened on the decision: a region it offers ("→" badge) lies inside the map's frame.
          const frame = await page.locator('.map').boundingBox();
          const badges = await page.locator('.map .target-badge').evaluateAll((els) => els.map((e) => {
            const r = e.getBoundingClientRect();
            return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
          }));
          assert.ok(badges.length > 0, 'the decision offers regions');
          assert.ok(
            badges.some((b) => b.x0 >= frame.x && b.x1 <= frame.x + frame.width && b.y0 >= frame.y && b.y1 <= frame.y + frame.height),
            'a region of the decision is in view',
          );
          // Fit shows the whole map again.
          await page.getByRole('button', { name: 'Fit' }).click();
          await settle(page);
          assert.equal(await page.locator('.map').getAttribute('data-zoom'), '1.00');
        }
      }
      log(`screenshots in ${shots}`);
      if (!process.env.KEEP_ARTIFACTS) fs.rmSync(shots, { recursive: true, force: true });
    },
  },
  {
    name: 'bellum map: a click on a region out of reach says why, at 1366×768 and 390×844',
    async run({ page, baseURL, log }) {
      for (const size of [SIZES[1], SIZES[2]]) {
        await page.setViewportSize(size);
        await startUprising(page, baseURL);
        // The Gallic player may lay Scorched Earth; Aedui (Roman, with Caesar's hiberna) is no choice.
        assert.ok(await prompt(page).getByRole('button', { name: /Scorched Earth/ }).count(), 'the Scorched Earth decision is up');
        const aedui = page.locator('[data-region="aedui"]');
        await aedui.scrollIntoViewIfNeeded();
        await aedui.focus();
        await page.keyboard.press('Enter');
        const alert = prompt(page).getByRole('alert');
        await alert.waitFor();
        const text = (await alert.textContent()) ?? '';
        log(`${size.width}: ${text}`);
        assert.match(text, /Aedui is not a choice: Scorched Earth may be laid now only in /);
        assert.match(text, /BG 2\.3\.5/);
        await checkA11y(page, { include: 'section[aria-label="Prompt"]' });
      }
    },
  },
];
