/**
 * Test helper shared by every system: apply actions in turn through a system's `apply`, keeping what
 * the log said — the rolls, the other entries' words and every rule cited. A refused action throws
 * with the rule and the message, so the test fails saying why.
 */
import type { ApplyResult } from './contract';
import type { DieRollEntry } from './log';

export interface Logged<S> {
  s: S;
  rolls: DieRollEntry[];
  texts: string[];
  rules: string[];
}

export function playLoggedOn<S, A>(system: { apply(s: S, a: A): ApplyResult<S, A> }, s: S, actions: readonly A[]): Logged<S> {
  const rolls: DieRollEntry[] = [];
  const texts: string[] = [];
  const rules: string[] = [];
  for (const a of actions) {
    const r = system.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule}: ${r.rejection.message}`);
    s = r.state;
    for (const e of r.log) {
      if (e.kind === 'roll') rolls.push(e);
      else texts.push(e.text);
      if (e.rule) rules.push(e.rule);
    }
  }
  return { s, rolls, texts, rules };
}
