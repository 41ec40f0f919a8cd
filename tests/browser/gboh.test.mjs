// Alésia (GBoH, seed 002) played in the browser, two players at one screen (issue 17 §6, §7):
// from the title screen to 12.1; the Roman places a cohort on the map (a lit hex, then the vertex
// it faces), takes the sample deployment for the rest, mans the lines; the screen is handed over;
// the Gaul chooses his tribes on the sheet in secret and brings one in on a zone of the board's
// edge with a chief; his phase played, the screen is handed to the Roman, whose page holds no trace
// of the plan; the Roman activates a legion, selects a cohort on the map and moves it to a lit hex
// with a facing. axe-core on the map, the sheet and the hand-over; the finishing button in view at
// 1920×1080, 1366×768 and 390×844.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, handOverDialog, prompt, settle } from './lib/ui.mjs';
import { promptClick, takeScreen } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';
import { assertInView } from './lib/fit.mjs';

const SEED = 'gb-0';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The combat opening found with the engine (lib/gbPlan.ts). */
function gbPlan(seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), ['tests/browser/lib/gbPlan.ts', '--', seed], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const plan = JSON.parse(out.trim().split('\n').pop());
  assert.ok(plan.found, `the engine finds a Gallic move that draws Entry fire and a shock for seed ${seed}`);
  return plan;
}

/** The game log's text. */
const logText = async (page) => ((await page.getByRole('list', { name: 'Game log' }).textContent()) ?? '').replace(/\s+/g, ' ');

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
      await units.getByRole('button').first().click();
      await settle(page);
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

/**
 * PENDING (issue 17), not in `tests`: its opening is searched with the engine (lib/gbPlan.ts), and
 * that search did not finish within ten minutes on this machine after the tribal counters got
 * their placement hexes. The combat it clicks through is covered by component tests
 * (src/ui/alesia-gboh/combat.test.tsx) until the opening is fixed as a save file.
 */
export const pendingCombatTests = [
  {
    name: 'gboh: a reaction fire by standing order (set in the form) and a shock whose preview lists its DRMs and resolves',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = gbPlan('gb-combat');
      log(`seed ${plan.seed}: ${plan.actions.length} actions saved, then ${plan.steps.length} steps; ${plan.move.unitName} ${plan.move.fromLabel} → ${plan.move.toLabel}`);
      const save = { format: 'commentarii-save', version: 1, system: 'alesia-gboh', scenario: '12.1', seed: plan.seed, options: {}, actions: plan.actions };
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'gboh-combat.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await briefing.getByRole('button', { name: 'To the map' }).click();
      assert.equal(await takeScreen(page), 'Roman', 'the Roman chooses his phase');
      await prompt(page).waitFor();

      // Reading X2, AG 8.6: the standing orders form shows the order in force; the Roman changes his reaction-fire order.
      const orders = prompt(page).getByRole('group', { name: 'Standing orders for the opponent’s phases' });
      await orders.locator('summary').click();
      const react = orders.getByLabel('Reaction fire in the opponent’s phases');
      assert.equal(await react.inputValue(), 'ask', 'reaction fire is asked until an order is given');
      await checkA11y(page, 'the standing orders form');
      await react.selectOption('always');
      await settle(page);
      assert.match(await prompt(page).getByText(/^In force: /).textContent(), /Reaction fire in the opponent’s phases — every unit fires at its first chance/);

      // His phase and the Gaul's up to his Command, by the prompt's buttons.
      for (const label of plan.steps) await promptClick(page, label);
      assert.equal(await takeScreen(page), null, 'the Gaul has the screen');

      // AG 6: the Gaul's unit selected, its destination picked on the map with its facing.
      const map = page.getByRole('group', { name: /^Map of Alésia \(GBoH\)/ });
      await page.getByRole('region', { name: 'Units with choices' }).getByRole('button', { name: `${plan.move.unitName} (${plan.move.fromLabel})`, exact: true }).click();
      await settle(page);
      await map.locator(`.gb-cell[data-hex="${plan.move.to}"]`).click({ force: true });
      await settle(page);
      const picker = map.getByRole('group', { name: /^Facing at/ });
      if (await picker.isVisible()) await picker.getByRole('button', { name: new RegExp(`^Face ${plan.move.facingWord}( —|$)`) }).click();
      await settle(page);

      // AG 8.62 by standing order: the cohort fired at once, the log says so, and no hand-over came.
      assert.equal(await handOverDialog(page).isVisible(), false, 'the standing order answered: no hand-over to the Roman');
      assert.match(await logText(page), /Standing order: .+ fires in reaction\./, 'the reaction fire by standing order is in the log');

      // AG 9.11, 9.25: the shock's preview lists each DRM with its rule and each result's chance.
      const preview = prompt(page).getByRole('region', { name: /The shocks/ });
      await preview.waitFor();
      const text = ((await preview.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`preview: ${text.slice(0, 300)}`);
      for (const d of plan.drms) {
        const v = d.value > 0 ? `+${d.value}` : `−${-d.value}`;
        assert.ok(text.includes(`${v} ${d.reason}`), `the preview lists ${v} ${d.reason}`);
      }
      const rules = await preview.getByRole('list', { name: /^Shock modifiers/ }).locator('button').allTextContents();
      for (const d of plan.drms) assert.ok(rules.some((r) => r.includes(d.rule.replace(/^AG /, ''))), `the DRM's rule ${d.rule} is linked`);
      assert.ok((await preview.getByRole('table').getByRole('row').count()) >= 2, 'each result with its chance');
      await checkA11y(page, 'the shock preview');

      // Confirm: to shock. The segment resolves, any decision answered by its first button (hand-overs taken).
      await promptClick(page, 'Movement and fire done: to shock');
      for (let i = 0; i < 12 && !/Shock: .* against /.test(await logText(page)); i++) {
        await takeScreen(page);
        const answer = prompt(page).getByRole('group', { name: 'Your answer' }).getByRole('button');
        if (await answer.count()) {
          log(`answer: ${await answer.first().textContent()}`);
          await answer.first().click();
          await settle(page);
        }
      }
      assert.match(await logText(page), /Shock: .* against /, 'the shock was rolled and resolved');
    },
  },
];
