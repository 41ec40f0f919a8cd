/**
 * The tables, appendices, published answers and play-by-mail grid of the Avalon Hill ALESIA / CAESAR rules,
 * as player-facing text. Table values are given exactly as printed; the explanations are this edition's own.
 */
import type { RuleText } from '../../core/rules';

const TABLES = 'Tables';
const APP = 'Appendices';
const FAQ = 'Questions and Answers';
const PBM = 'Play by Mail';

export const AC_RULES_TABLES: readonly RuleText[] = [
  // ------------------------------------------------------------ Tables
  {
    id: 'AC T.H2H',
    title: 'Hand-to-Hand Combat Table',
    chapter: TABLES,
    text:
      'One die; eight odds columns, attacker first. Results for rolls 1 to 6 in each column. 1-4: AR1, AR2, AR3 DA1, AR4 DA2, AE DA3, AE DA3. 1-3: Melee, AR1, AR2, AR3 DA1, AR4 DA2, AE DA3. 1-2: Battle Rages, Melee, AR1, AR2, AR3 DA1, AR4 DA2. 1-1: Battle Rages, DR1, Melee, AR1, AR2, AR3 DA1. 2-1: Battle Rages, DR1, Melee, Melee, AR1, AR2. 3-1: DR3 AA1, DR2 AA1, Battle Rages, DR1, Melee, AR1. 4-1: DE AA3, DR4 AA2, DR3 AA1, DR1, DR1, Melee. 5-1: DE AA4, DR4 AA3, DR3 AA2, DR2 AA1, DR1, Melee. Odds below 1-4 use the 1-4 column (15.6); 6-1 or more eliminates the defender outright with an advance of up to 4 (15.5); surrounded Gauls attacked at 2-1 or more are eliminated outright (15.4). Roman leaders add dice and the Roman keeps the roll he prefers (19.4, 19.5). The AR1 at 3-1 on a 6 is deliberate: good odds in ancient battle often ended in a surprise repulse.',
  },
  {
    id: 'AC T.Archer',
    title: 'Archer/Slinger Table',
    chapter: TABLES,
    text:
      'One die per shot (rule 20). Secondary range (2 hexes): 1 to 4 no effect, 5 D, 6 E. Primary range (adjacent): 1 to 3 no effect, 4 D, 5 or 6 E. D disrupts the one unit shot at (rule 21); E eliminates it.',
  },
  {
    id: 'AC T.Engine',
    title: 'Missile Engine Table',
    chapter: TABLES,
    text:
      'One die per fort volley (rule 24). Tertiary range (3 hexes): 1 to 4 no effect, 5 D, 6 E. Secondary range (2 hexes): 1 to 3 no effect, 4 D, 5 or 6 E. Primary range (adjacent): 1 or 2 no effect, 3 D, 4 E, 5 D*, 6 E*. D disrupts one unit and E eliminates one unit; a result with * applies to every unit in the target hex.',
  },
  {
    id: 'AC T.OuterWorks',
    title: 'Outer Works Table',
    chapter: TABLES,
    text:
      'One die for each Gallic unit on an Outer Works hex in a Roman ZOC, rolled after Gallic movement and before Gallic battles (rule 23): 1 to 5 no effect, 6 the unit is eliminated.',
  },
  {
    id: 'AC T.Recon',
    title: 'Reconnaissance Chart (optional)',
    chapter: TABLES,
    text:
      'Used only with optional rule 22.45. Accuracy of the Gallic report by the odds of the screening attack: no screen, 100%; 1-4, 1-3 or 1-2, 90%; 1-1, 75%; 2-1 or 3-1, 50%; 4-1, 33%; 5-1, 25%. This edition reads an accuracy of N% as letting each reported count be off by up to (100 − N)% of the true count, rounded with .5 going up; at 50% that gives the rule\'s example of 4 cavalry reported as 2 to 6. The rules print this chart twice with the same values. This edition reads them as one Reconnaissance Chart.',
  },
  {
    id: 'AC T.Terrain',
    title: 'Terrain Effects Chart',
    chapter: TABLES,
    reconstructed: true,
    text:
      'Slope: no effect on movement; a defender on the hilltop attacked only from slope hexes is doubled. River (restrictive): crossed only at bridges unless the unit began its turn on a hex of that river, though moving along it is free; the defender is doubled if every attacker is on a river hex, but not if he is himself on a hex of the same river (App. E). Isolated Trench (restrictive): crossed only by a unit that began its turn on a trench hex, moving along it is free; doubled if all attackers are on trench hexes and the defender is not. Camp rampart (black) and perimeter rampart (brown): ½ MF across a rampart hexside (rule 7); defenders doubled unless an attacker stands on a connected rampart at least as strong (rule 25). Outer Works: closed to cavalry; Gauls on them in Roman ZOC roll on the Outer Works Table. Town: closed to Romans, free movement for Gauls inside (rule 9), and Romans may not attack into it. Fort: ½ MF when entered through a rampart hexside, otherwise 1 MF; it bridges rivers and connects to neighbouring ramparts and forts; its occupants are doubled and an occupied fort fires on the Missile Engine Table. Restrictive terrain may be entered but not passed through in one move.',
  },
  // ------------------------------------------------------------ Appendices
  {
    id: 'AC App.A',
    title: 'Appendix A: rampart connections',
    chapter: APP,
    reconstructed: true,
    text:
      'The lost diagram showed one pair of neighbouring rampart hexes that are not directly connected and one pair that are (rules 7.3, 7.4 and 25.4). This edition\'s reconstructed map records for every rampart hexside whether the rampart runs across it, and draws connected ramparts as one continuous line.',
  },
  {
    id: 'AC App.B',
    title: 'Appendix B: assaulting a fort',
    chapter: APP,
    text:
      'Worked example. The Gaul rushes a fort, flanked by Roman 5-8 cohorts on the ramparts, with six 8-6s, two 7-6s and a 5-6. The fort fires its tertiary volley at the first 7-6 and rolls 5: disrupted. The second 7-6 passes through, survives the secondary volley (a roll of 2) and goes on to the Outer Works. With only its primary volley left, the Roman waits while the rest close in for a threatened 48 against 8, then fires at a hex holding two Gauls and rolls 3, disrupting just one. The Gaul rolls for six units on the Outer Works and two 6s eliminate two of them. One 8-6 on each flank must now soak off against the rampart cohorts, leaving three 8-6s to attack the fort at 24 against 8, or 3-1; a roll of 5 is Melee, which cannot touch a fort garrison (24.7), but the cohorts with Gauls beside them must attack or pull back in their turn (6.3).',
  },
  {
    id: 'AC App.C',
    title: 'Appendix C: Battle Rages',
    chapter: APP,
    text:
      'Worked example. Three Gallic 7s roll Battle Rages against a Roman cohort in hex C, while other Gauls push a second cohort back one hex. In his turn the Roman chooses not to counterattack, so everyone in the battle stays turned over; he may reinforce without attacking by moving units into hex A. In the next Gallic turn the Gaul must refight the battle and also attack hex A, either with a fresh unit from hex B or by taking some 7s off the attack on C, and A and C are then separate battles. The Roman could not have reinforced C itself: entering C puts him next to an uninverted Gallic 6 in hex D, which he would have to attack, and since a stack is attacked whole he would attack the turned-over 7 with it, releasing the two 7s in hex E from the Battle Rages and obliging him to attack them as well.',
  },
  {
    id: 'AC App.D',
    title: 'Appendix D: doubled rampart positions',
    chapter: APP,
    reconstructed: true,
    text:
      'Four cases from a lost diagram of rules 25.1 to 25.4: a defender in hex A gets double defence against an attack out of hex B, and one in hex C against an attack out of hex D; a defender in B has no doubling against an attack out of A, while one in C keeps its doubling against an attack out of A. The reconstructed map contains positions of each kind.',
  },
  {
    id: 'AC App.E',
    title: 'Appendix E: river forks',
    chapter: APP,
    reconstructed: true,
    text:
      'Where a river splits, a defender in the fork hex is not doubled against attacks from river hexes whose river flows straight into his hex, even when other attackers join in from elsewhere. In the lost diagram, D in the fork is doubled against an attack from hex 2 alone, but not against attacks from 1 or 3, or any mix of 2 with 1 or 3. Turned round, with D attacking, a defender on 2 is doubled while defenders on 1 and 3 are not. The fork hexes are on the reconstructed map.',
  },
  // ------------------------------------------------------------ Questions and Answers
  {
    id: 'AC FAQ.1',
    title: 'Ten units in one turn (18.1)',
    chapter: FAQ,
    text:
      'In turn 1 three relief units reach the Outer Works (one lives through it), and in turn 2 another seven do: the garrison is not released. The ten must land on or cross the Outer Works in the same turn; whether they survive does not matter.',
  },
  {
    id: 'AC FAQ.2',
    title: 'Advancing off a river hex (16.1)',
    chapter: FAQ,
    text:
      "A unit moves onto a river hex, attacks across the river and gets DR4 AA3. It may always enter the defender's emptied hex, but it may carry the advance further only if it began its turn on the defender's side of the river or on a hex of that river. The edition knows where each unit began its turn from its moves that turn; a unit that has not moved began it where it stands. It reads \"the defender's side\" as: the hex the unit stepped onto the river from and the emptied hex join within four hexes without touching that river.",
  },
  {
    id: 'AC FAQ.3',
    title: 'Hexes with both ramparts (7.4)',
    chapter: FAQ,
    reconstructed: true,
    text:
      'Attacking from a hex that holds both perimeter and camp rampart meets normal, undoubled defence; attacking from a perimeter rampart into a hex holding both meets doubled defence (the target counts as camp rampart, 25.2). At the three joints near Mt. Rea the ramparts do cross hexsides, so stepping from the camp rampart onto the perimeter rampart there costs ½ MF, even though the two meet inside the hex.',
  },
  {
    id: 'AC FAQ.4',
    title: 'The river hex whose rampart stops short',
    chapter: FAQ,
    reconstructed: true,
    text:
      'One hex holds both a river and a rampart, but there the rampart does not cross the river. A unit attacking from that hex against the neighbouring rampart hex it connects to finds the defender doubled. The reconstructed map includes such a hex.',
  },
  {
    id: 'AC FAQ.5',
    title: 'Advancing into a hex with a battle still to fight',
    chapter: FAQ,
    text:
      'If an advance after combat ends in a hex where a friendly unit is waiting to fight a later battle (within stacking limits), the odds of that later battle do not change. Its result applies only to the units that were in the hex when the combat step began: the newcomer neither retreats nor advances with them.',
  },
  // ------------------------------------------------------------ Play by Mail
  {
    id: 'AC PBM',
    title: 'Play-by-mail grid',
    chapter: PBM,
    reconstructed: true,
    text:
      'The rules call the game a poor choice for play by mail, because the Roman fires during Gallic movement, but give an official grid for those who insist. Rows are lettered down the west edge from the north-west corner, A to Z and then AA to YY. The diagonal rows, running from south-west to north-east, are numbered 1 to 52 along the north edge and then 53 to 77 down the east edge, ending at the south-east corner hex; a hex is named by row and diagonal. The zone numerals stand at I VV26, II AA14, III D4, IV A20, V A34, VI D50, VII AA65 and VIII VV72 (IX and X are not given). This edition lays out its reconstructed map on this grid, so hexes can be named the same way.',
  },
];
