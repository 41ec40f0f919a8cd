/**
 * The ambiguities of the Alésia (GBoH) rules that this edition settles with a stated reading: Q1–Q20
 * are those of the rules index (shared/spec/alesia-gboh-rules-index.md §5), X1–X12 those found while
 * writing the paraphrases. Each is answered by the `reading` of the entries whose `settles` names it.
 */
export const AG_AMBIGUITIES: Readonly<Record<string, string>> = {
  Q1: 'Outer and inner Death Gardens: two rows of one belt, or the belts of the two rings?',
  Q2: 'Streams: crossed for +2 MP in the 6.42 example, yet crossable only with Fill 3 in 6.48.',
  Q3: 'A leader hit by missile fire: does a second 0 kill him, or does 9.24 roll again?',
  Q4: 'An Aquila "stacked with an enemy unit that retreats".',
  Q5: 'Do Alesia-force BI have a reduced side (10.13, 10.42 note) or rout (10.63 and its note)?',
  Q6: 'Rapid movement: are the three conditions joined by "or" or by "and"?',
  Q7: 'Cross-references that point at the wrong rule.',
  Q8: "12.1's entry (up to 3 counters in one of Zones III–VI, \"not all at once\") against 5.32 and 5.42.",
  Q9: "The sample deployment's \"Area IV\" Arverni over the zone cap, and the tribes it leaves out.",
  Q10: 'Can the Gaul still win by breakout once Vercingetorix is dead?',
  Q11: "Charisma: units of the leader's Command (4.21) or every friendly unit near him (4.34)?",
  Q12: 'Seizure "never twice in a row": per leader or per player?',
  Q13: 'Entry rolls: one per zone per activation (5.33) while only one zone may be chosen (5.42).',
  Q14: 'Reinforcements: "5 cohorts of any legion".',
  Q15: 'May a tower unit (archers or artillery) stand alone on a Rampart hex?',
  Q16: 'Where is the Gallic Camp?',
  Q17: 'Which Gallic phases count for the first three, the fourth, and "consecutive" entries?',
  Q18: 'What happens to units still on the map when an Assault Period ends?',
  Q19: 'Which hexes are "outside the circumvallations" for the breakout victory?',
  Q20: 'Does the 3-hex map-edge band bind Roman units inside the works?',
  X1: 'How an Assault Period ends when nothing forces a Withdrawal (there is no pass), and the Withdrawal test before any tribe is committed.',
  X2: "Who takes the inactive side's decisions on a shared screen: Seizure, reaction fire, retreat before shock, leader escape, holding the wall, weapon type and leftover Hits.",
  X3: 'How the placement distances of 5.45 are counted.',
  X4: 'Does the 12-hex leash come back if a unit is pushed out of the works?',
  X5: 'The water ditch "north–south" from W4723 to W3704.',
  X6: 'The "moved or will move" missile modifier for mounted units.',
  X7: 'Roman cavalry: mostly lancers (2.4) or mostly javelin-armed (8.21)?',
  X8: 'How the Alesia force enters from the east edge in 12.1 and 12.2.',
  X9: 'When the Roman may call reinforcements after a breach in 12.2.',
  X10: "12.3's Roman forces and what it keeps from 12.2.",
  X11: 'What "nearest" means in Gallic Aggressiveness and how the rule is held to.',
  X12: "The sample deployment's Scorpion range W4105–W4817.",
};
