/**
 * The order of battle of Alesia (1983 rules). The rules give no counter list (the seed lacks it);
 * docs/reconstruction/alesia-oob.md gives the argument for every line.
 *
 * Gallic side — sourced (tournament notes, cross-checked with the rules' examples): besieged
 * 4 × 9-6, 5 × 8-6, 10 × 7-6, 6 × 6-6, 20 × 5-6 with Vercingetorix; relief 60 × 7-6, 38 × 6-6,
 * 18 × 5-6 and 20 cavalry 2-13. Vercingetorix's MF is reconstructed (6, the pace of his infantry).
 *
 * Roman side — 23 forts and 154 other units are sourced; the mix is reconstructed within every
 * stated fact (legion cohorts 5-8 more than 69, some 6-8 and 4-7, cavalry at 2, at least 9 slingers
 * and 3 archer groups, fewer than ten of each missile type and of the Numidian light infantry,
 * Roman average under 5): 80 × 5-8 (legions VII–IX, XI–XV), 10 × 6-8 (the 10th), 28 × 4-7 (North
 * Italian recruits), 12 German cavalry 2-13, 6 Numidian archer groups, 9 Balearic slinger groups,
 * 9 Numidian light infantry 2-10, Caesar and Labienus.
 */
import type { AcUnitDef } from './types';

const ORD = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];
const ordinal = (n: number) => ORD[n - 1] ?? `${n}th`;

const GALLIC_SOURCE = 'Counter mix from a tournament player’s notes, cross-checked with the rules’ examples (8-6, 7-6, 6-6, 5-6 infantry; cavalry at 2 factors).';
const ROMAN_MIX = 'Reconstructed mix within the stated facts (154 units besides forts, mostly 5-8 cohorts, Roman average under 5).';

/** Besieged tribes (flavour, AC 2.6): the Mandubii of the town, Vercingetorix's Arverni, the Aedui of the rules' example, and allies named in BG VII. */
const BESIEGED_TRIBES = ['Aedui', 'Arverni', 'Mandubii', 'Cadurci', 'Senones', 'Bituriges', 'Lemovices', 'Carnutes', 'Parisii'];
/** The relief army's levy (BG VII.75), weighted roughly by the contingent each state was asked for. */
const RELIEF_TRIBES: readonly [string, number][] = [
  ['Arverni', 18], ['Aedui', 17], ['Sequani', 6], ['Senones', 6], ['Bituriges', 6], ['Santones', 6], ['Ruteni', 6], ['Carnuti', 6],
  ['Lemovices', 5], ['Pictones', 4], ['Turoni', 4], ['Parisii', 4], ['Helvetii', 4], ['Armoricans', 10], ['Ambiani', 2],
  ['Mediomatrici', 2], ['Petrocorii', 2], ['Nervii', 2], ['Morini', 2], ['Nitiobriges', 2], ['Aulerci', 3], ['Atrebates', 2], ['Bellovaci', 1],
];

function gallic(): AcUnitDef[] {
  const out: AcUnitDef[] = [];
  const besieged: [number, number][] = [[9, 4], [8, 5], [7, 10], [6, 6], [5, 20]];
  const perTribe = new Map<string, number>();
  const next = (tribe: string) => {
    const n = (perTribe.get(tribe) ?? 0) + 1;
    perTribe.set(tribe, n);
    return n;
  };
  let i = 0;
  for (const [cf, count] of besieged) {
    for (let k = 0; k < count; k++) {
      const tribe = BESIEGED_TRIBES[i % BESIEGED_TRIBES.length];
      i++;
      out.push({ id: `gb-${i}`, side: 'gallic', kind: 'infantry', force: 'besieged', cf, mf: 6, pool: 'gallic-infantry', name: `${ordinal(next('b:' + tribe))} assault group of the ${tribe}`, source: GALLIC_SOURCE, reconstructed: false });
    }
  }
  const deck: string[] = RELIEF_TRIBES.flatMap(([t, n]) => Array<string>(n).fill(t));
  const relief: [number, number][] = [[7, 60], [6, 38], [5, 18]];
  let j = 0;
  for (const [cf, count] of relief) {
    for (let k = 0; k < count; k++) {
      const tribe = deck[(j * 37) % deck.length];
      j++;
      out.push({ id: `gr-${j}`, side: 'gallic', kind: 'infantry', force: 'relief', cf, mf: 6, pool: 'gallic-infantry', name: `${ordinal(next('r:' + tribe))} assault group of the ${tribe}`, source: GALLIC_SOURCE, reconstructed: false });
    }
  }
  for (let k = 1; k <= 20; k++) out.push({ id: `gc-${k}`, side: 'gallic', kind: 'cavalry', force: 'relief', cf: 2, mf: 13, pool: 'gallic-cavalry', name: `${ordinal(k)} squadron of Gallic cavalry`, source: `${GALLIC_SOURCE} 2-13 as printed in a play report.`, reconstructed: false });
  out.push({ id: 'vercingetorix', side: 'gallic', kind: 'leader', force: 'besieged', cf: 0, mf: 6, pool: 'none', name: 'Vercingetorix', source: 'MF reconstructed: the pace of the infantry he must escape with.', reconstructed: true });
  return out;
}

