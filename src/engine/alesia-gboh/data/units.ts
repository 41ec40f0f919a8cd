/**
 * Combat units of Alésia (AG 2.21–2.25): type, class, TQ, reduced TQ, MA, missile letter; no Size.
 *
 * Fixed by the seed or its errata (tested in units.test.ts):
 *  - BI MA 5 (errata #7: a BI counter printed 6 "should be 5");
 *  - CO MA ≤ BI MA (AG 9.23 example: the cohort "is not faster" than the attacking BI, so no
 *    Retreat Before Shock);
 *  - the best relief BI TQ is the CO's + 1 (AG 9.23 example: "the cream of the relief" gets +1 TQ);
 *  - reduced sides only for cohorts and relief BI (AG 2.21, 10.13, 10.42 note: cavalry, auxiliaries,
 *    artillery and Alésia-force BI have none); all cohorts are VET (AG 2.22 note);
 *  - missile letters: CO and Numidian LI J, most Roman cavalry J, German cavalry J (AG 8.21, 9.5);
 *    archers A; Gallic cavalry none; among Gallic foot only the LI with the cavalry have J (8.21);
 *  - one Scorpion per legion (AG 8.51), ten cohorts per legion (2.23).
 *
 * Rebuilt (docs/reconstruction/gboh-counters.md §1): every TQ and MA value not fixed above, the
 * number of auxiliaries, cavalry and Palintonos beyond the scenarios' lists, the split of each tribe
 * into BI of its own, BI of its linked tribes and archers, and the Alésia force and cavalry pools.
 */
import type { AgUnitDef } from './types';
import { AG_LEGION_IDS } from './legions';
import { AG_TRIBES } from './tribes';

/* ---------------------------------------------------------------- values */

/** AG 2.22, 10.13 — veteran cohort. TQ 6 rebuilt; reduced 5 (Romans recover well: glossary "Reduction"). */
export const CO_TQ = 6;
export const CO_REDUCED_TQ = 5;
/** Rebuilt: equal to BI's 5 (the 9.23 example needs ≤) and GBoH's usual legionary pace. */
export const CO_MA = 5;
/** Errata #7 fixes BI MA at 5. */
export const BI_MA = 5;
/** AG 9.23 — the best relief BI is one better than the cohort. */
export const BI_BEST_TQ = CO_TQ + 1;
/** Rebuilt: a reduced BI loses 2 TQ ("the Gauls were far more fragile", glossary "Reduction"). */
export const BI_REDUCTION = 2;

const CO_WHY = 'TQ 6 rebuilt (GBoH veteran cohorts are 6–7; 6 leaves room for the 9.23 example’s best BI at CO + 1 = 7 within the Gallic range 5–7); reduced TQ 5 (only one point lost: cohorts "knew how to recover", glossary); MA 5 = BI’s (9.23: not faster).';
const BI_WHY = 'MA 5 (errata #7). TQ rebuilt: 5 for most warriors, 6 for each tribe’s core, 7 for a few picked bands (the 9.23 example’s "cream of the relief", = CO + 1); reduced side TQ − 2.';

/* ---------------------------------------------------------------- Roman */

