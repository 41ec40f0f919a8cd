/**
 * AC 12.4–12.6 — between the two Assault Periods: each side brings back up to a tenth of the
 * factors it lost, counted by type (rounded down); the Gauls first, their replacements split
 * between the besieged and the relief army in proportion to the share of its own factors each has
 * lost (this edition's reading of "the percentage of factors lost by each force"), the relief's
 * placed in the OBMC before the Roman redeploys; then the Roman revives, sees the OBMC, and may set
 * up his army again anywhere but in or next to the town (forts stay).
 *
 * Pools: Gallic besieged infantry, relief infantry, Gallic cavalry; Roman cohorts (legion and
 * recruit together) and Roman cavalry. Archers, slingers and Numidian light infantry never return.
 * Identical counters are offered once: reviving "a 7-6" brings back the first eliminated 7-6.
 */
import type { AcAction } from './actions';
import { ROMAN_SEATS, type AcCtx } from './ctx';
import { AC_UNITS, acUnit } from './data/units';
import type { AcUnitDef } from './data/types';
import { ZONES } from './map/zones';
import { type AcSide, type AcState, putUnit, unitOf } from './state';

/** The revival pool a counter belongs to (null: never revived). */
export function poolOf(u: AcUnitDef): string | null {
  if (u.side === 'gallic') {
    if (u.kind === 'cavalry') return 'gallic-cavalry';
    if (u.kind === 'infantry') return u.force === 'besieged' ? 'besieged' : 'relief';
    return null;
  }
  if (u.kind === 'cohort' || u.kind === 'recruit') return 'legion';
  if (u.kind === 'cavalry') return 'roman-cavalry';
  return null;
}

const lostIn = (s: AcState, pool: string) => AC_UNITS.filter((u) => poolOf(u) === pool && unitOf(s, u.id).loc.at === 'gone').reduce((t, u) => t + u.cf, 0);
const totalIn = (pool: string) => AC_UNITS.filter((u) => poolOf(u) === pool).reduce((t, u) => t + u.cf, 0);

/** The factors each pool of `side` may bring back (AC 12.4, 12.5). */
export function allowances(s: AcState, side: AcSide): Record<string, number> {
  if (side === 'roman') return { legion: Math.floor(lostIn(s, 'legion') / 10), 'roman-cavalry': Math.floor(lostIn(s, 'roman-cavalry') / 10) };
  const lb = lostIn(s, 'besieged');
  const lr = lostIn(s, 'relief');
  const infantry = Math.floor((lb + lr) / 10);
  const pb = lb / totalIn('besieged');
  const pr = lr / totalIn('relief');
  const besieged = pb + pr > 0 ? Math.floor((infantry * pb) / (pb + pr)) : 0;
  const relief = pb + pr > 0 ? Math.floor((infantry * pr) / (pb + pr)) : 0;
  return { besieged, relief, 'gallic-cavalry': Math.floor(lostIn(s, 'gallic-cavalry') / 10) };
}

export function startRevival(ctx: AcCtx): void {
  const s = ctx.s;
  s.phase = 'revival';
  s.revival = { side: 'gallic', left: allowances(s, 'gallic') };
  const l = s.revival.left;
  ctx.text('gallic', `Revival: the besieged may bring back ${l.besieged} factors, the relief army ${l.relief}, the cavalry ${l['gallic-cavalry']}.`, 'AC 12.5', undefined, { heading: true });
}

export function revivalLegal(s: AcState): AcAction[] {
  const r = s.revival!;
  const out: AcAction[] = [];
  const seen = new Set<string>();
  for (const u of AC_UNITS) {
    const pool = poolOf(u);
    if (u.side !== r.side || !pool || unitOf(s, u.id).loc.at !== 'gone' || u.cf > (r.left[pool] ?? 0)) continue;
    const cls = `${pool}:${u.kind}:${u.cf}`;
    if (seen.has(cls)) continue;
    seen.add(cls);
    if (pool === 'relief' || pool === 'gallic-cavalry') for (const z of ZONES) out.push({ t: 'revive', unit: u.id, to: `obmc:${z}` });
    else out.push({ t: 'revive', unit: u.id, to: u.side === 'gallic' ? 'town' : 'pool' });
  }
  out.push({ t: 'end' });
  return out;
}

export function revive(ctx: AcCtx, a: Extract<AcAction, { t: 'revive' }>): void {
  const s = ctx.s;
  const u = acUnit(a.unit);
  const pool = poolOf(u)!;
  s.revival!.left[pool] -= u.cf;
  putUnit(s, a.unit, { loc: a.to === 'town' ? { at: 'town' } : a.to === 'pool' ? { at: 'pool' } : { at: 'obmc', zone: a.to.slice(5) as never } });
  // Where the relief army's revived units go is the Gaul's secret (AC 12.5: placed before the Roman redeploys).
  ctx.text(u.side, `${u.name} returns${a.to === 'town' ? ' in Alesia' : a.to === 'pool' ? ', to be set up' : ` in OBMC zone ${a.to.slice(5)}`}.`, 'AC 12.4', undefined, a.to.startsWith('obmc:') ? { hiddenFrom: ROMAN_SEATS } : undefined);
}

/** The side picking revivals is done: the Roman's turn to revive, or on to his redeployment. */
export function endRevival(ctx: AcCtx): void {
  const s = ctx.s;
  if (s.revival!.side === 'gallic') {
    s.revival = { side: 'roman', left: allowances(s, 'roman') };
    const l = s.revival.left;
    ctx.text('roman', `Revival: the Roman may bring back ${l.legion} factors of cohorts and ${l['roman-cavalry']} of cavalry.`, 'AC 12.4');
    return;
  }
  s.revival = null;
  s.phase = 'roman-redeploy';
  s.moving = null;
  ctx.text('roman', 'The Roman sees the Gallic off-board dispositions and may set up his army again (not in or next to the town; the forts stay).', 'AC 12.6', undefined, { heading: true });
}
