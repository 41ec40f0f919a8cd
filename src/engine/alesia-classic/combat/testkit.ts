/** Helpers for combat tests: a clear patch of ground, a combat phase opened on a position, dice fixed. */
import { nextDie, seedRng, type RngState } from '../../core/rng';
import { acLabel } from '../map/grid';
import { acMap, nbrs } from '../map/map';
import type { AcSide, AcState } from '../state';
import { startCombat } from './phase';

/** A low, open hex whose neighbours and their neighbours are open too — no terrain doubling anywhere near. */
export function clearHex(skip = 0): string {
  const open = (k: string) => {
    const d = acMap().hexes.get(k)!;
    return d.elevation === 'low' && !d.river && !d.trench && !d.rampart && !d.outerWorks && !d.campInterior && d.area !== 'town' && !d.edge;
  };
  const all = [...acMap().hexes.keys()].filter((k) => open(k) && nbrs(k).length === 6 && nbrs(k).every((n) => open(n) && nbrs(n).length === 6 && nbrs(n).every(open)));
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
