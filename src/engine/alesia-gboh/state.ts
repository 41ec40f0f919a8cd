/**
 * The state of a game of Alésia (GBoH, seed 002). A value: `apply` returns a new one and never
 * writes into the state it was given.
 *
 * Hexes are named by their axial key (`q,r`, ../hex/coords.ts `hexKey`); the printed label
 * (`W3911`) comes from map/grid.ts (`gbohLabel`, `parseGbohLabel`).
 *
 * Facing (AG 7.1, 7.11): a counter points at a VERTEX of its hex. This edition stores the vertex as
 * an integer 0–5: vertex `v` is the corner between the hexsides towards neighbour `v` and neighbour
 * `v + 1` in ../hex/directions.ts order (E, NE, NW, W, SW, SE on the pointy-top board). So 0 points
 * between E and NE (up-right), 1 straight north (between NE and NW), 2 up-left, 3 down-left,
 * 4 straight south, 5 down-right. The FRONT hexes are neighbours `v` and `v + 1`, the FLANK hexes
 * `v + 2` and `v + 5` (= v − 1), the REAR hexes `v + 3` and `v + 4` (facing.ts).
 */
import type { RngState } from '../core/rng';
import type { Outcome } from '../core/contract';
import type { AgScenarioId, AgSide } from './data';
import type { EntryZone } from './tables/types';
// Shock session (AG 9–10): the shock segment, the combat standing orders, the phase-start snapshot.
import type { CombatOrders, PhaseStart, ShockSegment } from './shock/segment';
import type { ReinforcementState } from './flow/reinforcements';

export type { AgSide, AgScenarioId, EntryZone };

/** Where a combat unit or a leader is. */
export type AgLoc =
  /** On a hex of the map (axial key). */
  | { at: 'hex'; hex: string }
  /** AG 5.48 — released onto its tribal counter (or a leader placed with it), not yet moved off it. */
  | { at: 'counter'; tribe: string }
  /** Roman: not yet set up (AG 3.0 A, 5.5); relief: off the map with its tribe (not yet released). */
  | { at: 'pool' }
  /** AG 12.2 — Roman reinforcements not yet called, or called and waiting to enter. */
  | { at: 'reserve' }
  /** Inside the oppidum of Alesia (AG 5.61, 5.64; 12.3). */
  | { at: 'alesia' }
  /** Off the east edge, waiting to come in through W3733–W4034 / W4333–W4533 (AG 12.1, 12.2). */
  | { at: 'east-edge' }
  /** AG 10.44 — the Gallic Camp, read as an off-map box (index Q16). */
  | { at: 'gallic-camp' }
  /** AG 10.72 — set aside with its withdrawn tribe until the Assault Period ends. */
  | { at: 'withdrawn' }
  /** Eliminated (or a leader killed). */
  | { at: 'gone' };

/** AG 7.11 — a vertex 0–5 (see the header). */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

export interface AgUnitState {
  loc: AgLoc;
  facing: Facing;
  /** AG 10.1 — cohesion Hits. */
  hits: number;
  /** AG 10.13 — on the reduced side. */
  reduced?: true;
  /** AG 10.2 — routed. */
  routed?: true;
  /** AG 6.7 — Disordered. */
  disordered?: true;
  /** Activity marks of the current Activation Phase (cleared when it ends). */
  moved?: true;
  fired?: true;
  shocked?: true;
  /** AG 8.6 — fired in reaction this phase. */
  reacted?: true;
  // ---- missile fire in play (fire/play.ts, fire/reactionPlay.ts)
  /** AG 8.52 — artillery in Move mode; absent: Fire mode (reading: artillery is set up emplaced, in Fire mode). */
  mode?: 'move';
  /** AG 8.54 — shots fired this activation (artillery fires twice). Cleared with the phase's marks. */
  shots?: number;
  /** AG 8.12 — the hex the unit's move this activation began on (for "not after moving away from the target"). */
  from?: string;
  /** AG 8.64 — the artillery's extra reaction shot was used this enemy phase. */
  artShot?: true;
  /** AG 5.7 — the cavalry counter a Gallic cavalry or LI unit came in through (its AG 10.7 tally). */
  via?: string;
  /** AG 6.47 — a Gallic BI carrying a Fill counter (taken when it was put on the map; movement/fill.ts). */
  fill?: true;
  /** AG 5.49 — has climbed a Rampart, gone between the lines or onto the hill: no longer leashed to its counter. */
  freed?: true;
  /** AG 5.65 — an Alesia-force unit that ended an AP outside both walls: the relief tribe it now belongs to (entry/escaped.ts). */
  joined?: string;
  /**
   * AG 6.65 — the unit's place in its hex's stack (stacking.ts): the units of a hex read top first by
   * this number (absent = 0), ties in the state's unit order. A unit that arrives on a hex holding
   * friends gets one more than any there (it goes underneath); one that arrives alone drops it.
   */
  stackPos?: number;
  /** AG 6.65 — MP spent this activation swapping the order of its stack (2 each); cleared with the phase's marks. */
  spent?: number;
}

