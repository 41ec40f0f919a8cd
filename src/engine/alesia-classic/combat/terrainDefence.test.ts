/**
 * Terrain doubling on the reconstructed 1983 board: every case is found on the map by query (never
 * by hard-coded coordinates), so the tests follow the map and fail if it stops holding a case.
 * App. D and App. E lost their diagrams; their four and five cases are rebuilt from real hexes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { acHex, acMap, rampartAlong, type AcHex } from '../map/map';
import { acLabel } from '../map/grid';
import { AC_RULE_BY_ID } from '../rules';
import { defenceStrength } from './doubling';
import { AC_DOUBLING, defenceDoubling, type TerrainDefence, type TerrainDefenceContext } from './terrainDefence';

const all = (): AcHex[] => [...acMap().hexes.values()];
const key = (d: AcHex | Hex): string => hexKey('hex' in d ? d.hex : d);
const around = (d: AcHex): AcHex[] => neighbours(d.hex).map(acHex).filter((n): n is AcHex => !!n);
const NO_FORTS: TerrainDefenceContext = { fortAt: () => false };
const fortsAt = (...hs: AcHex[]): TerrainDefenceContext => ({ fortAt: (h) => hs.some((d) => key(d) === h) });
/** Nothing on the hex that could double anyone by itself. */
const bare = (d: AcHex): boolean => !d.rampart && !d.river && !d.trench && d.area !== 'town';
const rules = (r: TerrainDefence): string[] => r.reasons.map((x) => x.rule);
const attack = (def: AcHex, atk: AcHex[], ctx = NO_FORTS): TerrainDefence => defenceDoubling(key(def), atk.map(key), ctx);
const name = (...ds: AcHex[]): string => ds.map((d) => acLabel(d.hex)).join(' ← ');

function first<T>(xs: Iterable<T>, what: string): T {
  for (const x of xs) return x;
  throw new Error(`the reconstructed map has no ${what}`);
}

/** Perimeter pairs joined along a perimeter hexside, off the rivers and off the hilltops. */
function* connectedPerimeterPairs(): Generator<{ def: AcHex; atk: AcHex; off: AcHex }> {
  for (const def of all()) {
    if (def.rampart !== 'perimeter' || def.river || def.elevation === 'top') continue;
    const off = around(def).find((n) => bare(n));
    if (!off) continue;
    for (const atk of around(def)) {
      if (atk.rampart === 'perimeter' && !atk.river && rampartAlong(def.hex, atk.hex) === 'perimeter') yield { def, atk, off };
    }
  }
}

