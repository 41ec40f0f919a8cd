// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { deployed } from '../../../engine/alesia-classic/testing';
import { AlesiaBoard } from './AlesiaBoard';
import { terrainPaths } from './terrain';

vi.mock('./terrain', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./terrain')>();
  return { ...actual, terrainPaths: vi.fn(actual.terrainPaths) };
});

afterEach(cleanup);

describe('TerrainLayer', () => {
  it('is drawn once: a new position re-renders the counters, never the terrain', () => {
    const s0 = deployed('ui');
    const props = { log: [], highlight: [], inspected: null, onInspect() {}, onAct() {}, onSuggest() {}, onCell() {} };
    const { rerender, container } = render(<AlesiaBoard state={s0} legal={alesiaClassic.legalActions(s0)} {...props} />);
    const calls = vi.mocked(terrainPaths).mock.calls.length;
    expect(calls).toBe(1);
    const base = container.querySelector('.ac-terrain');
    const sel = alesiaClassic.legalActions(s0).find((a) => a.t === 'select')!;
    const r = alesiaClassic.apply(s0, sel);
    if (!r.ok) throw new Error(r.rejection.message);
    rerender(<AlesiaBoard state={r.state} legal={alesiaClassic.legalActions(r.state)} {...props} />);
    expect(vi.mocked(terrainPaths).mock.calls.length).toBe(calls);
    expect(container.querySelector('.ac-terrain')).toBe(base);
    expect(container.querySelectorAll('.ac-cell.target').length).toBeGreaterThan(0);
  });
});
