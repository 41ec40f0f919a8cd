// Moving the relief army and the Roman lines without a click per unit, in a real browser: several
// units of an OBMC box shifted in one decision from the off-board panel's multi-select (AC 11.4),
// and a Roman stack moved together with the map's "Whole stack" toggle (AC 10.3), with axe checks.
import { checkA11y } from './lib/axe.mjs';
import { assert, prompt, settle } from './lib/ui.mjs';
import { HISTORICAL, logTexts, promptClick, promptClickThenTake, startAlesia, takeScreen } from './lib/alesia.mjs';

export const tests = [
  {
    name: 'alesia: shift several units between OBMC boxes in one decision; move a Roman stack together',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await startAlesia(page, baseURL, { seed: 'ac-stack' });
      await promptClick(page, HISTORICAL);
      await promptClickThenTake(page, 'End'); // the Roman set-up; the Gaul takes the screen
      await promptClickThenTake(page, 'End'); // the Gallic movement: nothing moves
      assert.match((await prompt(page).textContent()) ?? '', /between neighbouring OBMC boxes/);

      const zoneI = page.getByRole('complementary', { name: 'Off-board boxes' }).getByRole('listitem', { name: 'Zone I' });
      await zoneI.getByRole('button', { name: 'Shift several units from zone I (AC 11.4)' }).click();
      const group = zoneI.getByRole('group', { name: /Units to shift from zone I together/ });
      const boxes = group.getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      await checkA11y(page, 'the off-board panel with the multi-select open', { selector: '.ac-side' });
      await group.getByRole('button', { name: 'Shift 3 chosen to zone II' }).click();
      await settle(page);
      // The log follows the painted frame: wait for the third line before counting.
      await page.getByRole('list', { name: 'Game log' }).locator('li', { hasText: /from zone I to zone II/ }).nth(2).waitFor({ timeout: 10_000 });
      const shifted = (await logTexts(page)).filter((t) => /from zone I to zone II/.test(t));
      log(`${shifted.length} shifts logged`);
      assert.equal(shifted.length, 3, 'three units shifted in one decision, each logged');

      await promptClickThenTake(page, 'End'); // off-board moves done: the Outer Works, no battles, the Roman moves
      await takeScreen(page);
      await page.getByText(/Move the Roman units/).first().waitFor({ timeout: 30_000 });
      const mapBox = () => page.locator('.ac-map').boundingBox();
      const before = await mapBox();
      await promptClick(page, 'Move Sixth cohort of Legio VII');
      const toggle = page.getByRole('button', { name: /^Whole stack \(2\)/ });
      await toggle.waitFor({ timeout: 5_000 });
      // The bar lies over the map: the map keeps its place and size (nothing moves under the pointer,
      // and no layer of the map is laid out and painted again for it).
      assert.deepEqual(await mapBox(), before, 'the map keeps its box when the Whole stack bar appears');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
      await page.getByRole('status').filter({ hasText: /take the whole stack: Sixth cohort of Legio VII, Seventh cohort of Legio VII/ }).waitFor();
      await checkA11y(page, 'the map with the Whole stack toggle on');
      // The keyboard path: the prompt's "Move the whole stack to" list.
      const stackGroup = prompt(page).getByRole('group', { name: 'Move the whole stack to' });
      const first = stackGroup.getByRole('button', { name: /^The stack \(Sixth cohort of Legio VII, Seventh cohort of Legio VII\) to / }).first();
      if (!(await first.isVisible())) await stackGroup.locator('details:not([open]) > summary').click();
      await first.click();
      const gameLog = page.getByRole('list', { name: 'Game log' });
      await gameLog.locator('li', { hasText: /Seventh cohort of Legio VII move\s+together/ }).first().waitFor({ timeout: 10_000 });
      const each = gameLog.locator('li', { hasText: /(Sixth|Seventh) cohort of Legio VII moves to / });
      await each.nth(1).waitFor({ timeout: 10_000 });
      log(((await each.nth(1).textContent()) ?? '').replace(/\s+/g, ' '));
    },
  },
];
