/**
 * Player-facing paraphrases of the Avalon Hill ALESIA / CAESAR rules, chapters 1–10.
 * Own words throughout; numbers and conditions follow the rules text exactly. Entries marked
 * `reconstructed` depend on the map or the counter sheet, which this edition had to rebuild.
 */
import type { RuleText } from '../../core/rules';

const C1 = '1. Introduction';
const C2 = '2. Unit Counters';
const C3 = '3. Prepare to Play';
const C4 = '4. Sequence of Play';
const C5 = '5. Movement';
const C6 = '6. Zones of Control';
const C7 = '7. Movement Bonuses';
const C8 = '8. Terrain Movement Restrictions';
const C9 = '9. Movement within Alesia';
const C10 = '10. Stacking';

export const AC_RULES_1_10: readonly RuleText[] = [
  // ------------------------------------------------------------ 1. Introduction
  {
    id: 'AC 1',
    title: 'The siege of Alesia',
    chapter: C1,
    text:
      "Background only, no rules. In 52 BC Vercingetorix, leader of the great Gallic revolt, shut himself and about 100,000 men into the hill town of Alesia, and before the Roman ring closed he sent his 15,000 horsemen away to raise the rest of Gaul. Caesar answered with two lines of works: 11 miles facing the town and 14 miles facing outward against the coming relief army of more than 250,000. The Gauls outnumbered Rome roughly six to one, but Roman drill, equipment and fortifications evened the odds. The game plays out the relief army's assaults on those lines and the garrison's attempt to break out.",
  },
  // ------------------------------------------------------------ 2. Unit Counters
  {
    id: 'AC 2',
    title: 'Unit counters',
    chapter: C2,
    reconstructed: true,
    text:
      'Each counter stands for one formation that fought at Alesia and prints the numbers you play with. The rules text reached this edition without its counter sheet, so the counter mix and values are reconstructed.',
  },
  {
    id: 'AC 2.1',
    title: 'What a counter shows',
    chapter: C2,
    reconstructed: true,
    text:
      "Every counter represents a real formation of the battle and carries the values the rules need: its combat factor and movement factor, and on Gallic counters the garrison triangle (2.3). The values shown in this edition come from its reconstructed order of battle.",
  },
  {
    id: 'AC 2.2',
    title: 'Unit types',
    chapter: C2,
    reconstructed: true,
    text:
      'The Gaul fields the besieged infantry of the Alesia garrison, the Vercingetorix piece, the relief infantry and the cavalry squadrons (all Gallic cavalry belongs to the relief army). The Roman fields legion cohorts (among them the 1st and 2nd cohorts of the Tenth Legion), cohorts of North Italian recruits, Numidian archers, Balearic slingers, Germanic cavalry squadrons, Numidian light infantry, 23 forts with built-in missile engines, and the two leaders Caesar and Labienus. How many counters of each type there are is reconstructed by this edition.',
  },
  {
    id: 'AC 2.3',
    title: 'The garrison triangle',
    chapter: C2,
    reconstructed: true,
    text:
      'A Gallic counter with a solid black triangle in its top right corner belongs to the garrison shut in Alesia with Vercingetorix; Gallic counters without it belong to the relief army. The edition draws the triangle on garrison counters and keeps the two forces apart wherever the rules treat them differently: set-up (3.3), the release of the garrison (18), replacements (12.5) and the multi-player game (17.2).',
  },
  {
    id: 'AC 2.4',
    title: 'Combat factor',
    chapter: C2,
    reconstructed: true,
    text:
      'A unit uses the same combat factor to attack and to defend. Archers and slingers are the exception: they never attack hand to hand and defend at 1 (rule 20).',
  },
  {
    id: 'AC 2.5',
    title: 'Movement factor',
    chapter: C2,
    reconstructed: true,
    text:
      'The movement factor (MF) is the number of clear-terrain hexes a unit can cover in one turn. Counters are written combat factor first, so a 7-6 fights at 7 and moves 6.',
  },
  {
    id: 'AC 2.6',
    title: 'Historical names',
    chapter: C2,
    reconstructed: true,
    text:
      'Tribe, battle-group, legion and cohort names on the counters are there for flavour. No rule ever looks at them.',
  },
  // ------------------------------------------------------------ 3. Prepare to Play
  {
    id: 'AC 3',
    title: 'Prepare to play',
    chapter: C3,
    text:
      'The Roman deploys openly on the map, the garrison waits inside Alesia and the relief army starts hidden off the map on the Off-Board Movement Chart.',
  },
  {
    id: 'AC 3.1',
    title: 'The hex grid',
    chapter: C3,
    reconstructed: true,
    text:
      'A grid of hexagons over the map governs movement, ranges and which units are next to one another. What each kind of terrain does is summed up on the Terrain Effects Chart (AC T.Terrain). The map itself is reconstructed by this edition, because the rules text came without the board.',
  },
  {
    id: 'AC 3.2',
    title: 'Roman set-up',
    chapter: C3,
    reconstructed: true,
    text:
      'The Roman places all his units wherever he likes on the map, except inside the town of Alesia or in a hex next to it. Forts face a stricter limit: none may stand within 7 hexes of Alesia. This edition reads that distance as counted to the nearest town hex, so a fort needs a distance of 8 or more. The set-up screen only accepts a piece on a hex where it is allowed.',
  },
  {
    id: 'AC 3.3',
    title: 'Gallic set-up',
    chapter: C3,
    reconstructed: true,
    text:
      'The Gaul puts the whole garrison (the counters with the black triangle) and Vercingetorix inside Alesia. Every other Gallic unit forms the relief army and begins off the map, in box I of the Off-Board Movement Chart (OBMC).',
  },
  {
    id: 'AC 3.4',
    title: 'The secret chart',
    chapter: C3,
    text:
      'The Off-Board Movement Chart is for the Gaul\'s eyes only; at the table it hides under the box lid. The Roman may neither look at it nor touch it until the break between the two Assault Periods. In this edition the chart appears only on the Gallic screen, and the Roman sees it once, during that break (11.8, 12.6).',
  },
  // ------------------------------------------------------------ 4. Sequence of Play
  {
    id: 'AC 4',
    title: 'Sequence of play',
    chapter: C4,
    text:
      'Every turn runs through the same seven steps, Gaul first and Roman second. The edition walks you through them and shows the current step on screen.',
  },
  {
    id: 'AC 4.1',
    title: 'Step 1: Gallic movement',
    chapter: C4,
    text:
      'The Gaul moves whichever of his units on the map he wants, and then brings units onto the map from the OBMC: once the first unit has come on from the OBMC, no unit that was on the map (or in the town) moves again this phase. While he moves, the Roman shoots at the moving Gauls with fort engines, archers and slingers (rules 20 and 24). The edition lets the Roman set a fire plan before handing over the screen, or ask to be called at each chance to fire.',
  },
  {
    id: 'AC 4.2',
    title: 'Step 2: off-board movement',
    chapter: C4,
    text:
      'The Gaul then makes all his moves between the boxes of the OBMC, and afterwards the Off-Board Gallic Presence Chart is brought up to date so the Roman can see which zones hold Gauls (11.9). The edition lets him send several units of one box to the same neighbouring box in one decision.',
  },
  {
    id: 'AC 4.3',
    title: 'Step 3: Outer Works',
    chapter: C4,
    text:
      'Every Gallic unit standing on an Outer Works hex inside a Roman ZOC rolls on the Outer Works Table (rule 23). The edition rolls these for you.',
  },
  {
    id: 'AC 4.4',
    title: 'Step 4: Gallic battles',
    chapter: C4,
    text:
      "The battles brought on by the Gaul's movement are fought on the Hand-to-Hand Combat Table, one at a time. Each battle's retreats and advances are carried out straight away, before the next battle is rolled.",
  },
  {
    id: 'AC 4.5',
    title: 'Step 5: Roman movement',
    chapter: C4,
    text: 'The Roman moves whichever of his units he wishes.',
  },
  {
    id: 'AC 4.6',
    title: 'Step 6: Roman battles',
    chapter: C4,
    text:
      'The battles caused by the Roman move are fought on the Hand-to-Hand Combat Table, again with the retreats and advances of each battle made as soon as it is decided.',
  },
  {
    id: 'AC 4.7',
    title: 'Step 7: next turn',
    chapter: C4,
    text:
      'That ends the turn. The TURN marker moves one box along the Assault Period Chart and play starts again at step 1, until the game is over (rules 12 and 26). The edition moves the marker for you.',
  },
  // ------------------------------------------------------------ 5. Movement
  {
    id: 'AC 5',
    title: 'Movement',
    chapter: C5,
    text: 'How units move across the map in your movement step; terrain, ramparts and enemy units change the basic rate.',
  },
  {
    id: 'AC 5.1',
    title: 'Who moves',
    chapter: C5,
    text: 'In your movement step you choose how many units to move: every one of them, a few, or none.',
  },
  {
    id: 'AC 5.2',
    title: 'One unit at a time',
    chapter: C5,
    text:
      'Units move one after another, in any direction and turning as often as you like, as far as their MF allows. Movement never involves the die; dice are for fighting.',
  },
  {
    id: 'AC 5.3',
    title: 'How far',
    chapter: C5,
    text:
      'A unit normally moves as many hexes as its MF. Ramparts can stretch that (rule 7), while rivers and the trench (rule 8) and enemy ZOC (6.2) can cut it short. The map highlights the hexes the selected unit can still reach.',
  },
  {
    id: 'AC 5.4',
    title: 'No saving or sharing',
    chapter: C5,
    text: 'Movement points belong to one unit for one turn: whatever is left unused cannot be handed to another unit or kept for a later turn.',
  },
  {
    id: 'AC 5.5',
    title: 'Friendly and enemy hexes',
    chapter: C5,
    text:
      'You may move through your own units and stop on top of them (within the stacking limits of rule 10), but you may never enter a hex that holds an enemy unit.',
  },
  // ------------------------------------------------------------ 6. Zones of Control
  {
    id: 'AC 6',
    title: 'Zones of control',
    chapter: C6,
    text: 'The hexes around a unit that enemy units must stop in and fight from.',
  },
  {
    id: 'AC 6.1',
    title: 'What a ZOC is',
    chapter: C6,
    text:
      "A unit's zone of control (ZOC) is the six hexes around it, and it reaches across every kind of terrain and over other units. Leaders, forts, units inside a fort and units inside Alesia have none, and no ZOC ever reaches into the town, into a fort or off the map. This edition reads Gallic units on Alesia's wall hexes as still inside the town, so they exert no ZOC until they have left it. The map shades enemy ZOC while you move.",
  },
  {
    id: 'AC 6.2',
    title: 'Entering enemy ZOC',
    chapter: C6,
    text:
      'A unit that steps into an enemy ZOC must halt there and must attack the enemy units whose ZOC it entered. Units locked in a Battle Rages follow their own rule instead (AC 15.3 BR).',
  },
  {
    id: 'AC 6.3',
    title: 'Starting in enemy ZOC',
    chapter: C6,
    text:
      'A unit that begins its turn in an enemy ZOC must either attack the units exerting that ZOC or move away from them. Battle Rages participants are again the exception.',
  },
  {
    id: 'AC 6.4',
    title: 'ZOC to ZOC',
    chapter: C6,
    text:
      'You may not move straight from a hex in enemy ZOC into another hex in enemy ZOC, whether the second ZOC belongs to the same enemy unit or a different one. Only an advance after combat may do that (16.1).',
  },
  {
    id: 'AC 6.5',
    title: 'Nothing cancels a ZOC',
    chapter: C6,
    text: 'Enemy ZOC is not cancelled by your own units standing in the hex, nor by a river running between you and the enemy.',
  },
  {
    id: 'AC 6.6',
    title: 'ZOC switched off',
    chapter: C6,
    text:
      'Two results can suspend a ZOC or part of what it does for a while: a disrupted unit has no ZOC at all until it recovers (21.2), and units frozen by a Battle Rages keep their ZOC but are exempt from the usual stop-and-attack duties (AC 15.3 BR).',
  },
  // ------------------------------------------------------------ 7. Movement Bonuses
  {
    id: 'AC 7',
    title: 'Movement bonuses',
    chapter: C7,
    reconstructed: true,
    text: 'Ramparts double movement speed along them. The rampart lines are on the reconstructed map.',
  },
  {
    id: 'AC 7.1',
    title: 'Moving along ramparts',
    chapter: C7,
    reconstructed: true,
    text:
      'Ramparts work as fast roads. Every step across a hexside along which a perimeter rampart (brown) or camp rampart (black) runs costs only ½ MF, so a unit travels twice as far: MF 6 carries it 12 hexes along ramparts. This holds for both sides and for cavalry too (22.3).',
  },
  {
    id: 'AC 7.2',
    title: 'Mixing rampart and open moves',
    chapter: C7,
    text:
      'A unit may mix rampart steps and ordinary steps in one move. Each step from a rampart hex into a connected rampart hex costs ½ MF; all other steps cost the usual amount. A leftover half point can be spent on a later stretch of rampart in the same move, but never on a step that does not follow a rampart. So a unit with MF 6 that runs 3 rampart hexes (1½ MF) and then 4 open hexes (4 MF) is left with ½ MF it cannot use off the rampart. The edition counts the halves for you.',
  },
  {
    id: 'AC 7.3',
    title: 'Unconnected rampart hexes',
    chapter: C7,
    reconstructed: true,
    text:
      'Two rampart hexes side by side are not always joined. If the rampart does not run across the hexside between them, stepping from one to the other costs a full MF.',
  },
  {
    id: 'AC 7.4',
    title: 'Rampart joints',
    chapter: C7,
    reconstructed: true,
    text:
      'On the printed board a few black and brown rampart ends miss each other by a hair (less than 1/32 inch) through printing error; they were meant to meet and count as connected (Appendix A). Only three joints are genuinely unconnected, all on the camp rampart south-east of Mt. Rea (see also AC FAQ.3). This edition\'s reconstructed map records every rampart connection explicitly, so nothing has to be judged by eye.',
  },
  // ------------------------------------------------------------ 8. Terrain Movement Restrictions
  {
    id: 'AC 8',
    title: 'Terrain movement restrictions',
    chapter: C8,
    reconstructed: true,
    text: 'Rivers and the Isolated Trench are restrictive terrain: you may move onto them but not straight across.',
  },
  {
    id: 'AC 8.1',
    title: 'Stopping on rivers and the trench',
    chapter: C8,
    reconstructed: true,
    text:
      'A unit that moves onto a river hex or a hex of the Isolated Trench must stop there; it cannot cross in the same turn. Next turn it may leave in any direction at the normal cost.',
  },
  {
    id: 'AC 8.2',
    title: 'Moving along and crossing',
    chapter: C8,
    text:
      'Following a river or the trench from hex to hex costs nothing extra. To get across, a unit must begin its turn on a hex of that barrier. It may then step off in any direction, or travel along the barrier first and step off later, but once off it may not cross back over that barrier in the same turn.',
  },
  {
    id: 'AC 8.3',
    title: 'Hexes the barrier only clips',
    chapter: C8,
    reconstructed: true,
    text:
      'If the river or trench in a hex touches fewer than two of its hexsides, that hex does not stop or hold up movement. In combat it still counts: a defender attacked from such a hex is still doubled as if attacked from the river or trench. The reconstructed map marks these hexes. Such a hex is not on the barrier\'s course: a unit stepping from it onto a hex the barrier runs through stops there, as one coming from open ground would.',
  },
  // ------------------------------------------------------------ 9. Movement within Alesia
  {
    id: 'AC 9',
    title: 'Movement within Alesia',
    chapter: C9,
    reconstructed: true,
    text: 'The town is a Gallic refuge: closed to Romans, hidden from them, and left through any wall hex.',
  },
  {
    id: 'AC 9.1',
    title: 'No Romans in the town',
    chapter: C9,
    text: 'Roman units may never enter the town of Alesia, for any reason.',
  },
  {
    id: 'AC 9.2',
    title: 'The hidden garrison',
    chapter: C9,
    text:
      'The Roman never learns where the garrison stands inside the town; the besieged units are simply a pile in Alesia. The Roman screen shows the garrison inside the town without showing where any unit of it stands.',
  },
  {
    id: 'AC 9.3',
    title: 'Leaving the town',
    chapter: C9,
    reconstructed: true,
    text:
      'Garrison units may come out of the town whenever they like, through any wall hex, as long as rule 18 no longer holds them in and they obey movement and stacking once outside. In one turn, the first two units to come out on a given wall hex pay nothing extra; each further pair on that same hex pays 1 MF more than the pair before: the 3rd and 4th pay 1 MF, the 5th and 6th 2 MF, the 7th 3 MF. The wall hexes are on the reconstructed map.',
  },
  {
    id: 'AC 9.4',
    title: 'No shortcut through the town',
    chapter: C9,
    text:
      'A unit that goes into the town must stay there for the rest of the turn, so Alesia is no shortcut: a Gaul north of the town cannot reach its south side by passing through it in one move. Leaving the town and then going back in during the same turn is allowed.',
  },
  {
    id: 'AC 9.5',
    title: 'Fighting from the walls',
    chapter: C9,
    text:
      'Gauls attacking neighbouring Romans from a wall hex may stack only two to a hex. Romans may never attack Gauls who are on the walls or inside the town.',
  },
  // ------------------------------------------------------------ 10. Stacking
  {
    id: 'AC 10',
    title: 'Stacking',
    chapter: C10,
    text: 'How many units may share a hex, and in what order they sit.',
  },
  {
    id: 'AC 10.1',
    title: 'Stacking limits',
    chapter: C10,
    text: 'The Roman may have up to 3 units in a hex; the Gaul up to 2.',
  },
  {
    id: 'AC 10.2',
    title: 'Overstacking',
    chapter: C10,
    text:
      'Units may pass through friendly stacks freely, but at the end of the turn any hex over the limit loses units until it is legal again; the owner chooses which are eliminated. In this edition an ordinary move never ends on a full stack; a retreat after combat may, and the stack may be thinned out by moving in the owner\'s next movement phase. When the turn ends (after the Roman attacks), each owner picks, one unit at a time, which units of an overfull stack are eliminated.',
  },
  {
    id: 'AC 10.3',
    title: 'Splitting and joining stacks',
    chapter: C10,
    text:
      'Stacks may be split up and put back together in any way during movement, and as a result of combat. To spare a click per unit, the edition can move a stack together: with a unit selected, its hex\'s units that have not moved yet go to one hex all of them can reach, one after another (5.2), each by its own route and paying its own cost, the leaders last; the hex must hold them all within the limit (10.1). Any unit can still be moved alone.',
  },
  {
    id: 'AC 10.4',
    title: 'What counts',
    chapter: C10,
    text:
      'Forts and the three leaders (Caesar, Labienus, Vercingetorix) never count toward the limit. Every other unit counts as one, whatever its type or strength.',
  },
  {
    id: 'AC 10.5',
    title: 'Leaders and missile units on top',
    chapter: C10,
    text:
      'Leaders, archers and slingers always sit on top of their stack, where the opponent can see them; this stops Vercingetorix from slipping off the map hidden under infantry. The edition always draws them on top.',
  },
];
