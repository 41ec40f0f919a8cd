/**
 * BG 4.4 a pitched battle stage by stage (combat/battle/flow.ts): who attacks, avoiding battle and
 * taking refuge (BG 4.4.1), the Army Commanders, the losses, the end after sequence 1 or 2, the
 * leaders' tests, the pursuit and the return to the map (BG 4.4.2), a relief army's victory
 * (BG 4.5.5, 4.5.6).
 */
import { describe, expect, it } from 'vitest';
import { Ctx, cloneState } from '../../ctx';
import { bellum } from '../../system';
import type { Side } from '../../state';
import { addLeader } from '../../testing/states';
import { rngFor } from '../../testing/forceDice';
import { besiegeSotiates, RELIEF_GAULS } from '../testkit';
import { addTribune, battleStep, openBoard } from './flow';
import { boardAt, openCombat, PB_GAULS, PB_ROMANS, pendingIs, step, texts, twoArmies, until } from './battleKit';
import { emptyAtRomanMove } from '../../testing/states';

const seq1 = (winner: Side) => ({ n: 1 as const, odds: '1/1', die: 3, total: 3, attacker: '¼', defender: '¼', winner });

describe('BG 4.4.2 the attacker is the side that entered last', () => {
  it('announced at the start of the battle; the Roman attacks when nobody is recorded as arriving', () => {
    const s0 = twoArmies();
    delete s0.arrivals.santones;
    const { s, log } = openCombat(s0);
    expect(s.combat!.encounters[0]).toMatchObject({ kind: 'battle', attacker: 'roman' });
    const start = log.find((x) => x.kind === 'text' && x.rule === 'BG 1.IV.C');
    expect(start).toMatchObject({ side: null, text: 'Pitched battle in Santones; the Roman player is the attacker.', refs: [{ kind: 'region', id: 'santones' }], heading: true });
  });
  it('the Gallic army that entered last attacks', () => {
    const { log } = openCombat(twoArmies({ attacker: 'gallic' }));
    expect(texts(log)).toContain('Pitched battle in Santones; the Gallic player is the attacker.');
  });
  it('a battle whose enemy is no longer in the open is not fought (checked at the start and again before the board opens)', () => {
    for (const [side, stage] of [['roman', 'start'], ['gallic', 'start'], ['roman', 'pb.board'], ['gallic', 'pb.board']] as const) {
      const { s, ctx, e } = boardAt(stage);
      for (const u of side === 'roman' ? PB_ROMANS : PB_GAULS) s.units[u].place = 'mediolanum-santonum';
      s.combat!.board = null;
      battleStep(ctx, e);
      expect([side, stage, e.stage]).toEqual([side, stage, 'done']);
      expect(ctx.log).toEqual([]);
      expect(s.combat!.board).toBeNull();
    }
  });
});

describe('BG 4.4.1 avoiding a pitched battle', () => {
  it('a successful attempt is announced, then the army withdraws and no battle is fought', () => {
    const s = openCombat(twoArmies({ attacker: 'gallic' })).s;
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'gallic' }); // the Roman has no neighbour of his own
    const r = step(s, { t: 'evade', to: 'pictones' }, [1]); // Gallic 1–2 succeeds
    const evasion = r.log.filter((x) => x.kind === 'text' && x.rule === 'BG 4.4.1');
    expect(evasion.map((x) => x.kind === 'text' && [x.side, x.text, x.refs])).toEqual([
      ['gallic', 'Gallic army tries to avoid battle (towards Pictones).', [{ kind: 'region', id: 'santones' }, { kind: 'region', id: 'pictones' }]],
      ['gallic', 'The Gallic army avoids battle and withdraws to Pictones.', [{ kind: 'region', id: 'santones' }, { kind: 'region', id: 'pictones' }]],
    ]);
    expect(r.s.units['tarbelli-inf'].region).toBe('pictones');
    expect(r.s.combat?.board ?? null).toBeNull();
    expect(r.s.control.santones).toBe('roman'); // the Romans alone remain
  });
});

