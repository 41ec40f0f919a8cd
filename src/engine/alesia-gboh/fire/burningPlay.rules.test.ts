/** Fire arrows, burning hexes and Rubble in play (AG 8.41–8.46). */
import { describe, expect, it } from 'vitest';
import { AgCtx, cloneAg } from '../ctx';
import { endAp } from '../flow/phase';
import { edit, withDice } from '../testing';
import { deepFreeze } from '../tables/types';
import type { AgState } from '../state';
import type { DieRollEntry, LogEntry } from '../../core/log';
import { boardGround } from './boardGround';
import { burnDown, setFire } from './burningPlay';
import { moveBoard } from '../movement/board';
import { applied, firePosition, fires, key, legal, refused, unitOf } from './kit';

const GAR = unitOf('gallic', 'AR', 0, 'relief');
const RAR = unitOf('roman', 'AR');
const CO = 'co-x-1';
const CO2 = 'co-x-2';
const rolls = (log: LogEntry[]): DieRollEntry[] => log.filter((e): e is DieRollEntry => e.kind === 'roll');

describe('AG 8.41–8.43 — fire arrows set the works alight', () => {
  const pos = (units: Parameters<typeof firePosition>[0] = {}) =>
    firePosition({ [GAR]: { at: 'W1332', facing: 0 }, ...units }, 'gallic', [GAR], { roman: 'never' });
  it('AG 8.41: Gallic archers may shoot fire arrows at an empty Rampart hex in range, never at open ground', () => {
    const f = fires(pos(), GAR);
    expect(f).toContainEqual({ t: 'fire', unit: GAR, target: key('W1334'), fireArrows: true });
    const g = boardGround(pos());
    for (const a of f) {
      expect(a.fireArrows).toBe(true);
      expect(g.isRampart(a.target) || g.isRedoubt(a.target)).toBe(true);
    }
  });
  it('AG 8.41: Roman archers are offered no fire arrows (Fill only, and the state keeps no Fill yet)', () => {
    const s = firePosition({ [RAR]: { at: 'W1332', facing: 0 } }, 'roman', [RAR]);
    expect(fires(s, RAR)).toEqual([]);
    expect(refused(s, { t: 'fire', unit: RAR, target: key('W1334'), fireArrows: true })).toBe('AG 8.41');
  });
  it('AG 8.42–8.43: a 0 (+1 from below) sets the hex On Fire; the cohort in it takes 1 Hit and leaves', () => {
    const s = withDice(pos({ [CO]: { at: 'W1334', facing: 3 } }), [0]);
    const x = applied(s, { t: 'fire', unit: GAR, target: key('W1334'), fireArrows: true });
    const [r] = rolls(x.log);
    expect(r).toMatchObject({ rule: 'AG 8.42', total: 1, result: 'On fire' });
    expect(r.cell).toEqual({ table: 'gboh-missile', row: 'AFire', col: '2' });
    expect(x.s.burning).toEqual([key('W1334')]);
    expect(x.s.units[CO].hits).toBe(1);
    expect(x.s.units[CO].loc).not.toEqual({ at: 'hex', hex: key('W1334') });
    expect(x.log.some((e) => e.kind === 'text' && e.rule === 'AG 8.43')).toBe(true);
    // Not twice at a hex already burning.
    expect(fires(x.s, GAR)).toEqual([]);
  });
  it('AG 8.43: a unit that cannot leave takes a second Hit and stays', () => {
    // Gauls in every neighbour of W1334: the cohort has nowhere to go.
    const mb = moveBoard('12.3');
    const i = mb.index.get(key('W1334'))!;
    const units: Parameters<typeof firePosition>[0] = { [CO]: { at: 'W1334', facing: 3 } };
    let n = 2;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j >= 0) units[unitOf('gallic', 'BI', n++, 'relief')] = { at: mb.board.hexes.get(mb.keys[j])!.label, facing: 0 };
    }
    const ctx = new AgCtx(cloneAg(firePosition({ [GAR]: { at: 'W1332', facing: 0 }, ...units }, 'gallic', [GAR])));
    setFire(ctx, key('W1334'), GAR);
    expect(ctx.s.units[CO]).toMatchObject({ hits: 2, loc: { at: 'hex', hex: key('W1334') } });
    // With room to go it takes one.
    const free = new AgCtx(cloneAg(firePosition({ [GAR]: { at: 'W1332', facing: 0 }, [CO]: { at: 'W1334', facing: 3 } }, 'gallic', [GAR])));
    setFire(free, key('W1334'), GAR);
    expect(free.s.units[CO].hits).toBe(1);
  });
  it('AG 8.43, 8.45: a unit leaving the fire may join a friend on a Rampart burnt to Rubble, which stacks as open ground', () => {
    // The cohort's only way out is a Rampart neighbour holding a cohort of its legion: two infantry never
    // share a Rampart (AG 6.61), but once that Rampart is Rubble they stack as on open ground.
    const mb = moveBoard('12.3');
    const i = mb.index.get(key('W1334'))!;
    const nbs = [0, 1, 2, 3, 4, 5].map((d) => mb.nb[i * 6 + d]).filter((j) => j >= 0);
    const out = nbs.find((j) => boardGround(firePosition({}, 'gallic', [])).isRampart(mb.keys[j]))!;
    expect(out).toBeDefined();
    const label = (j: number) => mb.board.hexes.get(mb.keys[j])!.label;
    const units: Parameters<typeof firePosition>[0] = { [CO]: { at: 'W1334', facing: 3 }, [CO2]: { at: label(out), facing: 3 } };
    let n = 2;
    for (const j of nbs) if (j !== out) units[unitOf('gallic', 'BI', n++, 'relief')] = { at: label(j), facing: 0 };
    const burn = (rubble: boolean) => {
      const ctx = new AgCtx(cloneAg(firePosition({ [GAR]: { at: 'W1332', facing: 0 }, ...units }, 'gallic', [GAR], {}, (x) => { if (rubble) x.rubble = [mb.keys[out]]; })));
      setFire(ctx, key('W1334'), GAR);
      return ctx.s.units[CO];
    };
    expect(burn(false)).toMatchObject({ hits: 2, loc: { at: 'hex', hex: key('W1334') } });
    expect(burn(true)).toMatchObject({ hits: 1, loc: { at: 'hex', hex: mb.keys[out] } });
  });
  it('AG 8.43: no missile fire from a burning hex', () => {
    const s = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [unitOf('gallic', 'BI', 0, 'relief')]: { at: 'W0318', facing: 3 } }, 'roman', [RAR], {}, (x) => { x.burning = [key('W0316')]; });
    expect(fires(s, RAR)).toEqual([]);
  });
});

