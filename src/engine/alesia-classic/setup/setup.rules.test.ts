/**
 * AC 3, AC 17.1, AC 12.7, AC 18.2 and the optional rules — a new game: the options a game may be
 * set up with (each refusal naming the rule), and where every counter starts.
 */
import { describe, expect, it } from 'vitest';
import { AC_UNITS } from '../data/units';
import { readOptions, setupAc, DEFAULT_OPTIONS, DEFAULT_PLAN } from './setup';

describe('the options a game is set up with', () => {
  it('the defaults: two players, twelve turns a period, fire by plan, Vercingetorix not shielded', () => {
    expect(readOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toEqual({ players: 2, periodTurns: 12, vercingetorixShielded: false, fire: 'plan' });
  });

  it('each choice the rules allow is taken', () => {
    for (const players of [2, 3, 4] as const) expect(readOptions({ players })).toMatchObject({ players });
    for (const periodTurns of [10, 11, 12] as const) expect(readOptions({ periodTurns })).toMatchObject({ periodTurns });
    expect(readOptions({ fire: 'ask', vercingetorixShielded: true, trenchFill: true, leaderOut: true, recon: true, hiddenStacks: true, moveClock: { gallic: 1, roman: 60 }, caesarFrom: 'X' }))
      .toMatchObject({ fire: 'ask', vercingetorixShielded: true, trenchFill: true, leaderOut: true, recon: true, hiddenStacks: true, moveClock: { gallic: 1, roman: 60 }, caesarFrom: 'X' });
  });

  it('anything else is refused in words naming its rule', () => {
    const bad: [object, string][] = [
      [{ players: 1 }, 'Players must be 2, 3 or 4 (AC 17.1).'],
      [{ players: 5 }, 'Players must be 2, 3 or 4 (AC 17.1).'],
      [{ periodTurns: 9 }, 'An Assault Period lasts 12, 11 or 10 turns (AC 12.7).'],
      [{ vercingetorixShielded: 'yes' }, 'Optional rule 19.7 is on or off.'],
      [{ fire: 'never' }, 'Roman fire is decided by a plan or by asking (AC 20.5).'],
      [{ trenchFill: 1 }, 'Optional rule 8.4 is on or off.'],
      [{ leaderOut: 'no' }, 'Optional rule 17.6 is on or off.'],
      [{ recon: 0 }, 'Optional rule 22.4 is on or off.'],
      [{ hiddenStacks: null }, 'Optional rule 25.7 is on or off.'],
      [{ moveClock: { gallic: 0, roman: 10 } }, 'Timed moves take whole minutes, 1 to 60 for each side (AC 17.7).'],
      [{ moveClock: { gallic: 10, roman: 61 } }, 'Timed moves take whole minutes, 1 to 60 for each side (AC 17.7).'],
      [{ moveClock: { gallic: 1.5, roman: 10 } }, 'Timed moves take whole minutes, 1 to 60 for each side (AC 17.7).'],
      [{ moveClock: 5 }, 'Timed moves take whole minutes, 1 to 60 for each side (AC 17.7).'],
      [{ caesarFrom: 'XI' }, 'Caesar’s half of the lines starts at a zone I–X (AC 17.4).'],
    ];
    for (const [o, msg] of bad) expect(readOptions(o as never), JSON.stringify(o)).toBe(msg);
  });
});

describe('AC 3 — a new game', () => {
  it('refuses an unknown scenario and bad options, naming the rule', () => {
    const r = setupAc({ scenario: 'nope', seed: 'x', options: {} });
    expect(r.ok || r.rejection).toMatchObject({ rule: 'AC 3', message: 'Unknown scenario "nope".' });
    const o = setupAc({ scenario: 'standard', seed: 'x', options: { players: 7 as never } });
    expect(o.ok || o.rejection).toMatchObject({ rule: 'AC 17.1', message: 'Players must be 2, 3 or 4 (AC 17.1).' });
  });

  it('AC 3.2, 3.3: the besieged in the town, the relief army in box I, the Roman in his pool; the chart shows zone I', () => {
    const r = setupAc({ scenario: 'standard', seed: 'x', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    const s = r.state;
    AC_UNITS.forEach((u, i) => {
      const want = u.side === 'roman' ? { at: 'pool' } : u.force === 'besieged' ? { at: 'town' } : { at: 'obmc', zone: 'I' };
      expect(s.units[i].loc, u.id).toEqual(want);
    });
    expect([s.phase, s.period, s.turn, s.presence, s.outcome, s.seq]).toEqual(['roman-setup', 1, 1, ['I'], null, 0]);
    expect(r.log[0]).toMatchObject({ rule: 'AC 3.3', heading: true });
    expect(r.log.at(-1)).toMatchObject({ side: 'roman', rule: 'AC 3.2', heading: true });
  });

  it('AC 18.2: a lone Gaul draws a secret counter of 1–3 (the Gaul is told he has; not what); with three or four players none', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const r = setupAc({ scenario: 'standard', seed: `c${i}`, options: {} });
      if (!r.ok) throw new Error(r.rejection.message);
      seen.add(r.state.coordination.delay!);
      const told = r.log.find((e) => e.rule === 'AC 18.2');
      expect(told).toMatchObject({ side: 'gallic' });
      expect(told && told.kind === 'text' && /[123] turn/.test(told.text.replace('1, 2 or 3 turns', ''))).toBe(false);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
    for (const players of [3, 4] as const) {
      const r = setupAc({ scenario: 'standard', seed: 'c0', options: { players } });
      if (!r.ok) throw new Error(r.rejection.message);
      expect(r.state.coordination.delay).toBeNull();
      expect(r.log.some((e) => e.rule === 'AC 18.2')).toBe(false);
    }
  });
  it('AC 17.8: secret spheres are on or off; an unknown scenario is named in at most 40 characters', () => {
    expect(readOptions({ secretSpheres: 'yes' as never })).toBe('Optional rule 17.8 is on or off.');
    expect(readOptions({ secretSpheres: true })).toMatchObject({ secretSpheres: true });
    expect(readOptions({ secretSpheres: false })).toMatchObject({ secretSpheres: false });
    const r = setupAc({ scenario: 'y'.repeat(100), seed: 'x', options: {} });
    expect(r.ok || r.rejection).toMatchObject({ rule: 'AC 3', message: `Unknown scenario "${'y'.repeat(40)}".` });
  });

  it('starts with nothing spent, landed, raging or lost, and says in words how the game begins (AC 3.2, 3.3, 18.2)', () => {
    const r = setupAc({ scenario: 'standard', seed: 'x', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    const s = r.state;
    expect(s.owLanded).toEqual([]);
    expect(s.rages).toEqual([]);
    expect(s.fire).toEqual({ used: {}, lost: {}, start: {}, window: null, pending: null, plan: DEFAULT_PLAN });
    expect(s.fire.plan).not.toBe(DEFAULT_PLAN);
    const text = (rule: string) => r.log.map((e) => (e.rule === rule && e.kind === 'text' ? e.text : '')).join('');
    expect(text('AC 3.3')).toMatch(/besieged force and Vercingetorix are in the town.*zone I/);
    expect(text('AC 18.2')).toMatch(/secret coordination counter/);
    expect(text('AC 3.2')).toMatch(/nothing in or next to the town, no fort within 7 hexes of it, three units a hex/);
  });
});
