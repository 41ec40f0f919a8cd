/** BG 5.6 / 5.6.1 / 5.6.2 — naval combat, round by round, with the log the players read. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { DieRollEntry, LogEntry, TextEntry } from '../../core/log';
import { bellum } from '../system';
import { rngFor } from '../testing/forceDice';
import { addUnit, logOf, play } from '../testing/states';
import { fleetBoard, putAtSea } from '../testing/fleets';
import type { BellumAction, BellumState } from '../state';
import { REGION_BY_ID } from '../data/regions';
import { currentRound, escapeOptions, navalModifiers } from './combat';

const texts = (log: readonly LogEntry[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);
const rolls = (log: readonly LogEntry[]) => log.filter((e): e is DieRollEntry => e.kind === 'roll');

/** The Gallic movement phase of turn `turn`, with Trireme I (empty) in Veneti against the two Veneti ships. */
function atVeneti(dice: number[], turn = 5, tweak?: (s: BellumState) => void): BellumState {
  const s = fleetBoard('naval-combat');
  s.units['trireme-1'].region = 'veneti';
  s.turn = turn;
  s.step = 'gallic.move';
  tweak?.(s);
  s.rng = rngFor(dice);
  return deepFreeze(s);
}

describe('BG 5.6 — where fleets fight', () => {
  it('a naval combat opens in every coastal region holding both fleets, in map order, and is announced', () => {
    const s = atVeneti([6], 5, (x) => {
      addUnit(x, 'morini-inf', 'morini');
      x.units['veneti-ship-2'].region = 'morini';
      x.units['trireme-2'].region = 'morini';
    });
    const { state, log } = logOf(s, [{ t: 'endMove' }]);
    expect([...state.naval!.fight!.regions].sort()).toEqual(['morini', 'veneti']);
    expect(texts(log).some((t) => /^Naval combat in (Veneti, Morini|Morini, Veneti)\.$/.test(t))).toBe(true);
  });

  it('no combat where one fleet is absent or only in Corbilo\'s harbour, nor at sea', () => {
    const s = atVeneti([6], 5, (x) => {
      x.units['veneti-ship-1'].place = 'corbilo';
      x.units['veneti-ship-2'].place = 'corbilo';
    });
    expect(play(s, [{ t: 'endMove' }]).naval?.fight ?? null).toBeNull();
    const t = atVeneti([6], 5, (x) => {
      putAtSea(x, 'trireme-1', 'atlantic');
      putAtSea(x, 'veneti-ship-1', 'atlantic');
      putAtSea(x, 'veneti-ship-2', 'atlantic');
      x.naval!.mustLand = [];
    });
    expect(play(t, [{ t: 'endMove' }]).naval?.fight ?? null).toBeNull();
  });

  it('one harboured Veneti ship stays out while the other fights', () => {
    const s = atVeneti([6], 5, (x) => { x.units['veneti-ship-2'].place = 'corbilo'; });
    const t = play(s, [{ t: 'endMove' }]);
    expect(currentRound(t)).toMatchObject({ region: 'veneti', round: 1 });
    expect(navalModifiers(t, 'veneti', 'gallic', false)).toEqual([{ value: 1, reason: '1 ship counter', rule: 'BG 5.6.1' }]);
  });
});

