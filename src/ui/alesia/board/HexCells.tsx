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
  /** The stack's counters that may be selected, space-separated ('' for none). */
  can?: string;
  /** The moving unit when it is in this stack, else null. */
  movingHere?: string | null;
}

/**
 * The cell of the last render when nothing it shows has changed (AlesiaBoard keeps the cells of the
 * last render): a tile whose cells all stayed is then the same list, and its stacks are not rendered
 * again. Its stack list keeps its identity while unchanged (useStableStacks); an action or a cost is
 * a position's own object, so a cell holding one is always new.
 */
/** `made`, each cell replaced by the last render's (`prev`, by hex) where nothing it shows changed. */
export function keepCells(prev: ReadonlyMap<string, Cell>, made: readonly Cell[]): Cell[] {
  return made.map((c) => {
    const old = prev.get(c.key);
    return old && sameCell(old, c) ? old : c;
  });
}

/** The tiles' lists, each the last render's (`prev`) where it holds the very same cells. */
export function keepTiles(prev: readonly (readonly Cell[])[], next: Cell[][]): Cell[][] {
  return next.map((t, i) => {
    const p = prev[i];
    return p && p.length === t.length && p.every((c, j) => c === t[j]) ? (p as Cell[]) : t;
  });
}

export function sameCell(a: Cell, b: Cell): boolean {
  return (
    a.key === b.key && a.stack === b.stack && a.act === b.act && a.selectable === b.selectable && a.lit === b.lit && (a.hidden ?? 0) === (b.hidden ?? 0) &&
    a.cost === b.cost && (a.flips ?? '') === (b.flips ?? '') && a.choices === b.choices && (a.can ?? '') === (b.can ?? '') && (a.movingHere ?? null) === (b.movingHere ?? null)
  );
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

const NAMES = new WeakMap<Cell, { moving: string | null; focused: boolean; name: string }>();

/** A cell's name (names.ts hexName), kept per cell object: an unchanged cell is not named again. */
function cellName(c: Cell, moving: string | null, focused: boolean): string {
  const kept = NAMES.get(c);
  if (kept && kept.moving === moving && kept.focused === focused) return kept.name;
  const name = hexName(c.key, c.stack, moving, c.act, c.selectable, c.hidden, focused ? c.cost : undefined, c.flips, c.choices);
  NAMES.set(c, { moving, focused, name });
  return name;
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
            label={cellName(c, moving, c.key === focus)}
            target={!!c.act}
            lit={c.lit}
            focused={c.key === focus}
          />
        ))}
      </g>
    </>
  );
});

/**
 * The stacks of some cells (a tile of the board: its own SVG layer, see AlesiaBoard). Everything a
 * stack shows is in its cell (`can`, `movingHere`), so a tile whose list is unchanged is not rendered.
 */
export const Stacks = memo(function Stacks({ cells }: { cells: readonly Cell[] }) {
  return (
    <g className="ac-stacks" aria-hidden="true">
      {cells.map((c) => (
        <StackCell key={c.key} hex={c.key} ids={c.stack} moving={c.movingHere ?? null} can={c.can ?? ''} hidden={c.hidden ?? 0} flips={c.flips ?? ''} />
      ))}
    </g>
  );
});
