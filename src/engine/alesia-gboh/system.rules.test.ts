/** The GameSystem contract for Alésia (GBoH): set-up, the legal list as the only door, frozen inputs, replay. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { replay } from '../core/replay';
import { AG_ACTION_KINDS_NOW } from './actions';
import type { AgAction } from './actions';
import { alesiaGboh } from './system';
import { deployed, fresh, play, randomPlayout } from './testing';
import { agUnit, romanStartUnits } from './data';
import { parseGbohLabel } from './map/grid';
import { hexKey } from '../hex/coords';

const SCENARIOS = ['12.1', '12.2', '12.3'] as const;

describe('AG 12.1–12.3 set-up', () => {
  for (const sc of SCENARIOS) {
    it(`${sc}: the Roman sets up first, every counter of the scenario's mix in the pool (AG 3.0 A)`, () => {
      const s = fresh(sc);
      expect(alesiaGboh.toAct(s)).toBe('roman');
      expect(s.step).toBe('roman-setup');
      const start = romanStartUnits(sc, s.legions).map((u) => u.id);
      for (const id of start) expect(s.units[id].loc).toEqual({ at: 'pool' });
      expect(alesiaGboh.legalActions(s).some((a) => a.t === 'sample')).toBe(true);
      expect(s.ap.n).toBe(1);
    });
  }

  it('AG 12.1/12.2: six legions of the Roman’s choice, the others in reserve only in 12.2; 12.3: all ten', () => {
    expect(fresh('12.1', 's', { legions: ['X', 'XI', 'XII', 'XIII', 'XIV', 'XV'] }).legions).toEqual(['X', 'XI', 'XII', 'XIII', 'XIV', 'XV']);
    const r = alesiaGboh.setup({ scenario: '12.1', seed: 's', options: { legions: ['X', 'XI'] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 12.1 Romans');
    const s2 = fresh('12.2');
    expect(s2.units['co-xii-1'].loc).toEqual({ at: 'reserve' });
    expect(s2.units['sc-xii']).toBeUndefined(); // AG 12.2: reinforcing legions come without their Scorpion
    expect(fresh('12.1').units['co-xii-1']).toBeUndefined();
    expect(fresh('12.3').legions).toHaveLength(10);
  });

  it('AG 12.1, 12.2: the Alesia force and Vercingetorix start off the east edge; AG 12.3: inside the oppidum', () => {
    expect(fresh('12.1').units['bi-alesia-1'].loc).toEqual({ at: 'east-edge' });
    expect(fresh('12.1').leaders.critognatus).toBeUndefined(); // AG 12.1: no Critognatus
    expect(fresh('12.2').leaders.critognatus.loc).toEqual({ at: 'east-edge' });
    expect(fresh('12.3').units['bi-alesia-1'].loc).toEqual({ at: 'alesia' });
  });

  it('an unknown scenario is refused with the rule named', () => {
    const r = alesiaGboh.setup({ scenario: '12.9', seed: 's', options: {} });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 12.0');
  });
});

describe('GB-DEP — the sample deployment', () => {
  it('puts every Roman counter of 12.2 on the map where the seed names the hex', () => {
    const s = deployed('12.2');
    const at = (id: string) => s.units[id].loc;
    const H = (l: string) => ({ at: 'hex', hex: hexKey(parseGbohLabel(l)!) });
    // Legion XI: cohorts 1–4 in the Redoubts W5820, W5414, W4815, W4816 in that order.
    expect(at('co-xi-1')).toEqual(H('W5820'));
    expect(at('co-xi-2')).toEqual(H('W5414'));
    expect(at('co-xi-3')).toEqual(H('W4815'));
    expect(at('co-xi-4')).toEqual(H('W4816'));
    // Legion X: cohorts on the Ramparts W5714 and W5920.
    expect(at('co-x-9')).toEqual(H('W5714'));
    expect(at('co-x-10')).toEqual(H('W5920'));
    // Legion IX in the infantry camp about W5022, Caesar with it.
    expect(at('co-ix-1')).toEqual(H('W5022'));
    for (const [id, u] of Object.entries(s.units)) if (agUnit(id).side === 'roman' && u.loc.at !== 'reserve') expect(u.loc.at).toBe('hex');
    for (const l of Object.values(s.leaders)) if (l.loc.at !== 'reserve' && l.loc.at !== 'east-edge') expect(['hex', 'pool']).toContain(l.loc.at);
  });

  it('AG 12.2: no Roman north of W5815 / W5915–W5918 (no hex line above 59)', () => {
    const s = deployed('12.2');
    for (const [id, u] of Object.entries(s.units)) if (agUnit(id).side === 'roman' && u.loc.at === 'hex') expect(-Number(u.loc.hex.split(',')[1])).toBeLessThanOrEqual(59);
  });
});

describe('the contract', () => {
  /** Actions per playout: bounded so the suite stays quick now that every activation offers moves. */
  const PLAYOUT = 200;
  it('the legal list is non-empty until the game ends, for every scenario (bounded random playouts)', () => {
    for (const sc of SCENARIOS) {
      for (const seed of ['a', 'b']) {
        const r = randomPlayout(deployed(sc, seed), `${sc}-${seed}`, PLAYOUT, (s) => {
          if (!s.outcome) expect(alesiaGboh.legalActions(s).length).toBeGreaterThan(0);
          else expect(alesiaGboh.legalActions(s)).toEqual([]);
        });
        // Terminates, or stops at the documented bound.
        expect(r.state.outcome !== null || r.actions.length === PLAYOUT).toBe(true);
      }
    }
  });

  it('apply never writes into its input (deep-frozen states through a playout)', () => {
    let s = deepFreeze(fresh('12.2', 'frozen'));
    const r = randomPlayout(s, 'frozen', 400);
    s = deepFreeze(fresh('12.2', 'frozen'));
    for (const a of r.actions) {
      const before = JSON.stringify(s);
      const x = alesiaGboh.apply(s, a);
      expect(x.ok).toBe(true);
      expect(JSON.stringify(s)).toBe(before);
      if (x.ok) s = deepFreeze(x.state);
    }
  });

  it('apply refuses an action not in the legal list, naming the rule, and leaves the state untouched', () => {
    const s = deepFreeze(fresh('12.2'));
    const bad = alesiaGboh.apply(s, { t: 'endSetup' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.rejection.rule).toMatch(/^AG /);
    const malformed = alesiaGboh.apply(s, { x: 1 } as unknown as AgAction);
    expect(malformed.ok).toBe(false);
  });

  it('every legal entry is of a declared kind; shock before movement ends is refused (AG 9.0)', () => {
    const kinds = new Set<string>(AG_ACTION_KINDS_NOW);
    randomPlayout(deployed('12.3', 'later'), 'later', 800, (s) => {
      for (const a of alesiaGboh.legalActions(s)) expect(kinds.has(a.t)).toBe(true);
    });
    const s = deployed('12.2');
    const r = alesiaGboh.apply(s, { t: 'shock', unit: 'co-vi-1', target: 'bi-arverni-1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 9.0');
  });

  it('apply applies the legal list’s own entry, not the caller’s object', () => {
    const s = fresh('12.2');
    const list = alesiaGboh.legalActions(s);
    const mine = { t: 'sample' } as AgAction;
    const r = alesiaGboh.apply(s, mine);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.action).not.toBe(mine);
      expect(r.action).toBe(list.find((a) => a.t === 'sample'));
    }
  });

  it('a game is set-up plus its action log: replay is bit for bit', () => {
    for (const sc of SCENARIOS) {
      const setup = { scenario: sc, seed: `replay-${sc}`, options: {} };
      const s0 = alesiaGboh.setup(setup);
      if (!s0.ok) throw new Error('setup');
      const played = randomPlayout(s0.state, `replay-${sc}`, 700);
      const again = replay(alesiaGboh, setup, played.actions);
      expect(again.failedAt).toBe(-1);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.state));
    }
    // Random games now bring the relief army onto the map and into movement and combat (AG 5.45–5.48): longer games.
  }, 120_000);

  it('every die roll is logged with its rule (and modifiers)', () => {
    const s0 = alesiaGboh.setup({ scenario: '12.2', seed: 'rolls', options: {} });
    if (!s0.ok) throw new Error('setup');
    let s = s0.state;
    const played = randomPlayout(s, 'rolls', 1500);
    let rolls = 0;
    for (const a of played.actions) {
      const x = alesiaGboh.apply(s, a);
      if (!x.ok) throw new Error('refused');
      for (const e of x.log) if (e.kind === 'roll') {
        rolls++;
        expect(e.rule).toMatch(/^AG (5\.(21|33|63)|8\.(16|18|42|44|45)|9\.2[345]|10\.63)$/); // 8.x: fire, 9.23–9.25: shock
        expect(e.dice).toHaveLength(1);
        expect(e.dice[0]).toBeGreaterThanOrEqual(0);
        expect(e.dice[0]).toBeLessThanOrEqual(9);
        expect(e.total).toBe(e.dice[0] + e.modifiers.reduce((n, m) => n + m.value, 0));
      }
      s = x.state;
    }
    expect(rolls).toBeGreaterThan(0);
  }, 120_000);

  it('the placement hint path agrees with the full list', () => {
    let s = play(fresh('12.1'), { t: 'pick', id: 'co-vi-1' });
    const full = alesiaGboh.legalActions(s).filter((a) => a.t === 'place');
    expect(full.length).toBeGreaterThan(1000);
    const a = full[123];
    s = { ...s }; // not the cached object: apply builds the list from the hint
    expect(alesiaGboh.apply(s, a).ok).toBe(true);
  });
});
