/**
 * Scripted commanders for scenario 6.4 (The Revolt in Gallia Belgica, reconstructed), used for the
 * balance check in belgica.test.ts.
 *
 * Roman plan: gather at the Remi first. In April Labienus force-marches the Sequani army by the
 * Lingones to the Remi, Caesar force-marches Legions XIII and XIV from Cisalpina by Provincia II
 * towards them and joins in May (the Gallic horse of May arrive at the Remi). From June the army
 * splits in three (ROMAN_ARMIES): Caesar with Crassus (four legions, the Numidians) takes the
 * Suessiones, Bellovaci and Ambiani; Labienus with Fabius (two legions, Cretans, Balearics, Roman
 * horse) the Nervii, Atrebates, Ambiani and Morini; Cicero with Trebonius and Antonius (two legions,
 * three cavalry) the Eburones and Morini, but he guards the Remi while a Belgic host (5+ units in the
 * open) stands in or next to them, and the other two armies march on that host. An army moves on
 * only when its region is pro-Roman and free of Gallic units (so it besieges garrisoned oppida),
 * turns back to the Remi when Gauls stand there and it is within two regions, and when its list is
 * done goes for the nearest league region still unsettled. A fallen head is replaced by the next
 * leader of his army. It sets depots where it may; in combat it stands, besieges, sacks and razes.
 *
 * Gallic plans:
 * - 'strike': every Belgic leader marches his host on the Remi at once and stays there; units
 *   without a leader (Ambiani, Morini, those left behind) slip into an oppidum of their region when
 *   a stronger Roman army stands in or next to it.
 * - 'shelter': the tribes stand at home; a led host, or a lone unit, withdraws into an oppidum of
 *   its region when a stronger Roman army (5+ units) stands in or next to it, so Rome must besiege.
 * - 'mixed': the Nervii and the Eburones strike at the Remi, the western tribes shelter at home.
 */
import { bellum } from '../../src/engine/bellum/system';
import { distance, first, live, lossChoice, nextStep, threatened, unsettled } from './lib/planKit';
import { UNIT_BY_ID } from '../../src/engine/bellum/data/units';
import { LEADER_BY_ID } from '../../src/engine/bellum/data/leaders';
import { PLACE_BY_ID } from '../../src/engine/bellum/data/places';
import { LEAGUE_REGIONS } from '../../src/engine/bellum/data/scenarios/belgica';
import type { BellumAction, BellumState } from '../../src/engine/bellum/state';

type Plan = (s: BellumState, legal: BellumAction[]) => BellumAction;

/** Leaders selected this phase (year:turn:step:leader): a selection that led nowhere is not retried. */
const tried = new Set<string>();
const phaseKey = (s: BellumState, leader: string) => `${s.year}:${s.turn}:${s.step}:${leader}`;
/** The select action for `leader`, once a phase. */
function selectOnce(s: BellumState, legal: BellumAction[], leader: string): BellumAction | undefined {
  if (tried.has(phaseKey(s, leader))) return undefined;
  const a = legal.find((x) => x.t === 'select' && x.leader === leader);
  if (a) tried.add(phaseKey(s, leader));
  return a;
}

interface Army {
  leaders: string[];
  units: string[];
  targets: string[];
}

/** The three Roman armies from June (army head → its leaders, units and list of regions). */
export const ROMAN_ARMIES: Record<string, Army> = {
  caesar: {
    leaders: ['caesar', 'crassus'],
    units: ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'numidians'],
    targets: ['suessiones', 'bellovaci', 'ambiani'],
  },
  labienus: {
    leaders: ['labienus', 'fabius'],
    units: ['legio-xi', 'legio-xii', 'cretans', 'balearics', 'roman-cav-1'],
    targets: ['nervii', 'atrebates', 'ambiani', 'morini'],
  },
  cicero: {
    leaders: ['cicero', 'trebonius', 'antonius'],
    units: ['legio-xiii', 'legio-xiv', 'roman-cav-2', 'allied-cav-1', 'allied-cav-2'],
    targets: ['eburones', 'morini'],
  },
};
const HEADS = Object.keys(ROMAN_ARMIES);
const armyOf = (leader: string) => HEADS.find((h) => ROMAN_ARMIES[h].leaders.includes(leader)) ?? leader;
/** Who leads each army now: its first leader still in play (a legate takes over from a fallen head). */
const actingHeads = (s: BellumState) =>
  HEADS.map((h) => ROMAN_ARMIES[h].leaders.find((l) => s.leaders[l]?.out === null && s.leaders[l].region !== null)).filter((l): l is string => !!l);

