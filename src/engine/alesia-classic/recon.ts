/**
 * AC 22.4 (optional) — reconnaissance. Roman cavalry may ride off the board into an OBMC box and
 * move there as Gauls do (AC 22.41–22.42). In the Gallic combat phase every Gallic cavalry squadron
 * in that box must attack it (the screen, AC 22.43–22.44): one die on the Hand-to-Hand Combat Table
 * at screen against reconnaissance factors, one column to the right when the Gallic infantry there
 * outnumbers the Roman squadrons three to one (this edition takes the shift whenever it lowers the
 * report's accuracy, the Gaul's evident choice); AE and DE eliminate the screen or the recon, a
 * Battle Rages keeps both in the box another turn, other results change nothing.
 *
 * The report (AC 22.45–22.47): how many Gallic units of each type were in the box on the turn of
 * the screening attack (or, unscreened, on the turn the recon arrived), accurate to the chart's
 * percentage. On one screen the program states the range for the Gaul: it holds the true number and
 * lies within the chart's error of it, its bounds drawn at random (so the middle gives nothing away). The Roman learns it when one of the
 * squadrons that scouted the box comes back inside the Outer Works, or when a messenger gets
 * through: once a turn after Roman movement, a die of 3–6 (6 if the box was screened).
 */
import type { AcCtx } from './ctx';
import { acUnit } from './data/units';
import { ZONES, type Zone } from './map/zones';
import { hexAt } from './map/map';
import { oddsColumn, shiftColumn, type OddsColumn } from './combat/odds';
import { h2hResult, h2hCell } from './tables/h2h';
import { reconAccuracy, reportRange } from './tables/recon';
import { putUnit, setFlag, unitIds, unitOf, type AcState } from './state';

export interface ReconReport {
  zone: Zone;
  /** The turn the report describes. */
  turn: number;
  period: number;
  accuracy: number;
  screened: boolean;
  /** The ranges the Roman will be told, per unit type. */
  cavalry: { min: number; max: number };
  infantry: { min: number; max: number };
  /** Roman squadrons that scouted the box: one of them back inside the Outer Works delivers the report. */
  scouts: string[];
}

export interface ReconState {
  /** Reports made but not yet delivered (hidden from the Roman). */
  pending: ReconReport[];
  /** Reports the Roman has received. */
  delivered: ReconReport[];
}

const romanScouts = (s: AcState, z: Zone) => unitIds(s).filter((id) => { const l = unitOf(s, id).loc; return acUnit(id).side === 'roman' && l.at === 'obmc' && l.zone === z; });
const gaulsIn = (s: AcState, z: Zone) => unitIds(s).filter((id) => { const l = unitOf(s, id).loc; return acUnit(id).side === 'gallic' && l.at === 'obmc' && l.zone === z; });

/**
 * AC 22.45 — the range stated for one type: it holds the true count and stays within the chart's
 * error of it (true − margin … true + margin, e.g. 4 at 50% may be told as anything within 2–6).
 * Each bound is drawn at random between the true count and the furthest the error allows, so the
 * middle of the range does not give the true count away.
 */
function statedRange(ctx: AcCtx, count: number, accuracy: number): { min: number; max: number } {
  const { min, max } = reportRange(count, accuracy);
  const margin = max - count;
  if (margin === 0) return { min, max };
  const pick = () => Math.floor(((ctx.die() - 1) / 6) * (margin + 1)); // 0 … margin
  return { min: Math.max(0, count - pick()), max: count + pick() };
}

export function makeReport(ctx: AcCtx, z: Zone, accuracy: number, screened: boolean): ReconReport {
  const s = ctx.s;
  const gauls = gaulsIn(s, z);
  const cav = gauls.filter((id) => acUnit(id).kind === 'cavalry').length;
  const inf = gauls.filter((id) => acUnit(id).kind === 'infantry').length;
  return {
    zone: z, turn: s.turn, period: s.period, accuracy, screened,
    cavalry: statedRange(ctx, cav, accuracy), infantry: statedRange(ctx, inf, accuracy), scouts: romanScouts(s, z),
  };
}

