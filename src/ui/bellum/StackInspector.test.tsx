// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { StackInspector } from './StackInspector';
import { aquitania } from './testState';

afterEach(cleanup);

describe('StackInspector', () => {
  it('lists the leaders and units of the region with rank, rating, SP and quality, each with a tooltip', () => {
    render(<StackInspector state={aquitania()} region="veneti" onClose={() => {}} />);
    const box = screen.getByRole('region', { name: 'Inspector' });
    expect(within(box).getByRole('heading', { name: 'Veneti' })).toBeTruthy();
    const list = within(box).getByRole('list', { name: /Roman pieces in the field/ });
    const text = list.textContent!;
    expect(text).toContain('P. Licinius Crassus');
    expect(text).toMatch(/rank 2/);
    expect(text).toMatch(/Legio VII\s*5 SP/);
    expect(within(list).getAllByRole('tooltip', { hidden: true }).length).toBe(4);
  });

  it('a unit of 1 SP reads "1 strength point" in its tooltip (plurals)', () => {
    const s = structuredClone(aquitania());
    const cav = Object.keys(s.units).find((u) => u.endsWith('-cav') && s.units[u].region === 'tarbelli')!;
    s.units[cav].reduced = true; // tribal cavalry: 2 SP, 1 when reduced
    render(<StackInspector state={s} region="tarbelli" onClose={() => {}} />);
    const tips = screen.getAllByRole('tooltip', { hidden: true }).map((t) => t.textContent);
    expect(tips.some((t) => /: 1 strength point \(reduced/.test(t ?? ''))).toBe(true);
    expect(tips.some((t) => /\b1 strength points/.test(t ?? ''))).toBe(false);
  });

  it('invites a click when nothing is inspected', () => {
    render(<StackInspector state={aquitania()} region={null} onClose={() => {}} />);
    expect(screen.getByRole('region', { name: 'Inspector' }).textContent).toMatch(/Click a region/);
  });
});
