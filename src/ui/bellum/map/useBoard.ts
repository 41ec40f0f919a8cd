/**
 * What the map derives from the board — stacks, markers, the names of the regions — computed
 * again only when the board changes (`sameBoard`), not on every state: a selection, a toggle or a
 * step change keeps them, so a click allocates and compares far less.
 */
import { useRef } from 'react';
import { REGIONS } from '../../../engine/bellum/data/regions';
import type { BellumState } from '../../../engine/bellum/state';
import { markersOf, regionAriaLabel, sameBoard, stacksByRegion, type Marker, type Stack } from './mapModel';

export interface Board {
  stacks: Map<string, Stack[]>;
  stackByKey: Map<string, Stack>;
  /** Markers of every region. */
  markers: Map<string, Marker[]>;
  /** The markers as one string: the badge layer re-renders only when it changes. */
  markerSpec: string;
  /** Accessible name of each region, without the "legal target" the prompt may add. */
  names: Record<string, string>;
}

export function deriveBoard(state: BellumState): Board {
  const stacks = stacksByRegion(state);
  const markers = new Map(REGIONS.map((r) => [r.id, markersOf(state, r.id)]));
  const names: Record<string, string> = {};
  for (const r of REGIONS) names[r.id] = regionAriaLabel(state, r.id, stacks.get(r.id), markers.get(r.id) ?? []);
  return {
    stacks,
    stackByKey: new Map([...stacks.values()].flat().map((s) => [s.key, s])),
    markers,
    markerSpec: JSON.stringify([...markers.entries()].filter(([, m]) => m.length > 0)),
    names,
  };
}

/** The board of `state`, reused from an earlier state with the same board. */
export function useBoard(state: BellumState): Board {
  const last = useRef<{ state: BellumState; board: Board } | null>(null);
  if (!last.current || !sameBoard(last.current.state, state)) last.current = { state, board: deriveBoard(state) };
  return last.current.board;
}
