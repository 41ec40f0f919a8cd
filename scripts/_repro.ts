import { playMatch, type Seat } from '../src/engine/core/bot/match';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { alesiaClassicBot } from '../src/engine/alesia-classic/bot/adapter';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { deployed } from '../src/engine/alesia-classic/testing';
import { acRandomSeat } from './lib/arenaRandom';
import { writeFileSync } from 'node:fs';
for (let g = 0; g < 10; g++) {
  let rng: RngState = seedRng(`policy seat:s18:a:${g}`);
  const pol: Seat<any, any, any> = (view, sd, legal) => { let s: any; [s, rng] = alesiaClassicBot.determinize(view, sd, rng); let a: any; [a, rng] = alesiaClassicBot.policy!(s, legal, rng); return a; };
  let last: any = null; let lastA: any = null;
  const sys = { ...alesiaClassic, apply: (s: any, a: any) => { last = s; lastA = a; return alesiaClassic.apply(s, a); } };
  try { const r = playMatch(sys as any, deployed(`s18:${g}`, {}, 'standard'), { gallic: pol, roman: acRandomSeat(alesiaClassicBot as never, `s18:b:${g}`) } as any, 8000); console.log(g, r.outcome?.winner, r.actions); }
  catch (e) { console.log(g, 'THROW', String(e), JSON.stringify(lastA), 'phase', last.phase, 'combat', JSON.stringify(last.combat).slice(0, 1500)); writeFileSync('/tmp/acs-repro.json', JSON.stringify({ state: last, action: lastA })); break; }
}
