// The computer opponent in Bellum Gallicum II (issue 18), as a person meets it.
// (a) Scenario 6.2 with the computer as the Roman: the person plays the Gallic phases through the
//     prompt; the computer Roman then acts beside the Gaul's own board (its moves enter the log)
//     while the page keeps drawing frames; the header says who holds each seat; quit and resume:
//     the game goes on against the same opponent.
// (b) The naval exercise watched computer against computer to its end: the game-over dialog.
import { assert, closeBriefing, gameOverDialog, handOverDialog, logLength, playClicks, prompt, settle } from './lib/ui.mjs';
import { checkA11y } from './lib/axe.mjs';
import { assertInView, assertWithinWidth } from './lib/fit.mjs';
import { computerTurn, frames, playedPast, stored, whoPlays } from './lib/bot.mjs';

const SEED = 'bot-bellum-6.2';
const WATCH_SEED = 'bot-bellum-watch';

/** Title screen → Bellum Gallicum II, `scenario`, the seats given (label → holder), `seed` → Start → briefing closed. */
async function start(page, baseURL, { scenario, seats, seed, check = false }) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  await page.getByRole('radio', { name: scenario }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  const picker = page.getByRole('group', { name: 'Who plays' });
  for (const [seat, holder] of Object.entries(seats)) await picker.getByLabel(seat, { exact: true }).selectOption({ label: holder });
  if (check) await checkA11y(page, 'the title screen with the seats chosen');
  await page.getByLabel('Seed', { exact: true }).fill(seed);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog', { name: /^Briefing:/ }).waitFor({ timeout: 30_000 });
  await closeBriefing(page);
}

/**
 * Once the person is to act (the computer may be finishing its own turn), he plays through the
 * prompt (the newcomer's clicks, ending phases) until the computer is to act; returns the clicks.
 */
async function playUntilComputer(page, max = 80) {
  const turn = computerTurn(page);
  await prompt(page).waitFor({ timeout: 120_000 });
  await settle(page);
  const clicks = await playClicks(page, { max, until: () => turn.isVisible() });
  await turn.waitFor({ timeout: 30_000 });
  return clicks;
}

/**
 * The stop (or resume) and take-over buttons and the words on who plays, reachable and unclipped at the three
 * window sizes; returns the sizes checked (the computer's turn may end, and its box go, at any
 * moment: the rest are left). BOT_SHOTS=<dir> keeps a screenshot of each, to look at.
 */
