/**
 * A full Alésia (GBoH) position consistent with what one side sees (view.ts `viewFor`), for the
 * bot's search (core/bot/adapter.ts). This is the one module of the bot that builds a state: what
 * the view shows is copied as it is, what it hides is sampled, and the dice are reseeded.
 *
 * Hidden from the Roman (view.ts):
 * - the Gaul's plan (AG 5.31): every tribal or cavalry counter still available gets a zone of the
 *   scenario's plan zones, within the 5-Control-point cap of Zones III+ (AG 5.43, counting the
 *   counters already placed there, whose zone is public, AG 5.34). Before the plan is made (the
 *   Roman's set-up or redeployment) it is empty, as in the true state;
 * - in 12.1, which tribes were picked (AG 12.1 Gauls): those already arrived, plus unseen counters
 *   drawn in random order while the 80 Size cap allows (a Gaul picks up to his cap); the rest are
 *   `unused`;
 * - in 12.2/12.3 from the second AP, which unseen tribes are `gone` (AG 10.74): read from the
 *   eliminated units the view shows (a tribe with at least its Withdrawal level of units eliminated
 *   is taken as gone — a tally across APs, so a slight over-estimate);
 * - relief units and Gallic chiefs still off the map: as set up (off the map, fresh), an escaped
 *   Alesia-force unit (AG 5.65) as joining the first escape tribe not gone;
 * - the Gaul's standing orders (reading X2): drawn from a small prior.
 * Hidden from the Gaul: the Roman's standing orders, drawn the same way.
 *
 * Records keep the key order of a freshly set-up game (the engine's own setup, built once per
 * scenario, says where the hidden keys go), so that lists the engine builds by iterating them come out in the true
 * state's order. Perfect recall (what a side saw earlier, e.g. a unit's Hits before it left the
 * map) is not used.
 */
import { nextIndex, type RngState } from '../../core/rng';
import { reseed } from '../../core/bot/reseed';
import { agLeader, agTribe, agUnit } from '../data';
import { ESCAPE_TRIBES } from '../entry/escaped';
import { FINAL_ASSAULT_SIZE, isFreeZone, planZones, ZONE_CAP_CP } from '../planning';
import { orderChoices } from '../seizure';
import { agState } from '../stateShape';
import { alesiaGboh } from '../system';
import type { AgLeaderState, AgSide, AgState, AgTribeState, AgUnitState, EntryZone, ReactOrder, SeizeOrder } from '../state';
import { other } from '../state';
import type { AgView } from '../view';

const TEMPLATES = new Map<string, AgState>();

/** A fresh set-up of the scenario: which Gallic counters it has, in the records' key order. */
function template(v: AgView): AgState {
  let t = TEMPLATES.get(v.scenario);
  if (!t) {
    const r = alesiaGboh.setup({ scenario: v.scenario, seed: 'bot-template', options: {} });
    if (!r.ok) throw new Error(`bot: no template for ${v.scenario}: ${r.rejection.message}`);
    TEMPLATES.set(v.scenario, (t = r.state));
  }
  return t;
}

const ORDERS = new WeakMap<object, string[]>();

/**
 * The view's keys in their order, with each key the view hides (`hidden`, in the template's order)
 * put right after the nearest key before it in the template — the place the true record has it, as
 * records keep the set-up's order. Kept per shown record (a search samples one view many times).
 */
function keyOrder(tmpl: Record<string, unknown>, shown: Record<string, unknown>, hidden: (id: string) => boolean): string[] {
  let out = ORDERS.get(shown);
  if (!out) {
    out = Object.keys(shown);
    let after = -1;
    for (const id of Object.keys(tmpl)) {
      if (id in shown) after = out.indexOf(id);
      else if (hidden(id)) out.splice(++after, 0, id);
    }
    ORDERS.set(shown, out);
  }
  return out;
}

/** A record of the view's entries and the hidden ones drawn by `draw`, in the true record's key order. */
function ordered<T>(tmpl: Record<string, unknown>, shown: Record<string, T>, hidden: (id: string) => boolean, draw: (id: string) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const id of keyOrder(tmpl, shown, hidden)) out[id] = id in shown ? shown[id] : draw(id);
  return out;
}

type Draw = (n: number) => number;

/** The plan has not been made yet this AP (the Roman places or redeploys first, AG 3.0 A–B). */
const beforePlanning = (v: AgView): boolean => v.step === 'roman-setup' || v.step === 'roman-redeploy';

/** AG 10.74 (approximate): eliminated units of a tribe the view shows, against its Withdrawal level. */
function goneTribes(v: AgView): Set<string> {
  const dead = new Map<string, number>();
  for (const [id, u] of Object.entries(v.units)) {
    if (u.loc.at !== 'gone') continue;
    const t = u.joined ?? agUnit(id).tribe;
    if (t) dead.set(t, (dead.get(t) ?? 0) + 1);
  }
  const out = new Set<string>();
  if (v.ap.n > 1) for (const [t, n] of dead) if (agTribe(t) && n >= agTribe(t).withdrawal) out.add(t);
  return out;
}

