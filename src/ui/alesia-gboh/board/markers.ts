/**
 * The map markers of the position (AG 6.47–6.49 Fill, AG 8.42–8.46 On Fire and Rubble, AG 10.8
 * Aquilae), read from optional fields of the state that the fire, shock and harness work add; absent
 * fields mean no marker. Pure: hex key → the markers on it, in words for the cell's name.
 */
import { hexsideHexes } from '../../../engine/hex/hexside';
import { hexKey } from '../../../engine/hex/coords';

/** The optional marker fields a position may carry. */
export interface MarkerFields {
  burning?: readonly string[];
  rubble?: readonly string[];
  /** Hex key, or hexside key `q,r|q,r`, → the Fill counter's value 1–4. */
  fill?: Readonly<Record<string, number>>;
  /** Legion → the hex of its Aquila. */
  aquilae?: Readonly<Record<string, string>>;
}

export interface HexMarker {
  kind: 'fire' | 'rubble' | 'fill' | 'fill-side' | 'aquila';
  text: string;
  /** For a hexside Fill: the two hexes of the side. */
  side?: [string, string];
}

export function markersOf(v: MarkerFields): Map<string, HexMarker[]> {
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
  for (const [legion, h] of Object.entries(v.aquilae ?? {})) add(h, { kind: 'aquila', text: `Aquila of Legio ${legion}` });
  return out;
}
