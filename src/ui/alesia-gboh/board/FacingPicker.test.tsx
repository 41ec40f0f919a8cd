// @vitest-environment jsdom
/**
 * AG 7.11 facing picker, AG 6.5 rapid moves: each vertex button names its facing and the MP of the
 * move that ends with it — a rapid move's MP from the rapid search (its doubled MA), said to be rapid.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { reach } from '../../../engine/alesia-gboh/movement/reach';
import { romanCommand121 } from '../testing/positions';
import { FacingPicker } from './FacingPicker';
import { boardFrame } from './geometry';
import { sheetsOf } from './sheets';

afterEach(cleanup);

describe('AG 6.5 in the facing picker: a hex only a rapid move reaches', () => {
  it('names each facing with the rapid search’s MP and says it is a rapid move', () => {
    const s = romanCommand121();
    const legal = alesiaGboh.legalActions(s);
    const rapid = legal.find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && !!a.rapid && !a.with && !a.leaders);
    expect(rapid, 'the position offers a rapid move').toBeDefined();
    const hex = rapid!.path[rapid!.path.length - 1];
    const facings = new Map<number, AgAction[]>();
    for (const a of legal) if (a.t === 'move' && a.rapid && a.unit === rapid!.unit && !a.with && !a.leaders && a.path[a.path.length - 1] === hex) facings.set(a.facing, [a]);
    const plain = reach(s, rapid!.unit);
    const fast = reach(s, rapid!.unit, { rapid: true });
    expect(plain!.ends.get(hex)?.facings.some((f) => f.facing === rapid!.facing)).toBeFalsy();
    const { geo } = boardFrame(sheetsOf(s));
    render(<svg><FacingPicker geo={geo} picker={{ hex, facings, of: null }} costsOf={plain} rapidCostsOf={fast} /></svg>);
    for (const [f] of facings) {
      const mp = fast!.ends.get(hex)!.facings.find((x) => x.facing === f)!.cost;
      expect(screen.getAllByRole('button').some((b) => b.getAttribute('data-facing') === String(f) && b.getAttribute('aria-label')!.includes(`${mp} MP (a rapid move)`))).toBe(true);
    }
  });
});
