/**
 * Paired focused replay of two Bellum engine trees (issue 18): the bench's games (Aquitania solo,
 * uniform random choice, its seeds) are played once by each tree to collect the states before the
 * actions of the chosen kinds, with their kept placement; then each (state, action) is replayed
 * many times — the state handed out again, its legal list computed and the action applied, as the
 * bench times them — the two trees alternating round by round. Warmer than the bench (the same kind
 * of action over and over), so it shows what a change does to those actions, not the bench's figure.
 *
 *   git archive <commit> src | tar -x -C /tmp/base
 *   npx vite-node scripts/bellumFocusedBench.ts -- --a /tmp/base [--b .] [--kind '^sack@combat->combat'] [--rounds 60]
 *
 * `--kind` is a regular expression over `action@step->next step` (a pending combat decision is
 * added as `:kind`, e.g. `endMove@roman.forced->combat:sack`).
 */
import { resolve } from 'node:path';
import { seedRng } from '../src/engine/core/rng';
import { pickRandom, policySeed, setupOptions } from './lib/playout';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/)');
const kind = new RegExp(arg('--kind', '.'));
const rounds = Number(arg('--rounds', '60'));

interface State {
  step: string;
  combat?: { pending?: { kind: string } | null } | null;
}
interface Tree {
  bellum: {
    setup(o: unknown): { state: State };
    legalActions(s: State): readonly { t: string }[];
    apply(s: State, a: unknown): { state: State };
    outcome(s: State): unknown;
  };
  handOut(s: State, placement: unknown): void;
  placementOf(s: State): unknown;
}

const trees: Tree[] = [];
for (const root of [resolve(arg('--a', '.')), resolve(arg('--b', '.'))]) {
  trees.push({
    bellum: (await import(`${root}/src/engine/bellum/system.ts`)).bellum,
    handOut: (await import(`${root}/src/engine/bellum/handedOut.ts`)).handOut,
    placementOf: (await import(`${root}/src/engine/bellum/queries.ts`)).keptPlacementOf,
  });
}

/** The (state, action, kept placement) of the chosen kinds along the bench's games. */
function collect(t: Tree): [State, unknown, unknown][] {
  const out: [State, unknown, unknown][] = [];
  for (let r = 0; r < 5; r++) {
    for (let i = 0; i < 20; i++) {
      const seed = `bench-solo-${r}-${i}`;
      let s = t.bellum.setup(setupOptions('aquitania', seed, true)).state;
      let rng = seedRng(policySeed(seed));
      for (let n = 0; n < 20000 && !t.bellum.outcome(s); n++) {
        const [a, next] = pickRandom(rng, t.bellum.legalActions(s));
        rng = next;
        const placement = t.placementOf(s);
        const after = t.bellum.apply(s, a).state;
        const pending = after.combat?.pending ? `:${after.combat.pending.kind}` : '';
        if (kind.test(`${a.t}@${s.step}->${after.step}${pending}`)) out.push([s, a, placement]);
        s = after;
      }
    }
  }
  return out;
}

const pairs = trees.map(collect);
const times: number[][] = [[], []];
for (let k = 0; k < rounds; k++) {
  for (const j of k % 2 ? [1, 0] : [0, 1]) {
    const t = trees[j];
    for (const [s, a, placement] of pairs[j]) {
      t.handOut(s, placement);
      const t0 = performance.now();
      t.bellum.legalActions(s);
      t.bellum.apply(s, a);
      if (k >= 4) times[j].push((performance.now() - t0) * 1000);
    }
  }
}
const median = (v: readonly number[]) => [...v].sort((x, y) => x - y)[v.length >> 1];
const [ma, mb] = times.map(median);
console.log(`${pairs[0].length} actions, ${rounds} rounds: median A ${ma.toFixed(2)} µs, B ${mb.toFixed(2)} µs (B/A ${(mb / ma).toFixed(3)})`);
