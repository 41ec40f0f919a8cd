/**
 * A leader's command range drawn on the map (AG 4.11–4.12, 4.24; commandRange.ts): a dashed outline
 * round every hex he reaches and "Range n" under his hex. An outline and words: not colour alone.
 */
import { memo } from 'react';
import { hexsideSegment } from '../../../engine/hex/layout';
import type { CommandRange } from './commandRange';
import { R, type GbBoardFrame } from './geometry';

/** The outline's path data, made once per range (and ahead of the click by the store's prefetch: warm.ts). */
export function outlineOf(frame: GbBoardFrame, range: CommandRange): string {
  let d = OUTLINES.get(range);
  if (d === undefined) {
    d = range.edge
      .map((k) => {
        const [a, b] = hexsideSegment(frame.geo.LAYOUT, k);
        return `M${a.x.toFixed(1)},${a.y.toFixed(1)}L${b.x.toFixed(1)},${b.y.toFixed(1)}`;
      })
      .join('');
    OUTLINES.set(range, d);
  }
  return d;
}

const OUTLINES = new WeakMap<CommandRange, string>();

export const CommandRangeLayer = memo(function CommandRangeLayer({ frame, range }: { frame: GbBoardFrame; range: CommandRange }) {
  const { geo } = frame;
  const d = outlineOf(frame, range);
  const c = geo.centre(range.from);
  return (
    <g className="gb-command-range" aria-hidden="true" data-leader={range.leader}>
      <path d={d} />
      <text x={c.x} y={c.y + R * 1.25}>Range {range.range}</text>
    </g>
  );
});
