/**
 * Combat-unit counters of Bellum Gallicum II (BG 0.2, 0.4), reconstructed.
 *
 * Seed facts: legions XIII + XIV = 10 SP (example 1); the Roman first line of example 1 is 48 SP
 * (6 legions, 2 pro-Roman Gallic cavalry, 2 Roman cavalry, Numidians, Cretans, Balearics);
 * Germanic infantry of 8 and 6 SP (6.2.5); 3 triremes (5.1); 2 Veneti ships (5.2); tribal
 * counters follow the mobilisation scale of BG 0.4 exactly.
 * Reduced side: half the SPs, rounded up (in the owner's favour) — the only rule that turns the
 * Gallic 50 SP of example 2 into the 45 SP of example 4 (rules index I3).
 * See docs/reconstruction/counters.md.
 */
import type { Quality, TribeData, UnitData, UnitId } from './types';
import { TRIBES } from './tribes';

/** Reduced-side SPs: half, rounded up (BG I3, reconstructed). */
export function halfUp(sp: number): number {
  return Math.ceil(sp / 2);
}

const HALF = 'reduced side = half the SPs, rounded up';

function legion(numeral: string, quality: Quality, why: string): UnitData {
  return {
    id: `legio-${numeral.toLowerCase()}`,
    name: `Legio ${numeral}`,
    side: 'roman',
    kind: 'infantry',
    category: 'legion',
    roman: true,
    sp: 5,
    reducedSp: halfUp(5),
    quality,
    ranged: false,
    reconstructed: `5 SP from example 1 (XIII + XIV = 10); ${HALF}; ${why}`,
  };
}

function roman(
  id: UnitId,
  name: string,
  kind: UnitData['kind'],
  category: UnitData['category'],
  sp: number,
  quality: Quality,
  ranged: boolean,
  why: string,
  side: UnitData['side'] = 'roman',
): UnitData {
  const isRoman = category !== 'allied-cavalry' && category !== 'ship';
  return { id, name, side, kind, category, roman: isRoman, sp, reducedSp: sp === 1 ? 1 : halfUp(sp), quality, ranged, reconstructed: why };
}

const VETERAN = 'veteran legion of 58 (E)';
const NEW = 'legion raised during the war (B)';

export const LEGIONS: readonly UnitData[] = [
  legion('VII', 'E', VETERAN),
  legion('VIII', 'E', VETERAN),
  legion('IX', 'E', VETERAN),
  legion('X', 'E', 'Caesar\'s favourite veteran legion (E)'),
  legion('XI', 'B', NEW),
  legion('XII', 'B', NEW),
  legion('XIII', 'B', NEW),
  legion('XIV', 'B', NEW),
  legion('XV', 'B', 'raised 53 (B)'),
  legion('I', 'B', 'lent by Pompey in 53 (B)'),
  legion('V', 'B', 'raised in Transalpine Gaul (B)'),
  legion('VI', 'B', 'raised 52 (B)'),
];

const AUX_SUM = 'example 1: the 7 non-legion first-line units total 18 SP (48 − 6×5); chosen 2+2 allied cav, 3+3 Roman cav, 4 Numidians, 2 Cretans, 2 Balearics';

export const ROMAN_UNITS: readonly UnitData[] = [
  ...LEGIONS,
  roman('numidians', 'Numidians', 'infantry', 'auxiliary', 4, 'B', true, `${AUX_SUM}; light javelin troops, infantry (example 5 counts only 4 cavalry)`),
  roman('cretans', 'Cretans', 'infantry', 'auxiliary', 2, 'B', true, `${AUX_SUM}; archers`),
  roman('balearics', 'Balearics', 'infantry', 'auxiliary', 2, 'B', true, `${AUX_SUM}; slingers`),
  roman('roman-cav-1', 'Roman cavalry I', 'cavalry', 'roman-cavalry', 3, 'B', false, AUX_SUM),
  roman('roman-cav-2', 'Roman cavalry II', 'cavalry', 'roman-cavalry', 3, 'B', false, AUX_SUM),
  roman('roman-cav-3', 'Roman cavalry III', 'cavalry', 'roman-cavalry', 3, 'B', false, 'third counter so levies (BG 3.2) have one to return'),
  roman('allied-cav-1', 'Gallic cavalry I (pro-Roman)', 'cavalry', 'allied-cavalry', 2, 'B', false, `${AUX_SUM}; Gallic cavalry is 2 SP like tribal cavalry (BG 0.4)`),
  roman('allied-cav-2', 'Gallic cavalry II (pro-Roman)', 'cavalry', 'allied-cavalry', 2, 'B', false, AUX_SUM),
  roman('allied-cav-3', 'Gallic cavalry III (pro-Roman)', 'cavalry', 'allied-cavalry', 2, 'B', false, 'scenario 6.3 fields three'),
  roman('allied-cav-4', 'Gallic cavalry IV (pro-Roman)', 'cavalry', 'allied-cavalry', 2, 'B', false, 'spare for Supplementum (BG 3.2)'),
  roman('civis', 'Civis', 'infantry', 'civis', 4, 'M', false, 'Roman citizens of the Province called up (Crassus in 56, BG III.20); one counter (6.1.3); 4 SP, middling quality'),
  roman('trireme-1', 'Trireme I', 'ship', 'ship', 1, 'B', false, 'ships fight by counter count (BG 5.6.1); SP unused'),
  roman('trireme-2', 'Trireme II', 'ship', 'ship', 1, 'B', false, 'ships fight by counter count (BG 5.6.1); SP unused'),
  roman('trireme-3', 'Trireme III', 'ship', 'ship', 1, 'B', false, 'ships fight by counter count (BG 5.6.1); SP unused'),
];

