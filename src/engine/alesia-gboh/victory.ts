/**
 * Victory (AG 11.0) and each scenario's end (AG 12.1–12.3).
 *
 * AG 11.0  the Gaul wins AT ONCE when Vercingetorix and at least three combat units of the Alesia
 *          force are outside the circumvallations (reading Q19: outside both rings; W4918, W4919
 *          and the north-east between the outer works and the hexes north of W5815 and W5915–W5918
 *          count as outside — read as the between-the-lines hexes of W sheet lines 60 and up; reading
 *          Q10: Critognatus stands in for a dead Vercingetorix, so in 12.1, which has no Critognatus,
 *          the breakout is then impossible). `checkBreakout` runs after every action.
 * AG 11.0  at the end of an Assault Period the Gaul wins if at least four legions each have a
 *          majority of their cohorts on the map (at least 6 of a full legion; a reinforcing legion
 *          counts the cohorts it has in play) routed or eliminated (flow/phase.ts `endAp`).
 * AG 11.0  otherwise Rome wins when the scenario ends: 12.1 after its one AP (routed units are
 *          eliminated there, fire/cohesion.ts), 12.2 and 12.3 after three (the second at night).
 */
import { agUnit, AG_SCENARIO_FORCES } from './data';
import type { AgCtx } from './ctx';
import { parseGbohLabel } from './map/grid';
import { hexKey } from '../hex/coords';
import { moveBoard } from './movement/board';
import type { AgState } from './state';
import { unitEntries } from './unitIds';

export function legionsBroken(s: AgState): string[] {
  const count = new Map<string, { inPlay: number; bad: number }>();
  for (const [id, u] of unitEntries(s)) {
    const def = agUnit(id);
    if (def.type !== 'CO' || !def.legion) continue;
    if (u.loc.at === 'pool' || u.loc.at === 'reserve') continue;
    const c = count.get(def.legion) ?? { inPlay: 0, bad: 0 };
    c.inPlay++;
    if (u.loc.at === 'gone' || u.routed) c.bad++;
    count.set(def.legion, c);
  }
  return [...count].filter(([, c]) => c.inPlay > 0 && 2 * c.bad > c.inPlay).map(([l]) => l);
}

const NAMED_OUTSIDE = new Set(['W4918', 'W4919'].map((l) => hexKey(parseGbohLabel(l)!)));

/** AG 11.0, readings Q19: is this hex outside the circumvallations? */
export function outsideCircumvallation(s: AgState, hex: string): boolean {
  if (NAMED_OUTSIDE.has(hex)) return true;
  const t = moveBoard(s.scenario).board.hexes.get(hex);
  if (!t || t.rampart) return false;
  if (t.area === 'outside') return true;
  const m = /^W(\d{2})/.exec(t.label);
  return t.area === 'between' && !!m && Number(m[1]) >= 60;
}

/** AG 11.0, reading Q10: the commander whose breakout counts (Vercingetorix, else Critognatus), if on the map. */
function breakoutLeaderHex(s: AgState): string | null {
  for (const id of ['vercingetorix', 'critognatus']) {
    const l = s.leaders[id];
    if (!l) continue;
    if (l.loc.at === 'hex') return l.loc.hex;
    if (l.loc.at !== 'gone') return null;
  }
  return null;
}

/** AG 11.0: Vercingetorix and three Alesia-force combat units are outside. */
export function brokenOut(s: AgState): boolean {
  const h = breakoutLeaderHex(s);
  if (!h || !outsideCircumvallation(s, h)) return false;
  let n = 0;
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at === 'hex' && !u.routed && agUnit(id).force === 'alesia' && !u.joined && outsideCircumvallation(s, u.loc.hex)) n++; // AG 5.65: escapees are no longer of the force
  }
  return n >= 3;
}

/** AG 11.0: the breakout victory, checked after every action. */
export function checkBreakout(ctx: AgCtx): void {
  const s = ctx.s;
  if (s.outcome || !s.alesiaEntered || !brokenOut(s)) return;
  s.outcome = { winner: 'gallic', reason: 'Vercingetorix and at least three units of the Alesia force have broken out beyond the circumvallations.' };
  s.step = 'over';
  s.shock = null;
  ctx.text(null, `The Gauls win: ${s.outcome.reason}`, 'AG 11.0', { heading: true });
}

/** AG 11.0, 12.1–12.3: why Rome wins when the scenario runs out. */
export function scenarioEndReason(s: AgState): string {
  const n = AG_SCENARIO_FORCES[s.scenario].assaultPeriods;
  const what = s.scenario === '12.1' ? 'The Final Assault (12.1) is a single Assault Period' : `${s.scenario === '12.2' ? 'The historical scenario (12.2)' : "The players' game (12.3)"} is ${n} Assault Periods, the second by night,`;
  return `${what} and it is over: the relief never broke through, the Alesia force never broke out, and fewer than four legions were broken.`;
}
