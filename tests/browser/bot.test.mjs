// The computer opponent in the app (issue 18), as a person meets it: on the title screen the Gaul
// of Alesia (1983 rules) is given to the computer; the person plays the Roman's set-up; while the
// computer thinks (in a Web Worker) the person watches from his own, the Roman's, view — his board
// with the off-board boxes closed to him, his log, never the Gaul's screen — the page keeps drawing
// frames and answers at once; Stop stops it; the game, resumed from the title screen, goes on
// against the same opponent; Take over makes the seat a person's.
import { assert, closeBriefing, handOverDialog, settle } from './lib/ui.mjs';
import { ALESIA, HISTORICAL, promptClick } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';
import { assertInView, assertWithinWidth } from './lib/fit.mjs';
import { computerTurn, frames, playedPast as playedPastOf, stored as storedOf, whoPlays } from './lib/bot.mjs';

const SEED = 'bot-app-1';
const stored = (page, seed = SEED) => storedOf(page, seed);
const playedPast = (page, n, timeoutMs) => playedPastOf(page, SEED, n, timeoutMs);
/** Log lines of the Gaul's off-board moves (AC 11.4, 12.3, 12.4), hidden from the Roman. */
const GALLIC_SECRET_LINES = /moves off the board from zone|to off-board zone|in OBMC zone/;

/**
 * Title screen → Alesia 1983, the Gaul given to the computer at `level`, `seed` → Start → briefing
 * closed.
 */
async function startAgainstComputer(page, baseURL, seed, { check = false, level = 'easy' } = {}) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: ALESIA }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  const seats = page.getByRole('group', { name: 'Who plays' });
  assert.equal(await seats.getByLabel('Roman').inputValue(), 'person', 'the Roman is a person’s by default');
  await seats.getByLabel('Gallic').selectOption({ label: `Computer — ${level}` });
  if (check) await checkA11y(page, 'the title screen with the seat picker');
  await page.getByLabel('Seed', { exact: true }).fill(seed);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog', { name: /^Briefing:/ }).waitFor({ timeout: 30_000 });
  await closeBriefing(page);
}

/** Clicks the computer's Stop and waits for "stopped." (its box stays, with Resume and Take over). */
async function stopComputer(turn, what) {
  await turn.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 5_000 }).catch((e) => {
    throw new Error(`the computer's turn ended before Stop could be clicked (${what}): ${e.message.split('\n')[0]}`);
  });
  await turn.getByText(/stopped\./).waitFor();
}

