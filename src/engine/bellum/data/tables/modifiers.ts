/**
 * Die-roll modifiers of the Skirmish and Pitched Battle Tables — RECONSTRUCTED.
 *
 * The seed names the three pitched-battle modifiers (example 2: Army Commander, more leaders,
 * ranged units, together +3 for Caesar) but not their values; the skirmish modifiers are not
 * in the seed at all. Each modifier is symmetric: `value` when the attacker has the edge,
 * `reverseValue` when the defender has it, nothing when they are level. All apply to the
 * attacker's roll.
 */

export interface DrmDefinition {
  id: string;
  table: 'skirmish' | 'pitched-battle';
  value: number;
  /** Applied instead when the situation is reversed (the defender has the edge). */
  reverseValue: number | null;
  description: string;
  /** Short reasons for the log: when the attacker has the edge, and when the defender has it. */
  reason: string;
  reverseReason: string | null;
  rule: string;
  reconstructed: string;
}

export const PITCHED_BATTLE_DRMS: readonly DrmDefinition[] = [
  {
    id: 'pb-commander',
    reason: "attacker's Army Commander rates higher",
    reverseReason: "defender's Army Commander rates higher",
    table: 'pitched-battle',
    value: 1,
    reverseValue: -1,
    description: "+1 if the attacker's Army Commander has the higher rating (−1 if the defender's has)",
    rule: 'BG 4.4.2',
    reconstructed: 'named in example 2, value +1 so that the three make +3',
  },
  {
    id: 'pb-leaders',
    reason: "attacker has more leaders",
    reverseReason: "defender has more leaders",
    table: 'pitched-battle',
    value: 1,
    reverseValue: -1,
    description: '+1 if the attacker has more leaders present (−1 if fewer)',
    rule: 'BG 4.4.2',
    reconstructed: 'named in example 2 (7 leaders against 4), value +1',
  },
  {
    id: 'pb-ranged',
    reason: "attacker has ranged units, defender none",
    reverseReason: "defender has ranged units, attacker none",
    table: 'pitched-battle',
    value: 1,
    reverseValue: -1,
    description: '+1 if the attacker has ranged units in the first line and the defender none (−1 the reverse)',
    rule: 'BG 4.4.2',
    reconstructed: 'named in example 2 (Numidians, Cretans, Balearics), value +1',
  },
];

export const SKIRMISH_DRMS: readonly DrmDefinition[] = [
  {
    id: 'sk-cavalry',
    reason: "attacker has more cavalry units",
    reverseReason: "defender has more cavalry units",
    table: 'skirmish',
    value: 1,
    reverseValue: -1,
    description: '+1 if the attacker has more cavalry units (−1 if fewer)',
    rule: 'BG 4.3.2',
    reconstructed: 'not in the source: skirmishes are fights of detachments where horse decides',
  },
  {
    id: 'sk-ranged',
    reason: "attacker has ranged units, defender none",
    reverseReason: "defender has ranged units, attacker none",
    table: 'skirmish',
    value: 1,
    reverseValue: -1,
    description: '+1 if the attacker has ranged units and the defender none (−1 the reverse)',
    rule: 'BG 4.3.2',
    reconstructed: 'not in the source: mirrors the pitched-battle ranged modifier',
  },
  {
    id: 'sk-cover',
    reason: "Gallic defender in forest, marsh or mountain",
    reverseReason: null,
    table: 'skirmish',
    value: -1,
    reverseValue: null,
    description: '−1 if the defender is Gallic and the region is forest, marsh or mountain',
    rule: 'BG 4.3.2',
    reconstructed: 'not in the source: mirrors the Gallic evasion bonus in difficult terrain (BG 4.4.1)',
  },
];

export interface AppliedDrm {
  id: string;
  value: number;
  description: string;
  rule: string;
}

function edge(def: DrmDefinition, attackerAhead: boolean, defenderAhead: boolean): AppliedDrm[] {
  if (attackerAhead) return [{ id: def.id, value: def.value, description: def.reason, rule: def.rule }];
  if (defenderAhead && def.reverseValue !== null) return [{ id: def.id, value: def.reverseValue, description: def.reverseReason ?? def.reason, rule: def.rule }];
  return [];
}

const byId = (list: readonly DrmDefinition[], id: string): DrmDefinition => list.find((d) => d.id === id)!;

export interface PitchedDrmInput {
  attackerCommanderRating: number;
  defenderCommanderRating: number;
  attackerLeaders: number;
  defenderLeaders: number;
  attackerRanged: boolean;
  defenderRanged: boolean;
}

/** Modifiers to the attacker's Pitched Battle roll (a missing commander counts as rating 0). */
export function pitchedBattleDrms(x: PitchedDrmInput): AppliedDrm[] {
  return [
    ...edge(byId(PITCHED_BATTLE_DRMS, 'pb-commander'), x.attackerCommanderRating > x.defenderCommanderRating, x.attackerCommanderRating < x.defenderCommanderRating),
    ...edge(byId(PITCHED_BATTLE_DRMS, 'pb-leaders'), x.attackerLeaders > x.defenderLeaders, x.attackerLeaders < x.defenderLeaders),
    ...edge(byId(PITCHED_BATTLE_DRMS, 'pb-ranged'), x.attackerRanged && !x.defenderRanged, x.defenderRanged && !x.attackerRanged),
  ];
}

export interface SkirmishDrmInput {
  attackerCavalry: number;
  defenderCavalry: number;
  attackerRanged: boolean;
  defenderRanged: boolean;
  /** The defender is the Gallic player and the region is forest, marsh or mountain. */
  defenderGallicInCover: boolean;
}

/** Modifiers to the attacker's Skirmish roll. */
export function skirmishDrms(x: SkirmishDrmInput): AppliedDrm[] {
  const cover = byId(SKIRMISH_DRMS, 'sk-cover');
  return [
    ...edge(byId(SKIRMISH_DRMS, 'sk-cavalry'), x.attackerCavalry > x.defenderCavalry, x.attackerCavalry < x.defenderCavalry),
    ...edge(byId(SKIRMISH_DRMS, 'sk-ranged'), x.attackerRanged && !x.defenderRanged, x.defenderRanged && !x.attackerRanged),
    ...(x.defenderGallicInCover ? [{ id: cover.id, value: cover.value, description: cover.reason, rule: cover.rule }] : []),
  ];
}

export const sumDrms = (list: readonly AppliedDrm[]): number => list.reduce((a, d) => a + d.value, 0);