describe('AG 8.43 — moving and burning hexes', () => {
  it('no move ends in a burning hex; a move through one costs 1 Hit', () => {
    // Every hex round the cohort burns, so every move goes through one (each costs 2 MP more, AG 8.43).
    const around = (h: string) => { const mb = moveBoard('12.1'); const i = mb.index.get(h)!; return [0, 1, 2, 3, 4, 5].map((d) => mb.nb[i * 6 + d]).filter((j) => j >= 0).map((j) => mb.keys[j]); };
    const s = firePosition({ [CO]: { at: 'W0316', facing: 0 } }, 'roman', [CO], {}, (x) => { x.burning = around(key('W0316')); });
    const moves = legal(s).filter((a) => a.t === 'move' && a.unit === CO);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.some((a) => a.t === 'move' && a.path[a.path.length - 1] === key('W0317'))).toBe(false);
    const through = moves.find((a) => a.t === 'move' && a.path.includes(key('W0317')));
    expect(through).toBeDefined();
    const x = applied(s, through!);
    expect(x.s.units[CO].hits).toBe(1);
    expect(x.log.some((e) => e.kind === 'text' && e.rule === 'AG 8.43')).toBe(true);
  });
});

describe('AG 8.44 — fighting the fire', () => {
  const pos = () => firePosition({ [CO]: { at: 'W1434', facing: 3 }, [CO2]: { at: 'W0316', facing: 0 } }, 'roman', [CO, CO2], {}, (x) => { x.burning = [key('W1334')]; });
  it('an activated Roman unit adjacent and level fights it as its whole activation; 0–5 puts it out', () => {
    const s = pos();
    expect(legal(s).filter((a) => a.t === 'fightFire')).toEqual([{ t: 'fightFire', unit: CO, hex: key('W1334') }]);
    const out = applied(withDice(s, [5]), { t: 'fightFire', unit: CO, hex: key('W1334') });
    expect(rolls(out.log)[0]).toMatchObject({ rule: 'AG 8.44', result: 'Fire out' });
    expect(out.s.burning).toEqual([]);
    expect(out.s.units[CO]).toMatchObject({ moved: true, fired: true });
    const on = applied(withDice(s, [6]), { t: 'fightFire', unit: CO, hex: key('W1334') });
    expect(on.s.burning).toEqual([key('W1334')]);
    expect(refused(s, { t: 'fightFire', unit: CO2, hex: key('W1334') })).toBe('AG 8.44');
  });
});

