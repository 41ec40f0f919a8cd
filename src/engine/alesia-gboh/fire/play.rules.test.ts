/**
 * Missile fire in play (AG 8.1–8.5): the legal list offers exactly the shots the rules allow, and
 * `apply` resolves them with the state's dice, every DRM logged with its rule. States are frozen.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from '../testing';
import { agUnit } from '../data';
import { MISSILE_TABLE } from '../tables/missile';
import type { AgState } from '../state';
import { boardGround } from './boardGround';
import { canFire } from './eligible';
import { hexDist, shotOf } from './position';
import { applied, firePosition, fires, key, legal, refused, unitOf } from './kit';
import { previewFireAction } from './preview';
import type { DieRollEntry } from '../../core/log';

const GAR = unitOf('gallic', 'AR', 0, 'relief');
const RAR = unitOf('roman', 'AR');
const CO = 'co-x-1';
const CO2 = 'co-x-2';
const BI = unitOf('gallic', 'BI', 0, 'relief');
const BI2 = unitOf('gallic', 'BI', 1, 'relief');
const LI = unitOf('roman', 'LI');
const SC = 'sc-x';
const PA = unitOf('roman', 'PA');

const rolls = (log: { kind: string }[]): DieRollEntry[] => log.filter((e): e is DieRollEntry => e.kind === 'roll');

/** GB-8.17: Gallic archers in W4911 (not moving, no Hits) at W4914, a Rampart holding a cohort and Roman archers. */
function gb817(): AgState {
  return firePosition({
    [GAR]: { at: 'W4911', facing: 0 },
    [CO]: { at: 'W4914', facing: 3 },
    [RAR]: { at: 'W4914', facing: 3 },
  }, 'gallic', [GAR]);
}

describe('GB-8.17 through the legal list and apply (AG 8.14, 8.16, 8.17)', () => {
  it('the shot is offered at W4914 (range 3), standing and "will move"', () => {
    const s = gb817();
    const f = fires(s, GAR);
    expect(f).toContainEqual({ t: 'fire', unit: GAR, target: key('W4914') });
    expect(f).toContainEqual({ t: 'fire', unit: GAR, target: key('W4914'), andMove: true });
  });
  it('a 1 becomes 2 (+1 AG 8.17, archers from off the Rampart) and misses at range 3', () => {
    const s = withDice(gb817(), [1]);
    const x = applied(s, { t: 'fire', unit: GAR, target: key('W4914') });
    const [r] = rolls(x.log);
    expect(r.rule).toBe('AG 8.16');
    expect(r.dice).toEqual([1]);
    expect(r.modifiers.map((m) => [m.value, m.rule])).toEqual([[1, 'AG 8.17']]);
    expect(r.total).toBe(2);
    expect(r.result).toBe('Miss');
    expect(r.cell).toEqual({ table: 'gboh-missile', row: 'A', col: '3' });
    expect(x.s.units[CO].hits).toBe(0);
    expect(x.s.units[GAR].fired).toBe(true);
  });
  it('a 0 becomes 1 and hits: arrows give each Roman unit in the hex 1 Hit', () => {
    const x = applied(withDice(gb817(), [0]), { t: 'fire', unit: GAR, target: key('W4914') });
    expect(rolls(x.log)[0].result).toBe('Hit');
    expect(x.s.units[CO].hits).toBe(1);
    expect(x.s.units[RAR].hits).toBe(1);
  });
  it('AG 8.12: the unit fires once per activation; the shot is gone from the list and refused', () => {
    const x = applied(withDice(gb817(), [1]), { t: 'fire', unit: GAR, target: key('W4914') });
    // AG 8.63: the Roman archers may answer (order 'ask': the screen goes to the Roman).
    expect(x.s.step).toBe('react');
    const back = applied(x.s, { t: 'noReact' });
    expect(back.s.step).toBe('command');
    expect(fires(back.s, GAR)).toEqual([]);
    expect(refused(back.s, { t: 'fire', unit: GAR, target: key('W4914') })).toBe('AG 8.12');
  });
});

