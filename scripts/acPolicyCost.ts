/**
 * The Alesia 1983 playout policy's cost per call, two versions paired (issue 18): positions (with
 * their legal lists, so the engine's per-position arrays are as warm as in a playout) from seeded
 * policy-vs-random games, then each version timed over all of them, alternating, several rounds.
 *
 *   npx vite-node scripts/acPolicyCost.ts -- [BEFORE_MODULE]   (default: the current policy against itself)
 *
 * BEFORE_MODULE: a path (from this script) to a module exporting `policyAc`, e.g. an older version
 * written out with `git show REV:src/engine/alesia-classic/bot/policy.ts > src/engine/alesia-classic/bot/_policyBefore.ts`.
 */
import { seedRng, type RngState } from '../src/engine/core/rng';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import { policyAc } from '../src/engine/alesia-classic/bot/policy';
import type { AcState } from '../src/engine/alesia-classic/state';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { deployed, chooseAction } from '../src/engine/alesia-classic/testing';

type Policy = (s: AcState, legal: readonly AcAction[], rng: RngState) => [AcAction, RngState];

async function main(): Promise<void> {
  const arg = process.argv.slice(2).filter((a) => a !== '--')[0];
  const before: Policy = arg ? ((await import(/* @vite-ignore */ new URL(arg, import.meta.url).pathname)) as { policyAc: Policy }).policyAc : policyAc;
  // Positions: the current policy plays one side, the simulator's random player the other.
  const positions: [AcState, readonly AcAction[]][] = [];
  for (const [side, seed] of [['gallic', 'cost:g'], ['roman', 'cost:r']] as const) {
    let s = deployed(seed);
    let rng: RngState = seedRng(seed);
    let moves = 0;
    let phase = s.phase;
    for (let n = 0; n < 2500 && !s.outcome; n++) {
      const legal = alesiaClassic.legalActions(s);
      if (s.phase !== phase) [phase, moves] = [s.phase, 0];
      if (legal.length > 1) positions.push([s, legal]);
      let a: AcAction;
      if (alesiaClassic.toAct(s) === side) [a, rng] = policyAc(s, legal, rng);
      else [a, rng] = chooseAction(s, legal, rng, moves);
      if (a.t === 'move' || a.t === 'select') moves++;
      const r = alesiaClassic.apply(s, a);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
  }
  const time = (p: Policy): number => {
    let rng: RngState = seedRng('time');
    const t = performance.now();
    for (const [s, legal] of positions) [, rng] = p(s, legal, rng);
    return ((performance.now() - t) * 1e6) / positions.length;
  };
  time(before);
  time(policyAc);
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < 6; round++) {
    if (round % 2) { a.push(time(before)); b.push(time(policyAc)); }
    else { b.push(time(policyAc)); a.push(time(before)); }
  }
  const med = (xs: number[]) => xs.slice().sort((x, y) => x - y)[xs.length >> 1];
  process.stdout.write(`${positions.length} positions; ns per call, median of 6 alternating rounds: before ${med(a).toFixed(0)}, now ${med(b).toFixed(0)} (rounds before ${a.map((x) => x.toFixed(0)).join(' ')}; now ${b.map((x) => x.toFixed(0)).join(' ')})\n`);
}

void main();
