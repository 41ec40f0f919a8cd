/**
 * The selected unit's marks on the map, beyond its lit destinations: its front, flank and rear hexes
 * (AG 7.11: F, L, R, each a differently dashed outline), the hexes its own ZOC covers (AG 7.21–7.22:
 * "ZOC") and, for a missile unit, its range fan with the hit numbers (AG 8.13, 8.16: RangeFan.tsx).
 *
 * Drawn one painted frame after the click that selects (as the destinations' MP figures are,
 * LateTargets.tsx): the frame that answers the click shows the selection and its destinations, the
 * marks follow in the next idle period. Marks of a selection no longer current are hidden at once
 * (one attribute, `visibility`: no layout work, LateTargets.tsx) and replaced after the frame, so they never stand beside another unit. Names for
 * the keyboard are the cells' (the ZOC hexes say so in their cells' names at once).
 */
import { memo, useRef } from 'react';
import { aspectHexes, type Aspect } from '../../../engine/alesia-gboh/facing';
import { agUnit } from '../../../engine/alesia-gboh/data';
import type { Facing } from '../../../engine/alesia-gboh/state';
import { useAfterPaint } from '../../shell/common/useAfterPaint';
import { RangeFan } from './RangeFan';
import { R, type GbBoardFrame } from './geometry';

/** What the marks are drawn from: the selected unit, its hex and facing, the hexes of its own ZOC. */
export interface MarkedSelection {
  unit: string;
  hex: string;
  facing: Facing;
  zoc: readonly string[];
}

const ASPECT_LETTER: Record<Aspect, string> = { front: 'F', flank: 'L', rear: 'R' };

export function SelectionMarks({ frame, selection }: { frame: GbBoardFrame; selection: MarkedSelection | null }) {
  const late = useAfterPaint(selection);
  const drawn = useRef<MarkedSelection | null>(null);
  if (late === selection) drawn.current = selection;
  const shown = drawn.current;
  if (!shown) return null;
  return (
    <g className="gb-selection-marks" visibility={late === selection ? undefined : 'hidden'} aria-hidden="true">
      <Marks frame={frame} selection={shown} />
    </g>
  );
}

const Marks = memo(function Marks({ frame, selection: { unit, hex, facing, zoc } }: { frame: GbBoardFrame; selection: MarkedSelection }) {
  const { geo } = frame;
  const aspects = (['front', 'flank', 'rear'] as const).flatMap((a) => aspectHexes(hex, facing, a).filter(frame.has).map((h) => ({ h, a })));
  return (
    <>
      {agUnit(unit).missile && <RangeFan frame={frame} unit={unit} hex={hex} facing={facing} />}
      {zoc.length > 0 && (
        <g className="gb-own-zoc">
          {zoc.map((h) => (
            <text key={h} x={geo.centre(h).x} y={geo.centre(h).y + R * 0.05}>ZOC</text>
          ))}
        </g>
      )}
      {aspects.length > 0 && (
        <g className="gb-aspects">
          {aspects.map(({ h, a }) => (
            <g key={h} className={`gb-aspect gb-aspect-${a}`}>
              <path d={geo.hexPath(h, 0.86)} />
              <text x={geo.centre(h).x} y={geo.centre(h).y - R * 0.45}>{ASPECT_LETTER[a]}</text>
            </g>
          ))}
        </g>
      )}
    </>
  );
});
