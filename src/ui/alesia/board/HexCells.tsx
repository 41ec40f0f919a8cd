/**
 * The hexes that matter, as focusable SVG buttons: those with counters, the legal destinations,
 * hexes lit from the log, and the keyboard's focus hex. Roving tabindex: only the focus hex is
 * in the tab order. Every other hex is drawn by the terrain layer and is reached by the arrows.
 */
import { memo } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { centre, hexPath } from './geometry';
import { Stack } from './Counters';
import { hexName } from './names';

export interface Cell {
  key: string;
  stack: readonly string[];
  act: AcAction | undefined;
  selectable: number;
  lit: boolean;
}

interface Props {
  cells: readonly Cell[];
  focus: string;
  moving: string | null;
  selectable: ReadonlySet<string>;
}

export const HexCells = memo(function HexCells({ cells, focus, moving, selectable }: Props) {
  return (
    <g className="ac-cells">
      {cells.map((c) => {
        const at = centre(c.key);
        const target = !!c.act;
        return (
          <g
            key={c.key}
            className={`ac-cell${target ? ' target' : ''}${c.lit ? ' lit' : ''}`}
            data-hex={c.key}
            role="button"
            tabIndex={c.key === focus ? 0 : -1}
            aria-label={hexName(c.key, c.stack, moving, c.act, c.selectable)}
          >
            <path d={hexPath(c.key)} className="ac-cell-hex" />
            {c.stack.length > 0 && <Stack hex={c.key} at={at} ids={c.stack} moving={moving} selectable={selectable} />}
            {target && <circle cx={at.x} cy={at.y} r={c.stack.length ? 9.5 : 4} className="ac-target-ring" />}
          </g>
        );
      })}
    </g>
  );
});
