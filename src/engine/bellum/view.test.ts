import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng';
import { bellum } from './system';
import { gallicPolicy } from './solo/policy';
import { aquitania } from './testing/states';

describe('view and solo policy see no future dice (contract: view; BG 6.1 solo)', () => {
  it('a side\'s view carries everything but the dice generator', () => {
    const s = aquitania();
    for (const side of ['roman', 'gallic'] as const) {
      const v = bellum.view(s, side) as unknown as Record<string, unknown>;
      expect('rng' in v).toBe(false);
      expect(v.viewer).toBe(side);
      expect(v.units).toEqual(s.units);
    }
  });

  it('the automatic Gallic player makes the same choice whatever the dice to come', () => {
    const s = aquitania(); // two players: the Gaul is to decide (Scorched Earth)
    expect(bellum.toAct(s)).toBe('gallic');
    const legal = bellum.legalActions(s);
    const choices = ['a', 'b', 'c', 'd'].map((seed) => gallicPolicy(bellum.view({ ...s, rng: seedRng(seed) }, 'gallic'), legal));
    for (const c of choices) expect(c).toEqual(choices[0]);
  });
});

describe('BG 4.4.1 battle-evasion declarations are simultaneous', () => {
  it('the first declaration stays out of the log and out of the other side\'s view until both are made', async () => {
    const { nerviiState } = await import('./testing/nervii');
    const { toCombat } = await import('./combat/testkit');
    let s = nerviiState();
    s.arrivals.nervii = 'gallic'; // the Gauls attack: they declare first
    s.control.atrebates = 'roman'; // the Roman has somewhere to evade to, so he is asked too
    s = toCombat(s);
    expect(s.combat!.pending).toMatchObject({ kind: 'battleEvade', side: 'gallic' });
    const r = bellum.apply(s, { t: 'evade', to: 'eburones' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.log)).not.toMatch(/Eburones/);
    expect(r.state.combat!.pending).toMatchObject({ kind: 'battleEvade', side: 'roman' });
    const romanView = bellum.view(r.state, 'roman');
    expect(romanView.combat!.encounters[romanView.combat!.index].evade).toEqual({});
    expect(bellum.view(r.state, 'gallic').combat!.encounters[0].evade).toEqual({ gallic: 'eburones' });
    // the Roman stands: both declarations are announced, then rolled
    const after = bellum.apply(r.state, { t: 'stand' });
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    const texts = after.log.map((e) => (e.kind === 'roll' ? `roll:${e.rule}` : e.text));
    const said = texts.findIndex((t) => /Gallic army tries to avoid battle \(towards Eburones\)/.test(t));
    const rolled = texts.indexOf('roll:BG 4.4.1');
    expect(said).toBeGreaterThanOrEqual(0);
    expect(rolled).toBeGreaterThan(said);
  });
});