export const tests = [
  {
    name: 'bot: the computer as the Gaul in Alesia 1983 — watched from the Roman’s own view, stop, resume the saved game, take over',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      // "normal": a Gallic turn at "easy" may be over in a few seconds on a fast machine, before the
      // checks below are done; at "normal" each decision takes longer and the turn outlasts them.
      await startAgainstComputer(page, baseURL, SEED, { check: true, level: 'normal' });
      // The person is the only one at the table: the Roman's screen comes without a hand-over.
      assert.equal(await handOverDialog(page).isVisible(), false, 'no hand-over to the only person');

      // The Roman's turn: the set-up, as Caesar did it, and its end.
      await promptClick(page, HISTORICAL);
      await promptClick(page, 'End');
      const turn = computerTurn(page);
      await turn.waitFor({ timeout: 15_000 });
      assert.match(await turn.getByRole('status').textContent(), /Gallic player computer \(normal\) — (thinking…|stopped\.)/);
      // Stopped at once, so that the page is checked while the computer's turn is surely still shown.
      await stopComputer(turn, 'first thing');
      const atStop = (await stored(page)).actions.length;
      assert.equal(await whoPlays(page), 'Roman: you · Gallic: computer (normal)', 'the header says who holds each seat, no "hotseat"');
      await checkA11y(page, "the computer's turn beside the Roman's board");
      const quit = page.getByRole('toolbar', { name: 'Game' }).getByRole('button', { name: 'Quit', exact: true });
      const size = page.viewportSize();
      for (const [width, height] of [[1920, 1080], [1366, 768], [390, 844]]) {
        await page.setViewportSize({ width, height });
        for (const name of ['Resume', 'Take over']) {
          const b = turn.getByRole('button', { name, exact: true });
          await b.scrollIntoViewIfNeeded();
          await assertInView(page, b, `the computer's ${name} at ${width}×${height}`);
        }
        await quit.scrollIntoViewIfNeeded();
        await assertInView(page, quit, `Quit at ${width}×${height}`);
        await assertWithinWidth(page, page.locator('.turn-track .now'), `the words on who plays at ${width}×${height}`);
      }
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The Roman's own screen, read-only: his board (the boxes closed to him), his log; no prompt,
      // and nothing of the Gaul's screen (the boxes' counters, the coordination counter, his off-board lines).
      assert.equal(await page.locator('section[aria-label="Prompt"]').count(), 0, 'no prompt while the computer acts');
      await page.getByText('The boxes are hidden from the Roman (AC 11.8)', { exact: false }).waitFor();
      assert.equal(await page.locator('.ac-zones, .ac-group-units, .ac-coordination').count(), 0, 'nothing of the Gaul’s off-board boxes');
      await page.getByRole('list', { name: 'Game log' }).waitFor();
      assert.deepEqual((await stored(page)).meta.seats, { gallic: 'normal' }, 'the record says the Gaul is the computer’s');
      // A stopped computer plays nothing.
      await page.waitForTimeout(2_000);
      assert.equal((await stored(page)).actions.length, atStop, 'a stopped computer plays nothing');

      // Resume; responsive while it thinks: frames keep coming.
      await turn.getByRole('button', { name: 'Resume', exact: true }).click();
      await turn.getByText(/thinking…/).waitFor();
      // The page laid out again at its own size before frames are counted.
      await page.waitForTimeout(500);
      const f = await frames(page, 3_000);
      log(`while the computer thinks: ${f.n} frames in 3 s, longest gap ${f.worst} ms, main-thread tasks ≥ 50 ms: [${f.long.join(', ')}] (shared machine)`);
      assert.ok(f.n >= 45, `the page keeps drawing frames (${f.n} in 3 s)`);
      const played = await playedPast(page, atStop);
      log(`the computer played ${played - atStop} Gallic actions after Resume`);
      assert.doesNotMatch(await page.locator('body').innerText(), GALLIC_SECRET_LINES, 'no Gallic off-board line in the Roman’s log');
      assert.equal(await page.locator('.ac-zones, .ac-group-units, .ac-coordination').count(), 0, 'still nothing of the Gaul’s boxes');

      // Stopped again, quit; the games list names the opponent; resumed, the computer goes on as the Gaul.
      await stopComputer(turn, 'after Resume');
      const atQuit = (await stored(page)).actions.length;
      await quit.click();
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      const list = page.getByRole('region', { name: 'Games in progress' });
      await list.waitFor();
      assert.match(await list.innerText(), /Roman: you · Gallic: computer \(normal\)/, 'the list of games says who holds each seat');
      await list.getByRole('button', { name: /^Resume\b/ }).first().click();
      await computerTurn(page).or(page.getByRole('dialog', { name: /^Briefing:/ })).first().waitFor({ timeout: 30_000 });
      await closeBriefing(page);
      await computerTurn(page).waitFor({ timeout: 30_000 });
      assert.match(await computerTurn(page).getByRole('status').innerText(), /thinking…/, 'resumed against the same opponent');
      await playedPast(page, atQuit);

      // Take over: the Gaul's seat is a person's; his screen is handed over first (the Roman was looking).
      await computerTurn(page).getByRole('button', { name: 'Take over' }).click({ timeout: 5_000 });
      await handOverDialog(page).waitFor();
      assert.match(await handOverDialog(page).getByRole('heading').innerText(), /Gallic/);
      await handOverDialog(page).getByRole('button', { name: /^I am the / }).click();
      await settle(page);
      await page.locator('section[aria-label="Prompt"]').waitFor();
      assert.match(await page.locator('section[aria-label="Prompt"]').innerText(), /Gallic/);
      assert.equal((await stored(page)).meta.seats, undefined, 'the record has every seat a person’s now');
    },
  },
  {
    name: 'bot: the computer plays the whole Gallic turn of Alesia 1983, then the Roman person plays his turn',
    timeoutMs: 12 * 60_000,
    async run({ page, baseURL, log }) {
      await startAgainstComputer(page, baseURL, `${SEED}-turn`);
      await promptClick(page, HISTORICAL);
      await promptClick(page, 'End');
      const t0 = Date.now();
      // The Gallic turn may ask the Roman to fire (AC 8) in between: the person answers with the
      // prompt's first choice, then the computer goes on; until the Roman's own move phase.
      const prompt = page.locator('section[aria-label="Prompt"]');
      for (;;) {
        await page.waitForFunction(() => !document.querySelector('[aria-label="Computer to act"], [role="dialog"][aria-labelledby="computer-title"]'), null, { timeout: 10 * 60_000, polling: 500 });
        await settle(page);
        const text = await prompt.innerText();
        if (/Move the Roman units/.test(text)) break;
        await prompt.getByRole('button').first().click();
        await settle(page);
      }
      log(`the computer's Gallic turn (easy) took ${Math.round((Date.now() - t0) / 1000)} s on this shared machine`);
      // Suggest: the computer names a move from the Roman's view and lights its button; the person plays it.
      await page.getByRole('button', { name: 'Suggest', exact: true }).click();
      const said = page.locator('.suggest [role="status"]');
      await said.getByText(/^Suggested: /).waitFor({ timeout: 30_000 });
      const name = (await said.innerText()).replace(/^Suggested: /, '');
      const lit = prompt.locator('button.suggested');
      assert.equal(await lit.count(), 1, 'one prompt button is lit');
      assert.equal((await lit.innerText()).trim(), name, 'the lit button is the move named');
      const before = (await stored(page, `${SEED}-turn`)).actions.length;
      await lit.click();
      await settle(page);
      assert.equal((await stored(page, `${SEED}-turn`)).actions.length, before + 1, 'the suggested move is played by the person’s click');
      log(`suggested and played: ${name}`);
      // The rest of the Roman's turn: his move phase ended, then his combat (if any), until the computer's turn again.
      let clicks = 0;
      for (; clicks < 12 && !(await computerTurn(page).isVisible()); clicks++) {
        const end = prompt.getByRole('button', { name: 'End', exact: true });
        if ((await end.count()) === 1) await end.click();
        else await prompt.getByRole('button').first().click();
        await settle(page);
      }
      await computerTurn(page).waitFor({ timeout: 30_000 });
      log(`the Roman's turn took ${clicks} clicks; the computer thinks again`);
      const game = await stored(page, `${SEED}-turn`);
      assert.deepEqual(game.meta.seats, { gallic: 'easy' });
    },
  },
];
