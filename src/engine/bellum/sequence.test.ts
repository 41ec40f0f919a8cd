/**
 * BG 1 — the sequence of play, sub-phase by sub-phase: what comes before what within a game turn,
 * and the turn marker at its end. (Reinforcements and replacements, BG 1.II.A–B and 1.III.A, and
 * naval combat, BG 1.IV.A, are not part of scenario 6.1.)
 */
import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { Ctx } from './ctx';
import { beginTurn, endTurn } from './flow';
import type { BellumAction, BellumState } from './state';
import { addUnit, aquitania, emptyAtRomanMove, place } from './testing/states';
import { act, toCombat } from './combat/testkit';

type Phase = 'supply' | 'roman' | 'gallic' | 'combat' | 'over';

/** Plays on by ending every step at once where the rules allow (else the first legal action). */
function hurry(s: BellumState): BellumAction {
  const legal = bellum.legalActions(s);
  return legal.find((a) => a.t === 'done' || a.t === 'endMove') ?? legal.find((a) => a.t === 'stand') ?? legal[0];
}

/** The steps a hotseat game passes through (each once per stretch), with their turn, until `turns` turns have begun. */
function stepsOverTurns(turns: number): { turn: number; step: string }[] {
  const r = bellum.setup({ scenario: 'aquitania', seed: 'sequence', options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  const out = [{ turn: s.turn, step: s.step as string }];
  const first = s.turn;
  for (let i = 0; i < 5000 && s.turn - first < turns && !s.outcome; i++) {
    const res = bellum.apply(s, hurry(s));
    if (!res.ok) throw new Error(res.rejection.message);
    s = res.state;
    const last = out[out.length - 1];
    if (last.turn !== s.turn || last.step !== s.step) out.push({ turn: s.turn, step: s.step });
  }
  return out;
}

/** The phases of each turn, in the order first reached. */
function phasesOverTurns(turns: number): { turn: number; phases: Phase[] }[] {
  const out: { turn: number; phases: Phase[] }[] = [];
  for (const { turn, step } of stepsOverTurns(turns)) {
    if (out[out.length - 1]?.turn !== turn) out.push({ turn, phases: [] });
    const cur = out[out.length - 1].phases;
    const phase = step === 'over' ? 'over' : (step.split('.')[0] as Phase);
    if (cur[cur.length - 1] !== phase) cur.push(phase);
  }
  return out;
}

describe('BG 1 — the phases of a game turn', () => {
  it('BG 1.I–1.IV: supply, Roman movement, Gallic movement, combat, in that order, every turn', () => {
    const turns = phasesOverTurns(3);
    expect(turns.length).toBeGreaterThanOrEqual(3);
    for (const t of turns.slice(0, -1)) {
      // Combat may be empty (no step is then waited on), so it can be passed without a stop.
      const expected: Phase[] = t.phases.includes('combat') ? ['supply', 'roman', 'gallic', 'combat'] : ['supply', 'roman', 'gallic'];
      expect(t.phases, `turn ${t.turn}`).toEqual(expected);
    }
  });

  it('BG 1.V: after the combat phase the turn marker moves on one month; after November comes winter of the next year', () => {
    const s = aquitania();
    s.turn = 5;
    const ctx = new Ctx(s);
    endTurn(ctx);
    expect(s.turn).toBe(6);
    // A November that is not the scenario's last: winter of the next year (BC years count down).
    s.turn = 10;
    s.endYear = s.year - 5;
    const year = s.year;
    endTurn(new Ctx(s));
    expect(s.turn).toBe(1);
    expect(s.year).toBe(year - 1);
  });
});

describe('BG 1.I — the supply phase', () => {
  it('BG 1.I.A: Scorched Earth comes off at the start of the August supply phase, before any region status roll', () => {
    const s = aquitania();
    s.scorched = ['pictones'];
    s.turn = 7; // August
    const ctx = new Ctx(s);
    beginTurn(ctx);
    const removal = ctx.log.findIndex((e) => e.kind === 'text' && /Scorched Earth markers? (is|are) removed/.test(e.text));
    const firstStatus = ctx.log.findIndex((e) => e.kind === 'roll' && e.rule === 'BG 2.3.1');
    expect(removal).toBeGreaterThanOrEqual(0);
    if (firstStatus >= 0) expect(removal).toBeLessThan(firstStatus);
    expect(s.scorched).not.toContain('pictones'); // no unit there: nothing lays it again
  });

  it('BG 1.I.A: in any other month the markers stay', () => {
    const s = aquitania();
    s.scorched = ['pictones'];
    s.turn = 6; // July
    beginTurn(new Ctx(s));
    expect(s.scorched).toContain('pictones');
  });

  it('BG 1.I.B before BG 1.I.C and BG 1.I.D before BG 1.I.E: depots are built first; status and attrition roll by themselves; Scorched Earth waits for the Gaul', () => {
    let s = emptyAtRomanMove('sequence');
    s.scorched = [];
    s.losses = [];
    // A Roman army in the open of Pictones may build a depot there (BG 2.3.2).
    for (const u of ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii']) addUnit(s, u, 'pictones');
    // Six Gallic units in Tarbelli roll for its status (BG 2.3.1) once the depots are done.
    place(s, ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav', 'sotiates-inf'], 'tarbelli');
    const ctx = new Ctx(s);
    beginTurn(ctx);
    expect(s.step).toBe('supply.depots');
    expect(ctx.log.some((e) => e.kind === 'roll' && e.rule === 'BG 2.3.1')).toBe(false); // 1.I.C has not run yet
    expect(bellum.legalActions(s)).toContainEqual({ t: 'depot', region: 'pictones' });
    const r = bellum.apply(s, { t: 'done' });
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    expect(r.log.some((e) => e.kind === 'roll' && e.rule === 'BG 2.3.1')).toBe(true); // 1.I.C ran
    expect(['supply.dismantle', 'supply.scorch']).toContain(s.step); // 1.I.E still to come
  });
});

describe('BG 1.II–1.III — movement', () => {
  it('BG 1.II.C then BG 1.II.D: Roman movement, then Roman forced marches, then BG 1.III / BG 1.III.B Gallic movement', () => {
    const seen = stepsOverTurns(1);
    const steps = seen.filter((x) => x.turn === seen[0].turn).map((x) => x.step); // May 56 BC: not winter
    const at = (step: string) => steps.indexOf(step);
    expect(at('roman.move')).toBeGreaterThanOrEqual(0);
    expect(at('roman.forced')).toBeGreaterThan(at('roman.move'));
    expect(at('gallic.move')).toBeGreaterThan(at('roman.forced'));
  });

  it('BG 1.II.D: no forced marches in the winter turn (BG 3.4); in any other month they follow movement', () => {
    for (const [turn, forced] of [[1, false], [6, true]] as const) {
      const s = emptyAtRomanMove('sequence');
      s.turn = turn;
      const r = bellum.apply(s, { t: 'endMove' });
      if (!r.ok) throw new Error(r.rejection.message);
      expect(r.state.step === 'roman.forced', `turn ${turn}`).toBe(forced);
    }
  });
});

describe('BG 1.IV — combat: each side may try to avoid the fight before it is fought', () => {
  it('BG 1.IV.B.1 before BG 1.IV.B.2: the skirmish is rolled only once the side that may evade has chosen', () => {
    const s0 = emptyAtRomanMove('sequence');
    place(s0, ['tarbelli-inf', 'boii-inf', 'elusates-inf'], 'tarbelli');
    place(s0, ['allied-cav-1', 'roman-cav-1', 'crassus'], 'tarbelli');
    s0.control.santones = 'roman';
    const s = toCombat(s0);
    expect(s.combat!.pending).toEqual({ kind: 'skirmishEvade', side: 'roman' });
    const r = bellum.apply(s, { t: 'stand' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.log.some((e) => e.kind === 'roll' && e.rule === 'BG 4.3.2')).toBe(true); // the Skirmish Table, now
  });

  it('BG 1.IV.C.1 before BG 1.IV.C.2: the battle board opens only after both sides have declared', () => {
    const s0 = emptyAtRomanMove('sequence');
    place(s0, ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-inf', 'sotiates-cav'], 'bigerriones');
    place(s0, ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1', 'crassus'], 'bigerriones');
    s0.arrivals.bigerriones = 'roman';
    let s = toCombat(s0);
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'roman' });
    expect(s.combat!.board).toBeNull();
    s = act(s, { t: 'stand' });
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'gallic' });
    expect(s.combat!.board).toBeNull();
    s = act(s, { t: 'stand' });
    // Both stood: no refuge offered unless an oppidum of level 3+ is there; then the board opens.
    if (s.combat!.pending?.kind === 'refuge') s = act(s, { t: 'stand' });
    expect(s.combat!.board).not.toBeNull();
  });
});
