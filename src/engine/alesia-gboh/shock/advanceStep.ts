/**
 * AG 9.31–9.33 the advance into vacated hexes (AG 6.45, 8.43 Hits; then afterAdvance.ts) and AG 10.3
 * Continued Shock, in the shock segment.
 */
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { landOn } from '../stacking';
import { isShockUnit, type CombatUnit } from '../fire/combatUnit';
import { combatUnitOf } from '../fire/fromState';
import { moveBoard } from '../movement/board';
import type { Facing } from '../state';
import { advanceDuty } from './advance';
import { hexOf } from './hexChoices';
import { entryHitsInto, takeEntryHits } from './entering';
import { afterAdvance } from './afterAdvance';
import { noteBreach } from '../flow/reinforcements';
import { mayShockInto } from './before';
import { boardGround, dirTo } from '../fire/boardGround';
import { continuedShock } from './continued';
import { cavalryOf, checkAquilaCapture } from './effects';
import type { SegShock } from './segment';
import { carryLeaders, decide, hexOccupied, name, present, stackView } from './stepKit';
import { unitIds } from '../unitIds';

// ------------------------------------------------------------------ AG 9.3 advance

export function advanceStep(ctx: AgCtx, sh: SegShock): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const r = seg.round!;
  const g = boardGround(s);
  if (!sh.attackers.some((a) => present(s, a))) return true;
  for (const hex of sh.vacated) {
    // Resuming after a lone leader's decision (AG 4.33): the advance into this hex is made.
    if (r.into?.includes(hex)) {
      if (!afterAdvance(ctx, r, hex, (p, o) => decide(ctx, p, o))) return false;
      continue;
    }
    if (hexOccupied(s, hex)) continue;
    // The attackers as they stand now: an advance into an earlier vacated hex may have moved one (it
    // advances once, AG 9.31), or its Death Garden or fire Hits routed or eliminated it (AG 6.45, 8.43, 10.4).
    const advanced = new Set(Object.values(r.advancers ?? {}).map((x) => x.unit));
    const atts = sh.attackers.filter((a) => present(s, a) && !advanced.has(a));
    if (!atts.length) continue;
    const attStacks = stackView(s, atts);
    const defStacks = Object.entries(sh.defAt).map(([h, facing]) => ({ hex: h, units: [{ facing } as CombatUnit] }));
    const duty = advanceDuty(g, attStacks, defStacks, hex);
    const mb = moveBoard(s.scenario);
    const movers = duty.candidates.filter((id) => {
      const from = hexOf(s, id)!;
      const cu = combatUnitOf(s, id);
      const i = mb.index.get(from);
      const j = mb.index.get(hex);
      return i !== undefined && j !== undefined && dirTo(mb, i, j) >= 0 && !g.prohibited(from, hex, cavalryOf(id) ? 'cavalry' : 'foot') && mayShockInto(g, cu, hex).ok && !hexOccupied(s, hex);
    });
    if (!duty.mustAdvance || !movers.length) continue;
    const options: { id: string; label: string }[] = [];
    for (const id of movers) {
      const f = s.units[id].facing;
      const turns: Facing[] = r.cs ? [f] : ([f, ((f + 1) % 6), ((f + 5) % 6)] as Facing[]);
      for (const t of turns) options.push({ id: `${id}@${t}`, label: `${name(id)} advances to ${hex}${t === f ? '' : `, turning to face ${t}`}` });
    }
    const c = decide(ctx, { side: s.ap.owner, kind: 'advance', rule: 'AG 9.31', subject: `${seg.cur}:${hex}`, prompt: `Advance into ${hex}`, options });
    if (c === null) return false;
    const [id, f] = c.split('@');
    const from = hexOf(s, id)!;
    landOn(s, id, hex, { facing: Number(f) as Facing }); // AG 6.65: under any friend there
    carryLeaders(s, id, from, hex);
    r.advanced = true;
    r.into = [...(r.into ?? []), hex];
    r.advancers = { ...(r.advancers ?? {}), [hex]: { unit: id, from } };
    ctx.text(s.ap.owner, `${name(id)} advances into ${hex}.`, duty.rule);
    noteBreach(s, id, [hex]); // AG 12.2 Reinforcements: a Gaul advancing onto a Rampart hex breaches it
    checkAquilaCapture(ctx, hex);
    takeEntryHits(ctx, id, entryHitsInto(s, id, hex), 'advancing', false); // AG 6.45
    if (!afterAdvance(ctx, r, hex, (p, o) => decide(ctx, p, o))) return false;
  }
  return true;
}

// ------------------------------------------------------------------ AG 10.3 Continued Shock

export function continuedShockFrom(ctx: AgCtx, sh: SegShock): void {
  const s = ctx.s;
  const seg = s.shock!;
  const r = seg.round!;
  const g = boardGround(s);
  const atts = sh.attackers.filter((a) => present(s, a) && isShockUnit(agUnit(a)));
  if (!atts.length) return;
  const side = agUnit(atts[0]).side;
  const attUnits = atts.map((a) => combatUnitOf(s, a));
  const enemies = unitIds(s).filter((id) => hexOf(s, id) && agUnit(id).side !== side).map((id) => combatUnitOf(s, id));
  const cs = continuedShock(g, attUnits, enemies, new Set(r.retreated), r.advanced);
  const defs = cs.defenders.filter((d) => attUnits.some((a) => mayShockInto(g, a, d.hex).ok)).map((d) => d.id);
  if (!defs.length) {
    ctx.text(side, 'Continued Shock: no enemy left to attack.', 'AG 10.3');
    return;
  }
  ctx.text(side, `Continued Shock: ${atts.map(name).join(', ')} attack ${defs.map(name).join(', ')}${cs.moving ? ' (a moving attack)' : ''}.`, 'AG 10.3');
  const defAt: Record<string, Facing> = {};
  for (const d of defs) defAt[hexOf(s, d)!] ??= s.units[d].facing;
  for (const id of defs) ownUnits(s)[id] = { ...s.units[id], shocked: true };
  seg.shocks.splice(seg.cur + 1, 0, { attackers: atts, defenders: defs, mandatory: false, moving: cs.moving, cs: sh.cs + 1, vacated: [], defAt });
}
