/**
 * The legal destinations, drawn at once as one element: each hex's dashed outline and fill, and a
 * mark in words' stead for colour — a dot on an empty hex, a ring round a stack. A click on it is
 * resolved to its hex by position (AlesiaBoard); the buttons of the destinations come a frame later.
 */
import { memo } from 'react';
import { centre, hexPath } from './geometry';

const marks = new Map<string, string>();

/** A destination's dot (empty hex) or ring (a stack there) as path data, kept: the same hexes are lit again and again. */
function markPath(key: string, ring: boolean): string {
  const id = ring ? `r${key}` : key;
  let d = marks.get(id);
  if (d === undefined) {
    const c = centre(key);
    const r = ring ? 11 : 2.2;
    d = `M${(c.x - r).toFixed(1)},${c.y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0z`;
    marks.set(id, d);
  }
  return d;
}

export const TargetsPath = memo(function TargetsPath({ keys, stacks }: { keys: ReadonlyMap<string, unknown>; stacks: ReadonlyMap<string, readonly string[]> }) {
  let d = '';
  let dots = '';
  let rings = '';
  for (const k of keys.keys()) {
    d += hexPath(k);
    if (stacks.has(k)) rings += markPath(k, true);
    else dots += markPath(k, false);
  }
  return (
    <>
      <path d={d} className="ac-targets" aria-hidden="true" />
      {dots && <path d={dots} className="ac-target-dot" aria-hidden="true" />}
      {rings && <path d={rings} className="ac-target-ring" aria-hidden="true" />}
    </>
  );
});
