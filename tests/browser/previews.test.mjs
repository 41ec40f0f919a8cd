// The numbers behind each decision (issue 7, section 4): a two-player game of 6.1 played by
// prompt clicks to a Roman siege decision (scripts/siegeLabels.ts); before "Besiege" the prompt
// shows both strengths term by term, their difference and the Siege Table column, with each
// result's chance; the Battle tab shows the siege panel once the siege is under way.
import { checkA11y } from './lib/axe.mjs';
import { siegeLabels } from './lib/plan.mjs';
import { assert, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'siege-0';

export const tests = [
  {
    name: 'siege preview: before besieging, both strengths, the difference, the Siege Table column and each result',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = siegeLabels(SEED);
      assert.ok(plan.reached, 'the scripted game reaches a siege decision');
      // Two players at one screen, no hand-over screens: the test plays both sides.
      await page.addInitScript(() => localStorage.setItem('commentarii.handOver', 'never'));
      await startGame(page, baseURL, { solo: false, seed: SEED });
      for (const [i, label] of plan.labels.entries()) {
        const button = prompt(page).getByRole('button', { name: label, exact: true });
        // Long lists are folded: open them, as a player would.
        if ((await button.count()) === 0) for (const more of await prompt(page).locator('details:not([open]) > summary').all()) await more.click();
        assert.equal(await button.count(), 1, `click ${i + 1}: the prompt offers "${label}"`);
        await button.click();
        await settle(page);
      }
      const odds = prompt(page).getByRole('region', { name: /^Siege odds/ });
      await odds.waitFor();
      const text = ((await odds.textContent()) ?? '').replace(/\s+/g, ' ');
      log(text.slice(0, 260));
      const att = /Besiegers \(Roman\) (\d+)/.exec(text);
      const def = /Besieged \(Gallic\) (\d+)/.exec(text);
      assert.ok(att && def, "the besiegers' and the besieged's strengths are shown");
      assert.match(text, /value of the place \d+ \(BG 4\.5\.3/, "each term names its rule");
      const diff = Number(att[1]) - Number(def[1]);
      assert.ok(text.includes(`${att[1]} − ${def[1]} =`), 'the difference is worked out');
      assert.match(text, new RegExp(`= [+\u2212]${Math.abs(diff)} → Siege Table column`), 'the difference leads to the column');
      const rows = await odds.getByRole('row').count();
      assert.ok(rows >= 2 && rows <= 7, 'a row per result, with its chance');
      assert.match(text, /\d+%/);
      await checkA11y(page, 'the prompt with the siege preview');

      // Besiege: the Battle tab shows the siege panel.
      await prompt(page).getByRole('button', { name: /^Besiege / }).click();
      await settle(page);
      await page.getByRole('tab', { name: 'Battle' }).click();
      const panel = page.getByRole('region', { name: /Siege now|Sieges under way/ });
      await panel.waitFor();
      const ptext = ((await panel.textContent()) ?? '').replace(/\s+/g, ' ');
      assert.match(ptext, /Besiegers \(Roman\) \d+/);
      assert.match(ptext, /Besieged \(Gallic\) \d+/);
      assert.match(ptext, /Last result:/);
    },
  },
];
