/** Helpers for combat tests: a clear patch of ground, a combat phase opened on a position, dice fixed. */
import { nextDie, seedRng, type RngState } from '../../core/rng';
import { acLabel } from '../map/grid';
import { acMap } from '../map/map';
import { hexKey, parseHexKey } from '../../hex/coords';
import { range } from '../../hex/shapes';
import type { AcSide, AcState } from '../state';
import { startCombat } from './phase';

/** A low, open hex with open ground all around it to `radius` hexes — no terrain effect anywhere near. */
export function clearHex(skip = 0, radius = 2): string {
  const open = (k: string) => {
    const d = acMap().hexes.get(k)!;
    return d.elevation === 'low' && !d.river && !d.trench && !d.rampart && !d.outerWorks && !d.campInterior && d.area !== 'town' && !d.edge;
  };
  const all = [...acMap().hexes.keys()].filter((k) => range(parseHexKey(k), radius).every((h) => acMap().hexes.has(hexKey(h)) && open(hexKey(h))));
  return all[skip];
}

export const labelOf = (k: string) => acLabel({ q: Number(k.split(',')[0]), r: Number(k.split(',')[1]) });

/** A generator state whose next dice are `dice` (searched among seeds). */
export function rngFor(...dice: number[]): RngState {
  for (let i = 0; i < 100_000; i++) {
    let st = seedRng(`dice${i}`);
    let ok = true;
    for (const d of dice) {
      const [v, next] = nextDie(st, 6);
      if (v !== d) { ok = false; break; }
      st = next;
    }
    if (ok) return seedRng(`dice${i}`);
  }
  throw new Error(`no seed gives ${dice.join(',')}`);
}

/** Open `side`'s combat phase on a hand-built position. */
export function inCombat(s: AcState, side: AcSide): AcState {
  const c = structuredClone(s);
  c.phase = side === 'gallic' ? 'gallic-combat' : 'roman-combat';
  c.combat = startCombat(c, side);
  return c;
}
