/**
 * One hex of a hex map as a focusable button (both hex boards): a single element, its outline, named
 * in words (the hex, its terrain, its counters, the choice it offers). Roving tabindex: only the
 * focus hex is in the tab order, the arrow keys reach the rest (keys.ts). Memoized on plain values,
 * so a click re-renders only the cells whose name, state or focus changed.
 */
import { memo } from 'react';

export interface HexCellProps {
  hex: string;
  /** The outline's path data. */
  d: string;
  label: string;
  target: boolean;
  lit: boolean;
  focused: boolean;
  /** False: the cell takes clicks but not the focus (no tabindex), for cells drawn apart from the focus hex's. */
  focusable?: boolean;
  /** Class prefix of the board (`ac`, `gb`): `<prefix>-cell <prefix>-cell-hex`. */
  prefix: string;
}

export const HexCell = memo(function HexCell({ hex, d, label, target, lit, focused, focusable = true, prefix }: HexCellProps) {
  return (
    <path
      d={d}
      className={`${prefix}-cell ${prefix}-cell-hex${target ? ' target' : ''}${lit ? ' lit' : ''}`}
      data-hex={hex}
      role="button"
      tabIndex={focusable ? (focused ? 0 : -1) : undefined}
      aria-label={label}
    />
  );
});
