/**
 * AG 5.45–5.49, 6.21–6.22 — tribal counters on the map: placement hexes per zone, chiefs on the
 * counter's hex, units released onto a counter moving off it, the 12-hex leash.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { agUnit } from '../data';
import { gbohBoard, terrainAt } from '../map/board';
import { gbohLabel, parseGbohLabel, type SheetId } from '../map/grid';
import { entryZones } from '../map/zones';
import { CAMP_WALL_MARGIN, placementLines, PLACEMENT_DEPTH, RAMPART_MARGIN, RAMPART_LIKE_LABELS, zoneLines } from '../map/placementLines';
import { H_OUTSIDE, moveBoard } from '../movement/board';
import { reach } from '../movement/reach';
import { alesiaGboh } from '../system';
import { deployed, edit, planAll, play, refusal } from '../testing';
import type { AgAction } from '../actions';
import type { AgState } from '../state';
import { placementHexes } from './placementHexes';
import { checkInvariants } from '../invariants';
import { freesLeash, leashAllows, LEASH_HEXES, moveStartHex } from './onCounter';

const K = (label: string): string => hexKey(parseGbohLabel(label)!);
const L = (key: string): string => gbohLabel(parseHexKey(key));
const legal = (s: AgState) => alesiaGboh.legalActions(s);
const line = (sheets: readonly SheetId[], zone: 'II', first: string) => zoneLines(sheets, zone).find((l) => l.hexes[0] === K(first))!;
const openOf = (l: { hexes: string[]; open: boolean[] }) => l.hexes.filter((_, i) => l.open[i]).map(L);

describe('AG 5.45 — placement lines (reconstructed: square to the zone’s edge, ten hexes deep)', () => {
  it('the seed’s example: from W3901 the counter may stand on W3901–W3908 (W3911 is a Rampart), from W3601 on W3601–W3604 (camp wall in W3606)', () => {
    expect(openOf(line(['W'], 'II', 'W3901'))).toEqual(['W3901', 'W3902', 'W3903', 'W3904', 'W3905', 'W3906', 'W3907', 'W3908']);
    expect(openOf(line(['W'], 'II', 'W3601'))).toEqual(['W3601', 'W3602', 'W3603', 'W3604']);
    // In play, with the Roman sample deployment behind its works, the same hexes are offered.
    const hexes = new Set(placementHexes(planAll(deployed('12.2')), 'II').map(L));
    for (const h of ['W3901', 'W3908', 'W3601', 'W3604']) expect(hexes.has(h), h).toBe(true);
    for (const h of ['W3909', 'W3910', 'W3605']) expect(hexes.has(h), h).toBe(false);
  });

  for (const sheets of [['W'], ['W', 'E']] as const) {
    it(`every zone of the ${sheets.join('+')} board has placement hexes, each outside the works, ≤ ${PLACEMENT_DEPTH} from a zone edge hex, ≥ ${RAMPART_MARGIN} from every Rampart, ≥ ${CAMP_WALL_MARGIN} from every camp`, () => {
      const b = gbohBoard(sheets);
      const ramparts = [...b.hexes.values()].filter((t) => t.rampart).map((t) => t.hex);
      ramparts.push(...RAMPART_LIKE_LABELS.map((l) => parseGbohLabel(l)!)); // AG 5.45: W5815, W5915–W5918 count as Rampart hexes
      const camps = [...b.hexes.values()].filter((t) => t.camp).map((t) => t.hex);
      const zones = entryZones(sheets);
      expect(zones.size).toBe(sheets.length === 1 ? 8 : 16);
      const closed: string[] = [];
      for (const [zone, edge] of zones) {
        const open = (placementLines(sheets).get(zone) ?? []).flatMap((l) => l.hexes.filter((_, i) => l.open[i]));
        if (!open.length) closed.push(zone);
        for (const k of open) {
          const h = parseHexKey(k);
          const t = terrainAt(b, h)!;
          expect(!t.rampart && !t.camp && !t.redoubt && !t.deathGarden && t.area !== 'between', L(k)).toBe(true);
          expect(Math.min(...edge.map((e) => distance(e, h))), L(k)).toBeLessThanOrEqual(PLACEMENT_DEPTH);
          expect(Math.min(...ramparts.map((r) => distance(r, h))), L(k)).toBeGreaterThanOrEqual(RAMPART_MARGIN);
          expect(Math.min(...camps.map((c) => distance(c, h))), L(k)).toBeGreaterThanOrEqual(CAMP_WALL_MARGIN);
        }
      }
      // On the East sheet the circumvallation runs within 3 hexes of Zone IX's edge: no line hex is open there.
      expect(closed).toEqual(sheets.length === 1 ? [] : ['IX']);
    });
  }

  it('reading: a zone whose lines are all barred (12.3, Zone IX) takes its counters on its edge hexes outside the works', () => {
    const s = deployed('12.3');
    const edge = new Set(entryZones(['W', 'E']).get('IX')!.map(hexKey));
    const hexes = placementHexes(s, 'IX');
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(edge.has(h), L(h)).toBe(true);
  });

  it('AG 5.45 (c): a Roman unit on the line cuts it — the counter stands before its ZOC and never next to it', () => {
    const s0 = planAll(deployed('12.2'));
    const roman = Object.keys(s0.units).find((id) => agUnit(id).side === 'roman' && agUnit(id).type === 'CO')!;
    // A cohort in W3905 pointing at its north-west and west hexes (vertex 2): its ZOC covers W3904.
    const s = edit(s0, (x) => { x.units[roman] = { ...x.units[roman], loc: { at: 'hex', hex: K('W3905') }, facing: 2 }; });
    const hexes = new Set(placementHexes(s, 'II').map(L));
    for (const h of ['W3901', 'W3902', 'W3903']) expect(hexes.has(h), h).toBe(true);
    for (const h of ['W3904', 'W3905', 'W3906', 'W3907', 'W3908']) expect(hexes.has(h), h).toBe(false);
    // Next to the cohort on the neighbouring lines: barred too.
    for (const n of placementHexes(s, 'II')) expect(distance(parseHexKey(n), parseGbohLabel('W3905')!)).toBeGreaterThan(1);
  });

  it('AG 5.41, 5.45: one placeTribe entry per placement hex; the counter goes on the hex chosen; a hex off the lines is refused', () => {
    const s = planAll(deployed('12.2'));
    const hexes = placementHexes(s, 'I');
    const entries = legal(s).filter((a): a is Extract<AgAction, { t: 'placeTribe' }> => a.t === 'placeTribe' && a.tribe === 'sequani');
    expect(entries.map((a) => a.hex).sort()).toEqual([...hexes].sort());
    const at = hexes[hexes.length - 1];
    const after = play(s, { t: 'placeTribe', tribe: 'sequani', zone: 'I', hex: at });
    expect(after.tribes.sequani.hex).toBe(at);
    expect(refusal(s, { t: 'placeTribe', tribe: 'sequani', zone: 'I', hex: K('W3911') })).toBe('AG 5.41');
    // Without a hex: the zone's default, the first of the list.
    expect(play(s, { t: 'placeTribe', tribe: 'sequani', zone: 'I' }).tribes.sequani.hex).toBe(hexes[0]);
  });
});

describe('AG 5.41–5.42 — chiefs stand on their counter’s hex', () => {
  it('a chief placed with a counter stands on its hex and commands from there', () => {
    const s = play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' });
    expect(s.leaders.eporedorix.loc).toEqual({ at: 'hex', hex: s.tribes.sequani.hex });
  });

  it('AG 5.42 (c): a counter out of every chief’s range needs a chief of its own', () => {
    const s0 = planAll(deployed('12.2'), { sequani: 'I', ruteni: 'II' });
    // Sequani at the far south of Zone I, Ruteni at the far north of Zone II: further apart than a chief's range.
    const i = placementHexes(s0, 'I');
    const ii = placementHexes(s0, 'II');
    const far = (a: string[], b: string[]) => {
      let best: [string, string, number] = [a[0], b[0], -1];
      for (const x of a) for (const y of b) { const d = distance(parseHexKey(x), parseHexKey(y)); if (d > best[2]) best = [x, y, d]; }
      return best;
    };
    const [hs, hr, d] = far(i, ii);
    expect(d).toBeGreaterThan(8);
    let s = play(s0, { t: 'placeTribe', tribe: 'sequani', zone: 'I', hex: hs }, { t: 'placeTribe', tribe: 'ruteni', zone: 'II', hex: hr }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' });
    expect(legal(s).some((a) => a.t === 'endPlacement')).toBe(false);
    expect(refusal(s, { t: 'endPlacement' })).toBe('AG 5.42');
    const other = legal(s).find((a) => a.t === 'placeChief' && a.tribe === 'ruteni')!;
    s = play(s, other);
    expect(legal(s).some((a) => a.t === 'endPlacement')).toBe(true);
  });
});

/** Sequani placed in Zone I with Eporedorix, the Gaul's first phase: Eporedorix activates them (AG 5.48). */
function released(): AgState {
  const s = play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
  return play(s, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
}

describe('AG 5.48, 6.21–6.22 — units released onto a counter move off it', () => {
  it('six units come out onto the counter and move off from its hex, with any facing, never back onto it', () => {
    const s = released();
    const c = s.tribes.sequani.hex!;
    const out = Object.keys(s.units).filter((id) => s.units[id].loc.at === 'counter');
    expect(out).toHaveLength(6);
    for (const id of out) expect(moveStartHex(s, id)).toBe(c);
    const moves = legal(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move');
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      expect(m.path[0]).toBe(c);
      expect(m.path.slice(1)).not.toContain(c); // AG 6.22
    }
    // The facing is the player's: a neighbour of the counter can be reached facing any vertex.
    const u = out[0];
    const r = reach(s, u)!;
    const next = [...r.ends.values()].find((e) => e.path.length === 2)!;
    expect(next.facings.map((f) => f.facing).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // No turning in place on the counter.
    expect(legal(s).some((a) => a.t === 'face' && a.unit === u)).toBe(false);
    const m = moves.find((x) => x.unit === u && x.path.length > 2)!;
    const after = play(s, m);
    expect(after.units[u].loc).toEqual({ at: 'hex', hex: m.path[m.path.length - 1] });
    expect(after.units[u].facing).toBe(m.facing);
    expect(after.units[u].moved).toBe(true);
    expect(after.tribes.sequani.hex).toBe(c); // AG 5.46, 6.23: the counter stays
  });

  it('AG 5.47, 6.22: the counter’s hex is barred while it holds units, open once it shows "No Units"', () => {
    const s = released();
    const c = s.tribes.sequani.hex!;
    const u = Object.keys(s.units).find((id) => s.units[id].loc.at === 'counter')!;
    const m = legal(s).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === u && a.path.length === 2)!;
    // The unit stepped off next to the counter; let it move again (a later activation).
    const next = edit(play(s, m), (x) => { delete x.units[u].moved; });
    const barred = reach(next, u)!;
    expect(barred.ends.has(c)).toBe(false);
    expect(barred.why(c)?.rule).toBe('AG 6.22');
    const empty = edit(next, (x) => { x.tribes.sequani.noUnits = true; });
    expect(reach(empty, u)!.ends.has(c)).toBe(true);
    expect(empty.tribes.sequani.hex).toBe(c); // AG 5.46: it stays where it was placed
  });
});

describe('AG 5.45, 6.22 — a counter placed where Gallic units already stand (reading X52)', () => {
  it('the hex stays a placement hex; the counter goes there; the units may leave it and no other unit may enter it while it holds units', () => {
    const s = released();
    const c = s.tribes.sequani.hex!;
    const onLines = new Set(placementHexes(s, 'I'));
    // A Sequani unit steps off its counter onto another hex of Zone I's lines.
    const m = legal(s).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && onLines.has(a.path[a.path.length - 1]) && a.path[a.path.length - 1] !== c)!;
    expect(m).toBeDefined();
    const h = m.path[m.path.length - 1];
    const moved = play(s, m);
    // A new entry into Zone I: the Ruteni, assigned there, come on.
    const entering = edit(moved, (x) => {
      x.step = 'entering';
      x.command = null;
      x.ap.entering = { zone: 'I', tribes: [] };
      x.plan.assign.ruteni = 'I';
    });
    expect(placementHexes(entering, 'I')).toContain(h);
    expect(placementHexes(entering, 'I')).toContain(c); // AG 5.45: counters may stack
    const place = { t: 'placeTribe', tribe: 'ruteni', zone: 'I', hex: h } as const;
    expect(legal(entering)).toContainEqual(place);
    const placed = play(entering, place);
    expect(placed.tribes.ruteni.hex).toBe(h);
    expect(placed.units[m.unit].loc).toEqual({ at: 'hex', hex: h });
    expect(checkInvariants(placed)).toEqual([]);
    // Later in play: the Sequani unit on the Ruteni counter's hex may leave it; no other unit may enter it (AG 6.22).
    const later = edit(placed, (x) => {
      x.step = 'command';
      x.command = moved.command;
      for (const id of Object.keys(x.units)) delete x.units[id].moved;
    });
    expect(reach(later, m.unit)!.ends.size).toBeGreaterThan(0);
    const other = Object.keys(later.units).find((id) => later.units[id].loc.at === 'counter' && id !== m.unit)!;
    const r = reach(later, other)!;
    expect(r.ends.has(h)).toBe(false);
    expect(r.why(h)?.rule).toBe('AG 6.22');
  });
});

