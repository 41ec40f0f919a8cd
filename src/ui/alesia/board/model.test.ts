import { describe, expect, it } from 'vitest';
import { position } from '../../../engine/alesia-classic/movement/testkit';
import { at } from '../../../engine/alesia-classic/movement/testkit';
import { stacksOf } from './model';

describe('AC 10.5 — stacks as the board draws them', () => {
  it('puts the fort at the bottom and leaders, archers and slingers on top of the units', () => {
    const roman = stacksOf(position({ caesar: 'M10', 'r-arch-1': 'M10', 'r-vii-1': 'M10', 'fort-1': 'M10' }, 'roman-move')).get(at('M10'))!;
    expect(roman).toEqual(['fort-1', 'r-vii-1', 'r-arch-1', 'caesar']);
    const gauls = stacksOf(position({ vercingetorix: 'M20', 'gb-1': 'M20', 'gb-30': 'M20' }, 'roman-move')).get(at('M20'))!;
    expect(gauls[gauls.length - 1]).toBe('vercingetorix');
  });
});
