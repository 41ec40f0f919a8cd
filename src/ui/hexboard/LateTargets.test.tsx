// @vitest-environment jsdom
/**
 * The destinations' cells and MP figures (LateTargets): made a painted frame after the click that lit
 * them; when the destinations change, the old ones are hidden at once — never an MP figure beside a
 * hex it no longer describes, never a stale cell to focus or click — and replaced after the frame.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { hexKey } from '../../engine/hex/coords';
import { parseGbohLabel } from '../../engine/alesia-gboh/map/grid';
import { boardFrame } from '../alesia-gboh/board/geometry';
import { LateTargets, type LateTargetsProps } from './LateTargets';

afterEach(cleanup);

const { geo } = boardFrame(['W']);
const key = (label: string) => hexKey(parseGbohLabel(label)!);
const toHex = (labels: string[]) => new Map<string, readonly AgAction[]>(labels.map((l) => [key(l), [{ t: 'end' } as unknown as AgAction]]));
const props = (labels: string[], mp: number, cellOf: string[] = []): LateTargetsProps => ({
  geo,
  prefix: 'gb',
  toHex: toHex(labels),
  hasCell: (k) => cellOf.map(key).includes(k),
  costs: new Map(labels.map((l) => [key(l), mp])),
  showCosts: true,
  nameOfHex: (k) => `hex ${k}`,
  costDy: 5,
});
const draw = (p: LateTargetsProps) => (
  <svg>
    <LateTargets {...p} />
  </svg>
);

describe('LateTargets: the destinations’ cells and MP, a frame late', () => {
  it('draws a cell for each destination without one and its MP once the frame is painted', async () => {
    const { container } = render(draw(props(['W4415', 'W4416', 'W4417'], 2, ['W4416'])));
    await waitFor(() => expect(container.querySelectorAll('.gb-mp text')).toHaveLength(3));
    const cells = [...container.querySelectorAll('.gb-cell')].map((c) => c.getAttribute('data-hex'));
    expect(cells.sort()).toEqual([key('W4415'), key('W4417')].sort());
    expect([...container.querySelectorAll('.gb-mp text')].map((t) => t.textContent)).toEqual(['2 MP', '2 MP', '2 MP']);
    expect(container.querySelector('.gb-late-targets')!.getAttribute('visibility')).toBeNull();
    // They take clicks, not the focus (the focus hex has its cell on the board).
    expect(container.querySelector('.gb-cell[tabindex]')).toBeNull();
  });

  it('hides the old ones in the render that changes the destinations, and shows the new after the frame', async () => {
    const { container, rerender } = render(draw(props(['W4415', 'W4416'], 2)));
    await waitFor(() => expect(container.querySelectorAll('.gb-mp text')).toHaveLength(2));
    rerender(draw(props(['W4515'], 5)));
    // At once: the old figures are hidden, not shown beside hexes they no longer describe.
    expect(container.querySelector('.gb-late-targets')!.getAttribute('visibility')).toBe('hidden');
    await waitFor(() => expect(container.querySelector('.gb-late-targets')!.getAttribute('visibility')).toBeNull());
    expect([...container.querySelectorAll('.gb-mp text')].map((t) => t.textContent)).toEqual(['5 MP']);
    expect([...container.querySelectorAll('.gb-cell')].map((c) => c.getAttribute('data-hex'))).toEqual([key('W4515')]);
  });

  it('draws nothing once there are no destinations', async () => {
    const { container, rerender } = render(draw(props(['W4415'], 1)));
    await waitFor(() => expect(container.querySelectorAll('.gb-cell')).toHaveLength(1));
    rerender(draw(props([], 0)));
    await waitFor(() => expect(container.querySelector('.gb-late-targets')).toBeNull());
  });
});
