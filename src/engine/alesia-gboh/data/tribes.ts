/**
 * The 30 tribal counters of the Gallic relief army (AG 2.0: "30 tribal counters"; AG 4.41–4.44):
 * 28 infantry tribes and the two cavalry counters — Size, Control and Withdrawal each (AG 4.42).
 * Plus the Alésia force, which has no counter but a Withdrawal level of its own (AG 5.61, 5.66).
 *
 * Fixed by the seed:
 *  - 26 Control values (AG 4.12 example = GB-4.12; AG 5.42 example = GB-5.42; the sample
 *    deployment GB-DEP): the 26 infantry tribes named there. The cavalry counters count 4 together
 *    (GB-DEP: "all the tribal cavalry (4)").
 *  - The cavalry counters' Size is 10 (AG 5.7).
 *  - The Alésia force's Withdrawal level is 18 (AG 5.66).
 *
 * Rebuilt (docs/reconstruction/gboh-counters.md §2): which 28 tribes the counters are (Caesar's levy,
 * BG VII.75, with the Lemovices inside the Armorican counter per AG 2.24's note — the 25 tribes of
 * GB-DEP plus the Sequani of GB-4.12, the Bellovaci of GB-5.45 and the Aedui of AG 5.65); the Aedui's
 * and Bellovaci's Control; every Size but the cavalry's; every Withdrawal level; the split 2 + 2 of
 * the cavalry's 4 Control points.
 *
 * Size rule (rebuilt): about 0.6 unit per 1,000 men Caesar says the tribe was asked for, at least 2
 * — which turns Caesar's ≈263,000 into the ≈110,000 relief infantry of AG 2.5's note (700 men a unit).
 * Withdrawal rule (rebuilt): 40% of Size, rounded, at least 1 — the ratio of the Alésia force (18 of
 * 44 units, AG 5.66).
 */
import type { AgTribeDef } from './types';

const FROM_EPOREDORIX = 'AG 4.12 example (GB-4.12)';
const FROM_ENTRY = 'AG 5.42 example (GB-5.42)';
const FROM_DEP = 'sample deployment (GB-DEP)';

const SIZE_WHY = 'Size: about 0.6 unit per 1,000 men of Caesar’s levy (BG VII.75), at least 2, so the relief infantry totals the ≈110,000 men of AG 2.5 at 700 a unit.';
const WD_WHY = 'Withdrawal: 40% of Size, rounded, at least 1 — the Alésia force’s ratio (18 of its 44 units, AG 5.66).';

interface Row {
  id: string;
  name: string;
  linked?: readonly string[];
  men: number;
  control: number;
  size: number;
  withdrawal: number;
  /** Where the seed gives the Control value; absent when it is rebuilt. */
  controlSource?: string;
  /** Why a rebuilt Control is what it is. */
  controlWhy?: string;
  note?: string;
}

/** Control rebuilt from Caesar's numbers as every known value fits: ≥20,000 → 3, 8,000–12,000 → 2, ≤5,000 → 1. */
const CONTROL_RULE = 'every one of the 26 known values fits Caesar’s levy: ≥20,000 men → 3, 8,000–12,000 → 2, ≤5,000 → 1';

