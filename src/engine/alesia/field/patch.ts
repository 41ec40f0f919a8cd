/**
 * A game's patch to the historical ground: what its printed map needs that history does not. Each
 * entry replaces one feature of the ground (found by its id) with the game's drawing of it and
 * says why; a patch cannot add a feature the ground lacks, so history stays the one list of what
 * is on the field. The ground itself is never changed: `applyGroundPatch` returns a new ground.
 */
import type { Camp, Course, Ground, Hill, Line, Pt, River } from './types';

export type GroundPatchEntry = { why: string } & (
  | { town: Pt[] }
  | { hill: Hill }
  | { river: River }
  | { line: Line }
  | { camp: Camp }
  | { trench: Course }
);

function replaceById<T extends { id: string }>(list: readonly T[], item: T, what: string): T[] {
  const i = list.findIndex((x) => x.id === item.id);
  if (i < 0) throw new Error(`ground patch: no ${what} '${item.id}' on the ground`);
  return list.map((x, j) => (j === i ? item : x));
}

/** The ground with each entry's feature replaced, in the order of the patch. */
export function applyGroundPatch(ground: Ground, patch: readonly GroundPatchEntry[]): Ground {
  let g: Ground = { ...ground };
  for (const e of patch) {
    if (!e.why.trim()) throw new Error('ground patch: every entry names its reason');
    if ('town' in e) g = { ...g, town: e.town };
    else if ('hill' in e) g = { ...g, hills: replaceById(g.hills, e.hill, 'hill') };
    else if ('river' in e) g = { ...g, rivers: replaceById(g.rivers, e.river, 'river') };
    else if ('line' in e) g = { ...g, lines: replaceById(g.lines, e.line, 'line') };
    else if ('camp' in e) g = { ...g, camps: replaceById(g.camps, e.camp, 'camp') };
    else g = { ...g, trench: e.trench };
  }
  return g;
}