describe('BG 5.6.1 — the wind', () => {
  it('is rolled by the Gallic player, −1 in a stormy turn, and named in the log', () => {
    const { state, log } = logOf(atVeneti([5], 10), [{ t: 'endMove' }]);
    const w = rolls(log).find((r) => r.rule === 'BG 5.6.1')!;
    expect(w).toMatchObject({ side: 'gallic', dice: [5], total: 4, purpose: 'Wind for naval combat round 1 in Veneti', result: 'light wind (1–4): the Roman may escape and gets +1' });
    expect(w.modifiers).toEqual([{ value: -1, reason: 'turn 1, 2, 9 or 10', rule: 'BG 5.6.1' }]);
    expect(state.naval!.fight!.rounds[0]).toMatchObject({ windDie: 5, windTotal: 4, light: true });
  });

  it('5 or more is strong outside the stormy turns: no escape offered', () => {
    const { state, log } = logOf(atVeneti([5], 5), [{ t: 'endMove' }]);
    const w = rolls(log).find((r) => r.rule === 'BG 5.6.1')!;
    expect(w).toMatchObject({ total: 5, modifiers: [], result: 'strong wind' });
    expect(state.naval!.fight!.rounds[0].light).toBe(false);
    expect(bellum.legalActions(state)).toEqual([{ t: 'navalFight' }]);
  });

  it('4 is light: the Roman may fight or escape', () => {
    const s = play(atVeneti([4], 5, (x) => { x.control.pictones = 'roman'; x.control.redones = 'roman'; }), [{ t: 'endMove' }]);
    expect(bellum.legalActions(s)).toEqual([{ t: 'navalFight' }, { t: 'navalEscape', to: 'pictones' }, { t: 'navalEscape', to: 'redones' }]);
  });
});

describe('BG 5.6.1 — escape', () => {
  it('only to neighbouring Roman-held coastal regions of the same sea, else the open sea', () => {
    const s = fleetBoard();
    s.control.pictones = 'roman';
    s.control.redones = 'roman';
    expect(escapeOptions(s, 'veneti')).toEqual(['pictones', 'redones']);
    s.control.pictones = 'contested';
    s.control.redones = 'gallic';
    expect(escapeOptions(s, 'veneti')).toEqual(['atlantic']);
    // Inland neighbours do not count even when Roman: Redones borders inland Cenomani.
    expect(REGION_BY_ID.redones.neighbours).toContain('cenomani');
    s.control.cenomani = 'roman';
    s.control.venelli = 'roman';
    expect(escapeOptions(s, 'redones')).toEqual(['venelli']);
    s.control.venelli = 'gallic';
    expect(escapeOptions(s, 'redones')).toEqual(['atlantic']);
  });

  it('the whole Roman fleet slips away; the Gallic fleet stays; the next region is fought', () => {
    const s = atVeneti([2], 5, (x) => {
      x.units['trireme-2'].region = 'veneti';
      x.units['legio-x'].region = 'veneti';
      x.naval!.cargo['trireme-2'] = ['legio-x'];
      x.control.pictones = 'roman';
    });
    const opened = play(s, [{ t: 'endMove' }]);
    const { state, log } = logOf(opened, [{ t: 'navalEscape', to: 'pictones' }]);
    expect(state.units['trireme-1'].region).toBe('pictones');
    expect(state.units['trireme-2'].region).toBe('pictones');
    expect(state.units['legio-x'].region).toBe('pictones'); // passengers go with their ship
    expect(state.units['veneti-ship-1'].region).toBe('veneti');
    expect(state.naval!.fight).toBeNull();
    expect(opened.naval!.fight!.rounds).toHaveLength(1);
    expect(texts(log)).toContain('In light wind the Roman fleet slips away from Veneti to Pictones; the Gallic fleet stays.');
    expect(currentRound(state)).toBeNull();
  });

  it('to the open sea when no neighbour is Roman', () => {
    const s = play(atVeneti([1], 5, (x) => {
      for (const id of ['legio-x', 'cretans', 'balearics', 'roman-cav-2', 'trireme-2']) x.units[id].region = 'santones';
      x.leaders.brutus.region = 'santones';
      x.control.pictones = 'gallic';
      x.control.redones = 'gallic';
    }), [{ t: 'endMove' }]);
    expect(escapeOptions(s, 'veneti')).toEqual(['atlantic']);
    const { state, log } = logOf(s, [{ t: 'navalEscape', to: 'atlantic' }]);
    expect(state.naval!.atSea['trireme-1']).toBe('atlantic');
    expect(texts(log)).toContain('In light wind the Roman fleet slips away from Veneti to the Atlantic; the Gallic fleet stays.');
  });
});

