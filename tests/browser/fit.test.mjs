// A screen that fits (issue 7, section 3): the title's Start button above the fold on a 1366×768
// laptop and on a 390×844 phone; on the phone, the pitched battle of solo Aquitania (scripted Roman
// plan, as in battle-dnd) with nothing cut at the sides — every wing, every deploy button — and the
// side to act and the prompt one tap away in the bar at the foot of the screen.
import { army, planLabels, wing } from './battle-dnd.test.mjs';
import { assertInView, assertWithinWidth, overflowing } from './lib/fit.mjs';
import { assert, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';

async function titleStart(page, baseURL, size) {
  await page.setViewportSize(size);
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await assertInView(page, page.getByRole('button', { name: 'Start', exact: true }), 'the Start button');
  await assertInView(page, page.getByRole('heading', { name: 'Commentarii' }), 'the title');
}

export const tests = [
  {
    name: 'fit: the title screen shows Start without scrolling at 1366×768 and 390×844',
    async run({ page, baseURL }) {
      await titleStart(page, baseURL, { width: 1366, height: 768 });
      await titleStart(page, baseURL, { width: 390, height: 844 });
    },
  },
  {
    name: 'fit: on a 390×844 phone the battle board and its deploy buttons are not clipped; the prompt is one tap away',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = planLabels(SEED);
      const at = plan.labels.findIndex((l) => /^Auto-deploy|^Deploy /.test(l));
      await page.setViewportSize({ width: 390, height: 844 });
      await startGame(page, baseURL, { solo: true, seed: SEED });
      for (const label of plan.labels.slice(0, at)) {
        await prompt(page).getByRole('button', { name: label, exact: true }).click();
        await settle(page);
      }
      await page.getByRole('heading', { name: /^Pitched battle in/ }).waitFor();
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, vw: innerWidth }));
      assert.ok(widths.doc <= widths.vw, `nothing runs off the side of the screen (page ${widths.doc} px wide in ${widths.vw}: ${(await overflowing(page)).join('; ')})`);
      for (const side of ['Roman', 'Gallic']) {
        await assertWithinWidth(page, army(page, side), `the ${side} army`);
        for (const w of ['Left', 'Centre', 'Right', 'Reserve']) await assertWithinWidth(page, wing(page, side, w), `the ${side} ${w} wing`);
      }
      // The bar at the foot: the side to act always in view; one tap brings the prompt's decision.
      const bar = page.getByRole('navigation', { name: 'Jump to' });
      await assertInView(page, bar.getByText('Roman side to act'), 'the side to act');
      await bar.getByRole('link', { name: 'Prompt' }).click();
      await settle(page);
      await assertInView(page, prompt(page).locator('.prompt-status'), "the prompt's decision after one tap");
      const buttons = await prompt(page).locator('.wing-grid button').all();
      assert.ok(buttons.length >= 8, 'the prompt offers a deploy button per unit and wing');
      for (const b of buttons) {
        await b.scrollIntoViewIfNeeded();
        await assertInView(page, b, `the deploy button "${await b.textContent()}"`);
      }
      // A tap deploys, and the board (one tap away) shows the unit on its wing.
      const first = prompt(page).locator('.wing-grid button', { hasText: 'Left' }).first();
      const before = await wing(page, 'Roman', 'Left').locator('[data-unit]').count();
      await first.click();
      await settle(page);
      await bar.getByRole('link', { name: 'Board' }).click();
      await settle(page);
      assert.equal(await wing(page, 'Roman', 'Left').locator('[data-unit]').count(), before + 1, 'a unit stands on the Left wing');
      await assertInView(page, page.getByRole('tab', { name: 'Battle board' }), 'the Battle board tab after one tap');
      log(`${buttons.length} deploy buttons in reach; page ${widths.doc} px wide`);
    },
  },
];
