// axe-core on every screen a player meets: title, game, tables, rules, battle board, hand-over,
// the briefing and the delete confirmation; the game-over dialog (newcomer.test.mjs), the replay
// (replay.test.mjs) and the siege preview (previews.test.mjs). Serious or critical violations fail.
import { checkA11y } from './lib/axe.mjs';
import { planLabels } from './lib/plan.mjs';
import { assert, briefingDialog, handOverDialog, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';

export const tests = [
  {
    name: 'accessibility: title, game screen, tables, rules and the battle board pass axe-core',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await checkA11y(page, 'the title screen');

      const plan = planLabels(SEED);
      const at = plan.labels.findIndex((l) => /^Auto-deploy|^Deploy /.test(l));
      assert.ok(at > 0, 'the plan reaches a battle deployment');
      await startGame(page, baseURL, { solo: true, seed: SEED });
      await checkA11y(page, 'the game screen');
      assert.equal(await page.locator('h1').count(), 1, 'the game screen has one level-one heading');
      for (const [tab, what] of [['Tables', 'the tables tab'], ['Rules', 'the rules tab'], ['Log', 'the log tab']]) {
        await page.getByRole('tab', { name: tab }).click();
        await settle(page);
        await checkA11y(page, what);
      }
      for (const label of plan.labels.slice(0, at)) {
        await prompt(page).getByRole('button', { name: label, exact: true }).click();
        await settle(page);
      }
      await page.getByRole('region', { name: /^Roman army/ }).waitFor();
      await checkA11y(page, 'the battle board at deployment');
    },
  },
  {
    name: 'accessibility: the hotseat hand-over dialog passes axe-core',
    async run({ page, baseURL }) {
      await startGame(page, baseURL, { solo: false, seed: 'a11y-hotseat', handOver: 'always' });
      await handOverDialog(page).waitFor();
      await checkA11y(page, 'the hand-over dialog');
    },
  },
  {
    name: 'accessibility: the scenario briefing and the delete confirmation pass axe-core',
    async run({ page, baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const briefing = briefingDialog(page);
      await briefing.waitFor();
      assert.ok(await briefing.getByRole('heading', { name: 'How to win' }).count(), 'the briefing says how to win');
      await checkA11y(page, 'the briefing dialog');
      await briefing.getByRole('button', { name: 'To the map' }).click();
      await page.getByRole('button', { name: 'Quit', exact: true }).click();
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('button', { name: /^Delete / }).first().click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this game?' });
      await confirm.waitFor();
      await checkA11y(page, 'the delete confirmation');
    },
  },
];