describe('BG 4.4.1 both sides may try, resolved together (Bigerriones: Gauls hold Tarbelli, Romans Provincia)', () => {
  const atBigerriones = () => openCombat(twoArmies({ region: 'bigerriones', attacker: 'roman' })).s;

  it('only the Roman gets away: the Gauls, left alone in the region, are not offered a refuge', () => {
    let s = atBigerriones();
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'roman' });
    s = step(s, { t: 'evade', to: 'provincia-1' }).s;
    const r = step(s, { t: 'evade', to: 'tarbelli' }, [1, 6]); // Roman 1 succeeds; Gallic 6 − 1 (mountain) fails
    expect(r.s.units['legio-vii'].region).toBe('provincia-1');
    expect(r.s.units['tarbelli-inf'].region).toBe('bigerriones');
    expect(r.s.combat?.pending?.kind).not.toBe('refuge');
    expect(r.s.combat?.board ?? null).toBeNull();
  });

  it('a failed attempt with no oppidum to shut into: the battle is fought', () => {
    let s = cloneState(atBigerriones());
    s.destroyed = ['sotiates-oppidum']; // the only oppidum of value 3 or more there
    s = step(s, { t: 'stand' }).s;
    const r = step(s, { t: 'evade', to: 'tarbelli' }, [6]);
    expect(r.s.units['tarbelli-inf'].region).toBe('bigerriones');
    expect(r.s.combat!.pending?.kind).not.toBe('refuge');
    expect(r.s.combat!.board).not.toBeNull();
    expect(r.s.control.bigerriones).toBe('contested'); // nobody left: both armies still there
  });

  it('both armies get away: a region held by the Roman before stays Roman', () => {
    let s = cloneState(atBigerriones());
    s.control.bigerriones = 'roman';
    s = step(s, { t: 'evade', to: 'provincia-1' }).s;
    const r = step(s, { t: 'evade', to: 'tarbelli' }, [1, 1]);
    expect(r.s.units['legio-vii'].region).toBe('provincia-1');
    expect(r.s.units['tarbelli-inf'].region).toBe('tarbelli');
    expect(r.s.control.bigerriones).toBe('roman');
  });

  it('both armies get away but a Roman garrison stays in its city: the region is the garrison\'s', () => {
    let s = cloneState(openCombat(twoArmies({ region: 'provincia-1', attacker: 'roman' })).s);
    s.units['legio-viii'] = { region: 'provincia-1', place: 'narbo', out: null, reduced: false };
    s.control['provincia-1'] = 'gallic';
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'roman' });
    const to = () => bellum.legalActions(s).find((a) => a.t === 'evade') as { t: 'evade'; to: string } | undefined; // the first neighbour offered
    const romanTo = to()!.to;
    s = step(s, { t: 'evade', to: romanTo }).s;
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'gallic' });
    const gallicTo = to()!.to;
    const r = step(s, { t: 'evade', to: gallicTo }, [1, 1]);
    expect(r.s.units['legio-vii'].region).toBe(romanTo);
    expect(r.s.units['tarbelli-inf'].region).toBe(gallicTo);
    expect(r.s.control['provincia-1']).toBe('roman');
  });

  it('both armies get away but a Gallic garrison stays in its oppidum: the region is the garrison\'s', () => {
    let s = cloneState(atBigerriones());
    s.units['sotiates-inf'] = { region: 'bigerriones', place: 'sotiates-oppidum', out: null, reduced: false };
    s.control.bigerriones = 'roman';
    s = step(s, { t: 'evade', to: 'provincia-1' }).s;
    const r = step(s, { t: 'evade', to: 'tarbelli' }, [1, 1]);
    expect(r.s.units['legio-vii'].region).toBe('provincia-1');
    expect(r.s.control.bigerriones).toBe('gallic');
  });
});

describe('BG 4.4.2 Army Commanders, attacker first', () => {
  it('a single candidate is designated at once, the attacker\'s first; tied candidates leave the choice to the owner', () => {
    const s0 = twoArmies({ attacker: 'gallic', romanLeaders: ['tribune-1', 'tribune-2'], gallicLeaders: ['adiatuanus'] });
    const r = until(openCombat(s0).s, (s) => s.combat?.pending?.kind === 'commander' || s.combat?.pending?.kind === 'deploy');
    expect(texts(r.log)).toContain('Adiatuanus is the Gallic Army Commander.');
    expect(r.s.combat!.pending).toEqual({ kind: 'commander', side: 'roman', options: ['tribune-1', 'tribune-2'] });
    const after = step(r.s, { t: 'commander', leader: 'tribune-2' }).s;
    expect(after.combat!.board!.roman.commander).toBe('tribune-2');
  });
  it('the attacker\'s commander is named before the defender\'s', () => {
    const s0 = twoArmies({ attacker: 'gallic', romanLeaders: ['crassus'], gallicLeaders: ['adiatuanus'] });
    const r = until(openCombat(s0).s, pendingIs('deploy'));
    expect(texts(r.log).filter((t) => t.endsWith('Army Commander.'))).toEqual(['Adiatuanus is the Gallic Army Commander.', 'P. Licinius Crassus is the Roman Army Commander.']);
  });
  it('a side without leaders has no commander and is not asked', () => {
    const r = until(openCombat(twoArmies({ attacker: 'gallic' })).s, pendingIs('deploy'));
    expect(r.s.combat!.board!.roman.commander).toBeNull();
    expect(r.s.combat!.board!.gallic.commander).toBeNull();
  });
});