describe('AG 8.13, 8.15, 9.41 — the legal list never offers a shot out of range, LOS or arc', () => {
  it('every offered shot passes the pure check and lies within the row’s reach', () => {
    const s = firePosition({
      [RAR]: { at: 'W0316', facing: 0 }, [LI]: { at: 'W0318', facing: 0 }, [SC]: { at: 'W0314', facing: 0 },
      [BI]: { at: 'W0319', facing: 3 }, [BI2]: { at: 'W0416', facing: 3 },
    }, 'roman', [RAR, LI, SC]);
    const g = boardGround(s);
    const f = fires(s);
    expect(f.length).toBeGreaterThan(0);
    for (const a of f) {
      const v = canFire(g, shotOf(s, { firer: a.unit, target: a.target, scoot: a.scoot, moves: !!a.andMove }));
      expect(v.ok, JSON.stringify(a)).toBe(true);
      const d = hexDist((s.units[a.unit].loc as { hex: string }).hex, a.target);
      expect(d).toBeLessThanOrEqual(a.scoot ? 4 : MISSILE_TABLE[agUnit(a.unit).missile!].maxRange);
    }
  });
  it('AG 8.13: not behind the firer’s rear hexsides (refused naming the rule)', () => {
    const s = firePosition({ [RAR]: { at: 'W0316', facing: 3 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR]);
    expect(fires(s, RAR)).toEqual([]);
    expect(refused(s, { t: 'fire', unit: RAR, target: key('W0318') })).toBe('AG 8.13');
    const front = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR]);
    expect(fires(front, RAR).map((a) => a.target)).toContain(key('W0318'));
  });
  it('AG 9.41: arrows reach 3 hexes, not 4', () => {
    const s = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0320', facing: 3 } }, 'roman', [RAR]);
    expect(fires(s, RAR)).toEqual([]);
    expect(refused(s, { t: 'fire', unit: RAR, target: key('W0320') })).toBe('AG 9.41');
  });
  it('AG 8.15: combat units in between block javelin-range LOS unless nearer an archer firer', () => {
    // Archers: a unit next to the firer does not block (nearer the firer); the same unit next to the target does.
    const near = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [CO]: { at: 'W0317', facing: 0 }, [BI]: { at: 'W0319', facing: 3 } }, 'roman', [RAR]);
    expect(fires(near, RAR).map((a) => a.target)).toContain(key('W0319'));
    const far = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [CO]: { at: 'W0318', facing: 0 }, [BI]: { at: 'W0319', facing: 3 } }, 'roman', [RAR]);
    expect(fires(far, RAR).map((a) => a.target)).not.toContain(key('W0319'));
    expect(refused(far, { t: 'fire', unit: RAR, target: key('W0319') })).toBe('AG 8.15');
  });
  it('AG 8.13: a unit with an enemy in its ZOC must fire at it', () => {
    const s = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 3 }, [BI2]: { at: 'W0319', facing: 3 } }, 'roman', [RAR]);
    expect(new Set(fires(s, RAR).map((a) => a.target))).toEqual(new Set([key('W0317')]));
    const free = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI2]: { at: 'W0319', facing: 3 } }, 'roman', [RAR]);
    expect(new Set(fires(free, RAR).map((a) => a.target))).toEqual(new Set([key('W0319')]));
  });
});

describe('AG 8.12 — not after moving away from the target', () => {
  it('a unit that ended its move farther from a hex fires at it no more; one that closed in does', () => {
    const away = firePosition({ [RAR]: { at: 'W0316', facing: 0, moved: true, from: key('W0317') }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR]);
    expect(fires(away, RAR)).toEqual([]);
    expect(refused(away, { t: 'fire', unit: RAR, target: key('W0318') })).toBe('AG 8.12');
    const closer = firePosition({ [RAR]: { at: 'W0316', facing: 0, moved: true, from: key('W0315') }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR]);
    expect(fires(closer, RAR).map((a) => a.target)).toEqual([key('W0318')]);
  });
});

describe('AG 8.17 — "moved or will move" for foot archers and mounted missile units', () => {
  it('a unit that has moved takes +1; one that fires standing stays put; "and move" takes +1 and may move after', () => {
    const moved = firePosition({ [RAR]: { at: 'W0316', facing: 0, moved: true, from: key('W0315') }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR]);
    const x = applied(withDice(moved, [9]), fires(moved, RAR)[0]);
    expect(rolls(x.log)[0].modifiers.map((m) => m.reason)).toContain('foot archers moving this activation');
    const fresh = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR]);
    const standing = applied(withDice(fresh, [9]), { t: 'fire', unit: RAR, target: key('W0318') });
    expect(rolls(standing.log)[0].modifiers).toEqual([]);
    expect(standing.s.units[RAR].moved).toBe(true);
    expect(legal(standing.s).some((a) => (a.t === 'move' || a.t === 'face') && a.unit === RAR)).toBe(false);
    const going = applied(withDice(fresh, [9]), { t: 'fire', unit: RAR, target: key('W0318'), andMove: true });
    expect(rolls(going.log)[0].modifiers.map((m) => m.value)).toEqual([1]);
    expect(going.s.units[RAR].moved).toBeUndefined();
    expect(legal(going.s).some((a) => a.t === 'move' && a.unit === RAR)).toBe(true);
  });
  it('javelin foot never chooses (no +1 either way)', () => {
    const s = firePosition({ [LI]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 3 } }, 'roman', [LI]);
    expect(fires(s, LI)).toEqual([{ t: 'fire', unit: LI, target: key('W0317') }]);
  });
});

