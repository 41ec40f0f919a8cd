/**
 * Scripted commanders for scenario 6.3 (The Last Uprising), used for the balance check.
 *
 * Roman plan (the printed set-up, BG 6.3.3): every field leader has a list of rebel regions to clear
 * in turn. The army of Bibracte splits: Antonius takes two legions and a cavalry to the Pictones,
 * Fabius two legions and a cavalry to the Arverni (to help Trebonius), Caesar the rest to the
 * Bituriges (with Brutus), the Carnutes and the Bellovaci; Labienus clears the Treveri then the
 * Eburones; Cicero marches on the Bellovaci. A leader marches his stack (his detachment) one
 * region a turn along a shortest path; he moves on only when the region is pro-Roman and free of
 * Gallic units, and when his list is done he marches on the nearest region still in revolt. In combat he stands, besieges, sacks and razes.
 *
 * Gallic plans: 'stand' fights where the tribes start; 'shelter' withdraws into an oppidum of its
 * region when a Roman army (5+ units) stands in or next to it and outnumbers the force, so that
 * Rome must besiege.
 */
import { bellum } from '../../src/engine/bellum/system';
import { distance, first, live, lossChoice, nextStep, threatened, unsettled } from './lib/planKit';
import { PLACE_BY_ID } from '../../src/engine/bellum/data/places';
import type { BellumAction, BellumState } from '../../src/engine/bellum/state';

export const ROMAN_TARGETS: Record<string, string[]> = {
  caesar: ['bituriges', 'carnutes', 'bellovaci'],
  antonius: ['pictones'],
  fabius: ['arverni'],
  labienus: ['treveri', 'eburones'],
  cicero: ['bellovaci'],
  trebonius: ['arverni'],
  brutus: ['bituriges'],
};

/** The army of Bibracte splits: these legates march with their own detachment; Caesar keeps the rest. */
export const DETACHMENTS: Record<string, string[]> = {
  antonius: ['legio-i', 'legio-v', 'allied-cav-1'],
  fabius: ['legio-vi', 'legio-xiii', 'allied-cav-2'],
};

/** A unit of the selection that belongs elsewhere: outside the leader's detachment, or in another's still to march. */
function belongsElsewhere(s: BellumState, leader: string, unit: string): boolean {
  const mine = DETACHMENTS[leader];
  if (mine) return !mine.includes(unit);
  return Object.entries(DETACHMENTS).some(([l, units]) => units.includes(unit) && s.leaders[l]?.out === null && !s.moved.includes(l) && s.leaders[l].region === s.selection?.region);
}

const REVOLT = ['bellovaci', 'carnutes', 'pictones', 'eburones', 'treveri', 'bituriges', 'arverni'];

/** The leader's next region: his list first, then the nearest region still in revolt. */
function currentTarget(s: BellumState, leader: string): string | null {
  for (const r of ROMAN_TARGETS[leader] ?? []) if (unsettled(s, r)) return r;
  const from = s.leaders[leader]?.region;
  if (!from) return null;
  let best: string | null = null;
  let bestD = 99;
  for (const r of REVOLT.filter((x) => unsettled(s, x))) {
    const d = distance(from, r);
    if (d < bestD) { best = r; bestD = d; }
  }
  return best;
}

export function romanPlan(s: BellumState, legal: BellumAction[]): BellumAction {
  const loss = lossChoice(s, legal);
  if (loss) return loss;
  if (s.step === 'roman.move') {
    if (s.selection) {
      const leader = s.selection.leaders[0];
      const drop = s.selection.units.find((u) => belongsElsewhere(s, leader, u));
      const out = drop ? legal.find((a) => a.t === 'toggle' && a.piece === drop) : undefined;
      if (out) return out;
      const goal = currentTarget(s, leader);
      const step = goal ? nextStep(s.selection.region, goal) : null;
      const mv = step ? legal.find((a) => a.t === 'move' && a.to === step) : undefined;
      return mv ?? legal.find((a) => a.t === 'deselect')!;
    }
    for (const leader of Object.keys(ROMAN_TARGETS)) {
      const L = s.leaders[leader];
      if (!L || L.out !== null || s.moved.includes(leader) || L.region === null) continue;
      const goal = currentTarget(s, leader);
      if (!goal || goal === L.region) continue;
      const movers = Object.keys(s.units).filter((u) => s.mayMove.includes(u) && !s.moved.includes(u) && s.units[u].region === L.region && s.units[u].place === L.place);
      if (movers.length === 0) continue;
      const sel = legal.find((a) => a.t === 'select' && a.leader === leader);
      if (sel) return sel;
    }
    return legal.find((a) => a.t === 'endMove')!;
  }
  if (s.step === 'roman.forced') return legal.find((a) => a.t === 'deselect') ?? legal.find((a) => a.t === 'endMove')!;
  return first(legal, ['sack', 'besiege', 'raze', 'stand', 'confirmDeploy', 'autoDeploy', 'pursue', 'testLeader', 'commander', 'retreat', 'endure', 'done', 'endMove']) ?? legal[0];
}

export type GallicPlan = 'stand' | 'shelter';

export function gallicPlan(plan: GallicPlan) {
  return (s: BellumState, legal: BellumAction[]): BellumAction => {
    const loss = lossChoice(s, legal);
    if (loss) return loss;
    if (s.step === 'gallic.move') {
      if (plan === 'shelter') {
        if (s.selection) {
          const here = s.selection.region;
          const into = legal.find((a) => a.t === 'enter' && PLACE_BY_ID[a.place].region === here);
          return into ?? legal.find((a) => a.t === 'deselect')!;
        }
        for (const a of legal) {
          if (a.t === 'select') {
            const L = s.leaders[a.leader];
            if (L.place !== null || s.moved.includes(a.leader)) continue;
            const here = L.region!;
            if (!threatened(s, here, live(s, here, 'gallic', true).length)) continue;
            if (!legal.some(() => true)) continue;
            return a;
          }
          if (a.t === 'garrison' && threatened(s, s.units[a.unit].region!, live(s, s.units[a.unit].region!, 'gallic', true).length)) return a;
        }
      }
      return legal.find((a) => a.t === 'endMove')!;
    }
    if (s.step === 'supply.scorch') return legal.find((a) => a.t === 'done')!;
    return first(legal, ['stand', 'endure', 'confirmDeploy', 'autoDeploy', 'pursue', 'testLeader', 'commander', 'retreat', 'raze', 'besiege', 'done', 'endMove']) ?? legal[0];
  };
}

/** Play one two-player 6.3 game with the scripted plans. */
export function playUprising(seed: string, plan: GallicPlan): BellumState {
  const r = bellum.setup({ scenario: 'last-uprising', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  const gaul = gallicPlan(plan);
  const tried = new Set<string>();
  for (let i = 0; i < 20000 && !s.outcome; i++) {
    const legal = bellum.legalActions(s);
    const side = bellum.toAct(s);
    let a = side === 'roman' ? romanPlan(s, legal) : gaul(s, legal);
    // A selection that led nowhere is not retried in the same phase (no endless select/deselect).
    if (a.t === 'select') {
      const key = `${s.seq}:${s.turn}:${s.step}:${a.leader}`;
      const phaseKey = `${s.turn}:${s.year}:${s.step}:${a.leader}`;
      if (tried.has(phaseKey)) a = legal.find((x) => x.t === 'endMove') ?? a;
      else tried.add(phaseKey);
      void key;
    }
    const res = bellum.apply(s, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.rejection.message}`);
    s = res.state;
  }
  return s;
}
