// @vitest-environment jsdom
/**
 * The Entry Zones panel beside the GBoH map: every zone the scenario uses is listed (AG 12.1: III–VI;
 * 12.2 the West sheet's; 12.3 both sheets'), with a button that brings it into view — it was blank
 * during the Roman's set-up — and a placed tribal counter under its zone with the units it put out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fresh } from '../../../engine/alesia-gboh/testing';
import { planZones } from '../../../engine/alesia-gboh/planning';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { boardActs } from './model';
import { ZonePanel } from './ZonePanel';
import { romanChoose121 } from '../testing/positions';

afterEach(cleanup);

function panel(state: AgState) {
  const onShow = vi.fn<(zone: string) => void>();
  render(<ZonePanel view={state} acts={boardActs([], state, null)} state={state} onZone={() => {}} onShow={onShow} />);
  return { region: screen.getByRole('region', { name: 'Entry Zones' }), onShow };
}

describe('the Entry Zones panel', () => {
  it('AG 12.1: during the Roman set-up it lists Zones III–VI, none with a counter, each shown on the map by a button', () => {
    const { region, onShow } = panel(fresh('12.1', 'zp'));
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-zone'))).toEqual(['III', 'IV', 'V', 'VI']);
    expect(region.textContent).toContain('No tribal counter on the map.');
    fireEvent.click(within(region).getByRole('button', { name: 'Show Zone V on the map' }));
    expect(onShow).toHaveBeenCalledWith('V');
  });

  it('12.2 and 12.3 list the zones of their sheets', () => {
    for (const sc of ['12.2', '12.3'] as const) {
      const s = fresh(sc, 'zp');
      const { region } = panel(s);
      const zones = within(region).getAllByRole('listitem').map((li) => li.getAttribute('data-zone'));
      expect(zones).toEqual([...planZones(s)]);
      cleanup();
    }
  });

  it('a placed counter stands under its zone with the units it has put out', () => {
    const s = romanChoose121('zp');
    const { region } = panel(s);
    const placed = Object.entries(s.tribes).filter(([, t]) => t.status === 'placed');
    expect(placed.length).toBeGreaterThan(0);
    for (const [id, t] of placed) {
      const li = region.querySelector(`li[data-zone="${t.zone}"] li[data-tribe="${id}"]`);
      expect(li?.textContent).toMatch(new RegExp(`— ${t.released} out`));
    }
    expect(region.textContent).not.toContain('No tribal counter on the map.');
  });
});
