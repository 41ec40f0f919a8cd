/**
 * What one side may see (AC 3.4, 9.2, 11.8, 11.9, 18.2). The Roman sees neither what is in the
 * OBMC boxes — only the presence chart — nor which units are inside the town, nor the Gallic
 * coordination counter and progress (AC 18; the counter is named once the garrison is out or the game is over). The Gaul sees everything, but for the Roman spheres of command when the
 * players chose to keep them secret (AC 17.8, optional).
 */
import { spheresSecret } from './commanders';
import { acUnit } from './data/units';
import { concealedFrom } from './concealment';
import { coordinationReport, type CoordinationReport } from './coordination';
import { addZocAround, fortHexes, occupancy, zocOf } from './queries';
import { unitEntries, type AcSide, type AcState, type UnitState, type UnitTable } from './state';

export interface AcView extends Omit<AcState, 'units' | 'rng' | 'coordination'> {
  side: AcSide;
  units: Record<string, UnitState>;
  /** Counts the viewer may know without the units: how many Gallic units are in the town. */
  inTown: number;
  /** AC 25.7 (optional): enemy counters hidden under the top one, per hex. */
  concealed: Record<string, number>;
  coordination: AcState['coordination'];
  /**
   * AC 18 — the Gaul's own view only: his coordination counter and how far he is from releasing the
   * besieged (landings this turn, whether a battle was fought, the first turn of a sortie). Absent
   * from the Roman view.
   */
  coordinationReport?: CoordinationReport;
}

/** Between the periods the Roman inspects the OBMC (AC 11.8, 12.6); the view follows the state. */
export function viewFor(s: AcState, side: AcSide): AcView {
  const { rng: _rng, units, coordination, ...rest } = s;
  void _rng;
  const shown: Record<string, UnitState> = {};
  let inTown = 0;
  for (const [id, u] of unitEntries({ units })) {
    if (u.loc.at === 'town') inTown++;
    // AC 11.8, 12.6: the Roman sees the OBMC only while he redeploys between the periods.
    const inspecting = s.phase === 'roman-redeploy';
    if (side === 'roman' && acUnit(id).side === 'gallic' && ((u.loc.at === 'obmc' && !inspecting) || u.loc.at === 'town')) continue;
    shown[id] = u;
  }
  // AC 25.7 (optional): only the top counter of an enemy stack on a fort or rampart hex is shown.
  // In hex order, not the order the units are kept in: that order follows the hidden counters
  // themselves, and a view must not tell them by how it lists the stacks.
  const concealed: Record<string, number> = {};
  for (const [hex, under] of [...concealedFrom(s, side)].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    concealed[hex] = under.length;
    for (const id of under) delete shown[id];
  }
  const released = coordination.releaseTurn !== null && s.turn >= coordination.releaseTurn;
  // AC 17.8 (optional): with secret spheres the Gauls are not shown the split in force (set up or
  // changed) until the game is over; the log names the first day's split at nightfall. Without the
  // option the split is public.
  const spheresHidden = side === 'gallic' && !s.outcome && spheresSecret(s);
  if (spheresHidden) {
    const { caesarFrom: _set, ...options } = rest.options;
    void _set;
    rest.options = options;
    delete rest.caesarFrom;
  }
  return {
    ...rest,
    // A unit's move record tells where it came from: the Roman does not get the Gaul's.
    moves: side === 'roman' && s.phase.startsWith('gallic') ? {} : s.moves,
    moving: side === 'roman' && s.phase.startsWith('gallic') ? null : s.moving,
    side,
    units: shown,
    // AC 22.46: the Roman knows a report only once it has reached him.
    recon: s.recon && side === 'roman' ? { pending: [], delivered: s.recon.delivered } : s.recon,
    inTown,
    concealed,
    // AC 18: the count of this turn's landings is the Gaul's own reckoning.
    owLanded: side === 'roman' ? [] : s.owLanded,
    // AC 18.2: the Roman learns the counter when the garrison comes out or the game ends (AC 18 progress: never).
    coordination: side === 'gallic' || s.outcome ? coordination : released ? { releaseTurn: coordination.releaseTurn, delay: coordination.delay } : { releaseTurn: null, delay: null },
    ...(side === 'gallic' ? { coordinationReport: coordinationReport(s) } : {}),
  };
}

/**
 * The hexes in `side`'s zone of control as the viewer of `v` may know them (AC 6.1): the ZOC of
 * the counters shown, and round a stack whose lower counters are hidden (AC 25.7) the ZOC they
 * would project — the viewer knows units are there, not whether they are disrupted, so they are
 * taken to have one. A full state (no `concealed`) gives the plain ZOC.
 */
export function zocSeen(v: { units: UnitTable; concealed?: Record<string, number> }, side: AcSide): Set<string> {
  const out = new Set(zocOf(v, side));
  const hidden = Object.entries(v.concealed ?? {}).filter(([, n]) => n > 0);
  if (!hidden.length) return out;
  const occ = occupancy(v);
  const forts = fortHexes(v);
  for (const [hex] of hidden) {
    const shown = (occ.get(hex) ?? []).filter((id) => acUnit(id).kind !== 'fort');
    if (shown.length && acUnit(shown[0]).side === side) addZocAround(out, hex, forts);
  }
  return out;
}