/** AC 22.43–22.45 — at the start of the Gallic combat phase: every screen attacks, every scouted box is reported on. */
export function screenAttacks(ctx: AcCtx): void {
  const s = ctx.s;
  if (!s.options.recon) return;
  const r = (s.recon ??= { pending: [], delivered: [] });
  // Last turn's Battle Rages off the board is fought again now.
  for (const id of unitIds(s)) if (unitOf(s, id).loc.at === 'obmc') setFlag(s, id, 'raging', false);
  for (const z of ZONES) {
    const scouts = romanScouts(s, z);
    if (!scouts.length) continue;
    const screen = gaulsIn(s, z).filter((id) => acUnit(id).kind === 'cavalry');
    if (!screen.length) {
      if (!r.pending.some((p) => p.zone === z && p.turn === s.turn && p.period === s.period)) r.pending.push(makeReport(ctx, z, 1, false));
      continue;
    }
    const attack = screen.reduce((t, id) => t + acUnit(id).cf, 0);
    const defence = scouts.reduce((t, id) => t + acUnit(id).cf, 0);
    let column: OddsColumn = oddsColumn(attack, defence);
    const infantry = gaulsIn(s, z).filter((id) => acUnit(id).kind === 'infantry').length;
    if (column !== 'auto' && infantry >= 3 * scouts.length) {
      const shifted = shiftColumn(column, 1);
      if (reconAccuracy(shifted) < reconAccuracy(column)) column = shifted;
    }
    const col = column === 'auto' ? '5-1' : column;
    const roll = ctx.roll({
      side: 'gallic',
      purpose: `Gallic screen in zone ${z}: ${attack} against the Roman reconnaissance's ${defence}`,
      rule: 'AC 22.43',
      interpret: (die) => ({ result: column === 'auto' ? 'DE' : h2hResult(col, die).text, cell: column === 'auto' ? undefined : h2hCell(col, die) }),
    });
    const res = column === 'auto' ? 'DE' : h2hResult(col, roll.dice[0]).kind;
    r.pending.push(makeReport(ctx, z, reconAccuracy(column), true));
    if (res === 'DE') {
      for (const id of scouts) putUnit(s, id, { loc: { at: 'gone', why: 'eliminated' } });
      ctx.text('gallic', `The Roman reconnaissance in zone ${z} is destroyed.`, 'AC 22.44');
    } else if (res === 'AE') {
      for (const id of screen) putUnit(s, id, { loc: { at: 'gone', why: 'eliminated' } });
      ctx.text('gallic', `The Gallic screen in zone ${z} is destroyed.`, 'AC 22.44');
    } else if (res === 'BattleRages') {
      for (const id of [...scouts, ...screen]) setFlag(s, id, 'raging', true);
      ctx.text('gallic', `The fight in zone ${z} rages on: both forces stay in the box another turn.`, 'AC 22.44');
    } else ctx.text('gallic', `The screen in zone ${z} holds the Roman reconnaissance off (${roll.result}: retreats, advances and melee count for nothing off the board).`, 'AC 22.44');
  }
}

function deliver(ctx: AcCtx, rep: ReconReport, how: string): void {
  const r = ctx.s.recon!;
  r.pending = r.pending.filter((p) => p !== rep);
  r.delivered.push(rep);
  const pct = Math.round(rep.accuracy * 100);
  ctx.text('roman', `Reconnaissance report on zone ${rep.zone} (turn ${rep.turn}, ${pct}% accurate), ${how}: ${rep.cavalry.min}–${rep.cavalry.max} cavalry and ${rep.infantry.min}–${rep.infantry.max} infantry.`, 'AC 22.45');
}

/** AC 22.46 — a scout back inside the Outer Works delivers its box's reports. */
export function scoutsHome(ctx: AcCtx): void {
  const s = ctx.s;
  if (!s.recon?.pending.length) return;
  for (const rep of [...s.recon.pending]) {
    const home = rep.scouts.some((id) => { const l = unitOf(s, id)?.loc; return l?.at === 'hex' && ['inside', 'between'].includes(hexAt(l.hex)?.area ?? ''); });
    if (home) deliver(ctx, rep, 'brought back by a squadron');
  }
}

/** AC 22.47 — once a turn after Roman movement, a messenger from each box still scouted: 3–6 gets through, 6 if screened. */
export function messengers(ctx: AcCtx): void {
  const s = ctx.s;
  if (!s.recon?.pending.length) return;
  for (const rep of [...s.recon.pending]) {
    if (!romanScouts(s, rep.zone).length) continue;
    const need = rep.screened ? 6 : 3;
    const roll = ctx.roll({ side: 'roman', purpose: `Messenger from the reconnaissance in zone ${rep.zone}`, rule: 'AC 22.47', interpret: (d) => ({ result: d >= need ? 'Gets through' : 'Lost' }) });
    if (roll.dice[0] >= need) deliver(ctx, rep, 'by messenger');
  }
}
