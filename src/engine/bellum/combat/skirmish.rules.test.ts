/**
 * BG 4.3 skirmishes, rule by rule (seed 001, 4.3.1–4.3.2, 4.5.5–4.5.6): who attacks, the odds,
 * the table's results and whom they strike, the Leader Table tests of victor, loser and table,
 * and a besieger beaten by a relief army. Dice are forced so each case is the seed's, not a replay.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { LogEntry } from '../../core/log';
import type { BellumState } from '../state';
import { addLeader, addUnit, emptyAquitania, place, putUnits } from '../testing/states';
import { rngFor } from '../testing/forceDice';
import { resolveSkirmish, skirmishAttacker, skirmishModifiers, skirmishStep, skirmishStrength, skirmishTestLeader } from './skirmish';
import type { Encounter } from './types';

/** A quiet 6.1 state: every piece off the map. */
function empty(): BellumState {
  const s = emptyAquitania('skirmish-rules');
  s.losses = [];
  s.sieges = [];
  return s;
}

const put = putUnits;

/** A skirmish encounter in `region` as the combat phase holds it. */
function encounter(s: BellumState, region: string, stage = 'start'): Encounter {
  const e: Encounter = { kind: 'skirmish', region, stage };
  s.combat = { encounters: [e], index: 0, siegesListed: false, sackOffered: [], pending: null, board: null };
  s.step = 'combat';
  return e;
}

/** Names of the leaders tested on the Leader Table in a log. */
const tested = (log: readonly LogEntry[]) =>
  log.flatMap((x) => (x.kind === 'roll' && x.rule === 'BG 4.2.2' && x.purpose.startsWith('Leader Table for ') ? [x.purpose.slice('Leader Table for '.length)] : []));
const texts = (log: readonly LogEntry[]) => log.flatMap((x) => (x.kind === 'text' ? [x.text] : []));
const lossOrders = (s: BellumState) => s.losses.map((o) => [o.side, o.mode, o.count, o.candidates.slice().sort()]);

describe('BG 4.3.2 who attacks', () => {
  it('more units attack; at equal numbers more SPs; at equal SPs the Roman', () => {
    const s = empty();
    place(s, ['civis'], 'santones'); // 4 SP
    place(s, ['tarbelli-inf'], 'santones'); // 4 SP
    expect(skirmishAttacker(s, 'santones')).toBe('roman');
    place(s, ['tarusates-inf'], 'santones'); // Gauls: 2 units
    expect(skirmishAttacker(s, 'santones')).toBe('gallic');
    place(s, ['legio-vii'], 'santones'); // 2 units each: 9 SP against 10
    expect(skirmishAttacker(s, 'santones')).toBe('gallic');
    s.units['tarusates-inf'].reduced = true; // 9 against 7
    expect(skirmishAttacker(s, 'santones')).toBe('roman');
    place(s, ['boii-inf'], 'santones'); // 3 Gallic units of 9 SP against 2 Roman of 9
    expect(skirmishAttacker(s, 'santones')).toBe('gallic');
    place(s, ['roman-cav-1', 'allied-cav-1'], 'santones'); // 4 Roman units against 3
    expect(skirmishAttacker(s, 'santones')).toBe('roman');
  });
  it('units inside a place take no part in the skirmish', () => {
    const s = empty();
    place(s, ['civis'], 'bigerriones');
    place(s, ['tarbelli-inf', 'boii-inf'], 'bigerriones', 'sotiates-oppidum');
    place(s, ['auscii-inf'], 'bigerriones');
    expect(skirmishAttacker(s, 'bigerriones')).toBe('roman'); // 4 SP against 2: the oppidum's two do not count
  });
  it('strength counts every SP, reduced units at their reduced value, plus the best leader only', () => {
    const s = empty();
    place(s, ['legio-vii', 'numidians'], 'santones');
    addLeader(s, 'crassus', 'santones');
    addLeader(s, 'fabius', 'santones');
    expect(skirmishStrength(s, ['legio-vii', 'numidians'], ['fabius', 'crassus'])).toBe(5 + 4 + 4);
    expect(skirmishStrength(s, ['legio-vii', 'numidians'], [])).toBe(9);
    s.units['legio-vii'].reduced = true;
    expect(skirmishStrength(s, ['legio-vii', 'numidians'], ['fabius'])).toBe(3 + 4 + 3);
  });
});

