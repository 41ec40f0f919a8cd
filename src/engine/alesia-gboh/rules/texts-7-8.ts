/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) rules, chapters 7.0 (facing and zones of
 * control) and 8.0 (missile combat, fire, artillery, reaction fire), from the French seed 002.
 */
import type { AgRuleText } from './types';

const C7 = '7.0 Facing and ZOC';
const C8 = '8.0 Missile Combat';

export const AG_RULES_7_8: readonly AgRuleText[] = [
  // ------------------------------------------------------------ 7.0 Facing and ZOC
  {
    id: 'AG 7.0',
    title: 'Facing and zones of control',
    chapter: C7,
    text: 'Which way a unit faces and what that costs (7.1), and the zones of control units project (7.2). Facing is much more forgiving here than in other GBoH games.',
  },
  {
    id: 'AG 7.1',
    title: 'Facing',
    chapter: C7,
    text: 'Every unit faces a vertex of its hex; facing decides where it may move, fire and exert its ZOC (7.11–7.13).',
  },
  {
    id: 'AG 7.11',
    title: 'Front, flank and rear',
    chapter: C7,
    text:
      "Each unit faces one vertex of its hex, its top edge (the side with its name) pointing at the corner between two hexsides. The two hexes ahead are its front hexes, the two to the sides its flank hexes, and the two behind its rear hexes. A unit may voluntarily move only into its front hexes.",
  },
  {
    id: 'AG 7.12',
    title: 'Changing facing',
    chapter: C7,
    text:
      "A unit changes facing by turning in its hex, which costs 1 MP however many vertices it turns. Exceptions: auxiliaries and all Gallic foot turn for nothing; cavalry pays 1 MP for each vertex turned; and a unit going straight from a Rampart hex to an adjacent Rampart hex along the walkway, as on a road, turns for free.",
  },
  {
    id: 'AG 7.13',
    title: 'Facing in an enemy ZOC',
    chapter: C7,
    text:
      'A unit entering or standing in an enemy ZOC may change facing, but by one vertex only. A Gallic unit in an enemy ZOC may still drop a Fill counter.',
  },
  {
    id: 'AG 7.2',
    title: 'Zones of control',
    chapter: C7,
    text: 'Where units exert a ZOC and what it does to movement (7.21–7.25).',
  },
  {
    id: 'AG 7.21',
    title: 'Who exerts a ZOC',
    chapter: C7,
    text:
      'Every combat unit except archers and artillery exerts a ZOC into its two front hexes. Archers exert one into their front and flank hexes. Artillery exerts none.',
  },
  {
    id: 'AG 7.22',
    title: 'Where a ZOC does not reach',
    chapter: C7,
    reconstructed: true,
    text:
      "A ZOC does not extend into a hex that movement may not enter, such as an unfilled water ditch. Nor does it extend upward across a Rampart or wall hexside, though it does extend downward across one (remember Rampart hexes sit one level above their ground). Example: with a Gallic BI in W5213 and a Roman cohort in W5214, the BI has no ZOC in W5214, while the cohort's ZOC does reach W5213.",
  },
  {
    id: 'AG 7.23',
    title: 'ZOC and movement',
    chapter: C7,
    text:
      "A unit must stop as soon as it enters an enemy ZOC, although it may still turn one vertex or drop a Fill counter (7.13). A unit that starts its move in an enemy ZOC may leave it, and may even move straight into another enemy ZOC, but then stops for the rest of the activation. Leaving the ZOC of an enemy missile unit draws Withdrawal reaction fire (8.61).",
  },
  {
    id: 'AG 7.24',
    title: 'Hexes in both ZOCs',
    chapter: C7,
    text: "A hex in the ZOC of units of both sides is controlled by both.",
  },
  {
    id: 'AG 7.25',
    title: 'Retreating into a ZOC',
    chapter: C7,
    text: 'Units may retreat into an enemy ZOC when no other path or hex is open to them; see 10.25.',
  },
  // ------------------------------------------------------------ 8.0 Missile Combat
  {
    id: 'AG 8.0',
    title: 'Missile combat',
    chapter: C8,
    text: 'Missile fire is part of movement, or takes its place, and may happen at any point during a move.',
  },
  {
    id: 'AG 8.1',
    title: 'Missile fire',
    chapter: C8,
    text:
      'How units fire, at what, with what line of sight and with what modifiers (8.11–8.19). Missile units were of limited effect against armour, Scorpions apart.',
  },
  {
    id: 'AG 8.11',
    title: 'Who fires and when',
    chapter: C8,
    text:
      'Units with a missile capability (2.21) may fire. There are three kinds: archers (A, see 8.3), light infantry and cohorts with javelins (J, see 8.2), and Roman artillery (8.5). Fire happens when the unit is activated (4.11, 5.1) or as reaction fire (8.6).',
  },
  {
    id: 'AG 8.12',
    title: 'Fire during the active phase',
    chapter: C8,
    text:
      "In his Activation Phase the active player may fire with every active unit that has a missile capability. A unit may fire then move, move then fire, or move, fire and move on; the only limit is that it may not fire after moving away from its target. Firing while moving costs no MP. Artillery is the exception: it either moves (when it may) or fires, never both. See 8.6 for when inactive units may fire in reaction.",
    reading:
      "This edition reads \"moved away from its target\" as a move that ended farther from the target hex than it began (a move is one action here, so a unit fires before or after its whole move, not halfway). A foot archer or mounted missile unit that fires before moving chooses: it fires \"and will move\" (+1, 8.17) and may move after, or fires standing and stays where it is.",
    settles: ['X30'],
  },
  {
    id: 'AG 8.13',
    title: 'One target, in range',
    chapter: C8,
    reconstructed: true,
    text:
      "A missile unit fires at a single target hex within its range, reached through its front and/or flank hexes, to which it can trace a line of sight (8.15). Each missile unit fires alone: fire may not be combined. If there are enemy units in the firer's ZOC, one of them must be its target. The seed's line-of-sight diagram shows Gallic archers able to shoot at any target within 3 hexes except 16 hexes marked as blocked.",
    reading:
      "This edition reads \"enemy units in the ZOC of the firing unit\" literally: the enemies standing in the hexes the firer projects its own ZOC into; one of them must be the target. Artillery, which has no ZOC, is never bound.",
    settles: ['X31'],
  },
  {
    id: 'AG 8.14',
    title: 'Who the Hits strike',
    chapter: C8,
    text:
      'Missile fire may inflict Hits. Hits from javelins and Scorpions affect only the top unit of the target hex. Hits from Palintonos and arrows affect every unit in the hex: a result of 1 Hit is applied to each of them. A crowded hex makes high-arcing arrows and stones all the more effective.',
  },
  {
    id: 'AG 8.15',
    title: 'Line of sight',
    chapter: C8,
    reconstructed: true,
    text:
      "A unit may fire only at an enemy it can see. The line of sight (LOS) runs from the centre of the firer's hex to the centre of the target's hex, leaving through the firer's front or flank hexsides. It is blocked by: Rampart and forest hexes in between (a unit may fire into such a hex, never across it); Redoubt, wall and gate hexsides, even when the firer or the target stands next to them (Palintonos excepted, 8.55); a Redoubt, since no unit may fire into or out of one unless the two units are adjacent and the one that is higher (usually on a Rampart hex) is the target or the firer (Gallic fire arrows excepted, 8.41); any part of a higher hex lying between firer and target; and combat units in between, unless they are nearer the firer than the target and the firer is an archer or a Palintonos. For LOS a Rampart hex counts one level higher than the hex it stands in. Design note: in theory the Gauls could lob fire arrows blindly over the walls, but why, with so many targets on them?",
  },
  {
    id: 'AG 8.16',
    title: 'Resolving a shot',
    chapter: C8,
    reconstructed: true,
    text:
      "Roll the die for each shot. A roll equal to or lower than the hit number the Missile Range and Results Table gives for that range inflicts 1 Hit on the target (applied as 8.14 says); a higher roll misses. All effects of a shot apply at once, before any other unit moves or fires. The table is reconstructed in this edition.",
    reading: "This edition reads the seed's pointer to the results table \"(8.61)\" as 9.41, where the Missile Range and Results Table is described.",
    settles: ['Q7'],
  },
  {
    id: 'AG 8.17',
    title: 'Missile modifiers',
    chapter: C8,
    text:
      "These modifiers to the missile die add up: −1 if the target is lower than the firer; +1 for each Hit the firer already has; +1 if the target is in a forest hex; +1 when archers fire from a non-Rampart hex (from below) at a target on a Rampart hex; +1 if a foot archer unit, or any mounted missile unit, has moved or will move in this activation (never for javelin-armed foot); +1 when archers fire at a cohort at range 1 (adjacent) through the cohort's front hexside (not for javelins, nor for shots from below at a Rampart); +1 for archers firing at archers that are alone in their hex; +4 when javelins are thrown from a non-Rampart hex (from below) at a target on a Rampart hex. Example: Gallic archers in W4911, which have not moved and will not move and have no Hits, fire at a cohort and Roman archers stacked in W4914. The Gaul rolls 1, which becomes 2 for firing from off the Rampart at a Rampart hex; at range 3 that misses. A 0 would have scored, and since these are arrows both Roman units would each take 1 Hit. Design note: there is no missile supply rule, since ammunition decided nothing for either side at Alesia.",
    reading:
      'This edition reads the "moved or will move" modifier as needing movement for mounted firers too, so reaction fire by cavalry never takes it.',
    settles: ['X6'],
  },
  {
    id: 'AG 8.18',
    title: 'Leaders under fire',
    chapter: C8,
    text:
      'If the target hex holds a leader and the missile die shows 0, the leader may be hit: roll again, and on another 0 the leader becomes a casualty (see 9.24). A hex holding nothing but leaders may not be fired at.',
    reading:
      "This edition reads the second 0 as the leader's elimination, with no further 9.24 roll: 9.24 is cited for what follows a loss (the leader is removed and replaced under 4.35).",
    settles: ['Q3'],
  },
  {
    id: 'AG 8.19',
    title: 'Shoot and scoot',
    chapter: C8,
    text:
      "Any javelin-armed light infantry that starts its move two hexes from a target (one empty hex between them) may fire at it as if at range 1. This uses up the unit's whole MA for the activation, and if the target has missiles, it answers with reaction fire as if the firer were adjacent. Missile-armed cavalry may do the same from up to 4 hexes away. Shoot and scoot is not allowed if the firer or the target starts on a Rampart hex or a Rampart hex lies between them, if any wall (Redoubt, camp or stone) lies between them, or if the firer is in an enemy ZOC. The hexes between must be clear terrain, empty of friend and foe, and the only enemy ZOC along the way may be the one next to the target. It is plainly an open-ground tactic.",
  },
  {
    id: 'AG 8.2',
    title: 'Javelins',
    chapter: C8,
    text: 'Who throws javelins, and when Romans on the walls may (8.21–8.22). "Javelin" covers every thrown weapon from the Roman pilum to sharpened stakes.',
  },
  {
    id: 'AG 8.21',
    title: 'Who has javelins',
    chapter: C8,
    reconstructed: true,
    text:
      "Nearly all Roman foot, cohorts and Numidian light infantry, can throw javelins. The only Gallic infantry with javelins is the light infantry that comes with the cavalry (4.44). Most Roman cavalry has javelins; no Gallic cavalry does.",
    reading:
      "This edition reads 2.4's \"most Roman cavalry were lancers\" and 8.21's \"most Roman cavalry has javelins\" by the scenarios' lists: the Roman horse at Alesia is German cavalry and Iberian light cavalry, both javelin-armed (9.5), and lancers (LN) are the Gallic cavalry, which has no missile.",
    settles: ['X7'],
  },
  {
    id: 'AG 8.22',
    title: 'Javelins from the walls',
    chapter: C8,
    text: 'Roman units on Rampart hexes may throw javelins only as Entry reaction fire (8.62).',
  },
  {
    id: 'AG 8.3',
    title: 'Archers',
    chapter: C8,
    text:
      "All archer units: may never attack in shock; are eliminated if shocked unless stacked with an infantry unit, though they may retreat before shock (9.22) to escape; and add 1 to the die when firing at another archer unit, but only if that unit is alone in its hex.",
  },
  {
    id: 'AG 8.4',
    title: 'Fire',
    chapter: C8,
    text: 'There are signs that the Gauls used fire arrows against the Roman timber works. 8.41–8.46 cover setting hexes alight, fighting fires and burnt-out works.',
  },
  {
    id: 'AG 8.41',
    title: 'Fire arrows',
    chapter: C8,
    text:
      'Gallic archers may choose to shoot fire arrows, but only when activated, never as reaction fire. Fire arrows may target only Rampart hexes and Redoubt hexes (a Redoubt even where the line of sight would normally be blocked). Roman archers may shoot fire arrows only at filled Death Garden hexes, under 6.49.',
  },
  {
    id: 'AG 8.42',
    title: 'Resolving fire arrows',
    chapter: C8,
    reconstructed: true,
    text:
      "Fire arrows follow the normal missile procedure (8.16), but the number to roll equal to or under is the (A) fire-arrow number on the Missile Table; a success sets the hex on fire. That number is reconstructed in this edition.",
  },
  {
    id: 'AG 8.43',
    title: 'A hex on fire',
    chapter: C8,
    text:
      "A hex that catches fire gets an On Fire marker. Every unit in it takes 1 Hit and must leave at once as though retreating; a unit that cannot takes 1 more Hit. Entering a burning hex costs 2 MP and the unit takes 1 Hit. No unit may end its move in a burning hex, and no unit in one may fire. Units never catch fire, only hexes.",
    reading:
      "This edition lets the rules, not the owner, pick where a unit leaves a hex set on fire: an adjacent hex not burning, open to movement, with no enemy and room in the stack — one outside every enemy ZOC first, then the one farthest from the archers. A unit that has nowhere to go takes the second Hit and stays. The 2 MP to enter a burning hex are paid on top of what its ground costs (a burning Rampart would otherwise be cheaper to climb than one not burning), and its Hit on top of any Death Garden Hits; the same price is paid by a pursuit and a retreat before shock, which are moves. A retreat after shock, made as a move of one hex, may not end in a burning hex either, nor on a tribal counter (6.22).",
    settles: ['X33', 'X60', 'X63'],
  },
  {
    id: 'AG 8.44',
    title: 'Fighting a fire',
    chapter: C8,
    text:
      "An activated Roman combat unit, auxiliaries and artillery included, may try to put out a fire, and that is all it does in that Activation Phase. It must start its activation adjacent to the burning hex and at the same level. The Roman rolls: 0 to 5, the fire is out (remove the marker); 6 to 9, it still rages and may be fought again at a later activation.",
  },
  {
    id: 'AG 8.45',
    title: 'Burnt down',
    chapter: C8,
    text:
      "Whenever a Gallic chief is activated, the Gaul rolls once for each burning hex within 5 hexes of that chief. On a 9 the hex has burnt out: the Rampart (or Redoubt) is gone and becomes Rubble, marked with a Rubble marker, and every unit in the hex at that moment is eliminated.",
  },
  {
    id: 'AG 8.46',
    title: 'Fires end with the day',
    chapter: C8,
    text: 'Fires never spread. At the end of every Assault Period all fires are put out and every Rubble hex is repaired, simply by removing the markers.',
  },
  {
    id: 'AG 8.5',
    title: 'Roman artillery',
    chapter: C8,
    text:
      "Most legions had artillery: light bolt-throwers (the Scorpions) for the field and heavy stone-throwers (Palintonos) for sieges. Each legion has its own Scorpion; Palintonos are occasional and poor against men. The Latin names were used loosely: good sources call the Palintonos stone-throwing Scorpions.",
  },
  {
    id: 'AG 8.51',
    title: 'Scorpions and Palintonos',
    chapter: C8,
    text:
      "Each legion's own Scorpion counts as part of the legion: it is activated and may fire when its legion is. Palintonos count as auxiliaries for 4.11.",
  },
  {
    id: 'AG 8.52',
    title: 'Fire and Move modes',
    chapter: C8,
    text:
      "Artillery is in either Fire mode or Move mode. Changing mode needs an activation, and if the artillery changes mode that is all it does. A Scorpion or Palintonos may stack with one other, non-artillery unit. A Scorpion placed on a Rampart hex (in its tower) may never move again once emplaced, and is eliminated if forced to retreat. Most Scorpions never moved at all.",
    reading:
      "This edition reads the set-up as emplacing the artillery in Fire mode: it starts every game in Fire mode until an activation turns it to Move mode.",
    settles: ['X34'],
  },
  {
    id: 'AG 8.53',
    title: 'Artillery and shock',
    chapter: C8,
    text:
      'Artillery cannot attack in shock, and is eliminated if shocked unless it is stacked with an infantry unit (9.27). Its only way to fight is to fire.',
  },
  {
    id: 'AG 8.54',
    title: 'Two shots',
    chapter: C8,
    text:
      'Artillery may fire only in Fire mode. When activated (4.11, 5.1) it may fire twice per activation, at any moments of that activation. It may fire in reaction like any other missile unit, but only once per reaction (8.6).',
  },
  {
    id: 'AG 8.55',
    title: 'Over walls',
    chapter: C8,
    text:
      'Scorpions cannot fire across (over) walls or Ramparts of any kind. Palintonos can, but add 1 to the die when they do. Scorpions were flat-trajectory weapons, mainly for defence; Palintonos, the stone-throwers later called ballistae, threw high over obstacles.',
  },
  {
    id: 'AG 8.56',
    title: 'Palintonos minimum range',
    chapter: C8,
    text: 'Palintonos cannot fire at an adjacent target.',
  },
  {
    id: 'AG 8.57',
    title: 'One artillery per hex',
    chapter: C8,
    text: 'Only one artillery counter may be in a hex. It may fire whatever its place in the stack (6.6).',
  },
  {
    id: 'AG 8.58',
    title: 'Artillery in Fire mode stays',
    chapter: C8,
    text:
      "Artillery in Fire mode may not move of its own accord when activated, but it may retreat when a combat result calls for it (see 8.52 for the exception).",
  },
  {
    id: 'AG 8.6',
    title: 'Reaction fire',
    chapter: C8,
    text:
      "The inactive player's missile units, artillery included, may fire in reaction to what the active player does during his Activation Phase, and in some cases during shock resolution. Each inactive missile unit may fire only once per enemy Activation Phase, at any unit the conditions below allow (with a small exception in 8.64). A shot by an active unit and any reaction fire aimed at that unit count as simultaneous. The active player never fires in reaction.",
    reading:
      'This edition reads each reaction-fire choice as the inactive player\'s, made by a standing order he sets in his own phase or by handing the screen over ("ask me", the default). The orders: "ask me" (the game pauses at each chance and the inactive player fires or lets it pass), "never" (every chance passes), "always" (every unit that may fires at its first chance) and "Death Garden" (Entry fire only, at a unit that has come into a Death Garden hex; every other chance passes). Shots fired by order are logged as such, with their dice.',
    settles: ['X2'],
  },
  {
    id: 'AG 8.61',
    title: 'Withdrawal reaction fire',
    chapter: C8,
    reconstructed: true,
    text:
      "When an active unit leaves the ZOC of an enemy missile unit whose range is two hexes or more, that missile unit may fire at it at a range of two hexes; the result applies before the unit moves. This applies only to the movement of an activated unit: units leaving a ZOC while shock is being resolved draw no reaction fire.",
  },
  {
    id: 'AG 8.62',
    title: 'Entry reaction fire',
    chapter: C8,
    text:
      "When an active unit enters the ZOC of an enemy missile unit, that unit may fire at it at range 1, unless the firer is already in the ZOC of another enemy unit. This applies both to an active unit's movement and to units advancing after combat. A unit that has just retreated may not fire at a unit advancing after it.",
    reading:
      "This edition reads \"just retreated\" as any unit that retreated in the current shock segment, and offers the Entry fire at an advance inside the shock segment, one firer at a time, answered by the firer's reaction standing order like any reaction. A pursuit after a retreat before shock opens no fire (9.22: no fire of any kind).",
    settles: ['X65'],
  },
  {
    id: 'AG 8.63',
    title: 'Return fire',
    chapter: C8,
    text:
      "Any inactive unit fired on by an active unit may fire back at it. If the inactive unit is in an enemy unit's ZOC, it may not return fire at an enemy outside its own ZOC.",
  },
  {
    id: 'AG 8.64',
    title: 'Artillery reaction',
    chapter: C8,
    text:
      "An inactive artillery unit may fire once per enemy Activation Phase at any activated unit in its range. It may do so at any time in the phase before shock is resolved, and this comes on top of any other reaction fire it makes.",
    reading:
      "This edition reads \"at any time during the phase\" as a chance after each move and each shot of an active unit, at that unit. Every reaction shot (8.61–8.64) aims at the active unit alone: the other units of its hex are not struck, whatever the weapon.",
    settles: ['X32'],
  },
];
