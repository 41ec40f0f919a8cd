// The Alesia (1983 rules) screen: axe-core on the game screen, the tables and the rules; the board
// opens close up with counters readable (factors at 9 px or more), Fit one click away; at
// 1920×1080, 1366×768 and 390×844 the prompt and the OBMC's buttons are not cut off.
import { checkA11y } from './lib/axe.mjs';
import { assertInView, assertWithinWidth } from './lib/fit.mjs';
import { assert, prompt, settle } from './lib/ui.mjs';
import { HISTORICAL, promptClick, startAlesia, takeScreen } from './lib/alesia.mjs';

/** The on-screen size (px) of the smallest counter factors drawn, and the zoom. */
async function factorPx(page) {
  return page.evaluate(() => {
    const texts = [...document.querySelectorAll('.ac-map .ac-counter-factors')];
    if (!texts.length) return null;
    const px = texts.map((t) => (t.getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(t).fontSize));
    return { min: Math.min(...px), zoom: Number(document.querySelector('.ac-map')?.getAttribute('data-zoom')) };
  });
}

export const tests = [
  {
    name: 'alesia accessibility: game screen, tables and rules pass axe-core',
    async run({ page, baseURL }) {
      await startAlesia(page, baseURL, { seed: 'ac-a11y' });
      await checkA11y(page, 'the Alesia game screen at set-up');
      await promptClick(page, HISTORICAL);
      await promptClick(page, 'End');
      await takeScreen(page);
      await checkA11y(page, 'the Alesia game screen in the Gallic movement');
      for (const [tab, what] of [['Tables', 'the Alesia tables tab'], ['Rules', 'the Alesia rules tab']]) {
        await page.getByRole('tab', { name: tab }).click();
        await settle(page);
        await checkA11y(page, what);
      }
    },
  },
  ...[
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ].map((vp) => ({
    name: `alesia screen at ${vp.width}×${vp.height}: counters readable at the opening zoom, the decision's controls not cut off`,
    async run({ page, baseURL, log }) {
      await page.setViewportSize(vp);
      await startAlesia(page, baseURL, { seed: 'ac-fit' });
      await promptClick(page, HISTORICAL);
      const r = await factorPx(page);
      assert.ok(r, 'counters are drawn');
      log(`smallest factors ${r.min.toFixed(1)} px at zoom ${r.zoom}`);
      assert.ok(r.min >= 9, `the counters' factors read at 9 px or more (${r.min.toFixed(1)})`);
      const wide = vp.width > 900;
      const box = page.getByRole('complementary', { name: 'Off-board boxes' });
      // Fit, one click away, shows the whole board; Close up comes back.
      const tools = page.getByRole('toolbar', { name: 'Map view' });
      await tools.getByRole('button', { name: 'Fit' }).click();
      assert.equal((await factorPx(page)).zoom, 1, 'Fit shows the whole board');
      await tools.getByRole('button', { name: 'Close up' }).click();
      assert.ok((await factorPx(page)).min >= 9, 'Close up brings the counters back to a readable size');

      await promptClick(page, 'End');
      await takeScreen(page);
      const moveOne = box.getByRole('button', { name: /^Move one: a \S+ infantry from zone I/ }).first();
      const end = prompt(page).getByRole('button', { name: 'End', exact: true });
      if (wide) {
        await assertInView(page, prompt(page), 'the prompt');
        await assertInView(page, end, 'the prompt’s End');
        await assertInView(page, moveOne, 'zone I’s Move one');
      } else {
        // A phone scrolls the page: nothing is cut at the sides, and each part is reached.
        for (const [loc, what] of [[prompt(page), 'the prompt'], [end, 'End'], [moveOne, 'Move one']]) {
          await loc.scrollIntoViewIfNeeded();
          await assertWithinWidth(page, loc, what);
        }
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1), 'no sideways scrolling');
      }
      // Select a relief unit: its destinations come up on the board and in the prompt.
      await moveOne.click();
      await settle(page);
      const moveTo = prompt(page).getByRole('group', { name: 'Move to' });
      await moveTo.waitFor();
      if (wide) await assertInView(page, prompt(page).getByRole('heading', { name: 'Move to' }), 'the prompt’s Move to');
      // The view follows: one of the lit destinations is in the map's view.
      const litInView = await page.evaluate(() => {
        const map = document.querySelector('.ac-map').getBoundingClientRect();
        return [...document.querySelectorAll('.ac-cell.target')].some((c) => {
          const b = c.getBoundingClientRect();
          const x = (b.left + b.right) / 2;
          const y = (b.top + b.bottom) / 2;
          return x >= map.left && x <= map.right && y >= map.top && y <= map.bottom;
        });
      });
      assert.ok(litInView, 'a destination of the selected unit is in view on the map');
    },
  })),
];