async function checkSizes(page, what) {
  const turn = computerTurn(page);
  const size = page.viewportSize();
  const checked = [];
  try {
    for (const [width, height] of [[1920, 1080], [1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await assertWithinWidth(page, page.locator('.turn-track .now'), `${what}: the words on who plays at ${width}×${height}`);
      if (process.env.BOT_SHOTS) await page.screenshot({ path: `${process.env.BOT_SHOTS}/${what.replace(/\W+/g, '-')}-${width}x${height}.png` });
      for (const name of [/^(Stop|Resume)$/, /^Take over$/]) {
        const b = turn.getByRole('button', { name });
        if (!(await b.isVisible())) return checked;
        await b.scrollIntoViewIfNeeded();
        await assertInView(page, b, `${what}: ${name} at ${width}×${height}`);
      }
      checked.push(`${width}×${height}`);
    }
    return checked;
  } finally {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

/**
 * Stops the computer as soon as its turn is shown (a Bellum decision takes well under a second: its
 * turn may be over before the click; then the person plays on to its next turn and tries again).
 */
async function stopComputer(page) {
  const turn = computerTurn(page);
  for (let i = 0; i < 4; i++) {
    await turn.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 2_000 }).catch(() => undefined);
    if (await turn.getByText(/stopped\./).isVisible().catch(() => false)) return;
    await playUntilComputer(page);
  }
  throw new Error('the computer could not be stopped during its turn');
}

export const tests = [
  {
    name: 'bot: Bellum 6.2 with the computer as the Roman — the person plays the Gauls, the computer Roman acts into the log, resume goes on against it',
    timeoutMs: 10 * 60_000,
    async run({ page, baseURL, log }) {
      await start(page, baseURL, { scenario: /From the Helvetii to the Germans/, seats: { Roman: 'Computer — easy' }, seed: SEED, check: true });
      assert.equal(await handOverDialog(page).isVisible(), false, 'no hand-over to the only person');
      // The Roman acts first (his supply depots): the computer; then the Gallic person's phases.
      const clicks = await playUntilComputer(page);
      assert.ok(clicks.length > 0, 'the person played the Gallic phases through the prompt');
      log(`the Gallic person's clicks: ${clicks.join(' · ')}`);
      assert.equal(await whoPlays(page), 'Roman: computer (easy) · Gallic: you', 'the header says who holds each seat, no "hotseat"');

      // The computer Roman's turn, beside the Gaul's own map; no prompt. Stopped (its box stays) for
      // the checks of the page, then resumed.
      const turn = computerTurn(page);
      await stopComputer(page);
      assert.match(await turn.getByRole('status').textContent(), /Roman player computer \(easy\) — stopped\./);
      assert.equal(await page.locator('[aria-label="Map of Gaul"]').first().isVisible(), true, 'the Gaul’s map is shown');
      assert.equal(await prompt(page).count(), 0, 'no prompt while the computer acts');
      await checkA11y(page, "the computer Roman's turn beside the Gaul's map");
      assert.deepEqual(await checkSizes(page, "the computer Roman's turn"), ['1920×1080', '1366×768', '390×844']);
      const before = (await stored(page, SEED)).actions.length;
      const logBefore = await logLength(page);
      await turn.getByRole('button', { name: 'Resume', exact: true }).click();
      const f = await frames(page, 3_000);
      log(`while the computer thinks: ${f.n} frames in 3 s, longest gap ${f.worst} ms, main-thread tasks ≥ 50 ms: [${f.long.join(', ')}] (shared machine)`);
      assert.ok(f.n >= 45, `the page keeps drawing frames (${f.n} in 3 s)`);

      // Its moves enter the log like a person's. Not every action writes a line (ending a step may
      // not), so a turn of the computer that ends without one is followed by the person's phases and
      // the computer's next turn; while the computer acts, only its actions can add to the log.
      const played = await playedPast(page, SEED, before, 90_000);
      let from = logBefore;
      let grown = 0;
      for (let turns = 1; ; turns++) {
        await page.waitForFunction(
          (n) => document.querySelectorAll('[aria-label="Game log"] li').length > n || !document.querySelector('[aria-label="Computer to act"]'),
          from,
          { timeout: 60_000, polling: 250 },
        );
        grown = (await logLength(page)) - from;
        if (grown > 0) break;
        assert.ok(turns < 4, 'in three turns of the computer, its actions wrote nothing in the log');
        await playUntilComputer(page);
        from = await logLength(page);
      }
      log(`the computer played ${played - before} Roman actions; the log grew by ${grown} entries during its turn (from ${from})`);

      // Quit while the computer is to act (after the person's next phases if its turn ended), resume: it goes on.
      if (!(await turn.isVisible())) await playUntilComputer(page);
      await page.getByRole('toolbar', { name: 'Game' }).getByRole('button', { name: 'Quit', exact: true }).click();
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      const list = page.getByRole('region', { name: 'Games in progress' });
      await list.waitFor();
      assert.match(await list.innerText(), /Roman: computer \(easy\) · Gallic: you/, 'the list of games says who holds each seat');
      const atQuit = (await stored(page, SEED)).actions.length;
      assert.deepEqual((await stored(page, SEED)).meta.seats, { roman: 'easy' }, 'the record says the Roman is the computer’s');
      await list.getByRole('button', { name: /^Resume\b/ }).first().click();
      await computerTurn(page).or(prompt(page)).first().waitFor({ timeout: 30_000 });
      await closeBriefing(page);
      if (!(await computerTurn(page).isVisible())) await playUntilComputer(page);
      assert.match(await computerTurn(page).getByRole('status').textContent(), /Roman player computer \(easy\)/, 'resumed against the same opponent');
      const resumed = await playedPast(page, SEED, atQuit, 90_000);
      log(`resumed: the computer played on (${resumed - atQuit} more actions)`);
      await settle(page).catch(() => undefined);
    },
  },
  {
    name: 'bot: the naval exercise watched computer against computer to its end',
    timeoutMs: 8 * 60_000,
    async run({ page, baseURL, log }) {
      const t0 = Date.now();
      await start(page, baseURL, { scenario: /Fleet of the Veneti/, seats: { Roman: 'Computer — easy', Gallic: 'Computer — easy' }, seed: WATCH_SEED });
      await computerTurn(page).waitFor({ timeout: 30_000 });
      assert.equal(await whoPlays(page), 'Roman: computer (easy) · Gallic: computer (easy) · watched');
      await checkA11y(page, 'a game watched computer against computer');
      log(`the watched game checked at ${(await checkSizes(page, 'the watched game')).join(', ')}`);
      const dialog = gameOverDialog(page);
      await dialog.waitFor({ timeout: 6 * 60_000 });
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      assert.match(text, /Veneti|Rom|Gaul|wins|draw/i, 'the result is said');
      const { actions, meta } = await stored(page, WATCH_SEED);
      assert.deepEqual(meta.seats, { roman: 'easy', gallic: 'easy' });
      log(`watched to the end: ${actions.length} actions in ${Math.round((Date.now() - t0) / 1000)} s on this shared machine — ${text.slice(0, 160)}`);
      await checkA11y(page, 'the game-over dialog of a watched game');
    },
  },
];
