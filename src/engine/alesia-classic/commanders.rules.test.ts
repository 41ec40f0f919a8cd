/**
 * AC 17 — who commands which unit, and who sits at the screen, with two, three and four players:
 * the two Gallic forces (AC 17.2), the Roman spheres of command (AC 17.4), a leader in the other's
 * sphere (AC 17.5), a fallen leader's player out of the game (AC 17.6, optional).
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../hex/coords';
import { deepFreeze } from '../core/deepFreeze';
import { commanderOf, fallenCommander, firstCommander, nextCommander, seatOf, spheresSecret } from './commanders';
import { seatToAct } from './system';
import { at, position } from './movement/testkit';
import { nearestZone } from './zonesNear';
import type { AcOptions, AcState } from './state';

/** A position with only the named counters on the board ('gone' for an eliminated one), and these options. */
function game(where: Record<string, string>, options: Partial<AcOptions>, phase: AcState['phase'] = 'roman-move'): AcState {
  const placed = Object.fromEntries(Object.entries(where).filter(([, w]) => w !== 'gone'));
  const s = position(placed, phase);
  s.options = { ...s.options, ...options };
  return deepFreeze(s);
}

// Caesar's half faces zones I–V (the default split), Labienus's VI–X.
const EAST = 'K50'; // nearest zone VI: Labienus's sphere
const EAST_NEXT = 'K51'; // zone VI, next to it
const EAST_AT_10 = 'A45'; // zone VI, exactly 10 hexes from K50
const EAST_AT_11 = 'A51'; // zone VI, 11 hexes from K50
const BORDER_EAST = 'A42'; // zone VI, on the border of the two halves
const BORDER_WEST = 'A40'; // zone V, two hexes from A42
const WEST = 'N9'; // zone II: Caesar's sphere
const WEST_NEXT = 'N10'; // zone II, next to it
const FAR_WEST = 'N8'; // zone II

const d = (a: string, b: string) => distance(parseHexKey(at(a)), parseHexKey(at(b)));

describe('AC 17 — the map the tests stand on', () => {
  it('puts the chosen hexes in the zones and at the distances the tests need', () => {
    expect([EAST, EAST_NEXT, EAST_AT_10, EAST_AT_11, BORDER_EAST].map((l) => nearestZone(at(l)))).toEqual(['VI', 'VI', 'VI', 'VI', 'VI']);
    expect([BORDER_WEST, WEST, WEST_NEXT, FAR_WEST].map((l) => nearestZone(at(l)))).toEqual(['V', 'II', 'II', 'II']);
    expect([d(EAST, EAST_AT_10), d(EAST, EAST_AT_11), d(BORDER_EAST, BORDER_WEST), d(EAST, EAST_NEXT)]).toEqual([10, 11, 2, 1]);
  });
});

describe('AC 17.1, AC 17.2 — the Gallic commanders', () => {
  it('with two players one Gaul commands both forces; with three, the besieged and the relief force each have their own', () => {
    const where = { 'gb-1': 'town', 'gr-1': 'obmc:III' };
    const two = game(where, { players: 2 });
    expect(commanderOf(two, 'gb-1')).toBe('gallic');
    expect(commanderOf(two, 'gr-1')).toBe('gallic');
    for (const players of [3, 4] as const) {
      const s = game(where, { players });
      expect(commanderOf(s, 'gb-1')).toBe('besieged');
      expect(commanderOf(s, 'gr-1')).toBe('relief');
    }
  });

  it('the first Gallic commander to move is the besieged one, then the relief army; with one Gaul there are no turns within the side', () => {
    expect(firstCommander(game({}, { players: 3 }), 'gallic')).toBe('besieged');
    expect(firstCommander(game({}, { players: 2 }), 'gallic')).toBeNull();
    expect(nextCommander('besieged')).toBe('relief');
    expect(nextCommander('relief')).toBeNull();
  });
});