describe('BG 5.6.1 — a fought round', () => {
  it('each side rolls 1d6 + its counters (+1 per counter carrying ranged troops); the log names both totals and the loser', () => {
    // wind 6 (strong); Rome: 4 + 2 counters + 1 (Cretans aboard) = 7; Gauls: 3 + 2 = 5.
    const s = atVeneti([6, 4, 3], 5, (x) => {
      x.units['trireme-2'].region = 'veneti';
      x.units.cretans.region = 'veneti';
      x.naval!.cargo['trireme-2'] = ['cretans'];
    });
    const { state, log } = logOf(s, [{ t: 'endMove' }, { t: 'navalFight' }]);
    const [rome, gaul] = rolls(log).filter((r) => r.rule === 'BG 5.6.1').slice(1);
    expect(rome).toMatchObject({ side: 'roman', total: 7, purpose: 'Roman naval combat roll, round 1 in Veneti', result: 'compared with the other fleet\'s total' });
    expect(rome.modifiers).toEqual([
      { value: 2, reason: '2 ship counters', rule: 'BG 5.6.1' },
      { value: 1, reason: '1 counter carrying ranged troops', rule: 'BG 5.6.1' },
    ]);
    expect(gaul).toMatchObject({ side: 'gallic', total: 5, purpose: 'Gallic naval combat roll, round 1 in Veneti' });
    expect(texts(log)).toContain('Naval round 1: Rome 7, Gauls 5 — the Gallic fleet loses a ship.');
    const r = state.naval!.fight!.rounds[0];
    expect(r).toMatchObject({ loser: 'gallic', roman: { die: 4, total: 7 }, gallic: { die: 3, total: 5 } });
    expect(r.lost).toBe('veneti-ship-2'); // equal cost: the highest id goes
    expect(state.units['veneti-ship-2'].out).toBe('eliminated');
    expect(state.units['veneti-ship-1'].out).toBeNull();
    // the next round is rolled at once
    expect(currentRound(state)).toMatchObject({ region: 'veneti', round: 2 });
  });

  it('two counters each carrying ranged troops count +2', () => {
    const s = fleetBoard();
    for (const [ship, unit] of [['trireme-1', 'cretans'], ['trireme-2', 'balearics']]) {
      s.units[ship].region = 'veneti';
      s.units[unit].region = 'veneti';
      s.naval!.cargo[ship] = [unit];
    }
    expect(navalModifiers(s, 'veneti', 'roman', false)[1]).toEqual({ value: 2, reason: '2 counters carrying ranged troops', rule: 'BG 5.6.1' });
    expect(navalModifiers(s, 'veneti', 'roman', true)[2]).toEqual({ value: 1, reason: 'light wind (Roman oars)', rule: 'BG 5.6.1' });
    expect(navalModifiers(s, 'veneti', 'gallic', true)).toHaveLength(1);
  });

  it('a legion aboard is no ranged troop', () => {
    const s = fleetBoard();
    s.units['trireme-1'].region = 'veneti';
    s.units['legio-x'].region = 'veneti';
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    expect(navalModifiers(s, 'veneti', 'roman', false)).toHaveLength(1);
  });

  it('the Roman fleet loses its last ship: the combat ends with the Gauls holding the waters', () => {
    // wind 6; Rome 1 + 1 = 2; Gauls 1 + 2 = 3
    const { state, log } = logOf(atVeneti([6, 1, 1]), [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(texts(log)).toContain('Naval round 1: Rome 2, Gauls 3 — the Roman fleet loses a ship.');
    expect(texts(log)).toContain('The naval combat in Veneti is over: the Gallic fleet holds the waters.');
    expect(state.naval!.fight).toBeNull();
    expect(state.naval!.fight === null && state.step).toBe('combat');
  });

  it('the Gauls lose their last ship: the Roman fleet holds the waters', () => {
    // wind 6; Rome 6 + 1 = 7 vs Gauls 1 + 1 = 2 (one Veneti ship only)
    const s = atVeneti([6, 6, 1], 5, (x) => { x.units['veneti-ship-2'] = { region: null, place: null, out: 'eliminated', reduced: false }; });
    const { state, log } = logOf(s, [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(texts(log)).toContain('The naval combat in Veneti is over: the Roman fleet holds the waters.');
    expect(state.units['veneti-ship-1'].out).toBe('eliminated');
  });

  it('a tie loses nothing and says so', () => {
    const { state, log } = logOf(atVeneti([6, 2, 1]), [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(texts(log)).toContain('Naval round 1: 3 against 3 — a tie, no ship is lost.');
    expect(state.naval!.fight!.rounds[0].lost).toBeUndefined();
    expect(currentRound(state)).toMatchObject({ round: 2 });
  });

  it('the second round of a region is numbered 2 in the wind roll', () => {
    const { log } = logOf(atVeneti([6, 2, 1, 6]), [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(rolls(log).some((r) => r.purpose === 'Wind for naval combat round 2 in Veneti')).toBe(true);
  });

  it('the lost counter takes its passengers, and the log names them (BG 5.6.2)', () => {
    const s = atVeneti([6, 1, 1], 5, (x) => {
      x.units['legio-x'].region = 'veneti';
      x.naval!.cargo['trireme-1'] = ['legio-x'];
    });
    const { state, log } = logOf(s, [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(state.units['legio-x'].out).toBe('eliminated');
    expect(texts(log)).toContain('Trireme I is lost (naval combat in Veneti), and with it Legio X, Legio VIII (Legio VIII built it).');
  });

  it('the fights of several regions are resolved one after another', () => {
    const s = atVeneti([6, 6, 1, 6, 6, 1], 5, (x) => {
      x.units['veneti-ship-2'].region = 'morini';
      x.units['trireme-2'].region = 'morini';
    });
    let t = play(s, [{ t: 'endMove' }]);
    const regions = t.naval!.fight!.regions;
    expect(currentRound(t)!.region).toBe(regions[0]);
    t = play(t, [{ t: 'navalFight' }]);
    expect(currentRound(t)!.region).toBe(regions[1]);
    t = play(t, [{ t: 'navalFight' }]);
    expect(t.naval!.fight).toBeNull();
    expect(t.units['veneti-ship-1'].out).toBe('eliminated');
    expect(t.units['veneti-ship-2'].out).toBe('eliminated');
  });

  it('a naval step with nothing to decide offers one fight action', () => {
    const s = play(atVeneti([6]), [{ t: 'endMove' }]);
    const legal: BellumAction[] = bellum.legalActions(s);
    expect(legal).toEqual([{ t: 'navalFight' }]);
  });
});

describe('BG 5.6 — the log of a naval step (survivors of the first measurement)', () => {
  const navalLines = (log: readonly LogEntry[]) => texts(log).filter((t) => /^Naval combat in|naval combat in .* is over/.test(t));

  it('one fleet alone, or the other only in Corbilo\'s harbour, opens no naval combat and logs none', () => {
    const alone = atVeneti([6, 6], 5, (x) => { x.units['trireme-1'].region = 'pictones'; });
    expect(navalLines(logOf(alone, [{ t: 'endMove' }]).log)).toEqual([]);
    const harbour = atVeneti([6, 6], 5, (x) => {
      x.units['veneti-ship-1'].place = 'corbilo';
      x.units['veneti-ship-2'].place = 'corbilo';
    });
    expect(navalLines(logOf(harbour, [{ t: 'endMove' }]).log)).toEqual([]);
    const romanAlone = atVeneti([6, 6], 5, (x) => {
      for (const id of ['veneti-ship-1', 'veneti-ship-2']) x.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
    });
    expect(navalLines(logOf(romanAlone, [{ t: 'endMove' }]).log)).toEqual([]);
  });

  it('the opening line cites BG 1.IV.A; the wind roll and each line name the region', () => {
    const { log } = logOf(atVeneti([6, 1, 1]), [{ t: 'endMove' }, { t: 'navalFight' }]);
    const open = log.find((e): e is TextEntry => e.kind === 'text' && e.text.startsWith('Naval combat in'))!;
    expect(open).toMatchObject({ side: null, rule: 'BG 1.IV.A', refs: [{ kind: 'region', id: 'veneti' }] });
    const wind = rolls(log).find((r) => r.purpose.startsWith('Wind'))!;
    expect(wind.refs).toEqual([{ kind: 'region', id: 'veneti' }]);
    const fought = rolls(log).filter((r) => r.purpose.includes('naval combat roll'));
    for (const r of fought) expect(r.refs).toEqual([{ kind: 'region', id: 'veneti' }]);
    const lost = log.find((e): e is TextEntry => e.kind === 'text' && e.text.startsWith('Naval round 1: Rome'))!;
    expect(lost).toMatchObject({ side: null, rule: 'BG 5.6.1', refs: [{ kind: 'region', id: 'veneti' }, { kind: 'piece', id: 'trireme-1' }] });
    const over = log.find((e): e is TextEntry => e.kind === 'text' && e.text.startsWith('The naval combat in Veneti is over'))!;
    expect(over).toMatchObject({ side: null, rule: 'BG 5.6', refs: [{ kind: 'region', id: 'veneti' }] });
    const tie = logOf(atVeneti([6, 2, 1]), [{ t: 'endMove' }, { t: 'navalFight' }]).log.find((e): e is TextEntry => e.kind === 'text' && /a tie/.test(e.text))!;
    expect(tie).toMatchObject({ side: null, rule: 'BG 5.6.1', refs: [{ kind: 'region', id: 'veneti' }] });
  });

  it('an escape is the Roman\'s line, cites BG 5.6.1 and names the ships; the next region is then fought', () => {
    const s = atVeneti([2, 6], 5, (x) => {
      x.units['veneti-ship-2'].region = 'morini';
      x.units['trireme-2'].region = 'morini';
    });
    const opened = play(s, [{ t: 'endMove' }]);
    expect(currentRound(opened)!.region).toBe('morini'); // map order
    const { state, log } = logOf(opened, [{ t: 'navalEscape', to: escapeOptions(opened, 'morini')[0] }]);
    const line = log.find((e): e is TextEntry => e.kind === 'text' && e.text.startsWith('In light wind'))!;
    expect(line).toMatchObject({ side: 'roman', rule: 'BG 5.6.1', refs: [{ kind: 'region', id: 'morini' }, { kind: 'piece', id: 'trireme-2' }] });
    expect(currentRound(state)).toMatchObject({ region: 'veneti', round: 1 }); // numbered per region
    expect(rolls(log).map((r) => r.purpose)).toContain('Wind for naval combat round 1 in Veneti');
  });

  it('a ship in Corbilo\'s harbour neither fights, nor is lost, nor keeps the combat going', () => {
    // wind 6; Rome 6 + 1 = 7 against the one Veneti ship outside: 1 + 1 = 2
    const s = atVeneti([6, 6, 1], 5, (x) => { x.units['veneti-ship-2'].place = 'corbilo'; });
    const { state, log } = logOf(s, [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(state.units['veneti-ship-1'].out).toBe('eliminated');
    expect(state.units['veneti-ship-2']).toMatchObject({ region: 'veneti', place: 'corbilo', out: null });
    expect(state.naval!.fight).toBeNull();
    expect(texts(log)).toContain('The naval combat in Veneti is over: the Roman fleet holds the waters.');
  });

  it('no naval round is shown outside a naval combat', () => {
    const s = fleetBoard();
    delete s.naval;
    expect(currentRound(s)).toBeNull();
  });
});
