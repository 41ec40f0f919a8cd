/**
 * One game, one tab: two tabs writing the same record would interleave their actions and leave a
 * game that no longer replays. While a game is open, its tab holds a Web Lock named after it;
 * another tab that tries to resume it is told where it is instead. The browser frees the lock when
 * the game is left or the tab goes away. Where Web Locks are missing (node, old browsers), every
 * lock is granted.
 */

type LockManagerLike = {
  request(name: string, opts: { ifAvailable: boolean }, cb: (lock: unknown) => Promise<void> | void): Promise<unknown>;
};

const PREFIX = 'commentarii.game.';

/** Takes the game's lock: a function that frees it, or null when another tab holds it. */
export function lockGame(id: string): Promise<(() => void) | null> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return Promise.resolve(() => {});
  return new Promise((resolve) => {
    locks
      .request(PREFIX + id, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(null);
          return;
        }
        return new Promise<void>((release) => resolve(() => release()));
      })
      .catch(() => resolve(() => {}));
  });
}