describe('AG 8.45–8.46 — burnt down to Rubble; cleared at the end of the AP', () => {
  function near(): AgState {
    return deepFreeze(edit(firePosition({ [CO]: { at: 'W1334', facing: 3 } }, 'gallic', []), (x) => {
      x.burning = [key('W1334'), key('W0316')];
      x.leaders.vercassivellaunus = { loc: { at: 'hex', hex: key('W1330') } };
    }));
  }
  it('a Gallic chief activated within 5 hexes rolls for the fire: a 9 leaves Rubble and kills the units there', () => {
    const ctx = new AgCtx(cloneAg(withDice(near(), [9])));
    burnDown(ctx, 'vercassivellaunus');
    expect(rolls(ctx.log)).toHaveLength(1); // W0316 is far away
    expect(rolls(ctx.log)[0]).toMatchObject({ rule: 'AG 8.45', result: 'Burnt down' });
    expect(ctx.s.rubble).toEqual([key('W1334')]);
    expect(ctx.s.burning).toEqual([key('W0316')]);
    expect(ctx.s.units[CO].loc).toEqual({ at: 'gone' });
    expect(boardGround(ctx.s).isRampart(key('W1334'))).toBe(false);
    const safe = new AgCtx(cloneAg(withDice(near(), [8])));
    burnDown(safe, 'vercassivellaunus');
    expect(safe.s.rubble).toBeUndefined();
  });
  it('AG 8.45 in play: activating the chief rolls for the fires near him', () => {
    const s = deepFreeze(edit(near(), (x) => {
      x.step = 'choose';
      x.command = null;
      const tribe = Object.keys(x.tribes).find((t) => t === 'aedui') ?? Object.keys(x.tribes)[0];
      x.tribes[tribe] = { status: 'placed', released: 0, zone: 'I', hex: key('W1330') };
    }));
    const act = legal(s).find((a) => a.t === 'activate' && a.leader === 'vercassivellaunus');
    expect(act).toBeDefined();
    const x = applied(withDice(s, [9]), act!);
    expect(rolls(x.log).map((r) => r.rule)).toEqual(['AG 8.45']);
    expect(x.s.rubble).toEqual([key('W1334')]);
  });
  it('AG 8.46: the end of the Assault Period puts the fires out and repairs the Rubble', () => {
    const ctx = new AgCtx(cloneAg(edit(near(), (x) => { x.rubble = [key('W1434')]; x.scenario = '12.3'; })));
    endAp(ctx, 'test', 'AG 3.0');
    expect(ctx.s.burning).toBeUndefined();
    expect(ctx.s.rubble).toBeUndefined();
  });
});