export interface AgLeaderState {
  loc: AgLoc;
  facing?: Facing;
  moved?: true;
  /** AG 5.41–5.42, 10.72 (reading X64): the tribe a chief was placed with; he withdraws with it. */
  tribe?: string;
}

/** A tribal or cavalry counter (AG 4.4). Its zone assignment is NOT here: that is the secret plan. */
export interface AgTribeState {
  /**
   * `available`: off the map, may be assigned (AG 5.31); `placed`: on the map, committed (AG 3.0);
   * `withdrawn`: withdrew this AP (AG 10.72); `gone`: no longer available (AG 10.74); `unused`: not in
   * this scenario (AG 12.1: not among the tribes picked — known only to the Gaul until the game ends).
   */
  status: 'available' | 'placed' | 'withdrawn' | 'gone' | 'unused';
  /** The zone it arrived in (public once placed, AG 5.34). */
  zone?: EntryZone;
  /** The hex the counter stands on (AG 5.45, entry/placementHexes.ts); it never moves (AG 5.46, 6.23). */
  hex?: string | null;
  /** AG 5.48, 5.7 — combat units it has put on the map this AP. */
  released: number;
  /** AG 4.43, 5.47 — every unit it stands for is on the map. */
  noUnits?: true;
}

/** AG 10.7 — routed and eliminated units of a tribe this AP, against its Withdrawal level. */
export interface WithdrawalTally {
  routed: number;
  eliminated: number;
}

/** The Gaul's secret plan for this AP (AG 5.31; AG 12.1: the tribes picked). Hidden from the Roman. */
export interface GallicPlan {
  /** AG 5.31 — tribal/cavalry counter id → Entry Zone. */
  assign: Record<string, EntryZone>;
  /** AG 12.1 — the relief counters picked (≤ 80 Size). */
  picked: string[];
}

/**
 * Where the game stands in the sequence of play (AG 3.0).
 * - `roman-setup` (AP 1) / `roman-redeploy` (AP ≥ 2): the Roman places his units (AG 3.0 A, 5.5).
 * - `planning`: the Gaul assigns tribes to zones, or picks them in 12.1 (AG 3.0 B, 5.31).
 * - `initial`: Initial Placement (AG 5.41), not in 12.1.
 * - `seize`: the inactive side may try a Seizure before the phase owner names a Command (AG 5.21).
 * - `choose`: the phase owner decides what his Activation Phase is (AG 3.0 C).
 * - `forming`: a Gallic chief's Command is being formed, tribe by tribe, within his Control (AG 4.12).
 * - `command`: a Command is activated and its units act (movement, fire, shock: later sessions).
 * - `oc-move`: an Overall Commander movement activation (AG 6.13).
 * - `entering`: a successful tribal entry; the counters of the zone are being placed (AG 5.42).
 * - `shock`: the active Command's shock segment (AG 9.0–9.3, shock/play.ts); a decision may be the other side's.
 * - `over`: the game is over.
 */
export type StepKind = 'roman-setup' | 'roman-redeploy' | 'planning' | 'initial' | 'seize' | 'choose' | 'forming' | 'command' | 'oc-move' | 'entering' | 'shock' | 'over'
  /** AG 8.6 — the active side's move or shot has opened a reaction-fire chance; the inactive side decides (fire/reactionPlay.ts). */
  | 'react';

