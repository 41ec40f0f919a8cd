/**
 * Player-facing paraphrases of Bellum Gallicum II, chapters 5 (ships) and 6 (scenarios),
 * plus one entry per game table. The tables are not in the source text: this edition
 * reconstructed them, so their entries describe each table's role, not its numbers.
 */
import type { RuleText } from '../../core/rules';

const C5 = '5. Naval Construction, Movement and Combat';
const C6 = '6. Scenarios';
const CT = 'Tables';

export const BG_RULES_5_6: readonly RuleText[] = [
  // ------------------------------------------------------------ 5. Ships
  {
    id: 'BG 5',
    title: 'Ships',
    chapter: C5,
    text:
      'Some scenarios and the campaign give the players warships. They are built, moved and fought during the turn like other units, but they can only operate in the maritime zones and in coastal regions. This edition reads that as the scenarios whose set-up gives warships: none of 6.1 to 6.3 does, so ships appear only in this edition\'s naval exercise (and would in the campaign).',
  },
  {
    id: 'BG 5.1',
    title: 'Building Roman triremes',
    chapter: C5,
    text:
      'Only the Roman player builds ships, and he has just 3 trireme counters. A full-strength legion with a leader must spend a turn in a coastal region without fighting; in phase II.A of the next turn the legion counter goes to a trireme box at the edge of the map and a trireme counter takes its place in that region. At the start of a movement phase, a trireme in a coastal region may be swapped back for its legion, which can then move and fight straight away. This edition makes building a Roman decision in the movement phase, on a legion that has not moved; the legion then stays put, and a skirmish, pitched battle or siege in its region, a loss of strength or the leader leaving cancels the work. A trireme turned back into its legion, or sunk, returns its counter to the pool.',
  },
  {
    id: 'BG 5.2',
    title: 'Gallic ships',
    chapter: C5,
    text:
      'Of all the Gallic tribes only the Veneti have a fleet: 2 ship counters raised together with their land units and set up, as the Gallic player chooses, either in their home region or inside Corbilo. Corbilo cannot be besieged while at least one Veneti ship is in the Veneti region. In the campaign, a Veneti revolt at reduced mobilisation (7.2.4) raises only one ship. This edition has the Gallic player place the fleet the moment Veneti land units appear. Ships inside Corbilo are in harbour: they neither fight nor keep Corbilo from siege, and they put out into the Veneti waters if Corbilo is destroyed.',
  },
  {
    id: 'BG 5.3',
    title: 'Naval movement',
    chapter: C5,
    reconstructed: true,
    text:
      'In the movement phase a ship moves into a neighbouring maritime zone or a neighbouring coastal region. A fleet that begins the movement phase out in a maritime zone must end its move in a coastal region. Which regions touch which sea is reconstructed. This edition reads: a coastal region touches the maritime zone of its own coast; from a zone a ship reaches any coastal region of that sea; along the coast a ship may go straight to a neighbouring coastal region of the same sea; the Atlantic and the Mediterranean do not meet. Gallic ships, like Gallic troops, stay out of Britannia and Germania.',
  },
  {
    id: 'BG 5.4',
    title: 'Fleet attrition',
    chapter: C5,
    text:
      'A fleet that ends its move in a maritime zone rolls 1d6 and loses one counter on a 5 or 6 in turns 1, 2, 9 and 10; in any other turn only a 6 costs a counter. This edition counts Winter as turn 1, so the stormy turns are Winter, March, October and November. Each side\'s fleet in a zone rolls once when that side\'s movement phase ends; the counter lost is the one carrying least.',
  },
  {
    id: 'BG 5.5',
    title: 'Carrying troops by sea',
    chapter: C5,
    text:
      'Only the Roman player may ship troops. Each trireme counter carries 4 infantry units, 1 cavalry unit and any number of leaders. In one movement phase land units may either embark and sail with the fleet, or sail with it, land and then march on, but not both; embarking and landing always happen in coastal regions. This edition reads: troops aboard a ship in a coastal region stand in that region (they count for control and land combat) but may not march until they land; troops that embarked this phase may not land in it.',
  },
  {
    id: 'BG 5.6',
    title: 'Naval combat',
    chapter: C5,
    text:
      'Two enemy fleets in the same coastal region must fight; there is never naval combat in a maritime zone, and land units in the region play no part. Naval combat opens the combat phase, before any skirmish, and goes on round after round until one fleet is destroyed or the Roman fleet pulls out. Ships inside Corbilo\'s harbour take no part.',
  },
  {
    id: 'BG 5.6.1',
    title: 'Naval combat round',
    chapter: C5,
    text:
      'Each round the Gallic player rolls for the wind: 1 to 4 means light winds, with -1 on the roll in turns 1, 2, 9 and 10. In light winds the Roman player may, before any fighting, slip away to a neighbouring coastal region he controls, or out to sea if there is none, while the Gallic fleet stays put. Otherwise each player rolls 1d6 and adds his number of ship counters, +1 per counter carrying at least one ranged unit, and +1 for the Roman player in light winds; the lower total loses one ship counter. This edition applies the -1 exactly as printed (so light winds are likelier in those turns), and on a tie no ship is lost that round. An escape to the open sea rolls no attrition in the combat phase; the fleet must land in its next movement phase. The side that loses a round gives up the counter carrying least.',
  },
  {
    id: 'BG 5.6.2',
    title: 'Losing a ship',
    chapter: C5,
    text:
      'When a ship counter is lost to attrition or combat, every unit and leader it was carrying is removed from the game with it. A lost trireme also takes with it the legion used to build it, though that legion may later come back as a replacement (BG 3.2).',
  },
  {
    id: 'BG 5.6.3',
    title: 'Escaping from Britannia',
    chapter: C5,
    text:
      'If the Roman player loses a pitched battle or a skirmish in Britannia, he may retreat to a coastal region of Gaul, provided he has enough ships in Britannia to carry the force (BG 5.5). This edition counts every Roman unit in the open in Britannia against the ships\' room, and the ships sail with the force to the region chosen on the Atlantic coast of Gaul. After a lost pitched battle the force must retreat anyway, so the sea is its way out; after a lost skirmish, where a beaten force normally stays, this edition reads the sea crossing as the Roman player\'s choice: sail back, or stay in Britannia.',
  },

  // ------------------------------------------------------------ 6. Scenarios
  {
    id: 'BG 6',
    title: 'Scenarios',
    chapter: C6,
    reconstructed: true,
    text:
      'Each scenario gives everything needed to start. Unless it says otherwise, every Gallic tribe it lists sets up with all its available counters outside its oppida, and Roman units start in hiberna when there are any. In scenario 6.2 the Helvetii have a mobilisation rating of 5 (3 counters). Tribe ratings come from the reconstructed Tribes Table.',
  },
  {
    id: 'BG 6.1',
    title: 'The Pacification of Aquitania',
    chapter: C6,
    text:
      'In 56 BC, while Caesar fights the Veneti, his legate Crassus with one legion and some cavalry must subdue the tribes of Aquitania. An introductory scenario that favours Rome, 7 turns long. It also works solo: skip the Gallic movement phase (III), and Gallic units never move.',
  },
  {
    id: 'BG 6.1.1',
    title: 'Length (6.1)',
    chapter: C6,
    text: 'From May to November 56 BC, both included: 7 turns.',
  },
  {
    id: 'BG 6.1.2',
    title: 'Regional control (6.1)',
    chapter: C6,
    text:
      'The Roman player controls Cisalpina, Provincia I, Provincia II and Veneti; the Gallic player controls every other region.',
  },
  {
    id: 'BG 6.1.3',
    title: 'Roman setup (6.1)',
    chapter: C6,
    reconstructed: true,
    text:
      'Veneti region: Crassus with the VII Legion, 1 Numidians and 1 pro-Roman Gallic cavalry. Provincia I: 1 Civis and 1 Roman cavalry.',
  },
  {
    id: 'BG 6.1.4',
    title: 'Gallic setup (6.1)',
    chapter: C6,
    reconstructed: true,
    text:
      'Tarbelli region: the Tarbelli, Boii, Elusates and Tarusates. Bigerriones region: the Bigerriones, Convenae, Consoranni, Auscii and Sotiates.',
  },
  {
    id: 'BG 6.1.5',
    title: 'Victory (6.1)',
    chapter: C6,
    text:
      'The Roman player wins by controlling both regions of the Gallia Aquitania sector and destroying the oppidum of the Sotiates. The Gallic player wins by stopping him.',
  },
  {
    id: 'BG 6.2',
    title: 'From the Helvetii to the Germans',
    chapter: C6,
    text:
      '58 BC: the Helvetii migrate west and Caesar stops them, then marches against Ariovistus and his Germans, who arrive in July. Easy, balanced, 8 turns long.',
  },
  {
    id: 'BG 6.2.1',
    title: 'Length (6.2)',
    chapter: C6,
    text: 'From April to November 58 BC, both included: 8 turns.',
  },
  {
    id: 'BG 6.2.2',
    title: 'Regional control (6.2)',
    chapter: C6,
    text:
      'The Roman player controls Cisalpina, Provincia I and Provincia II; the Gallic player controls all the others.',
  },
  {
    id: 'BG 6.2.3',
    title: 'Roman setup (6.2)',
    chapter: C6,
    reconstructed: true,
    text:
      'Provincia II: Caesar with the VII Legion. Gallia Cisalpina: Labienus, Trebonius, Cicero and Crassus with Legions VIII to XII, 1 Cretans, 1 Balearics, 1 Numidians and 2 Roman cavalry.',
  },
  {
    id: 'BG 6.2.4',
    title: 'Gallic setup (6.2)',
    chapter: C6,
    reconstructed: true,
    text:
      'Helvetii region: the Helvetii and the Raurici. Orgetorix is not named in the setup although the Gallic victory needs him; this edition reads him as setting up with the Helvetii, as their leader on the Tribes Table.',
  },
  {
    id: 'BG 6.2.5',
    title: 'Reinforcements (6.2)',
    chapter: C6,
    text:
      'July 58 BC, Gallic player, in Germania: Ariovistus and a Suebi chief with 4 Germanic infantry (two of 8 SPs, two of 6 SPs) and 2 Germanic cavalry. July 58 BC, Roman player: 2 pro-Roman Gallic cavalry, placed in any region where there is a Roman leader. This edition places the two cavalry together, in the region the Roman player picks.',
  },
  {
    id: 'BG 6.2.6',
    title: 'Victory (6.2)',
    chapter: C6,
    text:
      'The Gallic player wins if, when the game ends, Orgetorix and at least one anti-Roman Gallic unit (not a Germanic one) stand in the Pictones or the Santones region and that region is not contested. The Roman player wins if he prevents this and controls the Sequani region. Any other outcome is a draw.',
  },
  {
    id: 'BG 6.2.7',
    title: 'Special rules (6.2)',
    chapter: C6,
    text:
      'The Helvetii region starts with a Scorched Earth marker, the Helvetii have mobilisation 5 (3 units), and phases II and III swap so the Gauls move first. Ariovistus and his troops may cross the Rhine from their arrival turn in July without earning a Rhenus marker (an exception to BG 3.3.3); the Helvetii (with the Raurici and their chiefs) and the Germans may not use any oppidum, and the Germans may not enter Gallia Belgica. As the Gallic movement phase opens, the Helvetii may, if the Gallic player wishes, negotiate passage with the tribes of the sector they want to enter: name the region and roll 1d6; 1 or 2 means that force may not move at all this phase, 3 to 5 changes nothing, and 6 lets it move and also mobilises one tribe rated 3 or less. Only one such test is allowed per region during the scenario. This edition reads: at most one negotiation per phase, before any Gallic move, towards a neighbouring region of independent Gaul the force could enter; the Helvetii may move without negotiating, and after a 3 to 6 they go where they like; the tribe raised on a 6 is the Gallic player\'s choice among the tribes of the named region\'s sector rated 3 or less and not yet on the map, and it deploys in its home region with all its counters, outside oppida (BG 6).',
  },
  {
    id: 'BG 6.3',
    title: 'The Last Uprising',
    chapter: C6,
    text:
      "51 BC: after Alesia Caesar winters at Bibracte among the Aedui, and a handful of tribes try one last revolt; Caesar crushes them one after another, ending at Uxellodunum. Easy, favours Rome. The heading gives 7 game turns, but the length below runs from Winter to November, the whole year of 10 turns: this edition plays the dated length, all 10 turns, so that Rome has the campaigning year the introduction tells of.",
  },
  {
    id: 'BG 6.3.1',
    title: 'Length (6.3)',
    chapter: C6,
    text: 'From the Winter turn of 51 BC to November 51 BC. This edition reads it as 10 turns, the dates rather than the 7 of the heading (BG 6.3).',
  },
  {
    id: 'BG 6.3.2',
    title: 'Regional control (6.3)',
    chapter: C6,
    text:
      'The Gallic player controls Pictones, Carnutes, Bellovaci, Eburones and Treveri; Arverni and Bituriges start contested; the Roman player controls every other region. The text makes no exception, so Britannia and Germania too start under Roman control.',
  },
  {
    id: 'BG 6.3.3',
    title: 'Roman setup (6.3)',
    chapter: C6,
    text:
      'Aedui: Caesar, Antonius and Fabius with Legions I, V, VI, XI, XIII and XIV, the Cretans, the Numidians, 1 Roman cavalry and 2 pro-Roman Gallic cavalry. Mediomatrici: Labienus with Legions VII and XII, the Balearics, 1 Roman cavalry and 1 pro-Roman Gallic cavalry. Remi: Cicero with Legions VIII and IX. Arverni: Trebonius with Legion X. Bituriges: Brutus with Legion XV. Roman units start in hiberna where one may stand (BG 6, BG 4.5.7): the posts in Aedui, Mediomatrici and Remi; Arverni and Bituriges are contested, so Trebonius and Brutus start in the open, face to face with the rebels.',
  },
  {
    id: 'BG 6.3.4',
    title: 'Gallic setup (6.3)',
    chapter: C6,
    text:
      'One tribe in each rebel region, with all its counters and outside its oppida (BG 6): the Carnutes in Carnutes, the Treveri in Treveri, the Pictones in Pictones, the Cadurci in Arverni, the Bituriges in Bituriges, the Bellovaci in Bellovaci and the Eburones in Eburones. Their chiefs come with them, as with every tribe this edition deploys: Gutruatos, Indutiomarus, Lucterios, Correos, Ambiorix and Catuvolcos; the Pictones and the Bituriges have none.',
  },
  {
    id: 'BG 6.3.5',
    title: 'Victory (6.3)',
    chapter: C6,
    text:
      'At the end of November count how many of the 7 regions that started Gallic or contested the Roman player controls. All 7 is a Roman victory, 5 or 6 a draw, and 4 or fewer a Gallic victory. A contested region is not controlled by Rome, so it does not count.',
  },
  {
    id: 'BG 6.3.6',
    title: 'Special rules (6.3)',
    chapter: C6,
    text:
      'Phases II and III swap, so the Gauls move first. Gallic forces may not enter the Gallia Aquitania sector (this edition applies it to retreats too). An oppidum in a region that had no tribe in revolt at the start is open to the Gauls only on a roll of 4 or less: any number of oppida may be tried, but each only once. This edition rolls when the first Gallic force (or unled unit) tries to enter: on 4 or less it goes in and the oppidum stays open to the Gauls; on 5 or 6 the force stays where it was and the oppidum is closed to them for the rest of the game, refuge included.',
  },

  // ------------------------------------------------------------ Tables (reconstructed)
  {
    id: 'BG T.Skirmish',
    title: 'Skirmish Table',
    chapter: CT,
    reconstructed: true,
    text:
      "Used to fight a skirmish (BG 4.3.2): find the odds column (attacker's SPs plus best leader against the defender's, rounded in the defender's favour) and roll 1d6 plus modifiers. The result hurts the attacker or the defender with a loss (A1, D1) or a reduction (AR, DR), or is an exchange, and may order extra Leader Table tests. The printed table is missing from the source, so this edition reconstructed it.",
  },
  {
    id: 'BG T.PitchedBattle',
    title: 'Pitched Battle Table',
    chapter: CT,
    reconstructed: true,
    text:
      'Used in each sequence of a pitched battle and in a sally (BG 4.4.2, BG 4.5.4): the attacker rolls 1d6 plus modifiers (army commander, more leaders, ranged units) in the column of first-line odds. Each cell gives a result for each side, from no effect (R) to a share of first-line units weakened or eliminated, rounded in the owner\'s favour, and the side printed in bold wins the sequence. The printed table is missing from the source, so this edition reconstructed it.',
  },
  {
    id: 'BG T.Rout',
    title: 'Rout Table',
    chapter: CT,
    reconstructed: true,
    text:
      "After each battle sequence, a side that suffered a result rolls one die per first-line wing (Left, Centre, Right) and reads it against each unit's quality: the unit rallies (Ra), stays shaken (De) or flees. Steadier qualities rally more often. The printed table is missing from the source, so this edition reconstructed it.",
  },
  {
    id: 'BG T.Rally',
    title: 'Rally Table',
    chapter: CT,
    reconstructed: true,
    text:
      "Turns each unit's Rout Table result, and whether it sits in its wing's weakened (A) or eliminated (E) box, into the state it returns to the line in: full strength, reduced, or lost for good. The printed table is missing from the source, so this edition reconstructed it.",
  },
  {
    id: 'BG T.Leader',
    title: 'Leader Table',
    chapter: CT,
    reconstructed: true,
    text:
      'Rolled for each leader who must be tested after a skirmish or pitched battle (BG 4.3.2, BG 4.4.2): the result is no effect, wounded, captured or killed (BG 4.2.2). This edition reads the roll as 2d6, since the rules\' example shows results up to 11. The printed table is missing from the source, so this edition reconstructed it.',
  },
  {
    id: 'BG T.Attrition',
    title: 'Attrition Table',
    chapter: CT,
    reconstructed: true,
    text:
      'Rolled for forces in Devastated regions, for every besieged garrison, for each forced march and for an army entering a mountain region in Winter (BG 2.3.4, BG 3.3.3, BG 3.4). It crosses the number of units with the terrain to give the losses. The printed table is missing from the source, so this edition reconstructed it.',
  },
  {
    id: 'BG T.Siege',
    title: 'Siege Table',
    chapter: CT,
    reconstructed: true,
    text:
      'Rolled once per siege turn (BG 4.5.3): 1d6 in the column of the siege differential (besieger minus besieged) gives how many units each side must reduce. It also lists which units may serve in a garrison and which may besiege (BG 4.5). The printed table is missing from the source, so this edition reconstructed it.',
  },
  {
    id: 'BG T.Tribes',
    title: 'Tribes Table',
    chapter: CT,
    reconstructed: true,
    text:
      'Lists every tribe with its region, mobilisation rating (which fixes the units it raises, BG 0.4), its leaders and whether they are indomitable, its oppida with their defence values, and whether it is a vassal. The printed table is missing from the source, so this edition reconstructed it.',
  },
];
