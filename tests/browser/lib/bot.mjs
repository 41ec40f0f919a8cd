// The computer opponent in the browser tests (issue 18): its turn on the page, the stored game, and
// the page's frames while the Worker thinks.
import { assert, readGames, waitForSaved } from './ui.mjs';

/** The computer's turn beside the person's own board (the prompt's place). */
export const computerTurn = (page) => page.getByRole('region', { name: 'Computer to act' });
/** The computer's turn alone, when no person's screen may be shown. */
export const computerTurnAlone = (page, side) => page.getByRole('dialog', { name: `The computer plays the ${side} side` });

/** The stored game of `seed` (IndexedDB caught up with the journal). */
export async function stored(page, seed) {
  await waitForSaved(page, 15_000);
  const game = (await readGames(page)).find((g) => g.meta.seed === seed);
  assert.ok(game, 'the game is stored');
  return game;
}

/** Waits until the stored game of `seed` has more than `n` actions (the computer has played); returns the count. */
export async function playedPast(page, seed, n, timeoutMs = 60_000) {
  const t0 = Date.now();
  for (;;) {
    const { actions } = await stored(page, seed);
    if (actions.length > n) return actions.length;
    if (Date.now() - t0 > timeoutMs) throw new Error(`the computer played nothing within ${timeoutMs / 1000} s (still ${n} actions)`);
    await page.waitForTimeout(250);
  }
}

/**
 * Frames drawn over `ms` and the longest gap between two (requestAnimationFrame), with the
 * main-thread tasks of 50 ms or more (the browser's own measure of a blocked page): the page's own
 * work per frame while the Worker thinks.
 */
export async function frames(page, ms) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let last = performance.now();
        let n = 0;
        let worst = 0;
        const end = last + ms;
        const long = [];
        const watcher = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => Math.round(e.duration))));
        watcher.observe({ type: 'longtask' });
        const tick = (t) => {
          worst = Math.max(worst, t - last);
          last = t;
          n++;
          if (t < end) requestAnimationFrame(tick);
          else {
            watcher.disconnect();
            resolve({ n, worst: Math.round(worst), long });
          }
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

/** The header's words on who plays (the track's, beside the turn). */
export async function whoPlays(page) {
  return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/^Commentarii — /, '').trim();
}
