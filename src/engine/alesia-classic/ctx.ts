/**
 * The working context of one `apply`: a private copy of the state that rule code changes, the log
 * entries it writes, and the dice (drawn from the generator kept in the state).
 */
import { cloneJson } from '../core/cloneJson';
import type { LogEntry, Modifier, Ref, TableCell } from '../core/log';
import { sumModifiers } from '../core/log';
import { nextDie } from '../core/rng';
import type { RuleId } from '../core/rules';
import type { AcSide, AcState } from './state';

export class AcCtx {
  readonly log: LogEntry[] = [];
  /** `origin`: the finished state the action is applied to (its derived facts are remembered). */
  constructor(public s: AcState, readonly origin?: AcState) {}

  die(): number {
    const [v, next] = nextDie(this.s.rng, 6);
    this.s.rng = next;
    return v;
  }

  /** Roll `n` dice, log the roll with its rule, modifiers, table cell and result. */
  roll(spec: {
    side: AcSide | null;
    purpose: string;
    rule: RuleId;
    n?: number;
    modifiers?: Modifier[];
    refs?: Ref[];
    interpret: (total: number, dice: number[]) => { result: string; cell?: TableCell };
  }): { dice: number[]; total: number; result: string } {
    const dice = Array.from({ length: spec.n ?? 1 }, () => this.die());
    const modifiers = spec.modifiers ?? [];
    const total = dice.reduce((a, b) => a + b, 0) + sumModifiers(modifiers);
    const { result, cell } = spec.interpret(total, dice);
    this.log.push({ kind: 'roll', side: spec.side, purpose: spec.purpose, rule: spec.rule, dice, modifiers, total, cell, result, refs: spec.refs });
    return { dice, total, result };
  }

  text(side: AcSide | null, text: string, rule?: RuleId, refs?: Ref[], extra?: { heading?: boolean; auto?: boolean; hiddenFrom?: string[] }): void {
    this.log.push({ kind: 'text', side, text, rule, refs, ...extra });
  }
}

/**
 * A working copy of a state for one `apply`: every part the rules edit in place is copied, the rest
 * shared. Rule code replaces a unit's record (setLoc, setFlag in state.ts) and copies a move record
 * and the moves table before writing them (ownMove, putMove), so both are shared; the combat under way is copied. Much cheaper than
 * a deep clone of the whole state (the fuzz test checks that `apply` never changes its input).
 */
export function cloneAc(s: AcState): AcState {
  // The unit table is shared until the action first changes a unit (state.ts putUnit); move records
  // until it first writes one (state.ts ownMove). The turn's volleys used and lost, where each Gaul
  // began the turn, the wall and edge counts, the Outer Works landings and the presence chart are
  // replaced whole when they change, never edited, so they are shared too.
  return {
    ...s,
    // Shared until the action first writes a record (state.ts ownMove, putMove).
    moves: s.moves,
    coordination: { ...s.coordination },
    ...(s.nightfall && { nightfall: [...s.nightfall] }),
    revival: s.revival && { side: s.revival.side, left: { ...s.revival.left } },
    fire: {
      ...s.fire,
      window: s.fire.window && { ...s.fire.window },
      pending: s.fire.pending && cloneJson(s.fire.pending),
      plan: { ...s.fire.plan },
    },
    combat: s.combat && cloneJson(s.combat),
    rages: s.rages && s.rages.length === 0 ? [] : cloneJson(s.rages),
    // AC 8.4, 22.4 (optional): the trench work and the reconnaissance reports are written as the
    // turn ends and as reports are made and delivered; their records are replaced, never edited.
    ...(s.trench && { trench: { work: { ...s.trench.work }, filled: [...s.trench.filled] } }),
    ...(s.recon && { recon: { pending: [...s.recon.pending], delivered: [...s.recon.delivered] } }),
  };
}

/** The Roman player and commanders, from whom the Gauls' off-board moves are hidden (AC 3.4, 11.8). */
export const ROMAN_SEATS = ['roman', 'caesar', 'labienus'];
