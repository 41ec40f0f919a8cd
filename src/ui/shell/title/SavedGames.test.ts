import { describe, expect, it } from 'vitest';
import type { GameMeta } from '../../../store/gameDb';
import { gameSummary } from './SavedGames';

const meta = (m: Partial<GameMeta>): GameMeta => ({
  id: 'g1',
  system: 'alesia-classic',
  scenario: 'standard',
  seed: 'secret-seed-42',
  options: { solo: false, players: 2 },
  mode: '2 players, hotseat',
  created: '2026-01-01T10:00:00Z',
  lastPlayed: '2026-01-01T11:00:00Z',
  actionCount: 12,
  ...m,
});

describe('the list of games in progress', () => {
  it('names the scenario once, says who is to act, and keeps the dice seed out', () => {
    const s = gameSummary(meta({ label: 'The siege of Alesia — Assault Period 1, turn 2', toAct: 'The Gallic player to act' }));
    expect(s.scenario).toBe('AC 3 The siege of Alesia, 52 BC');
    expect(s.where).toBe('Assault Period 1, turn 2');
    expect(s.toAct).toBe('The Gallic player to act');
    expect(JSON.stringify(s)).not.toContain('secret-seed-42');
  });

  it('a Bellum label loses its scenario name too; a finished game has nobody to act', () => {
    const s = gameSummary(meta({ system: 'bellum', scenario: 'aquitania', label: 'The Pacification of Aquitania — May 56 BC', toAct: 'The Roman player to act', finished: true }));
    expect(s.where).toBe('May 56 BC');
    expect(s.toAct).toBeNull();
  });

  it('with the computer at a seat, names who holds each seat (for the record\'s "hotseat"); an older record (no seats) lists none', () => {
    expect(gameSummary(meta({ seats: { gallic: 'normal' } })).seats).toBe('Roman: you · Gallic: computer (normal)');
    expect(gameSummary(meta({ seats: { gallic: 'normal' } })).mode).toBeNull();
    expect(gameSummary(meta({ options: { solo: false, players: 3 }, seats: { relief: 'hard', roman: 'easy', besieged: 'person' } })).seats).toBe('Roman: computer (easy) · Vercingetorix: you · Relief army: computer (hard)');
    expect(gameSummary(meta({})).seats).toBeNull();
    expect(gameSummary(meta({})).mode).toBe('2 players, hotseat');
    expect(gameSummary(meta({ seats: { gallic: 'grandmaster' } })).seats).toBeNull();
  });
});
