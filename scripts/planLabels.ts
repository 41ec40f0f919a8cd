/**
 * Prints (as one JSON line) the prompt-button labels a player would click to play solo 6.1 with
 * the scripted Roman plan of tests/unit/romanPlan.ts, for a given seed, plus the outcome.
 * Used by the browser test that plays a whole Roman campaign through the UI.
 *   vite-node scripts/planLabels.ts -- SEED
 */
import { bellum } from '../src/engine/bellum/system';
import { promptLabel } from './lib/promptLabel';
import { romanPlan } from '../tests/unit/romanPlan';

const seed = process.argv.slice(2).filter((a) => a !== '--')[0] ?? 'plan-0';
const r = bellum.setup({ scenario: 'aquitania', seed, options: { solo: true } });
if (!r.ok) throw new Error(r.rejection.message);
let s = r.state;
const labels: string[] = [];
let battle = false;
for (let i = 0; i < 5000 && !s.outcome; i++) {
  const legal = bellum.legalActions(s);
  const a = romanPlan(s, legal);
  labels.push(promptLabel(s, legal, a, i));
  const res = bellum.apply(s, a);
  if (!res.ok) throw new Error(res.rejection.message);
  s = res.state;
  if (s.combat?.board) battle = true;
}
process.stdout.write(JSON.stringify({ seed, winner: s.outcome?.winner ?? null, battle, labels }) + '\n');
