/**
 * Attack and defence totals for one Hand-to-Hand battle in ALESIA / CAESAR (seed 003): the pure
 * arithmetic only. Which terrain doubles whom (TEC, AC 24.1, 25.x, Appendices D–E) is decided
 * elsewhere and arrives here as a list of reasons.
 *
 * AC 13.4  a unit's combat factor is never doubled when attacking.
 * AC 13.5  defence may be doubled; doublings are never cumulative: ×2 at most, however many
 *          reasons apply (rampart and river together still give ×2, never ×4).
 * AC 14.1 / 14.2  factors of the units on one side of a battle are added together.
 * AC 11.2  units attacked from off the board are never doubled (passed as `cancelledBy`).
 * AC 19.3  leaders have no combat factor (they add dice, combat/leaders.ts).
 * AC 20.1  archers and slingers never attack in Hand-to-Hand and defend with a factor of 1.
 *          Reading: that 1 is their base factor and is doubled with the rest of the hex.
 * AC 21.3  disrupted units defend at full strength (nothing to do here).
 */
import type { RuleId } from '../../core/rules';

export interface DoublingReason {
  rule: RuleId;
  label: string;
}

export interface CombatUnit {
  id: string;
  /** For display, e.g. 'Cohort X/1 (5-8)'. */
  label: string;
  /** Printed combat factor (AC 2.4). */
  factor: number;
  /** Archer or slinger (AC 20.1). */
  missile?: boolean;
  /** Caesar or Labienus: no combat factor (AC 19.3). */
  leader?: boolean;
}

export interface FactorTerm {
  unit: string;
  label: string;
  /** Factor printed on the counter. */
  printed: number;
  /** Factor counted in this battle. */
  value: number;
  /** The rule that changed `printed` into `value`, when they differ. */
  rule?: RuleId;
}

export interface Doubling {
  rule: 'AC 13.5';
  multiplier: 2;
  /** Every distinct reason that justified it, in the order given; it is applied once only. */
  reasons: DoublingReason[];
}

export interface DefenceStrength {
  units: FactorTerm[];
  /** Sum of the counted factors (AC 14.2). */
  base: number;
  /** The single doubling applied, or null. */
  doubling: Doubling | null;
  /** When doubling reasons existed but a rule forbade doubling (AC 11.2). */
  cancelled: { by: DoublingReason; reasons: DoublingReason[] } | null;
  total: number;
}

export interface AttackStrength {
  units: FactorTerm[];
  /** Sum of the factors (AC 14.1); never doubled (AC 13.4). */
  total: number;
  neverDoubled: 'AC 13.4';
}

function checkFactor(u: CombatUnit): void {
  if (!Number.isInteger(u.factor) || u.factor < 0) {
    throw new RangeError(`${u.label}: combat factor must be a whole number ≥ 0, not ${u.factor}`);
  }
}

function term(u: CombatUnit, value: number, rule?: RuleId): FactorTerm {
  const t: FactorTerm = { unit: u.id, label: u.label, printed: u.factor, value };
  if (rule !== undefined && value !== u.factor) t.rule = rule;
  return t;
}

function distinct(reasons: readonly DoublingReason[]): DoublingReason[] {
  const seen = new Set<string>();
  const out: DoublingReason[] = [];
  for (const r of reasons) {
    const key = `${r.rule}\u0000${r.label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ rule: r.rule, label: r.label });
  }
  return out;
}

/** The defence factor of the units defending together (AC 13.5, 14.2, 20.1). */
export function defenceStrength(
  units: readonly CombatUnit[],
  reasons: readonly DoublingReason[] = [],
  cancelledBy: DoublingReason | null = null,
): DefenceStrength {
  const terms = units.map((u) => {
    checkFactor(u);
    if (u.leader) return term(u, 0, 'AC 19.3');
    if (u.missile) return term(u, 1, 'AC 20.1');
    return term(u, u.factor);
  });
  const base = terms.reduce((s, t) => s + t.value, 0);
  const why = distinct(reasons);
  if (why.length === 0) return { units: terms, base, doubling: null, cancelled: null, total: base };
  if (cancelledBy) {
    return { units: terms, base, doubling: null, cancelled: { by: { ...cancelledBy }, reasons: why }, total: base };
  }
  return { units: terms, base, doubling: { rule: 'AC 13.5', multiplier: 2, reasons: why }, cancelled: null, total: base * 2 };
}

/** The attack factor of the units attacking together (AC 13.4, 14.1). Missile units cannot attack. */
export function attackStrength(units: readonly CombatUnit[]): AttackStrength {
  const terms = units.map((u) => {
    checkFactor(u);
    if (u.missile) throw new RangeError(`${u.label}: archers and slingers never attack Hand-to-Hand (AC 20.1)`);
    if (u.leader) return term(u, 0, 'AC 19.3');
    return term(u, u.factor);
  });
  return { units: terms, total: terms.reduce((s, t) => s + t.value, 0), neverDoubled: 'AC 13.4' };
}

/** One line for an odds panel or the log: '5 + 1 = 6, doubled once (fort AC 24.1; river AC 8.3) = 12'. */
export function describeDefence(d: DefenceStrength): string {
  const sum = d.units.length === 0 ? '0' : d.units.map((t) => String(t.value)).join(' + ');
  let s = d.units.length > 1 ? `${sum} = ${d.base}` : sum;
  const list = (rs: readonly DoublingReason[]): string => rs.map((r) => `${r.label} ${r.rule}`).join('; ');
  if (d.doubling) s += `, doubled once (${list(d.doubling.reasons)}) = ${d.total}`;
  else if (d.cancelled) s += `, not doubled (${list([d.cancelled.by])}; would have been: ${list(d.cancelled.reasons)})`;
  return s;
}
