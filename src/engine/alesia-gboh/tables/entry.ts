/**
 * Gallic Entry Arrival Table of Alésia GBoH (AG 5.33) — RECONSTRUCTED except zone III; the seed does
 * not print it.
 *
 * AG 5.33  from the 4th Gallic Activation Phase, tribes assigned to Zones I–II arrive on their own;
 *          for Zones III–XVI the Gaul rolls one d10 per zone and activation on this table.
 * AG 5.34  success places the zone's tribal counters; failure wastes the activation.
 * AG 5.43 note: in the siege the Gauls never ventured beyond Zones I–VI.
 * AG 5.63  the Alesia force enters on 0–6 (an activation attempt, not an entry; 5.34 does not apply).
 * AG 12.2  in the night Assault Period the Gaul adds +3 to every entry roll, the Alesia force's too.
 *
 * Seed cells: zone III succeeds on 0–8 (GB-5.42); I–II need no roll; night +3 (GB-12.2-NIGHT:
 * zone III on a raw 0–5, the Alesia force on a raw 0–3).
 *
 * Reconstruction (docs/reconstruction/gboh-tables.md §5): one fewer face per step away from the
 * historical Zones I–VI, with a step down past VI; the order assumes zones are numbered outward
 * from the relief army's approach (check against the printed map).
 */
import { ENTRY_ZONES, checkD10, deepFreeze, fixed, recon, type EntryZone, type GbohTableCell, type Provenance } from './types';

export const ENTRY_TABLE_NAME = 'Gallic Entry Arrival Table';

export const ENTRY_TABLE_LEGEND =
  'Zones I and II: the tribes arrive, no roll. Other zones: roll one d10 (0–9), add 3 at night; ' +
  'at or under the number the zone’s tribes arrive, above it the activation is lost.';

/** AG 12.2: the night Assault Period adds this to every entry roll. */
export const NIGHT_ENTRY_DRM = 3;

export type EntryRow =
  | { readonly zone: EntryZone; readonly automatic: true; readonly provenance: Provenance }
  | { readonly zone: EntryZone; readonly automatic: false; readonly maxSuccess: number; readonly provenance: Provenance };

const AUTO = fixed('AG 5.33 (Zones I and II arrive automatically)');
const R_HIST = recon('one of the historical Zones I–VI (AG 5.43 note): a little harder than III, the next zone out');
const R_BEYOND = recon('beyond Zone VI, where the Gauls never went (AG 5.43 note): a step harder, then one face less every few zones');

function roll(zone: EntryZone, maxSuccess: number, provenance: Provenance): EntryRow {
  return { zone, automatic: false, maxSuccess, provenance };
}

/** `GALLIC_ENTRY_TABLE[zone]` (AG 5.33). */
export const GALLIC_ENTRY_TABLE: Readonly<Record<EntryZone, EntryRow>> = deepFreeze({
  I: { zone: 'I', automatic: true, provenance: AUTO },
  II: { zone: 'II', automatic: true, provenance: AUTO },
  III: roll('III', 8, fixed('GB-5.42 (AG 5.42 example: Zone III on 0–8)')),
  IV: roll('IV', 7, R_HIST),
  V: roll('V', 6, R_HIST),
  VI: roll('VI', 6, R_HIST),
  VII: roll('VII', 5, R_BEYOND),
  VIII: roll('VIII', 5, R_BEYOND),
  IX: roll('IX', 4, R_BEYOND),
  X: roll('X', 4, R_BEYOND),
  XI: roll('XI', 4, R_BEYOND),
  XII: roll('XII', 4, R_BEYOND),
  XIII: roll('XIII', 3, R_BEYOND),
  XIV: roll('XIV', 3, R_BEYOND),
  XV: roll('XV', 3, R_BEYOND),
  XVI: roll('XVI', 3, R_BEYOND),
});

export const ENTRY_ROWS: readonly EntryRow[] = Object.freeze(ENTRY_ZONES.map((z) => GALLIC_ENTRY_TABLE[z]));

function row(zone: EntryZone): EntryRow {
  const r = GALLIC_ENTRY_TABLE[zone];
  if (!r) throw new RangeError(`No Entry Zone '${zone}' (they run I–XVI, AG 5.31)`);
  return r;
}

/** True when tribes assigned to `zone` arrive with no roll (AG 5.33). */
export function entryIsAutomatic(zone: EntryZone): boolean {
  return row(zone).automatic;
}

/**
 * AG 5.33, AG 12.2: do the tribes assigned to `zone` arrive on this d10 `die` (0–9)?
 * `night` adds +3 (AG 12.2). Zones I–II always arrive; the die is then not read.
 */
export function entryArrives(zone: EntryZone, die: number, night: boolean): boolean {
  const r = row(zone);
  if (r.automatic) return true;
  checkD10(die);
  return die + (night ? NIGHT_ENTRY_DRM : 0) <= r.maxSuccess;
}

/** The highest unmodified die that still succeeds (−1: none), or null for an automatic zone. */
export function entryMaxDie(zone: EntryZone, night: boolean): number | null {
  const r = row(zone);
  if (r.automatic) return null;
  return Math.max(-1, Math.min(9, r.maxSuccess - (night ? NIGHT_ENTRY_DRM : 0)));
}

/** AG 5.63: the Alesia force enters on 0–6 (this is the seed's number, not a reconstruction). */
export const ALESIA_FORCE_ENTRY_MAX = 6;
export const ALESIA_FORCE_ENTRY_PROVENANCE: Provenance = fixed('AG 5.63 (0–6); AG 12.2 (+3 at night), GB-12.2-NIGHT');

/** AG 5.63, AG 12.2: does the Alesia force come out on this d10 `die`? */
export function alesiaForceEnters(die: number, night: boolean): boolean {
  checkD10(die);
  return die + (night ? NIGHT_ENTRY_DRM : 0) <= ALESIA_FORCE_ENTRY_MAX;
}

/** The cell read, for the log. */
export function entryRef(zone: EntryZone, night: boolean): GbohTableCell {
  return { table: 'gboh-entry', row: zone, col: night ? 'night' : 'day' };
}
