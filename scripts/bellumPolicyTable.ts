/**
 * The Bellum playout policy against random and scripted play, every scenario and side, in one
 * process (issue 18): the same seats and seeds as `npm run arena -- --a policy` (seed `SEED:g`),
 * so a row here equals that arena row. One line per row; a quick before/after check of policy changes.
 *
 *   nice -n 10 npx vite-node scripts/bellumPolicyTable.ts -- --games 20 --seed t1 [--only aquitania] [--vs random|scripted]
 */
import { playMatch, randomSeat, type Seat } from '../src/engine/core/bot/match';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { bellum } from '../src/engine/bellum/system';
import { bellumBot } from '../src/engine/bellum/bot';
import { bellumScripted } from './lib/bellumScripted';

const argv = process.argv.slice(2).filter((x) => x !== '--');
const flag = (k: string, d: string) => {
  const i = argv.indexOf(k);
  return i >= 0 ? argv[i + 1] : d;
};
const games = Number(flag('--games', '20'));
const seed = flag('--seed', 't1');
const only = flag('--only', '');
const vsOnly = flag('--vs', '');

function policySeat(sd: string): Seat<any, any, any> {
  let rng: RngState = seedRng(`policy seat:${sd}`);
  return (view, side, legal) => {
    let s: unknown;
    [s, rng] = bellumBot.determinize(view, side, rng);
    let a: unknown;
    [a, rng] = bellumBot.policy!(s as never, legal as never, rng);
    return a;
  };
}

const SCENARIOS = ['aquitania', 'helvetii', 'last-uprising', 'belgica', 'veneti-fleet'];
for (const vs of ['random', 'scripted']) {
  if (vsOnly && vs !== vsOnly) continue;
  for (const scenario of SCENARIOS) {
    if (only && !scenario.includes(only)) continue;
    for (const side of ['roman', 'gallic'] as const) {
      const other = side === 'roman' ? 'gallic' : 'roman';
      let [w, d, l, u] = [0, 0, 0, 0];
      for (let g = 0; g < games; g++) {
        const r0 = bellum.setup({ scenario, seed: `${seed}:${g}`, options: { solo: false } });
        if (!r0.ok) throw new Error(r0.rejection.message);
        const seats = {
          [side]: policySeat(`${seed}:a:${g}`),
          [other]: vs === 'random' ? randomSeat(`${seed}:b:${g}`) : (bellumScripted(other, `${seed}:b:${g}`) as never),
        } as Record<string, Seat<any, any, any>>;
        const r = playMatch(bellum as never, r0.state, seats, 3000);
        const win = (r.outcome as { winner: string } | null)?.winner;
        if (!r.outcome) u++;
        else if (win === side) w++;
        else if (win === 'draw') d++;
        else l++;
      }
      process.stdout.write(`${scenario.padEnd(14)} ${side.padEnd(7)} vs ${vs.padEnd(9)} ${w}-${d}-${l}${u ? ` (+${u} unf)` : ''}  ${Math.round((100 * w) / Math.max(1, w + d + l))}%\n`);
    }
  }
}