function roman(): AgUnitDef[] {
  const out: AgUnitDef[] = [];
  for (const legion of AG_LEGION_IDS) {
    const l = legion.toLowerCase();
    for (let c = 1; c <= 10; c++) {
      out.push({ id: `co-${l}-${c}`, side: 'roman', force: 'roman', type: 'CO', class: 'VET', name: `Legio ${legion}, Cohort ${c}`, tq: CO_TQ, reducedTq: CO_REDUCED_TQ, ma: CO_MA, missile: 'J', legion,
        reconstructed: true, source: 'AG 2.22 (VET only), 2.23 (10 cohorts), 8.21 (javelins), 9.23 (MA ≤ BI)', why: CO_WHY });
    }
    out.push({ id: `sc-${l}`, side: 'roman', force: 'roman', type: 'SC', name: `Legio ${legion}, Scorpion`, tq: 3, reducedTq: null, ma: 2, missile: 'Scorpion', legion,
      reconstructed: true, source: 'AG 8.51 (one per legion), 10.42 note (no reduced side)', why: 'TQ 3: a light engine crew, eliminated by three Hits (arrows hit every unit in a tower, 8.14). MA 2 in Move mode (8.52): it crawls.' });
  }
  for (let n = 1; n <= 2; n++) {
    out.push({ id: `pa-${n}`, side: 'roman', force: 'roman', type: 'PA', name: `Palintonos ${n}`, tq: 3, reducedTq: null, ma: 1, missile: 'Palintonos',
      reconstructed: true, source: 'AG 8.51 (counts as an auxiliary), 8.55–8.56', why: 'Two in the box: the scenarios field one (12.1, 12.2) and GB-DEP speaks of "the Palintonos" in the plural; one per map. TQ 3 as the Scorpion; MA 1: a stone-thrower barely moves.' });
  }
  for (let n = 1; n <= 8; n++) {
    out.push({ id: `li-numidian-${n}`, side: 'roman', force: 'roman', type: 'LI', name: `Numidian LI #${n}`, tq: 5, reducedTq: null, ma: 6, missile: 'J', origin: 'Numidian',
      reconstructed: true, source: 'AG 2.23, 8.21 (javelins), 12.1–12.2 (4 in the scenarios; "all remaining auxiliaries" reinforce)', why: 'Eight: four in the scenarios plus as many guarding the East (12.2: more auxiliaries than the scenario lists). TQ 5, MA 6 (faster than foot, so they can retreat before shock, 9.22).' });
  }
  for (let n = 1; n <= 10; n++) {
    const cretan = n <= 6;
    const origin = cretan ? 'Cretan' : 'Numidian';
    const k = cretan ? n : n - 6;
    out.push({ id: `ar-${origin.toLowerCase()}-${k}`, side: 'roman', force: 'roman', type: 'AR', name: `${origin} Archers #${k}`, tq: 4, reducedTq: null, ma: 6, missile: 'A', origin,
      reconstructed: true, source: 'AG 2.23 (Cretan archers), 8.3, 12.1–12.2 (6 in the scenarios)', why: 'Ten: six in the scenarios plus four guarding the East. TQ 4 (unarmoured, eliminated if shocked alone, 8.3); MA 6 so they can retreat before shock from CO and BI (8.3, 9.22).' });
  }
  for (let n = 1; n <= 6; n++) {
    out.push({ id: `gc-${n}`, side: 'roman', force: 'roman', type: 'GC', name: `German Cavalry #${n}`, tq: 6, reducedTq: null, ma: 8, missile: 'J', origin: 'German',
      reconstructed: true, source: 'AG 9.5 (javelins, very effective against Gallic cavalry), 12.2 (6 GC)', why: 'Six: the most any scenario fields (12.2). TQ 6 (the horse that broke the Gallic cavalry, BG VII.80) above the Gallic cavalry’s 5; MA 8.' });
  }
  for (let n = 1; n <= 4; n++) {
    out.push({ id: `lc-iberian-${n}`, side: 'roman', force: 'roman', type: 'LC', name: `Iberian LC #${n}`, tq: 5, reducedTq: null, ma: 9, missile: 'J', origin: 'Iberian',
      reconstructed: true, source: 'AG 12.1–12.2 (4 Iberian LC), 8.21 (most Roman cavalry have javelins)', why: 'Four (12.1–12.2). Javelins: AG 8.21 says most Roman cavalry carry them, and Iberian horse threw darts; so every Roman cavalry counter has J (AG 2.4’s "mostly lancers" contradicts 8.21; this edition follows 8.21 and the scenario lists). TQ 5, MA 9: the fastest unit.' });
  }
  return out;
}

/* ---------------------------------------------------------------- relief tribes */

/**
 * How each tribe's Size splits (rebuilt): BI of the named tribe by TQ, BI of each linked tribe (with
 * its TQs), and archers. The sum equals the tribe's Size (AG 4.42: Size = combat units at the start).
 */
