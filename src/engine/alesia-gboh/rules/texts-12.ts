/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) scenarios, chapter 12.0 (12.1 The Final
 * Assault, 12.2 the historical scenario, 12.3 the players' game), from the French seed 002. The
 * seed heads each scenario's parts (maps, Roman forces, Gallic forces, special rules …) without
 * numbers; this edition keys them `AG 12.1 Romans` and so on. The optional Gallic Aggressiveness
 * rule printed with 12.1 and 12.2 is in texts-optional.ts.
 */
import type { AgRuleText } from './types';

const C12 = '12.0 Scenarios';

export const AG_RULES_12: readonly AgRuleText[] = [
  {
    id: 'AG 12.0',
    title: 'Scenarios',
    chapter: C12,
    text:
      'Three scenarios: The Final Assault (12.1), one day on the West map; the Historical Scenario (12.2), three days on the West map; and the Players\' Game (12.3), three days on both maps with the Gauls free to come from anywhere.',
  },
  // ------------------------------------------------------------ 12.1
  {
    id: 'AG 12.1',
    title: 'The Final Assault',
    chapter: C12,
    reconstructed: true,
    text:
      "The last Gallic assault, aimed mostly at the open north-western stretch of the works. Only the West map is used. See 12.1 Romans, 12.1 Gauls and 12.1 Special for the set-up and rules; the optional Gallic Aggressiveness rule may be used.",
  },
  {
    id: 'AG 12.1 Romans',
    title: 'The Final Assault: Roman forces and set-up',
    chapter: C12,
    reconstructed: true,
    text:
      "The Roman has six legions of his choice, with their legates, Scorpions and Aquilae; 4 Numidian LI; 6 archers; 4 German cavalry (GC); 4 Iberian LC; 1 Palintonos; Caesar, 1 Zone Commander and 3 cavalry Prefects. He sets them up anywhere he likes inside the Vallations, except that: no Roman unit may be placed north of hexes W5815 and W5915–W5918; every hex of the outer Ramparts (W5714–W1832) must hold, or be adjacent to, a Roman combat unit other than artillery; each legion's Scorpion must be within 2 hexes of a cohort of its legion; the cavalry goes in any or all of the three cavalry camps just outside the walls (mind 6.44); and at least one legion starts inside the infantry camp (around W5022), its Scorpion being free to go anywhere. Roman units may leave the fortifications, but may never voluntarily come within 3 hexes of a map edge. The Roman gets no reinforcements. Per the published errata, the Roman cavalry stays in the camps: 12.2's wider cavalry set-up does not apply here.",
    reading:
      "This edition reads the 3-hex edge band as binding Roman units outside the Vallations only: units inside the works, on the Ramparts, and reinforcements entering at their edge hexes (12.2) are not bound by it, since the works themselves reach the edge of the West map near Alesia. It counts the band as the seed words it, less than three hexes from the edge: the edge hex and the two hexes behind it are barred, a hex three from the edge hex is open (as 5.45 counts its 3 hexes). The band is kept at set-up and redeployment, both voluntary.",
    settles: ['Q20'],
  },
  {
    id: 'AG 12.1 Gauls',
    title: 'The Final Assault: Gallic forces and entry',
    chapter: C12,
    reconstructed: true,
    text:
      "The Gaul takes relief-army tribal counters (or cavalry counters) worth no more than 80 Size points in all, with every unit of those tribes. He may bring them in only through Entry Zones III, IV, V and/or VI, and not all at once. At the start of each Gallic activation he may place up to 3 tribal counters in one of those zones, as the placement rules say, and may do so in any later activation until none is left; he need not place a counter every time. Per the published errata, tribal chiefs come in by the normal rule of 5.42. Vercingetorix and the Alesia force start off the map along the east edge and, when activated, enter through hexes W3733–W4034 and/or W4333–W4533. Critognatus is not used.",
    reading:
      "This edition reads 12.1's entry as replacing 5.32–5.34, 5.41, the 5-Control limit of 5.42 and the zone cap of 5.43: at the start of each of his Activation Phases, before naming a Command, the Gaul may place up to 3 tribal counters, free and with no roll, in one of Zones III–VI (\"not all at once\": one zone per phase), and then plays his phase as usual; 5.45's placement limits and 5.42's chief rule still apply; neither of 5.42's bars (no entry in consecutive phases, none while a placed counter has not yet put out a unit) does. The choice of tribes is secret until they arrive. The Alesia force still needs a relief tribe's units on the map and a roll of 0–6 (5.62–5.63), and on success comes on through the edge hexes named, paying normal movement costs.",
    settles: ['Q8', 'X8'],
  },
  {
    id: 'AG 12.1 Special',
    title: 'The Final Assault: special rules',
    chapter: C12,
    text: 'There is only one Assault Period. Units that would rout are eliminated instead.',
  },
  // ------------------------------------------------------------ 12.2
  {
    id: 'AG 12.2',
    title: 'The Historical Scenario',
    chapter: C12,
    reconstructed: true,
    text:
      "The siege as it was fought. Only the West map is used: the relief army could not in fact reach the ground of the East map. There are three Assault Periods, the second a night attack (12.2 Night). See 12.2 Romans, 12.2 Gauls and 12.2 Reinforcements; the optional Gallic Aggressiveness rule may be used.",
  },
  {
    id: 'AG 12.2 Romans',
    title: 'The Historical Scenario: Roman forces and set-up',
    chapter: C12,
    reconstructed: true,
    text:
      "The Roman has six legions of his choice, with their legates, Scorpions and Aquilae; 4 Numidian LI; 6 archers; 6 German cavalry (GC); 4 Iberian LC; 1 Palintonos; Caesar, 1 Zone Commander and 3 cavalry Prefects. He sets them up anywhere he likes inside the Vallations, except that: no Roman unit may be placed north of hexes W5815 and W5915–W5918; the cavalry goes either in any or all of the three cavalry camps just outside the walls, or outside the walls within 2 hexes of a hex inside a cavalry camp; and at least one legion starts inside the infantry camp (around W5022), its Scorpion being free to go anywhere. The outer-Rampart coverage and Scorpion-distance rules of 12.1 do not apply. Roman units may leave the fortifications, but may never voluntarily come within 3 hexes of a map edge (read as in 12.1 Romans).",
  },
  {
    id: 'AG 12.2 Gauls',
    title: 'The Historical Scenario: Gallic forces',
    chapter: C12,
    reconstructed: true,
    text:
      "The Gaul has all of his units, those of the force in Alesia and those of the relief army, entering under chapter 5. Vercingetorix, Critognatus and the Alesia force start off the map along the east edge and, when activated, enter through W3733–W4034 and/or W4333–W4533.",
    reading:
      'This edition reads the Alesia force\'s entry here as in 12.1: it needs a relief tribe\'s units on the map and a roll of 0–6 (5.62–5.63), +3 at night, and on success comes on through the edge hexes named.',
    settles: ['X8'],
  },
  {
    id: 'AG 12.2 Night',
    title: 'The Historical Scenario: the night attack',
    chapter: C12,
    text:
      'There are three Assault Periods. The second is a night attack: the Roman adds 1 to every missile die against targets outside the walls, and the Gaul adds 3 to every entry die, the Alesia force\'s included.',
  },
  {
    id: 'AG 12.2 Reinforcements',
    title: 'The Historical Scenario: Roman reinforcements',
    chapter: C12,
    reconstructed: true,
    text:
      "Caesar has 4 more legions and further auxiliaries manning the eastern works. From the Roman Activation Phase after a Gallic combat unit enters a Rampart hex, the Roman may spend a whole activation calling up one group of reinforcements: either 5 cohorts of any legion with its legate (no Scorpion), or all the auxiliaries (archers and light infantry) not yet on the map with a Zone Commander. Each Gallic success on the Ramparts allows one group; calling another needs a new Gallic breach at least 6 hexes, counted along the Rampart, from the last. At most three groups may be called in one Assault Period. Calling takes the whole Roman phase; the group enters in any later Roman phase in which its units are activated, through one of: W2533; W2333 and/or W2434; W5933; W5234; W5333 and/or W5434; W5634 to W5834. Cohorts of one legion entering one after another use the same hex or hexes, and the Aquila is placed within 5 hexes of where its cohorts enter. Every reinforcement called must be redeployed off the map in the Roman redeployment phase.",
    reading:
      'This edition reads "5 cohorts of any legion" as 5 cohorts of one legion, since its legate comes with them; and reads the start of the window as lasting: from that Roman phase on, the Roman may call a group in any of his phases while an unused breach stands. Entering: naming the entry site activates the group as that phase\'s Command under its legate (or Zone Commander); each unit comes on from off the map, pays the normal cost of the site hex it enters, and may go on with the rest of its movement, the leader after it. The first site named is the group\'s for good, so a cohort left off the map comes on later through the same hexes.',
    settles: ['Q14', 'X9', 'X72'],
  },
  // ------------------------------------------------------------ 12.3
  {
    id: 'AG 12.3',
    title: "The Players' Game",
    chapter: C12,
    reconstructed: true,
    text:
      "Bigger, longer and freer with history: it assumes the Gauls could come in from anywhere outside the works, which they could not, for many more decisions and much more tension. It is the Historical Scenario except that: both maps are used; the Romans set up all their available units as they like, except that every infantry camp must hold at least 5 cohorts of one legion, and the cavalry goes in or within 2 hexes of the cavalry camps as in 12.2; Roman units may never voluntarily come within 3 hexes of an outer map edge; there are no Roman reinforcements; the Gauls may use any Entry Zone (5.3); and Vercingetorix and the Alesia force enter under 5.6.",
    reading:
      "This edition reads \"all their available units\" as every Roman unit of the counter mix (all ten legions with legates, Scorpions and Aquilae, every auxiliary, artillery and cavalry unit, Caesar, both Zone Commanders and the Prefects), each infantry camp needing its own 5 cohorts of a single legion; everything 12.2 says that 12.3 does not change still holds: three Assault Periods with the second at night, Critognatus in play, and the optional Gallic Aggressiveness rule. The Alesia force starts inside the oppidum and enters under 5.62–5.64.",
    settles: ['X10'],
  },
];
