/** Actions of the combat phase (BG 4). */
export type CombatAction = { t: 'combatDone' };
