/**
 * Fire arrows' effects in play (AG 8.43–8.46), on the state through the ctx (burning.ts decides).
 *
 * AG 8.43  a hex set On Fire: each unit in it takes 1 Hit and leaves at once as in a retreat; one
 *          that cannot takes 1 more Hit (and stays). Reading: the hex it leaves to is chosen by the
 *          rules, not asked — an adjacent hex on the board, not burning, not barred to movement, with
 *          no enemy and room in the stack (AG 6.61, a Rubble hex stacking as open ground, AG 8.45); one outside every enemy ZOC first, then the one
 *          farthest from the archers, then the first in direction order. (Entering a burning hex — 2 MP
 *          and 1 Hit — is the movement table's, ../tables/terrain.ts.)
 * AG 8.44  an activated Roman unit that has not moved, adjacent to and level with a burning hex,
 *          may fight the fire as its whole activation: 0–5 puts it out.
 * AG 8.45  when a Gallic chief is activated, one die per burning hex within 5 hexes of him: a 9 burns
 *          the Rampart or Redoubt down to Rubble (it is no longer one, boardGround.ts) and every unit
 *          in it is eliminated. Reading: a chief on his tribal counter (not on a hex) rolls for none.
 * AG 8.46  fires never spread; fires and Rubble go at the end of the Assault Period (`clearFires`).
 */
import { parseHexKey } from '../../hex/coords';
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agLeader, agUnit } from '../data';
import { landOn } from '../stacking';
import { gbohLabel } from '../map/grid';
import { moveBoard } from '../movement/board';
import { rubbleOf, stackFits } from '../movement/occupancy';
import type { AgState } from '../state';
import { boardGround } from './boardGround';
import { burnsDown, catchFire, fireFightingSucceeds, hexesToRollForBurning, mayFightFire } from './burning';
import { combatUnitOf } from './fromState';
import { applyUnitHits } from './hitsInPlay';
import { hexDist, inEnemyZoc, unitsByHex } from './position';
import { unitIds } from '../unitIds';

export const hexLabel = (h: string): string => gbohLabel(parseHexKey(h));

/** AG 8.43 — where a unit leaving a hex set on fire goes, or null. */
function escapeHex(s: AgState, id: string, from: string, firerHex: string): string | null {
  const mb = moveBoard(s.scenario);
  const g = boardGround(s);
  const side = agUnit(id).side;
  const byHex = unitsByHex(s);
  const rubble = rubbleOf(mb, s); // AG 8.45: a Rampart burnt to Rubble stacks as open ground
  const i = mb.index.get(from);
  if (i === undefined) return null;
  let best: { hex: string; score: number } | null = null;
  for (let d = 0; d < 6; d++) {
    const j = mb.nb[i * 6 + d];
    if (j < 0) continue;
    const to = mb.keys[j];
    if (g.onFire(to) || g.prohibited(from, to, 'foot')) continue;
    const there = (byHex.get(to) ?? []).filter((u) => u !== id);
    if (there.some((u) => agUnit(u).side !== side)) continue;
    if (!stackFits(mb, to, [...there, id], rubble)) continue;
    const score = (inEnemyZoc(s, side, to) ? 0 : 100) + hexDist(to, firerHex);
    if (!best || score > best.score) best = { hex: to, score };
  }
  return best?.hex ?? null;
}

/** AG 8.43 — `hex` catches fire from the fire arrows of `firer`. */
export function setFire(ctx: AgCtx, hex: string, firer: string): void {
  const s = ctx.s;
  if (!(s.burning ?? []).includes(hex)) s.burning = [...(s.burning ?? []), hex];
  ctx.text(agUnit(firer).side, `${hexLabel(hex)} is set on fire.`, 'AG 8.43');
  const firerLoc = s.units[firer].loc;
  const firerHex = firerLoc.at === 'hex' ? firerLoc.hex : hex;
  const ids = unitIds(s).filter((id) => { const l = s.units[id].loc; return l.at === 'hex' && l.hex === hex; });
  for (const id of ids) {
    const to = escapeHex(s, id, hex, firerHex);
    const [h] = catchFire([combatUnitOf(s, id)], { [id]: to !== null }, { routedIsEliminated: s.scenario === '12.1' });
    applyUnitHits(ctx, h, to ? 'caught in a fire' : 'caught in a fire it cannot leave', 'AG 8.43');
    if (to && s.units[id].loc.at === 'hex') {
      landOn(s, id, to); // AG 6.65: under any friend there
      ctx.text(agUnit(id).side, `${agUnit(id).name} leaves the fire for ${hexLabel(to)}.`, 'AG 8.43');
    }
  }
}

/** AG 8.44 — the fire-fighting open to the active Command's Roman units. */
export function fightFireActions(s: AgState): AgAction[] {
  if (s.step !== 'command' || !s.command || !(s.burning ?? []).length) return [];
  const g = boardGround(s);
  const out: AgAction[] = [];
  for (const id of s.command.units) {
    const st = s.units[id];
    if (!st || st.loc.at !== 'hex' || st.moved || st.fired || st.shots || agUnit(id).side !== 'roman') continue;
    const u = combatUnitOf(s, id);
    for (const hex of s.burning ?? []) if (mayFightFire(g, u, hex)) out.push({ t: 'fightFire', unit: id, hex });
  }
  return out;
}

export function applyFightFire(ctx: AgCtx, a: Extract<AgAction, { t: 'fightFire' }>): void {
  const s = ctx.s;
  const d = agUnit(a.unit);
  ownUnits(s)[a.unit] = { ...s.units[a.unit], moved: true, fired: true };
  const r = ctx.roll({
    side: 'roman',
    purpose: `${d.name} fights the fire in ${hexLabel(a.hex)} (0–5 puts it out)`,
    rule: 'AG 8.44',
    interpret: (_t, die) => ({ result: fireFightingSucceeds(die) ? 'Fire out' : 'Still burning' }),
  });
  if (r.result === 'Fire out') s.burning = (s.burning ?? []).filter((h) => h !== a.hex);
}

/** AG 8.45 — a Gallic chief is activated: the fires near him may burn the works down. */
export function burnDown(ctx: AgCtx, chief: string): void {
  const s = ctx.s;
  const loc = s.leaders[chief]?.loc;
  if (!loc || loc.at !== 'hex' || !(s.burning ?? []).length) return;
  for (const hex of hexesToRollForBurning(loc.hex, s.burning ?? [])) {
    const r = ctx.roll({
      side: 'gallic',
      purpose: `The fire in ${hexLabel(hex)} near ${agLeader(chief).name} (a 9 burns it down)`,
      rule: 'AG 8.45',
      interpret: (_t, die) => ({ result: burnsDown(die) ? 'Burnt down' : 'Still burning' }),
    });
    if (r.result !== 'Burnt down') continue;
    s.burning = (s.burning ?? []).filter((h) => h !== hex);
    s.rubble = [...(s.rubble ?? []), hex];
    ctx.text('gallic', `${hexLabel(hex)} burns down to Rubble.`, 'AG 8.45');
    for (const id of unitIds(s)) {
      const l = s.units[id].loc;
      if (l.at === 'hex' && l.hex === hex) applyUnitHits(ctx, { unit: id, added: 0, total: s.units[id].hits, fate: 'eliminated', rule: 'AG 8.45' }, 'the works burn down');
    }
  }
}

/** AG 8.46 — the end of an Assault Period puts out every fire and repairs every Rubble hex. */
export function clearFires(s: AgState): void {
  s.burning = undefined;
  s.rubble = undefined;
}
