/**
 * The working context of one `apply`: a private copy of the state that rule code changes, the log
 * it writes, and the dice. GBoH rolls one ten-sided die read 0–9 (AG 1.0, 5.21, 5.33); the
 * generator lives in the state (../core/rng.ts), so a game replays bit for bit.
 */
import { cloneJson } from '../core/cloneJson';
import type { LogEntry, Modifier, Ref, TableCell } from '../core/log';
import { sumModifiers } from '../core/log';
import { nextDie } from '../core/rng';
import type { RuleId } from '../core/rules';
import type { AgSide, AgState } from './state';

export class AgCtx {
  readonly log: LogEntry[] = [];
  constructor(public s: AgState) {}

  /** One d10 read 0–9. */
  d10(): number {
    const [v, next] = nextDie(this.s.rng, 10);
    this.s.rng = next;
    return v - 1;
  }

  /** Roll one d10 (0–9) and log it with its rule, modifiers, table cell and result. */
  roll(spec: {
    side: AgSide | null;
    purpose: string;
    rule: RuleId;
    modifiers?: Modifier[];
    refs?: Ref[];
    hiddenFrom?: string[];
    auto?: boolean;
    interpret: (total: number, die: number) => { result: string; cell?: TableCell };
  }): { die: number; total: number; result: string } {
    const die = this.d10();
    const modifiers = spec.modifiers ?? [];
    const total = die + sumModifiers(modifiers);
    const { result, cell } = spec.interpret(total, die);
    this.log.push({ kind: 'roll', side: spec.side, purpose: spec.purpose, rule: spec.rule, dice: [die], modifiers, total, cell, result, refs: spec.refs, ...(spec.hiddenFrom ? { hiddenFrom: spec.hiddenFrom } : {}), ...(spec.auto ? { auto: true } : {}) });
    return { die, total, result };
  }

  text(side: AgSide | null, text: string, rule?: RuleId, extra?: { heading?: boolean; hiddenFrom?: string[]; refs?: Ref[]; auto?: boolean }): void {
    this.log.push({ kind: 'text', side, text, rule, ...extra });
  }
}

/**
 * A private working copy for one `apply`. Rule code writes a unit's, leader's or tribe's fields on
 * its own record and replaces locations whole (never edits a `loc` in place), so each record is
 * copied one level deep; the Assault Period's bookkeeping, the plan and the Command are edited
 * inside, so they are copied whole. The frozen-input test (system.rules.test.ts) guards this.
 */
export function cloneAg(s: AgState): AgState {
  const units: AgState['units'] = {};
  for (const k in s.units) units[k] = { ...s.units[k] };
  const leaders: AgState['leaders'] = {};
  for (const k in s.leaders) leaders[k] = { ...s.leaders[k] };
  const tribes: AgState['tribes'] = {};
  for (const k in s.tribes) tribes[k] = { ...s.tribes[k] };
  return {
    ...s,
    legions: [...s.legions],
    units,
    leaders,
    tribes,
    ap: cloneJson(s.ap),
    plan: cloneJson(s.plan),
    orders: { ...s.orders },
    command: s.command && cloneJson(s.command),
    // AG 9.0–9.3: the shock segment is edited inside (shock/play.ts).
    ...(s.shock ? { shock: cloneJson(s.shock) } : {}),
  };
}

/** The Roman seat, from whom the Gaul's plan is hidden (AG 5.31, 5.34). */
export const ROMAN_ONLY = ['roman'];
