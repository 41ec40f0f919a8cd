/**
 * Worked examples BG-PB-1 … BG-PB-5 (seed 001, BG 4.4.2 examples 1–5) replayed through the real
 * engine with the seed's dice (Centre die of example 2 read as 4, rules index I1; 58 Roman SP in
 * sequence 2, I2; Ambiani on the Right, I4; pursuit by the priority order, I5).
 */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { rngFor } from '../testing/forceDice';
import { deployPlan, NERVII_GALLIC, NERVII_ROMAN, nerviiState } from '../testing/nervii';
import type { BellumAction, BellumState } from '../state';
import { act, pairSums, rngWhere, toCombat } from './testkit';
import { boardSide, firstLineSp, reserve } from './battle/board';
import type { LogEntry } from '../../core/log';

const ROMAN = NERVII_ROMAN;
const GALLIC = NERVII_GALLIC;
const deploy = deployPlan;

const rolls = (log: LogEntry[]) => log.filter((e) => e.kind === 'roll');

function run(s0: BellumState, actions: BellumAction[]): { s: BellumState; log: LogEntry[] } {
  let s = s0;
  const log: LogEntry[] = [];
  for (const a of actions) {
    const r = bellum.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
    s = r.state;
    log.push(...r.log);
  }
  return { s, log };
}

