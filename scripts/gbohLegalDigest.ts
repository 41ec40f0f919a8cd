/**
 * The Alésia (GBoH) behaviour digest (issue 18, a speed-work oracle): plays seeded random games of
 * 12.1–12.3 with the bench's policy (scripts/lib/agPlayout.ts, biased and uniform) and prints, for
 * every state met, a hash of its legal list (every entry, order and key order included), of the
 * state the chosen action leads to and of the log entries it wrote. It also checks that `apply` left
 * its input as it was, and every fifth step applies the action to a copy the engine never handed out
 * (no cached list, no carried caches), marking the line REPLAY-DIFFERS or REPLAY-REFUSED when that
 * goes otherwise. Run it before and after a change that must not change behaviour, and compare:
 *
 *   npx vite-node scripts/gbohLegalDigest.ts -- [--games N] [--cap N] > before.txt
 *
 * (scripts/legalDigest.ts hashes the lists and reaches only; this one the states and logs too.)
 */
import { alesiaGboh } from '../src/engine/alesia-gboh/system';
import type { AgAction } from '../src/engine/alesia-gboh/actions';
import type { AgScenarioId } from '../src/engine/alesia-gboh/state';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { hashString } from '../src/engine/core/hash';
import { chooseAgAction } from './lib/agPlayout';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const games = arg('--games', 2);
const cap = arg('--cap', 1200);

/** Plain JSON, not the key-sorted form: a change of key order shows too. */
const h = (x: unknown) => hashString(JSON.stringify(x) ?? 'undefined');

for (const uniform of [false, true]) {
  for (let g = 0; g < games; g++) {
    for (const scenario of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
      const seed = `gb-digest-${uniform ? 'u' : 'b'}-${g}`;
      const r = alesiaGboh.setup({ scenario, seed, options: {} });
      if (!r.ok) throw new Error(r.rejection.message);
      let s = r.state;
      let rng: RngState = seedRng(`policy:${seed}`);
      let before = h(s);
      console.log(`${scenario} ${seed} setup ${before}`);
      let n = 0;
      for (; n < cap && !s.outcome; n++) {
        const legal = alesiaGboh.legalActions(s);
        let a: AgAction;
        [a, rng] = chooseAgAction(s, legal, rng, { callOffAfter: 10, placeByHand: false, placed: 0, uniform });
        const res = alesiaGboh.apply(s, a);
        if (!res.ok) throw new Error(`${scenario}/${seed} ${n}: legal action refused: ${res.rejection.message}`);
        if (h(s) !== before) throw new Error(`${scenario}/${seed} ${n}: apply changed its input state`);
        let replay = '';
        if (n % 5 === 0) {
          const res2 = alesiaGboh.apply(structuredClone(s), structuredClone(a));
          replay = res2.ok ? (h(res2.state) === h(res.state) && h(res2.log) === h(res.log) ? ' replay-same' : ' REPLAY-DIFFERS') : ' REPLAY-REFUSED';
        }
        s = res.state;
        before = h(s);
        console.log(`${n} ${s.step} ${alesiaGboh.toAct(s)} ${legal.length} ${h(legal)} ${before} ${h(res.log)} ${h(res.action)}${replay}`);
      }
      console.log(`${scenario} ${seed} end ${n} ${s.outcome ? JSON.stringify(s.outcome) : 'capped'}`);
    }
  }
}