function roman(): AcUnitDef[] {
  const out: AcUnitDef[] = [];
  const legions = ['VII', 'VIII', 'IX', 'XI', 'XII', 'XIII', 'XIV', 'XV'];
  for (const l of legions) for (let c = 1; c <= 10; c++) out.push({ id: `r-${l.toLowerCase()}-${c}`, side: 'roman', kind: 'cohort', cf: 5, mf: 8, pool: 'legion', name: `${ordinal(c)} cohort of Legio ${l}`, source: `5-8 cohorts are in the rules' fort-assault example. ${ROMAN_MIX}`, reconstructed: true });
  for (let c = 1; c <= 10; c++) out.push({ id: `r-x-${c}`, side: 'roman', kind: 'cohort', cf: 6, mf: 8, pool: 'legion', name: c === 1 ? 'First cohort of the Tenth Legion (Caesar’s bodyguard)' : c === 2 ? 'Second cohort of the Tenth Legion (Caesar’s finest)' : `${ordinal(c)} cohort of the Tenth Legion`, source: `The 10th's cohorts are named on counters; 6-8 is the strongest Roman value seen. ${ROMAN_MIX}`, reconstructed: true });
  for (let c = 1; c <= 28; c++) out.push({ id: `r-rec-${c}`, side: 'roman', kind: 'recruit', cf: 4, mf: 7, pool: 'legion', name: `${c <= 10 ? ordinal(c) : `${c}th`} cohort of the North Italian recruits`, source: `Recruit cohorts are named on counters (at least 8); 4-7 is the weakest Roman cohort seen. ${ROMAN_MIX}`, reconstructed: true });
  for (let c = 1; c <= 12; c++) out.push({ id: `r-cav-${c}`, side: 'roman', kind: 'cavalry', cf: 2, mf: 13, pool: 'roman-cavalry', name: `${c <= 10 ? ordinal(c) : `${c}th`} squadron of Germanic cavalry`, source: `Cavalry at 2 factors (rules 15.2, 22.43); MF as the Gallic cavalry. ${ROMAN_MIX}`, reconstructed: true });
  for (let c = 1; c <= 6; c++) out.push({ id: `r-arch-${c}`, side: 'roman', kind: 'archer', cf: 1, mf: 8, pool: 'none', name: `${ordinal(c)} group of Numidian archers`, source: `At least 3 groups (counter caption), fewer than 10 (designer). Defend at 1 (rule 20.1). ${ROMAN_MIX}`, reconstructed: true });
  for (let c = 1; c <= 9; c++) out.push({ id: `r-sling-${c}`, side: 'roman', kind: 'slinger', cf: 1, mf: 8, pool: 'none', name: `${ordinal(c)} group of Balearic slingers`, source: 'Exactly 9: the caption names a ninth group and the designer says there are fewer than ten. Defend at 1 (rule 20.1).', reconstructed: true });
  for (let c = 1; c <= 9; c++) out.push({ id: `r-num-${c}`, side: 'roman', kind: 'light', cf: 2, mf: 10, pool: 'none', name: `${ordinal(c)} group of Numidian light infantry`, source: `At least 1 (caption), fewer than 10 (designer); never revived (rule 12.4). ${ROMAN_MIX}`, reconstructed: true });
  out.push({ id: 'caesar', side: 'roman', kind: 'leader', cf: 0, mf: 12, pool: 'none', name: 'Caesar', source: 'MF reconstructed: a mounted general with his escort, faster than any cohort.', reconstructed: true });
  out.push({ id: 'labienus', side: 'roman', kind: 'leader', cf: 0, mf: 12, pool: 'none', name: 'Labienus', source: 'MF reconstructed, as Caesar.', reconstructed: true });
  for (let f = 1; f <= 23; f++) out.push({ id: `fort-${f}`, side: 'roman', kind: 'fort', cf: 0, mf: 0, pool: 'none', name: `Fort ${f}`, source: '23 forts (rule 24.1; Caesar BG VII.69).', reconstructed: false });
  return out;
}

export const AC_UNITS: readonly AcUnitDef[] = [...gallic(), ...roman()];
const BY_ID = new Map(AC_UNITS.map((u) => [u.id, u]));
/** Every counter's id, in the order of AC_UNITS: a position's unit table is kept in this order (state.ts). */
export const AC_IDS: readonly string[] = AC_UNITS.map((u) => u.id);
/** Where each counter stands in AC_IDS. */
export const UNIT_INDEX: ReadonlyMap<string, number> = new Map(AC_IDS.map((id, i) => [id, i]));
export const acUnit = (id: string): AcUnitDef => {
  const u = BY_ID.get(id);
  if (!u) throw new Error(`unknown Alesia counter ${id}`);
  return u;
};
