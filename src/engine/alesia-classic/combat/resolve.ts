/**
 * Resolving one battle (AC 15): the odds, the die — with Labienus's and Caesar's extra dice, the
 * Roman keeping the best (AC 19.4–19.5) — and the result: eliminations at once, retreats and
 * advances queued for the players to carry out (AC 15.3, 16), Battle Rages and Melee (AC 15.3,
 * voided when either whole force is in a fort, AC 24.7).
 */
import { parseHexKey } from '../../hex/coords';
import { acUnit } from '../data/units';
import { isMissile } from '../data/types';
import type { AcCtx } from '../ctx';
import { acLabel } from '../map/grid';
import { occupancy } from '../queries';
import { putUnit, setFlag, unitOf, type AcSide, type AcState } from '../state';
import { endGame } from '../victory';
import { extraDice, h2hRollEntry, rollH2h, type RomanLeader } from './leaders';
import { adjacent, hexOf } from './obligations';
import { retreatOptions } from './retreat';
import { battleOdds } from './strength';
import type { AfterCombat, Battle, ThenAdvance } from './types';
import { H2H_AUTO_RESULT, type H2hResult } from '../tables/h2h';

const label = (k: string) => acLabel(parseHexKey(k));
const names = (ids: string[]) => ids.map((id) => acUnit(id).name).join(', ');

/** Roman leaders stacked with any of these units (AC 19.4–19.5); AC 19.6: a leader aids every battle of the units it is stacked with. */
function leadersWith(s: AcState, units: string[]): RomanLeader[] {
  const hexes = new Set(units.map((u) => hexOf(s, u)));
  const out: RomanLeader[] = [];
  const at = (id: string) => { const l = unitOf(s, id)?.loc; return l?.at === 'hex' ? l.hex : null; };
  if (at('labienus') && hexes.has(at('labienus'))) out.push('Labienus');
  if (at('caesar') && hexes.has(at('caesar'))) out.push('Caesar');
  return out;
}

/**
 * Units that share the fate of `units` (AC 19.1, AC 19.6): the leaders in their hexes. A Roman leader
 * with other Roman units not in this battle in its hex escapes it only if the Roman chose so
 * (`combat.standClear`, asked for by `standAsideCandidates`); Vercingetorix then stays with those others.
 */
function withLeaders(s: AcState, units: string[], inBattle: Set<string>): string[] {
  const occ = occupancy(s);
  const out = [...units];
  const aside = new Set(s.combat?.standClear ?? []);
  for (const hex of new Set(units.map((u) => hexOf(s, u)).filter((h): h is string => !!h))) {
    const here = occ.get(hex) ?? [];
    const others = here.filter((x) => !inBattle.has(x) && !['leader', 'fort'].includes(acUnit(x).kind));
    for (const x of here) {
      if (acUnit(x).kind !== 'leader' || out.includes(x)) continue;
      if (others.length && (acUnit(x).side !== 'roman' || aside.has(x))) continue;
      out.push(x);
    }
  }
  return out;
}

/**
 * AC 20.3 — archers and slingers stacked with units forced back by combat go back with them: a
 * missile unit cannot attack, so it is not in the battle, but it may not stay behind by choice.
 * (When another unit of its side, not in the battle, stays in the hex, it stays with that one.)
 */
function withMissiles(s: AcState, units: string[], inBattle: Set<string>): string[] {
  const occ = occupancy(s);
  const out = [...units];
  for (const hex of new Set(units.map((u) => hexOf(s, u)).filter((h): h is string => !!h))) {
    const here = occ.get(hex) ?? [];
    const others = here.filter((x) => !inBattle.has(x) && !isMissile(acUnit(x)) && !['leader', 'fort'].includes(acUnit(x).kind));
    if (others.length) continue;
    for (const x of here) if (isMissile(acUnit(x)) && !out.includes(x) && unitOf(s, x).loc.at === 'hex') out.push(x);
  }
  return out;
}

