/**
 * Reading X2 — the standing-order entries that open the phase owner's choice list (legal.ts
 * `chooseActions`): his Seizure order (AG 5.21, seizure.ts `orderChoices`), his reaction-fire order
 * (AG 8.6, fire/reactionPlay.ts `reactOrderActions`) and his combat orders (AG 9.22, 10.24, 9.25,
 * 10.21, 4.32: shock/orders.ts `combatOrderActions`), in that order and with the same entries as those
 * functions give.
 *
 * Every choice list of the choose step opens with them, and a phase often sets several orders one
 * after the other, so they are kept rather than built anew: the Seizure commanders by the leaders
 * record (by identity: apply replaces a record it changes, ctx.ts), each side's entries by the order
 * in force (a set order is a new object; the reaction order is a word). The entries are frozen action
 * objects shared by the lists that hold them (an action is a value: nothing writes into one).
 */
import type { AgAction } from './actions';
import { agLeader } from './data';
import type { CombatOrders } from './shock/segment';
import { COMBAT_ORDER_VALUES, ordersOf } from './shock/orders';
import { REACT_ORDERS, reactOrderOf } from './fire/reactionPlay';
import type { AgSide, AgState, ReactOrder } from './state';

const freeze = <T extends AgAction>(a: T): T => Object.freeze(a);

/** AG 5.21, 5.22 — the commanders a side may name in a `try` order: OCs and Zone Commanders with Seizures, not in reserve (seizure.ts orderChoices). */
const SEIZERS = new WeakMap<AgState['leaders'], Record<AgSide, readonly string[]>>();
function seizers(s: AgState, side: AgSide): readonly string[] {
  let kept = SEIZERS.get(s.leaders);
  if (!kept) {
    kept = { roman: [], gallic: [] };
    for (const leader of Object.keys(s.leaders)) {
      const l = agLeader(leader);
      if ((l.role === 'oc' || l.role === 'zone') && l.seizures && leader !== 'critognatus' && s.leaders[leader].loc.at !== 'reserve') (kept[l.side] as string[]).push(leader);
    }
    SEIZERS.set(s.leaders, kept);
  }
  return kept[side];
}

const ASK = freeze({ t: 'seizeOrder', seize: 'ask' } as AgAction);
const NEVER = freeze({ t: 'seizeOrder', seize: 'never' } as AgAction);
/** Each commander's `try` entry, with its order as JSON (what orderChoices compares). */
const TRY = new Map<string, { a: AgAction; json: string }>();
const tryWith = (leader: string): { a: AgAction; json: string } => {
  let e = TRY.get(leader);
  if (!e) TRY.set(leader, (e = { a: freeze({ t: 'seizeOrder', seize: 'try', leader } as AgAction), json: JSON.stringify({ seize: 'try', leader }) }));
  return e;
};

/** Reading X2 — the `seizeOrder` entries: ask, never, try with each commander, but the one equal (as JSON) to the order in force. */
function seizeEntries(s: AgState, side: AgSide, out: AgAction[]): void {
  const cur = JSON.stringify(s.orders[side]);
  if (cur !== '{"seize":"ask"}') out.push(ASK);
  if (cur !== '{"seize":"never"}') out.push(NEVER);
  for (const leader of seizers(s, side)) {
    const e = tryWith(leader);
    if (e.json !== cur) out.push(e.a);
  }
}

/** Reading X2 (AG 8.6) — the `reactOrder` entries, per order in force: every other order. */
const REACT = new Map<ReactOrder, readonly AgAction[]>();
function reactEntries(cur: ReactOrder): readonly AgAction[] {
  let list = REACT.get(cur);
  if (!list) {
    REACT.set(cur, (list = REACT_ORDERS.filter((o) => o !== cur).map((react) => freeze({ t: 'reactOrder', react } as AgAction))));
  }
  return list;
}

/** Reading X2 — the `combatOrder` entries, per side's orders record (by identity; none set: the defaults'). */
const COMBAT = new WeakMap<object, readonly AgAction[]>();
const COMBAT_ACTION = new Map<string, AgAction>();
const NO_COMBAT_ORDERS = {};
function combatEntries(s: AgState, side: AgSide): readonly AgAction[] {
  const key = s.combatOrders?.[side] ?? NO_COMBAT_ORDERS;
  let list = COMBAT.get(key);
  if (!list) {
    const cur = ordersOf(s, side);
    const out: AgAction[] = [];
    for (const k of Object.keys(COMBAT_ORDER_VALUES) as (keyof CombatOrders)[]) {
      for (const value of COMBAT_ORDER_VALUES[k]) {
        if (cur[k] === value) continue;
        let a = COMBAT_ACTION.get(`${k}|${value}`);
        if (!a) COMBAT_ACTION.set(`${k}|${value}`, (a = freeze({ t: 'combatOrder', key: k, value } as AgAction)));
        out.push(a);
      }
    }
    COMBAT.set(key, (list = out));
  }
  return list;
}

/** The standing-order entries of `side`'s choice list, pushed onto `out` (see the header). */
export function orderEntries(s: AgState, side: AgSide, out: AgAction[]): void {
  seizeEntries(s, side, out);
  for (const a of reactEntries(reactOrderOf(s, side))) out.push(a);
  for (const a of combatEntries(s, side)) out.push(a);
}