describe('BG 4.3.2 skirmish modifiers', () => {
  const values = (s: BellumState, region: string, att: 'roman' | 'gallic') => skirmishModifiers(s, region, att).map((m) => [m.value, m.rule]);
  it('cavalry counts cavalry units only, on each side', () => {
    const s = empty();
    put(s, ['roman-cav-1', 'legio-vii', 'legio-viii'], 'santones'); // 1 cavalry of 3 units
    place(s, ['tarusates-cav', 'tarusates-inf'], 'santones'); // 1 cavalry of 2 units
    expect(values(s, 'santones', 'roman')).toEqual([]);
    place(s, ['allied-cav-1'], 'santones');
    expect(values(s, 'santones', 'roman')).toEqual([[1, 'BG 4.3.2']]);
    expect(values(s, 'santones', 'gallic')).toEqual([[-1, 'BG 4.3.2']]);
  });
  it('ranged units: any one in the force counts, and only if the other side has none', () => {
    const s = empty();
    place(s, ['legio-vii', 'numidians'], 'santones'); // one ranged unit among two
    place(s, ['tarbelli-inf', 'boii-inf'], 'santones');
    const m = skirmishModifiers(s, 'santones', 'roman');
    expect(m.map((x) => [x.value, x.reason, x.rule])).toEqual([[1, 'attacker has ranged units, defender none', 'BG 4.3.2']]);
    expect(values(s, 'santones', 'gallic')).toEqual([[-1, 'BG 4.3.2']]);
  });
  it('cover: −1 when the Roman attacks Gauls in forest, marsh or mountain; never when the Gaul attacks', () => {
    for (const region of ['bellovaci', 'tarbelli', 'bigerriones']) {
      const s = empty();
      place(s, ['legio-vii'], region);
      place(s, ['tarbelli-inf'], region);
      expect(skirmishModifiers(s, region, 'roman').map((x) => [x.value, x.reason])).toEqual([[-1, 'Gallic defender in forest, marsh or mountain']]);
      expect(values(s, region, 'gallic')).toEqual([]);
    }
    const s = empty();
    place(s, ['legio-vii'], 'santones'); // clear
    place(s, ['tarbelli-inf'], 'santones');
    expect(values(s, 'santones', 'roman')).toEqual([]);
  });
});

