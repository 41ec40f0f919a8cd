// Alésia (GBoH, seed 002) played in the browser, two players at one screen (issue 17 §6, §7):
// from the title screen to 12.1; the Roman places a cohort on the map (a lit hex, then the vertex
// it faces), takes the sample deployment for the rest, mans the lines; the screen is handed over;
// the Gaul chooses his tribes on the sheet in secret and brings one in on a zone of the board's
// edge with a chief; his phase played, the screen is handed to the Roman, whose page holds no trace
// of the plan; the Roman activates a legion, selects a cohort on the map and moves it to a lit hex
// with a facing. axe-core on the map, the sheet and the hand-over; the finishing button in view at
// 1920×1080, 1366×768 and 390×844.
import { assert, gbohTargetCells, prompt, settle } from './lib/ui.mjs';
import { promptClick, takeScreen } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';
import { assertInView } from './lib/fit.mjs';

const SEED = 'gb-0';

/** Clicks the first prompt button whose label matches, opening folded groups; false when none. */
async function promptFirst(page, re) {
  const button = prompt(page).getByRole('button', { name: re });
  if ((await button.count()) === 0) {
    const folded = prompt(page).locator('details:not([open]) > summary');
    for (let i = 0; i < 10 && (await folded.count()) > 0; i++) await folded.first().click();
  }
  if ((await button.count()) === 0) return false;
  await button.first().click();
  await settle(page);
  return true;
}

