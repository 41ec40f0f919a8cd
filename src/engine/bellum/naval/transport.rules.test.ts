/** BG 5.5 transport, BG 5.6.2 lost ships, BG 5.6.3 retreat from Britannia, and BG 5.3 geography. */
import { describe, expect, it } from 'vitest';
import type { LogEntry, TextEntry } from '../../core/log';
import { Ctx } from '../ctx';
import { addLeader, addUnit } from '../testing/states';
import { fleetBoard, putAtSea } from '../testing/fleets';
import type { BellumState } from '../state';
import { coastOf, corbiloOpen, isShip, liveShips, locName, naval, navyInPlay, sailTargets, shipLoc, shipsAtSea, shipsIn, stormy } from './geo';
import { addCargo, canCarry, carrierOf, cheapestShip, eliminateShip, hasRoomFor, load, placeShip, removeCargo, sailRetreat, seaRetreatRegions, syncCargo } from './transport';

const texts = (log: readonly LogEntry[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);
const targets = (s: BellumState, ship: string) => sailTargets(s, ship).map((t) => (t.place ? `${t.to}/${t.place}` : t.to)).sort();

describe('BG 5.5 — capacity', () => {
  it('only triremes carry; leaders count apart from infantry and cavalry', () => {
    expect(canCarry('trireme-1')).toBe(true);
    expect(canCarry('veneti-ship-1')).toBe(false);
    expect(canCarry('legio-x')).toBe(false);
    expect(load(['brutus', 'labienus', 'legio-x', 'cretans', 'roman-cav-2'])).toEqual({ infantry: 2, cavalry: 1, leaders: 2 });
  });

  it('room: a fourth infantry fits, a fifth does not; one cavalry; leaders always', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['balearics', 'cretans', 'legio-x'];
    expect(hasRoomFor(s, 'trireme-1', 'legio-xi')).toBe(true);
    s.naval!.cargo['trireme-1'] = ['balearics', 'cretans', 'legio-x', 'legio-xi'];
    expect(hasRoomFor(s, 'trireme-1', 'legio-xii')).toBe(false);
    expect(hasRoomFor(s, 'trireme-1', 'roman-cav-2')).toBe(true);
    expect(hasRoomFor(s, 'trireme-1', 'brutus')).toBe(true);
    s.naval!.cargo['trireme-1'] = ['roman-cav-2'];
    expect(hasRoomFor(s, 'trireme-1', 'roman-cav-3')).toBe(false);
    expect(hasRoomFor(s, 'trireme-1', 'legio-x')).toBe(true);
    expect(hasRoomFor(s, 'veneti-ship-1', 'brutus')).toBe(false);
  });

  it('cargo is kept sorted; an emptied ship has no cargo entry; the carrier is found', () => {
    const s = fleetBoard();
    addCargo(s, 'trireme-1', 'legio-x');
    addCargo(s, 'trireme-1', 'brutus');
    expect(s.naval!.cargo['trireme-1']).toEqual(['brutus', 'legio-x']);
    expect(carrierOf(s, 'legio-x')).toBe('trireme-1');
    expect(carrierOf(s, 'cretans')).toBeNull();
    removeCargo(s, 'trireme-1', 'legio-x');
    expect(s.naval!.cargo['trireme-1']).toEqual(['brutus']);
    removeCargo(s, 'trireme-1', 'brutus');
    expect('trireme-1' in s.naval!.cargo).toBe(false);
    const t = fleetBoard();
    delete t.naval;
    expect(carrierOf(t, 'legio-x')).toBeNull();
  });
});

