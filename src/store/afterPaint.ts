/**
 * When the app writes a game to its database (gameWriter.ts): after the click's frame is painted
 * (the first idle period after the next animation frame, at most 0.2 s after it), never on the path
 * from a click to its frame; and at once when the page is hidden or unloaded. (The click itself
 * only journals the action in localStorage, so nothing is lost if the write never happens.)
 */

type Scheduling = {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  requestAnimationFrame?: (cb: () => void) => number;
};

/** Hidden pages run no animation frames: the write then waits at most this long. */
const NO_FRAME_MS = 1000;

/** Runs `run` once, when the browser is idle after painting its next frame. */
export function afterPaint(run: () => void): void {
  const g = globalThis as Scheduling;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // An idle callback asked for before the frame could run before it (in the idle time left by
  // the previous frame): ask for it from the frame itself.
  const whenIdle = () => {
    if (typeof g.requestIdleCallback === 'function') g.requestIdleCallback(once, { timeout: 200 });
    else setTimeout(once, 0);
  };
  if (typeof g.requestAnimationFrame === 'function') g.requestAnimationFrame(whenIdle);
  setTimeout(once, NO_FRAME_MS);
}

/**
 * Runs `run` when the browser is next idle (at most `timeoutMs` later), or after the current task
 * where there is no idle callback. For work a click may need soon but no frame is waiting for.
 */
export function whenIdle(run: () => void, timeoutMs = 150): void {
  const g = globalThis as Scheduling;
  if (typeof g.requestIdleCallback === 'function') g.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}

/**
 * Calls `flush` when the page is hidden, left or unloaded (a no-op outside a browser). No
 * `beforeunload` listener: `pagehide` covers reloads and closing, and an unload listener would keep
 * some browsers from caching the page for back/forward navigation.
 */
export function flushWhenPageHides(flush: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
