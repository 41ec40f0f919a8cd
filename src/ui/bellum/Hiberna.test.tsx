// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { bellum } from '../../engine/bellum/system';
import { StackInspector } from './StackInspector';
import { Legend } from './Legend';
import { markersOf, regionAriaLabel, stacksByRegion } from './map/mapModel';
import { stackPositions } from './map/PieceLayers';

afterEach(cleanup);

function uprising() {
  const r = bellum.setup({ scenario: 'last-uprising', seed: 'ui', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('Hiberna in the UI (BG 4.5.7)', () => {
  it('the region carries a Hiberna marker, named in the region\'s accessible label', () => {
    const s = uprising();
    const m = markersOf(s, 'aedui');
    expect(m.map((x) => x.kind)).toContain('Hiberna');
    expect(markersOf(s, 'bituriges').map((x) => x.kind)).not.toContain('Hiberna');
    expect(regionAriaLabel(s, 'aedui', stacksByRegion(s).get('aedui'), m)).toMatch(/Hiberna: Roman winter quarters/);
  });
  it('the inspector shows the Roman pieces in the hiberna and the hiberna among the places', () => {
    render(<StackInspector state={uprising()} region="aedui" onClose={() => {}} />);
    const box = screen.getByRole('region', { name: 'Inspector' });
    const list = within(box).getByRole('list', { name: /Roman pieces in the hiberna/ });
    expect(list.textContent).toContain('C. Iulius Caesar');
    expect(box.textContent).toMatch(/Hiberna in Aedui \(hiberna, defence 2\)/);
  });
  it('no hiberna is listed where there is none', () => {
    render(<StackInspector state={uprising()} region="bituriges" onClose={() => {}} />);
    expect(screen.getByRole('region', { name: 'Inspector' }).textContent).not.toMatch(/Hiberna/);
  });
  it('the hiberna stack is drawn apart from the field stacks', () => {
    const s = uprising();
    const stacks = stacksByRegion(s).get('aedui')!;
    const pos = stackPositions('aedui', stacks);
    const pts = [...pos.values()].map((p) => `${p.x},${p.y}`);
    expect(new Set(pts).size).toBe(pts.length);
  });
  it('the legend explains the H badge', () => {
    render(<Legend />);
    expect(screen.getByRole('note', { name: 'Map legend' }).textContent).toMatch(/H hiberna/);
  });
});

describe('Phase track of 6.3 (BG 6.3.6)', () => {
  it('shows the Gallic movement as phase II and the Roman as phase III', async () => {
    const { phasesFor } = await import('./stepInfo');
    expect(phasesFor('last-uprising').map((p) => p.name)).toEqual(['I Supply', 'II Gallic movement', 'III Roman movement', 'IV Combat', 'V End of turn']);
    expect(phasesFor('aquitania').map((p) => p.name)[1]).toBe('II Roman movement');
  });
});