/** The Roman's sample of the Gaul's tribes and plan. */
function sampleGallicPlan(v: AgView, tmpl: AgState, draw: Draw): { tribes: Record<string, AgTribeState>; plan: AgState['plan'] } {
  const unseen = Object.keys(tmpl.tribes).filter((t) => !(t in v.tribes));
  const status = new Map<string, AgTribeState['status']>();
  const plan: AgState['plan'] = { assign: {}, picked: [] };
  const before = beforePlanning(v);
  if (v.scenario === '12.1') {
    for (const t of unseen) status.set(t, 'available');
    if (!before) {
      // AG 12.1 Gauls: those arrived were picked; more are drawn while the Size cap allows.
      plan.picked = Object.keys(v.tribes);
      let size = plan.picked.reduce((n, t) => n + agTribe(t).size, 0);
      const pool = unseen.slice();
      while (pool.length) {
        const [t] = pool.splice(draw(pool.length), 1);
        if (size + agTribe(t).size <= FINAL_ASSAULT_SIZE) {
          plan.picked.push(t);
          size += agTribe(t).size;
        } else status.set(t, 'unused');
      }
    }
  } else {
    const gone = goneTribes(v);
    for (const t of unseen) status.set(t, gone.has(t) ? 'gone' : 'available');
    if (!before) {
      // AG 5.31, 5.43: the counters whose zone is public keep it; the rest are spread within the caps.
      const cp = new Map<EntryZone, number>();
      for (const [t, st] of Object.entries(v.tribes)) {
        if (!st.zone) continue;
        plan.assign[t] = st.zone;
        cp.set(st.zone, (cp.get(st.zone) ?? 0) + agTribe(t).control);
      }
      const zones = planZones({ scenario: v.scenario } as AgState);
      for (const t of unseen) {
        if (status.get(t) !== 'available') continue;
        const c = agTribe(t).control;
        const fits = zones.filter((z) => isFreeZone(z) || (cp.get(z) ?? 0) + c <= ZONE_CAP_CP);
        const z = fits[draw(fits.length)];
        plan.assign[t] = z;
        cp.set(z, (cp.get(z) ?? 0) + c);
      }
    }
  }
  const tribes = ordered<AgTribeState>(tmpl.tribes, v.tribes, (t) => status.has(t), (t) => ({ status: status.get(t)!, released: 0 }));
  return { tribes, plan };
}

/** Off-map relief units and chiefs the Roman does not see: as set up (AG 5.65 escapees with a tribe). */
function sampleOffMap(v: AgView, tmpl: AgState, tribes: Record<string, AgTribeState>) {
  const escapeTo = ESCAPE_TRIBES.find((t) => tribes[t] && tribes[t].status !== 'gone' && tribes[t].status !== 'unused');
  // Hidden: relief units off the map (and, AG 5.65, escaped Alesia-force units that joined a tribe).
  const hiddenUnit = (id: string) => agUnit(id).side === 'gallic' && (agUnit(id).force === 'relief' || !!escapeTo);
  const units = ordered<AgUnitState>(tmpl.units, v.units, hiddenUnit, (id) => {
    const fresh = tmpl.units[id];
    return agUnit(id).force === 'alesia' ? { ...fresh, loc: { at: 'pool' }, joined: escapeTo } : fresh;
  });
  const leaders = ordered<AgLeaderState>(tmpl.leaders, v.leaders, (id) => agLeader(id).side === 'gallic', () => ({ loc: { at: 'pool' } }));
  return { units, leaders };
}

const REACT_PRIOR: readonly ReactOrder[] = ['ask', 'ask', 'always', 'deathGarden', 'never'];

/** Reading X2 — the opponent's standing orders: Seizure ask / never / try (with a commander who may), reaction fire from a prior, combat orders as the defaults. */
function sampleOrders(v: AgView, s: AgState, them: AgSide, draw: Draw): void {
  const seize: SeizeOrder[] = [{ seize: 'ask' }, ...orderChoices({ ...s, orders: { ...s.orders, [them]: { seize: 'ask' } } }, them)];
  s.orders = { ...s.orders, [them]: draw(2) === 0 ? seize[0] : seize[draw(seize.length)] };
  const react = REACT_PRIOR[draw(REACT_PRIOR.length)];
  if (react !== 'ask') s.reactOrders = { ...(v.reactOrders ?? {}), [them]: react };
}

export function determinizeAg(v: AgView, side: AgSide, rng0: RngState): [AgState, RngState] {
  let rng = rng0;
  const draw: Draw = (n) => {
    let i: number;
    [i, rng] = nextIndex(rng, n);
    return i;
  };
  const { side: _side, plan: shownPlan, units: shownUnits, leaders: shownLeaders, tribes: shownTribes, orders, ...rest } = v;
  void _side;
  const tmpl = template(v);
  let tribes = shownTribes;
  let plan = shownPlan;
  let units = shownUnits;
  let leaders = shownLeaders;
  if (!plan) {
    const g = sampleGallicPlan(v, tmpl, draw);
    ({ tribes, plan } = g);
    ({ units, leaders } = sampleOffMap(v, tmpl, tribes));
  }
  const them = other(side);
  // One shape with the engine's own states (stateShape.ts): every field, in its fixed order.
  const s: AgState = agState({ ...rest, units, leaders, tribes, plan: plan!, orders: { [side]: orders[side], [them]: orders[them] ?? { seize: 'ask' } } as AgState['orders'], rng: [0, 0, 0, 1] });
  if (!v.outcome) sampleOrders(v, s, them, draw);
  let dice: RngState;
  [dice, rng] = reseed(rng);
  s.rng = dice;
  return [s, rng];
}