interface TribeMix {
  /** BI of the tribe itself: how many at TQ 7, 6, 5. */
  bi: readonly [number, number, number];
  /** Linked tribes' BI, TQ per counter. */
  linked?: Readonly<Record<string, readonly number[]>>;
  archers: number;
}

const MIX_12K: TribeMix = { bi: [0, 2, 4], archers: 1 };
const MIX_8K: TribeMix = { bi: [0, 1, 3], archers: 1 };
const MIX_5K: TribeMix = { bi: [0, 1, 2], archers: 0 };
const MIX_2K_6: TribeMix = { bi: [0, 1, 1], archers: 0 };
const MIX_2K_5: TribeMix = { bi: [0, 0, 2], archers: 0 };

export const TRIBE_MIX: Readonly<Record<string, TribeMix>> = {
  aedui: { bi: [2, 5, 6], linked: { Segusiavi: [5, 5], Ambivareti: [5, 5], 'Aulerci Brannovices': [5], Blannovii: [5] }, archers: 2 },
  arverni: { bi: [3, 5, 5], linked: { Cadurci: [6, 6], Gabali: [5, 5], Eleuteti: [5], Vellavi: [5] }, archers: 2 },
  armoricani: { bi: [1, 4, 6], linked: { Lemovices: [6, 6, 5, 5, 5] }, archers: 2 },
  sequani: MIX_12K, senones: MIX_12K, bituriges: MIX_12K, santoni: MIX_12K, ruteni: MIX_12K, carnutes: MIX_12K,
  bellovaci: { bi: [1, 1, 0], archers: 0 },
  pictones: MIX_8K, turoni: MIX_8K, parisii: MIX_8K, helvetii: MIX_8K,
  suessiones: MIX_5K, ambiani: MIX_5K, mediomatrici: MIX_5K, petrocorii: MIX_5K, morini: MIX_5K, nitiobriges: MIX_5K, 'aulerci-cenomani': MIX_5K,
  nervii: { bi: [1, 2, 0], archers: 0 },
  atrebates: MIX_2K_6, veliocasses: MIX_2K_6, lexovii: MIX_2K_6, 'aulerci-eburovices': MIX_2K_6,
  rauraci: MIX_2K_5, boii: MIX_2K_5,
};

const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-');

function bi(id: string, name: string, tribe: string, tq: number, linked: string | undefined): AgUnitDef {
  return { id, side: 'gallic', force: 'relief', type: 'BI', name, tq, reducedTq: tq - BI_REDUCTION, ma: BI_MA, tribe, ...(linked ? { linked } : {}),
    reconstructed: true, source: 'errata #7 (MA 5), AG 9.23 (best TQ = CO + 1), 2.21/10.13 (reduced side)', why: BI_WHY };
}

function relief(): AgUnitDef[] {
  const out: AgUnitDef[] = [];
  for (const t of AG_TRIBES) {
    if (t.kind !== 'tribe') continue;
    const mix = TRIBE_MIX[t.id];
    if (!mix) throw new Error(`no unit mix for tribe ${t.id}`);
    let n = 0;
    mix.bi.forEach((count, i) => {
      for (let k = 0; k < count; k++) {
        n++;
        out.push(bi(`bi-${t.id}-${n}`, `${t.name} BI #${n}`, t.id, 7 - i, undefined));
      }
    });
    for (const [linked, tqs] of Object.entries(mix.linked ?? {})) {
      tqs.forEach((tq, k) => out.push(bi(`bi-${t.id}-${slug(linked)}-${k + 1}`, `${linked} BI #${k + 1}`, t.id, tq, linked)));
    }
    for (let k = 1; k <= mix.archers; k++) {
      out.push({ id: `ar-${t.id}-${k}`, side: 'gallic', force: 'relief', type: 'AR', name: `${t.name} Archers #${k}`, tq: 4, reducedTq: null, ma: 6, missile: 'A', tribe: t.id,
        reconstructed: true, source: 'AG 2.25 (a Gallic archer counter), 8.17 example (Gallic archers), 8.41, 2.21 (no reduced side)', why: 'Gallic archers are counted in their tribe’s Size (Vercingetorix levied archers from every state, BG VII.31): one or two in each tribe of 8,000 men or more. TQ 4, MA 6 (faster than BI, so they can retreat before shock, 8.3).' });
    }
  }
  return out;
}

