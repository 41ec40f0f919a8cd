/** State of the combat phase (BG 1.IV, 4). Filled in by the combat modules. */
export interface CombatState {
  /** Regions still to resolve, in order. */
  queue: string[];
}
