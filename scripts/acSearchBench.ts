/**
 * The Alesia (1983 rules) move search alone, A/B (issue 18): collects every search the bench's games
 * make for the unit now moving (the standard scenario, testing.ts chooseAction, seeds ac-bench-0…11:
 * its mover, starts and budget, from this tree's engine), checks that a base tree's `search`
 * (movement/reach.ts) and this tree's find the same hexes, costs, routes, stops and starts for every
 * one, then times both over all of them, alternating, in CPU time (less moved than wall time by
 * other work on a shared machine). `--thrash` reads a 512 KB buffer after each search, so that the
 * search starts with the caches filled by other work, as in a game (the buffer's time is in both).
 *
 *   git archive <commit> src | tar -x -C /tmp/acbase
 *   npx vite-node scripts/acSearchBench.ts -- --a /tmp/acbase [--thrash]
 */
import { resolve } from 'node:path';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { chooseAction } from '../src/engine/alesia-classic/testing';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import { edgeStarts, moverOf, search as searchB, wallStarts, type Start } from '../src/engine/alesia-classic/movement/reach';
import type { Mover } from '../src/engine/alesia-classic/movement/terrain';
import { record } from '../src/engine/alesia-classic/movement/movers';
import { unitOf } from '../src/engine/alesia-classic/state';
import { seedRng } from '../src/engine/core/rng';

const argv = process.argv.slice(2);
if (!argv.includes('--a')) throw new Error('--a <tree> is required (a directory holding src/)');
const base = resolve(argv[argv.indexOf('--a') + 1]);
const thrashing = argv.includes('--thrash');
const searchA = (await import(`${base}/src/engine/alesia-classic/movement/reach.ts`)).search as typeof searchB;

const cases: [Mover, Start[], number][] = [];
for (let g = 0; g < 12; g++) {
  const seed = `ac-bench-${g}`;
  const r0 = alesiaClassic.setup({ scenario: 'standard', seed, options: {} });
  if (!r0.ok) throw new Error(r0.rejection.message);
  let s = r0.state;
  let rng = seedRng(`policy:${seed}`);
  let moves = 0;
  let phase = s.phase;
  for (let k = 0; k < 20000 && !s.outcome; k++) {
    if (s.phase !== phase) { phase = s.phase; moves = 0; }
    const id = s.moving;
    if ((s.phase === 'roman-move' || s.phase === 'gallic-move') && id) {
      const u = unitOf(s, id);
      const starts = u.loc.at === 'town' ? wallStarts(s) : u.loc.at === 'obmc' ? edgeStarts(s, u.loc.zone) : u.loc.at === 'hex' ? [{ hex: u.loc.hex, cost: 0, via: 'hex' as const }] : [];
      const m = moverOf(s, id);
      void m.arr; // its arrays made now, on the position they belong to
      cases.push([m, starts, record(s, id).left]);
    }
    const legal = alesiaClassic.legalActions(s);
    let a: AcAction;
    [a, rng] = chooseAction(s, legal, rng, moves);
    const res = alesiaClassic.apply(s, a);
    if (!res.ok) throw new Error(res.rejection.message);
    if (a.t === 'move' || a.t === 'shift') moves++;
    s = res.state;
  }
}

const same = (p: ArrayLike<number>, q: ArrayLike<number>) => p.length === q.length && Array.prototype.every.call(p, (v: number, i: number) => v === q[i]);
let differ = 0;
for (const [m, st, b] of cases) {
  const x = searchA(m, st, b);
  const y = searchB(m, st, b);
  if (!same(x.at, y.at) || !same(x.costs, y.costs) || !same(x.from, y.from) || !same(x.halts, y.halts) || [...x.starts.values()].join() !== [...y.starts.values()].join()) differ++;
}
console.log(`${cases.length} searches; ${differ} differ between A and B`);

const junk = new Int32Array(1 << 17);
let sink = 0;
const thrash = () => { for (let i = 0; i < junk.length; i += 16) sink += junk[i]++; };
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const times: number[][] = [[], []];
const runs = thrashing ? 12 : 30;
for (let rep = 0; rep < runs; rep++) {
  for (const k of rep % 2 ? [1, 0] : [0, 1]) {
    const f = k ? searchB : searchA;
    const t = cpu();
    for (const [m, st, b] of cases) { f(m, st, b); if (thrashing) thrash(); }
    if (rep >= 4) times[k].push(((cpu() - t) / cases.length) * 1000);
  }
}
const med = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
const [ma, mb] = [med(times[0]), med(times[1])];
console.log(`per search (CPU${thrashing ? ', with the cache thrash' : ''}): median A ${ma.toFixed(2)} µs, B ${mb.toFixed(2)} µs (B/A ${(mb / ma).toFixed(3)}); min A ${Math.min(...times[0]).toFixed(2)}, B ${Math.min(...times[1]).toFixed(2)}${sink < 0 ? '' : ''}`);
