// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PLACES } from '../../../engine/bellum/data/places';
import { bellum } from '../../../engine/bellum/system';
import { HOVER_DELAY_MS } from '../../shell/common/Tooltip';
import { MapView } from './MapView';
import { aquitania } from '../testState';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderMap(onPlace = vi.fn()) {
  const state = aquitania();
  render(
    <>
      <button type="button">Outside the map</button>
      <MapView state={state} legal={bellum.legalActions(state)} highlight={[]} inspected={null} onRegion={() => {}} onStack={() => {}} onPlace={onPlace} />
    </>,
  );
  return screen.getByRole('group', { name: 'Map of Gaul' });
}

const openTip = () => {
  const tip = document.getElementById('map-tip');
  return tip && !tip.hidden ? tip : null;
};

describe('map places, tooltips and keys', () => {
  it('every place is a keyboard button named by kind, name and defence; Enter activates it', () => {
    const onPlace = vi.fn();
    const map = renderMap(onPlace);
    const names = new Set<string>();
    for (const p of PLACES) {
      const el = map.querySelector(`[data-place="${p.id}"]`)!;
      const name = el.getAttribute('aria-label') ?? '';
      expect(el.getAttribute('role')).toBe('button');
      expect(el.getAttribute('tabindex')).toBe('0');
      expect(name).toMatch(new RegExp(`^((Oppidum|City) of )?${p.name} \\(.+\\), defence ${p.defence}`));
      expect(name).not.toMatch(/Oppidum of Oppidum/);
      names.add(name);
    }
    // the four towns called Noviodunum are told apart by their region
    expect(names.size).toBe(PLACES.length);
    expect(within(map).getByRole('button', { name: /^Oppidum of Noviodunum \(Suessiones\), defence/ })).toBeTruthy();
    const sos = map.querySelector('[data-place="sotiates-oppidum"]') as SVGElement;
    fireEvent.keyDown(sos, { key: 'Enter' });
    expect(onPlace).toHaveBeenCalledWith('sotiates-oppidum', 'bigerriones');
  });

  it('a focused place shows its tooltip at once: kind, region, tribe, defence and rules', () => {
    const map = renderMap();
    const sos = map.querySelector('[data-place="sotiates-oppidum"]') as SVGElement;
    expect(sos.getAttribute('aria-describedby')).toBe('map-tip');
    fireEvent.focusIn(sos);
    const tip = openTip();
    expect(tip?.textContent).toContain('Oppidum of the Sotiates');
    expect(sos.getAttribute('aria-label')).toBe('Oppidum of the Sotiates (Bigerriones), defence 3');
    expect(tip?.textContent).toMatch(/Oppidum in Bigerriones, of the Sotiates \(BG 0\.3\.4\)/);
    expect(tip?.textContent).toMatch(/Defence 3 \(BG 4\.5\.3\)/);
  });

  it('hovering opens the tooltip only after the delay; moving on while open switches at once', () => {
    vi.useFakeTimers();
    const map = renderMap();
    const tarbelli = map.querySelector('[data-region="tarbelli"]') as SVGElement;
    const veneti = map.querySelector('[data-region="veneti"]') as SVGElement;
    fireEvent.pointerOver(tarbelli, { clientX: 100, clientY: 100 });
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 50));
    expect(openTip()).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(openTip()?.textContent).toContain('Tarbelli');
    fireEvent.pointerOver(veneti, { clientX: 50, clientY: 50 });
    expect(openTip()?.textContent).toContain('Veneti');
    fireEvent.pointerLeave(map);
    expect(openTip()).toBeNull();
  });

  it('Escape closes the tooltip and goes no further (the game does not also cancel)', () => {
    const map = renderMap();
    const escapes = vi.fn();
    const onWindow = (e: KeyboardEvent) => e.key === 'Escape' && escapes();
    window.addEventListener('keydown', onWindow);
    const bige = map.querySelector('[data-region="bigerriones"]') as SVGElement;
    fireEvent.focusIn(bige);
    expect(openTip()).not.toBeNull();
    fireEvent.keyDown(bige, { key: 'Escape' });
    expect(openTip()).toBeNull();
    expect(escapes).not.toHaveBeenCalled();
    fireEvent.keyDown(bige, { key: 'Escape' }); // nothing open now: Escape reaches the game
    expect(escapes).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', onWindow);
  });

  it('the region tooltip names the rivers of the region and the Rhine rule', () => {
    const map = renderMap();
    fireEvent.focusIn(map.querySelector('[data-region="sequani"]') as SVGElement);
    const text = openTip()?.textContent ?? '';
    expect(text).toMatch(/Rivers \(no effect on play\): .*Arar \(Saône\)/);
    expect(text).toContain('Dubis (Doubs)');
    expect(text).toContain('On the Rhine: crossing it takes a turn (BG 3.3.3)');
  });

  it('+, − and 0 zoom with focus outside the map, but not with Ctrl held', () => {
    const map = renderMap();
    const outside = screen.getByRole('button', { name: 'Outside the map' });
    outside.focus();
    fireEvent.keyDown(outside, { key: '+' });
    expect(map.getAttribute('data-zoom')).toBe('1.25');
    fireEvent.keyDown(outside, { key: '+', ctrlKey: true });
    expect(map.getAttribute('data-zoom')).toBe('1.25');
    fireEvent.keyDown(map.querySelector('[data-region="veneti"]')!, { key: '-' });
    expect(map.getAttribute('data-zoom')).toBe('1.00');
    fireEvent.keyDown(outside, { key: '+' });
    fireEvent.keyDown(outside, { key: '0' });
    expect(map.getAttribute('data-zoom')).toBe('1.00');
  });
});
