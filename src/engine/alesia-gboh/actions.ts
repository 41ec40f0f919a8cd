/**
 * Every decision a player takes in Alésia (GBoH). Only the entries of `legal.ts`'s list can be
 * applied (movement AG 6, Fill AG 6.47, leaders AG 6.12–6.14, missile and reaction fire AG 8,
 * shock AG 9, rally AG 10.5, reinforcements AG 12.2 included).
 */
import type { EntryZone, Facing, ReactOrder } from './state';

export type AgAction =
  // ------------------------------------------------------------ Roman set-up (AG 3.0 A, 5.5, 12.x)
  /** Pick a unit or leader of the Roman pool to place. */
  | { t: 'pick'; id: string }
  /** Put the picked unit or leader on a hex, facing a vertex (AG 7.1). */
  | { t: 'place'; id: string; hex: string; facing: Facing }
  /** Take a placed unit or leader back into the pool. */
  | { t: 'unplace'; id: string }
  /** Place every counter still in the pool as the sample deployment (GB-DEP) has it. */
  | { t: 'sample' }
  /** The Roman lines are manned. */
  | { t: 'endSetup' }
  // ------------------------------------------------------------ Gallic planning (AG 3.0 B, 5.31, 12.1)
  /** AG 5.31 — assign an available tribal/cavalry counter to an Entry Zone (secret). */
  | { t: 'assign'; tribe: string; zone: EntryZone }
  /** AG 12.1 — pick a relief counter for the Final Assault (≤ 80 Size, secret). */
  | { t: 'choose'; tribe: string }
  /** AG 12.1 — drop a picked counter. */
  | { t: 'unchoose'; tribe: string }
  /** The plan is complete. */
  | { t: 'endPlanning' }
  // ------------------------------------------------------------ placing tribal counters (AG 5.41, 5.42, 12.1)
  /**
   * Place one tribal/cavalry counter in its zone (Initial Placement, an entry, or a 12.1 arrival) on
   * `hex` (axial key), a hex of the zone's placement lines (AG 5.45, entry/placementHexes.ts). The
   * legal list always names the hex; an action without one takes the zone's default hex (the first).
   */
  | { t: 'placeTribe'; tribe: string; zone: EntryZone; hex?: string }
  /** AG 5.41–5.42 — place a chief with a tribal counter placed now. */
  | { t: 'placeChief'; leader: string; tribe: string }
  /** End Initial Placement (AG 5.41) or the placing of an entry (AG 5.42). */
  | { t: 'endPlacement' }
  // ------------------------------------------------------------ Seizure (AG 5.2)
  /** AG 5.21 — the inactive side tries a Seizure with this commander (`move`: AG 5.25, Caesar only, no roll). */
  | { t: 'seize'; leader: string; move?: true }
  /** Let the opponent's phase go ahead. */
  | { t: 'noSeize' }
  /** Reading X2 — in his own phase a player sets his standing order for his next Seizure chances. */
  | { t: 'seizeOrder'; seize: 'ask' | 'never' | 'try'; leader?: string }
  // ------------------------------------------------------------ the Activation Phase (AG 3.0 C)
  /** AG 5.42 — the Gaul spends the phase bringing in the tribes assigned to one zone. */
  | { t: 'entry'; zone: EntryZone }
  /** AG 6.13 — an Overall Commander movement activation. */
  | { t: 'ocMove' }
  /** AG 4.1, 5.1 — activate this leader's Command (a Gallic chief then adds tribes, AG 4.12). */
  | { t: 'activate'; leader: string }
  /** AG 4.12 — add a tribe to the chief's Command. */
  | { t: 'addTribe'; tribe: string }
  /** AG 4.12 — take a tribe out again. */
  | { t: 'dropTribe'; tribe: string }
  /** AG 4.12, 5.48 — the Command is formed: its counters release their units. */
  | { t: 'commit' }
  /** AG 5.48, 5.7 — put one more unit of a counter of the active Command on the map (beyond the six it must). */
  | { t: 'release'; tribe: string; unit: string }
  /** End the Activation Phase. */
  | { t: 'endPhase' }
  /** AG 3.0, reading X1 — the Gaul calls off the assault instead of a phase: the AP ends as a Withdrawal. */
  | { t: 'callOff' }
  // ------------------------------------------------------------ shock (AG 9–10, shock/play.ts)
  /** AG 9.0 — movement and fire are over: the active Command's shock segment begins. */
  | { t: 'toShock' }
  /** AG 9.21 — the voluntary shocks are designated; resolution begins. */
  | { t: 'endDesignation' }
  /** The answer to the decision waiting (shock/segment.ts `Pending`), by the side it waits for. */
  | { t: 'answer'; choice: string }
  /** Reading X2 — in his own phase a player sets a standing order for his combat decisions (shock/orders.ts). */
  | { t: 'combatOrder'; key: 'rbs' | 'hold' | 'weapon' | 'leftover' | 'retreat' | 'escape'; value: string }
  // ------------------------------------------------------------ the Command's units act (AG 6–10, 12.2)
  /**
   * AG 6 — move a unit of the active Command along a path (movement/play.ts). AG 6.47 `fill`: a BI
   * carrying Fill lays it where the move ends — `'hex'` in the Death Garden hex entered, or a
   * direction 0–5: across that water hexside of the end hex (movement/fill.ts). AG 6.13 `leaders`:
   * the Overall/Zone Commanders stacked with it go along (movement/leaders.ts). AG 6.65 `with`: the
   * units under it (top first) move with it as one stack, along the same path (reading X81).
   * AG 6.5 `rapid`: a Roman cohort's (or a stack of cohorts') rapid move, its MA doubled.
   */
  | { t: 'move'; unit: string; path: string[]; facing: Facing; fill?: 'hex' | number; leaders?: string[]; with?: string[]; rapid?: true }
  /**
   * AG 6.65 — the activated `unit` spends 2 MP to change the order of its stack (movement/play.ts
   * `applySwap`): it changes places with the unit above it, or, on top, with the unit under it.
   */
  | { t: 'swap'; unit: string }
  /** AG 7.12 — turn in place (movement/play.ts). */
  | { t: 'face'; unit: string; facing: Facing }
  // ---- harness session: Fill (movement/fill.ts) and leaders' movement (movement/leaders.ts)
  /** AG 6.47 — a Gallic BI just put on the map takes a Fill counter. */
  | { t: 'carryFill'; unit: string }
  /** AG 6.47 — a BI carrying Fill lays it, without moving, across a water hexside (direction 0–5) of its hex. */
  | { t: 'layFill'; unit: string; side: number }
  /** AG 4.24, 6.12–6.14 — a leader moves along a path (hex keys, start included). */
  | { t: 'moveLeader'; leader: string; path: string[] }
  /**
   * AG 8.1–8.5 — a missile shot of an active unit (fire/play.ts) at the target HEX (axial key, AG 8.13).
   * `fireArrows`: Gallic archers shoot fire arrows (AG 8.41); `scoot`: shoot-and-scoot, read at range 1,
   * the unit's whole MA (AG 8.19); `andMove`: foot archers or a mounted missile unit that has not moved
   * yet and will move after the shot (+1, AG 8.17) — without it such a unit fires standing and stays.
   */
  | { t: 'fire'; unit: string; target: string; fireArrows?: true; scoot?: true; andMove?: true }
  /** AG 8.52 — an activated artillery unit changes mode (its only action this activation). */
  | { t: 'mode'; unit: string; mode: 'fire' | 'move' }
  /** AG 8.44 — an activated Roman unit fights the fire in an adjacent, level hex (its only action). */
  | { t: 'fightFire'; unit: string; hex: string }
  /** AG 8.61–8.64 — the inactive side fires this unit in reaction at the active unit `target` (step 'react'). */
  | { t: 'react'; unit: string; kind: 'withdrawal' | 'entry' | 'return' | 'artillery'; target: string }
  /** AG 8.6 — no (more) reaction fire at this chance. */
  | { t: 'noReact' }
  /** Reading X2 (AG 8.6) — in his own phase a player sets his standing order for reaction fire. */
  | { t: 'reactOrder'; react: ReactOrder }
  /** AG 9.12, 9.21 — designate a voluntary shock: the stack of `unit` attacks (`target`: a defender it faces). */
  | { t: 'shock'; unit: string; target: string }
  /** AG 10.5 — a Roman unit rallies instead of acting (flow/rally.ts). */
  | { t: 'rally'; unit: string }
  /**
   * AG 12.2 — call a group of reinforcements (`legion:XII` or `auxiliaries`), or, with `site`, bring a
   * called group on at that entry site (flow/reinforcements.ts).
   */
  | { t: 'reinforce'; group: string; site?: string };

/** The action kinds whose legal entries are generated in this session. */
export const AG_ACTION_KINDS_NOW = [
  'pick', 'place', 'unplace', 'sample', 'endSetup',
  'assign', 'choose', 'unchoose', 'endPlanning',
  'placeTribe', 'placeChief', 'endPlacement',
  'seize', 'noSeize', 'seizeOrder',
  'entry', 'ocMove', 'activate', 'addTribe', 'dropTribe', 'commit', 'release', 'endPhase', 'callOff',
  'move', 'face', 'swap',
  // AG 8 — missile fire (fire/play.ts, fire/reactionPlay.ts).
  'fire', 'mode', 'fightFire', 'react', 'noReact', 'reactOrder',
  // AG 9–10 (shock/play.ts, flow/rally.ts)
  'toShock', 'endDesignation', 'answer', 'combatOrder', 'shock', 'rally',
  // AG 6.47, 6.12–6.14, 12.2 (movement/fill.ts, movement/leaders.ts, flow/reinforcements.ts)
  'carryFill', 'layFill', 'moveLeader', 'reinforce',
] as const;