describe('moving a ship with its passengers', () => {
  it('to sea: the ship and its passengers leave the map; back to a coast they stand in the open', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    placeShip(s, 'trireme-1', 'atlantic');
    expect(s.naval!.atSea['trireme-1']).toBe('atlantic');
    expect(s.units['legio-x'].region).toBeNull();
    expect(s.leaders.brutus.region).toBeNull();
    placeShip(s, 'trireme-1', 'santones');
    expect(s.naval!.atSea['trireme-1']).toBeUndefined();
    expect(s.units['trireme-1']).toMatchObject({ region: 'santones', place: null });
    expect(s.units['legio-x']).toMatchObject({ region: 'santones', place: null });
  });

  it('into Corbilo only the ship enters the harbour', () => {
    const s = fleetBoard();
    placeShip(s, 'veneti-ship-1', 'veneti', 'corbilo');
    expect(s.units['veneti-ship-1']).toMatchObject({ region: 'veneti', place: 'corbilo' });
  });

  it('BG 4.4.2: a landing that brings two armies together makes the landing side the attacker there', () => {
    const s = fleetBoard();
    for (const u of ['namnetes-inf', 'osismii-inf', 'pictones-inf', 'santones-inf']) addUnit(s, u, 'veneti');
    for (const u of ['legio-xii', 'legio-xiii']) addUnit(s, u, 'pictones');
    s.naval!.cargo['trireme-1'] = ['balearics', 'cretans', 'legio-x', 'legio-xii'];
    s.naval!.cargo['trireme-2'] = ['legio-xiii'];
    placeShip(s, 'trireme-1', 'veneti');
    expect(s.arrivals.veneti).toBeUndefined(); // four Roman units: no army yet
    placeShip(s, 'trireme-2', 'veneti');
    expect(s.arrivals.veneti).toBe('roman');
    expect(s.control.veneti).toBe('contested');
  });
});

describe('BG 5.6.2 — a lost ship', () => {
  it('an empty Veneti ship is simply lost', () => {
    const s = fleetBoard();
    const ctx = new Ctx(s);
    eliminateShip(ctx, 'veneti-ship-1', 'storm');
    expect(texts(ctx.log)).toEqual(['Veneti ship I is lost (storm).']);
    expect(ctx.log[0]).toMatchObject({ side: 'gallic', rule: 'BG 5.6.2' });
    expect(s.units['veneti-ship-1']).toEqual({ region: null, place: null, out: 'eliminated', reduced: false });
  });

  it('a trireme at sea is struck from the phase\'s lists, its passengers are lost, leaders killed', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    putAtSea(s, 'trireme-1', 'atlantic');
    s.naval!.sailed = ['trireme-1', 'trireme-2'];
    s.naval!.mustLand = ['trireme-1'];
    const ctx = new Ctx(s);
    eliminateShip(ctx, 'trireme-1', 'attrition');
    expect(s.naval!.atSea).toEqual({});
    expect(s.naval!.sailed).toEqual(['trireme-2']);
    expect(s.naval!.mustLand).toEqual([]);
    expect(s.leaders.brutus).toMatchObject({ out: 'killed', region: null, place: null });
    expect(s.units['legio-viii']).toMatchObject({ out: 'eliminated', region: null, place: null });
    expect(s.naval!.builtBy['trireme-1']).toBeUndefined();
    expect(texts(ctx.log)).toEqual(['Trireme I is lost (attrition), and with it D. Iunius Brutus, Legio X, Legio VIII (Legio VIII built it).']);
  });

  it('the counter a fleet loses is the cheapest: fewest leaders aboard, then fewest units, then the highest id', () => {
    const s = fleetBoard();
    expect(cheapestShip(s, ['trireme-1', 'trireme-2'])).toBe('trireme-2');
    s.naval!.cargo['trireme-2'] = ['legio-x'];
    expect(cheapestShip(s, ['trireme-1', 'trireme-2'])).toBe('trireme-1');
    s.naval!.cargo['trireme-1'] = ['brutus'];
    s.naval!.cargo['trireme-2'] = ['balearics', 'cretans', 'legio-x', 'roman-cav-2'];
    expect(cheapestShip(s, ['trireme-1', 'trireme-2'])).toBe('trireme-2'); // a leader outweighs four units
    s.naval!.cargo['trireme-2'] = ['cretans', 'roman-cav-2'];
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    expect(cheapestShip(s, ['trireme-2', 'trireme-1'])).toBe('trireme-1'); // cavalry counts as a unit
  });
});

