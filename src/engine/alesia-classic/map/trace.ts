/**
 * A polyline of the ground traced across a grid: the hexes it passes through, in order, each
 * adjacent to the next, with the length of the course inside each.
 */
import { hexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { distance } from '../../hex/coords';
import { dist, sample } from '../../alesia/field/geometry';
import type { Pt } from '../../alesia/field/types';
import type { GridSpec } from '../../alesia/grid/types';

export interface TraceStep {
  hex: Hex;
  /** Metres of the course inside this hex on this visit. */
  length: number;
}

/** Fraction of a hex width below which a course only clips a hex (AC 8.3: such a hex does not restrict movement). */
export const CLIP = 0.25;

/**
 * Hexes along `course`, in order, off-board stretches dropped. A hex the course only clips (less
 * than CLIP of a hex width inside, between two hexes that touch each other) is left out of the path
 * and reported in `clipped`; the path stays connected through the other two.
 */
export function trace(spec: GridSpec, course: readonly Pt[]): { path: TraceStep[]; clipped: Hex[] } {
  const step = spec.hexMetres / 20;
  const pts = sample(course, step);
  const raw: TraceStep[] = [];
  for (let i = 0; i < pts.length; i++) {
    const h = spec.fromMetres(pts[i]);
    const len = i === 0 ? 0 : dist(pts[i - 1], pts[i]);
    const last = raw[raw.length - 1];
    if (last && last.hex.q === h.q && last.hex.r === h.r) last.length += len;
    else {
      if (last && distance(last.hex, h) > 1) {
        // The course ran exactly through a corner: step through the hex of the corner nearer the course.
        // Stryker disable next-line MethodExpression,ConditionalExpression: the sort below puts first the neighbour nearest a point just past the corner, and the two hexes at that corner are nearer it than any other neighbour of the last hex (the `false` mutant, killed by trace.test.ts, goes with it)
        const common = neighbours(last.hex).filter((n) => distance(n, h) === 1);
        const mid = pts[i];
        common.sort((a, b) => dist(spec.toMetres(a), mid) - dist(spec.toMetres(b), mid));
        raw.push({ hex: common[0], length: 0 });
      }
      raw.push({ hex: h, length: len });
    }
  }
  const path: TraceStep[] = [];
  // Stryker disable next-line ArrayDeclaration: the last line keeps only hexes of the board, and a string is none
  const clipped: Hex[] = [];
  for (let i = 0; i < raw.length; i++) {
    const s = raw[i];
    const prev = path[path.length - 1];
    const next = raw[i + 1];
    if (prev && next && s.length < CLIP * spec.hexMetres && distance(prev.hex, next.hex) === 1) {
      clipped.push(s.hex);
      continue;
    }
    path.push(s);
  }
  const onBoard = path.filter((s) => spec.contains(s.hex));
  return { path: onBoard, clipped: clipped.filter((h) => spec.contains(h) && !onBoard.some((s) => hexKey(s.hex) === hexKey(h))) };
}
