/**
 * The hexes that matter, as focusable SVG buttons: those with counters, the legal destinations,
 * hexes lit from the log, and the keyboard's focus hex. Roving tabindex: only the focus hex is
 * in the tab order. Every other hex is drawn by the terrain layer and is reached by the arrows.
 * Each cell is memoized: moving the focus re-renders two cells, not all of them.
 */
import { memo } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import type { MoveCost } from '../../../engine/alesia-classic/movement/costs';
import { centre, hexPath } from './geometry';
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
}

interface CellProps {
  cell: Cell;
  focused: boolean;
  moving: string | null;
  selectable: ReadonlySet<string>;
}

const HexCell = memo(function HexCell({ cell: c, focused, moving }: Omit<CellProps, 'selectable'>) {
  const at = centre(c.key);
  const target = !!c.act;
  return (
    <g
      className={`ac-cell${target ? ' target' : ''}${c.lit ? ' lit' : ''}`}
      data-hex={c.key}
      role="button"
      tabIndex={focused ? 0 : -1}
      aria-label={hexName(c.key, c.stack, moving, c.act, c.selectable, c.hidden, c.cost)}
    >
      <path d={hexPath(c.key)} className="ac-cell-hex" />
      {target && c.stack.length === 0 && <circle cx={at.x} cy={at.y} r="2.2" className="ac-target-dot" />}
    </g>
  );
});

/**
 * A hex's counters, drawn above the cells and apart from them: the cell's name says what they
 * show (its visible text would not be part of that name). A click on a counter still names its hex.
 */
const StackCell = memo(function StackCell({ cell: c, moving, selectable }: Omit<CellProps, 'focused'>) {
  const at = centre(c.key);
  return (
    <g className="ac-stack-at" data-stack-hex={c.key}>
      <Stack hex={c.key} at={at} ids={c.stack} moving={moving} selectable={selectable} hidden={c.hidden} />
      {c.act && <circle cx={at.x} cy={at.y} r="11" className="ac-target-ring" />}
    </g>
  );
});

interface Props {
  cells: readonly Cell[];
  focus: string;
  /** The focus hex as a cell, drawn when it is none of `cells` (a plain hex, a target among many). */
  focusCell: Cell;
  moving: string | null;
  selectable: ReadonlySet<string>;
}

/** The cells, plus a bare cell for the focus hex when it is none of them. */
export function HexCells({ cells, focus, focusCell, moving, selectable }: Props) {
  // One keyed list: a hex that turns from the bare focus cell into a cell of the list (a counter
  // placed on it) keeps its element, and so the keyboard focus.
  const list = cells.some((c) => c.key === focus) ? cells : [...cells, focusCell];
  return (
    <>
      <g className="ac-cells">
        {list.map((c) => (
          <HexCell key={c.key} cell={c} focused={c.key === focus} moving={moving} />
        ))}
      </g>
      <g className="ac-stacks" aria-hidden="true">
        {cells.map((c) => c.stack.length > 0 && <StackCell key={c.key} cell={c} moving={moving} selectable={selectable} />)}
      </g>
    </>
  );
}
