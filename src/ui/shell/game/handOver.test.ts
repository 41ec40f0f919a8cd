import { describe, expect, it } from 'vitest';
import { claimed, gate, SCREEN_OPENED, secretFrom, shown, watcherSeat, type ScreenSeats, type SeatRules } from './handOver';
import { nextFrame } from './useScreenSeat';
import type { LogEntry } from '../../../engine/core/log';

/** Alesia-like: a Gallic screen hides from the Romans; Roman screens hide nothing. */
const alesia = (seats: string[], romanSecret = false): SeatRules => {
  const side = (x: string) => (['roman', 'caesar', 'labienus'].includes(x) ? 'roman' : 'gallic');
  return { seats, hides: (v, w) => side(v) !== side(w) && (side(v) === 'gallic' || romanSecret) };
};
/** Bellum-like: nothing hides, but a secret decision (evasion, BG 4.4.1) hides from the other. */
const bellum = (secretDecision: boolean): SeatRules => ({ seats: ['roman', 'gallic'], hides: (v, w) => v !== w && secretDecision });

describe('gate: when a seat\'s screen may be shown', () => {
  const two = alesia(['roman', 'gallic']);

  it('shows everything once the game is over', () => {
    expect(gate('secret', SCREEN_OPENED, null, two)).toBe('show');
    expect(gate('always', claimed('roman'), null, two)).toBe('show');
  });

  it('hands over to a side whose screen holds secrets while another may be looking', () => {
    expect(gate('secret', SCREEN_OPENED, 'gallic', two)).toBe('handOver');
    expect(gate('secret', SCREEN_OPENED, 'roman', two)).toBe('show');
    expect(gate('secret', claimed('gallic'), 'gallic', two)).toBe('show');
  });

  it('case (a): the Roman answers inside the Gallic move; the screen goes back to the Gaul only through a hand-over', () => {
    let screen: ScreenSeats = claimed('gallic');
    screen = shown('secret', screen, 'gallic', two);
    expect(screen.watchers).toEqual(['gallic']);
    // a fire question: the Roman's screen keeps nothing from the Gaul, no hand-over; the Roman comes
    expect(gate('secret', screen, 'roman', two)).toBe('show');
    screen = shown('secret', screen, 'roman', two);
    expect(screen.present).toBe('roman');
    // he answers: the Gallic screen waits for the Gaul
    expect(gate('secret', screen, 'gallic', two)).toBe('handOver');
    expect(secretFrom(screen, 'gallic', two)).toEqual(['roman']);
  });

  it('no hand-over between commanders of one side with "secret"; one at each change of player with "always"', () => {
    const three = alesia(['roman', 'besieged', 'relief']);
    const s = shown('secret', claimed('besieged'), 'besieged', three);
    expect(s.watchers).toEqual(['besieged', 'relief']);
    expect(gate('secret', s, 'relief', three)).toBe('show');
    const a = shown('always', claimed('besieged'), 'besieged', three);
    expect(gate('always', a, 'relief', three)).toBe('handOver');
    const four = alesia(['caesar', 'labienus', 'besieged', 'relief']);
    expect(gate('secret', shown('secret', claimed('caesar'), 'caesar', four), 'labienus', four)).toBe('show');
    expect(gate('always', shown('always', claimed('caesar'), 'caesar', four), 'labienus', four)).toBe('handOver');
  });

  it('a Roman screen with secrets of its own (AC 17.8, 25.7) is handed over too', () => {
    const secretRome = alesia(['caesar', 'labienus', 'besieged', 'relief'], true);
    const s = shown('secret', claimed('relief'), 'relief', secretRome);
    expect(gate('secret', s, 'caesar', secretRome)).toBe('handOver');
  });

  it('"always": the first player is handed the screen, never the player who just acted', () => {
    expect(gate('always', SCREEN_OPENED, 'roman', two)).toBe('handOver');
    const s = shown('always', claimed('roman'), 'roman', two);
    expect(gate('always', s, 'roman', two)).toBe('show');
    expect(gate('always', s, 'gallic', two)).toBe('handOver');
  });

  it('a secret decision of the player at the screen while the other has been watching: the other looks away (no hand-over to him)', () => {
    // Bellum: everything open, so both watch; the Roman moved, now he declares (BG 4.4.1)
    const open = shown('secret', SCREEN_OPENED, 'roman', bellum(false));
    expect(open.watchers).toEqual(['roman', 'gallic']);
    expect(gate('secret', open, 'roman', bellum(true))).toBe('lookAway');
    // he has it to himself now; the Gaul's declaration follows: handed over
    const mine = shown('secret', claimed('roman'), 'roman', bellum(true));
    expect(mine.watchers).toEqual(['roman']);
    expect(gate('secret', mine, 'gallic', bellum(true))).toBe('handOver');
    // after the declarations the game is open again: both watch
    const after = shown('secret', shown('secret', claimed('gallic'), 'gallic', bellum(true)), 'roman', bellum(false));
    expect(after.watchers).toEqual(['gallic', 'roman']);
  });
});