/** June on: the armies have split (before, everyone gathers at the Remi). */
const split = (s: BellumState) => s.turn >= 5;

/** The region of the biggest led Gallic host (5+ units in the open) in or next to the Remi. */
export function gallicHost(s: BellumState): string | null {
  let best: string | null = null;
  let most = 4;
  for (const l of Object.keys(s.leaders).sort()) {
    const L = s.leaders[l];
    if (LEADER_BY_ID[l].side !== 'gallic' || L.out !== null || L.region === null || L.place !== null) continue;
    const n = live(s, L.region, 'gallic', true).length;
    if (n > most && distance(L.region, 'remi') <= 1) { best = L.region; most = n; }
  }
  return best;
}

/** Where a Roman army head goes next. */
export function romanTarget(s: BellumState, leader: string): string | null {
  const from = s.leaders[leader]?.region;
  if (!from) return null;
  if (!split(s)) return 'remi';
  const army = ROMAN_ARMIES[armyOf(leader)];
  if (!army) return null;
  if (unsettled(s, 'remi') && distance(from, 'remi') <= 2) return 'remi';
  // While a Gallic host stands in or next to the Remi, Cicero's army guards them and the
  // other two armies march on the host.
  const host = gallicHost(s);
  if (host) return armyOf(leader) === 'cicero' ? 'remi' : host;
  // Stay until the region in hand is settled (siege included).
  if (LEAGUE_REGIONS.includes(from) && unsettled(s, from)) return from;
  for (const r of army.targets) if (unsettled(s, r)) return r;
  let best: string | null = null;
  let bestD = 99;
  for (const r of LEAGUE_REGIONS.filter((x) => unsettled(s, x))) {
    const d = distance(from, r);
    if (d < bestD) { best = r; bestD = d; }
  }
  return best;
}

/** The leaders who head a Roman force now: before June every leader, after it the three army heads. */
function romanHeads(s: BellumState): string[] {
  if (split(s)) return actingHeads(s);
  return ['caesar', 'labienus', 'crassus', 'fabius', 'cicero', 'trebonius', 'antonius'];
}

/** Fix a fresh Roman selection: his army's leaders in, other armies' units out (before June, everyone goes). */
function shapeSelection(s: BellumState, legal: BellumAction[]): BellumAction | null {
  const sel = s.selection!;
  const head = sel.leaders[0];
  for (const a of legal) {
    if (a.t !== 'toggle') continue;
    const p = a.piece;
    const isLeader = !UNIT_BY_ID[p];
    const inSel = isLeader ? sel.leaders.includes(p) : sel.units.includes(p);
    if (!split(s)) {
      if (!inSel) return a;
      continue;
    }
    const mine = isLeader ? armyOf(p) === armyOf(head) : ROMAN_ARMIES[armyOf(head)].units.includes(p);
    if (mine !== inSel) return a;
  }
  return null;
}