describe('App. D and AC 25.1–25.4: rampart defence', () => {
  const { def, atk, off } = first(connectedPerimeterPairs(), 'pair of perimeter hexes joined by a rampart hexside');

  it('A is doubled when attacked from a hex off the rampart (B)', () => {
    const r = attack(def, [off]);
    expect(r.doubled, name(def, off)).toBe(true);
    expect(r.reasons[0]).toEqual(AC_DOUBLING.perimeter);
    expect(r.cancelledBy).toBeNull();
  });

  it('B defends at basic strength against the connected rampart hex of equal strength (A)', () => {
    const r = attack(def, [atk]);
    expect(r.doubled, name(def, atk)).toBe(false);
    expect(r.reasons).toEqual([]);
    expect(r.lost).toEqual([{ rule: 'AC 25.4', label: 'attacker on the connected perimeter rampart', hex: key(atk) }]);
    // …and the other way round: connection is symmetrical.
    expect(attack(atk, [def]).doubled).toBe(false);
  });

  it('AC 25.4: one attacker on the connected rampart cancels the doubling against all attackers', () => {
    expect(attack(def, [off]).doubled).toBe(true);
    const r = attack(def, [off, atk]);
    expect(r.doubled, name(def, off, atk)).toBe(false);
    expect(r.lost.map((l) => l.hex)).toEqual([key(atk)]);
    // The order of the attackers does not matter.
    expect(attack(def, [atk, off])).toEqual(r);
  });

  it('AC 25.3 (C doubled against D): adjacent rampart hexes with a break between them', () => {
    const pairs = all().flatMap((d) =>
      d.rampart && !d.river && d.elevation !== 'top'
        ? around(d).filter((n) => n.rampart && !n.river && !rampartAlong(d.hex, n.hex)).map((n) => [d, n] as const)
        : [],
    );
    expect(pairs.length).toBeGreaterThan(5);
    for (const [d, n] of pairs) {
      const r = attack(d, [n]);
      expect(r.doubled, name(d, n)).toBe(true);
      expect(r.reasons, name(d, n)).toContainEqual({ rule: 'AC 25.3', label: 'the rampart is broken between attacker and defender' });
    }
  });

  it('AC 25.1: a camp rampart is doubled against a connected perimeter rampart (C doubled against A)', () => {
    const cases = all().flatMap((d) =>
      d.rampart === 'camp' ? around(d).filter((n) => n.rampart === 'perimeter' && rampartAlong(d.hex, n.hex)).map((n) => [d, n] as const) : [],
    );
    expect(cases.length).toBeGreaterThan(0);
    for (const [d, n] of cases) {
      expect(attack(d, [n]).doubled, name(d, n)).toBe(true);
      // The stronger rampart attacking the weaker one meets basic defence.
      expect(attack(n, [d]).doubled, name(n, d)).toBe(false);
    }
  });

  it('every rampart hex off the hilltops and rivers is doubled against its bare neighbours and basic against a connected equal one', () => {
    let checked = 0;
    for (const d of all()) {
      if (!d.rampart || d.river || d.elevation === 'top') continue;
      for (const n of around(d)) {
        if (bare(n)) expect(attack(d, [n]).doubled, name(d, n)).toBe(true);
        if (n.rampart === d.rampart && !n.river && rampartAlong(d.hex, n.hex)) {
          expect(attack(d, [n]).doubled, name(d, n)).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('AC 7.4 / FAQ.3: the three joints of camp D', () => {
  const joints = all().filter((d) => d.joint);

  it('there are three, all of camp D, and they count as camp rampart (AC 25.2)', () => {
    expect(joints).toHaveLength(3);
    for (const j of joints) {
      expect(j.camp).toBe('camp-d');
      expect(j.rampart).toBe('camp');
    }
  });

  it('attacking from a perimeter rampart against a joint meets a doubled defence', () => {
    let n = 0;
    for (const j of joints) {
      for (const p of around(j).filter((x) => x.rampart === 'perimeter' && rampartAlong(j.hex, x.hex))) {
        const r = attack(j, [p]);
        expect(r.doubled, name(j, p)).toBe(true);
        expect(r.reasons).toContainEqual({ rule: 'AC FAQ.3', label: 'a hex of both ramparts attacked from a perimeter rampart' });
        expect(r.reasons).toContainEqual(AC_DOUBLING.camp);
        expect(rules(r)).toContain('AC 25.2');
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(3); // each joint has a connected perimeter neighbour
  });

  it('attacking from a joint meets normal defence, against the perimeter and the camp alike', () => {
    let n = 0;
    for (const j of joints) {
      for (const x of around(j).filter((y) => y.rampart && rampartAlong(j.hex, y.hex))) {
        const r = attack(x, [j]);
        expect(r.doubled, name(x, j)).toBe(false);
        expect(r.lost).toContainEqual({ rule: 'AC FAQ.3', label: 'attacker on a connected hex of both ramparts', hex: key(j) });
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(9);
  });

  it('a perimeter hex next to a joint but not joined to it keeps its doubling (AC 25.3)', () => {
    const loose = joints.flatMap((j) => around(j).filter((x) => x.rampart === 'perimeter' && !rampartAlong(j.hex, x.hex)).map((x) => [x, j] as const));
    expect(loose.length).toBeGreaterThan(0);
    for (const [x, j] of loose) expect(attack(x, [j]).doubled, name(x, j)).toBe(true);
  });
});

describe('FAQ.4: the river hex whose rampart does not cross the river', () => {
  const faq = all().filter((d) => d.river && d.rampart && !d.rampartBridge);

  it('exactly one such hex, with connected rampart neighbours', () => {
    expect(faq).toHaveLength(1);
    expect(around(faq[0]).filter((n) => n.rampart && rampartAlong(faq[0].hex, n.hex)).length).toBeGreaterThanOrEqual(2);
  });

  it('attacking from it against the adjacent connecting rampart: the defender is doubled', () => {
    const f = faq[0];
    const targets = around(f).filter((n) => n.rampart && rampartAlong(f.hex, n.hex));
    for (const t of targets) {
      const r = attack(t, [f]);
      expect(r.doubled, name(t, f)).toBe(true);
      expect(r.reasons).toContainEqual(AC_DOUBLING.river);
      expect(rules(r)).toContain('AC FAQ.4');
      // Reading 3: the rampart connection still counts; the doubling is the river's.
      expect(r.lost.map((l) => l.rule)).toEqual(['AC 25.4']);
    }
  });

  it('reading 3: joined by an attacker off the river, the defender is at basic strength', () => {
    const f = faq[0];
    const t = first(around(f).filter((n) => n.rampart && rampartAlong(f.hex, n.hex) && around(n).some((m) => bare(m) && m.elevation !== 'slope')), 'FAQ-4 target with a bare neighbour');
    const other = around(t).find((m) => bare(m) && m.elevation !== 'slope')!;
    expect(attack(t, [f, other]).doubled, name(t, f, other)).toBe(false);
  });

  it('contrast AC 25.5: from a rampart BRIDGE hex against its connected equal rampart, basic strength', () => {
    const cases = all().flatMap((b) =>
      b.rampartBridge
        ? around(b).filter((n) => n.rampart === b.rampart && !n.river && n.elevation !== 'top' && rampartAlong(b.hex, n.hex)).map((n) => [n, b] as const)
        : [],
    );
    expect(cases.length).toBeGreaterThan(5);
    for (const [n, b] of cases) {
      const r = attack(n, [b]);
      expect(r.doubled, name(n, b)).toBe(false);
      expect(r.lost.map((l) => l.rule).sort(), name(n, b)).toEqual(['AC 25.4', 'AC 25.5']);
    }
  });
});

describe('Rivers (Terrain Effects Chart, AC 8.3, 25.5, App. E)', () => {
  const forks = all().filter((d) => (d.river?.branches.length ?? 0) >= 3);

  it('App. E: a fork defender is not doubled against attackers on the branches flowing into it, alone or together', () => {
    expect(forks).toHaveLength(3);
    for (const f of forks) {
      const wet = around(f).filter((n) => n.river && !n.rampartBridge);
      expect(wet.length).toBeGreaterThanOrEqual(3);
      for (const w of wet) {
        const r = attack(f, [w]);
        expect(r.doubled, name(f, w)).toBe(false);
        expect(r.lost).toContainEqual({ rule: 'AC App.E', label: 'attacker on a hex of the defender’s river', hex: key(w) });
      }
      expect(attack(f, wet).doubled).toBe(false);
    }
  });

  it('App. E turned round: defenders on the branches are not doubled against the fork', () => {
    for (const f of forks) {
      for (const w of around(f).filter((n) => n.river)) {
        const r = attack(w, [f]);
        expect(r.reasons, name(w, f)).not.toContainEqual(AC_DOUBLING.river);
        expect(r.lost.map((l) => l.rule), name(w, f)).toEqual(['AC App.E']);
        // The only other doubling possible: the Ose–Rabutin confluence is also on the Isolated Trench.
        expect(r.doubled, name(w, f)).toBe(!!f.trench && !w.trench);
      }
    }
  });

  it('App. E hex "2": another river next to the confluence doubles; mixed with a branch of the defender’s river it does not', () => {
    // Defender Y, X on a river that does not flow into Y's hex ("2"), F a fork sharing Y's river ("1").
    const found = first(
      (function* () {
        for (const y of all()) {
          if (!y.river || y.rampart || y.elevation === 'top' || y.trench) continue;
          for (const x of around(y)) {
            if (!x.river || x.rampart || x.river.branches.some((b) => y.river!.branches.includes(b))) continue;
            const f = around(y).find((n) => (n.river?.branches.length ?? 0) >= 3 && n.river!.branches.some((b) => y.river!.branches.includes(b)));
            if (f) yield { y, x, f };
          }
        }
      })(),
      'pair of different rivers next to a confluence',
    );
    const { y, x, f } = found;
    const two = attack(y, [x]);
    expect(two.doubled, name(y, x)).toBe(true);
    expect(two.reasons).toEqual([AC_DOUBLING.river]);
    const mixed = attack(y, [x, f]);
    expect(mixed.doubled, name(y, x, f)).toBe(false);
    expect(mixed.lost.map((l) => l.hex)).toEqual([key(f)]);
  });

  it('a bare defender is doubled when all attackers are on river hexes, and not if one is off the river', () => {
    const d = first(all().filter((h) => bare(h) && h.elevation !== 'top' && around(h).filter((n) => n.river && !n.rampart).length >= 2 && around(h).some(bare)), 'bare hex between two river hexes');
    const wet = around(d).filter((n) => n.river && !n.rampart);
    expect(attack(d, wet).doubled, name(d, ...wet)).toBe(true);
    expect(attack(d, [...wet, around(d).find(bare)!]).doubled).toBe(false);
  });

  it('AC 8.3: a hex the river only clips still doubles the defender it attacks', () => {
    const cases = all().flatMap((c) =>
      c.river && !c.river.restrictive && !c.rampart && !c.trench ? around(c).filter((d) => bare(d) && d.elevation !== 'top').map((d) => [d, c] as const) : [],
    );
    expect(cases.length).toBeGreaterThan(0);
    for (const [d, c] of cases) {
      const r = attack(d, [c]);
      expect(r.doubled, name(d, c)).toBe(true);
      expect(rules(r)).toEqual(['AC T.Terrain', 'AC 8.3']);
    }
  });

  it('AC 25.5: an attacker on a rampart bridge takes the river doubling away from all', () => {
    const d = first(
      all().filter((h) => bare(h) && h.elevation !== 'top' && around(h).some((n) => n.rampartBridge) && around(h).some((n) => n.river && !n.rampart)),
      'bare hex next to a bridge and a river hex',
    );
    const wet = around(d).filter((n) => n.river && !n.rampart);
    const bridge = around(d).find((n) => n.rampartBridge)!;
    expect(attack(d, wet).doubled, name(d, ...wet)).toBe(true);
    const r = attack(d, [...wet, bridge]);
    expect(r.doubled, name(d, bridge)).toBe(false);
    expect(r.lost).toContainEqual({ rule: 'AC 25.5', label: 'attacker on a rampart bridge', hex: key(bridge) });
  });

  it('reading 5 / AC 24.8: a Roman in a fort on a river hex attacks from a bridge', () => {
    const d = first(all().filter((h) => bare(h) && h.elevation !== 'top' && around(h).some((n) => n.river && !n.rampart)), 'bare hex next to a river hex');
    const w = around(d).find((n) => n.river && !n.rampart)!;
    expect(attack(d, [w]).doubled).toBe(true);
    const r = attack(d, [w], fortsAt(w));
    expect(r.doubled).toBe(false);
    expect(r.lost.map((l) => l.rule)).toEqual(['AC 24.8']);
  });
});

describe('Isolated Trench (Terrain Effects Chart)', () => {
  const trench = all().filter((d) => d.trench);
  const pair = first(
    all().flatMap((d) => {
      if (!bare(d) || d.elevation === 'top') return [];
      const ts = around(d).filter((n) => n.trench && !n.river && !n.rampart);
      return ts.length >= 2 && around(d).some(bare) ? [{ d, ts }] : [];
    }),
    'bare hex next to two trench hexes',
  );

  it('doubled if all attackers are on trench hexes and the defender is not', () => {
    const r = attack(pair.d, pair.ts);
    expect(r.doubled, name(pair.d, ...pair.ts)).toBe(true);
    expect(r.reasons[0]).toEqual(AC_DOUBLING.trench);
  });

  it('not doubled if one attacker is off the trench', () => {
    expect(attack(pair.d, [...pair.ts, around(pair.d).find(bare)!]).doubled).toBe(false);
  });

  it('not doubled if the defender is on the trench too', () => {
    const [t, u] = first(trench.flatMap((t) => around(t).filter((u) => u.trench && !u.river && !t.river).map((u) => [t, u] as const)), 'two adjacent trench hexes');
    expect(attack(t, [u]).reasons).not.toContainEqual(AC_DOUBLING.trench);
  });
});

describe('Hilltops (Terrain Effects Chart "Slope") and AC 25.6', () => {
  it('a hilltop defender is doubled attacked only from slope hexes, not when one attacker is on the top', () => {
    const h = first(
      all().filter((d) => d.elevation === 'top' && bare(d) && around(d).filter((n) => n.elevation === 'slope' && bare(n)).length >= 2 && around(d).some((n) => n.elevation === 'top' && bare(n))),
      'bare hilltop hex with bare slope neighbours',
    );
    const slopes = around(h).filter((n) => n.elevation === 'slope' && bare(n));
    const top = around(h).find((n) => n.elevation === 'top' && bare(n))!;
    const r = attack(h, slopes);
    expect(r.doubled, name(h, ...slopes)).toBe(true);
    expect(r.reasons).toEqual([AC_DOUBLING.hilltop]);
    expect(attack(h, [...slopes, top]).doubled).toBe(false);
    // A slope defender attacked from slope hexes has no hill to stand on.
    expect(attack(slopes[0], [h]).doubled).toBe(false);
  });

  const cases = all().flatMap((r) => {
    if (!r.rampart || r.elevation !== 'top' || r.river) return [];
    const joined = around(r).filter((n) => n.rampart && RANK(n) >= RANK(r) && rampartAlong(r.hex, n.hex));
    const s = joined.find((n) => n.elevation === 'slope');
    const u = joined.find((n) => n.elevation !== 'slope');
    const o = around(r).find((n) => bare(n) && n.elevation !== 'slope');
    return s && u && o ? [{ r, s, u, o }] : [];
  });

  it('AC 25.6: a hilltop rampart attacked from a connected equal rampart on a slope stays doubled', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
    for (const { r, s, o } of cases) {
      const alone = attack(r, [s]);
      expect(alone.doubled, name(r, s)).toBe(true);
      expect(rules(alone)).toContain('AC 25.6');
      // Reading 2: per attacker — with a second attacker off the slope the Slope line no longer
      // applies, and 25.6 alone keeps the doubling.
      const mixed = attack(r, [s, o]);
      expect(mixed.doubled, name(r, s, o)).toBe(true);
      expect(mixed.reasons.map((x) => x.rule)).toEqual(['AC 25.1', 'AC 25.6']);
    }
  });

  it('…but a connected equal rampart off the slope still cancels it for all (AC 25.4)', () => {
    for (const { r, s, u } of cases) {
      expect(attack(r, [u]).doubled, name(r, u)).toBe(false);
      expect(attack(r, [s, u]).doubled, name(r, s, u)).toBe(false);
    }
  });
});

function RANK(d: AcHex): number {
  return d.rampart === 'camp' ? 2 : d.rampart === 'perimeter' ? 1 : 0;
}

describe('Forts (AC 24.1, 24.8)', () => {
  it('a defender in a fort is doubled whatever the attackers’ terrain, even against a connected rampart', () => {
    const { def, atk, off } = first(connectedPerimeterPairs(), 'perimeter pair');
    const r = attack(def, [atk], fortsAt(def));
    expect(r.doubled).toBe(true);
    expect(r.reasons).toEqual([AC_DOUBLING.fort]);
    expect(r.lost.map((l) => l.rule)).toEqual(['AC 25.4']);
    expect(attack(off, [def], fortsAt(off)).reasons[0]).toEqual(AC_DOUBLING.fort);
  });

  it('reading 5: a Roman sallying from a fort next to a Gallic-held rampart is connected to it, even across a break', () => {
    const [d, n] = first(
      all().flatMap((x) => (x.rampart && !x.river && x.elevation !== 'top' ? around(x).filter((y) => y.rampart && !y.river && !rampartAlong(x.hex, y.hex)).map((y) => [x, y] as const) : [])),
      'broken rampart pair',
    );
    expect(attack(d, [n]).doubled).toBe(true);
    const r = attack(d, [n], fortsAt(n));
    expect(r.doubled, name(d, n)).toBe(false);
    expect(r.lost).toEqual([{ rule: 'AC 24.8', label: 'attacker in a fort, which connects to the rampart', hex: key(n) }]);
  });
});

describe('AC 13.5: doubled once, whatever the number of reasons', () => {
  it('a fort on a rampart attacked only from river hexes: three reasons, ×2', () => {
    const d = first(
      all().filter((h) => h.rampart && !h.river && h.elevation !== 'top' && around(h).some((n) => n.river && !n.rampart)),
      'rampart hex next to a river hex',
    );
    const wet = around(d).filter((n) => n.river && !n.rampart);
    const r = attack(d, wet, fortsAt(d));
    expect(r.doubled).toBe(true);
    expect(rules(r).slice(0, 3)).toEqual(['AC 24.1', 'AC 25.1', 'AC T.Terrain']);
    const s = defenceStrength([{ id: 'c', label: 'Cohort', factor: 5 }], r.reasons, r.cancelledBy);
    expect(s.total).toBe(10);
    expect(s.doubling?.reasons).toEqual(r.reasons);
  });
});

describe('AC 11.2: attacked from off the board', () => {
  const edge = first(
    all().filter((d) => d.edge && neighbours(d.hex).some((n) => !acHex(n))),
    'edge hex',
  );
  const outside = neighbours(edge.hex).find((n) => !acHex(n))!;

  it('never doubled, even in a fort, and the display keeps what would have applied', () => {
    const ctx = { ...fortsAt(edge), offBoard: true };
    const r = defenceDoubling(key(edge), [key(outside)], ctx);
    expect(r.doubled).toBe(false);
    expect(r.cancelledBy).toEqual({ rule: 'AC 11.2', label: 'attacked from off the board' });
    expect(r.reasons).toContainEqual(AC_DOUBLING.fort);
    const s = defenceStrength([{ id: 'c', label: 'Cohort', factor: 5 }], r.reasons, r.cancelledBy);
    expect(s.total).toBe(5);
    expect(s.cancelled?.by.rule).toBe('AC 11.2');
  });

  it('an attacker off the board without ctx.offBoard is refused', () => {
    expect(() => defenceDoubling(key(edge), [key(outside)], NO_FORTS)).toThrow(RangeError);
  });
});

describe('argument checks', () => {
  const d = first(all().filter(bare), 'bare hex');
  it('refuses an empty attack, a distant attacker, the defender attacking himself and a defender off the board', () => {
    expect(() => defenceDoubling(key(d), [], NO_FORTS)).toThrow(/at least one/);
    const far = first(all().filter((x) => Math.abs(x.hex.q - d.hex.q) + Math.abs(x.hex.r - d.hex.r) > 4), 'far hex');
    expect(() => defenceDoubling(key(d), [key(far)], NO_FORTS)).toThrow(/not next to/);
    expect(() => defenceDoubling(key(d), [key(d)], NO_FORTS)).toThrow(/not next to/);
    expect(() => defenceDoubling('999,999', [key(d)], NO_FORTS)).toThrow(/not on the board/);
    expect(() => defenceDoubling('x', [key(d)], NO_FORTS)).toThrow(RangeError);
  });
  it('stacked attackers in one hex count once', () => {
    const n = around(d)[0];
    expect(defenceDoubling(key(d), [key(n), key(n)], NO_FORTS)).toEqual(attack(d, [n]));
  });
});

describe('properties over the whole board', () => {
  const hexes = all();
  const battle = fc
    .record({
      d: fc.integer({ min: 0, max: hexes.length - 1 }),
      dirs: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
      more: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }),
      forts: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      offBoard: fc.boolean(),
      factor: fc.integer({ min: 0, max: 12 }),
    })
    .map(({ d, dirs, more, forts, offBoard, factor }) => {
      const def = hexes[d];
      const ns = neighbours(def.hex);
      const onBoard = (i: number) => offBoard || !!acHex(ns[i]);
      const atk = dirs.filter(onBoard).map((i) => key(ns[i]));
      const extra = more.filter(onBoard).map((i) => key(ns[i]));
      const fortKeys = new Set([key(def), ...ns.map(key)].filter((_, i) => forts[i]));
      return { def: key(def), atk, extra, ctx: { fortAt: (h: string) => fortKeys.has(h), offBoard }, factor };
    })
    .filter((b) => b.atk.length > 0);

  it('never more than ×2; doubled exactly when some reason applies and none cancels; every rule is a rule of the game', () => {
    fc.assert(
      fc.property(battle, ({ def, atk, ctx, factor }) => {
        const r = defenceDoubling(def, atk, ctx);
        expect(r.doubled).toBe(r.reasons.length > 0 && !r.cancelledBy);
        const s = defenceStrength([{ id: 'u', label: 'unit', factor }], r.reasons, r.cancelledBy);
        expect(s.total).toBe(r.doubled ? 2 * factor : factor);
        expect(s.total).toBeLessThanOrEqual(2 * s.base);
        for (const x of [...r.reasons, ...r.lost, ...(r.cancelledBy ? [r.cancelledBy] : [])]) expect(AC_RULE_BY_ID[x.rule], x.rule).toBeDefined();
        expect(new Set(r.reasons.map((x) => `${x.rule}|${x.label}`)).size).toBe(r.reasons.length);
        expect(r.cancelledBy !== null).toBe(!!ctx.offBoard);
      }),
      { numRuns: 2000 },
    );
  });

  it('AC 11.2 only cancels: the reasons are those of the same battle fought on the board', () => {
    fc.assert(
      fc.property(battle, ({ def, atk, ctx }) => {
        const onMap = atk.filter((h) => acMap().hexes.has(h));
        fc.pre(onMap.length === atk.length);
        const off = defenceDoubling(def, atk, { ...ctx, offBoard: true });
        const on = defenceDoubling(def, atk, { ...ctx, offBoard: false });
        expect(off.reasons).toEqual(on.reasons);
        expect(off.doubled).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('AC 25.4 and the "all attackers" lines: adding attackers never brings back a doubling', () => {
    const base = new Set(Object.values(AC_DOUBLING).map((x) => `${x.rule}|${x.label}`));
    fc.assert(
      fc.property(battle, ({ def, atk, extra, ctx }) => {
        const few = defenceDoubling(def, atk, ctx);
        const many = defenceDoubling(def, [...atk, ...extra], ctx);
        const kinds = (r: TerrainDefence) => r.reasons.map((x) => `${x.rule}|${x.label}`).filter((k) => base.has(k));
        for (const k of kinds(many)) expect(kinds(few)).toContain(k);
        if (!ctx.offBoard && few.doubled === false) expect(many.doubled).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
