// Alésia (GBoH, seed 002) in Chromium, as a person plays (issue 17 §6, "Tests, harness, benchmark"):
// 12.2 from the title screen; the Roman mans his lines and the screen is handed over; the Gaul
// assigns every tribe to an Entry Zone on the assignment sheet (AG 5.31; the caps of AG 5.43 offered
// by the sheet itself), makes his plan and plays on; when the screen is handed to the Roman, nothing
// of the plan is in his page: no tribe that has not arrived, no zone of any tribe, no sheet, no CP
// sums — in the DOM's text (hidden parts included), its aria-labels and titles. axe-core on each screen.
import { assert, handOverDialog, prompt, settle } from './lib/ui.mjs';
import { promptClick, takeScreen } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';

/** Everything the page holds as text: the DOM's text (hidden parts too), aria-labels, titles, alt texts, values. */
const pageWords = (page) => page.evaluate(() => [
  document.body.textContent,
  ...[...document.querySelectorAll('[aria-label],[title],[alt],[aria-description],[data-tooltip]')].map((e) => ['aria-label', 'title', 'alt', 'aria-description', 'data-tooltip'].map((k) => e.getAttribute(k) ?? '').join(' ')),
  ...[...document.querySelectorAll('input,select,textarea')].map((e) => e.value ?? ''),
].join(' ').replace(/\s+/g, ' '));

/** Clicks the first prompt button whose label matches one of `order` (folded groups opened); false when none. */
async function clickFirstOf(page, order) {
  for (const re of order) {
    const button = prompt(page).getByRole('button', { name: re });
    if ((await button.count()) === 0) {
      const folded = prompt(page).locator('details:not([open]) > summary');
      for (let i = 0; i < 10 && (await folded.count()) > 0; i++) await folded.first().click();
    }
    if (await button.count()) {
      await button.first().click();
      await settle(page);
      return true;
    }
  }
  return false;
}

export const tests = [
  {
    name: 'gboh: 12.2 — the Gaul plans on the assignment sheet after a hand-over; the Roman’s page holds no zone assignment',
    timeoutMs: 4 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await checkA11y(page, 'the title screen');
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Alésia/ }).check();
      await page.getByRole('radio', { name: /The Historical Scenario/ }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      await page.getByLabel('Seed', { exact: true }).fill('gb-plan');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await checkA11y(page, 'the briefing');
      await briefing.getByRole('button', { name: 'To the map' }).click();
      assert.equal(await takeScreen(page), 'Roman', 'the Roman sets up first');
      await prompt(page).waitFor();
      await checkA11y(page, 'the Roman set-up');
      await promptClick(page, 'Sample deployment for the rest');
      await promptClick(page, 'The lines are manned');

      // The Gaul takes the screen for his secret plan (issue 17 §6).
      assert.ok(await handOverDialog(page).isVisible(), 'a hand-over before the Gaul plans');
      await checkA11y(page, 'the hand-over');
      assert.equal(await takeScreen(page), 'Gallic');
      const sheet = prompt(page).getByRole('group', { name: 'The assignment sheet (secret)' });
      await sheet.waitFor();
      const selects = sheet.getByRole('combobox', { name: /^Entry Zone of the / });
      const n = await selects.count();
      assert.ok(n >= 20, `every available counter has a zone to choose (${n})`);
      const plan = new Map();
      for (let i = 0; i < n; i++) {
        const sel = selects.nth(i);
        const tribe = ((await sel.getAttribute('aria-label')) ?? '').replace(/^Entry Zone of the /, '');
        const zones = (await sel.locator('option').evaluateAll((os) => os.map((o) => o.value))).filter((v) => v);
        assert.ok(zones.length > 0, `${tribe} has a zone to go to`);
        // Spread over the zones the sheet offers (its options obey the caps of AG 5.43).
        const zone = zones[(i * 3) % zones.length];
        await sel.selectOption(zone);
        await settle(page);
        plan.set(tribe, zone);
      }
      log(`plan: ${[...plan].map(([t, z]) => `${t}→${z}`).join(', ')}`);
      const sums = ((await sheet.getByRole('list', { name: 'Control points per zone' }).textContent()) ?? '').replace(/\s+/g, ' ');
      log(`CP per zone: ${sums}`);
      for (const m of sums.matchAll(/Zone (\w+): (\d+)\/(\d+) CP/g)) assert.ok(Number(m[2]) <= Number(m[3]), `Zone ${m[1]} within its cap`);
      await checkA11y(page, 'the assignment sheet');
      await promptClick(page, 'The plan is made');

      // His Initial Placement and phase, by the prompt, until the screen passes to the Roman.
      const order = [/^Placement done$/, /^Place .+ with the /, /^Activate /, /^Add the /, /^Commit the Command$/, /^End the phase$/, /^No Seizure$/, /^Bring in Zone I$/, /^Place /];
      for (let i = 0; i < 40 && !(await handOverDialog(page).isVisible()); i++) assert.ok(await clickFirstOf(page, order), `the Gaul can go on (${i})`);
      assert.ok(await handOverDialog(page).isVisible(), 'the screen is handed to the Roman');
      // The hand-over screen itself shows nothing of the plan.
      const during = await pageWords(page);
      assert.ok(!/Your assignment sheet|assignment sheet \(secret\)|Entry Zone of the|Control points per zone|assigned to Zone/.test(during), 'no plan behind the hand-over screen');
      assert.equal(await takeScreen(page), 'Roman');
      await prompt(page).waitFor();

      // The Roman's page: no zone assignment, no tribe that has not arrived.
      const words = await pageWords(page);
      const sheetWords = words.match(/.{0,120}(Your assignment sheet|assignment sheet \(secret\)|Entry Zone of the|Control points per zone|Your chosen tribes|still to assign|assigned to Zone).{0,120}/i);
      assert.ok(!sheetWords, `no sheet in the Roman’s page: "${sheetWords?.[0]}"`);
      assert.equal(await page.locator('.gb-plan, .gb-plan-summary, .gb-plan-table').count(), 0, 'no sheet element');
      const panel = ((await page.getByRole('complementary', { name: 'Beside the map' }).textContent()) ?? '').replace(/\s+/g, ' ');
      const arrived = [...plan.keys()].filter((t) => panel.includes(`${t} — `));
      const waiting = [...plan.keys()].filter((t) => !arrived.includes(t));
      log(`arrived: ${arrived.join(', ') || 'none'}; not arrived: ${waiting.length}`);
      assert.ok(waiting.length > 0, 'some tribes have not arrived yet');
      for (const t of waiting) assert.ok(!new RegExp(`\\b${t.replace(/[()]/g, '\\$&')}\\b`).test(words), `the Roman's page does not name ${t} (planned for Zone ${plan.get(t)}, not arrived)`);
      // A zone numeral next to a tribe appears only for counters that stand there.
      for (const m of words.matchAll(/Zone (I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI)\b[^.]{0,40}/g)) {
        const near = waiting.find((t) => m[0].includes(t));
        assert.ok(!near, `no zone named with ${near}: "${m[0]}"`);
      }
      await checkA11y(page, 'the Roman’s map after the hand-over');
    },
  },
];
