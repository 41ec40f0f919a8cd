// A whole Roman campaign through the UI: the scripted Roman plan of tests/unit/romanPlan.ts is
// turned into the prompt-button labels a player would click (scripts/planLabels.ts), and the test
// clicks exactly those buttons from the title screen on: a pitched battle on the battle board,
// the Sotiates' oppidum taken, and the game-over dialog announcing a Roman victory.
import { planLabels } from './lib/plan.mjs';
import { assert, gameOverDialog, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';

export const tests = [
  {
    name: 'solo Aquitania: Crassus wins the campaign by prompt clicks, with a pitched battle on the battle board',
    timeoutMs: 10 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = planLabels(SEED);
      assert.equal(plan.winner, 'roman', 'the scripted plan wins with this seed');
      assert.ok(plan.battle, 'the plan fights a pitched battle');
      await startGame(page, baseURL, { solo: true, seed: SEED });
      let sawBoard = false;
      for (const [i, label] of plan.labels.entries()) {
        const button = prompt(page).getByRole('button', { name: label, exact: true });
        assert.equal(await button.count(), 1, `click ${i + 1}: the prompt offers exactly one "${label}"`);
        await button.click();
        await settle(page);
        if (!sawBoard && /^Deploy|^Auto-deploy|realign/i.test(label)) {
          // the board takes the main area by itself (its tab is selected); a click keeps it there
          await page.getByRole('tab', { name: 'Battle board' }).click();
          const board = page.getByRole('heading', { name: /^Pitched battle in/ });
          sawBoard = (await board.count()) > 0;
        }
      }
      assert.ok(sawBoard, 'the battle board showed the pitched battle');
      const dialog = gameOverDialog(page);
      await dialog.waitFor({ timeout: 10_000 });
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`${plan.labels.length} clicks; dialog: ${text.slice(0, 150)}`);
      assert.match(text, /Roman victory/);
      assert.match(text, /Oppidum of the Sotiates destroyed: yes/);
    },
  },
];
