/**
 * Prints (as one JSON line) the prompt-button labels that bring a two-player game of 6.1 to a
 * Roman siege decision: the Roman follows the scripted plan of tests/unit/romanPlan.ts, the Gaul
 * slips unled units into his oppida (BG 3.3.2 c) and otherwise ends his moves. Used by the browser
 * test of the siege preview.
 *   vite-node scripts/siegeLabels.ts -- SEED
 */
import { bellum } from '../src/engine/bellum/system';
import { promptLabel } from './lib/promptLabel';
import type { BellumAction } from '../src/engine/bellum/state';
import { romanPlan } from '../tests/unit/romanPlan';

const seed = process.argv.slice(2).filter((a) => a !== '--')[0] ?? 'siege-0';
const r = bellum.setup({ scenario: 'aquitania', seed, options: { solo: false } });
if (!r.ok) throw new Error(r.rejection.message);
let s = r.state;
const labels: string[] = [];
const gaul = (legal: readonly BellumAction[]): BellumAction =>
  legal.find((x) => x.t === 'garrison') ?? legal.find((x) => x.t === 'refuge') ?? legal.find((x) => x.t === 'done' || x.t === 'endMove' || x.t === 'stand') ?? legal[0];
let reached = false;
for (let i = 0; i < 5000 && !s.outcome; i++) {
  if (s.combat?.pending?.kind === 'siegeStart' && s.combat.pending.side === 'roman') {
    reached = true;
    break;
  }
  const legal = bellum.legalActions(s);
  const a = bellum.toAct(s) === 'roman' ? romanPlan(s, legal) : gaul(legal);
  labels.push(promptLabel(s, legal, a, i));
  const res = bellum.apply(s, a);
  if (!res.ok) throw new Error(res.rejection.message);
  s = res.state;
}
process.stdout.write(JSON.stringify({ seed, reached, labels }) + '\n');
