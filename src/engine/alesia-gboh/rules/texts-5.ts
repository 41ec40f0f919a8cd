/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) rules, chapter 5.0 (Activation, Seizure,
 * Gallic planning and entry, the Alesia force), from the French seed 002. Own words throughout.
 */
import type { AgRuleText } from './types';

const C5 = '5.0 Activation';

export const AG_RULES_5: readonly AgRuleText[] = [
  {
    id: 'AG 5.0',
    title: 'Activation',
    chapter: C5,
    text:
      "How a player activates a Command (5.1), how the opponent can seize the phase (5.2), how the Gaul plans and brings in his tribes (5.3–5.4), how the Roman redeploys (5.5), and how Vercingetorix's force in Alesia (5.6) and the Gallic cavalry (5.7) come into play.",
  },
  {
    id: 'AG 5.1',
    title: 'Activating a Command',
    chapter: C5,
    text:
      'In an Activation Phase the player activates one of his Zone Commanders, legates, Prefects or chiefs, and with him that leader\'s Command (4.1). He may choose any Command he likes, also in a phase gained by Seizure.',
  },
  {
    id: 'AG 5.2',
    title: 'Seizure',
    chapter: C5,
    text:
      "Seizure is the Overall Commanders' (and, to a lesser degree, the Roman Zone Commanders') ability to react to events by taking the initiative decisively.",
  },
  {
    id: 'AG 5.21',
    title: 'Trying a Seizure',
    chapter: C5,
    reconstructed: true,
    text:
      "At the start of the opponent's Activation Phase, before he names the Command he will activate, a player may try to seize it by rolling the die. If the roll is no higher than the Initiative of his Overall Commander (or of the Roman Zone Commander he uses), the opponent's phase is cancelled and the seizing player plays an Activation Phase instead; afterwards play returns to the opponent. A Roman Seizure by Caesar may activate one legion anywhere on the map; one by a Zone Commander activates all the auxiliaries (archers, light infantry and/or Palintonos) in his Command Range. A Gallic Seizure may activate any or all of the tribes within the range and Control of any one chief (4.12), wherever he stands. A roll above the Initiative fails, and still uses up one of that commander's Seizures for the AP.",
    reading:
      'This edition reads the decision to try a Seizure as the inactive player\'s, taken at the start of each enemy phase by a standing order (e.g. "seize with Caesar once Gauls hold a Rampart") or by handing the screen over ("ask me").',
    settles: ['X2'],
  },
  {
    id: 'AG 5.22',
    title: 'How many Seizures',
    chapter: C5,
    text:
      "In one Assault Period a player may try as many Seizures as his commander's Seizures rating allows, but never twice in a row.",
    reading:
      'This edition reads "never twice in a row" per player, whichever leader tries: a player who tried a Seizure (successful or not, the automatic one of 5.25 included) at the start of one enemy phase may not try at the start of the next one.',
    settles: ['Q12'],
  },
  {
    id: 'AG 5.23',
    title: 'Who a Gallic Seizure activates',
    chapter: C5,
    text:
      "A Gallic Seizure made with Vercingetorix must activate the besieged force in Alesia, which counts as a single Command; one made with Commius must activate a Command of the relief army. Example: after a Gallic phase, before the Roman names his Command, the Gaul tries a Seizure with Commius and rolls 5, above Commius's Initiative, so it fails and the Roman plays his phase; Commius has used one of his three Seizures for this AP. The seed's example gives Commius Initiative 2; the published errata correct it to 3, which this edition uses.",
  },
  {
    id: 'AG 5.24',
    title: 'No Seizure in the first phase',
    chapter: C5,
    text: 'No Seizure may be tried for, or during, the first Activation Phase of an Assault Period.',
  },
  {
    id: 'AG 5.25',
    title: 'A Seizure to move the Roman OC',
    chapter: C5,
    text:
      'The Roman may spend a Seizure attempt of his Overall Commander simply to move that commander (6.13). No die is rolled and it always succeeds, but it counts against his Seizures for the AP.',
  },
  {
    id: 'AG 5.3',
    title: 'Gallic assault planning',
    chapter: C5,
    text: 'Before each Assault Period the Gaul decides, in secret, which tribes will try to come in and where (5.31–5.35).',
  },
  {
    id: 'AG 5.31',
    title: 'Assigning tribes to Entry Zones',
    chapter: C5,
    text:
      "In the planning phase at the start of every Assault Period the Gaul must assign every available tribe (10.74) to an Entry Zone, noting it on the assignment sheets, and the assignments may not change during that AP (mind the zone limits of 5.43). The sheets exist to keep the plan honest; in this edition they stay hidden from the Roman until a tribe arrives, and are shown at the end of the game.",
  },
  {
    id: 'AG 5.32',
    title: 'The first three Gallic phases',
    chapter: C5,
    text:
      'In his first three Activation Phases of an AP the Gaul may activate and bring in only tribes assigned to Zones I and/or II.',
    reading:
      "This edition counts every Activation Phase the Gaul actually plays in the AP, phases he gained by Seizure included and a failed entry attempt included; a Gallic phase cancelled by a Roman Seizure was never played and does not count.",
    settles: ['Q17'],
  },
  {
    id: 'AG 5.33',
    title: 'Entry rolls from the fourth phase',
    chapter: C5,
    reconstructed: true,
    text:
      "From his fourth Activation Phase of the AP on, the Gaul may (he need not) try to bring other tribes into their assigned Entry Zones under 5.42. Tribes assigned to Zones I and II arrive and are placed automatically; for Zones III to XVI the Gaul rolls on the Gallic Entry Arrival Table to see whether the tribes have reached their zone, once per Entry Zone per activation. The table is reconstructed in this edition.",
    reading:
      'This edition reads 5.33 together with 5.42, which allows only one zone per entry activation: an entry activation makes at most one roll, for the one zone chosen. Phases are counted as in 5.32.',
    settles: ['Q13', 'Q17'],
  },
  {
    id: 'AG 5.34',
    title: 'Success or a lost phase',
    chapter: C5,
    text:
      "A successful arrival roll lets the Gaul place the tribal counters assigned to that zone under 5.4. A failed roll wastes the whole activation: a tribal entry attempt is the only thing the Gaul does in that phase. In this edition the Roman learns only that an attempt failed, not which zone or tribes it concerned.",
  },
  {
    id: 'AG 5.35',
    title: 'No entry by Seizure',
    chapter: C5,
    text: 'A phase gained by Seizure can never be used for a tribal entry attempt.',
  },
  {
    id: 'AG 5.4',
    title: 'Initial placement and entry of the tribes',
    chapter: C5,
    text: 'How tribal counters come onto the map: free at the start of the AP (5.41), later as a whole activation (5.42), within zone caps (5.43) and placement limits (5.45).',
  },
  {
    id: 'AG 5.41',
    title: 'Initial Placement',
    chapter: C5,
    reconstructed: true,
    text:
      "In the Initial Placement segment of the planning phase at the start of every AP, before anyone activates, the Gaul may place tribal counters worth up to 8 Control points in total on the map (see 5.45). This costs no activation, but they may be placed only in Zones I and/or II, and only if they were assigned there in the planning. A few tribal counters stand for more than one tribe; see the counters and the assignment sheet. A tribal chief must be placed whenever tribal counters other than cavalry are placed; a cavalry leader must be placed with his cavalry counter.",
  },
  {
    id: 'AG 5.42',
    title: 'Bringing in tribes',
    chapter: C5,
    reconstructed: true,
    text:
      "After Initial Placement, during the AP and within 5.33 and 5.35, the Gaul may spend a whole Activation Phase placing tribal counters worth up to 5 Control points in their assigned Entry Zone; only one zone may be chosen. Placing takes the whole activation: the tribes move in later activations. He may not try to bring in tribes in two consecutive Activation Phases, nor while any tribal or cavalry counter on the map has not yet put out one of its units. An attempt to activate the Alesia force is not an entry. A tribal chief, if any is left, must be placed with non-cavalry tribal counters, unless the Gaul holds him back because the arriving counters are placed within the Command Range of a chief already on the map; a cavalry leader must be placed with his cavalry counter. Example: off the map and eligible are the Arverni (3), assigned to Zone I, and the Senones (2), Boii (1) and Nervii (1), assigned to Zone III. The Gaul may either place the Arverni automatically, or place the other three on a roll of 0 to 8.",
    reading:
      "This edition reads \"consecutive\" over the Gaul's own phases as counted in 5.32: an entry is barred in the Gallic phase right after one in which he tried an entry, successful or not.",
    settles: ['Q17'],
  },
  {
    id: 'AG 5.43',
    title: 'Zone caps',
    chapter: C5,
    text:
      'Apart from Zones I and II, no Entry Zone may be used by tribes worth more than 5 Control points in all over one Assault Period. Zones I and II have no such cap. Design note: the cap stands for how many warriors the Gauls could feed, move and coordinate; that they never went beyond Zones I–VI during the siege says much about those limits.',
  },
  {
    id: 'AG 5.44',
    title: 'Not for the Alesia force',
    chapter: C5,
    text: "Vercingetorix's besieged army is already on the map, so Gallic placement does not apply to it; see 5.6.",
  },
  {
    id: 'AG 5.45',
    title: 'Where a tribal counter may be placed',
    chapter: C5,
    reconstructed: true,
    text:
      "A tribal counter may go anywhere outside the walls that is: within 10 hexes of any map-edge hex of its assigned Entry Zone, along the straight line from that edge hex toward the Ramparts opposite (not 10 hexes off to one side); and at least 3 hexes from any Rampart hex (that hex counted) and at least 2 hexes from a Camp Wall. Tribal counters may stack. If a Roman unit or its ZOC lies on the path between the entry hex and the opposite Rampart, the counter is placed anywhere on that path between the entry hex and the Roman unit or ZOC, but never adjacent to a Roman unit. For placement, treat W5815 and W5915–W5918 as Rampart hexes. Example: the Gaul places the Bellovaci, assigned to Zone II, by way of W3901; the counter may go in any hex from W3901 to W3908. Had he chosen W3601, only W3601–W3604 would do, because of the Camp Wall at W3606.",
    reading:
      "This edition reads the distances as ordinary hex distances counted from the counter's hex, the Rampart or Camp Wall hex counting as the last step: a counter may stand 3 hexes from a Rampart hex (W3908 with the Rampart at W3911) and 2 hexes from a Camp Wall (W3604 with the wall at W3606), as the example requires. The 10 hexes are counted the same way from the chosen edge hex, which is itself the first hex of the line. It reads the straight line toward the Ramparts opposite as square to the zone's edge: along the hex row from a west or east edge hex (as W3901–W3908 runs), straight down or up the map from a north or south edge hex; the line ends where the works begin (camp, Rampart, Redoubt, the ground between the lines), and a Camp Wall is any camp hex. Should the works or the Roman army leave no hex of a zone open (on the 12.3 board Zone IX's edge lies within 3 hexes of the circumvallation), the counter may stand on an edge hex of the zone outside the works, not next to a Roman unit if one such hex is free of them.",
    settles: ['X3', 'X50'],
  },
  {
    id: 'AG 5.46',
    title: 'Tribal counters stay put',
    chapter: C5,
    text: 'Once placed, a tribal counter never moves. It stays on the map until its tribe reaches its Withdrawal level (10.7), and is then simply removed.',
  },
  {
    id: 'AG 5.47',
    title: 'No Units',
    chapter: C5,
    text:
      "When every unit a tribal counter stands for is on the map, turn it to its \"No Units\" side. From then on it is not there for units entering its hex, but it still is there for activation, Command Range and the like.",
  },
  {
    id: 'AG 5.48',
    title: 'Releasing units',
    chapter: C5,
    text:
      'Each time a chief is activated, every tribal counter in his Command (4.24) must put at least six of its combat units (or all it has left, if fewer) on the map on top of the counter, to move in that activation. See 6.21 and 5.7.',
    reading:
      "This edition reads the seed's pointer \"see 6.21 and 5.5\" as 6.21 and 5.7 (the cavalry counters, which apply 5.48 too); 5.5 is the Roman redeployment and has nothing to do with it. It reads the six as the units standing on the counter for the move: units put out earlier that have not yet moved off count, so the counter puts out only what is missing.",
    settles: ['Q7', 'X71'],
  },
  {
    id: 'AG 5.49',
    title: 'The 12-hex leash',
    chapter: C5,
    reconstructed: true,
    text:
      "Combat units may not voluntarily move, or be, more than 12 hexes from their tribal counter, unless and until they climb onto a Rampart or get in between the Vallations. Units sallying from Alesia and units of the cavalry counters are exempt. On the West map's hill (W5916 and around), Gallic units are freed from the leash as soon as they enter a hex from W5815 to W5819.",
    reading:
      'This edition reads the release as lasting: a unit that has once stood on a Rampart, between the Vallations or in W5815–W5819 is free of the leash for the rest of the Assault Period, even if it is later pushed back outside.',
    settles: ['X4'],
  },
  {
    id: 'AG 5.5',
    title: 'Roman redeployment',
    chapter: C5,
    text:
      'At the start of every Assault Period after the first, the Roman may redeploy any or all of his units, within the same placement limits the scenario set for his first deployment.',
  },
  {
    id: 'AG 5.6',
    title: "Vercingetorix's force in Alesia",
    chapter: C5,
    text: 'The besieged army inside the oppidum is handled as one tribe without a tribal counter, and enters the fight by its own roll (5.61–5.66).',
  },
  {
    id: 'AG 5.61',
    title: 'The besieged army',
    chapter: C5,
    text:
      "Every unit inside the oppidum of Alesia at the start of an Assault Period belongs to Vercingetorix's besieged army. It counts as a single tribe but has no tribal counter; the oppidum is its starting point.",
  },
  {
    id: 'AG 5.62',
    title: 'When the Alesia force may enter',
    chapter: C5,
    text:
      'The Alesia force comes into play on its own, apart from the other tribes, and its entry takes a whole Gallic activation. It may not enter before the combat units of at least one relief tribe are on the map. Once in play it may do anything other Gallic units may.',
  },
  {
    id: 'AG 5.63',
    title: 'The Alesia entry roll',
    chapter: C5,
    text:
      'The Alesia force enters on a roll of 0 to 6. If the roll fails, the Gaul must go on and activate another Command in that same phase. If it succeeds, its units are placed under 5.64 and may at once move, shock and so on. This is an activation attempt, not a tribal entry, so 5.34 does not apply.',
  },
  {
    id: 'AG 5.64',
    title: 'Placing the Alesia force',
    chapter: C5,
    reconstructed: true,
    text:
      'When the Alesia force enters, all its units are placed (or re-placed) anywhere inside Alesia, up to three per hex. They leave the town through the gates printed on the map, and the normal stacking rules apply once they are out.',
    settles: ['X70'],
    reading:
      'This edition reads it as placing each unit as it moves: its move begins, free and facing as the player likes, on whichever Alesia hex he picks, and goes on from there (out through a gate of the crest wall, or not). A unit that does not move stays in the oppidum for a later activation. In town the Alesia force stacks three a hex.',
  },
  {
    id: 'AG 5.65',
    title: 'Escaped Alesia units',
    chapter: C5,
    reconstructed: true,
    text:
      'Units of the besieged force that end an Assault Period outside both walls (W6427, for instance, but not W5429 or W5028) no longer belong to it. For the following APs they join the Aedui or the Arverni (the latter taking in the Mandubii who got out). See also the victory conditions (11.0).',
    reading:
      'This edition reads "outside both walls" as outside the circumvallations, as for the breakout victory, and sends such a unit to the Arverni while they are still available, else to the Aedui; if neither is, it stays with the besieged force. It then comes out of its new tribe\'s counter and counts against that tribe\'s Withdrawal level.',
    settles: ['X73'],
  },
  {
    id: 'AG 5.66',
    title: "The Alesia force's Withdrawal level",
    chapter: C5,
    text: 'The Alesia force has a Withdrawal level of 18 (10.7).',
  },
  {
    id: 'AG 5.7',
    title: 'Gallic cavalry counters',
    chapter: C5,
    text:
      "Each Gallic cavalry counter has Size 10, which works a little differently from a tribe's Size: it is the number of Gallic cavalry and/or light infantry units that may come into play through that counter, for instance 10 cavalry, or 6 cavalry and 4 light infantry. 5.48 applies when the Gaul activates the cavalry through a cavalry counter already placed.",
  },
];
