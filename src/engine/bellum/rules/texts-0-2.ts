/**
 * Player-facing paraphrases of Bellum Gallicum II, chapters 0–2 and the sequence of play.
 * Own words throughout; numbers and conditions follow the 2013 English rules exactly.
 */
import type { RuleText } from '../../core/rules';

const C0 = '0. Introduction';
const C1 = '1. Sequence of Play';
const C2 = '2. Forces, Control and Supply';

export const BG_RULES_0_2: readonly RuleText[] = [
  // ------------------------------------------------------------ 0. Introduction
  {
    id: 'BG 0',
    title: 'The two players',
    chapter: C0,
    text:
      "One of you plays Rome, the other plays the Gauls. The Roman player commands the Roman units and every Gallic or Germanic contingent that sides with Rome; the Gallic player commands all the Gallic, British and Germanic units hostile to Rome. You can play one of the short scenarios (chapter 6) or a campaign spanning the whole Gallic War.",
  },
  {
    id: 'BG 0.1',
    title: 'Time scale',
    chapter: C0,
    text:
      'A game year has 10 turns: one for each month from March to November (9 turns) and one Winter turn standing for December, January and February together. The game covers 58 BC to 51 BC; the consuls of each year are given for colour only. This edition reads the turn numbers used in the rules (for example "turn 7 (August)") as counting Winter as turn 1, so March is turn 2 and November is turn 10.',
  },
  {
    id: 'BG 0.2',
    title: 'Counters',
    chapter: C0,
    reconstructed: true,
    text:
      "Leaders and combat units have two sides: a flipped leader is wounded and a flipped unit is weakened (reduced). Each leader shows a rank and a rating, and some Gallic chiefs are also marked indomitable; each combat unit shows its Strength Points (SPs) and a quality letter. The picture tells warships, infantry and cavalry apart (British chariots count as cavalry), and a special symbol marks units with ranged weapons. A Gallic or Germanic unit serving Rome must stay permanently attached to a Roman leader, a pro-Roman Gallic leader or an SPQR marker. The counter values are reconstructed by this edition.",
  },
  {
    id: 'BG 0.3',
    title: 'The map',
    chapter: C0,
    reconstructed: true,
    text:
      'The land is divided into regions, the regions are grouped into sectors, and the seas form two maritime zones. This edition had to redraw the map, so region shapes, terrain and borders are reconstructed.',
  },
  {
    id: 'BG 0.3.1',
    title: 'Regions',
    chapter: C0,
    reconstructed: true,
    text:
      'There are 34 regions, and each one is home to several tribes (see BG 0.4). A region that touches a maritime zone is coastal; every other region is inland. Only coastal regions matter for ships and sea transport (chapter 5).',
  },
  {
    id: 'BG 0.3.2',
    title: 'Sectors',
    chapter: C0,
    reconstructed: true,
    text:
      'The regions make up 10 sectors. Free Gaul has seven: Gallia Aquitania, Gallia Belgica and Gallia Celtica 1 to 5; Roman Gaul is the Gallia Romana sector; Britannia and Germania are one sector each and hold only a single region. The Alps and the Pyrenees are not sectors at all but mountain masses that no unit may ever enter.',
  },
  {
    id: 'BG 0.3.3',
    title: 'Maritime zones',
    chapter: C0,
    text:
      'All the water on the map belongs to just two maritime zones: the Mediterranean, and the Atlantic, which also includes the English Channel and the North Sea.',
  },
  {
    id: 'BG 0.3.4',
    title: 'Cities and oppida',
    chapter: C0,
    reconstructed: true,
    text:
      'Regions of Roman Gaul may contain cities and regions of free Gaul may contain oppida (a single one is an oppidum). For every rule, sieges included (BG 4.5), a city and an oppidum work exactly the same way. Their names and defence values come from the reconstructed Tribes Table.',
  },
  {
    id: 'BG 0.4',
    title: 'Gallic tribes',
    chapter: C0,
    reconstructed: true,
    text:
      'In free Gaul each region is named after its leading tribe, and the Tribes Table lists every tribe with its mobilisation rating, its known leaders (I = indomitable), its oppida and their defence values, a v for vassal tribes, and the year of its last revolt. The rating fixes what the tribe raises: 1 = one 2-SP infantry; 2 = one 4-SP infantry; 3 = one 6-SP infantry; 4 = one 6-SP infantry and one 2-SP cavalry; 5 = a 4-SP and a 6-SP infantry plus one 2-SP cavalry; the Veneti also get ships. Vercingetorix is not available before 52 BC: an earlier Arverni revolt is led by Vercassivellaunos, and from 52 BC the tribe rises with both leaders. This edition reads "after the year 52 BC" as "from 52 BC onward".',
  },

  // ------------------------------------------------------------ 1. Sequence of play
  {
    id: 'BG 1',
    title: 'Sequence of play',
    chapter: C1,
    text:
      'Every turn runs through five phases in this order: I Supply (both players), II Roman movement, III Gallic movement, IV Combat (both players) and V Turn marker. Some scenarios swap phases II and III so that the Gauls move first (BG 6.2.7, BG 6.3.6).',
  },
  {
    id: 'BG 1.I',
    title: 'Supply phase',
    chapter: C1,
    text:
      'Both players handle supply together in five steps: A lift Scorched Earth (August only), B build Roman depots, C roll region status, D take attrition, E lay new Scorched Earth. Chapter 2.3 explains each step.',
  },
  {
    id: 'BG 1.I.A',
    title: 'Remove Scorched Earth (August)',
    chapter: C1,
    text:
      'In the August turn (turn 7) only, clear every Scorched Earth marker from the map before anything else happens; in any other turn skip this step (BG 2.3.5).',
  },
  {
    id: 'BG 1.I.B',
    title: 'Build Roman depots',
    chapter: C1,
    text:
      'The Roman player may now place a Depot marker in each Fertile region where he has an army, as long as markers remain (BG 2.3.2).',
  },
  {
    id: 'BG 1.I.C',
    title: 'Regional status check',
    chapter: C1,
    text:
      'For every region where one player has more than 5 combat units, roll to see whether it becomes Devastated or stays Fertile (BG 2.3.1).',
  },
  {
    id: 'BG 1.I.D',
    title: 'Attrition',
    chapter: C1,
    reconstructed: true,
    text:
      'Forces standing in Devastated regions, and every besieged garrison wherever it is, now check the Attrition Table for losses (BG 2.3.4).',
  },
  {
    id: 'BG 1.I.E',
    title: 'Place Scorched Earth',
    chapter: C1,
    text:
      'The Gallic player may now lay Scorched Earth in regions he controls, destroying any Roman depot there (BG 2.3.5). This is also when the Roman player may take down depots he no longer wants (BG 2.3.2).',
  },
  {
    id: 'BG 1.II',
    title: 'Roman movement phase',
    chapter: C1,
    text:
      'The Roman player works through four steps: A reinforcements, B replacements (campaign game only), C movement, including leaving hiberna, and D forced marches.',
  },
  {
    id: 'BG 1.II.A',
    title: 'Roman reinforcements',
    chapter: C1,
    text:
      'Roman units due this turn by the scenario or campaign rules arrive now (BG 3.1). Triremes built last turn are also placed in this step (BG 5.1), and wounded Roman leaders recover here (BG 4.2.2).',
  },
  {
    id: 'BG 1.II.B',
    title: 'Roman replacements',
    chapter: C1,
    text:
      'Campaign game only: from 56 BC on, the Roman player receives his yearly Supplementum and Levies in this step (BG 3.2).',
  },
  {
    id: 'BG 1.II.C',
    title: 'Roman movement',
    chapter: C1,
    text:
      'Roman forces move from region to neighbouring region (BG 3.3). From March onward Roman units may march out of their hiberna, and those hiberna markers come off the map as this step begins (BG 4.5.7).',
  },
  {
    id: 'BG 1.II.D',
    title: 'Roman forced marches',
    chapter: C1,
    text:
      'Forces able to do so may now force-march: cross one neighbouring region and stop in the region beyond it (BG 3.4).',
  },
  {
    id: 'BG 1.III',
    title: 'Gallic movement phase',
    chapter: C1,
    text:
      'The Gallic player takes two steps: A reinforcements and B movement. This edition lets Gallic and Germanic cavalry make their forced marches (BG 3.4) during step B, because the Gallic phase has no separate step for them.',
  },
  {
    id: 'BG 1.III.A',
    title: 'Gallic reinforcements',
    chapter: C1,
    text:
      'Gallic units due this turn by the scenario or campaign rules arrive now (BG 3.1), and wounded Gallic leaders recover here (BG 4.2.2).',
  },
  {
    id: 'BG 1.III.B',
    title: 'Gallic movement',
    chapter: C1,
    text:
      'Gallic forces move from region to neighbouring region under the same rules as the Romans (BG 3.3).',
  },
  {
    id: 'BG 1.IV',
    title: 'Combat phase',
    chapter: C1,
    text:
      'Wherever enemy forces share a region when this phase starts, they fight (BG 4.1). Both players resolve, in order: A naval combat, B skirmishes, C pitched battles and D sieges.',
  },
  {
    id: 'BG 1.IV.A',
    title: 'Naval combat',
    chapter: C1,
    text:
      'Fleets sharing a coastal region fight first, before any fighting on land (BG 5.6).',
  },
  {
    id: 'BG 1.IV.B',
    title: 'Skirmishes',
    chapter: C1,
    text:
      'Every skirmish is handled in two steps: first the one side allowed to may try to slip away (1), then the skirmishes still on are fought out (2). See BG 4.3.',
  },
  {
    id: 'BG 1.IV.B.1',
    title: 'Skirmish evasion',
    chapter: C1,
    text: 'The eligible side may try to avoid the skirmish with a single die roll (BG 4.3.1).',
  },
  {
    id: 'BG 1.IV.B.2',
    title: 'Skirmish resolution',
    chapter: C1,
    reconstructed: true,
    text: 'Skirmishes not avoided are fought on the Skirmish Table (BG 4.3.2).',
  },
  {
    id: 'BG 1.IV.C',
    title: 'Pitched battles',
    chapter: C1,
    text:
      'Every pitched battle is handled in two steps: first either army may try to avoid battle (1), then the battles still on are fought on the Battle Map (2). See BG 4.4.',
  },
  {
    id: 'BG 1.IV.C.1',
    title: 'Pitched battle evasion',
    chapter: C1,
    text:
      'Each army may try to avoid the battle; when both try, the rolls are made and applied at the same time (BG 4.4.1).',
  },
  {
    id: 'BG 1.IV.C.2',
    title: 'Pitched battle resolution',
    chapter: C1,
    reconstructed: true,
    text:
      'Battles not avoided are fought in two sequences and a pursuit on the Battle Map (BG 4.4.2).',
  },
  {
    id: 'BG 1.IV.D',
    title: 'Sieges',
    chapter: C1,
    reconstructed: true,
    text:
      'Last of all, each siege in progress or newly begun gets its siege turn, or a sally by the defenders (BG 4.5).',
  },
  {
    id: 'BG 1.V',
    title: 'Turn marker phase',
    chapter: C1,
    text:
      'Move the turn marker one box forward. After November it moves to the Winter box and the year marker moves on by one year. This edition counts Winter as turn 1 of the new year, so the winter that follows November 58 BC belongs to 57 BC.',
  },

  // ------------------------------------------------------------ 2. Forces, control and supply
  {
    id: 'BG 2',
    title: 'Forces, control and supply',
    chapter: C2,
    text:
      'Whether your troops can feed themselves depends on the status of each region and on who is standing in it. This chapter defines forces, armies and garrisons, who controls a region, and how supply, depots and Scorched Earth work.',
  },
  {
    id: 'BG 2.1',
    title: 'Forces, armies and garrisons',
    chapter: C2,
    text:
      'Your units and leaders on the map are grouped as forces, armies or garrisons, and each grouping triggers different rules.',
  },
  {
    id: 'BG 2.1.1',
    title: 'No stacking limit',
    chapter: C2,
    text:
      'Any number of units and leaders may share a region. To keep the map readable you may leave only your senior leaders on the map and park their troops (and the leaders with them) in the off-map box.',
  },
  {
    id: 'BG 2.1.2',
    title: 'Forces',
    chapter: C2,
    text:
      'Everything one player has in a region, units and leaders alike, counts as one single force for supply and for combat. Garrisons are the exception: units inside an oppidum, city or hiberna are kept apart from the field force for the supply check (BG 2.3.4).',
  },
  {
    id: 'BG 2.1.3',
    title: 'Armies',
    chapter: C2,
    text:
      'Five or more combat units in the same region form an army. Whether each side has an army decides what kind of fight takes place there (BG 4.1).',
  },
  {
    id: 'BG 2.1.4',
    title: 'Garrisons',
    chapter: C2,
    text:
      'Up to 3 combat units inside one oppidum, city or winter quarters form a garrison. The limit of 3 only decides who gets the supply treatment of a garrison; you may pack as many units inside as you like.',
  },
  {
    id: 'BG 2.2',
    title: 'Control of regions',
    chapter: C2,
    text:
      'Every region is either pro-Roman (the Roman player controls it), contested (nobody controls it) or anti-Roman (the Gallic player controls it). An oppidum or city with nobody inside has no effect on this.',
  },
  {
    id: 'BG 2.2.1',
    title: 'Pro-Roman regions',
    chapter: C2,
    text:
      "The 3 regions of Gallia Romana start the game pro-Roman. Any other region is pro-Roman if the scenario says so, or once the only combat units in it are the Roman player's. It stays pro-Roman after the Romans leave (mark it with a Roman control marker) until anti-Roman units move back in, which makes it contested or anti-Roman.",
  },
  {
    id: 'BG 2.2.2',
    title: 'Contested regions',
    chapter: C2,
    text:
      'A region holding combat units of both sides is contested, even when one side is only present as a besieged garrison.',
  },
  {
    id: 'BG 2.2.3',
    title: 'Anti-Roman regions',
    chapter: C2,
    text:
      'Any region that is neither pro-Roman nor contested belongs to the Gallic player.',
  },
  {
    id: 'BG 2.3',
    title: 'Supply check',
    chapter: C2,
    text:
      'In the shared supply phase, the players check the status of every region holding combat units, then work out attrition for forces in Devastated regions and for besieged forces. Roman depots and Gallic Scorched Earth markers are also placed and removed in this phase.',
  },
  {
    id: 'BG 2.3.1',
    title: 'Regional status',
    chapter: C2,
    text:
      'A region is either Fertile or Devastated. Wherever one player has more than 5 combat units (garrisons and hiberna do not count), he rolls 1d6 with +1 in the Winter turn, +1 if he has more than 8 combat units there, and -2 for the Roman player if a Roman depot is in the region; on 5 or 6 the region becomes Devastated and gets a Scorched Earth marker, otherwise it is Fertile. In a contested region where both players roll, a single 5 or 6 devastates it for both, and it stays Fertile only if both rolls are 1 to 4; regions of Gallia Romana are always Fertile and never roll. This edition reads the 5 or 6 as the modified total, and a region already devastated keeps its marker, without a new roll, until the markers are lifted in August.',
  },
  {
    id: 'BG 2.3.2',
    title: 'Roman depots',
    chapter: C2,
    reconstructed: true,
    text:
      'When a supply phase begins, the Roman player may put a Depot marker in every Fertile region where he has an army, up to the number of markers; in the Winter turn that army needs at least 3 legion counters. At the end of the supply phase he may remove any of his depots, and otherwise a depot stays until the Gallic player destroys it with Scorched Earth (BG 2.3.5). A depot gives the Roman player -2 on the region status roll (BG 2.3.1). The number of Depot markers is reconstructed.',
  },
  {
    id: 'BG 2.3.4',
    title: 'Attrition',
    chapter: C2,
    reconstructed: true,
    text:
      'In a Fertile region everybody is in supply and nobody checks attrition. In a Devastated region each player checks the Attrition Table for his force there, according to how many units he has and the terrain. Besieged garrisons of both sides always check attrition, whether the region is Fertile or Devastated, and separately from the other units in the same region. (The rules have no 2.3.3.)',
  },
  {
    id: 'BG 2.3.5',
    title: 'Scorched Earth',
    chapter: C2,
    reconstructed: true,
    text:
      'When a supply phase ends, the Gallic player may put a Scorched Earth marker in every region he controls, up to the number of markers, and any Roman depot in such a region is destroyed. Each year, when the August turn (turn 7) begins its supply phase, all Scorched Earth markers come off the map. The number of markers is reconstructed.',
  },
];