describe('nextFrame: the result before the screen passes', () => {
  const two = alesia(['roman', 'gallic']);
  const roll: LogEntry = { kind: 'roll', side: 'roman', purpose: 'Fort fire', dice: [4], modifiers: [], total: 4, result: 'a hit', rule: 'AC 24' };
  const hiddenLine: LogEntry = { kind: 'text', side: 'gallic', text: 'A Gaul moves off the board.', hiddenFrom: ['roman'] };
  const base = { hotseat: true, setting: 'secret' as const, rules: two };

  it('shows the Roman his fire\'s roll (and nothing hidden from him), then hands over to the Gaul', () => {
    const f0 = nextFrame(null, { ...base, state: 1, toAct: 'roman', log: [hiddenLine] });
    expect(f0.gate).toBe('show');
    const f1 = nextFrame(f0, { ...base, state: 2, toAct: 'gallic', log: [hiddenLine, roll, hiddenLine] });
    expect(f1.gate).toBe('handOver');
    expect(f1.result).toEqual({ seat: 'roman', entries: [roll] });
  });

  it('no result step without a roll, nor when the screen is simply shown', () => {
    const f0 = nextFrame(null, { ...base, state: 1, toAct: 'roman', log: [] });
    const text: LogEntry = { kind: 'text', side: 'roman', text: 'The Roman ends his move.' };
    expect(nextFrame(f0, { ...base, state: 2, toAct: 'gallic', log: [text] }).result).toBeNull();
    expect(nextFrame(f0, { ...base, state: 2, toAct: 'roman', log: [roll] }).result).toBeNull();
  });

  it('outside hotseat the screen is always shown', () => {
    expect(nextFrame(null, { ...base, hotseat: false, state: 1, toAct: 'gallic', log: [] }).gate).toBe('show');
  });
});

describe('nextFrame: a new tree for a seat shown in place of one that keeps secrets from it', () => {
  const two = alesia(['roman', 'gallic']);
  const base = { hotseat: true, setting: 'secret' as const, rules: two, log: [] };
  it('the Roman answering inside the Gallic move gets a fresh screen; the Gaul after the Roman comes through a hand-over', () => {
    let f = nextFrame(null, { ...base, state: 0, toAct: 'roman' });
    const g0 = f.generation;
    f = nextFrame(f, { ...base, state: 1, toAct: 'gallic' });
    expect(f.gate).toBe('handOver');
    // claimed (as useScreenSeat does it)
    f = { ...f, screen: shown('secret', claimed('gallic'), 'gallic', two), gate: 'show', shownSeat: 'gallic' };
    f = nextFrame(f, { ...base, state: 2, toAct: 'gallic' });
    expect(f.generation).toBe(g0);
    f = nextFrame(f, { ...base, state: 3, toAct: 'roman' });
    expect(f.gate).toBe('show');
    expect(f.generation).toBe(g0 + 1);
    // Roman → Roman: the same tree
    expect(nextFrame(f, { ...base, state: 4, toAct: 'roman' }).generation).toBe(g0 + 1);
  });
});

describe('watcherSeat: whose own screen is shown while the computer acts (issue 18)', () => {
  // `seats` holds only the persons' seats (the game screen leaves the computer's out).
  it('the only person at the table: always his, whoever claimed what', () => {
    const roman = alesia(['roman']);
    expect(watcherSeat(SCREEN_OPENED, roman)).toBe('roman');
    expect(watcherSeat(claimed('roman'), roman)).toBe('roman');
    expect(watcherSeat(shown('secret', SCREEN_OPENED, 'roman', roman), roman)).toBe('roman');
  });

  it('several persons: the seat at the screen, only while nobody who may be looking is kept from what it shows', () => {
    // Four-player Alesia, Labienus the computer's: Caesar and the two Gallic commanders at the table.
    const rules = alesia(['caesar', 'besieged', 'relief']);
    // Nobody has the screen yet: no person's screen (the game screen keeps today's rule).
    expect(watcherSeat(SCREEN_OPENED, rules)).toBeNull();
    // The besieged claimed it: his screen (it hides from Caesar, who is not looking).
    expect(watcherSeat(claimed('besieged'), rules)).toBe('besieged');
    // Caesar's screen was shown with everybody looking (it hides nothing from the Gauls): his.
    expect(watcherSeat(shown('secret', SCREEN_OPENED, 'caesar', rules), rules)).toBe('caesar');
    // With secret spheres (AC 17.8) Caesar's screen hides from the Gauls who may be looking: none.
    const secret = alesia(['caesar', 'besieged', 'relief'], true);
    expect(watcherSeat({ watchers: ['caesar', 'relief'], present: 'caesar' }, secret)).toBeNull();
    expect(watcherSeat(claimed('caesar'), secret)).toBe('caesar');
  });

  it('never a seat that is not a person’s', () => {
    const rules = alesia(['roman', 'relief']);
    expect(watcherSeat({ watchers: ['besieged'], present: 'besieged' }, rules)).toBeNull();
    expect(watcherSeat(SCREEN_OPENED, alesia([]))).toBeNull();
  });
});
