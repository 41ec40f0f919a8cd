/**
 * The GBoH map's counters in tiles, each tile its own SVG layer (as the 1983 board's): a click that
 * selects or moves a counter has Chromium repaint the tile it changed, not every counter of both
 * sheets (12.3 puts some 300 on the map, and one layer for them all made Paint the largest part of a
 * click's frame: issue 17's bench). Within a tile the stacks keep the board's order and each stack is
 * re-rendered only when its own counters change (Counters.tsx sameStack).
 */
import { memo, useMemo } from 'react';
import type { BoardView } from './model';
import type { GbBoardFrame } from './geometry';
import { Stack } from './Counters';

const TILES_X = 4;
const TILES_Y = 4;

/** The tile of a hex: by its centre on the board's frame. */
function tileOf(frame: GbBoardFrame, key: string): number {
  const c = frame.geo.centre(key);
  const tx = Math.max(0, Math.min(TILES_X - 1, Math.floor((c.x / frame.w) * TILES_X)));
  const ty = Math.max(0, Math.min(TILES_Y - 1, Math.floor((c.y / frame.h) * TILES_Y)));
  return ty * TILES_X + tx;
}

interface Props {
  frame: GbBoardFrame;
  /** Each hex's counters, in the board's order. */
  stacks: ReadonlyMap<string, readonly string[]>;
  view: BoardView;
  /** The selected unit or leader. */
  actor: string | null;
  viewBox: string;
  layerRef: (key: string) => (el: SVGGElement | null) => void;
}

export function StackTiles({ frame, stacks, view, actor, viewBox, layerRef }: Props) {
  const tiles = useMemo(() => {
    const out: [string, readonly string[]][][] = Array.from({ length: TILES_X * TILES_Y }, () => []);
    for (const entry of stacks) out[tileOf(frame, entry[0])].push(entry);
    return out;
  }, [stacks, frame]);
  return (
    <>
      {tiles.map((t, i) => (
        <svg key={i} className="gb-map-layer gb-map-stacks" viewBox={viewBox} aria-hidden="true">
          <g ref={layerRef(`stacks-${i}`)}>
            <Tile frame={frame} entries={t} units={view.units} leaders={view.leaders} actor={actor} />
          </g>
        </svg>
      ))}
    </>
  );
}

const Tile = memo(function Tile({ frame, entries, units, leaders, actor }: { frame: GbBoardFrame; entries: readonly [string, readonly string[]][]; units: BoardView['units']; leaders: BoardView['leaders']; actor: string | null }) {
  return (
    <>
      {entries.map(([hex, ids]) => (
        <g key={hex} data-stack-hex={hex} className="gb-stack-at">
          <Stack at={frame.geo.centre(hex)} ids={ids} units={units} leaders={leaders} selected={actor && ids.includes(actor) ? actor : null} />
        </g>
      ))}
    </>
  );
});
