/**
 * A combat phase (AC 4.4, 4.6, 13–16): the attacker declares his battles — every unit in enemy ZOC
 * attacking, every enemy unit whose ZOC holds one attacked (AC 14.3), Battle Rages refought
 * (AC 15.3) — then resolves them one at a time in the order he likes, each battle's retreats and
 * advances carried out before the next (AC 13.3).
 */
import { parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import type { AcCtx } from '../ctx';
import { acUnit } from '../data/units';
import { acLabel } from '../map/grid';
import { nbrs } from '../map/map';
import { nearestZone } from '../zonesNear';
import { derivedFact, occupancy } from '../queries';
import { putUnit, setFlag, setLoc, unitOf, type AcSide, type AcState } from '../state';
import { adjacent, attackersOf, hexOf, mayAttack, mayBeAttacked, mustAttack, mustBeAttacked, offBoardNeighbours, refighting, zoneOf } from './obligations';
import { EDGE_ZONES, entryKeys, ZONES, type Zone } from '../map/zones';
import { finishLeaderChoice, queueAdvance, resolveBattle } from './resolve';
import { fireAfterCombat } from '../fire/decide';
import { advanceOptions, advancePath, OFF, retreatOptions, retreatPath } from './retreat';
import { nextBattleNo, type AfterCombat, type Battle, type CombatState } from './types';

const label = (k: string) => acLabel(parseHexKey(k));

/**
 * Open the combat phase of `side`, with its Battle Rages refights already declared. A refight takes
 * the defenders still next to its attackers (AC 14.33: each attacker next to every hex it attacks;
 * from the OBMC, across its zone's edge, AC 11.2). A defender carried off since — eliminated, or
 * retreated out of a battle it fought in the meantime — leaves nothing to refight with it; a unit of
 * the rage that takes no part in the refight is released from it (its counter turned face up), as
 * there is no attack left for it to wait for (AC 15.3 BR).
 */
export function startCombat(s: AcState, side: AcSide): CombatState {
  const battles: Battle[] = [];
  for (const r of s.rages) {
    if (r.attackerSide !== side) continue;
    const present = r.attackers.filter((u) => unitOf(s, u).loc.at === 'hex' || unitOf(s, u).loc.at === 'obmc');
    const defended = [...new Set(r.defenders.map((u) => hexOf(s, u)).filter((h): h is string => !!h))];
    const hexes = defended.filter((h) => present.some((u) => reachesHex(s, u, h)));
    const attackers = present.filter((u) => hexes.every((h) => reachesHex(s, u, h)));
    const refight = attackers.length > 0 && hexes.length > 0;
    if (refight) battles.push({ attackers, hexes, rages: true, no: battles.length + 1 });
    for (const u of [...r.attackers, ...r.defenders]) {
      const inIt = refight && (attackers.includes(u) || hexes.includes(hexOf(s, u) ?? ''));
      if (!inIt && unitOf(s, u).raging) setFlag(s, u, 'raging', false);
    }
  }
  s.rages = s.rages.filter((r) => r.attackerSide !== side);
  return { side, battles, locked: false, fought: [], after: [] };
}

/** Can this unit attack hex `h` where it stands: next to it, or from its OBMC box across the edge (AC 11.2, 14.33)? */
function reachesHex(s: AcState, id: string, h: string): boolean {
  const at = hexOf(s, id);
  if (at) return adjacent(at, h);
  const z = zoneOf(s, id);
  return !!z && !!EDGE_ZONES.get(h)?.includes(z as Zone);
}

/** AC 14.6 — an attacking unit's factor goes whole into one battle: a unit in a battle joins no other. */
const inBattle = (c: CombatState, id: string) => c.battles.some((b) => b.attackers.includes(id));
const hexTaken = (c: CombatState, hex: string) => c.battles.some((b) => b.hexes.includes(hex));

/**
 * Whether a unit able to attack is free to join a battle now: not in one already, not fought this
 * phase, and if raging, only for its own refight or a counterattack.
 */
function freeTest(s: AcState, c: CombatState): (id: string) => boolean {
  const busy = new Set<string>(c.fought);
  for (const b of c.battles) for (const a of b.attackers) busy.add(a);
  return (id) => !busy.has(id) && (!unitOf(s, id).raging || counterattacking(s, id) || refighting(s, id));
}

/**
 * Each enemy hex `side` may attack (mayBeAttacked) with the units able to attack that reach it
 * (next to it, or from the OBMC box beyond its edge), in order of battle. Remembered per position.
 */
function threatsOf(s: AcState, side: AcSide): Map<string, string[]> {
  return derivedFact(s, `threats:${side}:${s.phase}`, () => {
    const occ = occupancy(s);
    const out = new Map<string, string[]>();
    const ok = new Map<string, boolean>();
    for (const id of attackersOf(s, side)) {
      for (const k of reachable(s, id)) {
        if (!occ.has(k)) continue;
        let may = ok.get(k);
        if (may === undefined) ok.set(k, (may = mayBeAttacked(s, side, k, occ)));
        if (!may) continue;
        const list = out.get(k);
        if (list) list.push(id);
        else out.set(k, [id]);
      }
    }
    return out;
  });
}

/**
 * Could anything be fought at all this phase? Asked as the phase opens (flow.ts), before any unit
 * has joined a battle or fought, so any enemy hex some unit could attack will do.
 */
export function anyBattlePossible(s: AcState, c: CombatState): boolean {
  return c.battles.length > 0 || threatsOf(s, c.side).size > 0;
}

/**
 * AC 13.1 (this edition's reading) — a unit bound to attack is excused when every enemy hex it
 * could attack is taken by a Battle Rages refight it may not join: a refight is neither dropped nor
 * split (AC 15.3 BR), and each hex is attacked in one battle, so nothing the player declares could
 * give it a battle.
 */
function lockedOut(s: AcState, c: CombatState, id: string): boolean {
  const targets = [...threatsOf(s, c.side)].filter(([, ids]) => ids.includes(id)).map(([k]) => k);
  return targets.every((k) => c.battles.some((b) => b.rages && b.hexes.includes(k) && !mayJoin(s, b, id)));
}

/** Why the declared battles cannot be fought yet, or null. */
export function unmet(s: AcState, c: CombatState): string | null {
  if (c.battles.some((b) => b.attackers.length === 0)) return 'Every battle needs at least one attacker.';
  const occ = occupancy(s);
  const idle = mustAttack(s, c.side, occ).filter((u) => !inBattle(c, u) && !lockedOut(s, c, u));
  if (idle.length) return `${acUnit(idle[0]).name} stands in an enemy zone of control and must attack (AC 13.1).`;
  const spared = mustBeAttacked(s, c.side, occ).filter((h) => !hexTaken(c, h));
  if (spared.length) return `The units at ${label(spared[0])} hold one of yours in their zone of control and must be attacked (AC 14.31).`;
  // AC 15.3 BR — a counterattack on a Battle Rages must take on every original attacker.
  for (const r of s.rages) {
    if (r.attackerSide === c.side) continue;
    const hexes = r.attackers.map((u) => hexOf(s, u)).filter((h): h is string => !!h);
    const hit = hexes.filter((h) => hexTaken(c, h));
    if (hit.length && hit.length < hexes.length) return 'A counterattack on a Battle Rages must attack every one of its original attackers (AC 15.3).';
  }
  return null;
}

export function combatLegal(s: AcState): AcAction[] {
  const c = s.combat!;
  const out: AcAction[] = [];
  if (c.after.length) return afterLegal(s);
  if (c.locked) {
    c.battles.forEach((_, i) => out.push({ t: 'resolve', battle: i }));
    return out;
  }
  const occ = occupancy(s);
  const free = freeTest(s, c);
  const threats = threatsOf(s, c.side);
  for (const [k, ids] of threats) if (!hexTaken(c, k) && ids.some(free)) out.push({ t: 'attack', hex: k });
  c.battles.forEach((b, i) => {
    // Candidates reach every defending hex; mayJoin then applies the rest (AC 14.33, 11.2). A refight's
    // hex may hold nothing attackable now (a fort alone): then every unit able to attack is tried.
    const lists = b.hexes.map((h) => threats.get(h));
    const cands = lists.every((l) => l) ? lists[0]!.filter((id) => lists.every((l) => l!.includes(id))) : attackersOf(s, c.side);
    for (const id of cands) if (free(id) && mayJoin(s, b, id)) out.push({ t: 'join', unit: id, battle: i });
    if (b.attackers.length && b.attackers.every((a) => hexOf(s, a))) {
      const first = hexOf(s, b.attackers[0])!;
      for (const k of nbrs(first)) {
        if (!occ.has(k) || hexTaken(c, k) || !mayBeAttacked(s, c.side, k, occ)) continue;
        if (b.attackers.every((a) => adjacent(hexOf(s, a)!, k))) out.push({ t: 'widen', hex: k, battle: i });
      }
    }
    // A refight's attacker unable to attack now (AC 21.2: disrupted since) fights on in it but,
    // taken out, could join nothing again: the refight could then be neither fought nor dropped.
    for (const a of b.attackers) if (!b.rages || mayAttack(s, a)) out.push({ t: 'unjoin', unit: a });
    if (!b.rages) out.push({ t: 'drop', battle: i });
  });
  if (unmet(s, c) === null) out.push({ t: 'fight' });
  return out;
}

/** The hexes a unit could attack: its neighbours, or for a Gaul in the OBMC the edge hexes of its zone (AC 11.2). */
function reachable(s: AcState, id: string): readonly string[] {
  const h = hexOf(s, id);
  if (h) return nbrs(h);
  const z = zoneOf(s, id);
  return z ? entryKeys(z as Zone) : [];
}

/**
 * May this unit join the battle? Next to every defending hex (AC 14.33) — units of one stack join
 * separate battles unit by unit (AC 14.5); from the OBMC, only
 * against one edge hex of its zone, two units for each imaginary hex beyond it (AC 11.2, 10.1).
 */
function mayJoin(s: AcState, b: Battle, id: string): boolean {
  if (!b.hexes.every((k) => reachesHex(s, id, k))) return false;
  if (hexOf(s, id)) return true;
  if (b.hexes.length !== 1) return false;
  const fromOff = b.attackers.filter((a) => !hexOf(s, a)).length;
  return fromOff < 2 * offBoardNeighbours(b.hexes[0]).length;
}

/** A raging unit of the defender may strike back at the units that attacked it (AC 15.3 BR). */
function counterattacking(s: AcState, id: string): boolean {
  return s.rages.some((r) => r.attackerSide !== acUnit(id).side && r.defenders.includes(id));
}

function afterLegal(s: AcState): AcAction[] {
  const a = s.combat!.after[0];
  if (a.kind === 'leaders') return [{ t: 'standAside', unit: a.leaders[0], aside: true }, { t: 'standAside', unit: a.leaders[0], aside: false }];
  if (a.kind === 'retreat') return retreatOptions(s, a.units, a.from, a.hexes).map((to) => ({ t: 'retreat', to }) as AcAction);
  const out: AcAction[] = [];
  for (const u of a.units) for (const to of advanceOptions(s, u, a.into, a.hexes)) out.push({ t: 'advance', unit: u, to });
  out.push({ t: 'hold' });
  return out;
}

/** Who decides now in a combat phase. */
export function combatToAct(s: AcState): AcSide {
  const c = s.combat!;
  return c.after.length ? c.after[0].chooser : c.side;
}

export function combatApply(ctx: AcCtx, a: AcAction): void {
  const s = ctx.s;
  const c = s.combat!;
  switch (a.t) {
    case 'attack':
      // AC 14.4: a battle takes a whole hex — every defending unit stacked there fights as one.
      // AC 14.7: any odds may be declared, so a soak-off at poor odds frees better odds elsewhere.
      c.battles.push({ attackers: [], hexes: [a.hex], no: nextBattleNo(c.battles) });
      return;
    case 'join':
      c.battles[a.battle].attackers.push(a.unit);
      return;
    case 'unjoin':
      for (const b of c.battles) b.attackers = b.attackers.filter((x) => x !== a.unit);
      return;
    case 'widen':
      c.battles[a.battle].hexes.push(a.hex);
      return;
    case 'drop':
      c.battles.splice(a.battle, 1);
      return;
    case 'fight': {
      const occ = occupancy(s);
      for (const b of c.battles) b.defenders = b.hexes.flatMap((h) => (occ.get(h) ?? []).filter((x) => acUnit(x).kind !== 'fort'));
      // Counterattacks end the Battle Rages they strike at (AC 15.3 BR).
      s.rages = s.rages.filter((r) => !(r.attackerSide !== c.side && r.attackers.some((u) => c.battles.some((b) => b.defenders!.includes(u)))));
      c.locked = true;
      ctx.text(c.side, c.battles.length ? `${c.battles.length} battle${c.battles.length > 1 ? 's' : ''} declared.` : 'No battles.', 'AC 13.2');
      return;
    }
    case 'resolve': {
      const [b] = c.battles.splice(a.battle, 1);
      resolveBattle(ctx, b);
      return;
    }
    case 'retreat': {
      // The legal list offers a retreat only while one waits first (afterLegal).
      const r = c.after.shift() as Extract<AfterCombat, { kind: 'retreat' }>;
      const gallic = acUnit(r.units[0]).side === 'gallic';
      // AC 24.9: every vacant fort the Gauls pass through on the way is destroyed after the retreat.
      const path = gallic ? retreatPath(s, r.units, r.from, r.hexes, a.to) : [];
      if (a.to === OFF) {
        const zone = nearestZone(r.from);
        for (const u of r.units) setLoc(s, u, { at: 'obmc', zone });
        // The Roman saw them go: the presence chart shows the zone at once (AC 11.9).
        if (!s.presence.includes(zone)) s.presence = ZONES.filter((z) => z === zone || s.presence.includes(z));
        ctx.text(acUnit(r.units[0]).side, `${r.units.map((u) => acUnit(u).name).join(', ')} retreat off the board into zone ${nearestZone(r.from)}.`, 'AC 16.2');
        destroyVacantForts(ctx, path);
      } else {
        for (const u of r.units) setLoc(s, u, { at: 'hex', hex: a.to });
        ctx.text(acUnit(r.units[0]).side, `${r.units.map((u) => acUnit(u).name).join(', ')} retreat ${r.hexes} from ${label(r.from)} to ${label(a.to)}.`, r.rule, [{ kind: 'hex', id: a.to }]);
        destroyVacantForts(ctx, path);
        fireAfterCombat(ctx, r.units, a.to);
      }
      if (r.thenAdvance) queueAdvance(ctx, r.thenAdvance);
      return;
    }
    case 'advance': {
      const adv = c.after[0] as Extract<AfterCombat, { kind: 'advance' }>; // as for a retreat
      const from = hexOf(s, a.unit)!;
      const path = acUnit(a.unit).side === 'gallic' ? advancePath(s, a.unit, adv.into, adv.hexes, a.to) : [];
      setLoc(s, a.unit, { at: 'hex', hex: a.to });
      adv.units = adv.units.filter((u) => u !== a.unit);
      ctx.text(acUnit(a.unit).side, `${acUnit(a.unit).name} advances from ${label(from)} to ${label(a.to)}.`, adv.rule, [{ kind: 'hex', id: a.to }]);
      if (acUnit(a.unit).side === 'gallic') {
        destroyVacantForts(ctx, path);
        fireAfterCombat(ctx, [a.unit], a.to);
      }
      if (!adv.units.length) c.after.shift();
      return;
    }
    case 'hold':
      c.after.shift();
      return;
    case 'standAside': {
      // AC 19.6: the Roman decides for one leader; when all have decided the result is carried out.
      // The legal list names the first leader of the waiting choice only (afterLegal).
      const e = c.after[0] as Extract<AfterCombat, { kind: 'leaders' }>;
      e.leaders.shift();
      if (a.aside) e.aside.push(a.unit);
      ctx.text('roman', a.aside ? `${acUnit(a.unit).name} stands clear of the result with the units not in the battle.` : `${acUnit(a.unit).name} shares the fate of the attackers.`, 'AC 19.6');
      if (e.leaders.length) return;
      c.after.shift();
      finishLeaderChoice(ctx, e);
      return;
    }
    default:
      return;
  }
}

/** AC 24.9 — every vacant fort on the hexes a Gallic retreat or advance passed through (its end included) is destroyed. */
function destroyVacantForts(ctx: AcCtx, path: readonly string[]): void {
  const s = ctx.s;
  const occ = occupancy(s);
  for (const h of new Set(path)) {
    // A Gallic retreat or advance never enters a hex a Roman unit holds (AC 5.5, 16.2), so each fort
    // on its path is vacant.
    const here = occ.get(h) ?? [];
    for (const f of here.filter((x) => acUnit(x).kind === 'fort')) {
      putUnit(s, f, { loc: { at: 'gone', why: 'eliminated' } });
      ctx.text('gallic', `${acUnit(f).name} at ${label(h)} falls to the Gauls and is destroyed.`, 'AC 24.9', [{ kind: 'hex', id: h }]);
    }
  }
}

/** Is the combat phase over (locked, every battle fought, nothing left to carry out)? */
export const combatDone = (s: AcState): boolean => !!s.combat && s.combat.locked && s.combat.battles.length === 0 && s.combat.after.length === 0;
