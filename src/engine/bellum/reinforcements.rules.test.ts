/** BG 3.1 — reinforcements in step A of their owner's movement phase (BG 1.II.A / 1.III.A), scenario 6.2's list. */
import { describe, expect, it } from 'vitest';
import type { LogEntry, TextEntry } from '../core/log';
import { Ctx } from './ctx';
import { applyReinforce, dueReinforcements, phaseARule, reinforceLegal, reinforcementPhase, romanLeaderRegions, scenarioReinforcements } from './reinforcements';
import { helvetii } from './testing/helvetii';
import { clearPieces, place } from './testing/states';
import type { BellumState } from './state';

const texts = (log: readonly LogEntry[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);

/** July 58 BC in scenario 6.2, Caesar in Provincia II and the legates in Cisalpina (its set-up). */
function july(): BellumState {
  const s = helvetii('reinf');
  s.turn = 6;
  s.reinforce = [];
  return s;
}

describe('BG 3.1 — what is due', () => {
  it('the scenario\'s list, by side, year and turn', () => {
    const s = july();
    expect(scenarioReinforcements(s).map((r) => r.id)).toEqual(['ariovistus', 'aedui-horse']);
    expect(dueReinforcements(s, 'gallic').map((r) => r.id)).toEqual(['ariovistus']);
    expect(dueReinforcements(s, 'roman').map((r) => r.id)).toEqual(['aedui-horse']);
    s.turn = 5;
    expect(dueReinforcements(s, 'roman')).toEqual([]);
    s.turn = 6;
    s.year = 57;
    expect(dueReinforcements(s, 'roman')).toEqual([]);
    expect(scenarioReinforcements({ scenario: 'aquitania' })).toEqual([]);
    expect(scenarioReinforcements({ scenario: 'no-such' })).toEqual([]);
    expect(phaseARule('roman')).toBe('BG 1.II.A');
    expect(phaseARule('gallic')).toBe('BG 1.III.A');
  });

  it('regions holding a Roman leader: not a pro-Roman Gallic chief, not a leader off the map', () => {
    const s = july();
    expect(romanLeaderRegions(s)).toEqual(['cisalpina', 'provincia-2']);
    s.leaders.caesar.out = 'killed';
    expect(romanLeaderRegions(s)).toEqual(['cisalpina']);
    s.leaders.diviciacos = { region: 'aedui', place: null, out: null, wounded: false };
    expect(romanLeaderRegions(s)).toEqual(['cisalpina']);
    s.leaders.orgetorix.region = 'sequani';
    expect(romanLeaderRegions(s)).toEqual(['cisalpina']);
    s.leaders.caesar = { region: null, place: null, out: null, wounded: false };
    expect(romanLeaderRegions(s)).toEqual(['cisalpina']);
  });
});

describe('BG 1.III.A — at a fixed region', () => {
  it('the Germanic host arrives in Germania; the log opens the step and names everyone', () => {
    const s = july();
    const ctx = new Ctx(s);
    reinforcementPhase(ctx, 'gallic');
    expect(s.leaders.ariovistus).toEqual({ region: 'germania', place: null, out: null, wounded: false });
    expect(s.units['german-inf-1']).toEqual({ region: 'germania', place: null, out: null, reduced: false });
    expect(s.control.germania).toBe('gallic');
    expect(ctx.log[0]).toMatchObject({ kind: 'text', side: 'gallic', text: 'Gallic reinforcements (BG 3.1).', rule: 'BG 1.III.A' });
    const arrival = ctx.log[1] as TextEntry;
    expect(arrival.text).toMatch(/^Gallic reinforcements arrive in Germania: Ariovistus, Suebi chief, /);
    expect(arrival.rule).toBe('BG 6.2.5');
    expect(arrival.refs![0]).toEqual({ kind: 'region', id: 'germania' });
    expect(arrival.refs).toContainEqual({ kind: 'piece', id: 'ariovistus' });
    expect(arrival.refs).toContainEqual({ kind: 'piece', id: 'german-cav-2' });
  });

  it('nothing due: nothing logged', () => {
    const s = july();
    s.turn = 5;
    const ctx = new Ctx(s);
    reinforcementPhase(ctx, 'gallic');
    expect(ctx.log).toEqual([]);
  });
});

describe('BG 1.II.A / BG 6.2.5 — in a region with a Roman leader', () => {
  it('two such regions: the choice waits, and the log asks for it', () => {
    const s = july();
    const ctx = new Ctx(s);
    reinforcementPhase(ctx, 'roman');
    expect(s.reinforce).toEqual([{ id: 'aedui-horse', side: 'roman', regions: ['cisalpina', 'provincia-2'] }]);
    expect(texts(ctx.log)).toEqual(['Roman reinforcements (BG 3.1).', 'Roman player: choose where 2 pro-Roman Gallic cavalry arrive (a region with a Roman leader).']);
    expect(ctx.log[1]).toMatchObject({ rule: 'BG 6.2.5' });
    expect(reinforceLegal(s)).toEqual([
      { t: 'reinforce', id: 'aedui-horse', region: 'cisalpina' },
      { t: 'reinforce', id: 'aedui-horse', region: 'provincia-2' },
    ]);
    expect(s.units['allied-cav-1']).toBeUndefined();
  });

  it('the choice made: the cavalry arrive there and may move with a leader this phase', () => {
    const s = july();
    s.step = 'roman.move';
    const ctx = new Ctx(s);
    reinforcementPhase(ctx, 'roman');
    applyReinforce(ctx, 'aedui-horse', 'cisalpina');
    expect(s.reinforce).toEqual([]);
    expect(s.units['allied-cav-1']).toEqual({ region: 'cisalpina', place: null, out: null, reduced: false });
    expect(s.mayMove).toEqual(expect.arrayContaining(['allied-cav-1', 'allied-cav-2']));
    expect(texts(ctx.log).at(-1)).toMatch(/^Roman reinforcements arrive in Cisalpina: .+, .+\.$/);
    expect(reinforceLegal(s)).toEqual([]);
  });

  it('one such region: they arrive there at once', () => {
    const s = july();
    place(s, ['caesar'], 'cisalpina');
    const ctx = new Ctx(s);
    reinforcementPhase(ctx, 'roman');
    expect(s.reinforce).toEqual([]);
    expect(s.units['allied-cav-2'].region).toBe('cisalpina');
  });

  it('none: they are lost, and the log says so', () => {
    const s = clearPieces(july());
    const ctx = new Ctx(s);
    reinforcementPhase(ctx, 'roman');
    expect(s.reinforce).toEqual([]);
    expect(s.units['allied-cav-1']).toBeUndefined();
    expect(texts(ctx.log)).toContain('No region holds a Roman leader: 2 pro-Roman Gallic cavalry in any region with a Roman leader cannot arrive and are lost.');
  });
});