describe('BG 4.4.2 worked examples (Nervii)', () => {
  it('BG-PB-1 … BG-PB-5 play out with the seed\'s dice', () => {
    let s = toCombat(nerviiState());
    expect(s.step).toBe('combat');
    // BG 4.4.1: the Gauls control neighbours and may evade; the example has no attempt.
    expect(s.combat!.pending).toMatchObject({ kind: 'battleEvade', side: 'gallic' });
    s = act(s, { t: 'stand' });
    // BG-PB-1: Army Commanders, deployment, attacker first.
    const b0 = s.combat!.board!;
    expect(b0.attacker).toBe('roman');
    expect(b0.roman.commander).toBe('caesar');
    expect(b0.gallic.commander).toBe('comnios');
    expect(b0.gallic.leaders[0]).toBe('comnios');
    expect(s.combat!.pending).toMatchObject({ kind: 'deploy', side: 'roman' });
    s = deploy(s, ROMAN);
    expect(bellum.legalActions(s).some((a) => a.t === 'deploy' && a.wing === 'reserve')).toBe(true); // 2 of 3 allowed
    s = act(s, { t: 'confirmDeploy' });
    s = deploy(s, GALLIC);
    // Reserve limit ¼ of 16 = 4: a 5th reserve unit is refused.
    expect(firstLineSp(s, boardSide(s.combat!.board!, 'roman'))).toBe(48);
    expect(firstLineSp(s, boardSide(s.combat!.board!, 'gallic'))).toBe(50);
    expect(reserve(boardSide(s.combat!.board!, 'roman')).length).toBe(2);

    // BG-PB-2: sequence 1, die 4 + 3 = 7 on 2/3 → R / ½.
    s.rng = rngFor([4]);
    let r = run(s, [{ t: 'confirmDeploy' }]);
    s = r.s;
    const seq = rolls(r.log)[0];
    expect(seq.kind === 'roll' && seq.cell).toEqual({ table: 'pitched-battle', row: '7', col: '2/3' });
    expect(seq.kind === 'roll' && seq.modifiers.map((m) => m.value)).toEqual([1, 1, 1]);
    expect(s.combat!.board!.sequences[0]).toMatchObject({ odds: '2/3', total: 7, attacker: 'R', defender: '½', winner: 'roman' });
    expect(s.combat!.pending).toMatchObject({ kind: 'boardLoss', side: 'gallic', mode: 'weaken', count: 7 });
    const weakened1 = ['catuellauni-inf', 'silvanectes-inf', 'nervii-inf', 'nervii-cav', 'viromandui-inf', 'veliocasses-inf', 'caleti-inf'];
    for (const u of weakened1.slice(0, 6)) s = act(s, { t: 'boardLoss', unit: u });
    expect(s.combat!.board!.gallic.units['nervii-cav']).toEqual({ wing: 'centre', box: 'A' });
    // Rout dice, one per wing (Left, Centre, Right): 1, 4 (I1), 5.
    s.rng = rngFor([1, 4, 5]);
    r = run(s, [{ t: 'boardLoss', unit: 'caleti-inf' }]);
    s = r.s;
    const rout = rolls(r.log);
    expect(rout.map((x) => x.kind === 'roll' && x.purpose)).toEqual(['Gallic rout test, Left wing', 'Gallic rout test, Centre wing', 'Gallic rout test, Right wing']);
    // The Centre roll (4) read the Rally Table for both Nervii units: E rallies (Ra, A), B stays weakened (De, A).
    const centre = rout[1];
    expect(centre.kind === 'roll' && centre.also).toEqual(expect.arrayContaining([{ table: 'rally', row: 'Ra', col: 'A' }, { table: 'rally', row: 'De', col: 'A' }]));
    const g = s.combat!.board!.gallic;
    for (const u of [...weakened1]) expect(g.units[u].box).toBe('line');
    expect(['caleti-inf', 'veliocasses-inf', 'viromandui-inf', 'nervii-cav'].map((u) => s.units[u].reduced)).toEqual([false, false, false, false]);
    expect(['nervii-inf', 'catuellauni-inf', 'silvanectes-inf'].map((u) => s.units[u].reduced)).toEqual([true, true, true]);

    // BG-PB-3: realignment, defender first (nothing), then the Roman moves XIII and XIV to the Centre.
    expect(s.combat!.pending).toMatchObject({ kind: 'realign', side: 'gallic' });
    s = act(s, { t: 'done' });
    expect(s.combat!.pending).toMatchObject({ kind: 'realign', side: 'roman' });
    s = act(s, { t: 'realign', unit: 'legio-xiii', wing: 'centre' });
    s = act(s, { t: 'realign', unit: 'legio-xiv', wing: 'centre' });
    expect(firstLineSp(s, boardSide(s.combat!.board!, 'roman'))).toBe(58); // I2: 58, not 54
    expect(firstLineSp(s, boardSide(s.combat!.board!, 'gallic'))).toBe(45);

    // BG-PB-4: sequence 2, die 3 + 3 = 6 on 1/1 → bold R / ½: the Roman wins.
    s.rng = rngFor([3]);
    r = run(s, [{ t: 'done' }]);
    s = r.s;
    expect(s.combat!.board!.sequences[1]).toMatchObject({ odds: '1/1', total: 6, attacker: 'R', defender: '½', winner: 'roman' });
    for (const u of ['caleti-inf', 'veliocasses-inf', 'viromandui-inf', 'suessiones-inf', 'ambiani-inf', 'catuellauni-inf']) s = act(s, { t: 'boardLoss', unit: u });
    expect(s.combat!.board!.gallic.units['catuellauni-inf'].box).toBe('E');
    s.rng = rngFor([5, 4, 3]);
    s = act(s, { t: 'boardLoss', unit: 'silvanectes-inf' });
    expect(s.combat!.board!.winner).toBe('roman');
    expect(s.units['ambiani-inf'].reduced).toBe(false); // Ra from the A box: full
    expect(['catuellauni-inf', 'silvanectes-inf'].map((u) => [s.units[u].out, s.units[u].reduced])).toEqual([[null, true], [null, true]]);
    expect(['caleti-inf', 'veliocasses-inf', 'viromandui-inf', 'suessiones-inf'].every((u) => s.units[u].reduced)).toBe(true);

    // Leader tests: the Roman picks Crassus (8: no effect); the Gauls test all four: Comnios 4,
    // Buduognatos 7, Correos 9, Galba 11 (killed).
    expect(s.combat!.pending).toMatchObject({ kind: 'testLeader', side: 'roman' });
    s.rng = rngWhere(10, (d) => pairSums(d).join() === '8,4,7,9,11');
    r = run(s, [{ t: 'testLeader', leader: 'crassus' }]);
    s = r.s;
    expect(rolls(r.log).map((x) => x.kind === 'roll' && x.result)).toEqual(['none', 'none', 'none', 'none', 'killed']);
    expect(s.leaders.galba.out).toBe('killed');
    expect(s.leaders.crassus.out).toBeNull();

    // BG-PB-5: pursuit with 4 intact cavalry, reduced infantry first (I5).
    expect(s.combat!.pending).toMatchObject({ kind: 'pursuit', side: 'roman' });
    const legal = bellum.legalActions(s).filter((a) => a.t === 'pursue').map((a) => (a as { unit: string }).unit).sort();
    expect(legal).toEqual(['caleti-inf', 'catuellauni-inf', 'nervii-inf', 'silvanectes-inf', 'suessiones-inf', 'veliocasses-inf', 'viromandui-inf']);
    for (const u of ['suessiones-inf', 'caleti-inf', 'veliocasses-inf', 'viromandui-inf']) s = act(s, { t: 'pursue', unit: u });
    expect(s.units['suessiones-inf'].out).toBe('eliminated');
    // Return to map: the Gauls retreat to a region they control (Eburones among them).
    expect(s.combat!.pending).toMatchObject({ kind: 'retreat', side: 'gallic' });
    expect(bellum.legalActions(s)).toContainEqual({ t: 'retreat', to: 'eburones' });
    s = act(s, { t: 'retreat', to: 'eburones' });
    expect(s.units['ambiani-inf'].region).toBe('eburones');
    expect(s.leaders.comnios.region).toBe('eburones');
    expect(s.units['legio-x'].region).toBe('nervii');
    expect(s.combat?.board ?? null).toBeNull();
    expect(s.control.nervii).toBe('roman');
  });
});