describe('AG 5.49 — the 12-hex leash', () => {
  /** A Sequani unit of the Command set on an outside hex 12 hexes from its counter, able to step further out. */
  function atTheEnd(): { s: AgState; unit: string; far: string[] } {
    const s0 = released();
    const c = parseHexKey(s0.tribes.sequani.hex!);
    const mb = moveBoard('12.2');
    const unit = Object.keys(s0.units).find((id) => s0.units[id].loc.at === 'counter')!;
    for (let i = 0; i < mb.n; i++) {
      if (!(mb.flags[i] & H_OUTSIDE) || distance(c, mb.hexes[i]) !== LEASH_HEXES) continue;
      const s = edit(s0, (x) => { x.units[unit] = { ...x.units[unit], loc: { at: 'hex', hex: mb.keys[i] } }; });
      const r = reach(s, unit);
      const far = r ? [...r.ends.keys()].filter((k) => distance(c, parseHexKey(k)) > LEASH_HEXES && !freesLeash(s, k)) : [];
      if (far.length && [...r!.ends.values()].every((e) => !e.path.slice(1).some((h) => freesLeash(s, h)))) return { s, unit, far };
    }
    throw new Error('no such hex');
  }

  it('a relief unit may not move beyond 12 hexes of its counter; a freed one may', () => {
    const { s, unit, far } = atTheEnd();
    const ends = new Set(legal(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === unit).map((a) => a.path[a.path.length - 1]));
    expect(ends.size).toBeGreaterThan(0);
    for (const f of far) expect(ends.has(f), L(f)).toBe(false);
    const freed = edit(s, (x) => { x.units[unit].freed = true; });
    const freeEnds = new Set(legal(freed).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === unit).map((a) => a.path[a.path.length - 1]));
    expect(far.some((f) => freeEnds.has(f))).toBe(true);
  });

  it('AG 5.49 (b): units of a cavalry counter have no leash', () => {
    const { s, unit } = atTheEnd();
    const mv = legal(edit(s, (x) => { x.units[unit].freed = true; })).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === unit && distance(parseHexKey(s.tribes.sequani.hex!), parseHexKey(a.path[a.path.length - 1])) > LEASH_HEXES)!;
    expect(leashAllows(s, mv)).toBe(false);
    expect(leashAllows(edit(s, (x) => { x.units[unit].via = 'cavalry-1'; }), mv)).toBe(true);
  });

  it('a Rampart, the ground between the lines and the hill W5815–W5819 end the leash; open ground does not', () => {
    const s = released();
    expect(freesLeash(s, K('W3911'))).toBe(true); // outer Rampart
    expect(freesLeash(s, K('W4616'))).toBe(true); // inside
    expect(freesLeash(s, K('W5817'))).toBe(true); // the hill (play note)
    expect(freesLeash(s, K('W3905'))).toBe(false);
    expect(freesLeash(s, K('W6427'))).toBe(false); // outside both lines
  });
});
