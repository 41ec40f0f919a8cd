/**
 * The Bellum Gallicum II behaviour digest (issue 18, a speed-work oracle): plays seeded games of every
 * scenario, solo and hot-seat, with the random and the aggressive policy of scripts/lib/playout.ts,
 * and prints, for every state met, a hash of its legal list (order and key order included), of the
 * state the chosen action leads to and of the log entries it wrote. It also checks that `apply` left
 * its input as it was, and every fifth step applies the action to a copy the engine never handed out
 * (no cached list), marking the line REPLAY-DIFFERS or REPLAY-REFUSED when that goes otherwise. Run it
 * before and after a change that must not change behaviour, and compare the outputs:
 *
 *   npx vite-node scripts/bellumLegalDigest.ts -- [--games N] [--cap N] > before.txt
 */
import { bellum } from '../src/engine/bellum/system';
import type { BellumAction } from '../src/engine/bellum/state';
import { SCENARIO_INFOS } from '../src/engine/bellum/data/scenarios';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { hashString } from '../src/engine/core/hash';
import { choose, POLICIES, setupOptions } from './lib/playout';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const games = arg('--games', 5);
const cap = arg('--cap', 3000);

/** Plain JSON, not the key-sorted form: a change of key order shows too. */
const h = (x: unknown) => hashString(JSON.stringify(x) ?? 'undefined');

for (const info of SCENARIO_INFOS) {
  for (const solo of info.solo ? [true, false] : [false]) {
    for (const policy of POLICIES) {
      for (let g = 0; g < games; g++) {
        const seed = `bg-digest-${info.id}-${solo ? 's' : 'h'}-${policy}-${g}`;
        const r = bellum.setup(setupOptions(info.id, seed, solo));
        if (!r.ok) throw new Error(r.rejection.message);
        let s = r.state;
        let rng: RngState = seedRng(`policy:${seed}`);
        let before = h(s);
        console.log(`${seed} setup ${before} ${h(r.log ?? [])}`);
        let n = 0;
        for (; n < cap && !s.outcome; n++) {
          const legal = bellum.legalActions(s);
          let a: BellumAction;
          [a, rng] = choose(policy, s, legal, rng);
          const res = bellum.apply(s, a);
          if (!res.ok) throw new Error(`${seed} ${n}: legal action refused: ${res.rejection.message}`);
          if (h(s) !== before) throw new Error(`${seed} ${n}: apply changed its input state`);
          let replay = '';
          if (n % 5 === 0) {
            const res2 = bellum.apply(structuredClone(s), a);
            replay = res2.ok ? (h(res2.state) === h(res.state) && h(res2.log) === h(res.log) ? ' replay-same' : ' REPLAY-DIFFERS') : ' REPLAY-REFUSED';
          }
          s = res.state;
          before = h(s);
          console.log(`${n} ${s.step} ${bellum.toAct(s)} ${legal.length} ${h(legal)} ${before} ${h(res.log)} ${h(res.action)}${replay}`);
        }
        console.log(`${seed} end ${n} ${s.outcome ? JSON.stringify(s.outcome) : 'capped'}`);
      }
    }
  }
}