export function eliminate(ctx: AcCtx, ids: string[], rule: string, why: string): void {
  const s = ctx.s;
  const gone = ids.filter((id) => unitOf(s, id).loc.at !== 'gone');
  if (!gone.length) return;
  const zones = new Set<string>();
  for (const id of gone) {
    const l = unitOf(s, id).loc;
    if (l.at === 'obmc') zones.add(l.zone);
    putUnit(s, id, { loc: { at: 'gone', why: 'eliminated' } });
  }
  // A zone whose Gauls all fell attacking from off the board is empty for everyone to see (AC 11.2, 11.9).
  for (const z of zones) if (!s.units.some((u) => u.loc.at === 'obmc' && u.loc.zone === z)) s.presence = s.presence.filter((x) => x !== z);
  ctx.text(null, `${why}: ${names(gone)} eliminated.`, rule);
  if (gone.includes('vercingetorix') && !s.outcome) endGame(ctx, 'roman', 'Vercingetorix was lost in battle (AC 26.2).');
}

/** Queue the retreat of each beaten hex's units, or eliminate them when no retreat is open (AC 16.2). */
function queueRetreats(ctx: AcCtx, units: string[], hexes: number, chooser: AcSide, rule: string, thenAdvance: ThenAdvance): AfterCombat[] {
  const s = ctx.s;
  const byHex = new Map<string, string[]>();
  for (const u of units) {
    const h = hexOf(s, u);
    if (!h) continue;
    byHex.set(h, [...(byHex.get(h) ?? []), u]);
  }
  const out: AfterCombat[] = [];
  for (const [hex, group] of byHex) {
    // AC 21.1: a disrupted unit that fought (a defender) retreats normally. AC 21.5: a disrupted unit
    // merely stacked with the attackers is not in the battle, so it is not in the group and stays.
    const moving = group;
    if (!moving.length) continue;
    if (retreatOptions(s, moving, hex, hexes).length === 0) {
      eliminate(ctx, moving, 'AC 16.2', `No retreat open from ${label(hex)}`);
      continue;
    }
    out.push({ kind: 'retreat', chooser, units: moving, from: hex, hexes, rule, thenAdvance: null });
  }
  if (out.length) out[out.length - 1] = { ...(out[out.length - 1] as Extract<AfterCombat, { kind: 'retreat' }>), thenAdvance };
  return out;
}

