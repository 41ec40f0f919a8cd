/**
 * The ready historical deployment (./historical.ts) as text, one line per hex in label order with
 * the counters set up there: what `historical.checked.txt` holds and `historical.checked.test.ts`
 * compares. Two deployments are written: from the standard set-up (every Roman counter in the
 * pool, AC 3.2), and around counters the Roman has set up himself (fort-1 and Labienus where the
 * standard plan puts them, Caesar on the Seventh's first cohort's hex), which the plan must leave
 * where they are.
 */
import { parseHexKey } from '../../hex/coords';
import { AC_UNITS } from '../data/units';
import { acLabel } from '../map/grid';
import type { AcState } from '../state';
import { setupAc } from './setup';
import { historicalDeployment } from './historical';

/** A fresh standard game: the Roman's counters all in the pool. */
export function freshAc(): AcState {
  const r = setupAc({ scenario: 'standard', seed: 'hist', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

/**
 * The standard game with fort-1, Caesar and Labienus set up by the Roman himself: fort-1 and
 * Labienus where the standard plan would put them, Caesar where it puts the Seventh's first cohort.
 */
export function ownPlaced(): { s: AcState; fort: string; caesar: string; labienus: string } {
  const base = freshAc();
  const std = historicalDeployment(base);
  const fort = std.get('fort-1')!;
  const caesar = std.get('r-vii-1')!;
  const labienus = std.get('labienus')!;
  const s = structuredClone(base);
  s.units[AC_UNITS.findIndex((u) => u.id === 'labienus')] = { loc: { at: 'hex', hex: labienus } };
  s.units[AC_UNITS.findIndex((u) => u.id === 'fort-1')] = { loc: { at: 'hex', hex: fort } };
  s.units[AC_UNITS.findIndex((u) => u.id === 'caesar')] = { loc: { at: 'hex', hex: caesar } };
  return { s, fort, caesar, labienus };
}

/** A plan (unit → hex key) as `label unit unit …` lines, hexes by label, counters by id. */
export function planLines(plan: ReadonlyMap<string, string>): string[] {
  const byHex = new Map<string, string[]>();
  for (const [id, k] of plan) {
    const label = acLabel(parseHexKey(k));
    byHex.set(label, [...(byHex.get(label) ?? []), id]);
  }
  return [...byHex].map(([label, ids]) => `${label} ${ids.sort().join(' ')}`).sort();
}

/** Both deployments, with a heading line each. */
export function historicalLines(): string[] {
  const std = historicalDeployment(freshAc());
  const own = ownPlaced();
  const around = historicalDeployment(own.s);
  return [
    `standard ${std.size}`,
    ...planLines(std),
    `around fort-1 ${acLabel(parseHexKey(own.fort))} caesar ${acLabel(parseHexKey(own.caesar))} labienus ${acLabel(parseHexKey(own.labienus))} ${around.size}`,
    ...planLines(around),
  ];
}