describe('passengers kept honest after land rules moved pieces', () => {
  it('a passenger moved away or out of play leaves the ship; one with its ship stays', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['brutus', 'cretans', 'legio-x'];
    s.units.cretans.region = 'santones';
    s.units['legio-x'].out = 'eliminated';
    syncCargo(s);
    expect(s.naval!.cargo['trireme-1']).toEqual(['brutus']);
    s.leaders.brutus.region = 'santones';
    syncCargo(s);
    expect(s.naval!.cargo['trireme-1']).toBeUndefined();
  });

  it('at sea, passengers off the map stay aboard; a sunk ship keeps none', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    putAtSea(s, 'trireme-1', 'atlantic');
    syncCargo(s);
    expect(s.naval!.cargo['trireme-1']).toEqual(['legio-x']);
    s.units['legio-x'].region = 'pictones';
    syncCargo(s);
    expect(s.naval!.cargo['trireme-1']).toBeUndefined();
    const t = fleetBoard();
    t.naval!.cargo['trireme-1'] = ['legio-x'];
    t.units['trireme-1'].out = 'eliminated';
    syncCargo(t);
    expect(t.naval!.cargo['trireme-1']).toBeUndefined();
  });

  it('a ship in a destroyed harbour is put out into the region\'s waters', () => {
    const s = fleetBoard();
    s.units['veneti-ship-1'].place = 'corbilo';
    s.units['veneti-ship-2'].place = 'corbilo';
    syncCargo(s);
    expect(s.units['veneti-ship-1'].place).toBe('corbilo');
    s.destroyed = ['corbilo'];
    syncCargo(s);
    expect(s.units['veneti-ship-1'].place).toBeNull();
    expect(s.units['veneti-ship-2'].place).toBeNull();
  });
});

describe('BG 5.6.3 — retreat from Britannia by sea', () => {
  const inBritannia = (ids: string[]) => {
    const s = fleetBoard();
    for (const id of ids) {
      if (!s.units[id] && !s.leaders[id]) addUnit(s, id, 'britannia');
      (s.units[id] ?? s.leaders[id]).region = 'britannia';
    }
    return s;
  };
  const GAUL = ['ambiani', 'bellovaci', 'morini', 'pictones', 'redones', 'santones', 'tarbelli', 'veneti', 'venelli'].sort();

  it('to any Atlantic coastal region of Gaul (not Germania), when the ships there can carry the whole force', () => {
    const s = inBritannia(['trireme-1', 'brutus', 'legio-x']);
    expect([...seaRetreatRegions(s, 'britannia', 'roman')].sort()).toEqual(GAUL);
    expect(coastOf('atlantic')).toContain('germania');
  });

  it('only from Britannia, only for Rome, only with a Roman ship there', () => {
    const s = inBritannia(['trireme-1', 'brutus', 'legio-x']);
    expect(seaRetreatRegions(s, 'morini', 'roman')).toEqual([]);
    expect(seaRetreatRegions(s, 'britannia', 'gallic')).toEqual([]);
    const t = inBritannia(['brutus', 'legio-x']);
    expect(seaRetreatRegions(t, 'britannia', 'roman')).toEqual([]);
    const u = inBritannia(['trireme-1', 'brutus', 'legio-x']);
    putAtSea(u, 'trireme-1', 'atlantic');
    expect(seaRetreatRegions(u, 'britannia', 'roman')).toEqual([]);
  });

  it('two triremes carry 8 infantry and 2 cavalry; leaders do not count; British units are not part of the force', () => {
    const s = inBritannia(['trireme-1', 'trireme-2', 'brutus', 'labienus', 'legio-x', 'legio-xi', 'legio-xii', 'legio-xiii', 'legio-xiv', 'legio-xv', 'cretans', 'balearics', 'roman-cav-2', 'roman-cav-3']);
    addUnit(s, 'trinovantes-inf', 'britannia');
    expect(seaRetreatRegions(s, 'britannia', 'roman').length).toBe(GAUL.length);
    addUnit(s, 'allied-cav-1', 'britannia');
    expect(seaRetreatRegions(s, 'britannia', 'roman')).toEqual([]); // a third cavalry
    s.units['allied-cav-1'].out = 'eliminated';
    addUnit(s, 'legio-vii', 'britannia');
    expect(seaRetreatRegions(s, 'britannia', 'roman')).toEqual([]); // a ninth infantry
    s.units['legio-vii'].place = 'x';
    expect(seaRetreatRegions(s, 'britannia', 'roman').length).toBe(GAUL.length); // in a place: not retreating
  });

  it('the ships sail with the force, and the log says so', () => {
    const s = inBritannia(['trireme-1', 'trireme-2', 'brutus', 'legio-x']);
    const ctx = new Ctx(s);
    sailRetreat(ctx, 'roman', 'britannia', 'morini');
    expect(s.units['trireme-1'].region).toBe('morini');
    expect(s.units['trireme-2'].region).toBe('morini');
    expect(texts(ctx.log)).toEqual(['Roman ships carry the beaten force from Britannia to Morini.']);
  });
});