export function resolveBattle(ctx: AcCtx, b: Battle): void {
  const s = ctx.s;
  const combat = s.combat!;
  const attackerSide = combat.side;
  const defenderSide: AcSide = attackerSide === 'roman' ? 'gallic' : 'roman';
  // An attacker carried away from a defending hex since the battles were declared (AC 14.33: next
  // to every hex it attacks) no longer fights in it; from the OBMC it attacks across the edge.
  const attackers = b.attackers.filter((u) => {
    const l = unitOf(s, u).loc;
    return l.at === 'obmc' || (l.at === 'hex' && b.hexes.every((h) => adjacent(l.hex, h)));
  });
  const defenders = (b.defenders ?? []).filter((u) => unitOf(s, u).loc.at === 'hex' && b.hexes.includes(hexOf(s, u)!));
  const involved = new Set([...attackers, ...defenders]);
  combat.fought.push(...attackers, ...defenders);
  if (!attackers.length || !defenders.some((u) => acUnit(u).kind !== 'leader')) {
    ctx.text(attackerSide, `The battle at ${b.hexes.map(label).join(', ')} is not fought: ${attackers.length ? 'the defenders are gone' : 'no attacker is left'}.`, 'AC 13.3');
    return;
  }
  const odds = battleOdds(s, attackers, b.hexes, defenders);
  s.battlesThisTurn += 1;
  for (const u of involved) setFlag(s, u, 'raging', false);
  const where = b.hexes.map(label).join(' and ');
  const terms = odds.hexes.map((h) => `${label(h.hex)} ${h.base}${h.doubled ? ` doubled (${h.reasons.map((r) => r.rule).join(', ')})` : ''}${h.cancelledBy ? ` not doubled (${h.cancelledBy.rule})` : ''}`).join('; ');
  ctx.text(attackerSide, `Battle at ${where}: ${odds.attack} against ${odds.defence} (${terms}) — odds ${odds.ratio.label}${odds.column === 'auto' ? '' : `, column ${odds.column}`}.`, 'AC 15.1', b.hexes.map((h) => ({ kind: 'hex' as const, id: h })));
  let result: H2hResult;
  if (odds.automatic) {
    result = H2H_AUTO_RESULT;
    ctx.text(attackerSide, odds.automatic === 'AC 15.4' ? 'The Gauls are surrounded and attacked at 2-1 or more: they are eliminated without a roll.' : 'Odds of 6-1 or more: the defenders are eliminated without a roll.', odds.automatic);
  } else {
    const romanUnits = attackerSide === 'roman' ? attackers : defenders;
    const leaders = leadersWith(s, romanUnits);
    const roll = rollH2h(s.rng, odds.column, extraDice(leaders), attackerSide === 'roman' ? 'attacker' : 'defender');
    s.rng = roll.rng;
    const entry = h2hRollEntry(roll, odds.column, attackerSide, `Battle at ${where}`, leaders);
    ctx.log.push({ ...entry, refs: b.hexes.map((h) => ({ kind: 'hex' as const, id: h })) });
    result = roll.result;
  }
  const rule = odds.automatic ? odds.automatic : 'AC 15.3';
  // AC 19.6: a leader who may stand clear of the result is asked first; the result waits.
  const leaders = standAsideCandidates(s, attackerSide, result, attackers, involved);
  if (leaders.length) {
    combat.after.unshift({ kind: 'leaders', chooser: 'roman', leaders, aside: [], result, attackers, defenders, battle: b, involved: [...involved], rule });
    ctx.text('roman', `${result.text}: ${names(leaders)} may stand clear of the result, as other Roman units not in the battle stay in ${leaders.length > 1 ? 'their hexes' : 'the hex'}. The Roman chooses.`, 'AC 19.6');
    return;
  }
  applyResult(ctx, result, attackers, defenders, b, involved, attackerSide, defenderSide, rule);
}

function applyResult(ctx: AcCtx, r: H2hResult, attackers: string[], defenders: string[], b: Battle, involved: Set<string>, attackerSide: AcSide, defenderSide: AcSide, rule: string): void {
  const s = ctx.s;
  const attackerHexes = [...new Set(attackers.map((u) => hexOf(s, u)).filter((h): h is string => !!h))];
  const occ = occupancy(s);
  const wholeInFort = (hexes: string[]) => hexes.every((h) => (occ.get(h) ?? []).some((x) => acUnit(x).kind === 'fort'));
  const combat = s.combat!;
  switch (r.kind) {
    case 'AE': {
      eliminate(ctx, withLeaders(s, attackers, involved), 'AC 15.3 AE', 'All attackers are lost');
      if (r.defenderAdvance) combat.after.push({ kind: 'advance', chooser: defenderSide, units: defenders, into: attackerHexes, hexes: r.defenderAdvance, rule: 'AC 15.3 DA' });
      return;
    }
    case 'DE': {
      eliminate(ctx, withLeaders(s, defenders, involved), rule === 'AC 15.3' ? 'AC 15.3 DE' : rule, 'All defenders are lost');
      if (r.attackerAdvance && !s.outcome) combat.after.push({ kind: 'advance', chooser: attackerSide, units: attackers, into: b.hexes, hexes: r.attackerAdvance, rule: 'AC 15.3 AA' });
      return;
    }
    case 'AR': {
      const then = r.defenderAdvance ? { units: defenders, into: attackerHexes, hexes: r.defenderAdvance, side: defenderSide } : null;
      combat.after.push(...queueRetreats(ctx, withLeaders(s, withMissiles(s, attackers, involved), involved), r.retreat!, defenderSide, 'AC 15.3 AR', then));
      if (then && !combat.after.some((a) => a.kind === 'retreat')) queueAdvance(ctx, then);
      return;
    }
    case 'DR': {
      const then = r.attackerAdvance ? { units: attackers, into: b.hexes, hexes: r.attackerAdvance, side: attackerSide } : null;
      combat.after.push(...queueRetreats(ctx, withLeaders(s, withMissiles(s, defenders, involved), involved), r.retreat!, attackerSide, 'AC 15.3 DR', then));
      if (then && !combat.after.some((a) => a.kind === 'retreat')) queueAdvance(ctx, then);
      return;
    }
    case 'Melee':
      // AC 24.7, as in AC App.B: a Melee against a garrisoned fort leaves the garrison as it is.
      if (wholeInFort(attackerHexes) || wholeInFort(b.hexes)) ctx.text(null, 'Melee — void, as one whole force is in a fort.', 'AC 24.7');
      else ctx.text(null, 'Melee: both sides stay where they are; whoever moves next must attack or withdraw.', 'AC 15.3 Melee');
      return;
    case 'BattleRages':
      if (wholeInFort(attackerHexes) || wholeInFort(b.hexes)) {
        ctx.text(null, 'Battle Rages — void, as one whole force is in a fort.', 'AC 24.7');
        return;
      }
      for (const u of involved) setFlag(s, u, 'raging', true);
      s.rages.push({ attackerSide, attackers: attackers.filter((u) => acUnit(u).kind !== 'leader'), defenders: defenders.filter((u) => acUnit(u).kind !== 'leader') });
      ctx.text(null, `Battle Rages at ${b.hexes.map(label).join(', ')}: every unit in it is inverted and stays put; the ${attackerSide} must fight it again next turn unless the ${defenderSide} counterattacks first.`, 'AC 15.3 BR');
      return;
  }
}

