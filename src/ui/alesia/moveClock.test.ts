/** AC 17.7 (optional) — which moves Alesia's clock times, for how long, and how a move ends when time is up. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { alesiaClassic, seatToAct } from '../../engine/alesia-classic/system';
import { readOptions } from '../../engine/alesia-classic/setup/setup';
import { deployed, play } from '../../engine/alesia-classic/testing';
import type { AcState } from '../../engine/alesia-classic/state';
import { acClockSpec, acTimeUp, suggestedMinutes } from './moveClock';
import { acOptionsSchema } from './saveSchema';

const spec = (s: AcState) => acClockSpec(s, seatToAct(s));
const endUntil = (s: AcState, done: (s: AcState) => boolean) => {
  for (let i = 0; i < 200 && !done(s); i++) {
    const legal = alesiaClassic.legalActions(s);
    s = play(s, legal.find((a) => a.t === 'end' || a.t === 'fight' || a.t === 'holdFire') ?? legal[0]);
  }
  return s;
};

describe('AC 17.7 — timed moves', () => {
  it('suggests the rule’s limits for three and four players, and 20 minutes each for two', () => {
    expect(suggestedMinutes(3)).toEqual({ gallic: 10, roman: 20 });
    expect(suggestedMinutes(4)).toEqual({ gallic: 10, roman: 10 });
    expect(suggestedMinutes(2)).toEqual({ gallic: 20, roman: 20 });
  });

  it('times nothing unless the players chose it', () => {
    const s = deployed('clock-off', { players: 3 });
    expect(spec(s)).toBeNull();
    expect(acTimeUp(s, alesiaClassic.legalActions(s))).toBeNull();
  });

  it('times each commander’s movement with his side’s minutes, a fresh clock for each commander and turn', () => {
    const s = deployed('clock-3', { players: 3, moveClock: { gallic: 10, roman: 20 } });
    expect(spec(s)).toEqual({ key: '1.1.relief', limitMs: 600_000, who: 'Relief army', rule: 'AC 17.7' });
    const offboard = endUntil(s, (x) => x.phase === 'gallic-offboard');
    expect(spec(offboard)?.key).toBe('1.1.relief'); // the same move: on the board, then off it
    const combat = endUntil(offboard, (x) => x.phase !== 'gallic-offboard');
    expect(combat.phase === 'roman-move' || spec(combat) === null).toBe(true);
    const roman = endUntil(combat, (x) => x.phase === 'roman-move');
    expect(spec(roman)).toEqual({ key: '1.1.roman', limitMs: 1_200_000, who: 'Roman', rule: 'AC 17.7' });
    const next = endUntil(roman, (x) => x.turn === 2 && x.phase === 'gallic-move');
    expect(spec(next)?.key).toBe('1.2.relief');

    const four = deployed('clock-4', { players: 4, moveClock: { gallic: 10, roman: 7 } });
    const caesar = endUntil(four, (x) => x.phase === 'roman-move');
    expect(spec(caesar)).toMatchObject({ key: '1.1.caesar', limitMs: 420_000, who: 'Caesar' });
    const labienus = play(caesar, { t: 'end' });
    expect(spec(labienus)).toMatchObject({ key: '1.1.labienus', who: 'Labienus' });
  });

  it('does not time the Roman’s fire decisions nor the Gaul while the Roman decides; combat is not timed', () => {
    const s = deployed('clock-fire', { players: 2, fire: 'ask', moveClock: { gallic: 10, roman: 20 } });
    const window: AcState = { ...s, fire: { ...s.fire, window: { final: true } } };
    expect(alesiaClassic.toAct(window)).toBe('roman');
    expect(spec(window)).toBeNull();
    expect(acTimeUp(window, alesiaClassic.legalActions(window))).toBeNull();
    const combat = endUntil(s, (x) => x.phase === 'gallic-combat' || x.phase === 'roman-move');
    if (combat.phase === 'gallic-combat') expect(spec(combat)).toBeNull();
  });

  it('ends the move with the step’s own legal End when time is up', () => {
    const s = deployed('clock-end', { players: 2, moveClock: { gallic: 10, roman: 20 } });
    const legal = alesiaClassic.legalActions(s);
    expect(acTimeUp(s, legal)).toEqual({ t: 'end' });
    expect(legal).toContainEqual({ t: 'end' });
    const after = play(s, acTimeUp(s, legal)!);
    expect(after.phase).not.toBe('gallic-move');
  });

  it('keeps the agreed minutes in the options and in a save file; refuses nonsense', () => {
    expect(typeof readOptions({ players: 3, moveClock: { gallic: 10, roman: 20 } })).toBe('object');
    expect(typeof readOptions({ moveClock: { gallic: 0, roman: 20 } })).toBe('string');
    expect(typeof readOptions({ moveClock: { gallic: 10.5, roman: 20 } } as never)).toBe('string');
    expect(v.safeParse(acOptionsSchema, { players: 4, moveClock: { gallic: 10, roman: 10 } }).success).toBe(true);
    expect(v.safeParse(acOptionsSchema, { moveClock: { gallic: 10 } }).success).toBe(false);
    expect(v.safeParse(acOptionsSchema, { moveClock: { gallic: 10, roman: 61 } }).success).toBe(false);
    expect(v.safeParse(acOptionsSchema, { moveClock: { gallic: 10, roman: 20, ms: 1 } }).success).toBe(false);
  });
});
