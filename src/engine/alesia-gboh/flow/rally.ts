/**
 * Roman rally (AG 10.5): when a legion, a cavalry Command or the light infantry (the auxiliaries'
 * Command) is activated, each of its units at least two hexes from the nearest Gallic unit, whatever
 * lies between, may rally instead of doing anything else in the activation: a cohort removes 2 Hits
 * (fewer if it has fewer), cavalry and light infantry 1. Archers never rally.
 * Readings: artillery, which 10.5 does not name, does not rally; a unit that has already moved,
 * fired or shocked in the phase has done something else; a routed unit does nothing but move
 * (AG 10.43) and so does not rally; a rallied unit is done for the phase (marked moved and fired).
 */
import { distance, parseHexKey } from '../../hex/coords';
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agUnit, isCavalry } from '../data';
import type { AgState } from '../state';
import { unitEntries } from '../unitIds';

/** AG 10.5: Hits a unit of this type removes when it rallies (0: it cannot rally). */
export function rallyRemoves(id: string): number {
  const d = agUnit(id);
  if (d.side !== 'roman') return 0;
  if (d.type === 'CO') return 2;
  if (d.type === 'LI' || isCavalry(d)) return 1;
  return 0;
}

function gallicHexes(s: AgState): string[] {
  const out = new Set<string>();
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && agUnit(id).side === 'gallic') out.add(u.loc.hex);
  for (const t of Object.values(s.tribes)) if (t.status === 'placed' && !t.noUnits && t.hex) out.add(t.hex);
  return [...out];
}

/** AG 10.5: the `rally` entries open to the active Roman Command. */
export function rallyActions(s: AgState): AgAction[] {
  const c = s.command;
  if (s.step !== 'command' || !c || s.ap.owner !== 'roman' || !['legion', 'auxiliaries', 'cavalry'].includes(c.kind)) return [];
  const gauls = gallicHexes(s).map(parseHexKey);
  const out: AgAction[] = [];
  for (const id of c.units) {
    const u = s.units[id];
    if (!u || u.loc.at !== 'hex' || u.hits <= 0 || u.routed || u.moved || u.fired || u.shocked || rallyRemoves(id) === 0) continue;
    const h = parseHexKey(u.loc.hex);
    if (gauls.some((g) => distance(g, h) < 2)) continue;
    out.push({ t: 'rally', unit: id });
  }
  return out;
}

/** AG 10.5: apply a legal `rally`. */
export function applyRally(ctx: AgCtx, unit: string): void {
  const u = ctx.s.units[unit];
  const off = Math.min(u.hits, rallyRemoves(unit));
  ownUnits(ctx.s)[unit] = { ...u, hits: u.hits - off, moved: true, fired: true };
  ctx.text('roman', `${agUnit(unit).name} rallies: ${off} Hit${off === 1 ? '' : 's'} removed (${u.hits - off} left).`, 'AG 10.5');
}
