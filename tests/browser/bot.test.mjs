// The computer opponent in the app (issue 18), as a person meets it: on the title screen the Gaul
// of Alesia (1983 rules) is given to the computer; the person plays the Roman's set-up; while the
// computer thinks (in a Web Worker) only its turn is on the page — its screen holds the Gaul's
// secrets — the page keeps drawing frames and answers at once; Stop stops it; the game, resumed
// from the title screen, goes on against the same opponent; Take over makes the seat a person's.
import { assert, closeBriefing, handOverDialog, readGames, settle, waitForSaved } from './lib/ui.mjs';
import { ALESIA, HISTORICAL, promptClick } from './lib/alesia.mjs';

const SEED = 'bot-app-1';
const computerTurn = (page) => page.getByRole('dialog', { name: 'The computer plays the Gallic side' });

/** The stored game of this test and its number of actions (IndexedDB caught up with the journal). */
async function stored(page) {
  await waitForSaved(page, 15_000);
  const game = (await readGames(page)).find((g) => g.meta.seed === SEED);
  assert.ok(game, 'the game is stored');
  return game;
}

/** Waits until the stored game has more than `n` actions (the computer has played); returns the count. */
async function playedPast(page, n, timeoutMs = 60_000) {
  const t0 = Date.now();
  for (;;) {
    const { actions } = await stored(page);
    if (actions.length > n) return actions.length;
    if (Date.now() - t0 > timeoutMs) throw new Error(`the computer played nothing within ${timeoutMs / 1000} s (still ${n} actions)`);
    await page.waitForTimeout(250);
  }
}

/**
 * Frames drawn over `ms` and the longest gap between two (requestAnimationFrame), while the page also
 * answers a click: the page's own work per frame while the Worker thinks.
 */
async function frames(page, ms) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let last = performance.now();
        let n = 0;
        let worst = 0;
        const end = last + ms;
        const tick = (t) => {
          worst = Math.max(worst, t - last);
          last = t;
          n++;
          if (t < end) requestAnimationFrame(tick);
          else resolve({ n, worst: Math.round(worst) });
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

export const tests = [
  {
    name: 'bot: the computer as the Gaul in Alesia 1983 — thinks off the page, stop, resume the saved game, take over',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: ALESIA }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      const seats = page.getByRole('group', { name: 'Who plays' });
      assert.equal(await seats.getByLabel('Roman').inputValue(), 'person', 'the Roman is a person’s by default');
      await seats.getByLabel('Gallic').selectOption({ label: 'Computer — easy' });
      await page.getByLabel('Seed', { exact: true }).fill(SEED);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('dialog', { name: /^Briefing:/ }).waitFor({ timeout: 30_000 });
      await closeBriefing(page);
      // The person is the only one at the table: the Roman's screen comes without a hand-over.
      assert.equal(await handOverDialog(page).isVisible(), false, 'no hand-over to the only person');

      // The Roman's turn: the set-up, as Caesar did it, and its end.
      await promptClick(page, HISTORICAL);
      await promptClick(page, 'End');
      const turn = computerTurn(page);
      await turn.waitFor({ timeout: 15_000 });
      assert.match(await turn.getByRole('status').textContent(), /Gallic player computer \(easy\) — thinking…/);
      // Nothing of the Gaul's screen is on the page: no board, no prompt, no log.
      assert.equal(await page.locator('section[aria-label="Prompt"]').count(), 0, 'no prompt while the computer acts');
      assert.equal(await page.getByRole('list', { name: 'Game log' }).count(), 0, 'no log while the computer acts');
      const afterSetup = (await stored(page)).actions.length;
      assert.deepEqual((await stored(page)).meta.seats, { gallic: 'easy' }, 'the record says the Gaul is the computer’s');

      // Responsive while it thinks: frames keep coming and a click is answered.
      const f = await frames(page, 2_000);
      log(`while the computer thinks: ${f.n} frames in 2 s, longest gap ${f.worst} ms (shared machine)`);
      assert.ok(f.n >= 30, `the page keeps drawing frames (${f.n} in 2 s)`);
      const played = await playedPast(page, afterSetup);
      log(`the computer played ${played - afterSetup} Gallic actions so far`);

      // Stop: the computer stops; nothing more is played.
      await turn.getByRole('button', { name: 'Stop' }).click();
      await turn.getByText(/stopped\./).waitFor();
      const atStop = (await stored(page)).actions.length;
      await page.waitForTimeout(2_000);
      assert.equal((await stored(page)).actions.length, atStop, 'a stopped computer plays nothing');

      // Quit; the games list names the opponent; resumed, the computer goes on as the Gaul.
      await turn.getByRole('button', { name: 'Quit' }).click();
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      const list = page.getByRole('region', { name: 'Games in progress' });
      await list.waitFor();
      assert.match(await list.innerText(), /Gallic: computer \(easy\)/, 'the list of games names the computer’s seat');
      await list.getByRole('button', { name: /^Resume\b/ }).first().click();
      await computerTurn(page).waitFor({ timeout: 30_000 });
      await closeBriefing(page);
      assert.match(await computerTurn(page).getByRole('status').innerText(), /thinking…/, 'resumed against the same opponent');
      await playedPast(page, atStop);

      // Take over: the Gaul's seat is a person's; his screen is handed over first (the Roman was looking).
      await computerTurn(page).getByRole('button', { name: 'Take over' }).click();
      await handOverDialog(page).waitFor();
      assert.match(await handOverDialog(page).getByRole('heading').innerText(), /Gallic/);
      await handOverDialog(page).getByRole('button', { name: /^I am the / }).click();
      await settle(page);
      await page.locator('section[aria-label="Prompt"]').waitFor();
      assert.match(await page.locator('section[aria-label="Prompt"]').innerText(), /Gallic/);
      assert.equal((await stored(page)).meta.seats, undefined, 'the record has every seat a person’s now');
    },
  },
];