/** Queue an advance into the vacated hexes, if any of them is empty (AC 16.1). */
export function queueAdvance(ctx: AcCtx, a: { units: string[]; into: string[]; hexes: number; side: AcSide }): void {
  const s = ctx.s;
  const occ = occupancy(s);
  const vacated = a.into.filter((h) => !(occ.get(h) ?? []).some((x) => acUnit(x).kind !== 'fort'));
  const units = a.units.filter((u) => unitOf(s, u).loc.at === 'hex');
  if (!vacated.length || !units.length) return;
  s.combat!.after.push({ kind: 'advance', chooser: a.side, units, into: vacated, hexes: a.hexes, rule: a.side === s.combat!.side ? 'AC 15.3 AA' : 'AC 15.3 DA' });
}

/**
 * AC 19.6 — the Roman leaders who may stand clear of this result: it goes against Roman attackers
 * (AE, AR), the leader is stacked with them but not in the battle itself, and other Roman units not
 * in the battle stay in its hex. (A Roman defending hex fights whole, so it has none.)
 */
function standAsideCandidates(s: AcState, attackerSide: AcSide, r: H2hResult, attackers: string[], involved: Set<string>): string[] {
  if (attackerSide !== 'roman' || (r.kind !== 'AE' && r.kind !== 'AR')) return [];
  const occ = occupancy(s);
  const out: string[] = [];
  for (const hex of new Set(attackers.map((u) => hexOf(s, u)).filter((h): h is string => !!h))) {
    const here = occ.get(hex) ?? [];
    if (!here.some((x) => !involved.has(x) && !['leader', 'fort'].includes(acUnit(x).kind))) continue;
    for (const x of here) if (acUnit(x).kind === 'leader' && acUnit(x).side === 'roman' && !involved.has(x)) out.push(x);
  }
  return out;
}

/** AC 19.6 — the Roman has decided for every leader: carry out the result that waited. */
export function finishLeaderChoice(ctx: AcCtx, e: Extract<AfterCombat, { kind: 'leaders' }>): void {
  const c = ctx.s.combat!;
  const defenderSide: AcSide = c.side === 'roman' ? 'gallic' : 'roman';
  c.standClear = e.aside;
  applyResult(ctx, e.result, e.attackers, e.defenders, e.battle, new Set(e.involved), c.side, defenderSide, e.rule);
  delete c.standClear;
}
