/** The counters, the set-up, the sequence of play, the Assault Periods, fire and the Outer Works (AC 1–4, 12, 19.7, 20–23). */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../hex/coords';
import { line } from '../hex/line';
import { ring } from '../hex/shapes';
import { clearHex, inCombat, labelOf, rngFor } from './combat/testkit';
import { battleOdds } from './combat/strength';
import { AcCtx } from './ctx';
import { AC_UNITS, acUnit } from './data/units';
import { fire, shooters, startFireTurn } from './fire/fire';
import { acMap, hexAt, nbrs } from './map/map';
import { EDGE_ZONES } from './map/zones';
import { reachOf } from './movement/moves';
import { position } from './movement/testkit';
import { allowances } from './revival';
import { AC_SCENARIOS } from './scenarios';
import { readOptions } from './setup/setup';
import { alesiaClassic } from './system';
import { unitOf, unitIds, type AcState } from './state';
import { deployed } from './testing';
import { nearestZone } from './zonesNear';
import { ix } from './testing';
import { playLogged as play } from './testing';

const X = clearHex(0, 3);
const [N0, N1] = nbrs(X);

describe('AC 1, AC 2 — the game and its counters', () => {
  it('AC 1: one scenario, the siege of Alesia in 52 BC, over two Assault Periods', () => {
    expect(AC_SCENARIOS.map((x) => x.id)).toEqual(['standard']);
    expect(AC_SCENARIOS[0].name).toMatch(/Alesia, 52 BC/);
    expect(AC_SCENARIOS[0].turns).toBe(24);
  });

  it('AC 2.1, AC 2.2: every counter has its side, type and factors; the types are those of the rules', () => {
    for (const u of AC_UNITS) {
      expect(['roman', 'gallic']).toContain(u.side);
      expect(Number.isInteger(u.cf) && Number.isInteger(u.mf)).toBe(true);
    }
    const kinds = (side: string) => new Set(AC_UNITS.filter((u) => u.side === side).map((u) => u.kind));
    expect(kinds('gallic')).toEqual(new Set(['infantry', 'cavalry', 'leader']));
    expect(kinds('roman')).toEqual(new Set(['cohort', 'recruit', 'cavalry', 'archer', 'slinger', 'light', 'leader', 'fort']));
    expect(AC_UNITS.filter((u) => u.kind === 'fort').length).toBe(23);
    expect(AC_UNITS.filter((u) => u.kind === 'leader').map((u) => u.id).sort()).toEqual(['caesar', 'labienus', 'vercingetorix']);
  });

  it('AC 2.3: the besieged force with Vercingetorix is the part that starts inside the town', () => {
    const s = alesiaClassic.setup({ scenario: 'standard', seed: 'x', options: {} });
    if (!s.ok) throw new Error();
    for (const u of AC_UNITS.filter((x) => x.side === 'gallic')) expect(unitOf(s.state, u.id).loc.at === 'town', u.id).toBe(u.force === 'besieged');
    expect(acUnit('vercingetorix').force).toBe('besieged');
  });

  it('AC 2.4: the combat factor is the strength in attack and in defence alike (AC 2)', () => {
    const s = inCombat(position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic');
    const o = battleOdds(s, ['gr-1'], [X]);
    expect([o.attack, o.defence]).toEqual([acUnit('gr-1').cf, acUnit('r-vii-1').cf]);
    const back = inCombat(position({ 'r-vii-1': labelOf(N0), 'gr-1': labelOf(X) }), 'roman');
    const p = battleOdds(back, ['r-vii-1'], [X]);
    expect([p.attack, p.defence]).toEqual([5, 7]);
  });

  it('AC 2.5: the movement factor is the number of clear hexes a unit may move', () => {
    const s = position({ 'gr-1': labelOf(X) });
    expect(reachOf(s, 'gr-1').budget).toBe(acUnit('gr-1').mf * 2);
    expect(Math.max(...[...reachOf(s, 'gr-1').cost.values()])).toBeLessThanOrEqual(acUnit('gr-1').mf * 2);
  });

  it('AC 2.6: tribe, legion and cohort are history only — two 7-6s of different tribes fight alike', () => {
    const a = AC_UNITS.filter((u) => u.force === 'relief' && u.kind === 'infantry' && u.cf === 7);
    const other = a.find((u) => u.name.split(' of the ')[1] !== a[0].name.split(' of the ')[1])!;
    expect(other).toBeDefined();
    const odds = (id: string) => battleOdds(inCombat(position({ 'r-vii-1': labelOf(X), [id]: labelOf(N0) }), 'gallic'), [id], [X]);
    expect(odds(other.id)).toEqual({ ...odds(a[0].id), attackers: [other.id] });
  });

  it('AC 3.1: a hexagonal grid — six neighbours, distances in hexes', () => {
    expect(nbrs(X).length).toBe(6);
    for (const n of nbrs(X)) expect(distance(parseHexKey(n), parseHexKey(X))).toBe(1);
  });
});

describe('AC 3.4, AC 9.2 — what the Roman may not see', () => {
  it('neither the OBMC nor the units in the town are in his view; the Gaul sees them', () => {
    const s = deployed('hidden');
    const rv = alesiaClassic.view(s, 'roman');
    const gv = alesiaClassic.view(s, 'gallic');
    expect(unitOf(rv, 'gr-1')).toBeUndefined(); // in the OBMC (AC 3.4)
    expect(unitOf(rv, 'gb-1')).toBeUndefined(); // in the town (AC 9.2)
    expect(rv.inTown).toBe(46);
    expect(unitOf(gv, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'I' });
  });

  it('AC 22.2: the Gallic cavalry starts in OBMC zone I', () => {
    const s = deployed('cav');
    for (const u of AC_UNITS.filter((x) => x.side === 'gallic' && x.kind === 'cavalry')) expect(unitOf(s, u.id).loc).toEqual({ at: 'obmc', zone: 'I' });
  });
});

describe('AC 4 — the sequence of play', () => {
  it('Gallic movement, off-board movement, the Outer Works, Gallic combat, Roman movement, Roman combat, then the turn advances (AC 4.1–4.7)', () => {
    let s = deployed('seq');
    expect([s.phase, s.turn]).toEqual(['gallic-move', 1]);
    let r = play(s, { t: 'end' });
    expect(r.s.phase).toBe('gallic-offboard'); // AC 4.2
    r = play(r.s, { t: 'end' });
    expect(r.rules).toContain('AC 4.3');
    expect(r.rules).toContain('AC 4.4');
    expect(r.rules.indexOf('AC 4.3')).toBeLessThan(r.rules.indexOf('AC 4.4'));
    expect(r.s.phase).toBe('roman-move'); // AC 4.5 (nothing to fight)
    r = play(r.s, { t: 'end' });
    expect(r.rules).toContain('AC 4.6');
    s = r.s;
    expect([s.phase, s.turn]).toEqual(['gallic-move', 2]); // AC 4.7
  });
});

describe('AC 12 — the Assault Periods', () => {
  const lastTurn = (turn: number, periodTurns: 10 | 11 | 12, period: 1 | 2 = 1) => {
    const s = position({ 'gr-1': labelOf(X), caesar: 'D32' }, 'roman-move'); // Caesar alive: a Roman win, not a draw (AC 26.3)
    return { ...s, turn, period, options: { ...s.options, periodTurns } };
  };

  it('AC 12.1: two periods of 12 turns — turn 12 of the first ends in nightfall, of the second in the end of the game', () => {
    expect(play(lastTurn(11, 12), { t: 'end' }).s.phase).toBe('gallic-move');
    expect(play(lastTurn(12, 12), { t: 'end' }).s.phase).toBe('revival');
    const end = play(lastTurn(12, 12, 2), { t: 'end' }).s;
    expect([end.phase, end.outcome?.winner]).toEqual(['over', 'roman']);
  });

  it('AC 12.7 (optional): periods shortened to 11 or 10 turns', () => {
    expect(play(lastTurn(10, 10), { t: 'end' }).s.phase).toBe('revival');
    expect(play(lastTurn(10, 11), { t: 'end' }).s.phase).toBe('gallic-move');
    expect(readOptions({ periodTurns: 9 as never })).toMatch(/AC 12.7/);
  });

  it('AC 12.3: at nightfall each relief unit goes to the OBMC box of the zone nearest to it', () => {
    const edge = [...EDGE_ZONES.entries()].find(([k, z]) => z.length === 1 && z[0] === 'III' && hexAt(k))![0];
    const s = position({ 'gr-1': labelOf(edge) }, 'roman-move');
    const r = play({ ...s, turn: 12 }, { t: 'end' }).s;
    expect(nearestZone(edge)).toBe('III');
    expect(unitOf(r, 'gr-1').loc).toEqual({ at: 'obmc', zone: 'III' });
  });

  it('AC 12.5: Gallic replacements go to the force that lost the factors, in proportion', () => {
    const s = position({});
    for (const id of unitIds(s)) if (acUnit(id).side === 'gallic') s.units[ix(id)] = { loc: id.startsWith('gb-') ? { at: 'town' } : { at: 'obmc', zone: 'I' } };
    for (let i = 1; i <= 19; i++) s.units[ix(`gb-${i}`)] = { loc: { at: 'gone', why: 'eliminated' } }; // 36 + 40 + 70 = 146 factors of the besieged
    const a = allowances(s, 'gallic');
    expect(a.besieged).toBe(14);
    expect(a.relief).toBe(0);
  });

  it('AC 12.6: in his redeployment the Roman may pick up any unit but a fort', () => {
    const s = position({ 'r-vii-1': labelOf(X), 'fort-1': labelOf(nbrs(X)[3]) }, 'roman-redeploy');
    const picks = alesiaClassic.legalActions(s).filter((a) => a.t === 'pick').map((a) => (a as { unit: string }).unit);
    expect(picks).toContain('r-vii-1');
    expect(picks).not.toContain('fort-1');
  });
});

describe('AC 19.7 (optional) — a shielded Vercingetorix', () => {
  it('stacked with another Gaul he survives entering a Roman ZOC; alone he is taken', () => {
    const where = { caesar: 'D32', 'r-vii-1': labelOf(X), 'gb-1': labelOf(N1), vercingetorix: labelOf(nbrs(N1).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!) };
    const base = position(where);
    base.coordination.releaseTurn = 1;
    const shielded = { ...base, options: { ...base.options, vercingetorixShielded: true } };
    const ok = play(shielded, { t: 'select', unit: 'vercingetorix' }, { t: 'move', unit: 'vercingetorix', to: N1 }).s;
    expect(unitOf(ok, 'vercingetorix').loc).toEqual({ at: 'hex', hex: N1 });
    expect(ok.outcome).toBeNull();
    const lost = play(base, { t: 'select', unit: 'vercingetorix' }, { t: 'move', unit: 'vercingetorix', to: N1 }).s;
    expect(lost.outcome?.winner).toBe('roman');
  });
});

// ------------------------------------------------------------ fire and disruption

const F = clearHex(0, 3);
const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
const A = (d: number) => walk[4 - d];
function scene(where: Record<string, string>): AcState {
  const s = position(where);
  startFireTurn(s);
  return s;
}

describe('AC 20, AC 21 — missile fire and disruption', () => {
  it('AC 20.8, AC 24.3 (and AH-20.5): a miss at secondary range leaves the primary shot — a 4 misses at 2 hexes, a 4 disrupts at 1', () => {
    const s = { ...scene({ 'r-arch-1': labelOf(F), 'r-vii-1': labelOf(F), 'gr-61': labelOf(A(3)) }), rng: rngFor(4, 4) };
    const r = play(s, { t: 'select', unit: 'gr-61' }, { t: 'move', unit: 'gr-61', to: A(1) });
    expect(r.rolls.map((x) => [x.cell?.col, x.result])).toEqual([['Secondary', 'No effect'], ['Primary', 'Disrupted']]);
    expect(unitOf(r.s, 'gr-61')).toEqual({ loc: { at: 'hex', hex: A(1) }, disrupted: true });
  });

  it('AC 24.3: a fort that misses at 3 hexes fires again as the Gaul comes to 2', () => {
    const s = { ...scene({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), 'gr-1': labelOf(A(4)) }), rng: rngFor(1, 5) };
    const r = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) });
    expect(r.rolls.map((x) => [x.cell?.col, x.result])).toEqual([['Tertiary', 'No effect'], ['Secondary', 'Eliminated']]);
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('gone');
  });

  it('AC 20.9: other Gauls pass over the hex of a unit hit by fire', () => {
    const s = scene({ 'gr-1': labelOf(A(3)), 'gr-2': labelOf(A(4)) });
    unitOf(s, 'gr-1').disrupted = true;
    const r = reachOf(s, 'gr-2');
    expect([...r.prev.values()]).toContain(A(3));
  });

  it('AC 21, AC 21.1: a disrupted unit may move no further this turn', () => {
    const s = scene({ 'gr-1': labelOf(X) });
    unitOf(s, 'gr-1').disrupted = true;
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'select' && a.unit === 'gr-1')).toBe(false);
  });

  it('AC 21.4: disrupted units turn face up as the next Gallic turn begins', () => {
    const s = position({ 'gr-1': labelOf(X) }, 'roman-move');
    unitOf(s, 'gr-1').disrupted = true;
    const r = play(s, { t: 'end' }).s;
    expect(r.phase).toBe('gallic-move');
    expect(unitOf(r, 'gr-1').disrupted).toBeUndefined();
  });

  it('AC 21.6, AC 21.7: a second disruption changes nothing; the disruption marker is kept apart from a Battle Rages inversion', () => {
    const s = { ...scene({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), 'gr-1': labelOf(A(1)) }), rng: rngFor(3, 3) };
    unitOf(s, 'gr-1').raging = true;
    const ctx = new AcCtx(s);
    fire(ctx, { shooter: 'fort-1', volley: 'primary', target: 'gr-1', hex: A(1) }, true); // 3: D
    expect(unitOf(ctx.s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(1) }, raging: true, disrupted: true });
    fire(ctx, { shooter: 'fort-1', volley: 'primary', target: 'gr-1', hex: A(1) }, true); // again D
    expect(unitOf(ctx.s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(1) }, raging: true, disrupted: true });
  });

  it('AC 20.4: an archer inverted by a Battle Rages does not fire', () => {
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(3)) });
    expect(shooters(s).map((x) => x.id)).toEqual(['r-arch-1']);
    unitOf(s, 'r-arch-1').raging = true;
    expect(shooters(s)).toEqual([]);
  });
});

