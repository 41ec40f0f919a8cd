/**
 * The Commands the phase owner may activate now (AG 4.1, 5.1; a seized phase: AG 5.21, 5.23), for the
 * choice list (legal.ts), and the list kept by what it reads.
 *
 * It reads the units, leaders and tribes records, the Fill, fires and Rubble (the Command Range
 * traces, movement/commandRange.ts), the scenario, the legions in play, whether the Alesia force has
 * entered or withdrawn, and the phase's owner, seizing leader and failed Alesia roll (AG 5.63). Apply
 * is copy-on-write (ctx.ts), so a choice list asked again after an order was set (reading X2) finds
 * every record the same object and reuses the list; any record or field changed reads it afresh. An
 * `apply`'s working copy neither reads nor keeps it.
 */
import { agLeader, LEGATE_OF, type AgLegionId } from './data';
import {
  alesiaOc, hasAuxiliaryCommand, hasCavalryCommand, hasGallicCavalryCommand, isChief, hasLegionCommand, leaderOnMap, onMapByCommand, hasChiefCommand,
  placedTribes, type PlacedTribe,
} from './commands';
import { isWorkingCopy, unitsToRead } from './ctx';
import { posOf, type Pos } from './positions';
import type { AgState } from './state';

/** Everything the list reads besides the units record (the cache's key). */
interface Read {
  leaders: AgState['leaders'];
  tribes: AgState['tribes'];
  fill: AgState['fill'];
  burning: AgState['burning'];
  rubble: AgState['rubble'];
  scenario: AgState['scenario'];
  legions: string;
  alesiaEntered: boolean;
  alesiaWithdrawn: boolean;
  owner: AgState['ap']['owner'];
  seized: string | null;
  alesiaTried: boolean;
}
interface Kept extends Read {
  list: readonly string[];
}
const KEPT = new WeakMap<object, Kept>();

function readOf(s: AgState): Read {
  return {
    leaders: s.leaders, tribes: s.tribes, fill: s.fill, burning: s.burning, rubble: s.rubble, scenario: s.scenario,
    legions: s.legions.join(','), alesiaEntered: s.alesiaEntered, alesiaWithdrawn: !!s.alesiaWithdrawn,
    owner: s.ap.owner, seized: s.ap.seized?.leader ?? null, alesiaTried: s.ap.alesiaTried,
  };
}

const sameRead = (a: Read, b: Read): boolean =>
  a.leaders === b.leaders && a.tribes === b.tribes && a.fill === b.fill && a.burning === b.burning && a.rubble === b.rubble && a.scenario === b.scenario &&
  a.legions === b.legions && a.alesiaEntered === b.alesiaEntered && a.alesiaWithdrawn === b.alesiaWithdrawn &&
  a.owner === b.owner && a.seized === b.seized && a.alesiaTried === b.alesiaTried;

/** The leaders whose Command the phase owner may activate now, in the order the choice list names them. */
export function activatable(s: AgState): string[] {
  if (isWorkingCopy(s)) return readActivatable(s);
  const read = readOf(s);
  const kept = KEPT.get(s.units);
  if (kept && sameRead(kept, read)) return [...kept.list];
  const list = readActivatable(s);
  KEPT.set(s.units, { ...read, list: [...list] });
  return list;
}

/** Where each of `ids` stands (positions.ts posOf). */
function placesOf(s: AgState, ids: readonly string[]): Pos[] {
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  return ids.map((id) => posOf(s, units[id].loc));
}

/** The Commands the phase owner may activate now (AG 4.1, 5.1; a seized phase: AG 5.21, 5.23). */
function readActivatable(s: AgState): string[] {
  const side = s.ap.owner;
  const seized = s.ap.seized;
  const out: string[] = [];
  const by = onMapByCommand(s); // which Commands exist is all the list needs (commands.ts)
  if (side === 'roman') {
    const who = seized ? agLeader(seized.leader) : null;
    // AG 4.11 (1); AG 5.21: Caesar's Seizure activates a legion.
    if (!who || who.id === 'caesar') for (const l of s.legions) if (s.leaders[LEGATE_OF[l as AgLegionId]] && hasLegionCommand(by, l)) out.push(LEGATE_OF[l as AgLegionId]);
    // The auxiliaries' and the cavalry's places, read once for every Zone Commander and Prefect.
    let aux: readonly Pos[] | undefined;
    let cavalry: readonly Pos[] | undefined;
    for (const id of Object.keys(s.leaders)) {
      const d = agLeader(id);
      if (d.side !== 'roman') continue;
      // AG 4.11 (2), 4.23: a Zone Commander's Seizure activates his own auxiliaries.
      if (d.role === 'zone' && (!who || who.id === id) && hasAuxiliaryCommand(s, id, (aux ??= placesOf(s, by.auxiliaries)))) out.push(id);
      if (d.role === 'prefect' && !who && hasCavalryCommand(s, id, (cavalry ??= placesOf(s, by.romanCavalry)))) out.push(id);
    }
    return out;
  }
  const who = seized?.leader ?? null;
  const oc = alesiaOc(s);
  // AG 5.23: Vercingetorix's Seizure activates the Alesia force; AG 5.62–5.63 its first activation is its entry roll.
  if (oc && !s.alesiaWithdrawn && (!who || who === 'vercingetorix' || who === 'critognatus') && !s.ap.alesiaTried && by.alesiaForce && (s.alesiaEntered || by.reliefOnMap)) out.push(oc);
  if (who === 'vercingetorix' || who === 'critognatus') return out;
  let placed: readonly PlacedTribe[] | undefined; // the placed tribes, read once for every chief (kept by the tribes record)
  for (const id of Object.keys(s.leaders)) {
    const d = agLeader(id);
    if (d.side !== 'gallic' || !leaderOnMap(s, id)) continue;
    // AG 4.22: Commius on the map seizes only for tribes in his own range; off it, for any chief.
    if (who === 'commius' && leaderOnMap(s, 'commius') && id !== 'commius') continue;
    if (isChief(id) && hasChiefCommand(s, id, (placed ??= placedTribes(s)))) out.push(id);
    if (d.role === 'cavalry-leader' && hasGallicCavalryCommand(s, by, id)) out.push(id);
  }
  return out;
}

