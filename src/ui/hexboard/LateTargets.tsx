/**
 * The destinations' own elements on a hex map (both hex boards) — a named cell for each lit hex that
 * has no cell already (a counter, a marker, the keyboard's focus) and, on the GBoH map, its cost in
 * MP (AG 6.1, turns included) — made one painted frame after the click that lit them, and dropped
 * whole with the click that changes them.
 *
 * Why: a unit's reach is 40–100 hexes, so these are 100–250 elements. Made and dropped one by one in
 * the frame that answers a click, they cost more than the rest of that frame (issue 17's bench). The
 * lit hexes themselves are drawn at once as one path (HexTargets), which a click resolves by position,
 * so the frame that answers the click already shows every destination and takes a click on any of
 * them; the keyboard's cells and the MP figures follow a frame (≈16 ms) later, as the 1983 board's
 * buttons do. These cells take clicks, not the focus: the arrow keys bring the focus hex onto a
 * destination, whose cell the board then draws with its own (so a click never moves a focused
 * element from one group to the other in the middle of the click). While they are out of date (the legal list has changed since) they are hidden: an MP
 * figure never stands beside a hex it no longer describes, and a stale cell takes no focus or click.
 */
import { memo, useRef } from 'react';
import type { HexGeometry } from './geometry';
import { HexCell } from './HexCell';
import { useAfterPaint } from '../shell/common/useAfterPaint';

export interface LateTargetsProps {
  geo: HexGeometry;
  /** Class prefix of the board (`ac`, `gb`): `<prefix>-late-targets`, `<prefix>-cell`, `<prefix>-mp`. */
  prefix: string;
  /** The destinations of the current choice (the board's `acts.toHex`); empty when they are too many for cells. */
  toHex: ReadonlyMap<string, unknown>;
  /** Hexes that already have a cell of their own (drawn with the board's other cells). */
  hasCell: (key: string) => boolean;
  /** MP to each destination (the selected unit's reach); none for a hex it has no figure for. */
  costs: ReadonlyMap<string, number>;
  /** Whether the MP figures are printed (not when the destinations are too many for them). */
  showCosts: boolean;
  nameOfHex: (key: string) => string;
  /** Distance below a hex's centre for its MP figure. */
  costDy: number;
}

export function LateTargets(props: LateTargetsProps) {
  const late = useAfterPaint(props.toHex);
  // The elements drawn: of the current destinations once they are up to date, else the last ones.
  const drawn = useRef<LateTargetsProps | null>(null);
  if (late === props.toHex) drawn.current = props;
  const shown = drawn.current;
  if (!shown || shown.toHex.size === 0) return null;
  // Out of date: hidden at once (one attribute: neither seen, focused nor clicked), replaced or
  // dropped after the frame — removing a few hundred elements in the click's frame costs more than
  // the rest of it. `visibility`, not `display`: hiding by display takes every element out of the
  // layout in the click's frame (hundreds of layout objects), hiding by visibility only repaints.
  return (
    <g className={`${props.prefix}-late-targets`} visibility={late === props.toHex ? undefined : 'hidden'}>
      <TargetElements {...shown} />
    </g>
  );
}

const TargetElements = memo(function TargetElements({ geo, prefix, toHex, hasCell, costs, showCosts, nameOfHex, costDy }: LateTargetsProps) {
  const keys = [...toHex.keys()];
  return (
    <>
      <g className={`${prefix}-cells`}>
        {keys.map((k) =>
          hasCell(k) ? null : <HexCell key={k} hex={k} d={geo.hexPath(k)} label={nameOfHex(k)} target lit={false} focused={false} focusable={false} prefix={prefix} />,
        )}
      </g>
      {showCosts && costs.size > 0 && (
        <g className={`${prefix}-mp`} aria-hidden="true">
          {keys.map((k) => {
            const c = costs.get(k);
            if (c === undefined) return null;
            const at = geo.centre(k);
            return (
              <text key={k} x={at.x} y={at.y + costDy}>
                {c} MP
              </text>
            );
          })}
        </g>
      )}
    </>
  );
});
