import { seedRng, type RngState } from '../src/engine/core/rng';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import { alesiaClassicBot } from '../src/engine/alesia-classic/bot/adapter';
import type { AcState } from '../src/engine/alesia-classic/state';
import { alesiaClassic as sys } from '../src/engine/alesia-classic/system';
import { deployed } from '../src/engine/alesia-classic/testing';
import { acRandomSeat } from './lib/arenaRandom';
import { writeFileSync } from 'node:fs';
let prng: RngState = seedRng(`policy seat:s18:a:0`);
const pol = (view: unknown, side: string, legal: readonly AcAction[]) => { let s: AcState; [s, prng] = alesiaClassicBot.determinize(view as never, side as never, prng); let a: AcAction; [a, prng] = alesiaClassicBot.policy!(s, legal, prng); return a; };
const rnd = acRandomSeat(alesiaClassicBot as never, 's18:b:0');
let s = deployed('s18:0');
const hist: string[] = [];
for (let n = 0; n < 6000; n++) {
  const side = sys.toAct(s); if (side === null) break;
  const legal = sys.legalActions(s);
  const a = side === 'gallic' ? pol(sys.view(s, side), side, legal) : rnd(sys.view(s, side), side, legal, n);
  hist.push(`${side} ${s.phase} ${sys.actionKey(a)} battles=${JSON.stringify(s.combat?.battles ?? null)}`);
  let r;
  try { r = sys.apply(s, a); } catch (e) { writeFileSync('/tmp/ac/crash.json', JSON.stringify({ s, a })); console.log(hist.slice(-25).join('\n')); console.log('rages', JSON.stringify(s.rages)); throw e; }
  if (!r.ok) throw new Error(r.rejection.message); s = r.state;
}
