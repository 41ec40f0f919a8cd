/**
 * Each hex's printed notation ("Z39"), drawn only where it can be read: at a zoom where a hex is
 * LABEL_HEX_PX screen pixels across or more, and only for the tiles of the board in view (or
 * within two hexes of it). The board is cut once into tiles of TILE hexes square; a tile's labels are
 * one memoized group, so panning draws a tile as it comes into view and nothing else.
 */
import { memo, useEffect, useState, type MutableRefObject } from 'react';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { BOARD_H, BOARD_W, centre, W } from './geometry';
import { hexLabel } from './names';

/**
 * Screen pixels across a hex from which the labels are drawn: the board's opening zoom (a hex 30 px
 * across, AlesiaBoard's READABLE_HEX_PX, less a rounding margin), where a label's 6.8 units read at
 * 8 px and more.
 */
export const LABEL_HEX_PX = 29.5;
const TILE = 6 * W;
/** Labels are drawn this far beyond the edge of the view (board units): a short pan finds them there. */
const MARGIN = 2 * W;

interface Label {
  key: string;
  text: string;
  x: number;
  y: number;
}

let TILES: Map<string, Label[]> | null = null;
/** The board's labels by tile ("col,row"), built once. */
export function labelTiles(): Map<string, Label[]> {
  if (TILES) return TILES;
  TILES = new Map();
  for (const key of acMap().hexes.keys()) {
    const c = centre(key);
    const t = `${Math.floor(c.x / TILE)},${Math.floor(c.y / TILE)}`;
    const list = TILES.get(t) ?? [];
    list.push({ key, text: hexLabel(key), x: c.x, y: c.y - 8.2 });
    TILES.set(t, list);
  }
  return TILES;
}

export interface ViewBox {
  /** Pan and zoom (usePanZoom's view) and the element's size in screen pixels. */
  x: number;
  y: number;
  k: number;
  w: number;
  h: number;
}

/**
 * The tiles to label for a view, as a sorted space-separated key (cheap to compare), or '' when a
 * hex is too small on screen to read its label.
 */
export function tilesInView(v: ViewBox): string {
  if (v.w <= 0 || v.h <= 0) return '';
  const s = Math.min(v.w / BOARD_W, v.h / BOARD_H);
  if (s * v.k * W < LABEL_HEX_PX) return '';
  // The element in viewBox units (the drawing is centred: xMidYMid meet), then in board units.
  const u0 = -(v.w / s - BOARD_W) / 2;
  const w0 = -(v.h / s - BOARD_H) / 2;
  const x0 = (u0 - v.x) / v.k;
  const x1 = (u0 + v.w / s - v.x) / v.k;
  const y0 = (w0 - v.y) / v.k;
  const y1 = (w0 + v.h / s - v.y) / v.k;
  const out: string[] = [];
  const tiles = labelTiles();
  for (let tx = Math.floor((x0 - MARGIN) / TILE); tx <= Math.floor((x1 + MARGIN) / TILE); tx++) {
    for (let ty = Math.floor((y0 - MARGIN) / TILE); ty <= Math.floor((y1 + MARGIN) / TILE); ty++) {
      const t = `${tx},${ty}`;
      if (tiles.has(t)) out.push(t);
    }
  }
  return out.sort().join(' ');
}

const LabelTile = memo(function LabelTile({ tile }: { tile: string }) {
  return (
    <g data-tile={tile}>
      {labelTiles().get(tile)!.map((l) => (
        <text key={l.key} x={l.x} y={l.y}>
          {l.text}
        </text>
      ))}
    </g>
  );
});

export const HexLabels = memo(function HexLabels({ tiles }: { tiles: string }) {
  if (!tiles) return null;
  return (
    <g className="ac-hex-labels" aria-hidden="true">
      {tiles.split(' ').map((t) => (
        <LabelTile key={t} tile={t} />
      ))}
    </g>
  );
});

/**
 * The labels as the view moves: the board hands each new view to `sink` (no render of the board
 * itself), and only a change of the tiles in view draws anything. `onReadable` hears whether any
 * label is drawn (false while the hexes are too small), for the toolbar's note.
 */
export function ViewLabels({ on, sink, last, onReadable }: { on: boolean; sink: MutableRefObject<((v: ViewBox) => void) | null>; last: MutableRefObject<ViewBox | null>; onReadable(r: boolean): void }) {
  const [tiles, setTiles] = useState('');
  useEffect(() => {
    if (!on) {
      setTiles('');
      return;
    }
    const follow = (v: ViewBox) => setTiles(tilesInView(v));
    sink.current = follow;
    if (last.current) follow(last.current);
    return () => {
      sink.current = null;
    };
  }, [on, sink, last]);
  useEffect(() => onReadable(tiles !== ''), [tiles, onReadable]);
  return <HexLabels tiles={tiles} />;
}