describe('BG 4.3.2 skirmish results', () => {
  /** One Roman and one Gaul of 4 SP in clear Santones: Roman attack at 1/1, no modifier. */
  function even(die: number): { s: BellumState; ctx: Ctx; e: Encounter } {
    const s = empty();
    place(s, ['civis'], 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    const e = encounter(s, 'santones', 'resolve');
    s.rng = rngFor([die]);
    const ctx = new Ctx(s);
    resolveSkirmish(ctx, e);
    return { s, ctx, e };
  }
  it('the attack is logged with both strengths and the column, rounded for the defender', () => {
    const { ctx, e } = even(3);
    expect(e.attacker).toBe('roman');
    expect(texts(ctx.log)[0]).toBe('Roman attack (more units, then more SPs, then the Roman): 4 against 4 (SPs + best leader) → column 1/1, rounded in the defender\'s favour.');
    const roll = ctx.log.find((x) => x.kind === 'roll')!;
    expect(roll).toMatchObject({ kind: 'roll', side: 'roman', rule: 'BG 4.3.2', purpose: 'Skirmish in Santones', dice: [3], total: 3, result: 'NE', cell: { table: 'skirmish', col: '1/1', row: '3' } });
  });
  it('AR: the attacker reduces one unit and loses; the defender wins', () => {
    const { s, ctx, e } = even(1);
    expect(lossOrders(s)).toEqual([['roman', 'reduce', 1, ['civis']]]);
    expect(s.losses[0]).toMatchObject({ region: 'santones', rule: 'BG 4.3.2', purpose: 'skirmish result AR' });
    expect([e.loser, e.winner]).toEqual(['roman', 'gallic']);
    expect(texts(ctx.log)).toContain('The Roman side loses the skirmish.');
  });
  it('EX: both sides reduce one unit; there is neither victor nor loser', () => {
    const { s, ctx, e } = even(2);
    expect(lossOrders(s)).toEqual([['roman', 'reduce', 1, ['civis']], ['gallic', 'reduce', 1, ['tarbelli-inf']]]);
    expect([e.loser, e.winner]).toEqual([null, null]);
    expect(texts(ctx.log)).toContain('No winner and no loser.');
  });
  it('NE: nothing happens, no victor', () => {
    const { s, e } = even(4);
    expect(s.losses).toEqual([]);
    expect([e.loser, e.winner]).toEqual([null, null]);
  });
  it('DR: the defender reduces one unit and loses; the attacker wins', () => {
    const { s, ctx, e } = even(5);
    expect(lossOrders(s)).toEqual([['gallic', 'reduce', 1, ['tarbelli-inf']]]);
    expect([e.loser, e.winner]).toEqual(['gallic', 'roman']);
    expect(texts(ctx.log)).toContain('The Gallic side loses the skirmish.');
  });
  it('a result on the defender strikes the defender even when the Gaul attacks', () => {
    const s = empty();
    place(s, ['civis'], 'santones');
    place(s, ['tarbelli-inf', 'boii-inf'], 'santones'); // Gauls attack, 6 against 4 → 3/2
    const e = encounter(s, 'santones', 'resolve');
    s.rng = rngFor([4]); // 3/2, 4 → DR
    resolveSkirmish(new Ctx(s), e);
    expect(e.attacker).toBe('gallic');
    expect(lossOrders(s)).toEqual([['roman', 'reduce', 1, ['civis']]]);
    expect([e.loser, e.winner]).toEqual(['roman', 'gallic']);
  });

  /**
   * Three Romans with Crassus and Fabius against one reduced Gaul with Adiatuanus and Teutomatos:
   * 18 against 5 → 3/1, +1 ranged (Numidians); a 5 makes 6 → D1*.
   */
  function rout(dice: number[]) {
    const s = empty();
    put(s, ['legio-vii', 'legio-viii', 'numidians'], 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    s.units['tarbelli-inf'].reduced = true;
    for (const l of ['crassus', 'fabius']) addLeader(s, l, 'santones');
    for (const l of ['teutomatos', 'adiatuanus']) addLeader(s, l, 'santones');
    const e = encounter(s, 'santones', 'resolve');
    s.rng = rngFor(dice);
    const ctx = new Ctx(s);
    resolveSkirmish(ctx, e);
    return { s, ctx, e };
  }
  it('D1*: the defender eliminates a unit, and his best leader is tested for the table; nobody else', () => {
    const { s, ctx, e } = rout([5, 4, 4]);
    expect(texts(ctx.log)[0]).toContain('18 against 5 (SPs + best leader) → column 3/1');
    expect(lossOrders(s)).toEqual([['gallic', 'eliminate', 1, ['tarbelli-inf']]]);
    expect([e.loser, e.winner]).toEqual(['gallic', 'roman']);
    expect(tested(ctx.log)).toEqual(['Adiatuanus (ordered by the Skirmish Table)']);
  });
  it('D1 without the star orders no Leader Table test', () => {
    const { s, ctx } = rout([4, 4, 4]); // 5 → D1
    expect(lossOrders(s)).toEqual([['gallic', 'eliminate', 1, ['tarbelli-inf']]]);
    expect(tested(ctx.log)).toEqual([]);
  });
  it('A1*: the attacker eliminates a unit, and the attacker\'s best leader is tested; nobody else', () => {
    const s = empty();
    // Three reduced 2-SP Gauls (3) with Adiatuanus (3) attack the Numidians and a Roman cavalry
    // unit (7) with Crassus (4): 6 against 11 → 1/2; −1 Roman cavalry, −1 Roman ranged.
    place(s, ['boii-inf', 'convenae-inf', 'consoranni-inf'], 'santones');
    for (const u of ['boii-inf', 'convenae-inf', 'consoranni-inf']) s.units[u].reduced = true;
    place(s, ['roman-cav-1', 'numidians'], 'santones');
    addLeader(s, 'adiatuanus', 'santones');
    addLeader(s, 'teutomatos', 'santones');
    addLeader(s, 'crassus', 'santones');
    const e = encounter(s, 'santones', 'resolve');
    s.rng = rngFor([1, 4, 4]); // 1 − 2 = −1 → A1*
    const ctx = new Ctx(s);
    resolveSkirmish(ctx, e);
    expect(e.attacker).toBe('gallic');
    expect(lossOrders(s)).toEqual([['gallic', 'eliminate', 1, ['boii-inf', 'consoranni-inf', 'convenae-inf']]]);
    expect([e.loser, e.winner]).toEqual(['gallic', 'roman']);
    expect(tested(ctx.log)).toEqual(['Adiatuanus (ordered by the Skirmish Table)']);
  });
});

describe('BG 4.3.2 victor and loser test their leaders', () => {
  /** A finished resolution: `winner` beat `loser` in Santones. */
  function after(winner: 'roman' | 'gallic', romanLeaders: string[], gallicLeaders: string[], dice: number[]) {
    const s = empty();
    place(s, ['civis'], 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    for (const l of [...romanLeaders, ...gallicLeaders]) addLeader(s, l, 'santones');
    const e = encounter(s, 'santones', 'winnerLeader');
    e.winner = winner;
    e.loser = winner === 'roman' ? 'gallic' : 'roman';
    if (dice.length) s.rng = rngFor(dice);
    return { s, e, ctx: new Ctx(s) };
  }
  it('a victor with one leader tests him; the loser tests every leader', () => {
    const { s, e, ctx } = after('roman', ['crassus'], ['adiatuanus', 'teutomatos'], []);
    skirmishStep(ctx, e);
    expect(tested(ctx.log)).toEqual(['P. Licinius Crassus (skirmish winner)']);
    expect(e.stage).toBe('loserLeaders');
    skirmishStep(ctx, e);
    expect(tested(ctx.log).slice(1).sort()).toEqual(['Adiatuanus (skirmish loser)', 'Teutomatos (skirmish loser)']);
    expect(e.stage).toBe('done');
    expect(s.combat!.pending).toBeNull();
  });
  it('a victor with several leaders chooses which one is tested', () => {
    const { s, e, ctx } = after('gallic', ['crassus'], ['adiatuanus', 'teutomatos'], []);
    skirmishStep(ctx, e);
    expect(tested(ctx.log)).toEqual([]);
    expect(s.combat!.pending).toEqual({ kind: 'testLeader', side: 'gallic' });
    skirmishTestLeader(ctx, 'teutomatos');
    expect(tested(ctx.log)).toEqual(['Teutomatos (skirmish winner (Teutomatos chosen))']);
  });
  it('a victor without leaders tests nobody; with no victor nobody is tested at all', () => {
    const a = after('roman', [], ['adiatuanus'], []);
    skirmishStep(a.ctx, a.e);
    expect(tested(a.ctx.log)).toEqual([]);
    skirmishStep(a.ctx, a.e);
    expect(tested(a.ctx.log)).toEqual(['Adiatuanus (skirmish loser)']);
    const b = after('roman', ['crassus'], ['adiatuanus'], []);
    b.e.winner = null;
    b.e.loser = null;
    skirmishStep(b.ctx, b.e);
    skirmishStep(b.ctx, b.e);
    expect(tested(b.ctx.log)).toEqual([]);
    expect(b.e.stage).toBe('done');
  });
  it('Britons and Germans beaten at home are eliminated (BG 4.2.1); others stay', () => {
    const s = empty();
    place(s, ['civis'], 'germania');
    addUnit(s, 'german-inf-1', 'germania');
    const e = encounter(s, 'germania', 'loserLeaders');
    e.winner = 'roman';
    e.loser = 'gallic';
    skirmishStep(new Ctx(s), e);
    expect(s.units['german-inf-1'].out).toBe('eliminated');
    expect(s.units.civis.out).toBeNull();
  });
});

describe('BG 4.3.1 / 1.IV.B the skirmish opens', () => {
  it('the side that may avoid it is asked first; otherwise it goes straight to resolution', () => {
    const s = empty();
    place(s, ['tarusates-inf', 'tarbelli-inf', 'boii-inf'], 'tarbelli');
    place(s, ['allied-cav-1', 'roman-cav-1'], 'tarbelli');
    s.control.santones = 'roman';
    const e = encounter(s, 'tarbelli');
    const ctx = new Ctx(s);
    skirmishStep(ctx, e);
    expect(s.combat!.pending).toEqual({ kind: 'skirmishEvade', side: 'roman' });
    expect(e.stage).toBe('resolve');
    expect(e.relief).toBe(false);
    expect(ctx.log[0]).toMatchObject({ kind: 'text', text: 'Skirmish in Tarbelli.', rule: 'BG 1.IV.B', heading: true });
    const t = empty();
    place(t, ['civis'], 'santones');
    place(t, ['tarbelli-inf'], 'santones');
    const f = encounter(t, 'santones');
    skirmishStep(new Ctx(t), f);
    expect(t.combat!.pending).toBeNull();
    expect(f.stage).toBe('resolve');
  });
  it('a side gone before the skirmish is fought ends it without a roll', () => {
    for (const [stage, who] of [['start', 'civis'], ['resolve', 'civis'], ['start', 'tarbelli-inf'], ['resolve', 'tarbelli-inf']]) {
      const s = empty();
      place(s, [who], 'santones');
      const e = encounter(s, 'santones', stage);
      const ctx = new Ctx(s);
      skirmishStep(ctx, e);
      expect(e.stage).toBe('done');
      expect(ctx.log).toEqual([]);
    }
  });
  it('a loser whose last unit fell still tests every leader, and the victor his', () => {
    const s = empty();
    place(s, ['civis'], 'santones');
    addLeader(s, 'crassus', 'santones');
    addLeader(s, 'adiatuanus', 'santones'); // his Tarbelli infantry was eliminated by the result
    const e = encounter(s, 'santones', 'winnerLeader');
    e.winner = 'roman';
    e.loser = 'gallic';
    const ctx = new Ctx(s);
    skirmishStep(ctx, e);
    skirmishStep(ctx, e);
    expect(tested(ctx.log)).toEqual(['P. Licinius Crassus (skirmish winner)', 'Adiatuanus (skirmish loser)']);
  });
  it('the log names the rule and points at the region', () => {
    const s = empty();
    place(s, ['civis'], 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    const e = encounter(s, 'santones');
    s.rng = rngFor([5]);
    const ctx = new Ctx(s);
    skirmishStep(ctx, e);
    skirmishStep(ctx, e);
    const lines = ctx.log.filter((x) => x.kind === 'text');
    expect(lines.map((x) => [x.rule, x.refs])).toEqual([
      ['BG 1.IV.B', [{ kind: 'region', id: 'santones' }]],
      ['BG 4.3.2', [{ kind: 'region', id: 'santones' }]],
      ['BG 4.3.2', [{ kind: 'region', id: 'santones' }]],
    ]);
    expect(lines[1].side).toBe('roman');
    expect(ctx.log.find((x) => x.kind === 'roll')!.refs).toEqual([{ kind: 'region', id: 'santones' }]);
  });
  it('a table-ordered test on a side without leaders tests nobody', () => {
    const s = empty();
    put(s, ['legio-vii', 'legio-viii', 'numidians'], 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    s.units['tarbelli-inf'].reduced = true;
    addLeader(s, 'crassus', 'santones'); // 18 against 2 → 4/1, +1 ranged; a 5 makes 6 → D1*
    const e = encounter(s, 'santones', 'resolve');
    s.rng = rngFor([5]);
    const ctx = new Ctx(s);
    resolveSkirmish(ctx, e);
    expect(lossOrders(s)).toEqual([['gallic', 'eliminate', 1, ['tarbelli-inf']]]);
    expect(tested(ctx.log)).toEqual([]);
  });
  it('resolution rolls on the table and then tests the victor\'s leaders', () => {
    const s = empty();
    place(s, ['civis'], 'santones');
    place(s, ['tarbelli-inf'], 'santones');
    const e = encounter(s, 'santones', 'resolve');
    s.rng = rngFor([5]);
    const ctx = new Ctx(s);
    skirmishStep(ctx, e);
    expect(e.loser).toBe('gallic');
    expect(e.stage).toBe('winnerLeader');
  });
});

describe('BG 4.5.5 / 4.5.6 a relief army in a skirmish', () => {
  /** Legio VII (Crassus on duty with five legions) faces five Gauls besides the besieged oppidum. */
  function relief(): BellumState {
    const s = empty();
    for (const u of ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii']) addUnit(s, u, 'bigerriones');
    addLeader(s, 'crassus', 'bigerriones');
    place(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    place(s, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'], 'bigerriones');
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    s.siegeDuty = ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'crassus'];
    s.control.tarbelli = 'roman';
    s.control.nitiobriges = 'gallic';
    s.control['provincia-1'] = 'gallic';
    return s;
  }
  it('a Gallic army standing in the open is a relief army; a smaller force is not', () => {
    const s = relief();
    const e = encounter(s, 'bigerriones');
    skirmishStep(new Ctx(s), e);
    expect(e.relief).toBe(true);
    const t = relief();
    t.units['auscii-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const f = encounter(t, 'bigerriones');
    skirmishStep(new Ctx(t), f);
    expect(f.relief).toBe(false);
  });
  it('a besieger beaten by the relief army raises every siege in the region and retreats', () => {
    const s = relief();
    s.sieges.push({ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 0 });
    s.sieges[1] = { place: 'turba', region: 'bigerriones', besieger: 'roman', turns: 0 };
    s.sieges.push({ place: 'aquae-tarbellicae', region: 'tarbelli', besieger: 'roman', turns: 2 });
    const e = encounter(s, 'bigerriones');
    const ctx = new Ctx(s);
    skirmishStep(ctx, e);
    e.stage = 'loserLeaders';
    e.winner = 'gallic';
    e.loser = 'roman';
    skirmishStep(ctx, e);
    expect(s.sieges.map((x) => x.place)).toEqual(['aquae-tarbellicae']); // only this region's
    expect(texts(ctx.log)).toContain('Siege of Oppidum of the Sotiates raised (beaten in a skirmish by a relief army).');
    expect(e.stage).toBe('retreat');
    skirmishStep(ctx, e);
    expect(e.stage).toBe('done');
    // The whole besieging force, duty included, leaves for the one Roman neighbour.
    expect(s.units['legio-vii'].region).toBe('tarbelli');
    expect(s.units['legio-xii'].region).toBe('tarbelli');
    expect(s.leaders.crassus.region).toBe('tarbelli');
  });
  it('a besieger who wins, or draws, keeps his siege; so does one beaten by a force that is no relief army', () => {
    for (const [winner, loser] of [['roman', 'gallic'], [null, null]] as const) {
      const s = relief();
      const e = encounter(s, 'bigerriones');
      const ctx = new Ctx(s);
      skirmishStep(ctx, e);
      e.stage = 'loserLeaders';
      e.winner = winner;
      e.loser = loser;
      skirmishStep(ctx, e);
      expect(s.sieges).toHaveLength(1);
      expect(e.stage).toBe('done');
    }
    const s = relief();
    const e = encounter(s, 'bigerriones');
    const ctx = new Ctx(s);
    skirmishStep(ctx, e);
    e.relief = false;
    e.stage = 'loserLeaders';
    e.winner = 'gallic';
    e.loser = 'roman';
    skirmishStep(ctx, e);
    expect(s.sieges).toHaveLength(1);
    expect(e.stage).toBe('done');
  });
});