describe('BG 4.4.2 losses, end of the battle, realignment', () => {
  it('the next result in the queue is asked of its owner, under BG 4.4.2', () => {
    const { s, ctx, e } = boardAt('pb.losses');
    s.combat!.board!.lossQueue = [{ side: 'gallic', mode: 'weaken', count: 1 }, { side: 'roman', mode: 'eliminate', count: 2 }];
    battleStep(ctx, e);
    expect(s.combat!.pending).toEqual({ kind: 'boardLoss', side: 'gallic', mode: 'weaken', count: 1, rule: 'BG 4.4.2' });
    expect(s.combat!.board!.lossQueue).toEqual([{ side: 'roman', mode: 'eliminate', count: 2 }]);
  });
  it('a loss to take from a first line already all in the A and E boxes asks nothing', () => {
    const { s, ctx, e } = boardAt('pb.losses');
    const b = s.combat!.board!;
    for (const u of PB_GAULS) b.gallic.units[u].box = 'A';
    b.lossQueue = [{ side: 'gallic', mode: 'weaken', count: 2 }];
    battleStep(ctx, e);
    expect(s.combat!.pending).toBeNull();
    battleStep(ctx, e);
    expect(e.stage).toBe('pb.rout');
  });
  it('both first lines entirely weakened after sequence 1: the bold result decides', () => {
    for (const winner of ['roman', 'gallic'] as const) {
      const { s, ctx, e } = boardAt('pb.check');
      for (const u of [...PB_ROMANS, ...PB_GAULS]) s.units[u].reduced = true;
      s.combat!.board!.sequences.push(seq1(winner));
      battleStep(ctx, e);
      expect([winner, s.combat!.board!.winner]).toEqual([winner, winner]);
    }
  });
  it('the side whose first line is entirely weakened loses after sequence 1, whatever the bold result', () => {
    const { s, ctx, e } = boardAt('pb.check');
    for (const u of PB_ROMANS) s.units[u].reduced = true;
    s.combat!.board!.sequences.push(seq1('roman'));
    battleStep(ctx, e);
    expect(s.combat!.board!.winner).toBe('gallic');
    expect(e.stage).toBe('pb.leaders');
    expect(ctx.log.map((x) => x.kind === 'text' && [x.side, x.text, x.rule])).toEqual([
      ['gallic', 'A first line is entirely weakened or eliminated: the battle ends after sequence 1.', 'BG 4.4.2'],
      ['gallic', 'The Gallic player wins the pitched battle.', 'BG 4.4.2'],
    ]);
    expect(ctx.log[1].kind === 'text' && ctx.log[1].refs).toEqual([{ kind: 'region', id: 'santones' }]);
  });
  it('a sally ends after its one sequence: the bold result names the winner', () => {
    const { s, ctx, e } = boardAt('pb.check');
    s.combat!.board!.sally = 'mediolanum-santonum';
    s.combat!.board!.sequences.push(seq1('roman'));
    battleStep(ctx, e);
    expect(s.combat!.board!.winner).toBe('roman');
    expect(texts(ctx.log)).toEqual(['The Roman player wins the sally.']);
  });
  it('realignment: only a side with units in reserve is asked, the defender first', () => {
    const { s, ctx, e } = boardAt('pb.realignD');
    s.combat!.board!.gallic.units['boii-inf'].wing = 'reserve';
    battleStep(ctx, e); // the Roman defender has no reserve
    expect(s.combat!.pending).toBeNull();
    expect(e.stage).toBe('pb.realignA');
    battleStep(ctx, e);
    expect(s.combat!.pending).toEqual({ kind: 'realign', side: 'gallic' });
    expect(e.stage).toBe('pb.seq');
  });
});