export const tests = [
  {
    name: 'gboh: 12.1 from the title — place a cohort with its facing, plan in secret, hand over, bring a tribe in, activate a legion and move a cohort on the map',
    timeoutMs: 4 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      const game = page.getByRole('group', { name: 'Game' });
      await game.getByRole('radio', { name: /^Alésia/ }).check();
      await page.getByRole('radio', { name: /The Final Assault/ }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      await page.getByLabel('Seed', { exact: true }).fill(SEED);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await briefing.getByRole('button', { name: 'To the map' }).click();
      assert.equal(await takeScreen(page), 'Roman', 'the Roman takes the screen to set up');
      await prompt(page).waitFor();
      const map = page.getByRole('group', { name: /^Map of Alésia \(GBoH\), West sheet/ });
      await map.waitFor();

      // AG 3.0 A, 7.11: pick a cohort, a lit hex on the map, then the vertex it faces.
      assert.ok(await promptFirst(page, /^Set up Legio .*Cohort/), 'a cohort to set up');
      const cell = map.locator('.gb-cell[tabindex="0"]');
      const label = await cell.getAttribute('aria-label');
      log(`focus hex: ${label}`);
      assert.match(label, /^W\d{4}: level \d.*Place Legio .* here: 6 facings to choose$/);
      await cell.focus();
      await page.keyboard.press('Enter');
      const picker = map.getByRole('group', { name: /^Facing at W\d{4}/ });
      await picker.waitFor();
      assert.equal(await picker.getByRole('button').count(), 6, 'six vertices to face');
      await checkA11y(page, 'the map with the facing picker');
      await picker.getByRole('button', { name: 'Face north', exact: true }).click();
      await settle(page);
      assert.equal(await picker.count(), 0, 'the picker closes on the choice');
      assert.ok((await map.locator('.gb-counter').count()) >= 1, 'the cohort is on the map');
      await promptClick(page, 'Sample deployment for the rest');
      await promptClick(page, 'The lines are manned');

      // The Gaul's screen is handed over before he plans (issue 17 §6).
      assert.equal(await takeScreen(page), 'Gallic', 'the screen passes to the Gaul for his secret plan');
      const sheet = prompt(page).getByRole('group', { name: 'The assignment sheet (secret)' });
      await sheet.waitFor();
      const picks = sheet.getByRole('button', { pressed: false });
      const chosen = [];
      for (let i = 0; i < 2; i++) {
        const b = picks.first();
        chosen.push(((await b.textContent()) ?? '').replace(/ — .*/, '').replace(/^✓ /, ''));
        await b.click();
        await settle(page);
      }
      log(`chosen: ${chosen.join(', ')}`);
      assert.equal(await sheet.getByRole('button', { pressed: true }).count(), 2, 'two tribes chosen');
      await checkA11y(page, 'the assignment sheet');
      await promptClick(page, 'The plan is made');
      await takeScreen(page);

      // AG 12.1 Gauls: the first arrival on a zone button of the board's edge, then a chief with it.
      const zone = map.getByRole('button', { name: /^Zone (III|IV|V|VI): Place the / }).first();
      await zone.waitFor();
      // By keyboard: the zone's numeral on the map is a button of its own.
      await zone.focus();
      await page.keyboard.press('Enter');
      await settle(page);
      // Two counters could come in there: the prompt shows both as suggested; the first is taken.
      const suggested = prompt(page).locator('button.action.suggested');
      if (await suggested.count()) {
        log(`suggested: ${(await suggested.allTextContents()).join(' | ')}`);
        await suggested.first().click();
        await settle(page);
      }
      const placed = chosen.find((t) => t) ?? '';
      assert.ok(await page.getByRole('complementary', { name: 'Beside the map' }).getByText(/ — 0 out/).first().isVisible(), 'the tribal counter stands in its zone');
      assert.ok(await promptFirst(page, /^Place .+ with the /), 'a chief placed with the tribe');
      // His phase: a chief's Command formed and committed, then ended; no Seizure before the Roman's.
      const order = [/^Activate /, /^Add the /, /^Commit the Command$/, /^End the phase$/, /^No Seizure$/];
      for (let i = 0; i < 12; i++) {
        if (await page.getByRole('dialog', { name: /^(Pass to the|A secret decision for the) Roman/ }).isVisible()) break;
        let clicked = false;
        for (const re of order) if (!clicked && (await promptFirst(page, re))) clicked = true;
        assert.ok(clicked, `the Gaul can go on (${i})`);
      }
      log(`placed ${placed}`);

      // The Roman's screen: only through a hand-over, and no trace of the plan.
      assert.equal(await takeScreen(page), 'Roman', 'the screen passes to the Roman');
      const text = await page.evaluate(() => document.body.innerText + [...document.querySelectorAll('[aria-label],[title]')].map((e) => e.getAttribute('aria-label') + ' ' + e.getAttribute('title')).join(' '));
      assert.ok(!/assignment sheet|chosen for the Final Assault|Your chosen tribes/.test(text), 'no plan in the Roman screen');
      assert.equal(await page.locator('.gb-plan, .gb-plan-summary').count(), 0, 'no sheet in the Roman screen');
      const other = chosen.filter((t) => t && !text.includes(`${t} — `));
      log(`not yet arrived (must not show): ${other.join(', ')}`);
      assert.ok(other.length > 0, 'a chosen tribe has not arrived yet');
      for (const t of other) assert.ok(!text.includes(t), `the Roman's page does not name ${t}, chosen but not arrived`);

      // AG 4.1: activate a legion, select a cohort on the map, move it to a lit hex with a facing.
      assert.ok(await promptFirst(page, /^Activate /), 'a Roman Command to activate');
      const units = page.getByRole('region', { name: 'Units with choices' });
      const mapBox = () => page.locator('.gb-map').boundingBox();
      const before = await mapBox();
      await units.getByRole('button').first().click();
      await settle(page);
      await gbohTargetCells(page);
      // The notes on the selection lie over the map: it keeps its place and size.
      await page.locator('.gb-map-notes').getByText(/^Selected: /).waitFor();
      assert.deepEqual(await mapBox(), before, 'the map keeps its box when a unit is selected');
      const dests = await map.locator('.gb-cell.target').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).filter((l) => /^W\d{4}.*Move .*(here|to W\d{4})/.test(l ?? '')));
      assert.ok(dests.length > 0, 'lit destinations named with their move');
      log(`a destination: ${dests[0]}`);
      await checkA11y(page, 'the map with a unit selected');
      const dest = map.locator(`.gb-cell.target[aria-label="${dests[0].replace(/"/g, '\\"')}"]`);
      await dest.click({ force: true });
      await settle(page);
      if (await map.getByRole('group', { name: /^Facing at/ }).isVisible()) await map.getByRole('group', { name: /^Facing at/ }).getByRole('button').first().click();
      await settle(page);
      const moved = page.getByRole('list', { name: 'Game log' }).locator('li', { hasText: /moves \d+ hex(es)? for \d+ MP/ });
      await moved.first().waitFor({ timeout: 5_000 });
      log(((await moved.first().textContent()) ?? '').replace(/\s+/g, ' '));

      // The finishing button always in view.
      for (const vp of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(vp);
        await settle(page);
        const ends = page.getByRole('button', { name: 'End the phase', exact: true });
        // The prompt's foot on a wide screen, the phone's bar on a narrow one: one of them in view.
        let seen = false;
        for (let i = 0; i < (await ends.count()) && !seen; i++) {
          const b = ends.nth(i);
          if (!(await b.isVisible())) continue;
          const box = await b.boundingBox();
          if (box && box.y >= 0 && box.y + box.height <= vp.height && box.x >= 0 && box.x + box.width <= vp.width) {
            await assertInView(page, b, `End the phase at ${vp.width}×${vp.height}`);
            seen = true;
          }
        }
        assert.ok(seen, `an End the phase button is in view at ${vp.width}×${vp.height}`);
      }
    },
  },
];

// The combat (a chief's six units, entry fire by standing order, fire arrows, GB-9.23's shock preview,
// a Seizure) is played from a prepared save file in gboh-assault.test.mjs.
