/**
 * The Alesia (1983 rules) behaviour digest (a speed-work oracle): plays seeded random games with the
 * bench's policy (testing.ts chooseAction) — several seeds with the default options, and games with
 * three and four players and every optional rule on (fire asked for, trench filling, leaders out,
 * reconnaissance, secret spheres, hidden stacks, a shielded Vercingetorix, shorter periods) — and
 * prints, for every state met, a hash of its legal list (order included), of the state the chosen
 * action leads to and of the log entries it wrote. It also checks that `apply` left its input as it
 * was, and every fifth step replays the action on a copy the engine never handed out (marking the
 * line REPLAY-DIFFERS or REPLAY-REFUSED when that goes otherwise). Run it before and after a change
 * that must not change behaviour, and compare the outputs:
 *
 *   npx vite-node scripts/acLegalDigest.ts -- [--games N] [--cap N] > before.txt
 */
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { chooseAction } from '../src/engine/alesia-classic/testing';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import type { AcOptions } from '../src/engine/alesia-classic/state';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { hashString, stableStringify } from '../src/engine/core/hash';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const games = arg('--games', 3);
const cap = arg('--cap', 20000);

const h = (x: unknown) => hashString(stableStringify(x));

const CONFIGS: { name: string; options: Partial<AcOptions> }[] = [
  { name: 'default', options: {} },
  { name: 'three', options: { players: 3, fire: 'ask', periodTurns: 11 } },
  {
    name: 'all-optional',
    options: { players: 4, fire: 'ask', periodTurns: 10, vercingetorixShielded: true, trenchFill: true, leaderOut: true, recon: true, caesarFrom: 'III', secretSpheres: true, hiddenStacks: true },
  },
  {
    name: 'all-optional-plan',
    options: { players: 4, fire: 'plan', periodTurns: 12, vercingetorixShielded: true, trenchFill: true, leaderOut: true, recon: true, secretSpheres: true, hiddenStacks: true },
  },
];

for (const cfg of CONFIGS) {
  for (let g = 0; g < games; g++) {
    const seed = `ac-digest-${cfg.name}-${g}`;
    const r = alesiaClassic.setup({ scenario: 'standard', seed, options: cfg.options });
    if (!r.ok) throw new Error(r.rejection.message);
    let s = r.state;
    let rng: RngState = seedRng(`policy:${seed}`);
    let moves = 0;
    let phase = s.phase;
    let before = h(s);
    console.log(`${cfg.name} ${seed} setup ${before} ${h(r.log ?? [])}`);
    let n = 0;
    for (; n < cap && !s.outcome; n++) {
      if (s.phase !== phase) { phase = s.phase; moves = 0; }
      const legal = alesiaClassic.legalActions(s);
      let a: AcAction;
      [a, rng] = chooseAction(s, legal, rng, moves);
      const res = alesiaClassic.apply(s, a);
      if (!res.ok) throw new Error(`${seed} ${n}: legal action refused: ${res.rejection.message}`);
      if (h(s) !== before) throw new Error(`${seed} ${n}: apply changed its input state`);
      // Every 5th step, the same action on a copy the engine never handed out (a replay's path: no
      // cached list, no remembered facts) must give the same state and log.
      let replay = '';
      if (n % 5 === 0) {
        const res2 = alesiaClassic.apply(structuredClone(s), a);
        replay = res2.ok ? (h(res2.state) === h(res.state) && h(res2.log) === h(res.log) ? ' replay-same' : ' REPLAY-DIFFERS') : ' REPLAY-REFUSED';
      }
      if (a.t === 'move' || a.t === 'shift') moves++;
      s = res.state;
      before = h(s);
      console.log(`${n} ${s.phase} ${alesiaClassic.toAct(s)} ${legal.length} ${h(legal)} ${before} ${h(res.log)} ${h(res.action)}${replay}`);
    }
    console.log(`${cfg.name} ${seed} end ${n} ${s.outcome ? stableStringify(s.outcome) : 'capped'}`);
  }
}
