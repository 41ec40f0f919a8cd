// Replay (issue 7, section 5): from the header, a read-only replay steps to an earlier action —
// the map at the setup, the battle board when the replayed position has one — and back; leaving
// it returns to the live game exactly where it was, and play goes on.
import { checkA11y } from './lib/axe.mjs';
import { planLabels } from './lib/plan.mjs';
import { assert, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';

async function replayAt(page) {
  const text = (await page.locator('.replay-what').textContent()) ?? '';
  const m = /Action (\d+) of (\d+)/.exec(text);
  assert.ok(m, `the replay says which action it shows (${text})`);
  return { at: Number(m[1]), of: Number(m[2]), text };
}

export const tests = [
  {
    name: 'replay: step to an earlier action and back; the live game is unchanged and play goes on',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = planLabels(SEED);
      const at = plan.labels.findIndex((l) => /^Auto-deploy|^Deploy /.test(l));
      await startGame(page, baseURL, { solo: true, seed: SEED });
      for (const label of plan.labels.slice(0, at)) {
        await prompt(page).getByRole('button', { name: label, exact: true }).click();
        await settle(page);
      }
      await page.getByRole('region', { name: /^Roman army/ }).waitFor();
      const before = await prompt(page).locator('.prompt-status').textContent();
      const logBefore = await page.locator('#panel-log li').count();

      await page.getByRole('toolbar', { name: 'Game' }).getByRole('button', { name: 'Replay' }).click();
      await page.getByRole('heading', { name: /^Replay — / }).waitFor();
      const last = await replayAt(page);
      log(last.text);
      assert.equal(last.at, last.of, 'the replay opens at the present position');
      assert.ok(await page.getByRole('tab', { name: 'Battle board', selected: true }).isVisible(), 'the replayed battle shows on the battle board');
      assert.equal(await page.locator('section[aria-label="Prompt"]').count(), 0, 'the replay offers no prompt: it is read-only');
      await checkA11y(page, 'the replay');

      await page.getByRole('button', { name: 'First: the setup' }).click();
      assert.equal((await replayAt(page)).at, 0, 'First goes to the setup');
      assert.equal(await page.getByRole('tab', { name: 'Battle board' }).count(), 0, 'no battle at the setup: the map alone');
      assert.ok(await page.getByLabel('Map of Gaul').isVisible(), 'the map is shown');
      await page.getByRole('button', { name: 'Step forward' }).click();
      const one = await replayAt(page);
      assert.equal(one.at, 1, 'Step forward shows action 1');
      assert.match(one.text, /(Roman|Gallic): /, 'the action is named with the side that took it');
      await page.getByRole('slider', { name: 'Action' }).fill(String(last.of - 1));
      assert.equal((await replayAt(page)).at, last.of - 1, 'the scrubber picks an action');
      await page.getByRole('button', { name: 'Step back' }).click();
      assert.equal((await replayAt(page)).at, last.of - 2, 'Step back goes one action back');

      await page.getByRole('button', { name: 'Back to the game' }).click();
      await prompt(page).waitFor();
      assert.equal(await prompt(page).locator('.prompt-status').textContent(), before, 'the prompt is where it was');
      await page.getByRole('tab', { name: 'Log' }).click();
      await settle(page);
      assert.equal(await page.locator('#panel-log li').count(), logBefore, 'the log is unchanged');
      await prompt(page).getByRole('button', { name: plan.labels[at], exact: true }).click();
      await settle(page);
      assert.notEqual(await prompt(page).locator('.prompt-status').textContent(), null, 'play goes on');
    },
  },
];
