/**
 * Shared helpers of the scripted commanders used by the scenario balance checks (6.3, 6.4): who
 * stands where, the shortest road, the first legal action of a kind, how to take losses.
 */
import { REGION_BY_ID } from '../../../src/engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../../src/engine/bellum/data/units';
import type { BellumAction, BellumState, Side } from '../../../src/engine/bellum/state';

/** Combat units of a side on the map in a region (ships left out); `field`: in the open only. */
export const live = (s: BellumState, region: string, side: Side, field = false) =>
  Object.keys(s.units).filter((u) => {
    const st = s.units[u];
    return st.out === null && st.region === region && UNIT_BY_ID[u].side === side && UNIT_BY_ID[u].kind !== 'ship' && (!field || st.place === null);
  });

/** A region still to win: not pro-Roman, or with Gallic units in it. */
export const unsettled = (s: BellumState, r: string) => s.control[r] !== 'roman' || live(s, r, 'gallic').length > 0;

export function nextStep(from: string, to: string): string | null {
  if (from === to) return null;
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const r = queue.shift()!;
    for (const n of [...REGION_BY_ID[r].neighbours].sort()) {
      if (prev.has(n) || n === 'germania' || n === 'britannia') continue;
      prev.set(n, r);
      if (n === to) {
        let step = n;
        while (prev.get(step) !== from) step = prev.get(step)!;
        return step;
      }
      queue.push(n);
    }
  }
  return null;
}

export function distance(from: string, to: string): number {
  let d = 0;
  let at = from;
  while (at !== to && d < 20) {
    const n = nextStep(at, to);
    if (!n) return 99;
    at = n;
    d += 1;
  }
  return d;
}

/** The first legal action of the first type present, in the order given. */
export const first = (legal: BellumAction[], types: string[]) => {
  for (const t of types) {
    const a = legal.find((x) => x.t === t);
    if (a) return a;
  }
  return undefined;
};

/** Losses: weaken intact units first, legions last, so few units leave the field. */
export function lossChoice(s: BellumState, legal: BellumAction[]): BellumAction | undefined {
  const lossActs = legal.filter((a): a is Extract<BellumAction, { t: 'boardLoss' | 'loss' }> => a.t === 'boardLoss' || a.t === 'loss');
  if (lossActs.length === 0) return undefined;
  const score = (u: string) => (s.units[u].reduced ? 100 : 0) + (u.startsWith('legio') ? 10 : 0);
  return lossActs.slice().sort((a, b) => score(a.unit) - score(b.unit))[0];
}

/** A Roman army (5+ units in the open) stands in or next to the region and outnumbers `mine`. */
export function threatened(s: BellumState, region: string, mine: number): boolean {
  for (const r of [region, ...REGION_BY_ID[region].neighbours]) {
    const romans = live(s, r, 'roman', true).length;
    if (romans >= 5 && romans > mine) return true;
  }
  return false;
}
