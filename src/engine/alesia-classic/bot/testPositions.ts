/** Test helper: real Alesia positions from seeded random games, for the bot's tests. */
import { alesiaClassic } from '../system';
import { deployed, randomPlayout } from '../testing';
import type { AcOptions, AcSide, AcState } from '../state';

const CACHE = new Map<string, AcState[]>();

/** Every position of a random game of `actions` actions from the historical deployment. */
export function gamePositions(seed: string, actions: number, options: Partial<AcOptions> = {}): AcState[] {
  const key = `${seed}:${actions}:${JSON.stringify(options)}`;
  let out = CACHE.get(key);
  if (!out) {
    const list: AcState[] = [];
    const start = deployed(seed, options);
    list.push(start);
    randomPlayout(start, `walk:${seed}`, actions, (s) => list.push(s));
    CACHE.set(key, (out = list));
  }
  return out;
}

/** Positions where `side` is to act with a real choice, one per `phase:step` kind, then every `every`-th. */
export function choicePositions(states: readonly AcState[], side: AcSide, every = 25): AcState[] {
  const seen = new Set<string>();
  return states.filter((s, i) => {
    if (alesiaClassic.toAct(s) !== side || alesiaClassic.legalActions(s).length < 2) return false;
    const kind = `${s.phase}:${!!s.fire.window}:${s.combat ? 'combat' : ''}`;
    const fresh = !seen.has(kind);
    seen.add(kind);
    return fresh || i % every === 0;
  });
}