describe('AC 17.4 — two Roman commanders, each his half of the lines', () => {
  it('with two or three players one Roman commands every Roman unit, wherever it stands', () => {
    for (const players of [2, 3] as const) {
      const s = game({ 'r-vii-1': EAST, 'r-vii-2': WEST, caesar: EAST_NEXT, labienus: WEST_NEXT }, { players });
      expect(['r-vii-1', 'r-vii-2', 'caesar', 'labienus'].map((id) => commanderOf(s, id))).toEqual(['roman', 'roman', 'roman', 'roman']);
      expect(firstCommander(s, 'roman')).toBeNull();
    }
  });

  it('with four, a unit answers to the commander of the half it stands in', () => {
    const s = game({ 'r-vii-1': EAST, 'r-vii-2': WEST, caesar: FAR_WEST, labienus: EAST_AT_11 }, { players: 4 });
    expect(commanderOf(s, 'r-vii-1')).toBe('labienus');
    expect(commanderOf(s, 'r-vii-2')).toBe('caesar');
    expect(firstCommander(s, 'roman')).toBe('caesar');
    expect(nextCommander('caesar', s)).toBe('labienus');
    expect(nextCommander('labienus', s)).toBeNull();
  });

  it('a Roman counter not on the map (waiting to be set up, or scouting off the board) answers to Caesar', () => {
    const s = game({ 'r-vii-2': 'obmc:VII', caesar: FAR_WEST, labienus: EAST }, { players: 4 });
    expect(commanderOf(s, 'r-vii-1')).toBe('caesar'); // eliminated: still listed, never moved
    expect(commanderOf(s, 'r-vii-2')).toBe('caesar');
    // …even while Labienus stands in Caesar's half: off the map there is no distance to him.
    const labienusWest = game({ 'r-vii-2': 'obmc:VII', caesar: EAST, labienus: WEST }, { players: 4 });
    expect(commanderOf(labienusWest, 'r-vii-1')).toBe('caesar');
    expect(commanderOf(labienusWest, 'r-vii-2')).toBe('caesar');
  });

  it('AC 17.8: the spheres are kept from the Gauls only in a four-player game with the option chosen', () => {
    expect(spheresSecret(game({}, { players: 4, secretSpheres: true }))).toBe(true);
    expect(spheresSecret(game({}, { players: 4, secretSpheres: false }))).toBe(false);
    expect(spheresSecret(game({}, { players: 4 }))).toBe(false);
    expect(spheresSecret(game({}, { players: 3, secretSpheres: true }))).toBe(false);
  });

  it('each leader counter is his own player’s, even standing in the other’s half next to the other leader', () => {
    const caesarEast = game({ caesar: EAST, labienus: EAST_NEXT }, { players: 4 });
    expect(commanderOf(caesarEast, 'caesar')).toBe('caesar');
    const labienusWest = game({ labienus: WEST, caesar: WEST_NEXT }, { players: 4 });
    expect(commanderOf(labienusWest, 'labienus')).toBe('labienus');
  });
});

describe('AC 17.5 — a leader who enters the other’s sphere', () => {
  it('Caesar in Labienus’s half takes the units up to 10 hexes from him, not those 11 away', () => {
    expect(commanderOf(game({ 'r-vii-1': EAST, caesar: EAST_AT_10, labienus: FAR_WEST }, { players: 4 }), 'r-vii-1')).toBe('caesar');
    expect(commanderOf(game({ 'r-vii-1': EAST, caesar: EAST_AT_11, labienus: FAR_WEST }, { players: 4 }), 'r-vii-1')).toBe('labienus');
  });

  it('Labienus in Caesar’s half takes Caesar’s units near him while Caesar is away, and not while Caesar is near too', () => {
    expect(commanderOf(game({ 'r-vii-1': WEST, labienus: WEST_NEXT, caesar: EAST }, { players: 4 }), 'r-vii-1')).toBe('labienus');
    expect(commanderOf(game({ 'r-vii-1': WEST, labienus: WEST_NEXT, caesar: FAR_WEST }, { players: 4 }), 'r-vii-1')).toBe('caesar');
  });

  it('a leader still in his own half commands nobody across the line, however near', () => {
    const s = game({ 'r-vii-1': BORDER_EAST, caesar: BORDER_WEST, labienus: FAR_WEST }, { players: 4 });
    expect(commanderOf(s, 'r-vii-1')).toBe('labienus');
  });

  it('without AC 17.6, a player whose leader has fallen keeps his half; the other leader in it takes the units near him', () => {
    const noLabienus = { 'r-vii-1': EAST, labienus: 'gone' };
    expect(commanderOf(game({ ...noLabienus, caesar: FAR_WEST }, { players: 4 }), 'r-vii-1')).toBe('labienus');
    expect(commanderOf(game({ ...noLabienus, caesar: EAST_AT_10 }, { players: 4 }), 'r-vii-1')).toBe('caesar');
    const noCaesar = game({ 'r-vii-1': EAST, 'r-vii-2': WEST, labienus: EAST_AT_11, caesar: 'gone' }, { players: 4 });
    expect(commanderOf(noCaesar, 'r-vii-1')).toBe('labienus');
    expect(commanderOf(noCaesar, 'r-vii-2')).toBe('caesar');
    expect(fallenCommander(noCaesar)).toBeNull();
    expect(firstCommander(noCaesar, 'roman')).toBe('caesar');
  });
});

