// (a) A newcomer starts solo Aquitania from the title screen and plays to the end of the game
// only by clicking buttons in the Prompt region.
import { checkA11y } from './lib/axe.mjs';
import { assert, clickOne, gameOverDialog, handOverDialog, playClicks, prompt, promptButtons, settle, startGame } from './lib/ui.mjs';

const MAX_CLICKS = 3000;

export const tests = [
  {
    name: 'solo Aquitania from the title screen to the game-over dialog by Prompt clicks only',
    timeoutMs: 15 * 60_000,
    async run({ page, baseURL, log }) {
      await startGame(page, baseURL, { solo: true, seed: 'newcomer-1' });
      const first = await promptButtons(page);
      assert.ok(first.some((b) => !b.disabled), 'the Prompt offers at least one enabled button at the start');
      const dialog = gameOverDialog(page);
      const clicks = await playClicks(page, { max: MAX_CLICKS, until: () => dialog.isVisible() });
      log(`${clicks.length} clicks; last: ${clicks.slice(-5).join(' | ')}`);
      assert.ok(
        await dialog.isVisible(),
        `no "Game over" dialog after ${clicks.length} Prompt clicks (cap ${MAX_CLICKS}); last clicks: ${clicks.slice(-12).join(' | ')}; ` +
          `prompt now: ${(await promptButtons(page)).map((b) => b.text).join(' | ')}`,
      );
      const text = (await dialog.textContent()) ?? '';
      assert.match(text, /Game over/i);
      log(`dialog: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
      // The summary: each condition, losses by side, leaders lost, battles and sieges.
      assert.ok(await dialog.getByRole('list', { name: 'Conditions' }).getByRole('listitem').count() >= 2, 'the verdict lists its conditions');
      const losses = dialog.getByRole('table', { name: 'Losses by side' });
      assert.equal(await losses.getByRole('row').count(), 3, 'losses: a header row and one row per side');
      assert.ok(await dialog.getByRole('heading', { name: /Leaders lost/ }).isVisible());
      assert.ok(await dialog.getByRole('heading', { name: 'Battles and sieges' }).isVisible());
      assert.ok(await dialog.getByRole('button', { name: 'Export save' }).isVisible(), 'Export save is offered at the end');
      await checkA11y(page, 'the game-over dialog');
      // Replay from the dialog opens at the last action; back to the game shows the verdict again.
      await dialog.getByRole('button', { name: 'Replay the game' }).click();
      const status = page.locator('.replay-what');
      await status.waitFor();
      const [, at, of] = /Action (\d+) of (\d+)/.exec((await status.textContent()) ?? '') ?? [];
      assert.ok(Number(of) > 0 && at === of, `the replay opens at the last action (${at} of ${of})`);
      await page.getByRole('button', { name: 'Back to the game' }).click();
      await dialog.waitFor();
    },
  },
  {
    name: 'two players, hotseat: the board is hidden only before secret decisions, then the game-over dialog',
    timeoutMs: 15 * 60_000,
    async run({ page, baseURL, log }) {
      await startGame(page, baseURL, { solo: false, seed: 'hotseat-1' });
      const dialog = gameOverDialog(page);
      const handOver = handOverDialog(page);
      const state = {};
      let clicks = 0;
      let handOvers = 0;
      while (clicks < MAX_CLICKS && !(await dialog.isVisible())) {
        if (await handOver.isVisible()) {
          // The board is hidden until the next player takes the seat — with the default setting,
          // only before a secret decision (the battle-evasion declarations, BG 4.4.1).
          assert.equal(await prompt(page).isVisible(), false, 'the prompt is hidden while the screen is handed over');
          const seen = handOver.getByRole('button', { name: 'Seen — pass the screen' });
          if (await seen.isVisible()) {
            await seen.click();
            await settle(page);
            continue;
          }
          assert.match(await handOver.innerText(), /secret/, 'a hand-over comes only before a secret decision');
          await handOver.getByRole('button', { name: /^I am the (Roman|Gallic) player$/ }).click();
          await settle(page);
          handOvers++;
          continue;
        }
        // Whoever is at the screen, the side to act is always shown.
        assert.match(await prompt(page).locator('.who').innerText(), /(Roman|Gallic) player|Game over/i);
        const t = await clickOne(page, state);
        if (t === null) await page.waitForTimeout(100);
        clicks++;
      }
      log(`${clicks} prompt clicks, ${handOvers} hand-overs`);
      // The same game handed the screen over 28 times when it did so at every change of side.
      assert.ok(handOvers < 10, `${handOvers} hand-overs: the board is hidden only before secret decisions`);
      assert.ok(await dialog.isVisible(), `no "Game over" dialog after ${clicks} clicks`);
    },
  },
];
