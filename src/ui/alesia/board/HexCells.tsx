/**
 * The hexes that matter, as focusable SVG buttons: those with counters, the legal destinations,
 * hexes lit from the log, and the keyboard's focus hex. Roving tabindex: only the focus hex is
 * in the tab order. Every other hex is drawn by the terrain layer and is reached by the arrows.
 * Each cell is memoized: moving the focus re-renders two cells, not all of them. A destination's
 * cost is in the focus hex's name only (and under the pointer, CostTip): a move changes what every
 * other destination costs, and renaming hundreds of cells per click would cost more than a frame.
 */
import { memo, useMemo } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import type { MoveCost } from '../../../engine/alesia-classic/movement/costs';
import { centre, hexPath } from './geometry';
import { HexCell } from '../../hexboard/HexCell';
import { Stack } from './Counters';
import { hexName } from './names';

export interface Cell {
  key: string;
  stack: readonly string[];
  act: AcAction | undefined;
  selectable: number;
  lit: boolean;
  /** AC 25.7: enemy counters hidden under the top one. */
  hidden?: number;
  /** What moving here costs the moving unit. */
  cost?: MoveCost;
  /** Every choice the hex offers when there are several (act is the first). */
  choices?: readonly AcAction[];
  /** The stack's counters turned over (disrupted, the battle rages) as Counters' flipsOf gives them. */
  flips?: string;
}

/**
 * A hex's counters, drawn above the cells and apart from them: the cell's name says what they
 * show (its visible text would not be part of that name). A click on a counter still names its hex.
 * `ids` keeps its identity while the stack does not change (AlesiaBoard), `moving` is the moving
 * unit only when it is in this stack and `can` lists the stack's units that may be selected: a click
 * re-renders the few stacks it changes.
 */
const StackCell = memo(function StackCell({ hex, ids, moving, can, hidden, flips }: { hex: string; ids: readonly string[]; moving: string | null; can: string; hidden: number; flips: string }) {
  const at = centre(hex);
  const selectable = useMemo(() => new Set(can ? can.split(' ') : []), [can]);
  return (
    <g className="ac-stack-at" data-stack-hex={hex}>
      <Stack hex={hex} at={at} ids={ids} moving={moving} selectable={selectable} hidden={hidden} flips={flips} />
    </g>
  );
});

interface Props {
  cells: readonly Cell[];
  focus: string;
  /** The focus hex as a cell, drawn when it is none of `cells` (a plain hex, a target among many). */
  focusCell: Cell;
  moving: string | null;
}

/** The cells, plus a bare cell for the focus hex when it is none of them. */
export const HexCells = memo(function HexCells({ cells, focus, focusCell, moving }: Props) {
  // One keyed list: a hex that turns from the bare focus cell into a cell of the list (a counter
  // placed on it) keeps its element, and so the keyboard focus.
  const list = cells.some((c) => c.key === focus) ? cells : [...cells, focusCell];
  return (
    <>
      <g className="ac-cells">
        {list.map((c) => (
          <HexCell
            key={c.key}
            hex={c.key}
            d={hexPath(c.key)}
            prefix="ac"
            label={hexName(c.key, c.stack, moving, c.act, c.selectable, c.hidden, c.key === focus ? c.cost : undefined, c.flips, c.choices)}
            target={!!c.act}
            lit={c.lit}
            focused={c.key === focus}
          />
        ))}
      </g>
    </>
  );
});

/** The stacks of some cells (a tile of the board: its own SVG layer, see AlesiaBoard). */
export const Stacks = memo(function Stacks({ cells, moving, selectable }: { cells: readonly Cell[]; moving: string | null; selectable: ReadonlySet<string> }) {
  return (
    <g className="ac-stacks" aria-hidden="true">
      {cells.map((c) => (
        <StackCell
          key={c.key}
          hex={c.key}
          ids={c.stack}
          moving={moving && c.stack.includes(moving) ? moving : null}
          can={c.selectable ? c.stack.filter((id) => selectable.has(id)).join(' ') : ''}
          hidden={c.hidden ?? 0}
          flips={c.flips ?? ''}
        />
      ))}
    </g>
  );
});