describe('AC 17.6 (optional) — a fallen leader’s player is out, his partner commands every Roman unit', () => {
  const where = { 'r-vii-1': EAST, 'r-vii-2': WEST };
  it('Caesar fallen: Labienus commands both halves and moves first', () => {
    const s = game({ ...where, labienus: EAST_NEXT, caesar: 'gone' }, { players: 4, leaderOut: true });
    expect(fallenCommander(s)).toBe('caesar');
    expect(commanderOf(s, 'r-vii-1')).toBe('labienus');
    expect(commanderOf(s, 'r-vii-2')).toBe('labienus');
    expect(firstCommander(s, 'roman')).toBe('labienus');
    expect(nextCommander('labienus', s)).toBeNull();
  });

  it('Labienus fallen: Caesar commands both halves, and no one moves after him', () => {
    const s = game({ ...where, caesar: WEST_NEXT, labienus: 'gone' }, { players: 4, leaderOut: true });
    expect(fallenCommander(s)).toBe('labienus');
    expect(commanderOf(s, 'r-vii-1')).toBe('caesar');
    expect(commanderOf(s, 'r-vii-2')).toBe('caesar');
    expect(firstCommander(s, 'roman')).toBe('caesar');
    expect(nextCommander('caesar', s)).toBeNull();
  });

  it('is a four-player rule: with three players, or the option off, nobody is out', () => {
    expect(fallenCommander(game({ ...where, caesar: 'gone', labienus: 'gone' }, { players: 3, leaderOut: true }))).toBeNull();
    expect(fallenCommander(game({ ...where, caesar: 'gone', labienus: 'gone' }, { players: 4, leaderOut: false }))).toBeNull();
    expect(fallenCommander(game({ ...where, caesar: WEST, labienus: EAST }, { players: 4, leaderOut: true }))).toBeNull();
  });
});

describe('AC 17 — who sits at the screen', () => {
  it('nobody once the game is over', () => {
    const s = game({}, { players: 2 }, 'over');
    expect(seatOf(s, null)).toBeNull();
  });

  it('in a movement phase, the commander whose turn it is; a decision of the other side in it goes to that side’s seat', () => {
    const gallicMove = game({}, { players: 3 }, 'gallic-move');
    const besieged = deepFreeze({ ...gallicMove, step: 'besieged' as const });
    expect(seatOf(besieged, 'gallic')).toBe('besieged');
    expect(seatOf(besieged, 'roman')).toBe('roman'); // the Roman asked to fire at a moving Gaul (AC 24.2)
    const four = deepFreeze({ ...besieged, options: { ...besieged.options, players: 4 as const } });
    expect(seatOf(four, 'roman')).toBe('caesar');
    const romanMove = game({}, { players: 4 }, 'roman-move');
    const labienus = deepFreeze({ ...romanMove, step: 'labienus' as const });
    expect(seatOf(labienus, 'roman')).toBe('labienus');
    expect(seatOf(labienus, 'gallic')).toBe('relief');
  });

  it('outside the movement phases: the relief commander for the Gauls with three or four players, Caesar for the Romans with four', () => {
    for (const phase of ['gallic-combat', 'roman-combat', 'gallic-offboard'] as const) {
      expect(seatOf(game({}, { players: 2 }, phase), 'gallic')).toBe('gallic');
      expect(seatOf(game({}, { players: 2 }, phase), 'roman')).toBe('roman');
      expect(seatOf(game({}, { players: 3 }, phase), 'gallic')).toBe('relief');
      expect(seatOf(game({}, { players: 3 }, phase), 'roman')).toBe('roman');
      expect(seatOf(game({}, { players: 4 }, phase), 'gallic')).toBe('relief');
      expect(seatOf(game({}, { players: 4 }, phase), 'roman')).toBe('caesar');
    }
  });

  it('AC 19.6: whether a leader stands clear of a result is his own commander’s decision', () => {
    const s = game({ 'r-vii-1': EAST, labienus: EAST_NEXT, caesar: FAR_WEST }, { players: 4 }, 'gallic-combat');
    const combat = { after: [{ kind: 'leaders', chooser: 'roman', leaders: ['labienus'], aside: [] }] } as unknown as AcState['combat'];
    const asked = deepFreeze({ ...s, combat });
    expect(seatOf(asked, 'roman')).toBe('labienus');
    const three = deepFreeze({ ...asked, options: { ...asked.options, players: 3 as const } });
    expect(seatOf(three, 'roman')).toBe('roman');
    const none = deepFreeze({ ...s, combat: { ...(combat as object), after: [] } as unknown as AcState['combat'] });
    expect(seatOf(none, 'roman')).toBe('caesar');
  });

  it('seatToAct: at the end of the game nobody', () => {
    expect(seatToAct(game({}, { players: 4 }, 'over'))).toBeNull();
  });
});
