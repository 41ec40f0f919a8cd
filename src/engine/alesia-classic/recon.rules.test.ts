/**
 * AC 22.43–22.47 (optional) — the screen's attack off the board, its results, and how a report
 * reaches the Roman: a squadron back inside the Outer Works, or a messenger.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { rngFor } from './combat/testkit';
import { AcCtx } from './ctx';
import { position } from './movement/testkit';
import { messengers, scoutsHome, screenAttacks } from './recon';
import { setFlag, unitOf, type AcState } from './state';

const box = (ids: string[], zone = 'V') => Object.fromEntries(ids.map((id) => [id, `obmc:${zone}`]));
const gallic = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `gr-${from + i}`);
const cav = (n: number, side: 'gc' | 'r-cav') => Array.from({ length: n }, (_, i) => `${side}-${i + 1}`);

function screen(where: Record<string, string>, dice: number[], opts: { recon?: boolean; tweak?: (s: AcState) => void } = {}) {
  const s = position(where, 'gallic-combat');
  s.options = { ...s.options, recon: opts.recon ?? true };
  s.rng = rngFor(...dice);
  opts.tweak?.(s);
  const ctx = new AcCtx(structuredClone(deepFreeze(s)));
  screenAttacks(ctx);
  const roll = ctx.log.find((e) => e.kind === 'roll');
  const texts = ctx.log.flatMap((e) => (e.kind === 'text' ? [e.text] : []));
  return { ctx, s: ctx.s, roll: roll && roll.kind === 'roll' ? roll : undefined, texts };
}

describe('AC 22.43 — the screen attacks', () => {
  it('only with the optional rule', () => {
    const r = screen(box(['r-cav-1', 'gc-1']), [1, 1, 1]);
    expect(r.roll).toBeDefined();
    const off = screen(box(['r-cav-1', 'gc-1']), [1, 1, 1], { recon: false });
    expect([off.roll, off.s.recon, off.texts]).toEqual([undefined, undefined, []]);
  });

  it('the Gallic cavalry’s factors against the scouts’, on the Hand-to-Hand table, the roll named for the Gaul', () => {
    const r = screen(box(['r-cav-1', 'gc-1']), [3, 1, 1, 1, 1]);
    expect(r.roll).toMatchObject({ side: 'gallic', rule: 'AC 22.43', purpose: 'Gallic screen in zone V: 2 against the Roman reconnaissance\'s 2', cell: { col: '1-1', row: '3' }, result: 'Melee' });
    expect(r.texts).toEqual(['The screen in zone V holds the Roman reconnaissance off (Melee: retreats, advances and melee count for nothing off the board).']);
    expect(r.s.recon!.pending[0]).toMatchObject({ zone: 'V', screened: true, accuracy: 0.75, scouts: ['r-cav-1'] });
    expect(unitOf(r.s, 'r-cav-1').loc).toEqual({ at: 'obmc', zone: 'V' });
  });

  it('three Gallic infantry to each scout shift the column one right when that lowers the accuracy (1-1, 75% → 2-1, 50%); two do not', () => {
    expect(screen(box(['r-cav-1', 'gc-1', ...gallic(3)]), [3, 1, 1, 1, 1]).roll!.cell).toMatchObject({ col: '2-1' });
    expect(screen(box(['r-cav-1', 'gc-1', ...gallic(3)]), [3, 1, 1, 1, 1]).s.recon!.pending[0].accuracy).toBe(0.5);
    expect(screen(box(['r-cav-1', 'gc-1', ...gallic(2)]), [3, 1, 1, 1, 1]).roll!.cell).toMatchObject({ col: '1-1' });
    expect(screen(box(['r-cav-1', 'r-cav-2', 'gc-1', 'gc-2', ...gallic(5)]), [3, 1, 1, 1, 1]).roll!.cell).toMatchObject({ col: '1-1' });
    expect(screen(box(['r-cav-1', 'r-cav-2', 'gc-1', 'gc-2', ...gallic(6)]), [3, 1, 1, 1, 1]).roll!.cell).toMatchObject({ col: '2-1' });
  });

  it('a box with scouts and no screen is reported exactly, once a turn; a box with no scouts not at all', () => {
    const r = screen({ ...box(['r-cav-1', ...gallic(2)]), ...box(['gc-1'], 'II') }, []);
    expect(r.s.recon!.pending).toEqual([expect.objectContaining({ zone: 'V', screened: false, accuracy: 1 })]);
    screenAttacks(r.ctx);
    expect(r.s.recon!.pending).toHaveLength(1);
    r.ctx.s.turn += 1;
    screenAttacks(r.ctx);
    expect(r.s.recon!.pending).toHaveLength(2);
  });
});

describe('AC 22.44 — the results off the board', () => {
  it('AE: the screen is destroyed; the scouts stay', () => {
    const r = screen(box([...cav(4, 'r-cav'), 'gc-1']), [5, 1, 1, 1, 1]); // 2 v 8: 1-4, a 5: AE DA3
    expect(r.roll!.result).toBe('AE DA3');
    expect(unitOf(r.s, 'gc-1').loc.at).toBe('gone');
    expect(unitOf(r.s, 'r-cav-1').loc).toEqual({ at: 'obmc', zone: 'V' });
    expect(r.texts).toEqual(['The Gallic screen in zone V is destroyed.']);
  });

  it('DE: the scouts are destroyed', () => {
    const r = screen(box(['r-cav-1', ...cav(4, 'gc')]), [1, 1, 1, 1, 1]); // 8 v 2: 4-1, a 1: DE AA3
    expect(r.roll!.result).toBe('DE AA3');
    expect(unitOf(r.s, 'r-cav-1').loc.at).toBe('gone');
    expect(unitOf(r.s, 'gc-1').loc).toEqual({ at: 'obmc', zone: 'V' });
    expect(r.texts).toEqual(['The Roman reconnaissance in zone V is destroyed.']);
  });

  it('Battle Rages: both stay in the box another turn, and next turn’s screen attack is fought afresh', () => {
    const r = screen(box(['r-cav-1', 'gc-1']), [1, 1, 1, 1, 1]); // 1-1, a 1
    expect(r.roll!.result).toBe('Battle Rages');
    expect([unitOf(r.s, 'r-cav-1').raging, unitOf(r.s, 'gc-1').raging]).toEqual([true, true]);
    expect(r.texts).toEqual(['The fight in zone V rages on: both forces stay in the box another turn.']);
    const next = screen(box(['r-cav-1', 'gc-1']), [3, 1, 1, 1, 1], { tweak: (s) => { setFlag(s, 'r-cav-1', 'raging', true); setFlag(s, 'gc-1', 'raging', true); setFlag(s, 'gr-1', 'raging', true); } });
    expect([unitOf(next.s, 'r-cav-1').raging, unitOf(next.s, 'gc-1').raging]).toEqual([undefined, undefined]);
  });
});

describe('AC 22.46, AC 22.47 — the report reaches the Roman', () => {
  const report = (screened: boolean) => ({ zone: 'V' as const, turn: 2, period: 1, accuracy: screened ? 0.5 : 1, screened, cavalry: { min: 1, max: 3 }, infantry: { min: 4, max: 4 }, scouts: ['r-cav-1'] });
  const home = (where: string, screened = false) => {
    const s = position({ 'r-cav-1': where }, 'roman-move');
    s.recon = { pending: [report(screened)], delivered: [] };
    const ctx = new AcCtx(structuredClone(deepFreeze(s)));
    return ctx;
  };

  it('a scout back inside the Outer Works, or between the lines, brings it; one outside them does not', () => {
    for (const hex of ['N21', 'E27']) {
      const ctx = home(hex);
      scoutsHome(ctx);
      expect(ctx.s.recon, hex).toEqual({ pending: [], delivered: [report(false)] });
      expect(ctx.log, hex).toEqual([expect.objectContaining({ side: 'roman', rule: 'AC 22.45', text: 'Reconnaissance report on zone V (turn 2, 100% accurate), brought back by a squadron: 1–3 cavalry and 4–4 infantry.' })]);
    }
    const out = home('A1');
    scoutsHome(out);
    expect(out.s.recon).toEqual({ pending: [report(false)], delivered: [] });
    expect(out.log).toEqual([]);
  });

  it('a messenger from an unscreened box gets through on a 3, not a 2; from a screened box only on a 6', () => {
    const roll = (die: number, screened: boolean) => {
      const ctx = home('obmc:V', screened);
      ctx.s.rng = rngFor(die);
      messengers(ctx);
      return ctx;
    };
    expect(roll(2, false).s.recon!.delivered).toEqual([]);
    const three = roll(3, false);
    expect(three.s.recon!.delivered).toHaveLength(1);
    expect(three.log[0]).toMatchObject({ kind: 'roll', side: 'roman', rule: 'AC 22.47', purpose: 'Messenger from the reconnaissance in zone V', result: 'Gets through' });
    expect(three.log[1]).toMatchObject({ text: 'Reconnaissance report on zone V (turn 2, 100% accurate), by messenger: 1–3 cavalry and 4–4 infantry.' });
    expect(roll(2, false).log[0]).toMatchObject({ result: 'Lost' });
    expect(roll(5, true).s.recon!.delivered).toEqual([]);
    expect(roll(6, true).s.recon!.delivered).toHaveLength(1);
  });

  it('no messenger from a box the scouts have left', () => {
    const ctx = home('K50');
    ctx.s.rng = rngFor(6);
    messengers(ctx);
    expect(ctx.log).toEqual([]);
    expect(ctx.s.recon!.pending).toHaveLength(1);
  });
});