describe('BG 4.4.2 leaders\' tests, pursuit', () => {
  it('a victor with one leader tests him at once; the loser tests all his; a victor without leaders tests none', () => {
    const { s, ctx, e } = boardAt('pb.leaders', twoArmies({ romanLeaders: ['fabius'], gallicLeaders: ['adiatuanus'] }));
    s.combat!.board!.winner = 'roman';
    s.rng = rngFor([3, 4, 3, 4]);
    battleStep(ctx, e);
    expect(s.combat!.pending).toBeNull();
    battleStep(ctx, e);
    const rolls = ctx.log.filter((x) => x.kind === 'roll');
    expect(rolls.map((x) => x.kind === 'roll' && x.purpose)).toEqual(['Leader Table for C. Fabius (battle winner)', 'Leader Table for Adiatuanus (battle loser)']);
    const none = boardAt('pb.leaders', twoArmies({ gallicLeaders: ['adiatuanus'] }));
    none.s.combat!.board!.winner = 'roman';
    battleStep(none.ctx, none.e);
    expect(none.s.combat!.pending).toBeNull();
    expect(none.ctx.log).toEqual([]);
  });
  it('a victor with several leaders chooses which to test', () => {
    const { s, ctx, e } = boardAt('pb.leaders', twoArmies({ romanLeaders: ['fabius', 'crassus'] }));
    s.combat!.board!.winner = 'roman';
    battleStep(ctx, e);
    expect(s.combat!.pending).toEqual({ kind: 'testLeader', side: 'roman' });
  });
  it('a legate of the victor killed on the Leader Table: his tribune takes his place in the Leaders box', () => {
    const { s, ctx, e } = boardAt('pb.leaders', twoArmies({ romanLeaders: ['fabius'] }));
    s.combat!.board!.winner = 'roman';
    s.rng = rngFor([5, 6]); // 11: killed
    battleStep(ctx, e);
    expect(s.leaders.fabius.out).toBe('killed');
    expect(s.combat!.board!.roman.leaders).toEqual(['tribune-1']);
    expect(s.leaders['tribune-1']).toMatchObject({ region: 'santones', place: null, out: null });
  });
  it('no pursuit when the beaten first line is empty', () => {
    const { s, ctx, e } = boardAt('pb.pursuit');
    s.combat!.board!.winner = 'roman';
    for (const u of PB_GAULS) s.combat!.board!.gallic.units[u].wing = 'reserve';
    battleStep(ctx, e);
    expect(s.combat!.pending).toBeNull();
    expect(e.stage).toBe('pb.return');
    expect(e.pursuitMax).toBe(2); // two intact Roman cavalry in the first line, clear terrain
  });
});

describe('BG 4.4.2 return to the map; BG 4.5.6 a relief army\'s victory raises the siege', () => {
  function reliefBoard(winner: Side) {
    const s = emptyAtRomanMove('relief-flow');
    besiegeSotiates(s);
    const r = boardAt('pb.return', s, 'bigerriones');
    // Only the relief army and the Romans outside the siege fight; here the whole army stands on the board.
    r.s.combat!.board!.winner = winner;
    return r;
  }
  it('the besiegers beaten by the relief army lift the siege and retreat', () => {
    const { s, ctx, e } = reliefBoard('gallic');
    battleStep(ctx, e);
    expect(s.sieges).toEqual([]);
    expect(texts(ctx.log)).toContain('The Gallic army holds Bigerriones.');
    expect(ctx.log.find((x) => x.kind === 'text' && x.text === 'The Gallic army holds Bigerriones.')).toMatchObject({ side: 'gallic', rule: 'BG 4.4.2', refs: [{ kind: 'region', id: 'bigerriones' }] });
    expect(s.units['legio-vii'].region).not.toBe('bigerriones');
    expect(texts(ctx.log)).toContain('Siege of Oppidum of the Sotiates raised (the besiegers lost a pitched battle to a relief army).');
  });
  it('the besiegers who beat the relief army keep their siege', () => {
    const { s, ctx, e } = reliefBoard('roman');
    battleStep(ctx, e);
    expect(s.sieges).toEqual([{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }]);
    expect(e.stage).toBe('done');
  });
});

