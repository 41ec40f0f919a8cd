/**
 * The steps of shock before the roll (AG 9.2 steps 1–4): who must or may shock, Retreat Before
 * Shock, the pre-shock TQ test and the leader loss check.
 *
 * AG 9.11  mandatory: every combat unit but archers and artillery that moved this phase shocks every
 *          enemy whose ZOC it is in; so must a unit on a Rampart with an enemy in its ZOC off the
 *          Ramparts, moved or not.
 * AG 9.12  voluntary: an activated unit that began the phase with an enemy in its ZOC and stayed put.
 * AG 9.26  archers and artillery never shock; cavalry never shocks across or into a Rampart or
 *          wall, nor into terrain it may not enter.
 * AG 9.27  archers and artillery attacked with no infantry in their hex are eliminated.
 * AG 8.53  so artillery fights only by fire: it never shocks, and alone it is eliminated when shocked.
 * AG 9.22  Retreat Before Shock: a defender faster (current MA) than every attacker, not in an enemy
 *          ZOC at the start of the phase, may retreat up to half its MA (rounded up) through its
 *          rear; if all defenders go, the attackers may pursue up to half their MA (rounded down).
 *          The choice is the defending player's (reading X2).
 * AG 9.23  pre-shock TQ test in a mandatory shock only, for defenders — not those on a Rampart
 *          attacked from below. A die over the TQ (of the stack's top infantry unit, AG 6.67): 1 Hit
 *          and retreat one hex; if it cannot, 2 Hits more and it stays. Reading: one test per
 *          defending hex, as 6.67 gives the stack one TQ.
 * AG 9.24  one die per leader stacked with an attacking or defending unit: a 0, then 0–4 again,
 *          kills him.
 */
import { checkD10 } from '../tables/types';
import { isArcherUnit, isArtilleryUnit, isCavalryUnit, isInfantryUnit, isShockUnit, type CombatUnit, type Stack } from '../fire/combatUnit';
import { takeHits, type CohesionOptions, type UnitHits } from '../fire/cohesion';
import { hasWall, type Ground } from '../fire/ground';
import { stackTqUnit } from './drms';
import { shareInStack } from './hits';

export type Obligation = { readonly kind: 'mandatory' | 'voluntary' | 'none'; readonly rule: string };

/** AG 9.11, 9.12, 9.26: the unit's duty to shock. `enemiesInZoc`: enemy units in its ZOC now. */
export function shockObligation(
  g: Ground, u: CombatUnit, q: { readonly moved: boolean; readonly startedInEnemyZoc: boolean; readonly enemiesInZoc: readonly CombatUnit[] },
): Obligation {
  if (isArcherUnit(u) || isArtilleryUnit(u)) return { kind: 'none', rule: 'AG 9.26' };
  if (u.routed) return { kind: 'none', rule: 'AG 10.43' };
  if (q.enemiesInZoc.length === 0) return { kind: 'none', rule: 'AG 9.11' };
  if (q.moved) return { kind: 'mandatory', rule: 'AG 9.11' };
  if (g.isRampart(u.hex) && q.enemiesInZoc.some((e) => !g.isRampart(e.hex))) return { kind: 'mandatory', rule: 'AG 9.11' };
  if (q.startedInEnemyZoc) return { kind: 'voluntary', rule: 'AG 9.12' };
  return { kind: 'none', rule: 'AG 9.12' };
}

/** AG 9.26: may this unit shock from its hex into `target`? */
export function mayShockInto(g: Ground, u: CombatUnit, target: string): { ok: boolean; rule: string; why?: string } {
  if (isArcherUnit(u) || isArtilleryUnit(u)) return { ok: false, rule: 'AG 9.26', why: 'archers and artillery never shock' };
  if (isCavalryUnit(u)) {
    if (g.isRampart(target) || g.isRampart(u.hex) || hasWall(g, u.hex, target)) return { ok: false, rule: 'AG 9.26', why: 'cavalry never shocks across or into a Rampart or wall' };
    if (g.prohibited(u.hex, target, 'cavalry')) return { ok: false, rule: 'AG 9.26', why: 'cavalry cannot shock into ground it may not enter' };
  }
  return { ok: true, rule: 'AG 9.26' };
}

