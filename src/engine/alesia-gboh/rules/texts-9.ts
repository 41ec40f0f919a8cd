/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) rules, chapter 9.0 (shock combat: which
 * units must or may attack, the six steps, advance after combat, the combat charts, German
 * cavalry), from the French seed 002. Own words throughout.
 */
import type { AgRuleText } from './types';

const C9 = '9.0 Shock Combat';

export const AG_RULES_9: readonly AgRuleText[] = [
  {
    id: 'AG 9.0',
    title: 'Shock combat',
    chapter: C9,
    text: 'Shock is resolved after every active unit has finished moving and firing.',
  },
  {
    id: 'AG 9.1',
    title: 'Mandatory and voluntary shock',
    chapter: C9,
    text: 'Which units must attack (9.11) and which may choose to (9.12).',
  },
  {
    id: 'AG 9.11',
    title: 'Mandatory shock',
    chapter: C9,
    text:
      "Every combat unit other than archers and artillery that moved in the current Activation Phase must attack in shock every enemy unit whose ZOC it now stands in. Merely changing facing inside an enemy ZOC does not count as moving in it. In addition, units on Rampart hexes with enemy units in their ZOC in hexes outside the Ramparts must attack as well, whether they moved or not.",
  },
  {
    id: 'AG 9.12',
    title: 'Voluntary shock',
    chapter: C9,
    text:
      "An activated unit that began the Activation Phase with an enemy unit in its ZOC and stayed in its hex may attack that enemy in shock. Neither attacker nor defender takes a TQ test. This holds whether or not the unit is in Command Range (4.1). It does not apply to units on Rampart hexes with enemies in their ZOC outside the Ramparts: those must attack (9.11). Historical note: a shock was most likely a string of clashes with pauses for breath, which a voluntary shock without moving represents.",
    reading:
      "This edition counts an enemy in one of the unit's front hexes as in its ZOC for this rule, at the phase's start and now. The 9.21 design note says the ZOC duty of other GBoH games became a front-hex duty because of the way ZOCs meet Ramparts, and a ZOC never reaches up onto a Rampart (7.22): read literally, a Gaul at the foot of a Rampart could never shock its defender again without stepping away and coming back. Whether the shock may go into that hex is still decided by 9.26 and the ground.",
    settles: ['X80'],
  },
  {
    id: 'AG 9.2',
    title: 'The steps of shock',
    chapter: C9,
    reading:
      "This edition reads the active player's order of resolution as the order in which he designated the shocks (mandatory shocks first), and reads steps 3–6 as skipped for a whole shock when any of its defenders retreats before shock: its attackers attack all its defenders together (9.21), so once one of them has gone the attack is not made.",
    settles: ['X14'],
    text:
      "Shock follows six steps in order, each step done for every unit involved before the next begins; the active player decides the order in which the designated attacks are resolved: (1) designation (9.21); (2) retreat before shock (9.22); (3) pre-shock TQ test (9.23); (4) leader loss (9.24); (5) resolution (9.25); (6) advance after combat (9.3). Steps 3 to 6 are skipped for attackers and defenders caught up in a retreat before shock. Steps 4 and 5 are skipped for both sides if the defender leaves its hex after failing the pre-shock test. The system is mostly Simple GBoH's, which plays fast and suits this non-linear fighting.",
  },
  {
    id: 'AG 9.21',
    title: 'Designation',
    chapter: C9,
    text:
      "Before any shock is resolved, the attacker states which activated units attack which defenders, within the obligations of 9.1; once stated, this cannot change. An attacker must attack every enemy unit in its front hexes that no other friendly unit is attacking in this shock segment. An attacker may not split its attack: with two defenders in its front hexes it attacks both together, not one by one. Two or more attackers may combine against one defender. Each unit may attack, and be attacked, only once per Activation Phase (10.3 is the big exception). Stacked units must attack the same unit or units; they may not split between hexes. Within these limits the attacker arranges his attacks as he likes. The GBoH ZOC obligation becomes a front-hex obligation here because of the way ZOCs work around Ramparts.",
    reading:
      "This edition reads the designation this way: the mandatory shocks are designated by the engine and the attacker picks which voluntary stacks attack; each attacking stack attacks every enemy hex in its front hexes, and stacks whose front hexes share a defending hex are combined into one shock, so that no attacker splits its attack, no defender is attacked twice and no enemy in a front hex is left out. A unit that moved into an enemy ZOC with no enemy in its front hexes has nothing it may attack, and a unit that moved next to an enemy without entering its ZOC (onto its flank or rear) may not shock it in that phase: 9.11 obliges only units in an enemy ZOC, and 9.12 allows a voluntary shock only to units that stayed in their hex. A unit in a Redoubt has its front all round (6.44).",
    settles: ['X13'],
  },
  {
    id: 'AG 9.22',
    title: 'Retreat before shock',
    chapter: C9,
    text:
      "Who: a defending unit whose current MA is greater than that of every unit attacking it, and which was not in an enemy ZOC at the start of the Activation Phase, may retreat before shock. How: it moves back through its rear hexes up to half its MA (rounded up) without changing facing, paying all movement costs and obeying every movement restriction (ZOC, stacking …). Pursuit: if every defender retreats, the attackers may at once advance up to half their MA (rounded down), the first hex entered being the one the retreater left; they pay all costs and obey all movement restrictions. If the retreating unit went two or more hexes, a pursuer may not end adjacent to it, though it may end adjacent to another enemy unit. There is no fire of any kind during a retreat before shock or its pursuit. This is the game's version of GBoH's orderly withdrawal.",
    reading:
      'This edition reads the choice to retreat before shock as the defending player\'s, made by a standing order or by handing the screen over ("ask me"); the retreat goes back through the unit\'s rear hexes, paying movement costs and stopping in an enemy ZOC. When every defender of the shock has retreated, each attacker may pursue (the phase owner\'s choice, unit by unit) with half its MA rounded down, its first step into a hex a defender left, movement costs paid, stopping in an enemy ZOC, and never ending next to a defender that went two hexes or more. Both are searched as ordinary moves (Fill, walls and gates, Rampart climbing, burning hexes), the retreat through the rear hexes without turning, the pursuit into its front hexes paying for its turns like any move; the pursuer keeps its facing where it can, else takes the cheapest one it may end with. A retreat before shock is a move, not a 10.2 retreat: it may cross a Death Garden and pays its Hits, as a pursuit does (6.45 names no exception).',
    settles: ['X2', 'X61', 'X62'],
  },
  {
    id: 'AG 9.23',
    title: 'Pre-shock TQ test',
    chapter: C9,
    reconstructed: true,
    text:
      "When an attacker must attack under 9.11, every defending unit takes a TQ test, except defenders on a Rampart hex attacked from below (not from another Rampart hex). Attackers never test, and neither side tests in a voluntary shock (9.12). Roll the die: equal to or under the TQ, no effect; over it, the unit takes 1 Hit and retreats one hex, or, if it cannot retreat (10.2), stays and takes 2 more Hits. For a stack, see 6.67. Example of combat: the best of the relief army storms a Rampart hex. Each of the four Gallic units takes 2 Hits entering the outer Death Garden. As the first stack enters, the Roman cohort on the wall throws javelins as Entry reaction fire (8.62) with −1 for being higher; a roll of 5 gives 1 Hit to the top Gallic unit, and since only one Entry reaction shot is allowed per enemy activation, no more javelins fly. In shock, the four units attack; the cohort cannot retreat before shock, being no faster than its attackers; no pre-shock test is taken, since the defender is on a Rampart attacked from below and attackers never test. The shock DRMs are −3 for the Rampart, +3 for numbers (4 to 1), +1 for TQ and −2 for weapons (BI against CO): a roll of 5 becomes 4, which gives 2 Hits to each side and no retreat, and the Gaul shares his two Hits between two units. The TQ values and the shock table are reconstructed in this edition.",
  },
  {
    id: 'AG 9.24',
    title: 'Leader loss',
    chapter: C9,
    text:
      'Roll the die for each leader stacked with an attacking or defending unit. On a 0 the leader may be lost: roll again, and on 0 to 4 he is eliminated.',
  },
  {
    id: 'AG 9.25',
    title: 'Resolution',
    chapter: C9,
    reconstructed: true,
    text:
      "Each attack is resolved on its own, in the order the attacker likes. The attacker rolls the die, applies every modifier below, and reads the Shock Results Table, whose result hits both sides. Disorder: −1 if any attacker is Disordered, +1 if any defender is. Charisma: +1 if a leader with Charisma is stacked with or adjacent to an attacking unit, −1 if one is stacked with or adjacent to a defending unit. Moving attack: +1 if any attacker moved and the attack does not cross a man-made defence (Rampart, wall …). Position: +3 when cavalry, cohorts or BI attack through the defender's flank or rear hexside(s); +1 when light infantry do. Rampart exception: attacking a unit on a Rampart hex from a hex outside the Ramparts earns the position bonus only through the rear, never the flank. Terrain: add or subtract the effects on the Combat Terrain Effects Chart. TQ: the side whose best unit involved has the higher TQ gets the difference (plus for the attacker, minus for the defender), never more than 3 either way; in a stack only the top unit counts (6.67). Numbers: the side with more infantry and cavalry units in the combat gets the difference (plus for the attacker, minus for the defender); archers and artillery do not count, so two attackers against one defender give +1. Weapons: add the Weapon System Matrix DRM for the attacker's type against the defender's; where more than one type is present, the attacker picks his type first, then the defender picks his. Results (detailed in 10.0): Hits, which the affected units share evenly, any left over being placed by the player who inflicts them, top units of stacks first; and Retreat, in which each affected unit backs into one of its rear hexes without changing facing (units on a Rampart hex may retreat into any open hex, whatever their facing) into an empty hex or one with a friendly unit it may stack with; with no such hex it stays and takes 2 more Hits. The Shock Results Table is reconstructed in this edition.",
    reading:
      'This edition reads the choices shock leaves to the players as the deciding player\'s, made by a standing order or by handing the screen over ("ask me"): the defender\'s weapon type when several are present (after the attacker\'s), and the placing of leftover Hits by the player who inflicts them.',
    settles: ['X2'],
  },
  {
    id: 'AG 9.26',
    title: 'Who cannot shock',
    chapter: C9,
    text:
      'Archers and artillery may never attack in shock, whatever they moved or stand next to. Cavalry may not attack in shock across or into a Rampart or a wall, nor into any terrain it could not enter by movement.',
  },
  {
    id: 'AG 9.27',
    title: 'Archers and artillery attacked',
    chapter: C9,
    text:
      "Archers and artillery attacked in shock without an infantry unit in their hex are eliminated outright. Stacked with other defenders they make no difference to the result and are not extra units; if their companion stays in the hex they are unaffected, and if it routs or is eliminated, they are eliminated with it.",
  },
  {
    id: 'AG 9.3',
    title: 'Advance after combat',
    chapter: C9,
    text: 'When and how attackers advance into vacated hexes (9.31–9.34).',
  },
  {
    id: 'AG 9.31',
    title: 'Mandatory advance',
    chapter: C9,
    text:
      "Attacking units, those making a Continued Shock (10.3) included, must advance into every hex the enemy vacates as a result of shock, including hexes left by defenders who retreated after the pre-shock test. Rampart exception no. 1: units on a Rampart hex that attack units not on Rampart hexes do not have to advance. Defenders never advance after combat. Stacking limits apply.",
  },
  {
    id: 'AG 9.32',
    title: 'Turning after the advance',
    chapter: C9,
    text: 'An advancing unit may change facing by one vertex after advancing, even in an enemy ZOC; this is an exception to 7.13.',
  },
  {
    id: 'AG 9.33',
    title: 'Which attacker advances',
    chapter: C9,
    text:
      'With more than one attacker, the one that produced a favourable DRM, if any, must advance; otherwise the one with the best TQ; on a tie, the attacking player chooses.',
  },
  {
    id: 'AG 9.34',
    title: 'No advance after missile fire',
    chapter: C9,
    text: 'There is never an advance after missile fire, whatever happens to the target.',
  },
  {
    id: 'AG 9.4',
    title: 'The combat charts',
    chapter: C9,
    reconstructed: true,
    text: 'The three charts used in combat (9.41–9.43). None is printed in the seed; this edition rebuilds each from every value the rules and examples fix.',
  },
  {
    id: 'AG 9.41',
    title: 'Missile Range and Results Table',
    chapter: C9,
    reconstructed: true,
    text:
      "Gives, for each missile type and range, the number a missile die must not exceed to score a Hit. The seed fixes: archers at range 3 hit on 1 (8.17 example); javelins at range 1 hit on 4 or more (9.23 example); Palintonos have a minimum range of 2 (8.56); and the table carries a fire-arrow number for archers (8.42). The rest is reconstructed.",
  },
  {
    id: 'AG 9.42',
    title: 'Shock Table',
    chapter: C9,
    reconstructed: true,
    text:
      "Resolves shock: a single modified roll gives the result for both sides at once (Hits to each, Retreat, Continued Shock). The seed fixes one cell: a modified 4 gives 2 Hits to the attacker and 2 to the defender with no retreat (9.23 example). The rest is reconstructed.",
  },
  {
    id: 'AG 9.43',
    title: 'Weapon System Matrix',
    chapter: C9,
    reconstructed: true,
    text:
      "Gives a shock DRM for the attacker's type against the defender's type. The seed fixes BI attacking CO at −2 (9.23 example) and makes German cavalry strong against Gallic cavalry (9.5). The rest is reconstructed.",
  },
  {
    id: 'AG 9.5',
    title: 'German cavalry',
    chapter: C9,
    reconstructed: true,
    text:
      "Caesar admired the German horse. It was light, with no armour or special weapons; its strength was a combined-arms method, each body of horse working with its own band of light infantry who could keep pace in short actions by holding on to the horses' manes. The Gauls, who had suffered from it and feared it, tried to copy it. The game folds all this into one unit type, German cavalry (GC), which is very effective against Gallic cavalry and can throw javelins, standing for part of what its light infantry did.",
  },
];
