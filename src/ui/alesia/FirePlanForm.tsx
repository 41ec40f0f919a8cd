/**
 * The Roman's standing fire plan (the "plan" fire option, AC 20.5, 24.2, 24.4) as a small form in
 * the prompt: for the forts and for the archers and slingers, which ranges fire, at units of what
 * strength, and (forts) whether the primary volley is kept for the end of the Gallic movement.
 * The form shows the plan in force; "Set" applies the legal plan action that matches its choices
 * (the legal list offers every other plan), never one of its own.
 *
 * The rules give the Roman the choice at every chance to fire (AC 24.2); the plan is this
 * edition's standing order in his stead, one for every fort and one for every missile unit: the
 * rules name no zones or single forts for it, and the engine keeps one rule per kind of shooter.
 */
import { useId, useState } from 'react';
import type { AcAction, PlanRanges } from '../../engine/alesia-classic/actions';
import { PLAN_RANGES } from '../../engine/alesia-classic/fire/decide';
import type { AcState, FireRule } from '../../engine/alesia-classic/state';
import type { GroupViewProps } from '../shell/registry';
import { RuleLink } from '../shell/common/Tooltip';
import './firePlan.css';

type Plan = Extract<AcAction, { t: 'plan' }>;
type Who = Plan['who'];

const RANGE_WORDS: Record<PlanRanges, string> = {
  all: 'at every range (3, 2 and 1 hexes)',
  close: '2 hexes and closer',
  primary: 'adjacent only (primary volley)',
  none: 'never (hold fire)',
};
const MISSILE_RANGE_WORDS: Record<PlanRanges, string> = {
  all: 'at every range (2 and 1 hexes)',
  close: 'at every range (2 and 1 hexes)',
  primary: 'adjacent only',
  none: 'never (hold fire)',
};
const STRENGTHS = [0, 5, 6, 7] as const;
const WHO_WORDS: Record<Who, { title: string; rule: string }> = {
  forts: { title: 'Forts (missile engines)', rule: 'AC 24.2' },
  missiles: { title: 'Archers and slingers', rule: 'AC 20.5' },
};

/** The plan's ranges as the form's choice (the name of the list of volleys it fires). */
export function rangesOf(rule: FireRule): PlanRanges {
  const key = rule.ranges.join();
  return (Object.keys(PLAN_RANGES) as PlanRanges[]).find((k) => PLAN_RANGES[k].join() === key) ?? 'all';
}

/** A rule in words: "2 hexes and closer, at units of 6 or more, primary kept for the end". */
export function planWords(who: Who, rule: FireRule): string {
  const r = rangesOf(rule);
  const words = who === 'forts' ? RANGE_WORDS : MISSILE_RANGE_WORDS;
  if (r === 'none') return 'hold fire';
  const parts = [`fire ${words[r]}`];
  parts.push(rule.minStrength ? `at units of strength ${rule.minStrength} or more` : 'at any unit');
  if (who === 'forts' && rule.holdPrimary) parts.push('the primary volley kept for the end of movement');
  return parts.join(', ');
}

/** The legal plan action matching these choices, or null (the plan in force, or not offered). */
export function matchingPlan(actions: readonly AcAction[], who: Who, ranges: PlanRanges, minStrength: number, holdPrimary: boolean): Plan | null {
  for (const a of actions) {
    if (a.t !== 'plan' || a.who !== who) continue;
    if (a.ranges === ranges && a.minStrength === minStrength && a.holdPrimary === (who === 'forts' && holdPrimary)) return a;
  }
  return null;
}

function RuleForm({ who, rule, actions, onAct }: { who: Who; rule: FireRule; actions: readonly AcAction[]; onAct(a: AcAction): void }) {
  const id = useId();
  const [ranges, setRanges] = useState<PlanRanges>(rangesOf(rule));
  const [min, setMin] = useState<number>(rule.minStrength);
  const [hold, setHold] = useState(rule.holdPrimary);
  // The plan in force changed (undo, another device): the form follows it.
  const [shown, setShown] = useState(rule);
  if (shown !== rule) {
    setShown(rule);
    setRanges(rangesOf(rule));
    setMin(rule.minStrength);
    setHold(rule.holdPrimary);
  }
  const match = matchingPlan(actions, who, ranges, min, hold);
  const words = who === 'forts' ? RANGE_WORDS : MISSILE_RANGE_WORDS;
  const rangeKeys: PlanRanges[] = who === 'forts' ? ['all', 'close', 'primary', 'none'] : ['close', 'primary', 'none'];
  const shownRange = who === 'missiles' && ranges === 'all' ? 'close' : ranges;
  return (
    <fieldset className="ac-plan-rule">
      <legend>
        {WHO_WORDS[who].title} <RuleLink id={WHO_WORDS[who].rule} />
      </legend>
      <p className="ac-plan-now" id={`${id}-now`}>
        In force: {planWords(who, rule)}.
      </p>
      <label>
        Fire{' '}
        <select value={shownRange} onChange={(e) => setRanges(e.target.value as PlanRanges)}>
          {rangeKeys.map((k) => (
            <option key={k} value={k}>
              {words[k]}
            </option>
          ))}
        </select>
      </label>
      <label>
        At units of strength{' '}
        <select value={min} onChange={(e) => setMin(Number(e.target.value))} disabled={ranges === 'none'}>
          {STRENGTHS.map((n) => (
            <option key={n} value={n}>
              {n ? `${n} or more` : 'any'}
            </option>
          ))}
        </select>
      </label>
      {who === 'forts' && (
        <label>
          <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} disabled={ranges === 'none'} /> Keep the primary volley for the end of the Gallic movement{' '}
          <RuleLink id="AC 24.4" />
        </label>
      )}
      <button type="button" className="action act-plan" disabled={!match} aria-describedby={`${id}-now`} onClick={() => match && onAct(match)}>
        Set the {who === 'forts' ? 'forts’' : 'archers’ and slingers’'} plan
      </button>
    </fieldset>
  );
}

/** The prompt's "Fire plan" group: a form per kind of shooter, each set by a legal plan action. */
export function FirePlanForm({ state, actions, onAct }: GroupViewProps<AcState, AcAction>) {
  const plan = state.fire.plan;
  return (
    <div className="ac-plan">
      <p className="small muted">
        Your standing orders for the Gallic movement: the forts and the archers and slingers fire by them at each Gaul that comes into range. (To decide
        fort by fort at each chance, as the rules have it, start a game with fire asked — <RuleLink id="AC 24.2" />.)
      </p>
      <RuleForm who="forts" rule={plan.forts} actions={actions} onAct={onAct} />
      <RuleForm who="missiles" rule={plan.missiles} actions={actions} onAct={onAct} />
    </div>
  );
}
