/**
 * Why a hex is barred to the unit now moving: small integer codes the search (./reach.ts) records
 * per hex without allocating, each with the rule that bars it and a line of explanation.
 */
export const Bar = {
  None: 0,
  Ma: 1,
  Ditch: 2,
  Crest: 3,
  CavalryWall: 4,
  CavalryDeathGarden: 5,
  RampartFromOutside: 6,
  RampartOccupied: 7,
  NoWalkway: 8,
  CavalryRampart: 9,
  RedoubtLink: 10,
  CavalryRedoubt: 11,
  Enemy: 12,
  RampartInfantry: 13,
  TribalCounter: 14,
  Zoc: 15,
  Stacking: 16,
  RampartRow: 17,
  Rapid: 18,
  CavalryRedoubtEnd: 19,
  OffBoard: 20,
  BurningEnd: 21,
  EdgeBand: 22,
} as const;
export type Bar = (typeof Bar)[keyof typeof Bar];

export interface Why {
  rule: string;
  reason: string;
}

export const WHY: Readonly<Record<number, Why>> = Object.freeze({
  [Bar.Ma]: { rule: 'AG 6.34', reason: 'not enough movement points left to pay for the hex' },
  [Bar.Ditch]: { rule: 'AG 6.33', reason: 'the deep water-filled ditch cannot be crossed without Fill 3' },
  [Bar.Crest]: { rule: 'AG 6.36', reason: 'the crest wall of Alesia is crossed only at its gates' },
  [Bar.CavalryWall]: { rule: 'AG 6.43', reason: 'cavalry crosses no wall; it uses the gates' },
  [Bar.CavalryDeathGarden]: { rule: 'AG 6.45', reason: 'no horse crosses a Death Garden' },
  [Bar.RampartFromOutside]: { rule: 'AG 6.42', reason: 'a Rampart is climbed from outside only by a unit that began its move next to it' },
  [Bar.RampartOccupied]: { rule: 'AG 6.42', reason: 'from outside, only an empty Rampart hex may be entered; an occupied one must be taken by shock' },
  [Bar.NoWalkway]: { rule: 'AG 6.42', reason: 'Rampart hexes are linked only along the walkway' },
  [Bar.CavalryRampart]: { rule: 'AG 6.42', reason: 'cavalry enters a Rampart only through a gate, straight through to the opposite gate' },
  [Bar.RedoubtLink]: { rule: 'AG 6.44', reason: 'a Redoubt and a Rampart are passed between only where they are connected' },
  [Bar.CavalryRedoubt]: { rule: 'AG 6.44', reason: 'cavalry passes a Redoubt only through its gates, and only when it is empty' },
  [Bar.Enemy]: { rule: 'AG 6.64', reason: 'no unit enters or passes a hex holding an enemy combat unit' },
  [Bar.RampartInfantry]: { rule: 'AG 6.63', reason: 'no unit passes friendly infantry on a Rampart' },
  [Bar.TribalCounter]: { rule: 'AG 6.22', reason: 'combat units may not enter a hex holding a tribal counter' },
  [Bar.Zoc]: { rule: 'AG 7.23', reason: 'the unit must stop on entering an enemy Zone of Control' },
  [Bar.Stacking]: { rule: 'AG 6.61', reason: 'the stacking limits of the hex forbid ending the move there' },
  [Bar.RampartRow]: { rule: 'AG 6.68', reason: 'infantry on a Rampart may not move next to friendly infantry on a Rampart' },
  [Bar.Rapid]: { rule: 'AG 6.5', reason: 'a rapid move enters only 1-MP hexes and never comes next to a Gallic unit' },
  [Bar.CavalryRedoubtEnd]: { rule: 'AG 6.44', reason: 'cavalry never ends its move in a Redoubt' },
  [Bar.OffBoard]: { rule: 'AG 2.1', reason: 'not a hex of this board' },
  [Bar.BurningEnd]: { rule: 'AG 8.43', reason: 'no unit may end its move in a hex On Fire' },
  [Bar.EdgeBand]: { rule: 'AG 12.1 Romans', reason: 'Roman units never go of their own will within 3 hexes of a map edge outside the works' },
});
