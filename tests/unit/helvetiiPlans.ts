/**
 * Scripted commanders for scenario 6.2, used to check the scenario's balance ("Balanced", BG 6.2)
 * with the reconstructed tables. Both play plainly, one sensible plan each:
 * - Gallic: Orgetorix takes the whole Helvetian column by the shortest road to Pictones (Sequani,
 *   Aedui, Bituriges, Pictones) and stays there; he negotiates passage when the road ahead is
 *   free of Romans; Ariovistus crosses the Rhine into the Sequani in July and holds them.
 * - Roman: Caesar waits in Provincia II for the army from Cisalpina, then marches on Orgetorix
 *   wherever he is; once the Helvetii are broken (or from October) he turns on the Sequani.
 * Combat choices are plain: stand and fight (the Helvetii evade towards their goal when they can),
 * automatic deployment, losses weakest first.
 */
import { bellum } from '../../src/engine/bellum/system';
import { REGION_BY_ID } from '../../src/engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../src/engine/bellum/data/units';
import { unitsIn } from '../../src/engine/bellum/queries';
import type { BellumAction, BellumState, Side } from '../../src/engine/bellum/state';

type Plan = (s: BellumState, legal: BellumAction[]) => BellumAction;

/** Shortest road (over shared borders, avoiding `avoid`) from `from` to `to`: the next region, or null. */
function nextStep(from: string, to: string, avoid: string[] = []): string | null {
  if (from === to) return null;
  const prev: Record<string, string> = { [from]: from };
  const queue = [from];
  while (queue.length) {
    const r = queue.shift()!;
    for (const n of REGION_BY_ID[r].neighbours) {
      if (n in prev || avoid.includes(n) || REGION_BY_ID[r].rhine.includes(n)) continue;
      prev[n] = r;
      if (n === to) {
        let cur = n;
        while (prev[cur] !== from) cur = prev[cur];
        return cur;
      }
      queue.push(n);
    }
  }
  return null;
}

const find = (legal: BellumAction[], t: string, pred: (a: BellumAction) => boolean = () => true) => legal.find((a) => a.t === t && pred(a));

function combatChoice(s: BellumState, legal: BellumAction[], side: Side): BellumAction {
  const lossActs = legal.filter((a): a is Extract<BellumAction, { t: 'boardLoss' | 'loss' }> => a.t === 'boardLoss' || a.t === 'loss');
  if (lossActs.length > 0) {
    const score = (u: string) => (s.units[u].reduced ? 100 : 0) + UNIT_BY_ID[u].sp;
    return lossActs.slice().sort((a, b) => score(a.unit) - score(b.unit))[0];
  }
  if (side === 'gallic') {
    const org = s.leaders['orgetorix'];
    if (org?.out === null && org.region) {
      const ahead = nextStep(org.region, 'pictones');
      const ev = find(legal, 'evade', (a) => a.t === 'evade' && a.to === ahead);
      if (ev) return ev;
    }
  }
  for (const t of ['sack', 'besiege', 'raze', 'confirmDeploy', 'autoDeploy', 'stand', 'pursue', 'realign', 'testLeader', 'commander', 'retreat', 'endure', 'done', 'endMove']) {
    const a = find(legal, t);
    if (a) return a;
  }
  return legal[0];
}

/** Leaders that found no road this phase (key: year-turn-step-leader), so the plan does not retry. */
const stuck = new Set<string>();

/** Move `leader`'s whole stack one step towards `goal` (with the other leaders there), if it may. */
function march(s: BellumState, legal: BellumAction[], leader: string, goal: string): BellumAction | null {
  const L = s.leaders[leader];
  const key = `${s.year}-${s.turn}-${s.step}-${leader}`;
  if (!L || L.out !== null || !L.region || s.moved.includes(leader) || stuck.has(key)) return null;
  if (!s.selection) {
    if (L.region === goal) return null;
    return find(legal, 'select', (a) => a.t === 'select' && a.leader === leader) ?? null;
  }
  if (s.selection.leaders[0] !== leader) return null;
  const tog = find(legal, 'toggle', (a) => a.t === 'toggle' && !!s.leaders[a.piece] && !s.selection!.leaders.includes(a.piece));
  if (tog) return tog;
  const step = nextStep(L.region, goal, leader === 'ariovistus' ? [] : ['germania']);
  const mv = step && find(legal, 'move', (a) => a.t === 'move' && a.to === step);
  if (mv) return mv;
  stuck.add(key);
  return find(legal, 'deselect')!;
}

export const gallicPlan: Plan = (s, legal) => {
  if (s.step === 'combat' || s.losses.length > 0) return combatChoice(s, legal, 'gallic');
  if (s.mobilise) return legal[0];
  if (s.step === 'gallic.move') {
    const org = s.leaders['orgetorix'];
    if (org?.out === null && org.region && !s.selection && s.moved.length === 0) {
      const ahead = nextStep(org.region, 'pictones');
      const nego = find(legal, 'negotiate', (a) => a.t === 'negotiate' && a.to === ahead && a.from === org.region);
      if (nego && ahead && unitsIn(s, ahead, 'roman', 'all').length === 0) return nego;
    }
    const a = march(s, legal, 'orgetorix', 'pictones') ?? march(s, legal, 'ariovistus', 'sequani');
    if (a) return a;
    return find(legal, 'deselect') ?? find(legal, 'endMove')!;
  }
  return find(legal, 'done') ?? find(legal, 'endMove') ?? legal[0];
};

function romanGoal(s: BellumState): string {
  const org = s.leaders['orgetorix'];
  const helvetiiLeft = Object.keys(s.units).some((u) => (u.startsWith('helvetii') || u.startsWith('raurici')) && s.units[u].out === null);
  if (org?.out === null && org.region && helvetiiLeft && s.turn <= 8) return org.region;
  return 'sequani';
}

export const romanPlan: Plan = (s, legal) => {
  if (s.step === 'combat' || s.losses.length > 0) return combatChoice(s, legal, 'roman');
  if (s.reinforce.length > 0) {
    const at = s.leaders['caesar']?.region;
    return find(legal, 'reinforce', (a) => a.t === 'reinforce' && a.region === at) ?? legal[0];
  }
  if (s.step === 'roman.move') {
    const caesar = s.leaders['caesar'];
    if (caesar?.out === null && caesar.region) {
      // The army from Cisalpina joins Caesar; Caesar marches once it has.
      const a = march(s, legal, 'labienus', caesar.region);
      if (a) return a;
      if (unitsIn(s, caesar.region, 'roman', 'field').length >= 5) {
        const b = march(s, legal, 'caesar', romanGoal(s));
        if (b) return b;
      }
    }
    return find(legal, 'deselect') ?? find(legal, 'endMove')!;
  }
  return find(legal, 'done') ?? find(legal, 'endMove') ?? legal[0];
};

export function playPlans(seed: string): BellumState {
  const r = bellum.setup({ scenario: 'helvetii', seed, options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  stuck.clear();
  for (let i = 0; i < 20000 && !s.outcome; i++) {
    const legal = bellum.legalActions(s);
    const side = bellum.toAct(s)!;
    const a = side === 'roman' ? romanPlan(s, legal) : gallicPlan(s, legal);
    const res = bellum.apply(s, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.rejection.message}`);
    s = res.state;
  }
  return s;
}