/** Ariovistus' host, scenario 6.2 (BG 6.2.5). */
export const GERMANIC_UNITS: readonly UnitData[] = [
  roman('german-inf-1', 'Germanic infantry (8)', 'infantry', 'germanic-infantry', 8, 'E', false, `SP from 6.2.5; ${HALF}; Suebian warbands (E)`, 'gallic'),
  roman('german-inf-2', 'Germanic infantry (8)', 'infantry', 'germanic-infantry', 8, 'E', false, `SP from 6.2.5; ${HALF}`, 'gallic'),
  roman('german-inf-3', 'Germanic infantry (6)', 'infantry', 'germanic-infantry', 6, 'B', false, `SP from 6.2.5; ${HALF}`, 'gallic'),
  roman('german-inf-4', 'Germanic infantry (6)', 'infantry', 'germanic-infantry', 6, 'B', false, `SP from 6.2.5; ${HALF}`, 'gallic'),
  roman('german-cav-1', 'Germanic cavalry', 'cavalry', 'germanic-cavalry', 3, 'E', false, 'SP not in the seed: 3, above Gallic cavalry (BG I.48, mixed horse and foot)', 'gallic'),
  roman('german-cav-2', 'Germanic cavalry', 'cavalry', 'germanic-cavalry', 3, 'E', false, 'SP not in the seed: 3, above Gallic cavalry', 'gallic'),
].map((u) => ({ ...u, roman: false }));

/** Veneti fleet (BG 5.2). */
export const VENETI_SHIPS: readonly UnitData[] = [1, 2].map((n) => ({
  id: `veneti-ship-${n}`,
  name: `Veneti ship ${n === 1 ? 'I' : 'II'}`,
  side: 'gallic' as const,
  kind: 'ship' as const,
  category: 'ship' as const,
  roman: false,
  sp: 1,
  reducedSp: 1,
  quality: 'B' as const,
  ranged: false,
  tribe: 'veneti',
  reconstructed: 'ships fight by counter count (BG 5.6.1); SP unused',
}));

const TRIBAL_QUALITY =
  'tribal infantry B, tribal cavalry E (the noble horse): fits examples 2 and 4 (only the Nervii show an E unit, and it must be the cavalry for 50 → 45)';

/**
 * Counters of a tribe from its mobilisation rating, exactly per BG 0.4.
 * `ratingOverride` serves scenario rules such as the Helvetii at 5 in 6.2 (BG 6.2.7).
 * Germanic tribes (region 'germania') yield Germanic categories.
 */
export function tribalUnits(tribe: TribeData, ratingOverride?: TribeData['rating']): UnitData[] {
  const rating = ratingOverride ?? tribe.rating;
  const german = tribe.region === 'germania';
  const base = {
    side: 'gallic' as const,
    roman: false,
    ranged: false,
    tribe: tribe.id,
    reconstructed: tribe.reconstructed === undefined ? undefined : `rating reconstructed; quality: ${TRIBAL_QUALITY}`,
  };
  const inf = (id: string, sp: number): UnitData => ({
    ...base,
    id,
    name: `${tribe.name}${sp === 4 && rating === 5 ? ' (4)' : ''}`,
    kind: 'infantry',
    category: german ? 'germanic-infantry' : 'tribal-infantry',
    sp,
    reducedSp: halfUp(sp),
    quality: 'B',
    reconstructed: base.reconstructed ?? `quality: ${TRIBAL_QUALITY}`,
  });
  const cav = (): UnitData => ({
    ...base,
    id: `${tribe.id}-cav`,
    name: `${tribe.name} cavalry`,
    kind: 'cavalry',
    category: german ? 'germanic-cavalry' : 'tribal-cavalry',
    sp: 2,
    reducedSp: 1,
    quality: 'E',
    reconstructed: base.reconstructed ?? `quality: ${TRIBAL_QUALITY}`,
  });
  switch (rating) {
    case 1:
      return [inf(`${tribe.id}-inf`, 2)];
    case 2:
      return [inf(`${tribe.id}-inf`, 4)];
    case 3:
      return [inf(`${tribe.id}-inf`, 6)];
    case 4:
      return [inf(`${tribe.id}-inf`, 6), cav()];
    case 5:
      return [inf(`${tribe.id}-inf`, 6), inf(`${tribe.id}-inf2`, 4), cav()];
  }
}

/** Every tribal counter, built at the tribe's highest possible strength (Helvetii at 5 for 6.2). */
export const TRIBAL_UNITS: readonly UnitData[] = TRIBES.flatMap((tr) => tribalUnits(tr, tr.id === 'helvetii' ? 5 : undefined));

export const ALL_UNITS: readonly UnitData[] = [...ROMAN_UNITS, ...GERMANIC_UNITS, ...VENETI_SHIPS, ...TRIBAL_UNITS];

export const UNIT_BY_ID: Readonly<Record<UnitId, UnitData>> = Object.fromEntries(ALL_UNITS.map((u) => [u.id, u]));
