// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { REGIONS } from '../../../engine/bellum/data/regions';
import { bellum } from '../../../engine/bellum/system';
import { MapView, type MapViewProps } from './MapView';
import { aquitania } from '../testState';

afterEach(cleanup);

type Handlers = Partial<Pick<MapViewProps, 'onRegion' | 'onStack' | 'onPlace'>>;

function renderMap(state = aquitania(), handlers: Handlers = {}) {
  const legal = bellum.legalActions(state);
  render(
    <MapView
      state={state}
      legal={legal}
      highlight={[]}
      inspected={null}
      onRegion={handlers.onRegion ?? (() => {})}
      onStack={handlers.onStack ?? (() => {})}
      onPlace={handlers.onPlace ?? (() => {})}
    />,
  );
  return screen.getByRole('group', { name: 'Map of Gaul' });
}

describe('MapView', () => {
  it('draws every region as a focusable button named with its control and forces', () => {
    const map = renderMap();
    for (const r of REGIONS) {
      const el = within(map).getByRole('button', { name: new RegExp(`^${r.name},`) });
      expect(el.getAttribute('tabindex')).toBe('0');
    }
    const tarbelli = within(map).getByRole('button', { name: /^Tarbelli, anti-Roman, \d+ Gallic units/ });
    expect(tarbelli.getAttribute('data-region')).toBe('tarbelli');
    expect(within(map).getByRole('button', { name: /^Veneti, pro-Roman, 3 Roman units with P\. Licinius Crassus/ })).toBeTruthy();
  });

  it('fills each region by a control pattern, not by colour alone', () => {
    const map = renderMap();
    const veneti = map.querySelector('[data-region="veneti"]')!;
    const tarbelli = map.querySelector('[data-region="tarbelli"]')!;
    expect(veneti.getAttribute('fill')).toBe('url(#pat-roman)');
    expect(tarbelli.getAttribute('fill')).toBe('url(#pat-gallic)');
    expect(map.querySelector('pattern#pat-contested')).toBeTruthy();
  });

  it('activates a region with Enter or Space, and by click', () => {
    const onRegion = vi.fn<MapViewProps['onRegion']>();
    const map = renderMap(aquitania(), { onRegion });
    const el = within(map).getByRole('button', { name: /^Tarbelli,/ });
    fireEvent.keyDown(el, { key: 'Enter' });
    fireEvent.keyDown(el, { key: ' ' });
    fireEvent.click(el);
    expect(onRegion).toHaveBeenCalledTimes(3);
    expect(onRegion).toHaveBeenCalledWith('tarbelli');
  });

  it('draws stacks as focusable counters named by side, place and pieces', () => {
    const onStack = vi.fn<MapViewProps['onStack']>();
    const map = renderMap(aquitania(), { onStack });
    const crassus = within(map).getByRole('button', { name: /^Crassus \+3 — Roman stack in Veneti: P\. Licinius Crassus, 3 units/ });
    expect(crassus.getAttribute('tabindex')).toBe('0');
    expect(crassus.textContent).toContain('Crassus +3');
    fireEvent.keyDown(crassus, { key: 'Enter' });
    expect(onStack).toHaveBeenCalledWith(expect.objectContaining({ region: 'veneti', side: 'roman' }));
    expect(within(map).getAllByRole('button', { name: /— Gallic stack in Tarbelli/ }).length).toBeGreaterThan(0);
  });

  it('lights the legal destinations of a selection with outline and → marker, and names them', () => {
    const s0 = aquitania();
    const sel = bellum.legalActions(s0).find((a) => a.t === 'select')!;
    const r = bellum.apply(s0, sel);
    if (!r.ok) throw new Error(r.rejection.message);
    const map = renderMap(r.state);
    const dests = bellum.legalActions(r.state).flatMap((a) => (a.t === 'move' ? [a.to] : []));
    expect(dests.length).toBeGreaterThan(0);
    for (const d of dests) {
      // the outline is drawn on the overlay layer; the focusable shape carries the name
      expect(map.querySelector(`[data-outline="${d}"]`)!.classList.contains('target')).toBe(true);
      expect(map.querySelector(`[data-region="${d}"]`)!.getAttribute('aria-label')).toMatch(/legal target$/);
    }
    expect(map.querySelectorAll('.target-badge')).toHaveLength(new Set(dests).size);
    expect(map.querySelector('[data-outline="veneti"]')!.classList.contains('selected')).toBe(true);
    expect(map.querySelectorAll('[data-outline]').length).toBe(new Set([...dests, 'veneti']).size);
  });

  it('has zoom and fit controls that transform one group', () => {
    const map = renderMap();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const g = map.querySelector('svg > g, g[transform]');
    expect(map.getAttribute('data-zoom')).toBe('1.25');
    expect(g).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Fit/ }));
    expect(map.getAttribute('data-zoom')).toBe('1.00');
  });

  it('a focused region shows a tooltip naming the rules behind its control, terrain and places (BG 2.2.3, BG 0.3.4)', () => {
    const map = renderMap();
    const bige = map.querySelector('[data-region="bigerriones"]') as SVGElement;
    expect(bige.getAttribute('aria-describedby')).toBe('map-tip');
    fireEvent.focusIn(bige);
    const tip = document.getElementById('map-tip')!;
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('Bigerriones');
    expect(tip.textContent).toMatch(/anti-Roman \(BG 2\.2\.3\)/);
    expect(tip.textContent).toMatch(/Oppidum of the Sotiates, defence 3 .*BG 4\.5\.3/);
    fireEvent.focusOut(bige);
    expect(document.getElementById('map-tip')!.hidden).toBe(true);
  });
});
