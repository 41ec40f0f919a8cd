// The map at 1366×768: names legible (region ≥ 11 px, place ≥ 9 px where shown), no two names
// overlapping, rivers drawn and named, tooltips beside (never over) their control and inside
// the viewport, zoom keys working wherever focus is.
import { assert, prompt, settle, startGame } from './lib/ui.mjs';

const LAPTOP = { width: 1366, height: 768 };

/** Rendered boxes of the map's names that are shown (display not none), in screen px. */
async function labelBoxes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.map .region-name, .map .place-name, .map .sea-name, .map .mountain-name')]
      .filter((t) => getComputedStyle(t).display !== 'none')
      .map((t) => {
        const r = t.getBoundingClientRect();
        return { cls: t.getAttribute('class'), text: t.textContent, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, h: r.height };
      }),
  );
}

/** Pairs of boxes that overlap by more than a hair (anti-aliasing), as "A × B". */
function overlapsOf(boxes, slack = 0.5) {
  const out = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (w > slack && h > slack) out.push(`${a.text} × ${b.text}`);
    }
  }
  return out;
}

const intersects = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const rectOf = (loc) => loc.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
});

export const tests = [
  {
    name: 'map at 1366×768: legible names, none overlapping, place names from the first zoom step',
    async run({ page, baseURL, log }) {
      await page.setViewportSize(LAPTOP);
      await startGame(page, baseURL, { solo: true, seed: 'map-labels' });
      await settle(page);
      let boxes = await labelBoxes(page);
      const regions = boxes.filter((b) => b.cls === 'region-name');
      assert.equal(regions.length, 34, 'every region name is drawn');
      const minRegion = Math.min(...regions.map((b) => b.h));
      log(`default zoom: smallest region name ${minRegion.toFixed(1)} px; ${boxes.filter((b) => b.cls === 'place-name').length} place names shown`);
      assert.ok(minRegion >= 11, `region names are at least 11 px high (smallest ${minRegion.toFixed(1)} px)`);
      for (const b of boxes.filter((x) => x.cls === 'place-name')) assert.ok(b.h >= 9, `place name ${b.text} shown at ${b.h.toFixed(1)} px`);
      assert.deepEqual(overlapsOf(boxes), [], 'no two names overlap at the default zoom');
      // every place keeps an accessible name while its label is hidden
      const places = page.locator('.map [data-place]');
      assert.equal(await places.count(), 64);
      assert.ok(await page.getByRole('button', { name: /^Oppidum of Gergovia \(Arverni\), defence \d/ }).count(), 'places are buttons named by kind, name and defence');

      await page.getByRole('button', { name: 'Zoom in' }).click();
      await settle(page);
      boxes = await labelBoxes(page);
      const shown = boxes.filter((b) => b.cls === 'place-name');
      assert.equal(shown.length, 64, 'one zoom step shows the place names');
      const minPlace = Math.min(...shown.map((b) => b.h));
      log(`zoom 1.25: smallest place name ${minPlace.toFixed(1)} px`);
      assert.ok(minPlace >= 9, `place names are at least 9 px high where shown (smallest ${minPlace.toFixed(1)} px)`);
      assert.deepEqual(overlapsOf(boxes), [], 'no two names overlap once place names show');
    },
  },
  {
    name: 'map: rivers drawn with Latin and modern names',
    async run({ page, baseURL }) {
      await page.setViewportSize(LAPTOP);
      await startGame(page, baseURL, { solo: true, seed: 'map-rivers' });
      const rivers = await page.evaluate(() =>
        [...document.querySelectorAll('.map .river')].map((g) => ({
          name: g.getAttribute('aria-label'),
          title: g.querySelector('title')?.textContent ?? '',
          length: g.querySelector('path')?.getTotalLength() ?? 0,
        })),
      );
      assert.ok(rivers.length >= 14, `at least 14 rivers drawn (${rivers.length})`);
      for (const name of ['Liger (Loire)', 'Sequana (Seine)', 'Rhodanus (Rhône)', 'Garumna (Garonne)', 'Rhenus (Rhine)', 'Mosa (Meuse)']) {
        const r = rivers.find((x) => x.name?.startsWith(name));
        assert.ok(r, `${name} is drawn and named`);
        assert.ok(r.title.startsWith(name), `${name} has a title`);
        assert.ok(r.length > 50, `${name} has a visible course`);
      }
      await page.getByRole('button', { name: 'Legend' }).click();
      assert.ok(await page.getByRole('note', { name: 'Map legend' }).getByText(/river/i).first().isVisible(), 'the legend explains the rivers');
    },
  },
  {
    name: 'tooltips at 1366×768: shown on focus beside their control, inside the viewport',
    async run({ page, baseURL, log }) {
      await page.setViewportSize(LAPTOP);
      await startGame(page, baseURL, { solo: true, seed: 'map-tips' });
      await settle(page);
      // a rule link in the prompt, and the last rule link of the log (near the bottom edge)
      const links = [prompt(page).locator('.rule-link').first(), page.locator('.rule-link').last()];
      for (const link of links) {
        await link.scrollIntoViewIfNeeded();
        await link.focus();
        const id = await link.getAttribute('aria-describedby');
        const tip = page.locator(`[id="${id}"]`);
        await tip.waitFor({ state: 'visible' });
        await page.waitForFunction((tipId) => getComputedStyle(document.getElementById(tipId)).visibility === 'visible', id);
        const t = await rectOf(tip);
        const c = await rectOf(link);
        log(`${await link.textContent()}: control ${JSON.stringify(c)} tip ${JSON.stringify(t)}`);
        assert.ok(!intersects(t, c), 'the tooltip does not cover its control');
        assert.ok(t.left >= 0 && t.top >= 0 && t.right <= LAPTOP.width && t.bottom <= LAPTOP.height, 'the tooltip lies within the viewport');
        await page.keyboard.press('Escape');
        await tip.waitFor({ state: 'hidden' });
      }
      // a map region focused by keyboard: its tooltip sits beside its name, inside the viewport
      const region = page.locator('[data-region="bigerriones"]');
      await region.focus();
      const tip = page.locator('#map-tip');
      await tip.waitFor({ state: 'visible' });
      await page.waitForFunction(() => getComputedStyle(document.getElementById('map-tip')).visibility === 'visible');
      const t = await rectOf(tip);
      const name = await rectOf(page.locator('[data-name-of="bigerriones"]'));
      assert.ok(!intersects(t, name), 'the map tooltip does not cover the region name');
      assert.ok(t.left >= 0 && t.top >= 0 && t.right <= LAPTOP.width && t.bottom <= LAPTOP.height, 'the map tooltip lies within the viewport');
      assert.match((await tip.textContent()) ?? '', /Rivers \(no effect on play\): .*Garumna \(Garonne\)/);
    },
  },
  {
    name: 'zoom keys work with focus on the map or on a prompt button, not in a text field',
    async run({ page, baseURL }) {
      await page.setViewportSize(LAPTOP);
      await startGame(page, baseURL, { solo: true, seed: 'map-keys' });
      const map = page.getByRole('group', { name: 'Map of Gaul' });
      const zoom = () => map.getAttribute('data-zoom');
      await page.locator('[data-region="veneti"]').focus();
      await page.keyboard.press('+');
      assert.equal(await zoom(), '1.25', '+ zooms with focus on a region');
      await prompt(page).getByRole('button').first().focus();
      await page.keyboard.press('+');
      assert.equal(await zoom(), '1.56', '+ zooms with focus on a prompt button');
      await page.keyboard.press('0');
      assert.equal(await zoom(), '1.00', '0 fits with focus on a prompt button');
      await page.getByRole('tab', { name: 'Rules' }).click();
      const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
      await search.focus();
      await page.keyboard.press('+');
      assert.equal(await zoom(), '1.00', '+ typed into a text field does not zoom');
      assert.equal(await search.inputValue(), '+', 'the text field gets the key');
    },
  },
];
