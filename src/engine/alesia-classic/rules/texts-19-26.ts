/**
 * Player-facing paraphrases of the Avalon Hill ALESIA / CAESAR rules, chapters 19–26
 * (leaders, missile fire, disruption, cavalry, Outer Works, forts, ramparts, victory).
 * The optional rules 19.7, 22.4x and 25.7 are in texts-optional.ts.
 */
import type { RuleText } from '../../core/rules';

const C19 = '19. Leadership';
const C20 = '20. Archers and Slingers';
const C21 = '21. Disruption';
const C22 = '22. Cavalry';
const C23 = '23. Outer Works';
const C24 = '24. Forts';
const C25 = '25. Ramparts';
const C26 = '26. How to Win';

/** How this edition handles Roman fire during Gallic movement on one shared screen (20.5, 24.2). */
const FIRE_PLAN =
  "On one screen this edition offers two ways to handle it: the Roman sets a fire plan before handing over (which units fire, at what kind of target and at which ranges), or picks 'ask me', and the screen passes to the Roman at each chance to fire.";

export const AC_RULES_19_26: readonly RuleText[] = [
  // ------------------------------------------------------------ 19. Leadership
  {
    id: 'AC 19',
    title: 'Leadership',
    chapter: C19,
    text: 'Vercingetorix is the prize of the game; Caesar and Labienus give the Roman extra dice in battle.',
  },
  {
    id: 'AC 19.1',
    title: 'Vercingetorix',
    chapter: C19,
    text:
      'Vercingetorix matters only for victory: he has no combat factor and no special power. He is eliminated the moment he is placed in a Roman ZOC, even when stacked with other Gallic units. This edition counts that as a Roman victory (26.2) unless optional rule 19.7 is in use, and warns the Gaul before such a move.',
  },
  {
    id: 'AC 19.2',
    title: 'Vercingetorix and missile range',
    chapter: C19,
    text:
      'Vercingetorix may never move within 3 hexes of a fort, the reach of its engines. He may enter the range of archers and slingers, but their fire can eliminate him.',
  },
  {
    id: 'AC 19.3',
    title: 'Caesar and Labienus',
    chapter: C19,
    text:
      'The two Roman leaders have no combat factor and cannot attack on their own, and a leader placed alone in an enemy ZOC is eliminated. Their worth lies in the extra dice of 19.4 to 19.6.',
  },
  {
    id: 'AC 19.4',
    title: 'Labienus: one extra die',
    chapter: C19,
    text:
      'When Labienus is stacked with a unit fighting a hand-to-hand battle, attacking or defending, the Roman may call for one extra roll and use whichever of the two rolls suits him best. This edition reads that as the Roman choosing even when the Gaul is the attacker; the edition rolls all the dice and lets the Roman pick.',
  },
  {
    id: 'AC 19.5',
    title: 'Caesar: two extra dice',
    chapter: C19,
    text:
      'Caesar gives two extra rolls, so the Roman picks the best of three. If Caesar and Labienus are both in the same battle there are three extra rolls, best of four. As with Labienus, this edition lets the Roman choose among the rolls whether he attacks or defends.',
  },
  {
    id: 'AC 19.6',
    title: 'Leaders in several battles',
    chapter: C19,
    text:
      'A leader helps in every battle its stackmates fight, so it could add dice to as many as three battles in one turn. It may also stay clear of a bad result, provided other Roman units that were not in that battle remain in its hex. Example: Labienus stands with three cohorts; one soaks off at 1-4 and its two dice show 5 and 6, so that cohort is eliminated while Labienus is not; the other two cohorts also get two dice in their attack, and Labienus shares their fate.',
  },
  // ------------------------------------------------------------ 20. Archers and Slingers
  {
    id: 'AC 20',
    title: 'Archers and slingers',
    chapter: C20,
    text: 'Roman missile units shoot at Gauls as they move, but cannot fight hand to hand.',
  },
  {
    id: 'AC 20.1',
    title: 'Missile units do not melee',
    chapter: C20,
    text:
      'Archers and slingers (together called missile units) never attack on the Hand-to-Hand table. If attacked hand to hand, each defends with a factor of 1.',
  },
  {
    id: 'AC 20.2',
    title: 'No advance into ZOC',
    chapter: C20,
    text: 'A missile unit may never advance into an enemy ZOC, not even together with friendly non-missile units.',
  },
  {
    id: 'AC 20.3',
    title: 'Keeping their distance',
    chapter: C20,
    text:
      'A missile unit that begins its turn in a Gallic ZOC must move away, unless it is turned over in a Battle Rages. If enemy ZOC or restrictive terrain blocks every way out, it may stay until the combat step only if a non-missile unit shares its hex; otherwise it is eliminated before combat. If that companion is later forced back by combat, the missile unit retreats with it. This edition reads missile units inside a fort as exempt, since Gauls exert no ZOC over a fort (24.7). A cohort beside it is no reason to stay: while such a unit can still get out, the Roman cannot end his movement, and once he takes it up it must go (to a hex outside the Gallic ZOC) before any other unit moves. When its companion is forced back, it goes along even though, unable to attack, it was not in the battle — unless another unit of its own side, not in that battle, stays in the hex.',
  },
  {
    id: 'AC 20.4',
    title: 'Missile units in a Battle Rages',
    chapter: C20,
    text:
      'A turned-over missile unit defending alone while a Battle Rages waits to be refought may not fire or attack at all. If a friendly non-missile unit shares its hex it may still fire during the Gaul\'s next turn, but only at a unit that is already engaged in attacking it.',
  },
  {
    id: 'AC 20.5',
    title: 'Firing during Gallic movement',
    chapter: C20,
    text:
      `Missile fire happens during Gallic movement. Each archer or slinger has one shot per turn at secondary range (2 hexes) and one at primary range (next to it), so at most two shots, at the same or different units. The Roman must decide to fire as a Gallic unit enters the field of fire, before it moves on or before the next Gallic unit starts; once it has gone by, that chance is gone, and the Gaul must move openly, hex by hex. ${FIRE_PLAN} Example: the Roman lets a 5-6 pass; a 6-6 then enters secondary range and the archer rolls 4, a miss; at primary range another 4 disrupts it, so the 5-6 must attack alone at 5 against 6, which is 1-2.`,
  },
  {
    id: 'AC 20.6',
    title: 'Resolving missile fire',
    chapter: C20,
    text:
      "Roll one die on the Archer/Slinger Table (AC T.Archer). '–' is a miss and the Gaul moves on; E eliminates the target; D disrupts it: it is turned over and stays in that hex for the rest of the turn (rule 21).",
  },
  {
    id: 'AC 20.7',
    title: 'One target per shot',
    chapter: C20,
    text:
      'Each shot hits a single unit, however many share its hex. Missile units shoot over other units and over any terrain except the walls of Alesia.',
  },
  {
    id: 'AC 20.8',
    title: 'A second chance at close range',
    chapter: C20,
    text: 'A miss at secondary range does not stop the same missile unit from shooting at the same target again at primary range.',
  },
  {
    id: 'AC 20.9',
    title: 'Moving through a target hex',
    chapter: C20,
    text:
      'Other Gauls may move through a hex that has been shot into as usual. A unit eliminated by fire no longer counts toward stacking, so two other Gauls may still end the turn in that hex.',
  },
  // ------------------------------------------------------------ 21. Disruption
  {
    id: 'AC 21',
    title: 'Disruption',
    chapter: C21,
    text: 'A unit hit but not killed by missile fire is disrupted: stopped, without ZOC and unable to attack until the next Gallic turn.',
  },
  {
    id: 'AC 21.1',
    title: 'Disrupted units stop',
    chapter: C21,
    text:
      'Any missile fire, from archers, slingers or fort engines, can disrupt. A disrupted unit is turned over in the hex where it was hit and moves no further that turn, though it still retreats or advances after combat if a battle calls for it.',
  },
  {
    id: 'AC 21.2',
    title: 'No ZOC, no attack',
    chapter: C21,
    text:
      'Disrupted units have no ZOC and may not attack. The Roman need not attack a disrupted unit next to him, unless it shares a hex with another Gallic unit he is attacking (a stack is attacked whole, 14.4).',
  },
  {
    id: 'AC 21.3',
    title: 'Still there in defence',
    chapter: C21,
    text: 'Disrupted units still count toward stacking, and defend at full strength if attacked.',
  },
  {
    id: 'AC 21.4',
    title: 'Recovery',
    chapter: C21,
    text: 'Disrupted units turn face up again at the start of the next Gallic turn; the edition does this for you.',
  },
  {
    id: 'AC 21.5',
    title: 'Disrupted units stay put',
    chapter: C21,
    text:
      'A disrupted unit sharing a hex with an attacking unit stays where it is whatever that attack brings: it neither advances nor retreats with its stackmate.',
  },
  {
    id: 'AC 21.6',
    title: 'No double disruption',
    chapter: C21,
    text: 'A unit disrupted a second time in the same turn suffers nothing more.',
  },
  {
    id: 'AC 21.7',
    title: 'Disruption markers',
    chapter: C21,
    text:
      'Disruption and Battle Rages both turn counters over, so Disruption markers go on disrupted units wherever the two could be confused. The edition always shows the two states with different markers.',
  },
  // ------------------------------------------------------------ 22. Cavalry
  {
    id: 'AC 22',
    title: 'Cavalry',
    chapter: C22,
    text: 'Cavalry moves and fights like infantry but can never set foot on the Outer Works.',
  },
  {
    id: 'AC 22.1',
    title: 'Cavalry and the Outer Works',
    chapter: C22,
    reconstructed: true,
    text:
      'Cavalry may never enter a hex showing Outer Works, including one across a river or in what looks like a gap between stretches of Works. Cavalry retreated onto or through such a hex is eliminated. The reconstructed map marks every Outer Works hex.',
  },
  {
    id: 'AC 22.2',
    title: 'Gallic cavalry set-up',
    chapter: C22,
    text: 'All Gallic cavalry begins the game off the map, in OBMC box I.',
  },
  {
    id: 'AC 22.3',
    title: 'Otherwise like infantry',
    chapter: C22,
    text: 'In every other respect cavalry follows the infantry rules, including double speed along ramparts.',
  },
  // ------------------------------------------------------------ 23. Outer Works
  {
    id: 'AC 23',
    title: 'Outer Works',
    chapter: C23,
    text: 'The belt of pits, spikes and brambles in front of the Roman lines, deadly to Gauls who linger on it near Romans.',
  },
  {
    id: 'AC 23.1',
    title: 'No effect on movement',
    chapter: C23,
    text: 'For all their menace, the Outer Works do not slow or stop non-cavalry units.',
  },
  {
    id: 'AC 23.2',
    title: 'Outer Works losses',
    chapter: C23,
    reconstructed: true,
    text:
      'Each Gallic unit on an Outer Works hex in a Roman ZOC rolls one die of its own on the Outer Works Table before the Gallic hand-to-hand battles: a 6 eliminates it, 1 to 5 has no effect. Roman units are never affected. The edition makes these rolls in step 3 of the turn (4.3) and shows each one.',
  },
  {
    id: 'AC 23.3',
    title: 'Too late to replace',
    chapter: C23,
    text:
      'The Outer Works are rolled only after all Gallic movement is over, so units lost there cannot be replaced by others in time for the attacks, and a planned assault can be badly weakened. Units lost to missile fire during movement, by contrast, can still be made up by moving others forward.',
  },
  {
    id: 'AC 23.4',
    title: 'No exemption',
    chapter: C23,
    text: 'Disrupted Gauls and Gauls locked in a Battle Rages roll on the Outer Works Table too, if they are in a Roman ZOC.',
  },
  // ------------------------------------------------------------ 24. Forts
  {
    id: 'AC 24',
    title: 'Forts',
    chapter: C24,
    text: 'Twenty-three fixed forts double their garrisons and fire their engines at up to three ranges.',
  },
  {
    id: 'AC 24.1',
    title: 'Forts and their engines',
    chapter: C24,
    text:
      'The Roman has 23 forts, placed at the start and never moved. None may stand within 7 hexes of Alesia. This edition reads that as measured to the nearest town hex, so a fort needs a distance of 8 or more. A fort doubles the defence of all units in it, whatever hexes the attackers stand on. An occupied fort also has a missile engine, and any unit other than a leader is enough to work it.',
  },
  {
    id: 'AC 24.2',
    title: 'Engine volleys',
    chapter: C24,
    text:
      `Engines fire during Gallic movement, much as archers and slingers do but with three ranges: tertiary (3 hexes), secondary (2) and primary (next to the fort), one volley per range per turn, three at most. As each Gallic unit enters the field of fire the Roman must decide to fire before it moves on or before the next unit starts (the end-of-movement primary volley of 24.4 aside). Letting one unit pass does not use up that range, so it may still fire at another unit later in the turn. When the Roman fires, movement pauses while the die is rolled on the Missile Engine Table. ${FIRE_PLAN}`,
  },
  {
    id: 'AC 24.3',
    title: 'Missed units move on',
    chapter: C24,
    text: 'A Gaul the engine missed may keep moving, and may be fired on again at a closer range.',
  },
  {
    id: 'AC 24.4',
    title: 'Primary volleys hit the whole hex',
    chapter: C24,
    text:
      'A primary-range result marked * (D* or E*) strikes every unit in the target hex, not just one. That is why the Roman may hold his primary volley back: a fort that has not used it may always fire it at the end of Gallic movement. Archers and slingers have no such end-of-movement shot.',
  },
  {
    id: 'AC 24.5',
    title: 'Gauls already close',
    chapter: C24,
    text:
      'Gauls that begin their turn next to a fort take away its secondary and tertiary volleys for the rest of that turn; Gauls that begin their turn 2 hexes away take away its tertiary volley. Units entering from the OBMC are the exception (24.6): the fort keeps every volley against them. This edition reads the exception as covering the entering unit\'s whole move that turn, not only its entry hex.',
  },
  {
    id: 'AC 24.51',
    title: 'Starting inside the field of fire',
    chapter: C24,
    text:
      'Gauls that begin their turn inside a field of fire are safe from its fire until they step nearer to that fort, archer or slinger (exceptions: 24.52 and 24.6).',
  },
  {
    id: 'AC 24.52',
    title: 'Standing still',
    chapter: C24,
    text:
      'Gauls that begin their turn inside a field of fire and do not move at all may be shot at the end of Gallic movement: standing their ground counts as their move.',
  },
  {
    id: 'AC 24.6',
    title: 'Units entering within range',
    chapter: C24,
    text:
      "A Gaul coming onto the map from the OBMC inside a fort's longest range may be fired on in his entry hex at every range from the longest down to his distance, as if he had marched in through the outer ranges: a unit arriving two hexes from a fort can take both the tertiary and the secondary volley there. The rule names only forts, but the designer's notes extend it to archers and slingers. This edition reads it that way: forts, archers and slingers may all fire each of their ranges at units entering inside their range.",
  },
  {
    id: 'AC 24.7',
    title: 'No ZOC at forts',
    chapter: C24,
    text:
      "A fort's occupants project no ZOC and no Gallic ZOC reaches into a fort, so no attack across a fort's edge is ever compulsory: Romans in a fort need not attack neighbouring Gauls, and Gauls need not attack a neighbouring fort. A Battle Rages or Melee result has no effect if the whole attacking or the whole defending force is in a fort.",
  },
  {
    id: 'AC 24.71',
    title: 'Attacking out of a fort',
    chapter: C24,
    text: 'Units attacking out of a fort exert a ZOC over the fort hex itself and over no other hex.',
  },
  {
    id: 'AC 24.72',
    title: 'Partial sorties',
    chapter: C24,
    text: 'Some units in a fort may attack while the rest stay out of the fight, whatever enemy units are around.',
  },
  {
    id: 'AC 24.8',
    title: 'Forts as bridges',
    chapter: C24,
    reconstructed: true,
    text:
      'A fort on a river hex is a bridge, and a fort links up any rampart hexes next to it. Moving through a fort costs half, as along a rampart: entering through a rampart hexside costs ½ MF, otherwise 1 MF. Only Romans benefit; Gauls may never use a fort as a bridge (24.9).',
  },
  {
    id: 'AC 24.9',
    title: 'Captured forts',
    chapter: C24,
    text:
      'A fort taken by the Gauls is removed from the map for the rest of the game. A Gallic unit may retreat through an empty fort, using it as cover from Roman ZOC; the fort is destroyed once the retreat is over. Gauls may never use a fort as a bridge. See AC App.B for a complete fort assault. This edition destroys every empty fort a Gallic retreat or advance passes through, not only the one it ends in. The Roman, who steers every Gallic retreat, gets the route through the fewest empty forts; an advancing Gaul gets the route through the most.',
  },
  // ------------------------------------------------------------ 25. Ramparts
  {
    id: 'AC 25',
    title: 'Ramparts',
    chapter: C25,
    reconstructed: true,
    text: 'When a rampart doubles its defenders. The rampart lines and their connections are on the reconstructed map.',
  },
  {
    id: 'AC 25.1',
    title: 'Rampart defence',
    chapter: C25,
    reconstructed: true,
    text:
      'Units on a rampart are doubled in defence when attacked from hexes off the rampart, or from a weaker rampart. Camp ramparts (black) are the stronger kind: units on a camp rampart are always doubled against attacks from a perimeter rampart (brown).',
  },
  {
    id: 'AC 25.2',
    title: 'Hexes with both ramparts',
    chapter: C25,
    reconstructed: true,
    text: 'A hex holding both kinds of rampart counts as camp rampart (black) for the units in it. See also AC FAQ.3.',
  },
  {
    id: 'AC 25.3',
    title: 'Broken ramparts',
    chapter: C25,
    reconstructed: true,
    text:
      'If attacker and defender stand on neighbouring rampart hexes but the rampart is broken between them, the defender is still doubled (see AC App.D).',
  },
  {
    id: 'AC 25.4',
    title: 'Connected attackers cancel the doubling',
    chapter: C25,
    reconstructed: true,
    text:
      "Rampart doubling holds only while every attacker stands off the rampart or on a rampart hex that is not directly connected to the defender's hex across the hexside it attacks through. A single attacker on a connected rampart hex of equal or greater strength cancels the doubling against all the attackers. The odds panel names that unit.",
  },
  {
    id: 'AC 25.5',
    title: 'Ramparts bridge rivers',
    chapter: C25,
    reconstructed: true,
    text:
      'Where a rampart crosses a river it serves as a bridge. A defender behind the river loses the river doubling when attacked from such a bridge hex.',
  },
  {
    id: 'AC 25.6',
    title: 'Hilltop ramparts',
    chapter: C25,
    reconstructed: true,
    text:
      'Exception to 25.4: a defender on a hilltop rampart hex attacked from a slope hex stays doubled, even when the attacker is on a rampart of the same kind joined to it across the hexside.',
  },
  // ------------------------------------------------------------ 26. How to Win
  {
    id: 'AC 26',
    title: 'How to win',
    chapter: C26,
    text: 'The whole game turns on Vercingetorix: the Gaul must get him off the map, the Roman must stop him.',
  },
  {
    id: 'AC 26.1',
    title: 'Gallic victory',
    chapter: C26,
    text: 'The Gaul wins by moving Vercingetorix off the map during either Assault Period.',
  },
  {
    id: 'AC 26.2',
    title: 'Roman victory',
    chapter: C26,
    text:
      "The Roman wins at once if any Roman unit moves next to Vercingetorix at any time, or if the game ends without Vercingetorix having left the map. This edition also counts Vercingetorix's elimination by entering a Roman ZOC (19.1) as a Roman win. With optional rule 19.7, contact alone no longer ends the game while he is stacked with other Gauls; his elimination still does.",
  },
  {
    id: 'AC 26.3',
    title: 'Losing Caesar',
    chapter: C26,
    text:
      'If the Gauls eliminate Caesar, Rome can no longer win: should the Roman still stop Vercingetorix from escaping, the game is a draw.',
  },
];
