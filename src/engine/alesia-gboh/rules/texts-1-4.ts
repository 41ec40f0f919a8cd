/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) rules, chapters 1.0–4.0, from the French
 * seed 002. Own words throughout; numbers and conditions follow the seed exactly. Entries marked
 * `reconstructed` depend on a map, chart or counter value the seed does not print.
 */
import type { AgRuleText } from './types';

const C1 = '1.0 Introduction';
const C2 = '2.0 Components, Terms and Generalities';
const C3 = '3.0 Sequence of Play';
const C4 = '4.0 Leaders and Commands';

export const AG_RULES_1_4: readonly AgRuleText[] = [
  // ------------------------------------------------------------ 1.0 Introduction
  {
    id: 'AG 1.0',
    title: 'Introduction: only what is written here',
    chapter: C1,
    text:
      "The game recreates Caesar's siege of Alesia in 52 BC, the climax of his Gallic war. Veterans of the Great Battles of History series should forget what they know: many of the series' line-battle mechanisms have been changed or dropped, and much of the game is taken from Simple GBoH so that it plays in a sensible time. The rule of the book: a rule that is not written here is not a rule of this game. In particular there is no momentum, no trumping, no orders or lines of command and no missile supply in Alésia, and this edition adds none of them.",
  },
  // ------------------------------------------------------------ 2.0 Components
  {
    id: 'AG 2.0',
    title: 'Components',
    chapter: C2,
    reconstructed: true,
    text:
      'The boxed game holds two 22"×34" maps, two and a half sheets of half-inch counters (700 in all), a small sheet of 30 large (5/8") tribal counters, the rule book, two sheets of charts and tables, three tribal assignment sheets and one ten-sided die. The seed text reached this edition without the maps, the counters or the charts, so all of them are reconstructed (see the reconstruction pages).',
  },
  {
    id: 'AG 2.1',
    title: 'The maps',
    chapter: C2,
    reconstructed: true,
    text:
      "Laid side by side, the two maps show the hill-top town of Alesia and the two rings of walls and works Caesar built around it, overlaid with a hex grid that governs movement and combat. What each kind of terrain does is set out in the rules and the charts. This edition redraws both sheets (West, hexes W####, and East, hexes E####) from the historical ground.",
  },
  {
    id: 'AG 2.2',
    title: 'The playing pieces',
    chapter: C2,
    text:
      'There are four kinds of piece: combat units (the fighting troops of each type); tribal counters, the large pieces that stand for a whole tribe on the field; leaders, the men who command; and information markers that keep track of the state of play.',
  },
  {
    id: 'AG 2.21',
    title: 'What a combat unit shows',
    chapter: C2,
    reconstructed: true,
    text:
      "Each combat unit has a type and sometimes a class, which reflect its arms, armour and experience, plus a Troop Quality (TQ) and a Movement Allowance (MA). A unit that can shoot also shows its missile: A for arrows, J for javelins (short arrows included); the Missile Table gives their ranges. Unlike earlier GBoH games, units carry no Size rating, and the back of a counter is not a 'moved' side. Only Roman cohorts and Gallic BI have a reduced side (10.13); every other unit has none (10.14). The printed values are reconstructed in this edition.",
  },
  {
    id: 'AG 2.22',
    title: 'Types and classes',
    chapter: C2,
    reconstructed: true,
    text:
      "Every unit has a type such as CO (cohort), BI (barbarian infantry) or LN (lance-armed cavalry). Some types are split into classes: cohorts are VET (veterans) or REC (recruits). Type and class decide how well a unit fares against another (the Weapon System Matrix, 9.43). There are no recruit cohorts at Alesia; the class exists for other siege games.",
  },
  {
    id: 'AG 2.23',
    title: 'The legions',
    chapter: C2,
    reconstructed: true,
    text:
      'In this period a legion was ten cohorts, all armed alike with sword, pilum and shield, supported by more lightly armed auxiliaries (Numidian light infantry, Cretan archers and the like). Every legion had its own artillery: mostly light bolt-throwers (Scorpions), and sometimes the heavier stone-throwing Palintonos, which served mainly in sieges and were not really anti-personnel weapons.',
  },
  {
    id: 'AG 2.24',
    title: 'Full and linked tribes',
    chapter: C2,
    reconstructed: true,
    text:
      "A Gallic tribe is either a full tribe, a separate and often quarrelsome people, or a linked tribe: ethnically distinct but allied to and dependent on a parent tribe. When the rules name a tribe they mean it together with any or all of its linked tribes; the Arverni, for instance, include the Gabeli. Historical note: Caesar names the Lemovices twice, once beside the Bellovaci and once among the Armorican peoples; the game counts them with the Armorican group.",
  },
  {
    id: 'AG 2.25',
    title: 'Sample counters',
    chapter: C2,
    reconstructed: true,
    text:
      "The rule book pictures a veteran legionary cohort (full and reduced), an artillery unit, Gallic infantry of a full tribe and of a linked tribe, and a Gallic archer. The pictures did not survive in the seed; this edition's counters are drawn anew.",
  },
  {
    id: 'AG 2.26',
    title: 'Leader ratings',
    chapter: C2,
    text:
      'Leaders carry fewer and simpler ratings than in earlier GBoH games, because a siege needs fewer of them than a field battle. The ratings are explained from 4.1 onward.',
  },
  {
    id: 'AG 2.27',
    title: 'Information markers',
    chapter: C2,
    text:
      'Markers record the state of play where the rules call for them: Hits, Disordered, Fill 1–4, On Fire, Rubble, artillery mode, the Aquilae and the "No Units" side of tribal counters, among others.',
  },
  {
    id: 'AG 2.3',
    title: 'Charts, tables and the die',
    chapter: C2,
    text:
      'Each chart and table is explained where the rules use it, and many tables of earlier GBoH games are not used at all. The game uses one ten-sided die read 0 to 9: a 0 is zero, the lowest roll, never ten.',
  },
  {
    id: 'AG 2.4',
    title: 'Terms',
    chapter: C2,
    text:
      "Activated leader: the leader of the Command chosen for the Activation Phase; only one is active at a time. Activation Phase: a player moves and fights with the units of one, and only one, Command. Class: the sub-grade of a cohort (veteran or recruit). Cohesion: a unit's ability to stay in good fighting order, measured in cohesion Hits. DR/DRM: die roll and die-roll modifier. MA: a unit's basic movement allowance, spent as Movement Points (MP). Oppidum: a large fortified town; Alesia was that of the Mandubii. Reduction: a unit's ability to come back after hard fighting, a Roman strength. Shock: hand-to-hand combat. TQ: Troop Quality, consulted whenever a unit's cohesion is at risk. Seizure: a way to cut into the enemy's play and act in his place. Type: the arms-and-armour category of a unit (CO, BI …). Zone of Control (ZOC): the hexes, usually in front of a unit, where its presence hinders enemy movement; obstacles often limit it. Unit terms: Aquila, the legion's eagle standard (plural Aquilae); Archers, unarmoured bowmen; Artillery, all Scorpions and Palintonos; Auxiliaries, every Roman foot unit that is not a cohort (light infantry, archers); Barbarian Infantry (BI), the tribal warriors; Cavalry, all lancers, light cavalry and German cavalry; Cohort, about 480 men on paper; Foot, every unit except artillery and cavalry; German cavalry, light horse fighting together with running light infantry; Infantry, every foot unit except archers; Lancers, light horse that charge with the lance and have no missile; Legates, the legion commanders; Light Infantry (LI), lightly protected foot, most of it able to throw javelins; Prefects, the Roman cavalry commanders; Tribal chiefs, the Gallic leaders of the relief force; Vallations, the siege walls (6.4).",
  },
  {
    id: 'AG 2.5',
    title: 'Scale',
    chapter: C2,
    text:
      "A hex is about 100 yards across. There are no fixed game turns: each Assault Period stands for one hard day. A cohort is about 500 men, a Gallic tribal infantry unit about 700. Caesar's walls stood about 12 feet high behind two ditches each 20 feet deep, with towers rising about 30 feet above the wall roughly every 30 yards, so every Rampart hex counts as having a tower (which is why archers and artillery may stack there beyond the usual limits, 6.61). The Redoubts were probably as high as the Ramparts. The pits, stakes and traps the game calls Death Gardens reached about 40 yards out from the walls. Historical note: Caesar gives 80,000 men in Alesia and 248,000 in the relief army; the designers settle between him and Delbrück, giving the relief force about 110,000 BI plus 30,000–40,000 light infantry, and Vercingetorix a little over 30,000 in the town.",
  },
  {
    id: 'AG 2.6',
    title: 'Playing time',
    chapter: C2,
    text:
      'Refighting the whole siege takes several sessions; the shorter scenarios fit one. Playing time depends on the players, and a first game runs at least half as long again as usual.',
  },
  // ------------------------------------------------------------ 3.0 Sequence of Play
  {
    id: 'AG 3.0',
    title: 'Sequence of play: Assault Periods',
    chapter: C3,
    reconstructed: true,
    text:
      "The game is played in Assault Periods (APs); each scenario says how many. An AP is an open-ended series of alternating Activation Phases (this game's player turns) that goes on until the Gaul wins or Withdraws. The Gaul plays the first Activation Phase of every AP. In a phase the player activates one Command (4.1) and moves, fires and shocks with it; the Gaul may instead bring in tribes (5.42), on top of the free Initial Placement (5.41). When a phase ends, play passes to the opponent, unless a Seizure (5.2) intervenes. The AP ends at once when (1) the Gaul wins (11.0), or (2) the Gauls Withdraw: tribes holding at least half of the committed tribal Size points have withdrawn (10.7). Only committed tribes count, meaning those whose tribal counters have been placed on the map; tribes assigned to a zone that have not arrived are not committed. The Alesia force's own withdrawal never counts toward this.",
    reading:
      "This edition reads the Withdrawal test as live only once at least one tribal counter is on the map (half of nothing committed is not a withdrawal). There is no pass, so that an AP cannot stall for ever this edition reads two ways out: the Gaul may, instead of an Activation Phase, call off the assault, which withdraws every committed tribe (10.72) and ends the AP as a Withdrawal; and when no Gallic unit is on the map, no tribe is left to bring in and the Alesia force can no longer enter, the AP ends the same way. A phase whose owner does nothing with it (no unit moves, turns, fires, shocks or rallies, no leader moves, no tribe enters or arrives) is read as a pass, and six passes in a row, three by each side, as an assault that has stalled: the AP ends the same way. The lettered steps A–E are the seed's; the seed's paragraph on how long an AP lasts has no letter, so it lives in this entry (there is no step F).",
    settles: ['X1'],
  },
  {
    id: 'AG 3.0 A',
    title: 'A. Roman deployment',
    chapter: C3,
    text:
      'In the first Assault Period the Roman sets up as the scenario directs. Before each later AP he may redeploy under 5.5.',
  },
  {
    id: 'AG 3.0 B',
    title: 'B. Gallic assault planning',
    chapter: C3,
    text:
      'The Gaul first assigns his tribes to Entry Zones (5.3), then makes the Initial Placement of tribal counters (5.4).',
  },
  {
    id: 'AG 3.0 C',
    title: 'C. Activation Phase',
    chapter: C3,
    text:
      "The player whose phase it is does exactly one of three things: (1) the Gaul only: brings in new tribes (5.42); (2) moves his Overall Commander(s) and, for the Roman, his Zone Commanders (6.13); or (3) activates one Command (4.1), whose units move and/or fire (5.1), a Roman unit being allowed to rally instead (10.5), and then resolve shock once every activated unit has moved and fired (9.0). Play then passes to the opponent, subject to Seizure (5.2), and the phases keep alternating until the Gaul wins or must Withdraw.",
  },
  {
    id: 'AG 3.0 D',
    title: 'D. Recovery Phase',
    chapter: C3,
    text:
      'Once the Gauls have Withdrawn, ending the run of Activation Phases, both players carry out Recovery under 10.6.',
  },
  {
    id: 'AG 3.0 E',
    title: 'E. Victory check',
    chapter: C3,
    text:
      'If the Gaul has not won and the scenario is not over, a new Assault Period begins. The scenario sets how many APs the game lasts.',
  },
  // ------------------------------------------------------------ 4.0 Leaders and Commands
  {
    id: 'AG 4.0',
    title: 'Leaders and Commands',
    chapter: C4,
    text:
      'The command system is much simpler than in most earlier GBoH volumes; it follows the one of Caesar in Alexandria, because a siege asks different things of commanders than a battle line. There are no Orders and no Lines of Command.',
  },
  {
    id: 'AG 4.1',
    title: 'Commands',
    chapter: C4,
    text: 'A Command is the group of units that may be activated together in one Activation Phase.',
  },
  {
    id: 'AG 4.11',
    title: 'Roman Commands',
    chapter: C4,
    reconstructed: true,
    text:
      "A Roman Command is one of: (1) every unit of one legion, its Scorpion included, whether in its legate's Command Range or not; the legate is activated and may move. (2) All auxiliaries (light infantry and/or archers) and/or Palintonos, but not Scorpions, within range of a Zone Commander; the Zone Commander himself moves only under 6.13. (3) All cavalry within range of a cavalry Prefect; the Prefect is activated and may move. Cohorts outside their legate's range act with reduced powers (4.13).",
  },
  {
    id: 'AG 4.12',
    title: 'Gallic Commands',
    chapter: C4,
    reconstructed: true,
    text:
      "A Gallic Command is one of: (1) every unit of a set of tribes whose Control ratings add up to no more than the Control rating of the chief chosen, provided each tribe's tribal counter lies within his Command Range. Where the tribe's combat units stand does not matter: once the tribe is activated, all of its units may act wherever they are. The two cavalry 'tribes' cannot be activated this way. (2) Every cavalry and light infantry unit within range of a cavalry leader, who is activated and may move. Example: Eporedorix has Control 7, so he may activate, say, the Sequani (2), Ruteni (2), Helvetii (2) and Nervii (1), if their tribal counters are in his range. A Gallic chief may lead any tribe, not only his own.",
  },
  {
    id: 'AG 4.13',
    title: 'What an activated Command does',
    chapter: C4,
    text:
      "Every unit of an activated Command may move, fire and/or shock as the situation calls for and allows. Roman cohorts and Scorpions (only they) that are activated while outside their legate's range at the moment of activation may still move and fire, but may not move adjacent to an enemy unit; if they already are adjacent they may, and sometimes must, shock under 9.12 (see also 6.5). This limit never applies to Gallic units. Roman cavalry and auxiliaries must be in range to be activated at all.",
  },
  {
    id: 'AG 4.14',
    title: 'Chain of command',
    chapter: C4,
    text:
      "A unit outside its leader's Command Range still counts as in range wherever that matters (4.11–4.13, 5.21) if a path of adjacent hexes, each holding a unit of the same Command, links it to a unit of that Command which is itself in the leader's range.",
  },
  {
    id: 'AG 4.15',
    title: 'No limit on activations',
    chapter: C4,
    text:
      'A unit or Command may be activated in any number of phases. It may sound odd, but it costs: while one sector is fed every activation the others are left alone, and the more a unit is used the sooner it is worn out.',
  },
  {
    id: 'AG 4.2',
    title: 'Leaders',
    chapter: C4,
    text:
      'The leaders are the Overall Commanders (4.21–4.22), the Roman Zone Commanders (4.23), and the legates, cavalry Prefects and tribal chiefs who lead the troops on the field (4.24).',
  },
  {
    id: 'AG 4.21',
    title: 'Overall Commanders',
    chapter: C4,
    reconstructed: true,
    text:
      "The Overall Commanders (OCs) are Caesar, Vercingetorix (for the besieged) and Commius (for the relief force). Each has: Seizures, the number of times per Assault Period he may try a Seizure and/or move on his own; Initiative, the number a Seizure roll must not exceed to cancel the enemy's activation and take it over; and Charisma, a +1 to shock for the units of his Command stacked with or adjacent to him (see 4.34 and 9.25). OCs have MA 30 but move only when activated to do so (6.13). Caesar may seize only to activate legions, never auxiliaries. Vercingetorix is the OC of the force in Alesia for Seizure and Charisma, and is also that force's chief, moving with it when it is activated. The ratings on the counters are reconstructed in this edition.",
    reading:
      "This edition reads 4.21's pointer 'see 9.24' for Charisma as 9.25, where the Charisma DRM is listed.",
    settles: ['Q7'],
  },
  {
    id: 'AG 4.22',
    title: 'Commius',
    chapter: C4,
    reconstructed: true,
    text:
      "Commius, commanding the relief army, is both an Overall Commander and an on-map tribal chief (4.24) with a chief's ratings. While he is on the map leading troops, his Seizures may activate only tribes within his Command Range; while he is off the map he may seize to activate any chief on the map (5.21). The seed places his Overall Commander ratings in the counter's top numbers and his chief's ratings on its bottom line; the published errata say to ignore the reference to top numbers, since the playtest counters showed Initiative and Seizures differently from the final ones.",
  },
  {
    id: 'AG 4.23',
    title: 'Roman Zone Commanders',
    chapter: C4,
    reconstructed: true,
    text:
      "Labienus and Antonius, the Roman Zone Commanders, exist to activate the auxiliaries. They have Seizure ratings, but a Zone Commander's Seizure may only activate the auxiliaries and Palintonos within his Command Range. They move only in an Overall Commander movement activation (6.13). Historically their places in the chain of command varied; the game does not model that.",
  },
  {
    id: 'AG 4.24',
    title: 'Legates and chiefs: Command Range and Control',
    chapter: C4,
    reconstructed: true,
    text:
      "Legates and chiefs lead troops on the field. Command Range is how far, in Movement Points, a leader's presence (his aides included) reaches to activate the units of his Command fully. It is blocked by hexes holding enemy units, by empty hexes in an enemy ZOC (friendly units there cancel the ZOC for this purpose) and by terrain a leader cannot enter or cross; any other path is open. Control (Gauls only) is how many tribes, counted by their Control ratings, a chief may command; he may use it for any tribe, not only his own. Vercingetorix has no Control: he commands every unit of the Alesia force. There are deliberately more tribes, by Control, than the chiefs can lead. Legates, Prefects and chiefs have no printed MA: each may spend 9 MP per activation, moving when activated, but the Command Range used in a phase is fixed before any unit of the Command, the leader included, moves. The two Gallic cavalry leaders count as chiefs but command only cavalry and light infantry. Per the published errata, Vercingetorix's Command Range is 8 MP.",
    reading:
      "This edition counts the range as a leader would pay to walk it (the foot costs of the Terrain Effects Chart, friendly hexes free, a fire's +2 MP included), from the hex he stands on or his tribal counter's hex. Enemy units, empty hexes in an enemy ZOC and terrain he may not cross block it; a tribal counter's hex, the rule that a Rampart is climbed from outside only at the start of a move, and the Rampart stacking rows do not. Units waiting on a tribal counter cancel an enemy ZOC in its hex as any friendly unit does.",
    settles: ['X42'],
  },
  {
    id: 'AG 4.3',
    title: 'Leaders and combat',
    chapter: C4,
    text:
      'General rules on leaders near enemy combat units. For leader casualties see 8.18 (missile fire) and 9.24 (shock).',
    reading:
      "This edition reads the seed's pointer to 8.16 and 9.23 for leader casualties as 8.18 and 9.24, the rules that actually deal with them.",
    settles: ['Q7'],
  },
  {
    id: 'AG 4.31',
    title: 'Leaders and enemy units',
    chapter: C4,
    text:
      'A leader may not move into a hex adjacent to an enemy unit unless he is stacked with, or is moving onto, a friendly combat unit.',
  },
  {
    id: 'AG 4.32',
    title: 'Leaving before shock',
    chapter: C4,
    text:
      'A leader stacked with combat units that are about to be shocked may, if his owner wishes, retreat one hex (see 4.34).',
    reading:
      'This edition reads the choice as the inactive player\'s decision at designation (9.21), made by a standing order or by handing the screen over ("ask me").',
    settles: ['X2'],
  },
  {
    id: 'AG 4.33',
    title: 'A lone leader approached',
    chapter: C4,
    text:
      'The moment an enemy combat unit comes adjacent to a leader alone in his hex (by moving, advancing or otherwise), the leader may at once retreat up to 3 hexes, never through enemy units or prohibited terrain. A leader who cannot retreat is eliminated.',
    reading:
      'This edition reads the escape as the owner\'s decision taken at once, by standing order or by handing the screen over ("ask me"); a leader who could escape but whose owner declines stays, and is not eliminated by this rule.',
    settles: ['X2'],
  },
  {
    id: 'AG 4.34',
    title: 'Charisma',
    chapter: C4,
    text:
      'A leader with Charisma gives a shock DRM of 1, plus when his side attacks and minus when it defends, to the combat units in his own hex and to every friendly combat unit in the adjacent hexes.',
    reading:
      'This edition reads Charisma as reaching every friendly combat unit stacked with or adjacent to the leader, whatever its Command (as 4.34 and 9.25 say; 4.21 only summarises). Each side gets at most its one point per shock, however many charismatic leaders stand near.',
    settles: ['Q11'],
  },
  {
    id: 'AG 4.35',
    title: 'Leader casualties and replacement',
    chapter: C4,
    text:
      "Caesar and Commius are not replaced if killed. If Vercingetorix is killed, Critognatus takes his place as Overall Commander in Alesia. Any other Gallic leader who is killed is placed on a suitable tribal unit the next time the Gaul wants to use him to activate a Command. A killed legate is placed on any unit of his legion the next time it is activated; a killed Prefect on any friendly cavalry unit the next time the Roman wants to activate a cavalry Command with him. The Roman Zone Commanders are not replaced. Losing an OC badly limits a side's Seizures.",
  },
  {
    id: 'AG 4.4',
    title: 'Tribal counters',
    chapter: C4,
    text:
      'The large tribal counters stand for whole tribes of the relief army and for the two bodies of Gallic cavalry; 4.41–4.44 explain them.',
  },
  {
    id: 'AG 4.41',
    title: 'What a tribal counter stands for',
    chapter: C4,
    text:
      "A large (5/8\") tribal counter stands for every not-yet-eliminated unit of its tribe, in the relief army or in the Gallic cavalry. The counters ease the tribes' first movement and save handling many small pieces. The force inside Alesia has no tribal counter.",
  },
  {
    id: 'AG 4.42',
    title: 'Size, Control and Withdrawal',
    chapter: C4,
    reconstructed: true,
    text:
      "A tribal counter carries three numbers. Size: the number of combat units in the tribe at the start. Control: used to count how many tribes a chief may command (4.12) and how many may enter in one phase. Withdrawal: when the tribe has lost at least this many combat units in one Assault Period, the whole tribe withdraws and leaves the map for the rest of that AP (10.7). The values are reconstructed in this edition, apart from the Control ratings the seed names.",
  },
  {
    id: 'AG 4.43',
    title: 'The "No Units" side',
    chapter: C4,
    text: 'The back of a tribal counter marks where it stands once it no longer holds any combat units, all of them having entered play.',
  },
  {
    id: 'AG 4.44',
    title: 'The cavalry counters',
    chapter: C4,
    text:
      'Two cavalry counters, much like tribal counters, each hold up to ten Gallic cavalry and/or light infantry units and are how those units come into the battle. For planning (5.3) and placement (5.4) they are treated as tribal counters. Each has its own cavalry leader (two in all). See 5.4 and 5.7 for their use.',
  },
];