/* ---------------------------------------------------------------- cavalry pool and Alésia */

/** AG 4.44, 5.7 — the units the two cavalry counters bring in (at most 10 each). */
function cavalryPool(): AgUnitDef[] {
  const out: AgUnitDef[] = [];
  for (let n = 1; n <= 20; n++) {
    out.push({ id: `ln-gallic-${n}`, side: 'gallic', force: 'relief', type: 'LN', name: `Gallic Cavalry #${n}`, tq: 5, reducedTq: null, ma: 7, cavalryPool: true,
      reconstructed: true, source: 'AG 4.44, 5.7; GB-DEP (both counters enter with no LI: at least 20 cavalry); 8.21 (no javelins, so lancers)', why: 'Twenty: GB-DEP fills both counters (Size 10 each) with cavalry alone. Lancers (LN), since no Gallic cavalry has javelins (8.21) and AG 2.4 says lancers were raised in Gaul. TQ 5 (below the German horse, 9.5), MA 7.' });
  }
  for (let n = 1; n <= 10; n++) {
    out.push({ id: `li-gallic-${n}`, side: 'gallic', force: 'relief', type: 'LI', name: `Gallic LI #${n}`, tq: 4, reducedTq: null, ma: 6, missile: 'J', cavalryPool: true,
      reconstructed: true, source: 'AG 4.44, 5.7 (e.g. 6 cavalry + 4 LI), 8.21 (the only Gallic foot with javelins)', why: 'Ten: enough to fill one cavalry counter with LI (5.7 allows any mix); Caesar saw archers and light foot among the Gallic horse (BG VII.80). TQ 4, MA 6.' });
  }
  return out;
}

/** AG 5.61 — the besieged force: "a little over 30,000 men" (AG 2.5 note) at 700 a unit ≈ 44 units. */
function alesia(): AgUnitDef[] {
  const out: AgUnitDef[] = [];
  for (let n = 1; n <= 40; n++) {
    const tq = n <= 8 ? 6 : 5;
    out.push({ id: `bi-alesia-${n}`, side: 'gallic', force: 'alesia', type: 'BI', name: `Alésia BI #${n}`, tq, reducedTq: null, optionalReducedTq: tq - BI_REDUCTION, ma: BI_MA,
      reconstructed: true, source: 'AG 10.42 note (no reduced side), 10.63 and its note (optional: treated as relief units for Recovery), errata #7 (BI MA 5)', why: 'Forty BI and four archers ≈ 30,800 men (AG 2.5 note: a little over 30,000). TQ 5, 6 for Vercingetorix’s picked men: starving (10.63 note), below the relief’s best. This edition reads AG 10.42’s note (no reduced side) as the rule and keeps the reverse TQ for the optional 10.63 rule only (index ambiguity Q5).' });
  }
  for (let n = 1; n <= 4; n++) {
    out.push({ id: `ar-alesia-${n}`, side: 'gallic', force: 'alesia', type: 'AR', name: `Alésia Archers #${n}`, tq: 4, reducedTq: null, ma: 6, missile: 'A',
      reconstructed: true, source: 'AG 2.21 (archers have no reduced side)', why: 'Vercingetorix had archers since Avaricum (BG VII.31); four, as the larger tribes have two. TQ 4, MA 6.' });
  }
  return out;
}

export const AG_UNITS: readonly AgUnitDef[] = [...roman(), ...relief(), ...cavalryPool(), ...alesia()];

const BY_ID = new Map(AG_UNITS.map((u) => [u.id, u]));
export const agUnit = (id: string): AgUnitDef => {
  const u = BY_ID.get(id);
  if (!u) throw new Error(`unknown Alésia combat unit ${id}`);
  return u;
};
/** Every unit's id in AG_UNITS order (stable: derived from the data, never from a counter). */
export const AG_UNIT_IDS: readonly string[] = AG_UNITS.map((u) => u.id);