describe('BG 4.5.4, 4.5.5 who stands on the board', () => {
  it('a field battle: the forces in the open, without the pieces on siege duty', () => {
    const s = emptyAtRomanMove('board-duty');
    besiegeSotiates(s);
    s.siegeDuty = ['legio-vii', 'legio-viii', 'labienus'];
    const { ctx, e } = boardAt('pb.board', s, 'bigerriones');
    ctx.s.combat!.board = null;
    openBoard(ctx, { ...e, attacker: 'roman' }, null);
    const b = ctx.s.combat!.board!;
    expect(Object.keys(b.roman.units).sort()).toEqual(['legio-ix', 'legio-x', 'legio-xi', 'legio-xii']);
    expect(b.roman.leaders).toEqual(['crassus']);
    expect(Object.keys(b.gallic.units).sort()).toEqual(RELIEF_GAULS.slice().sort());
    expect(b.gallic.side).toBe('gallic');
  });
  it('a Roman sally: the army inside the place against the besieging Gauls', () => {
    const s = twoArmies({ romanLeaders: ['fabius'], gallicLeaders: ['adiatuanus'] });
    for (const u of PB_ROMANS) s.units[u].place = 'mediolanum-santonum';
    s.leaders.fabius.place = 'mediolanum-santonum';
    addLeader(s, 'crassus', 'santones'); // a Roman leader outside takes no part
    s.sieges = [{ place: 'mediolanum-santonum', region: 'santones', besieger: 'gallic', turns: 1 }];
    const ctx = new Ctx(cloneState(s));
    ctx.s.combat = { encounters: [], index: 0, siegesListed: true, sackOffered: [], pending: null, board: null };
    openBoard(ctx, { kind: 'siege', region: 'santones', place: 'mediolanum-santonum', stage: 'pb.commanderA', attacker: 'roman' }, 'mediolanum-santonum');
    const b = ctx.s.combat!.board!;
    expect(b).toMatchObject({ attacker: 'roman', sally: 'mediolanum-santonum' });
    expect(Object.keys(b.roman.units).sort()).toEqual(PB_ROMANS.slice().sort());
    expect(b.roman.leaders).toEqual(['fabius']);
    expect(Object.keys(b.gallic.units).sort()).toEqual(PB_GAULS.slice().sort());
    expect(b.gallic.leaders).toEqual(['adiatuanus']);
  });
  it('a Gallic sally: the garrison against the besieging Romans', () => {
    const s = twoArmies({ romanLeaders: ['fabius'], gallicLeaders: ['adiatuanus'] });
    for (const u of PB_GAULS) s.units[u].place = 'mediolanum-santonum';
    s.leaders.adiatuanus.place = 'mediolanum-santonum';
    s.sieges = [{ place: 'mediolanum-santonum', region: 'santones', besieger: 'roman', turns: 1 }];
    const ctx = new Ctx(cloneState(s));
    ctx.s.combat = { encounters: [], index: 0, siegesListed: true, sackOffered: [], pending: null, board: null };
    openBoard(ctx, { kind: 'siege', region: 'santones', place: 'mediolanum-santonum', stage: 'pb.commanderA', attacker: 'gallic' }, 'mediolanum-santonum');
    const b = ctx.s.combat!.board!;
    expect(Object.keys(b.gallic.units).sort()).toEqual(PB_GAULS.slice().sort());
    expect(b.gallic.leaders).toEqual(['adiatuanus']);
    expect(Object.keys(b.roman.units).sort()).toEqual(PB_ROMANS.slice().sort());
  });
  it('BG 4.2.2 in a sally, a tribune replacing a fallen leader of the sallying army stands inside the place; the besiegers\' stays outside', () => {
    for (const attacker of ['roman', 'gallic'] as const) {
      const { s, ctx } = boardAt('pb.leaders', twoArmies({ romanLeaders: ['fabius', 'crassus'] }));
      Object.assign(s.combat!.board!, { sally: 'mediolanum-santonum', attacker });
      s.leaders.fabius.out = 'killed';
      s.leaders['tribune-1'] = { region: 'santones', place: null, out: null, wounded: false };
      addTribune(ctx, 'roman', 'tribune-1');
      expect(s.combat!.board!.roman.leaders).toEqual(['crassus', 'tribune-1']); // the fallen Fabius leaves the box
      expect([attacker, s.leaders['tribune-1'].place]).toEqual([attacker, attacker === 'roman' ? 'mediolanum-santonum' : null]);
    }
  });
});
