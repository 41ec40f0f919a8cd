/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) rules, chapter 6.0 (movement, terrain,
 * the siege works, stacking, disorder), from the French seed 002. Own words throughout.
 */
import type { AgRuleText } from './types';

const C6 = '6.0 Movement and Terrain';

export const AG_RULES_6: readonly AgRuleText[] = [
  {
    id: 'AG 6.0',
    title: 'Movement and terrain',
    chapter: C6,
    text:
      'Movement allowances (6.1), tribal counters and movement (6.2), natural terrain (6.3), the siege works (6.4), Roman rapid movement (6.5), stacking (6.6), Disorder (6.7) and the Terrain Effects Chart (6.8).',
  },
  {
    id: 'AG 6.1',
    title: 'Movement allowances',
    chapter: C6,
    text: 'How far combat units and leaders move in one activation (6.11–6.14).',
  },
  {
    id: 'AG 6.11',
    title: 'Movement Allowance',
    chapter: C6,
    reconstructed: true,
    text:
      'The MA printed on a unit is what it may spend in one Activation Phase (but see 6.5); an activated combat unit moves up to its printed MA and may always use less. Unlike earlier GBoH games, moving causes no cohesion Hits, since sieges rarely called for the formations that Hits reflect; the one exception is entering Death Garden hexes (6.45).',
  },
  {
    id: 'AG 6.12',
    title: 'Legates, Prefects and chiefs',
    chapter: C6,
    text:
      'Activated legates, Prefects and chiefs have no printed MA: they have 9 MP per activation. They may move when activated, but only after every unit of their Command has moved.',
    reading:
      "This edition lets the Command's leader move once his units are done, and once he has moved the Command's units are done for the phase. A leader moving pays the foot costs of the Terrain Effects Chart, is not stopped by enemy ZOCs and takes no Death Garden Hits; he never ends next to an enemy unit unless he joins a friendly unit there.",
    settles: ['X41'],
  },
  {
    id: 'AG 6.13',
    title: 'Overall and Zone Commanders',
    chapter: C6,
    text:
      "Overall Commanders and Zone Commanders have MA 30, but they move only: (1) in an OC/Zone Commander movement activation, in which moving those commanders is all the player does; (2) when the player spends one of his Seizure attempts just to move his OC, which then succeeds automatically with no roll (5.25); or (3) when they start stacked with, and stay with, a combat unit in range of a Command being activated under 4.11, in which case they move with that unit's MA.",
  },
  {
    id: 'AG 6.14',
    title: 'Vercingetorix moves as a chief',
    chapter: C6,
    text: 'Vercingetorix moves like a tribal chief (6.12), not like an Overall Commander.',
  },
  {
    id: 'AG 6.2',
    title: 'Movement and Gallic tribal counters',
    chapter: C6,
    text: 'How units come out of a tribal counter, and what a tribal counter does to movement (6.21–6.23).',
  },
  {
    id: 'AG 6.21',
    title: 'Setting out from the counter',
    chapter: C6,
    text:
      "A tribal counter holds, in theory, all the combat units of its tribe. When a tribe on the map is activated, the Gaul must bring out enough of its units to satisfy 5.48, and all of them start their move from the tribal counter's hex.",
    reading:
      "This edition lets a unit set on its counter leave it with the facing the Gaul chooses (it was placed there for this move, so no turn is paid), and it may not merely turn on the counter. Until it moves off, it stands with the counter, not on a hex of the map: it neither fires, nor is shot at, nor shocks or is shocked there, and it stays on the counter for a later activation if it does not move. A chief or cavalry leader placed with a counter stands on the counter's hex.",
    settles: ['X51'],
  },
  {
    id: 'AG 6.22',
    title: "A tribal counter's hex",
    chapter: C6,
    text:
      'Combat units may leave a hex that holds a tribal counter but may not enter it, until the counter is turned to its "No Units" side.',
    reading:
      'This edition lets a counter be placed on a hex of its lines where Gallic combat units already stand, or on another counter (5.45 lets it stand anywhere on its lines, and counters stack): the rule bars entering the hex, not being in it. The units there may stay or leave; once gone they may not come back while the counter holds units, and no other combat unit may enter it.',
    settles: ['X52'],
  },
  {
    id: 'AG 6.23',
    title: 'Tribal counters never move',
    chapter: C6,
    text: 'Tribal counters do not move.',
  },
  {
    id: 'AG 6.3',
    title: 'Natural terrain',
    chapter: C6,
    reconstructed: true,
    text:
      "The map shows two kinds of terrain: natural ground and the man-made works of Caesar; some works behave like natural terrain (the water-filled ditches, for example). Entering or crossing any kind of terrain always costs Movement Points.",
  },
  {
    id: 'AG 6.31',
    title: 'Paying for terrain and height',
    chapter: C6,
    reconstructed: true,
    text:
      "A moving unit traces a path of adjoining hexes and pays MP for each hex entered and each hexside crossed, as the Terrain Effects Chart gives. Entering a higher hex costs 1 MP more: a Gallic BI in W6213 spends 2 MP to move into W6113 (1 for the clear hex, 1 for climbing a level). One unit's move must be finished before another's begins, even if they started stacked together.",
  },
  {
    id: 'AG 6.32',
    title: 'Moving forward',
    chapter: C6,
    text:
      'A unit may travel in any direction or mix of directions, but it may only enter one of its front hexes (7.11). To head toward a flank it must first change facing (7.1) by turning in its hex.',
  },
  {
    id: 'AG 6.33',
    title: 'Impassable terrain',
    chapter: C6,
    reconstructed: true,
    text:
      'Some hexes and hexsides are impassable: no unit may enter or cross them. The water-filled ditch (6.46) is one.',
  },
  {
    id: 'AG 6.34',
    title: 'Enough MP to enter',
    chapter: C6,
    text:
      'A moving unit must have enough MP left to pay the full cost of a hex, or it may not enter it. Changing facing may also cost MP (7.1).',
  },
  {
    id: 'AG 6.35',
    title: 'Terrain and combat',
    chapter: C6,
    reconstructed: true,
    text:
      'Terrain may also modify the die in shock and missile combat; see the Terrain Effects Chart. Per the published errata, an attack that crosses several kinds of terrain adds all of their modifiers, while a hex attacked from two hexes uses only the highest one.',
  },
  {
    id: 'AG 6.36',
    title: 'Alesia and its crest wall',
    chapter: C6,
    reconstructed: true,
    text:
      'The oppidum of Alesia on its hill-top is all but impregnable. No unit, Gallic units included, may cross a crest-wall hexside, which rings the whole plateau, except at a gate hexside.',
  },
  {
    id: 'AG 6.4',
    title: 'The siege works',
    chapter: C6,
    text:
      "Ramparts, walls, Redoubts, Death Gardens and the means of filling them (6.41–6.49). The works rules are denser than in earlier GBoH games: they try to put a three-dimensional obstacle onto a flat map in a sensible way.",
  },
  {
    id: 'AG 6.41',
    title: 'Circumvallation and contravallation',
    chapter: C6,
    reconstructed: true,
    text:
      "Caesar built two rings of walls around Alesia. In this game the Circumvallation is the ring built to keep Vercingetorix in: the inner Ramparts with their towers (hex W3220, for instance). The Contravallation is the ring built to keep the relief army out: the outer Ramparts with towers (W3310, for instance). Units between the two rings, or on the Ramparts themselves, are inside the fortifications; all other units, usually Gauls, are outside them, trying to get in.",
  },
  {
    id: 'AG 6.42',
    title: 'Ramparts',
    chapter: C6,
    reconstructed: true,
    text:
      "Every hex with a wall drawn in it (W3911, for example) is a Rampart hex, the main walls; each holds a tower, which allows the special stacking of 6.61. A Rampart hex lies one level above the terrain it stands in, and any unit in it is \"on the wall\". Units may move along the Ramparts as on a road, following the wall: a unit in W1633 cannot get to W1733 without first entering W1634. A step along the walkway (W3911 to W4012, say) costs 1 MP, and facing and stacking limits still apply on the narrow walk (6.61). Climbing onto a Rampart hex costs 2 MP from any adjacent hex inside the Vallation (there are ladders everywhere; a cohort in W4616 pays 2 MP to enter W4617 or W4516), from inside a Redoubt into an adjacent Rampart hex (W2919 to W2918), or from inside the Camp Walls into an adjacent Rampart hex (W5122 to W5222). From outside, a Gallic unit takes a Rampart hex either by shocking the Romans on it out of the hex and taking their place, or by entering an empty Rampart hex for 4 MP, having begun that move in an outside hex adjacent to the Rampart (usually a Death Garden hex, 6.45); though the unit does not use its whole MA, it must begin its move in that adjacent outside hex. Leaving a Rampart hex for a non-Rampart hex costs +1 MP inside the Vallation and +3 MP outside it. Cavalry may not enter a Rampart hex unless it has a gate, and then only with enough MP to leave through the gate on the opposite side. Example of moves: Roman unit A pays 1 MP for the Rampart hex plus 1 for entering it from inside, 1 MP to turn (7.12) and 1 MP per further Rampart hex; unit B pays 1 MP for the Rampart hex plus 3 for entering from outside, then 1 MP to move along the wall (Gallic foot pay nothing to turn); unit C pays 3 MP to enter an inner Death Garden hex and takes 3 Hits (6.45), and could not go on to the Rampart even with MP to spare, since it did not start adjacent to it; unit D pays 1 MP per clear hex plus 2 MP to cross a stream hexside; unit E pays 2 MP extra to stack with a friendly unit of its own tribe (6.61, 6.63), and would pay them even just passing through.",
  },
  {
    id: 'AG 6.43',
    title: 'Camp walls and stone walls',
    chapter: C6,
    reconstructed: true,
    text:
      "Camp Walls run along hexsides (W3706/3607, for instance). They have no walkway: they are simply walls. Units other than cavalry may cross a wall hexside if no enemy unit is in the hex they enter, and may attack across one. Cavalry may not cross wall hexsides and goes in and out of its camps by the gates. Design note: historically the cavalry camps lay outside the works and the infantry camps inside, except that the camp near E6206 seems to have been an infantry camp; there are five infantry camps for 10 legions. Stone walls: several low Gallic walls, about 6 feet high and built before the Romans came, criss-cross the inside; they seldom matter, but cavalry may not cross them. Historical note: the wall from W5128 to W5833 is doubtful; it appears on many excavation maps but seems to serve almost no purpose.",
  },
  {
    id: 'AG 6.44',
    title: 'Redoubts',
    chapter: C6,
    reconstructed: true,
    text:
      "Redoubts seem to have been small fortified camps inside the walls, known from Stoffel's excavations; they are entered through their gates. A Redoubt hex is at ground level (but see 6.42). Units in a Redoubt face all around: they have no flank and no rear. Cavalry may pass through a Redoubt by its gate hexsides, paying 3 MP to enter plus 1 MP for the gate, but not if any unit is in it, and it may never end its move there. A unit may also move between a Redoubt hex and a Rampart hex connected to it for +1 MP.",
  },
  {
    id: 'AG 6.45',
    title: 'Death Gardens',
    chapter: C6,
    reconstructed: true,
    text:
      "The Death Gardens are the game's name for the belt of pits, stakes, traps and ditches, about 40 yards deep, that Caesar laid in front of his walls. A unit entering an outer Death Garden hex, from any direction, takes 2 Hits; one entering an inner Death Garden hex takes 3 Hits. The gardens of the Circumvallation include the water-filled inner ditches, which made them harder still: Caesar tells how the besieged could barely reach the inner works because of them. Per the published errata, the penalties of the inner gardens and of the water-filled ditches add together, and the dry or wet ditches beside a garden are part of that garden.",
    reading:
      "This edition reads outer and inner as the two belts: the outer Death Gardens lie before the Contravallation, facing the relief army (2 Hits, cancelled by Fill 2), and the inner ones before the Circumvallation, facing Alesia, with the water-filled ditches (3 Hits, cancelled by Fill 3). A belt 40 yards deep fits in one 100-yard hex, and the seed's combat example has relief units in the outer garden next to the Rampart they attack.",
    settles: ['Q1'],
  },
  {
    id: 'AG 6.46',
    title: 'What the Gauls may fill',
    chapter: C6,
    reconstructed: true,
    text:
      'Gallic units may try to fill in or cover: Death Garden hexes, including the two ditches, one dry and one flooded, that run between the garden hexes and the Ramparts; the deep, water-filled ditch west of Alesia that the seed calls north–south, from W4723 to W3704 inclusive; and the small natural rivers and streams.',
    reading:
      "This edition records the ditch's range W4723–W3704 as the seed prints it, and reads it as a likely misprint rather than bending the ground to it: the ends lie 10 hex lines apart north–south but 19 columns apart west–east, so the ditch as printed runs more across than along the compass word \"north–south\". The map keeps the printed ends as the ditch's ends and the ground's course between them.",
    settles: ['X5'],
  },
  {
    id: 'AG 6.47',
    title: 'Fill counters',
    chapter: C6,
    text:
      "Placing: a Gallic BI may be placed on the map carrying a Fill counter, though it need not; once on the map a unit can never pick one up. Carrying: only Gallic BI carry Fill, one counter per unit, and a unit carrying one has its MA cut by 1 for that activation. A carrier loses its Fill if it takes part in a shock. Using: dropping Fill in a Death Garden hex costs +1 MP on top of the cost to enter the hex; dropping it across an adjacent ditch, small-river or stream hexside costs +1 MP, the unit standing in an adjacent hex. That extra MP may be spent even in an enemy ZOC, and the unit may go on moving afterwards, subject to enemy ZOCs (7.23). Placed Fill stays until removed under 6.49 and can never be picked up again. Fill counters are valued 1 to 4, each point counting as one load: the first load dropped in a hex or hexside places a Fill 1, and each further load replaces the counter with the next value up. Fill stands for all the rubbish the Gauls threw in (the seed's version of Caesar says hurdles).",
    reading:
      "This edition reads a move as one action, so a carrier lays its Fill where its move ends (in that Death Garden hex, or across a water hexside of that hex), paying the +1 MP, and does not move on afterwards; a carrier may also spend its whole move laying Fill across a water hexside of the hex it stands in. A unit still waiting on its tribal counter, or an Alesia-force BI not yet on the map, may still take a Fill counter.",
    settles: ['X40'],
  },
  {
    id: 'AG 6.48',
    title: 'What Fill does',
    chapter: C6,
    text:
      'An outer Death Garden hex with Fill 2 is no longer a Death Garden hex; an inner one needs Fill 3. A deep water-filled ditch hexside or a stream hexside with Fill 3 may be crossed; a small-river hexside needs Fill 4. No hex or hexside may hold a Fill value higher than it needs to lose its effect.',
    reading:
      "This edition reads the watercourses so that 6.42's example and 6.48 agree: a stream hexside may always be crossed for +2 MP (unit D in 6.42), and Fill 3 on it cancels that cost; a small-river hexside and the deep water-filled ditch are impassable until they hold Fill 4 and Fill 3 respectively.",
    settles: ['Q2'],
  },
  {
    id: 'AG 6.49',
    title: 'Removing Fill',
    chapter: C6,
    text:
      "Fill goes away in two ways. Roman archers may shoot fire arrows at a Death Garden hex holding Fill and no Gallic unit: if they score a Hit, the Fill burns and all of it is removed, and the fire is then out. This does not work on Fill in water hexes or hexsides. And at the end of every Assault Period each Fill counter loses one value for the next AP. Design notes: Fill tended to break down and fill less over time; there is no limit to the Fill that may be in play, whatever the counter mix; and the designers apologise for the clutter the counters make.",
  },
  {
    id: 'AG 6.5',
    title: 'Rapid movement (Romans only)',
    chapter: C6,
    text:
      "Roman cohorts that are activated and in Command Range may double their MA if they enter only hexes that cost 1 MP (hexside costs included), never move adjacent to a Gallic combat unit wherever it is, and do not start their move within 3 hexes of a Gallic combat unit, unless that Gaul is outside the Vallations and the cohort inside them. A unit's first rapid move in an Assault Period is free; each later one costs it 1 Hit. Design note: Conquest of Gaul's orderly withdrawal and line extension are left out, since this is not a line battle.",
    reading:
      'This edition reads the three conditions, which the French joins with "or", as all required together: a rapid move must meet every one of them. A rapid move is offered only to a hex and facing the unit\'s plain move does not reach (where a plain move does as well, a rapid one would only spend the free use or cost a Hit). Two cohorts stacked together (same legion, 6.61) may move rapidly as one stack (6.65) when each meets the conditions, with twice the smaller MA; each of them counts the move as one of its own rapid moves for the Hit.',
    settles: ['Q6'],
  },
  {
    id: 'AG 6.6',
    title: 'Stacking',
    chapter: C6,
    text:
      'Stacking is having more than one unit in a hex at any moment, during a move or at its end. The Rampart stacking rules differ from standard GBoH because of the towers every 30 yards and the narrow walkway.',
  },
  {
    id: 'AG 6.61',
    title: 'Stacking limits by place',
    chapter: C6,
    text:
      "Rampart hexes: one infantry unit (CO, BI or LI) of any kind may hold a Rampart hex at any time, and one artillery or one archer unit may share the hex with it. That artillery or archer unit counts as being in the tower, not on the wall itself, so while infantry supports it it cannot be shocked or affected by shock; without such support it can be. Redoubt hexes: at most two foot units of any type or Command, or one foot unit and one artillery unit. Every other hex: two combat units of the same type (CO, BI …); stacked cohorts must belong to the same legion, and stacked Gauls to the same tribe, linked tribes counting separately; or one foot unit with one artillery unit.",
    reading:
      'This edition reads the tower unit as optional both ways: an artillery or archer unit may also stand alone on a Rampart hex (as the sample deployment puts Scorpions), and then it may be shocked like any unsupported archer or artillery unit (9.27).',
    settles: ['Q15'],
  },
  {
    id: 'AG 6.62',
    title: 'Leaders and markers',
    chapter: C6,
    text: 'Leaders and information markers never count for stacking; any number may be in a hex.',
  },
  {
    id: 'AG 6.63',
    title: 'Moving through friends',
    chapter: C6,
    text:
      'A unit may enter or pass through a non-Rampart hex holding friendly units other than artillery or auxiliaries for +2 MP; artillery and auxiliaries (light infantry and archers) that enter or pass pay nothing extra. No unit may pass through an infantry unit (CO, BI or LI) on a Rampart hex; artillery and archers enter and pass Rampart hexes at no extra cost. Cavalry may not enter an occupied Redoubt hex.',
  },
  {
    id: 'AG 6.64',
    title: 'Enemy units',
    chapter: C6,
    text: 'A unit may never enter or pass through a hex holding an enemy combat unit.',
  },
  {
    id: 'AG 6.65',
    title: 'Order within a stack',
    chapter: C6,
    text:
      "When two units share a hex, which one is on top may be swapped only when one of them is activated, for 2 MP. To move one unit of a stack alone, only the top one may move. A unit that enters a hex to stack always goes underneath. All combat units in a hex must face the same way; a unit turns if it must to meet this.",
    reading:
      "This edition reads the rule's \"move only one unit of a stack\" as leaving a stack free to move as a whole, and moves it in one decision, led by its top unit: every unit of the hex goes along the same path, each step must be open to every one of them and costs what the dearest of them pays, the budget is the smallest of their MAs, and the stacking limits hold where it ends; the order is kept, and reaction fire at the moving stack strikes as any fire at a stack does (javelins and Scorpions the top unit, arrows and Palintonos all, 6.66). If Withdrawal fire routs or removes its top unit, the unit under it leads the rest along. The swap is paid by the activated unit that asks for it, out of its MA for the activation, and it may still move with what is left; with three units (Alesia) it changes places with the unit above it, or from the top with the one under it. A unit that joins a stack takes the facing of the units already there, and a unit of a stack that turns in place turns the whole stack (the turn is its move; the others keep theirs). A stack moving as one lays one Fill (6.47) at the end of its move when one of its units carries it, the highest carrier laying it, the +1 MP within the stack's budget; a stack of two cohorts may make a rapid move (6.5).",
    settles: ['X81'],
  },
  {
    id: 'AG 6.66',
    title: 'Stacking and missile fire',
    chapter: C6,
    text:
      "Only the top infantry unit of a stack may fire, except on Rampart hexes, and artillery fires from any place in any stack. Arrows and Palintonos hit every unit in the target stack (8.14). Javelins and Scorpions hit only the top unit, unless the shot comes through a rear hexside of the target, in which case they hit only the bottom unit.",
  },
  {
    id: 'AG 6.67',
    title: 'Stacking and shock',
    chapter: C6,
    text:
      "The TQ of the top infantry unit (CO, BI or LI) of a stack is used for the pre-shock test and for the TQ DRM; archers and artillery in the stack are ignored. If a stack retreats, voluntarily or not, each unit retreats on its own and need not end in the same hex; archers and artillery stacked with retreating infantry retreat too (but see 8.52). Hits from the pre-shock test, from shock resolution and from being unable to retreat are shared among the stack's infantry units, any odd Hit going to the top unit; archers and artillery stacked with infantry take no Hits in shock. Archers and artillery stacked with infantry that routs are eliminated.",
  },
  {
    id: 'AG 6.68',
    title: 'No neighbours on the wall',
    chapter: C6,
    reconstructed: true,
    text:
      "An infantry unit (CO, BI or LI) on a Rampart hex may not voluntarily move to a Rampart hex adjacent to another friendly infantry unit that is also on a Rampart hex: a cohort in W3410 may not choose to move to W3310 while a cohort holds W3211. If it is forced there (by a retreat with no other way, or by an advance after combat), both the moving unit and the one already there become Disordered at once (6.7). Enemy units are not restricted this way: they may choose to move next to an enemy, and are not Disordered when forced next to one. Per the published errata, the Roman may not set up infantry on adjacent Rampart hexes, and a unit climbing onto a Rampart from inside next to another friendly Rampart unit breaks this rule too.",
  },
  {
    id: 'AG 6.7',
    title: 'Disorder',
    chapter: C6,
    text: 'Disorder and how it ends (6.71–6.73).',
  },
  {
    id: 'AG 6.71',
    title: 'What causes Disorder',
    chapter: C6,
    text: 'Disorder happens only when the Rampart adjacency restriction (6.68) is broken. Mark it with a Disordered marker.',
  },
  {
    id: 'AG 6.72',
    title: 'Effects of Disorder',
    chapter: C6,
    text: 'A Disordered unit has its MA cut by 1 and suffers an adverse DRM when it takes part in shock (9.25).',
    reading: "This edition reads the seed's pointer \"see 9.24\" as 9.25, where the Disorder DRM stands.",
    settles: ['Q7'],
  },
  {
    id: 'AG 6.73',
    title: 'Ending Disorder',
    chapter: C6,
    text:
      'A unit shakes off Disorder by spending 2 MP when activated; no rally is needed. It cannot do so while it is on a Rampart hex adjacent to another friendly unit on a Rampart hex.',
  },
  {
    id: 'AG 6.8',
    title: 'Terrain Effects Chart',
    chapter: C6,
    reconstructed: true,
    text:
      "The Terrain Effects Chart (movement costs and combat modifiers) was printed on the chart sheets, which the seed lacks. This edition rebuilds it from every cost and modifier the rules state (6.31, 6.42–6.47, 6.63, 8.17, 8.43, 9.25) and from the errata; the rest is reconstructed and marked so.",
  },
];