describe('AC 23 — the Outer Works', () => {
  const ow = [...acMap().hexes.entries()].find(([k, h]) => h.outerWorks && !h.river && !h.trench && !h.rampart && nbrs(k).some((n) => hexAt(n) && !hexAt(n)!.outerWorks && !hexAt(n)!.river && !hexAt(n)!.rampart))![0];
  const beside = nbrs(ow).find((n) => hexAt(n) && !hexAt(n)!.outerWorks && !hexAt(n)!.river && !hexAt(n)!.rampart)!;

  it('AC 23.3, AC 23.4: rolled only once all Gallic movement is over — disrupted and raging Gauls roll too, a 6 eliminates', () => {
    const s = position({ 'r-vii-1': labelOf(beside), 'gr-1': labelOf(ow), 'gr-2': labelOf(ow) });
    unitOf(s, 'gr-1').disrupted = true;
    unitOf(s, 'gr-2').raging = true;
    unitOf(s, 'r-vii-1').raging = true;
    const moved = play({ ...s, rng: rngFor(6, 6) }, { t: 'end' });
    expect(moved.rolls).toEqual([]); // not at the end of on-board movement
    const r = play(moved.s, { t: 'end' });
    const ow2 = r.rolls.filter((x) => x.rule === 'AC 23.2');
    expect(ow2.map((x) => x.result)).toEqual(['Unit eliminated', 'Unit eliminated']);
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('gone');
    expect(unitOf(r.s, 'gr-2').loc.at).toBe('gone');
  });
});

describe('AC 3.4 — the Gauls\' moves off the board stay out of the Roman\'s log', () => {
  it('a move between OBMC boxes is logged hidden from the Roman player and commanders', async () => {
    const { position } = await import('./movement/testkit');
    const { alesiaClassic } = await import('./system');
    const s = position({ 'gr-1': 'obmc:I' }, 'gallic-offboard');
    const r = alesiaClassic.apply(s, { t: 'shift', unit: 'gr-1', to: 'II' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const entry = r.log.find((e) => e.kind === 'text' && e.text.includes('zone II'))!;
    expect(entry.hiddenFrom).toEqual(['roman', 'caesar', 'labienus']);
  });
});
