/**
 * The GBoH legal-list digest (issue 17, a speed-work oracle): plays seeded random games of 12.1–12.3
 * (the bench's policy, biased and uniform) and prints, for every state met, a hash of its legal list
 * (order included) and, every 10th command-step state, a hash of every mover's reach (ends, facings,
 * paths, Hits, ZOC, and why each board hex is barred). Run it before and after a change that must not
 * change the lists, and compare the two outputs:
 *
 *   npx vite-node scripts/legalDigest.ts -- [--games N] [--cap N] > before.txt
 */
import { alesiaGboh } from '../src/engine/alesia-gboh/system';
import { computeLegal } from '../src/engine/alesia-gboh/legal';
import { reach } from '../src/engine/alesia-gboh/movement/reach';
import { movers } from '../src/engine/alesia-gboh/movement/play';
import { moveBoard } from '../src/engine/alesia-gboh/movement/board';
import type { AgAction } from '../src/engine/alesia-gboh/actions';
import type { AgScenarioId } from '../src/engine/alesia-gboh/state';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { hashString, stableStringify } from '../src/engine/core/hash';
import { chooseAgAction } from './lib/agPlayout';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const games = arg('--games', 3);
const cap = arg('--cap', 1500);

for (const uniform of [false, true]) {
  for (let g = 0; g < games; g++) {
    for (const scenario of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
      const seed = `digest-${uniform ? 'u' : 'b'}-${g}`;
      const r = alesiaGboh.setup({ scenario, seed, options: {} });
      if (!r.ok) throw new Error(r.rejection.message);
      let s = r.state;
      let rng: RngState = seedRng(`policy:${seed}`);
      let commands = 0;
      for (let n = 0; n < cap && !s.outcome; n++) {
        const legal = computeLegal(s);
        let line = `${scenario} ${seed} ${n} ${s.step} ${legal.length} ${hashString(stableStringify(legal))}`;
        if (s.step === 'command' && commands++ % 10 === 0) {
          const mb = moveBoard(s.scenario);
          const parts: unknown[] = [];
          for (const id of movers(s)) {
            const m = reach(s, id);
            if (!m) { parts.push(null); continue; }
            parts.push([m.from, m.facing, m.budget, m.refused, m.rapidHits, [...m.ends.values()], mb.keys.map((k) => m.why(k)?.reason ?? 0)]);
          }
          line += ` reach ${hashString(stableStringify(parts))}`;
        }
        console.log(line);
        let a: AgAction;
        [a, rng] = chooseAgAction(s, alesiaGboh.legalActions(s), rng, { callOffAfter: 10, placeByHand: false, placed: 0, uniform });
        const res = alesiaGboh.apply(s, a);
        if (!res.ok) throw new Error(`${scenario}/${seed}: refused ${res.rejection.message}`);
        s = res.state;
      }
      console.log(`${scenario} ${seed} end ${s.outcome ? stableStringify(s.outcome) : 'capped'}`);
    }
  }
}
