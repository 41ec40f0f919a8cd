import { nextDie } from '../core/rng';
import { cloneJson } from '../core/cloneJson';
import type { LogEntry, Modifier, Ref, TableCell } from '../core/log';
import { sumModifiers } from '../core/log';
import type { RuleId } from '../core/rules';
import type { BellumState, Side } from './state';

/**
 * The working context of one `apply`: a private copy of the state that rule code mutates,
 * the log entries produced, and the dice (drawn from the generator kept in the state).
 */
export class Ctx {
  readonly log: LogEntry[] = [];
  constructor(public s: BellumState) {}

  /** Roll `n` dice of `sides`, advancing the generator in the state. */
  dice(n: number, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const [v, next] = nextDie(this.s.rng, sides);
      this.s.rng = next;
      out.push(v);
    }
    return out;
  }

  /**
   * Roll, apply modifiers and log the roll with its rule, modifiers, table cell and result.
   * `interpret` maps the modified total to [result text, table cell?].
   */
  roll(spec: {
    side: Side | null;
    purpose: string;
    rule: RuleId;
    n?: number;
    modifiers?: Modifier[];
    refs?: Ref[];
    interpret: (total: number, dice: number[]) => { result: string; cell?: TableCell; also?: TableCell[] };
  }): { dice: number[]; total: number; result: string } {
    const dice = this.dice(spec.n ?? 1);
    const modifiers = spec.modifiers ?? [];
    const total = dice.reduce((a, b) => a + b, 0) + sumModifiers(modifiers);
    const { result, cell, also } = spec.interpret(total, dice);
    this.log.push({
      kind: 'roll',
      side: spec.side,
      purpose: spec.purpose,
      rule: spec.rule,
      dice,
      modifiers,
      total,
      cell,
      also,
      result,
      refs: spec.refs,
    });
    return { dice, total, result };
  }

  text(side: Side | null, text: string, rule?: RuleId, refs?: Ref[], extra?: { auto?: boolean; heading?: boolean }): void {
    this.log.push({ kind: 'text', side, text, rule, refs, ...extra });
  }
}

/**
 * Copy the state deeply enough that rule code may mutate the copy freely.
 * (Written as assignments onto a spread copy: measured 4–5× faster in V8 than one big literal.)
 */
export function cloneState(s: BellumState): BellumState {
  const units: BellumState['units'] = {};
  for (const k in s.units) units[k] = { ...s.units[k] };
  const leaders: BellumState['leaders'] = {};
  for (const k in s.leaders) leaders[k] = { ...s.leaders[k] };
  const out: BellumState = { ...s };
  out.options = { ...s.options };
  out.control = { ...s.control };
  out.scorched = s.scorched.slice();
  out.depots = s.depots.slice();
  out.destroyed = s.destroyed.slice();
  out.spared = s.spared.slice();
  out.sieges = s.sieges.map((x) => ({ ...x }));
  out.siegeDuty = s.siegeDuty.slice();
  out.replacement = s.replacement ? cloneJson(s.replacement) : null;
  out.replacementsTaken = { ...s.replacementsTaken };
  if (s.hiberna) out.hiberna = s.hiberna.slice();
  if (s.oppidumTests) out.oppidumTests = { ...s.oppidumTests };
  out.units = units;
  out.leaders = leaders;
  out.moved = s.moved.slice();
  out.mayMove = s.mayMove.slice();
  out.exitTests = { ...s.exitTests };
  out.arrivals = { ...s.arrivals };
  out.selection = s.selection ? { ...s.selection, leaders: s.selection.leaders.slice(), units: s.selection.units.slice() } : null;
  out.losses = s.losses.map((l) => ({ ...l, candidates: l.candidates.slice() }));
  out.combat = s.combat ? cloneJson(s.combat) : null;
  out.reinforce = s.reinforce.map((r) => ({ ...r, regions: r.regions.slice() }));
  out.rhenus = { ...s.rhenus };
  out.rhineWatch = { ...s.rhineWatch };
  out.negotiations = s.negotiations.slice(); // entries are never changed once made
  out.mobilise = s.mobilise ? s.mobilise.slice() : null;
  out.outcome = s.outcome ? { ...s.outcome } : null;
  if (s.naval) out.naval = cloneJson(s.naval);
  return out;
}


export const regionRef = (id: string): Ref => ({ kind: 'region', id });
export const pieceRef = (id: string): Ref => ({ kind: 'piece', id });