const ROWS: readonly Row[] = [
  { id: 'aedui', name: 'Aedui', linked: ['Segusiavi', 'Ambivareti', 'Aulerci Brannovices', 'Blannovii'], men: 35000, control: 3, size: 21, withdrawal: 8, controlWhy: `Control 3: ${CONTROL_RULE} (35,000 with their clients).`, note: 'A relief tribe: Alésia escapees join the Aedui or the Arverni (AG 5.65). Client counters such as "Ambivareti BI #1, #2" and "Segusiavi BI #1" are in the publisher’s errata (items 6–7).' },
  { id: 'arverni', name: 'Arverni', linked: ['Eleuteti', 'Cadurci', 'Gabali', 'Vellavi'], men: 35000, control: 3, size: 21, withdrawal: 8, controlSource: `${FROM_ENTRY}; ${FROM_DEP}`, note: 'AG 2.24: the Arverni include the Gabali (the seed’s "Gabeli").' },
  { id: 'armoricani', name: 'Armorican tribes', linked: ['Lemovices'], men: 30000, control: 3, size: 18, withdrawal: 7, controlSource: FROM_DEP, note: 'AG 2.24 note: the Lemovices are counted with the Armorican confederation (20,000 + 10,000).' },
  { id: 'sequani', name: 'Sequani', men: 12000, control: 2, size: 7, withdrawal: 3, controlSource: FROM_EPOREDORIX },
  { id: 'senones', name: 'Senones', men: 12000, control: 2, size: 7, withdrawal: 3, controlSource: `${FROM_ENTRY}; ${FROM_DEP}` },
  { id: 'bituriges', name: 'Bituriges', men: 12000, control: 2, size: 7, withdrawal: 3, controlSource: `${FROM_DEP} ("Biturgis")` },
  { id: 'santoni', name: 'Santoni', men: 12000, control: 2, size: 7, withdrawal: 3, controlSource: FROM_DEP },
  { id: 'ruteni', name: 'Ruteni', men: 12000, control: 2, size: 7, withdrawal: 3, controlSource: `${FROM_EPOREDORIX}; ${FROM_DEP}` },
  { id: 'carnutes', name: 'Carnutes', men: 12000, control: 2, size: 7, withdrawal: 3, controlSource: FROM_DEP },
  { id: 'bellovaci', name: 'Bellovaci', men: 2000, control: 1, size: 2, withdrawal: 1, controlWhy: `Control 1: ${CONTROL_RULE}; the Bellovaci were asked for 10,000 but sent only 2,000, at Commius’s request (BG VII.75), and the designers read that very sentence (AG 2.24 note).`, note: 'Named in the AG 5.45 example (assigned to Zone II).' },
  { id: 'pictones', name: 'Pictones', men: 8000, control: 2, size: 5, withdrawal: 2, controlSource: FROM_DEP },
  { id: 'turoni', name: 'Turoni', men: 8000, control: 2, size: 5, withdrawal: 2, controlSource: `${FROM_DEP} ("Turons")` },
  { id: 'parisii', name: 'Parisii', men: 8000, control: 2, size: 5, withdrawal: 2, controlSource: FROM_DEP },
  { id: 'helvetii', name: 'Helvetii', men: 8000, control: 2, size: 5, withdrawal: 2, controlSource: `${FROM_EPOREDORIX}; ${FROM_DEP}` },
  { id: 'suessiones', name: 'Suessiones', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'ambiani', name: 'Ambiani', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'mediomatrici', name: 'Mediomatrici', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: `${FROM_DEP} ("Mediomatrices")` },
  { id: 'petrocorii', name: 'Petrocorii', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: `${FROM_DEP} ("Petruccorii")` },
  { id: 'nervii', name: 'Nervii', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: `${FROM_EPOREDORIX}; ${FROM_ENTRY}; ${FROM_DEP}` },
  { id: 'morini', name: 'Morini', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'nitiobriges', name: 'Nitiobriges', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'aulerci-cenomani', name: 'Aulerci Cenomani', men: 5000, control: 1, size: 3, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'atrebates', name: 'Atrebates', men: 4000, control: 1, size: 2, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'veliocasses', name: 'Veliocasses', men: 3000, control: 1, size: 2, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'lexovii', name: 'Lexovii', men: 3000, control: 1, size: 2, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'aulerci-eburovices', name: 'Aulerci Eburovices', men: 3000, control: 1, size: 2, withdrawal: 1, controlSource: FROM_DEP },
  { id: 'rauraci', name: 'Rauraci', men: 2000, control: 1, size: 2, withdrawal: 1, controlSource: `${FROM_DEP} ("Raurici")` },
  { id: 'boii', name: 'Boii', men: 2000, control: 1, size: 2, withdrawal: 1, controlSource: `${FROM_ENTRY}; ${FROM_DEP}` },
];

function infantryTribe(r: Row): AgTribeDef {
  const fixed: AgTribeDef['fixed'] = r.controlSource ? { control: r.controlSource } : {};
  const why = [r.controlWhy, SIZE_WHY, WD_WHY, r.note].filter(Boolean).join(' ');
  return {
    id: r.id,
    name: r.name,
    linked: r.linked ?? [],
    kind: 'tribe',
    size: r.size,
    control: r.control,
    withdrawal: r.withdrawal,
    fixed,
    caesarMen: r.men,
    reconstructed: true,
    source: r.controlSource ? `Control: ${r.controlSource}` : undefined,
    why,
  };
}

function cavalryCounter(n: 1 | 2): AgTribeDef {
  return {
    id: `cavalry-${n}`,
    name: `Gallic Cavalry ${n === 1 ? 'I' : 'II'}`,
    linked: [],
    kind: 'cavalry',
    size: 10,
    control: 2,
    withdrawal: 4,
    fixed: { size: 'AG 5.7' },
    caesarMen: 4000,
    reconstructed: true,
    source: 'Size 10: AG 5.7. Both counters together: 4 Control points (GB-DEP).',
    why: 'Control 2 each: GB-DEP gives 4 for the two together, and nothing tells them apart. Withdrawal 4: 40% of Size, as the tribes. Caesar’s 8,000 horse (BG VII.76) split evenly.',
  };
}

/** The 30 tribal counters (AG 2.0), infantry tribes first in Caesar's order, then the two cavalry counters. */
export const AG_TRIBES: readonly AgTribeDef[] = [...ROWS.map(infantryTribe), cavalryCounter(1), cavalryCounter(2)];

const BY_ID = new Map(AG_TRIBES.map((t) => [t.id, t]));
export const agTribe = (id: string): AgTribeDef => {
  const t = BY_ID.get(id);
  if (!t) throw new Error(`unknown Alésia tribal counter ${id}`);
  return t;
};

/**
 * The besieged Alésia force (AG 5.61): one "tribe" without a counter, starting in the oppidum, so
 * Gallic planning and placement (AG 5.44) never apply to it: it is not in AG_TRIBES. Its
 * Withdrawal level is fixed (AG 5.66); its units are in units.ts (force 'alesia').
 */
export const AG_ALESIA_FORCE = {
  id: 'alesia',
  name: 'Alésia force',
  withdrawal: 18,
  fixed: { withdrawal: 'AG 5.66' },
  reconstructed: false,
  source: 'AG 5.66: Withdrawal level 18; AG 5.61: no tribal counter.',
} as const;
