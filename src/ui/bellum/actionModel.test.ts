/** The decision's region (the map opens on it) and the decision aimed at a region out of reach. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../../engine/bellum/system';
import { decisionRegion, missedChoice } from './actionModel';
import { aquitania } from './testState';

function uprising() {
  const r = bellum.setup({ scenario: 'last-uprising', seed: 'focus', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('decisionRegion', () => {
  it('a region choice: the first region offered', () => {
    const s = uprising();
    const legal = bellum.legalActions(s);
    const first = legal.find((a) => a.t === 'scorch') as { region: string };
    expect(decisionRegion(s, legal)).toBe(first.region);
  });
  it('a choice of leaders: where the first of them stands; a selection: its region', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    const sel = legal.find((a) => a.t === 'select') as { t: 'select'; leader: string };
    expect(decisionRegion(s, legal)).toBe(s.leaders[sel.leader].region);
    const t = bellum.apply(s, sel);
    if (!t.ok) throw new Error(t.rejection.message);
    expect(decisionRegion(t.state, bellum.legalActions(t.state))).toBe(s.leaders[sel.leader].region);
  });
});

describe('missedChoice', () => {
  it('aims the decision at the region clicked; null when the decision chooses no region', () => {
    const s = uprising();
    expect(missedChoice(bellum.legalActions(s), 'aedui')).toEqual({ t: 'scorch', region: 'aedui' });
    expect(missedChoice([{ t: 'endMove' }], 'aedui')).toBeNull();
    expect(missedChoice([{ t: 'retreat', to: 'pictones' }, { t: 'stand' }], 'morini')).toEqual({ t: 'retreat', to: 'morini' });
    expect(missedChoice([{ t: 'sail', ship: 'trireme-1', to: 'veneti', place: 'corbilo' }, { t: 'sail', ship: 'trireme-1', to: 'atlantic' }], 'santones')).toEqual({ t: 'sail', ship: 'trireme-1', to: 'santones' });
  });
});