describe('AG 8.19 — shoot-and-scoot', () => {
  it('javelin LI two hexes off fire as at range 1 and spend the whole MA', () => {
    const s = firePosition({ [LI]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [LI]);
    expect(fires(s, LI)).toEqual([{ t: 'fire', unit: LI, target: key('W0318'), scoot: true }]);
    const x = applied(withDice(s, [5]), { t: 'fire', unit: LI, target: key('W0318'), scoot: true });
    const r = rolls(x.log)[0];
    expect(r.cell).toEqual({ table: 'gboh-missile', row: 'J', col: '1' });
    expect(r.result).toBe('Hit');
    expect(x.s.units[BI].hits).toBe(1);
    expect(x.s.units[LI]).toMatchObject({ fired: true, moved: true });
    expect(x.log.some((e) => e.kind === 'text' && e.rule === 'AG 8.19')).toBe(true);
  });
  it('not over an occupied hex, not from 3 hexes (LI), not after moving', () => {
    const blocked = firePosition({ [LI]: { at: 'W0316', facing: 0 }, [CO]: { at: 'W0317', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [LI]);
    expect(fires(blocked, LI)).toEqual([]);
    expect(refused(blocked, { t: 'fire', unit: LI, target: key('W0318'), scoot: true })).toMatch(/^AG 8\.1[59]$/);
    const far = firePosition({ [LI]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0319', facing: 3 } }, 'roman', [LI]);
    expect(fires(far, LI)).toEqual([]);
    const moved = firePosition({ [LI]: { at: 'W0316', facing: 0, moved: true, from: key('W0315') }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [LI]);
    expect(fires(moved, LI)).toEqual([]);
  });
});

describe('AG 8.22 — Roman javelins from a Rampart only as Entry fire', () => {
  it('a cohort on the Rampart is offered no shot at the Gaul below in its own phase', () => {
    const s = firePosition({ [CO]: { at: 'W1334', facing: 3 }, [BI]: { at: 'W1333', facing: 0 } }, 'roman', [CO]);
    expect(fires(s, CO)).toEqual([]);
    expect(refused(s, { t: 'fire', unit: CO, target: key('W1333') })).toBe('AG 8.22');
    const off = firePosition({ [CO]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 3 } }, 'roman', [CO]);
    expect(fires(off, CO)).toEqual([{ t: 'fire', unit: CO, target: key('W0317') }]);
  });
  it('AG 6.66: only the top infantry unit of a stack throws', () => {
    const s = firePosition({ [CO]: { at: 'W0316', facing: 0 }, [CO2]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 3 } }, 'roman', [CO, CO2]);
    expect(fires(s).map((a) => a.unit)).toEqual([CO]);
  });
});

describe('AG 8.5 — artillery', () => {
  it('AG 8.54: a Scorpion in Fire mode fires twice per activation, then no more', () => {
    const s = firePosition({ [SC]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0319', facing: 3 } }, 'roman', [SC]);
    const a = { t: 'fire' as const, unit: SC, target: key('W0319') };
    expect(fires(s, SC)).toEqual([a]);
    const one = applied(withDice(s, [9]), a);
    expect(one.s.units[SC].shots).toBe(1);
    expect(fires(one.s, SC)).toEqual([a]);
    const two = applied(withDice(one.s, [9]), a);
    expect(fires(two.s, SC)).toEqual([]);
    expect(refused(two.s, a)).toBe('AG 8.54');
  });
  it('AG 8.58, 8.12: in Fire mode it does not move; a mode change is its whole activation', () => {
    const s = firePosition({ [SC]: { at: 'W0316', facing: 0 } }, 'roman', [SC]);
    expect(legal(s).some((a) => a.t === 'move' && a.unit === SC)).toBe(false);
    expect(legal(s)).toContainEqual({ t: 'mode', unit: SC, mode: 'move' });
    const x = applied(s, { t: 'mode', unit: SC, mode: 'move' });
    expect(x.s.units[SC]).toMatchObject({ mode: 'move', moved: true, fired: true });
    expect(x.log.some((e) => e.kind === 'text' && e.rule === 'AG 8.52')).toBe(true);
    expect(legal(x.s).some((a) => (a as { unit?: string }).unit === SC)).toBe(false);
  });
  it('AG 8.54: in Move mode it neither fires nor is refused for another reason; next activation it may move', () => {
    const s = firePosition({ [SC]: { at: 'W0316', facing: 0, mode: 'move' }, [BI]: { at: 'W0319', facing: 3 } }, 'roman', [SC]);
    expect(fires(s, SC)).toEqual([]);
    expect(refused(s, { t: 'fire', unit: SC, target: key('W0319') })).toBe('AG 8.54');
    expect(legal(s).some((a) => a.t === 'move' && a.unit === SC)).toBe(true);
    expect(legal(s)).toContainEqual({ t: 'mode', unit: SC, mode: 'fire' });
  });
  it('AG 8.52: a Scorpion in a Rampart tower is never offered Move mode', () => {
    const s = firePosition({ [SC]: { at: 'W1334', facing: 3 } }, 'roman', [SC]);
    expect(legal(s).some((a) => a.t === 'mode' && a.unit === SC)).toBe(false);
  });
  it('AG 8.56: Palintonos never fire at an adjacent hex', () => {
    const adj = firePosition({ [PA]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 3 } }, 'roman', [PA]);
    expect(fires(adj, PA)).toEqual([]);
    const two = firePosition({ [PA]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [PA]);
    expect(fires(two, PA)).toEqual([{ t: 'fire', unit: PA, target: key('W0318') }]);
  });
});

describe('AG 8.18, 8.19, 12.2 Night — in play', () => {
  it('AG 8.18: a 0 at a hex holding a leader rolls again; a second 0 kills him (reading Q3)', () => {
    const base = firePosition({ [GAR]: { at: 'W4911', facing: 0 }, [CO]: { at: 'W4914', facing: 3 } }, 'gallic', [GAR], { roman: 'never' },
      (x) => { x.leaders.sulpicius = { loc: { at: 'hex', hex: key('W4914') } }; });
    const killed = applied(withDice(base, [0, 0]), { t: 'fire', unit: GAR, target: key('W4914') });
    expect(rolls(killed.log).map((r) => r.rule)).toEqual(['AG 8.16', 'AG 8.18']);
    expect(killed.s.leaders.sulpicius.loc).toEqual({ at: 'gone' });
    const safe = applied(withDice(base, [0, 1]), { t: 'fire', unit: GAR, target: key('W4914') });
    expect(safe.s.leaders.sulpicius.loc).toEqual({ at: 'hex', hex: key('W4914') });
    const noZero = applied(withDice(base, [1]), { t: 'fire', unit: GAR, target: key('W4914') });
    expect(rolls(noZero.log).map((r) => r.rule)).toEqual(['AG 8.16']);
  });
  it('AG 8.19: a missile-armed target answers shoot-and-scoot as if at one hex', () => {
    const s = firePosition({ [LI]: { at: 'W0316', facing: 0 }, [GAR]: { at: 'W0318', facing: 3 } }, 'roman', [LI], { gallic: 'always' });
    const x = applied(withDice(s, [9, 9]), { t: 'fire', unit: LI, target: key('W0318'), scoot: true });
    const [, answer] = rolls(x.log);
    expect(answer).toMatchObject({ side: 'gallic', auto: true });
    expect(answer.cell).toEqual({ table: 'gboh-missile', row: 'A', col: '1' });
  });
  it('AG 12.2 Night: Roman fire at a target outside the walls takes +1 at night', () => {
    const pos = (night: boolean) => firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'roman', [RAR], {}, (x) => { x.ap.night = night; });
    const rule = (s: AgState) => rolls(applied(withDice(s, [9]), { t: 'fire', unit: RAR, target: key('W0318') }).log)[0].modifiers.map((m) => m.rule);
    expect(rule(pos(true))).toContain('AG 12.2 Night');
    expect(rule(pos(false))).not.toContain('AG 12.2 Night');
  });
});

describe('the missile preview (issue §7) agrees with the roll', () => {
  it('GB-8.17: +1 (AG 8.17), hit on 1 or less at range 3, only a 0 hits, both Roman units struck', () => {
    const s = gb817();
    const p = previewFireAction(s, { t: 'fire', unit: GAR, target: key('W4914') })!;
    expect(p.drms.map((d) => [d.value, d.rule])).toEqual([[1, 'AG 8.17']]);
    expect([p.range, p.hitNumber, p.chance]).toEqual([3, 1, 0.1]);
    expect(p.hittingFaces).toEqual([0]);
    expect(p.struck).toEqual([CO, RAR]);
  });
  it('GB-9.23: the Entry reaction preview reads −1 at range 1', () => {
    const s = withDice(firePosition({ [CO]: { at: 'W1334', facing: 3 }, [BI]: { at: 'W1332', facing: 0 } }, 'gallic', [BI], { roman: 'ask' }), [5]);
    const mv = legal(s).find((a) => a.t === 'move' && a.unit === BI && a.path[a.path.length - 1] === key('W1333'))!;
    const x = applied(s, mv);
    const p = previewFireAction(x.s, { t: 'react', unit: CO, kind: 'entry', target: BI })!;
    expect(p.drms.map((d) => d.value)).toEqual([-1]);
    expect(p.range).toBe(1);
    expect(p.hittingFaces).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