describe('BG 5.3 — the map of the seas', () => {
  it('names, ships, where they are', () => {
    const s = fleetBoard();
    expect(locName('atlantic')).toBe('the Atlantic');
    expect(locName('mediterranean')).toBe('the Mediterranean');
    expect(locName('veneti')).toBe('Veneti');
    expect(locName('nowhere')).toBe('nowhere');
    expect(isShip('trireme-1')).toBe(true);
    expect(isShip('legio-x')).toBe(false);
    expect(isShip('brutus')).toBe(false);
    expect(liveShips(s)).toEqual(['trireme-1', 'trireme-2', 'veneti-ship-1', 'veneti-ship-2']);
    expect(liveShips(s, 'gallic')).toEqual(['veneti-ship-1', 'veneti-ship-2']);
    expect(shipLoc(s, 'trireme-1')).toEqual({ region: 'pictones', place: null });
    expect(shipLoc(s, 'trireme-3')).toBeNull();
    putAtSea(s, 'trireme-1', 'mediterranean');
    expect(shipLoc(s, 'trireme-1')).toEqual({ sea: 'mediterranean' });
    expect(shipsAtSea(s, 'roman', 'mediterranean')).toEqual(['trireme-1']);
    expect(shipsAtSea(s, 'roman', 'atlantic')).toEqual([]);
    expect(shipsIn(s, 'pictones', 'roman')).toEqual(['trireme-2']);
    s.units['veneti-ship-1'].place = 'corbilo';
    expect(shipsIn(s, 'veneti', 'gallic')).toEqual(['veneti-ship-1', 'veneti-ship-2']);
    expect(shipsIn(s, 'veneti', 'gallic', false)).toEqual(['veneti-ship-2']);
    s.units['trireme-2'] = { region: null, place: null, out: null, reduced: false };
    expect(shipLoc(s, 'trireme-2')).toBeNull();
  });

  it('the naval record is made on first use; warships only where the scenario has them', () => {
    const s = fleetBoard();
    delete s.naval;
    const n = naval(s);
    expect(s.naval).toBe(n);
    expect(naval(s)).toBe(n);
    expect(navyInPlay(s)).toBe(true);
    s.scenario = 'aquitania';
    expect(navyInPlay(s)).toBe(false);
  });

  it('stormy turns are 1, 2, 9 and 10', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(stormy)).toEqual([1, 2, 9, 10]);
  });

  it('from a coastal region: its sea and the neighbouring coastal regions of that sea (Gauls never overseas)', () => {
    const s = fleetBoard();
    s.units['trireme-1'].region = 'morini';
    expect(targets(s, 'trireme-1')).toEqual(['ambiani', 'atlantic', 'germania']);
    s.units['veneti-ship-1'].region = 'morini';
    expect(targets(s, 'veneti-ship-1')).toEqual(['ambiani', 'atlantic']);
    s.units['trireme-1'].region = 'provincia-1';
    expect(targets(s, 'trireme-1')).toEqual(['mediterranean', 'provincia-2']);
    s.units['trireme-1'].region = 'lemovices';
    expect(targets(s, 'trireme-1')).toEqual([]); // no coast, no sailing
  });

  it('Corbilo: Gallic ships may sail into it from Veneti, its waters, a neighbour or the sea; out of it into the Veneti waters', () => {
    const s = fleetBoard();
    expect(targets(s, 'veneti-ship-1')).toEqual(['atlantic', 'pictones', 'redones', 'veneti/corbilo']);
    s.units['veneti-ship-1'].region = 'redones';
    expect(targets(s, 'veneti-ship-1')).toContain('veneti/corbilo');
    putAtSea(s, 'veneti-ship-2', 'atlantic');
    expect(targets(s, 'veneti-ship-2')).toContain('veneti/corbilo');
    expect(targets(s, 'veneti-ship-2')).not.toContain('germania');
    const t = fleetBoard();
    t.units['veneti-ship-1'].place = 'corbilo';
    expect(targets(t, 'veneti-ship-1')).toEqual(['atlantic', 'pictones', 'redones', 'veneti']);
    t.units['trireme-1'].region = 'redones';
    expect(targets(t, 'trireme-1')).not.toContain('veneti/corbilo'); // a Roman ship never uses it
    expect(targets(t, 'trireme-1')).toContain('veneti');
  });

  it('Corbilo is closed once destroyed or besieged', () => {
    const s = fleetBoard();
    expect(corbiloOpen(s)).toBe(true);
    s.sieges = [{ place: 'corbilo', region: 'veneti', besieger: 'roman', turns: 1 }];
    expect(corbiloOpen(s)).toBe(false);
    expect(targets(s, 'veneti-ship-1')).not.toContain('veneti/corbilo');
    const t = fleetBoard();
    t.sieges = [{ place: 'other', region: 'veneti', besieger: 'roman', turns: 1 }];
    expect(corbiloOpen(t)).toBe(true);
    t.destroyed = ['corbilo'];
    expect(corbiloOpen(t)).toBe(false);
  });
});

