/**
 * The legal destinations of a hex map (both hex boards), drawn at once as one element: each hex's
 * outline and fill, and a mark in words' stead for colour — a dot on an empty hex, a ring round a
 * stack. A click on it is resolved to its hex by position (the board); buttons come a frame later.
 */
import { memo } from 'react';
import type { HexGeometry } from './geometry';

const marks = new WeakMap<HexGeometry, Map<string, string>>();

/** A destination's dot (empty hex) or ring (a stack there) as path data, kept: the same hexes are lit again and again. */
function markPath(geo: HexGeometry, key: string, ring: boolean): string {
  let kept = marks.get(geo);
  if (!kept) marks.set(geo, (kept = new Map()));
  const id = ring ? `r${key}` : key;
  let d = kept.get(id);
  if (d === undefined) {
    const c = geo.centre(key);
    const r = ring ? (geo.W * 11) / 24 : (geo.W * 2.2) / 24;
    d = `M${(c.x - r).toFixed(1)},${c.y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0z`;
    kept.set(id, d);
  }
  return d;
}

export interface TargetsProps {
  geo: HexGeometry;
  keys: ReadonlyMap<string, unknown>;
  /** Hexes holding counters (ringed). */
  stacks: { has(key: string): boolean };
  /** Class prefix of the board (`ac`, `gb`): `<prefix>-targets`, `-target-dot`, `-target-ring`. */
  prefix: string;
}

export const HexTargets = memo(function HexTargets({ geo, keys, stacks, prefix }: TargetsProps) {
  let d = '';
  let dots = '';
  let rings = '';
  for (const k of keys.keys()) {
    d += geo.hexPath(k);
    if (stacks.has(k)) rings += markPath(geo, k, true);
    else dots += markPath(geo, k, false);
  }
  return (
    <>
      <path d={d} className={`${prefix}-targets`} aria-hidden="true" />
      {dots && <path d={dots} className={`${prefix}-target-dot`} aria-hidden="true" />}
      {rings && <path d={rings} className={`${prefix}-target-ring`} aria-hidden="true" />}
    </>
  );
});