export interface ActiveCommand {
  /** The leader activated (legate, zone commander, prefect, chief, cavalry leader, Vercingetorix). */
  leader: string;
  kind: 'legion' | 'auxiliaries' | 'cavalry' | 'tribes' | 'gallic-cavalry' | 'alesia';
  /** Gallic chief: the tribes he activates (AG 4.12). */
  tribes: string[];
  /** The combat units of the Command (AG 4.11–4.13). */
  units: string[];
  /** AG 4.13 — cohorts and Scorpions activated outside their legate's range (no move next to an enemy). */
  outOfRange: string[];
}

/** The Assault Period under way and its bookkeeping (AG 3.0, 5.2, 5.3). */
export interface ApState {
  /** 1-based. */
  n: number;
  /** AG 12.2 Night — the second AP of 12.2 and 12.3 is a night attack. */
  night: boolean;
  /** Whose Activation Phase it is (or would be). */
  owner: AgSide;
  /** Activation Phases begun this AP (AG 5.24: none can be seized in the first). */
  phases: number;
  /** AG 5.32 — Gallic Activation Phases actually played this AP (reading Q17). */
  gallicPhases: number;
  /** AG 5.42 — the Gallic phase count of the last entry attempt (reading Q17), or null. */
  lastEntry: number | null;
  /** This phase was gained by Seizure (AG 5.35: no entry; AG 5.21: what may be activated). */
  seized: null | { leader: string; mode: 'activate' | 'move' };
  /** After a seized phase, play returns to this side (AG 5.21). */
  resume: AgSide | null;
  /** AG 5.22 — Seizure attempts used this AP, per leader. */
  seizuresUsed: Record<string, number>;
  /** AG 5.22 (reading Q12) — the side tried a Seizure at its last chance, so it may not at the next. */
  triedLast: Record<AgSide, boolean>;
  /** AG 5.43 — Control points brought in this AP per zone (caps for Zones III–XVI). */
  zoneCp: Partial<Record<EntryZone, number>>;
  /** AG 5.41 — Control points placed at Initial Placement this AP. */
  initialCp: number;
  /** AG 5.63 — the Alesia force's activation was tried (and failed) this phase. */
  alesiaTried: boolean;
  /** AG 12.1 Gauls (reading Q8) — arrivals at the start of this Gallic phase: zone and counters. */
  arrivals: { zone: EntryZone | null; tribes: string[] };
  /** AG 5.42 — the entry under way: zone and counters placed so far. */
  entering: { zone: EntryZone; tribes: string[] } | null;
  /** AG 10.7 — tribal withdrawal tallies this AP (the Alesia force as `alesia`). */
  tallies: Record<string, WithdrawalTally>;
  /** Reading X1 (flow/stall.ts) — consecutive Activation Phases ended with nothing done. */
  idle?: number;
  /** AG 6.5 — the units that have made a rapid move this AP (a later one costs each 1 Hit); absent: none. */
  rapid?: string[];
}

/**
 * Reading X2 — how the inactive side's Seizure decision is taken: by handing the screen over
 * (`ask`), or by a standing order set in his own phase: never try, or try with this commander at
 * every chance while he has Seizures left.
 */
export type SeizeOrder = { seize: 'ask' } | { seize: 'never' } | { seize: 'try'; leader: string };

/**
 * Reading X2 (AG 8.6) — how the inactive side's reaction fire is decided: by handing the screen over
 * (`ask`), never, every unit at its first chance (`always`), or only Entry fire at a unit that comes
 * into a Death Garden hex (`deathGarden`, the "fire at the first unit into a DG").
 */
export type ReactOrder = 'ask' | 'never' | 'always' | 'deathGarden';

