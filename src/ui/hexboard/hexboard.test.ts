/**
 * The shared hex-board parts: a geometry's centres are the engine layout's, its outlines close on
 * the six corners; the keyboard steps to neighbours and back, and stays at the edge; the follow
 * frame shows the points asked, at the view's zoom when they fit.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCorners, hexToPixel } from '../../engine/hex/layout';
import { distance, hexKey, parseHexKey } from '../../engine/hex/coords';
import { arbHex } from '../../engine/hex/testing';
import { hexGeometry } from './geometry';
import { nextHexOn } from './keys';
import { followFrameOf } from './follow';

const geo = hexGeometry(24, { x: 30, y: 40 });

describe('hexGeometry', () => {
  it('puts each centre where the engine layout does, and draws the outline through its six corners', () => {
    fc.assert(
      fc.property(arbHex(30), (h) => {
        const c = geo.centre(hexKey(h));
        const p = hexToPixel(geo.LAYOUT, h);
        expect(Math.abs(c.x - p.x)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(c.y - p.y)).toBeLessThanOrEqual(0.05);
        const d = geo.hexPath(hexKey(h));
        const start = /^M(-?[\d.]+),(-?[\d.]+)/.exec(d)!;
        const corners = hexCorners(geo.LAYOUT, h);
        expect(corners.some((k) => Math.abs(k.x - Number(start[1])) < 0.1 && Math.abs(k.y - Number(start[2])) < 0.1)).toBe(true);
        expect(d.endsWith('z')).toBe(true);
      }),
    );
  });
});

describe('nextHexOn', () => {
  const board = new Set<string>();
  for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) board.add(`${q},${r}`);
  const has = (k: string) => board.has(k);
  it('steps to a neighbour, and up then down comes back', () => {
    for (const key of ['0,0', '1,-1', '-2,3']) {
      for (const k of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'q', 'w', 'z', 'x']) expect(distance(parseHexKey(key), parseHexKey(nextHexOn(has, key, k, false)!))).toBe(1);
      expect(nextHexOn(has, nextHexOn(has, key, 'ArrowUp', false)!, 'ArrowDown', false)).toBe(key);
      expect(nextHexOn(has, nextHexOn(has, key, 'ArrowLeft', false)!, 'ArrowRight', false)).toBe(key);
    }
    expect(nextHexOn(has, '0,0', 'Enter', false)).toBeNull();
  });
  it('stays put at the edge of the board', () => {
    expect(nextHexOn(has, '6,0', 'ArrowRight', false)).toBe('6,0');
  });
});

describe('followFrameOf', () => {
  const board = { w: 1000, h: 800, hexW: 24 };
  const view = { x: 0, y: 0, k: 2, w: 500, h: 400 };
  it('leaves a view that shows the points, and centres on points off screen at its zoom', () => {
    expect(followFrameOf(board, [{ x: 100, y: 100 }], view, 'all', 1)).toBeNull();
    const to = followFrameOf(board, [{ x: 900, y: 700 }], view, 'all', 1)!;
    expect(to).toEqual({ x: 900, y: 700, k: 2 });
  });
  it('zooms out to show every point in "all" mode, down to the least zoom', () => {
    const to = followFrameOf(board, [{ x: 100, y: 100 }, { x: 900, y: 700 }], view, 'all', 0.5)!;
    expect(to.k).toBeLessThan(2);
    expect(to.k).toBeGreaterThanOrEqual(0.5);
    expect(to).toMatchObject({ x: 500, y: 400 });
  });
});