/** AG 9.27: the archers and artillery of a defending hex that has no infantry: eliminated at once. */
export function unsupportedShooters(def: Stack): string[] {
  if (def.units.some(isInfantryUnit)) return [];
  return def.units.filter((u) => isArcherUnit(u) || isArtilleryUnit(u)).map((u) => u.id);
}

export interface RbsVerdict {
  readonly ok: boolean;
  readonly rule: 'AG 9.22';
  readonly why?: string;
  /** Hexes the defender may go (half its MA, rounded up) and the pursuers may follow (half, down). */
  readonly retreatMp?: number;
  readonly pursuitMp?: number;
}

/** AG 9.22: may `defender` retreat before the shock of `attackers`? */
export function mayRetreatBeforeShock(defender: CombatUnit, attackers: readonly CombatUnit[], inEnemyZocAtPhaseStart: boolean): RbsVerdict {
  if (inEnemyZocAtPhaseStart) return { ok: false, rule: 'AG 9.22', why: 'it began the phase in an enemy ZOC' };
  if (defender.routed) return { ok: false, rule: 'AG 9.22', why: 'a routed unit does nothing but move (AG 10.43)' };
  const fastest = Math.max(0, ...attackers.map((a) => a.ma));
  if (!(defender.ma > fastest)) return { ok: false, rule: 'AG 9.22', why: 'it is not faster than every attacker' };
  return { ok: true, rule: 'AG 9.22', retreatMp: Math.ceil(defender.ma / 2), pursuitMp: Math.floor(Math.min(...attackers.map((a) => a.ma)) / 2) };
}

/** AG 9.23: does this defending hex test? */
export function preShockTestDue(g: Ground, mandatory: boolean, def: Stack, attackerHexes: readonly string[]): boolean {
  if (!mandatory) return false;
  if (!def.units.some(isInfantryUnit) && !def.units.some(isCavalryUnit)) return false;
  if (g.isRampart(def.hex) && attackerHexes.every((h) => !g.isRampart(h))) return false;
  return true;
}

export interface PreShockTest {
  readonly hex: string;
  readonly tq: number;
  readonly die: number;
  readonly passed: boolean;
  /** Unit id → Hits (1 for failing, +2 more if it cannot retreat), AG 6.67 shared in the stack. */
  readonly hits: Readonly<Record<string, number>>;
  /** Each unit's fate after those Hits (AG 10.13, 10.14, 10.42). */
  readonly fates: readonly UnitHits[];
  /** The stack must retreat one hex (each unit on its own, AG 6.67). */
  readonly retreats: boolean;
  readonly rule: 'AG 9.23';
}

/** AG 9.23 (the TQ check of AG 10.16): the test with `die`; `canRetreat` says whether the stack has a hex to go to (AG 10.2). */
export function preShockTest(def: Stack, die: number, canRetreat: boolean, opts: CohesionOptions = {}): PreShockTest {
  checkD10(die);
  const tu = stackTqUnit(def);
  if (!tu) throw new RangeError('AG 9.23: no infantry or cavalry in the defending hex');
  const passed = die <= tu.tq;
  const hits = passed ? {} : shareInStack(def, canRetreat ? 1 : 3);
  const fates = def.units.filter(isShockUnit).map((u) => takeHits(u, hits[u.id] ?? 0, opts));
  const standing = fates.some((f) => f.fate === 'steady');
  return { hex: def.hex, tq: tu.tq, die, passed, hits, fates, retreats: !passed && canRetreat && standing, rule: 'AG 9.23' };
}

/** AG 9.24: a leader's fate; `second` is needed only after a first 0. */
export function leaderLoss(first: number, second?: number): { readonly killed: boolean; readonly rolledAgain: boolean } {
  checkD10(first);
  if (first !== 0) return { killed: false, rolledAgain: false };
  if (second === undefined) throw new RangeError('AG 9.24: a 0 calls for a second die');
  checkD10(second);
  return { killed: second <= 4, rolledAgain: true };
}
