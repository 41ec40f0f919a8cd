import { describe, expect, it } from 'vitest';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { COUNTER_H, counterWidth, stackPositions } from './PieceLayers';
import { stackLabel, type Stack } from './mapModel';

const field = (side: 'roman' | 'gallic', leaders: string[], units: string[]): Stack => ({ key: `bigerriones:${side}`, region: 'bigerriones', place: null, side, leaders, units });

describe('stackPositions', () => {
  it('puts the field stacks of both sides side by side under the region name, never overlapping', () => {
    const stacks = [field('roman', ['crassus'], ['legio-vii', 'numidians']), field('gallic', ['adiatuanus'], ['sotiates', 'auscii', 'convenae', 'bigerriones', 'consoranni'])];
    const pos = stackPositions('bigerriones', stacks);
    const boxes = stacks.map((s) => {
      const p = pos.get(s.key)!;
      const w = counterWidth(stackLabel(s));
      return { x0: p.x - w / 2, x1: p.x + w / 2, y: p.y };
    });
    expect(boxes[0].x1).toBeLessThanOrEqual(boxes[1].x0);
    const mid = (boxes[0].x0 + boxes[1].x1) / 2;
    expect(Math.abs(mid - GEOMETRY.regions.bigerriones.label.x)).toBeLessThan(0.01);
    expect(boxes[0].y).toBeGreaterThan(GEOMETRY.regions.bigerriones.label.y);
  });

  it('stacks garrisons of one place one under the other', () => {
    const a: Stack = { key: 'bigerriones:gallic:sotiates-oppidum', region: 'bigerriones', place: 'sotiates-oppidum', side: 'gallic', leaders: [], units: ['sotiates'] };
    const b: Stack = { ...a, key: 'bigerriones:roman:sotiates-oppidum', side: 'roman' };
    const pos = stackPositions('bigerriones', [a, b]);
    expect(pos.get(b.key)!.y - pos.get(a.key)!.y).toBeGreaterThanOrEqual(COUNTER_H);
  });
});
