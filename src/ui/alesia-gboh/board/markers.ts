/**
 * The map markers of the position (AG 6.47–6.49 Fill, AG 8.42–8.46 On Fire and Rubble, AG 10.8
 * Aquilae), read from optional fields of the state that the fire, shock and harness work add; absent
 * fields mean no marker; and the tribal and cavalry counters on their hexes (AG 5.45–5.47), with the
 * units still on them or their "No Units" side. Read from the view the board draws: a counter is in
 * it only once placed (AG 5.34), so nothing of the plan. Pure: hex key → the markers on it, in words
 * for the cell's name.
 */
import { agTribe } from '../../../engine/alesia-gboh/data';
import { aquilaHex, CAPTURED } from '../../../engine/alesia-gboh/shock/effects';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { hexsideHexes } from '../../../engine/hex/hexside';
import { hexKey } from '../../../engine/hex/coords';
import { perPosition } from '../../hexboard/perPosition';

/** The optional marker fields a position may carry. */
export interface MarkerFields {
  burning?: readonly string[];
  rubble?: readonly string[];
  /** Hex key, or hexside key `q,r|q,r`, → the Fill counter's value 1–4. */
  fill?: Readonly<Record<string, number>>;
  /** Legion → the hex of its Aquila placed apart from its legate, or `captured` (AG 10.8). */
  aquilae?: Readonly<Record<string, string>>;
  /** The legions in play: each Aquila stands where the engine puts it (shock/effects.ts `aquilaHex`). */
  legions?: readonly string[];
  leaders?: AgState['leaders'];
  /** AG 5.45–5.47: the tribal and cavalry counters (placed ones stand on a hex). */
  tribes?: Readonly<Record<string, { status: string; hex?: string | null; noUnits?: true }>>;
  /** To count the units still waiting on a counter (AG 5.48: `loc.at === 'counter'`). */
  units?: Readonly<Record<string, { loc: { at: string; tribe?: string } }>>;
}

export interface HexMarker {
  kind: 'fire' | 'rubble' | 'fill' | 'fill-side' | 'aquila' | 'tribe';
  text: string;
  /** For a tribal counter: its id and whether it shows its "No Units" side (AG 5.47). */
  tribe?: string;
  noUnits?: boolean;
  /** For a hexside Fill: the two hexes of the side. */
  side?: [string, string];
}

/**
 * The markers of a position, made once per position (and ahead of a click: warmed by the store's
 * prefetch, warm.ts). A position whose markers are those of the last one read gets that very map, so
 * a move that changes no marker redraws none (MarkersLayer is memoized on it).
 */
export const markersOf: (v: MarkerFields) => ReadonlyMap<string, readonly HexMarker[]> = perPosition((v) => {
  const made = markersOfView(v);
  const sig = JSON.stringify([...made]);
  if (last && last.sig === sig) return last.markers;
  last = { sig, markers: made };
  return made;
});

let last: { sig: string; markers: ReadonlyMap<string, readonly HexMarker[]> } | null = null;

function markersOfView(v: MarkerFields): Map<string, HexMarker[]> {
  const out = new Map<string, HexMarker[]>();
  const add = (hex: string, m: HexMarker) => out.set(hex, [...(out.get(hex) ?? []), m]);
  for (const h of v.burning ?? []) add(h, { kind: 'fire', text: 'On Fire' });
  for (const h of v.rubble ?? []) add(h, { kind: 'rubble', text: 'Rubble' });
  for (const [k, n] of Object.entries(v.fill ?? {})) {
    if (k.includes('|')) {
      const [a, b] = hexsideHexes(k).map(hexKey) as [string, string];
      add(a, { kind: 'fill-side', text: `Fill ${n} on a hexside`, side: [a, b] });
    } else add(k, { kind: 'fill', text: `Fill ${n}` });
  }
  // AG 10.8, reading X17: each legion's Aquila where the engine has it — placed apart, else with its
  // legate, else with its first cohort standing; a captured one is off the map (the tracker says so).
  if (v.legions && v.leaders && v.units) {
    for (const legion of v.legions) {
      const h = aquilaHex(v as AgState, legion);
      if (h) add(h, { kind: 'aquila', text: `Aquila of Legio ${legion}` });
    }
  } else for (const [legion, h] of Object.entries(v.aquilae ?? {})) if (h !== CAPTURED) add(h, { kind: 'aquila', text: `Aquila of Legio ${legion}` });
  // AG 5.46: a placed counter stands on its hex until its tribe withdraws (10.7).
  const waiting = new Map<string, number>();
  for (const u of Object.values(v.units ?? {})) if (u.loc.at === 'counter' && u.loc.tribe) waiting.set(u.loc.tribe, (waiting.get(u.loc.tribe) ?? 0) + 1);
  for (const [id, t] of Object.entries(v.tribes ?? {})) {
    if (t.status !== 'placed' || !t.hex) continue;
    const d = agTribe(id);
    const what = d.kind === 'cavalry' ? `Cavalry counter ${d.name}` : `Tribal counter of the ${d.name}`;
    const n = waiting.get(id) ?? 0;
    const rest = t.noUnits ? 'No Units side up (AG 5.47)' : `${n} unit${n === 1 ? '' : 's'} still on it`;
    add(t.hex, { kind: 'tribe', text: `${what} (Size ${d.size}), ${rest}`, tribe: id, noUnits: !!t.noUnits });
  }
  return out;
}