export const romanPlan: Plan = (s, legal) => {
  const loss = lossChoice(s, legal);
  if (loss) return loss;
  if (s.reinforce.length > 0) {
    const at = s.leaders['caesar']?.region;
    const want = split(s) ? s.leaders['cicero']?.region : 'remi';
    return legal.find((a) => a.t === 'reinforce' && a.region === want) ?? legal.find((a) => a.t === 'reinforce' && a.region === at) ?? legal[0];
  }
  if (s.step === 'supply.depots') return legal.find((a) => a.t === 'depot') ?? legal.find((a) => a.t === 'done')!;
  if (s.step === 'roman.move' || s.step === 'roman.forced') {
    const forced = s.step === 'roman.forced';
    if (s.selection) {
      const shape = shapeSelection(s, legal);
      if (shape) return shape;
      const head = s.selection.leaders[0];
      const goal = romanTarget(s, head);
      const here = s.selection.region;
      if (goal && goal !== here) {
        if (forced) {
          const via = nextStep(here, goal);
          const to = via ? nextStep(via, goal) : null;
          const fm = legal.find((a) => a.t === 'forced' && a.via === via && a.to === to);
          if (fm) return fm;
        } else {
          const step = nextStep(here, goal);
          const mv = legal.find((a) => a.t === 'move' && a.to === step);
          if (mv) return mv;
        }
      }
      return legal.find((a) => a.t === 'deselect')!;
    }
    for (const leader of romanHeads(s)) {
      const L = s.leaders[leader];
      if (!L || L.out !== null || s.moved.includes(leader) || L.region === null) continue;
      const goal = romanTarget(s, leader);
      if (!goal || goal === L.region) continue;
      const far = distance(L.region, goal) >= 2;
      // Gathering: two regions or more away, wait for the forced-march step; within one, march.
      if (!split(s) && far !== forced) continue;
      if (split(s) && forced) continue;
      const sel = selectOnce(s, legal, leader);
      if (sel) return sel;
    }
    return legal.find((a) => a.t === 'endMove')!;
  }
  return first(legal, ['sack', 'besiege', 'raze', 'stand', 'confirmDeploy', 'autoDeploy', 'pursue', 'testLeader', 'commander', 'retreat', 'endure', 'done', 'endMove']) ?? legal[0];
};

export type GallicPlan = 'strike' | 'shelter' | 'mixed';

/** Leaders who march on the Remi under each plan (the rest stay at home). */
const STRIKERS: Record<GallicPlan, string[]> = {
  strike: ['galba', 'buduognatos', 'ambiorix', 'catuvolcos', 'correos', 'comnios'],
  shelter: [],
  mixed: ['buduognatos', 'ambiorix', 'catuvolcos'],
};

export function gallicPlan(plan: GallicPlan): Plan {
  return (s, legal) => {
    const loss = lossChoice(s, legal);
    if (loss) return loss;
    if (s.step === 'gallic.move') {
      if (s.selection) {
        const head = s.selection.leaders[0];
        const here = s.selection.region;
        if (STRIKERS[plan].includes(head)) {
          // Take every leader along, march the whole host one region towards the Remi.
          const tog = legal.find((a) => a.t === 'toggle' && !UNIT_BY_ID[a.piece] && !s.selection!.leaders.includes(a.piece));
          if (tog) return tog;
          const step = nextStep(here, 'remi');
          const mv = legal.find((a) => a.t === 'move' && a.to === step);
          return mv ?? legal.find((a) => a.t === 'deselect')!;
        }
        const into = legal.find((a) => a.t === 'enter' && PLACE_BY_ID[a.place].region === here);
        return into ?? legal.find((a) => a.t === 'deselect')!;
      }
      for (const a of legal) {
        if (a.t === 'select') {
          const L = s.leaders[a.leader];
          if (L.place !== null || s.moved.includes(a.leader)) continue;
          const here = L.region!;
          if (STRIKERS[plan].includes(a.leader) ? here === 'remi' : !threatened(s, here, live(s, here, 'gallic', true).length)) continue;
          const sel = selectOnce(s, legal, a.leader);
          if (sel) return sel;
        }
        if (a.t === 'garrison') {
          const r = s.units[a.unit].region!;
          if (r !== 'remi' && threatened(s, r, live(s, r, 'gallic', true).length)) return a;
        }
      }
      return legal.find((a) => a.t === 'endMove')!;
    }
    if (s.step === 'supply.scorch') return legal.find((a) => a.t === 'done')!;
    return first(legal, ['stand', 'endure', 'confirmDeploy', 'autoDeploy', 'pursue', 'testLeader', 'commander', 'retreat', 'raze', 'besiege', 'done', 'endMove']) ?? legal[0];
  };
}

/** Play one two-player 6.4 game with the scripted plans. */
export function playBelgica(seed: string, plan: GallicPlan): BellumState {
  const r = bellum.setup({ scenario: 'belgica', seed, options: { solo: false } });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  const gaul = gallicPlan(plan);
  tried.clear();
  for (let i = 0; i < 20000 && !s.outcome; i++) {
    const legal = bellum.legalActions(s);
    const side = bellum.toAct(s);
    const a = side === 'roman' ? romanPlan(s, legal) : gaul(s, legal);
    const res = bellum.apply(s, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.rejection.message}`);
    s = res.state;
  }
  return s;
}