describe('BG 5.5 — only Roman leaders and units count as a Roman force across the Channel', () => {
  it('a pro-Roman leader alone is part of the force but needs no room', () => {
    const s = fleetBoard();
    addLeader(s, 'fabius', 'britannia');
    s.units['trireme-1'].region = 'britannia';
    expect(seaRetreatRegions(s, 'britannia', 'roman').length).toBeGreaterThan(0);
  });
});

describe('survivors of the first measurement', () => {
  it('BG 4.4.2: a landing where the armies already met leaves the attacker as it was', () => {
    const s = fleetBoard();
    for (const u of ['namnetes-inf', 'osismii-inf', 'pictones-inf', 'santones-inf']) addUnit(s, u, 'veneti');
    for (const u of ['legio-xii', 'legio-xiii', 'legio-xiv', 'legio-xv', 'legio-vii']) addUnit(s, u, 'veneti');
    s.arrivals.veneti = 'gallic';
    placeShip(s, 'trireme-1', 'veneti');
    expect(s.arrivals.veneti).toBe('gallic');
    placeShip(s, 'trireme-2', 'atlantic');
    expect(s.arrivals.atlantic).toBeUndefined();
  });

  it('ships are listed in id order whatever the record\'s order', () => {
    const s = fleetBoard();
    const t1 = s.units['trireme-1'];
    delete s.units['trireme-1'];
    s.units['trireme-1'] = t1;
    expect(liveShips(s, 'roman')).toEqual(['trireme-1', 'trireme-2']);
  });

  it('a sea retreat is logged as the side\'s line, citing BG 5.6.3 and lighting both regions and the ships', () => {
    const s = fleetBoard();
    s.units['trireme-1'].region = 'britannia';
    const ctx = new Ctx(s);
    sailRetreat(ctx, 'roman', 'britannia', 'morini');
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 5.6.3', refs: [{ kind: 'region', id: 'britannia' }, { kind: 'region', id: 'morini' }, { kind: 'piece', id: 'trireme-1' }] });
  });

  it('a lost ship\'s line lights the ship and whoever went down with it', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['legio-x'];
    const ctx = new Ctx(s);
    eliminateShip(ctx, 'trireme-1', 'x');
    expect(ctx.log[0]).toMatchObject({ refs: [{ kind: 'piece', id: 'trireme-1' }, { kind: 'piece', id: 'legio-x' }, { kind: 'piece', id: 'legio-viii' }] });
  });
});