/** AG 8.61–8.64 — the reactions a move or shot of the active side has opened, waiting on the inactive side. */
export interface PendingReaction {
  /** Which reaction the chance is for. */
  kind: 'withdrawal' | 'entry' | 'return' | 'artillery';
  /** The active unit the reaction fire aims at. */
  target: string;
  /** AG 8.61 — the move waiting to go ahead once Withdrawal fire has been answered. */
  move?: { unit: string; path: string[]; facing: Facing; fill?: 'hex' | number; leaders?: string[]; with?: string[]; rapid?: true };
  /**
   * AG 6.65, 6.66 — the units moving with `target` as one stack (under it, top first): the reaction
   * fire aims at the whole moving stack, whose weapon rule (8.14) says which of them it strikes.
   */
  group?: string[];
  /** AG 8.6 simultaneity — the units fired upon as they stood before the shot (Return fire). */
  before?: Record<string, AgUnitState>;
  /** AG 8.19 — the shot was shoot-and-scoot: Return fire is read as at one hex. */
  scoot?: true;
}

export interface AgState {
  system: 'alesia-gboh';
  scenario: AgScenarioId;
  /** The legions the Roman chose (AG 12.1, 12.2: six of his choice; 12.3: all). */
  legions: string[];
  step: StepKind;
  ap: ApState;
  /** AG 4.1 — the Command activated in this phase. */
  command: ActiveCommand | null;
  /** The unit the Roman is placing (set-up and redeployment). */
  picking: string | null;
  /** Combat units of this scenario (units the scenario does not use are absent). */
  units: Record<string, AgUnitState>;
  leaders: Record<string, AgLeaderState>;
  tribes: Record<string, AgTribeState>;
  /** AG 5.62–5.64 — the Alesia force has come into play this AP. */
  alesiaEntered: boolean;
  /** AG 5.66, 10.72 — the Alesia force has withdrawn this AP (it may not come out again before the next). */
  alesiaWithdrawn?: true;
  plan: GallicPlan;
  /** Reading X2 — each side's standing order for its Seizure chances. */
  orders: Record<AgSide, SeizeOrder>;
  /** AG 8.43 — hexes On Fire (cleared at the end of the AP, AG 8.46). */
  burning?: string[];
  /** AG 8.45 — Ramparts and Redoubts burnt down to Rubble (repaired at the end of the AP, AG 8.46). */
  rubble?: string[];
  /** AG 8.6 — the reaction-fire chance under way (step 'react'), see fire/reactionPlay.ts. */
  reaction?: PendingReaction;
  /** Reading X2 (AG 8.6) — each side's standing order for its reaction fire; absent: 'ask'. */
  reactOrders?: Partial<Record<AgSide, ReactOrder>>;
  /** AG 9.0–9.3 — the shock segment under way (shock/play.ts), absent or null otherwise. */
  shock?: ShockSegment | null;
  /** Reading X2 — each side's standing orders for its combat decisions (shock/orders.ts; defaults when absent). */
  combatOrders?: Partial<Record<AgSide, CombatOrders>>;
  /** AG 9.12, 9.22 — where units stood when the Activation Phase began (shock/designate.ts). */
  phaseStart?: PhaseStart;
  /** AG 10.8 — legion → hex of its Aquila, once placed apart from its legate (shock/aquila.ts). */
  aquilae?: Record<string, string>;
  /**
   * AG 6.47–6.49 — Fill lying on the map: a Death Garden hex's key (`q,r`) or a water hexside's key
   * (`q,r|q,r`, ../hex/hexside.ts) → the value of its Fill counter, 1–4 (movement/fill.ts).
   * Absent while none lies anywhere.
   */
  fill?: Record<string, number>;
  /** Optional rules chosen at set-up (optionalRules.ts): AG 10.63 Alesia-force recovery; AG Opt.Aggressiveness. */
  optional?: { alesiaRecovery?: true; aggressiveness?: true };
  /** AG 12.2 Reinforcements — groups called this AP. */
  reinforcementsCalled: number;
  /** AG 12.2 Reinforcements — breaches, breaches used and groups called this AP (flow/reinforcements.ts). */
  reinforcements?: ReinforcementState;
  rng: RngState;
  seq: number;
  outcome: Outcome<AgSide> | null;
}

export const other = (side: AgSide): AgSide => (side === 'roman' ? 'gallic' : 'roman');

export const onMap = (loc: AgLoc): boolean => loc.at === 'hex' || loc.at === 'counter';

export function zeroTally(): WithdrawalTally {
  return { routed: 0, eliminated: 0 };
}
