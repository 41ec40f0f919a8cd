/**
 * Player-facing paraphrases of the Avalon Hill ALESIA / CAESAR rules, chapters 11–18
 * (off-board movement, Assault Periods, hand-to-hand combat, multi-player games, the garrison's release).
 * The optional rules 12.7 and 17.6–17.8 are in texts-optional.ts.
 */
import type { RuleText } from '../../core/rules';

const C11 = '11. Off-Board Gallic Movement';
const C12 = '12. Assault Periods';
const C13 = '13. Hand-to-Hand Combat';
const C14 = '14. Multiple Unit Battles';
const C15 = '15. Resolving Hand-to-Hand Combat';
const C16 = '16. Movement after Combat';
const C17 = '17. Multi-Player Games';
const C18 = '18. Gallic Attack Coordination';

export const AC_RULES_11_18: readonly RuleText[] = [
  // ------------------------------------------------------------ 11. Off-Board Gallic Movement
  {
    id: 'AC 11',
    title: 'Off-board Gallic movement',
    chapter: C11,
    text: 'The relief army manoeuvres out of sight on the Off-Board Movement Chart, a ring of ten boxes matching ten stretches of the map edge.',
  },
  {
    id: 'AC 11.1',
    title: 'Off-board zones and entry',
    chapter: C11,
    reconstructed: true,
    text:
      'The map edge is divided into ten off-board zones, I to X, with Δ symbols on the edge marking where one zone ends and the next begins. A Gallic unit in an OBMC box enters the map only through the edge hexes of its own zone, between or on its two Δ symbols. This edition reads an edge hex lying on a Δ as belonging to both neighbouring zones. Placing a unit on the outer hex row costs 1 MF. Per edge hex and turn, two units come on for 1 MF each and every further pair pays 1 MF more: the 3rd and 4th pay 2 MF, the 5th and 6th 3 MF, the 7th 4 MF. The zone limits are on the reconstructed map.',
  },
  {
    id: 'AC 11.2',
    title: 'Attacking from off the map',
    chapter: C11,
    text:
      'Roman units on the outermost hex row can be attacked in the Gallic turn by Gauls waiting in that zone\'s OBMC box. Picture an extra row of hexes beyond the edge: Gauls that began the turn in that box may stand there (normal stacking, two per hex) and attack from it, while still counting as in the OBMC during and after the battle. A unit attacked from off the map is never doubled on defence.',
  },
  {
    id: 'AC 11.3',
    title: 'Who may move off the map',
    chapter: C11,
    text:
      'Only Gauls ever move off the map. To use off-board movement a unit must begin its turn either off the map already or close enough to reach the edge that turn. The one exception is the automatic withdrawal at the end of the first Assault Period (12.3).',
  },
  {
    id: 'AC 11.4',
    title: 'One off-board action a turn',
    chapter: C11,
    text:
      'In his movement each Gallic unit does exactly one of four things: enter the map from an edge hex of the zone matching its box; shift to a neighbouring box; stay in its box; or leave the map into the OBMC. The boxes form a ring, so X neighbours both IX and I. The edition remembers the choice for the whole turn: a unit that walked off the map in the movement phase may not also shift boxes in the off-board phase, and a unit that shifted did not begin the turn in its new box, so it may not attack from off the map (11.2). For instance, a unit two hexes from the zone X edge walks off into box X; next turn it may shift to IX or I; if it went to IX, the turn after it may enter the map from the IX edge, shift on to VIII, go back to X, or wait.',
  },
  {
    id: 'AC 11.5',
    title: 'Leaving the map',
    chapter: C11,
    text:
      'Half hexes at the map edge are not playable and count as off the map. A unit reaches the OBMC by getting onto the outermost hex row with at least 1 MF still unspent, or by being advanced or retreated over the edge after combat. It goes into the box of the zone it left and moves no further that turn.',
  },
  {
    id: 'AC 11.6',
    title: 'No limit',
    chapter: C11,
    text: 'There is no cap on off-board movement: as many Gallic units as you like may leave, shift boxes or enter, whenever the rules allow.',
  },
  {
    id: 'AC 11.7',
    title: 'No quick return',
    chapter: C11,
    text: 'A unit that leaves the map may not come back onto it in the same turn.',
  },
  {
    id: 'AC 11.8',
    title: 'The Roman look at the chart',
    chapter: C11,
    text:
      'When the first Assault Period is over the Roman may study where the Gauls stand off the map. It is the only time in the game he sees the OBMC; the edition opens it on the Roman screen during that break (12.6).',
  },
  {
    id: 'AC 11.9',
    title: 'Off-board presence',
    chapter: C11,
    text:
      'Every turn the Gaul must show which off-board zones hold his units, though not what kind or how many: a blank marker sits on each occupied zone of the Off-Board Gallic Presence Chart. At the end of Gallic movement the marker comes off any zone whose box is empty, even if Gauls stand on the map nearby. The edition keeps this chart up to date for both players.',
  },
  // ------------------------------------------------------------ 12. Assault Periods
  {
    id: 'AC 12',
    title: 'Assault Periods',
    chapter: C12,
    text: 'The battle is fought over two days, each a separate Assault Period, with a reorganisation in between.',
  },
  {
    id: 'AC 12.1',
    title: 'Two days of battle',
    chapter: C12,
    text:
      'The game has two Assault Periods of 12 turns each, one for each day of battle, so it lasts at most 24 turns. (Optional rule 12.7 shortens them.)',
  },
  {
    id: 'AC 12.2',
    title: 'Nightfall: the garrison goes home',
    chapter: C12,
    text:
      'When the last turn of the first Assault Period ends, every surviving garrison unit goes straight back into Alesia, wherever it stands and even if surrounded. The edition moves them for you.',
  },
  {
    id: 'AC 12.3',
    title: 'Nightfall: the relief army withdraws',
    chapter: C12,
    reconstructed: true,
    text:
      'At the same moment every surviving relief unit leaves the map, wherever it is, and goes to the OBMC box of the nearest off-board zone. Nearness is a straight count of hexes to each zone\'s stretch of edge, ignoring terrain; when two or more zones are equally near, the Gaul chooses. There is no other Gallic movement at this point.',
  },
  {
    id: 'AC 12.4',
    title: 'Replacements',
    chapter: C12,
    text:
      'Also at the end of the first Assault Period, each side may bring back eliminated units worth up to 10% of the combat factors (factors, not units) it has lost, rounded down, and set them up anywhere on the map, or for relief Gauls anywhere on the OBMC. Losses are counted per unit type: cavalry only comes back from cavalry losses, so at least 10 cavalry units must have died before one can return, while legion and recruit cohorts count together as one type. Archers, slingers and Numidian light infantry never return. This edition reads the allowance as letting you revive any set of eliminated units of that type whose factors add up to no more than it: 37 cohort factors lost allows 3 factors back.',
  },
  {
    id: 'AC 12.5',
    title: 'Splitting Gallic replacements',
    chapter: C12,
    text:
      'The Gaul divides his replacements between the garrison and the relief army in proportion to the percentage of factors each force has lost; whatever a force cannot use is lost. Relief replacements go anywhere on the OBMC and must be placed before the Roman\'s new positions are revealed.',
  },
  {
    id: 'AC 12.6',
    title: 'Roman redeployment',
    chapter: C12,
    text:
      'After the Gauls have reorganised, the Roman may move any or all of his surviving units except forts to any hex of the map, other than in or next to Alesia. He also looks at the OBMC, for the first and only time. Then the second Assault Period begins.',
  },
  // ------------------------------------------------------------ 13. Hand-to-Hand Combat
  {
    id: 'AC 13',
    title: 'Hand-to-hand combat',
    chapter: C13,
    text: 'Who must fight, when battles are fought and how terrain changes the numbers.',
  },
  {
    id: 'AC 13.1',
    title: 'Compulsory attack',
    chapter: C13,
    text:
      'Units that end their move in an enemy ZOC must attack the units exerting it; disrupted units (21.2) and Battle Rages (AC 15.3 BR) are the exceptions. The player whose turn it is attacks and the other player defends for that player-turn. This edition reads the duty as excused for a unit whose every adjacent enemy hex is already the target of a Battle Rages refight it cannot join (it is not next to all of that battle\'s hexes): the refight may not be called off or split, so no declaration could satisfy it.',
  },
  {
    id: 'AC 13.2',
    title: 'Attack positions',
    chapter: C13,
    text:
      'Before any battle the attacker moves as many units into attack positions as movement and stacking allow. He may fight as many battles as he likes, but no unit attacks more than once in a turn; missile fire does not count as an attack for this purpose.',
  },
  {
    id: 'AC 13.3',
    title: 'One battle at a time',
    chapter: C13,
    text:
      "Once all movement is over, the attacker fights his battles one by one in any order he likes, finishing each battle's advances and retreats before rolling the next. The edition lists the pending battles and lets you pick the next one.",
  },
  {
    id: 'AC 13.4',
    title: 'No doubling in attack',
    chapter: C13,
    text: 'Attacking combat factors are never doubled, for any reason.',
  },
  {
    id: 'AC 13.5',
    title: 'Doubling in defence',
    chapter: C13,
    text:
      'Terrain may double a defender\'s combat factor (see the Terrain Effects Chart). Doublings never add up: a defender on a rampart attacked from a river hex is doubled once, not quadrupled. The odds panel names the doubling that applies.',
  },
  // ------------------------------------------------------------ 14. Multiple Unit Battles
  {
    id: 'AC 14',
    title: 'Multiple unit battles',
    chapter: C14,
    text: 'How several attackers and defenders are grouped into battles.',
  },
  {
    id: 'AC 14.1',
    title: 'Many against one',
    chapter: C14,
    text: 'When several units attack one defender, their factors are added into one attack total.',
  },
  {
    id: 'AC 14.2',
    title: 'One against many',
    chapter: C14,
    text: 'When one unit attacks several defenders, their factors are added into one defence total.',
  },
  {
    id: 'AC 14.3',
    title: 'Many against many',
    chapter: C14,
    text:
      'When several attackers face several defenders, the attacker decides how to group them into battles, within the three conditions of 14.31 to 14.33. For example: a Gallic 6 next only to a Roman 4 must attack that 4, and a Gallic 8 next only to a Roman 6 must attack the 6, while at least one of the other Gauls must take on the two Roman 5s; here the Gaul fights 15 against 4 (3-1), 7 against 10 (1-2, a soak-off) and 15 against 6 (2-1).',
  },
  {
    id: 'AC 14.31',
    title: 'Every engaged defender is attacked',
    chapter: C14,
    text: 'Each enemy unit in whose ZOC one of the attacker\'s units stands must be attacked by someone.',
  },
  {
    id: 'AC 14.32',
    title: 'Every engaged attacker fights',
    chapter: C14,
    text: 'Each of the attacker\'s units standing in an enemy ZOC must take part in some attack.',
  },
  {
    id: 'AC 14.33',
    title: 'Attack only neighbours',
    chapter: C14,
    text: 'A unit may only attack a defender in a hex next to its own.',
  },
  {
    id: 'AC 14.4',
    title: 'Stacks defend together',
    chapter: C14,
    text:
      'Defenders stacked in one hex are always attacked together, as one combined total; you cannot pick off one unit of the stack. Only missile fire singles out a unit within a hex (20.5, 20.7).',
  },
  {
    id: 'AC 14.5',
    title: 'Stacks may attack apart',
    chapter: C14,
    text: 'Attackers sharing a hex may split up and attack defenders in different hexes.',
  },
  {
    id: 'AC 14.6',
    title: 'No split factors',
    chapter: C14,
    text: 'A single attacking unit puts all its factors into one battle; it cannot divide them between two battles.',
  },
  {
    id: 'AC 14.7',
    title: 'Soaking off',
    chapter: C14,
    text:
      'You may deliberately attack some defenders at poor odds so that your other attacks get better ones. This is called soaking off; the 7-against-10 attack in the 14.3 example is one.',
  },
  {
    id: 'AC 14.8',
    title: 'One battle per unit',
    chapter: C14,
    text:
      'No unit fights more than one hand-to-hand battle in a player-turn, whether it attacks or defends. Units still next to enemies after all battles simply stay there, and play passes to the other side.',
  },
  // ------------------------------------------------------------ 15. Resolving Hand-to-Hand Combat
  {
    id: 'AC 15',
    title: 'Resolving hand-to-hand combat',
    chapter: C15,
    text: 'Working out the odds, rolling on the Hand-to-Hand Combat Table and applying the result.',
  },
  {
    id: 'AC 15.1',
    title: 'Working out the odds',
    chapter: C15,
    text:
      'Divide both totals by the smaller one and write the result attacker first; one side always comes out as 1. Any fraction, large or small, is rounded to whichever whole number helps the defender. So 14 against 8 is 1¾ to 1 and becomes 1-1; 8 against 14 becomes 1-2; 14 against 6 becomes 2-1; 4 against 14 becomes 1-4. The edition shows the odds before you commit to a battle.',
  },
  {
    id: 'AC 15.2',
    title: 'Rolling for the battle',
    chapter: C15,
    text:
      'The attacker rolls one die and reads the result under the odds on the Hand-to-Hand Combat Table (AC T.H2H); low rolls favour the attacker. For example, a Roman cohort of 5 and a cavalry squadron of 2 share a hex and are attacked by two Gallic 8-6s and a 6-6: 22 against 7 is 3-1, and a roll of 4 gives DR1, so the Romans fall back one hex. Roman leaders add extra dice (19.4, 19.5).',
  },
  {
    id: 'AC 15.3',
    title: 'Combat results',
    chapter: C15,
    text:
      'Each result on the Hand-to-Hand table is one or two of the codes AR, AA, AE, DE, DA, DR, Melee and Battle Rages, explained one by one below. The number after a code counts hexes: DR3 AA1 means the defenders retreat 3 hexes and the attackers may then advance 1.',
  },
  {
    id: 'AC 15.3 AR',
    title: 'AR: attacker retreats',
    chapter: C15,
    text:
      'The defending player moves the attacking units back the given number of hexes, never entering the same hex twice. He must keep them out of enemy ZOC and off restrictive terrain (rivers, the trench) if any unblocked route exists. Attackers that cannot complete the full retreat because of enemy ZOC or restrictive terrain are eliminated instead. Romans pushed off the map are eliminated; Gauls may retreat off it (16.2).',
  },
  {
    id: 'AC 15.3 AA',
    title: 'AA: attacker advances',
    chapter: C15,
    text:
      'The attacker may move any of the units that attacked into the hex the defender left, which counts as the first hex of the advance, and may carry on up to the given number of hexes in all. Beyond that first hex, enemy ZOC and restrictive terrain stop the advance as they would stop movement (16.1, 16.5). Advancing is optional, and advancing units may be fired on by missile units with an unused volley (16.3). Several attackers may advance, one after another, into the emptied hex, as long as the stack there stays within the stacking limit (10.1).',
  },
  {
    id: 'AC 15.3 AE',
    title: 'AE: attacker eliminated',
    chapter: C15,
    text: 'Every unit that took part in the attack is removed from play. A Roman leader may escape this if other Roman units not in that battle remain in its hex (19.6).',
  },
  {
    id: 'AC 15.3 DE',
    title: 'DE: defender eliminated',
    chapter: C15,
    text: 'Every defending unit in the battle is removed from play. Often paired with an advance for the attacker (AA).',
  },
  {
    id: 'AC 15.3 DA',
    title: 'DA: defender advances',
    chapter: C15,
    text:
      'The defender may move any of the units that defended into the attacker\'s hex, but only if that hex is now completely empty. That hex counts as the first hex, and the advance may go on up to the given number of hexes, limited by enemy ZOC and restrictive terrain exactly as for AA.',
  },
  {
    id: 'AC 15.3 DR',
    title: 'DR: defender retreats',
    chapter: C15,
    text:
      'The attacking player moves the defending units back the given number of hexes, never entering the same hex twice and heading toward the defender\'s own lines where possible (16.4). As with AR, he must avoid enemy ZOC and restrictive terrain if an unblocked route exists, and defenders that cannot complete the retreat are eliminated instead.',
  },
  {
    id: 'AC 15.3 Melee',
    title: 'Melee',
    chapter: C15,
    text:
      'Nobody moves: both sides stay side by side. In his next turn, the player who moves next must either attack them again or pull back (6.3). A Melee has no effect if either whole side is in a fort (24.7).',
  },
  {
    id: 'AC 15.3 BR',
    title: 'Battle Rages',
    chapter: C15,
    text:
      "The fight goes on. Every unit that took part, on both sides, is turned over. Turned units keep their full combat factors and their ZOC, but none of them may move until the battle is settled. The attacker must fight the battle again when his next turn comes round, unless the defender strikes first by counterattacking in his own turn; either side may feed in fresh units, so the odds may change, but every original participant must fight again. The defender may reinforce without attacking: he can move fresh units into the defending hex or hexes, or into other nearby hexes as long as they do not come next to an uninverted enemy, and the ZOC of other, uninverted enemy units still binds his movement. If he counterattacks even one of the original attackers, he must attack all of them, and doing so frees the remaining original attackers from the Battle Rages (see AC App.C). A Battle Rages has no effect if either whole side is in a fort (24.7). The edition marks the frozen units and puts the pending battle at the top of the attacker's next combat list.",
  },
  {
    id: 'AC 15.4',
    title: 'Surrounded Gauls',
    chapter: C15,
    text:
      "Gallic units completely surrounded by Roman ZOC and attacked at 2-1 or better are eliminated automatically, without a roll. The Roman attackers may then advance up to 4 hexes, entering the emptied hex first, as far as enemy ZOC and restrictive terrain allow. This edition reads 'completely surrounded' as: each of the six neighbouring hexes is either in Roman ZOC (Gauls standing there do not help, 6.5) or is a hex the Gaul could not retreat into, such as one held by Romans. Town hexes count as open, and so does the map edge, since Gauls may retreat off the board; a Gaul next to the town or on the edge is never surrounded. The odds panel flags a surrounded target.",
  },
  {
    id: 'AC 15.5',
    title: 'Overwhelming odds',
    chapter: C15,
    text:
      'At odds of 6-1 or better the defender is eliminated automatically, with no roll, and the attackers may advance up to 4 hexes, emptied hex first.',
  },
  {
    id: 'AC 15.6',
    title: 'Hopeless odds',
    chapter: C15,
    text: 'Odds worse than 1-4 (1-5, 1-6 and so on) are fought on the 1-4 column.',
  },
  // ------------------------------------------------------------ 16. Movement after Combat
  {
    id: 'AC 16',
    title: 'Movement after combat',
    chapter: C16,
    text: 'How advances and retreats after a battle are limited.',
  },
  {
    id: 'AC 16.1',
    title: 'Into the emptied hex',
    chapter: C16,
    text:
      'A winner given an advance may always step into the hex the beaten enemy left, whatever enemy ZOC covers it, but only if the hex is really empty: if a unit that was not in the battle still stands there (say one stacked with beaten attackers), there is no advance at all. Beyond that first hex, enemy ZOC and restrictive terrain limit an advance exactly as they limit movement. See AC FAQ.2 for advancing off a river hex.',
  },
  {
    id: 'AC 16.2',
    title: 'Blocked retreats',
    chapter: C16,
    text:
      'Units that cannot retreat the full distance because of enemy ZOC or restrictive terrain are eliminated. A Roman unit forced over the map edge is eliminated; Gauls may retreat off the map and into the OBMC box of that zone (11.5).',
  },
  {
    id: 'AC 16.3',
    title: 'Fire at units moving after combat',
    chapter: C16,
    text:
      "Units advancing or retreating after a battle can be shot at by any missile unit or occupied fort that has not yet used that volley this turn. This edition reads this as applying in either side's combat step, to forts as well as archers and slingers (despite a designer's remark about engines sparing retreating Gauls), but only with volleys not yet spent that turn. The edition offers each such shot to the Roman as the unit moves.",
  },
  {
    id: 'AC 16.4',
    title: 'Retreat toward your own lines',
    chapter: C16,
    reconstructed: true,
    text:
      "The winner must retreat the loser's units toward the loser's own lines whenever he can. This edition reads that as Romans back toward their ramparts, relief Gauls toward the map edge they came from, and garrison Gauls toward Alesia; the retreat picker offers those hexes first.",
  },
  {
    id: 'AC 16.5',
    title: 'ZOC and movement after combat',
    chapter: C16,
    text:
      'An advance may end in an enemy ZOC but may not pass through one (the emptied hex of 16.1 aside). A unit that can only retreat into an enemy ZOC is eliminated.',
  },
  // ------------------------------------------------------------ 17. Multi-Player Games
  {
    id: 'AC 17',
    title: 'Multi-player games',
    chapter: C17,
    text:
      'Rules for three or four players. This edition plays them on one screen, with a hand-over screen between commanders so each sees only what his seat may see.',
  },
  {
    id: 'AC 17.1',
    title: 'Two to four players',
    chapter: C17,
    text:
      'Two to four can play. With three, two players share the Gallic side; with four, each side has two. The edition seats everyone at one screen and shows a hand-over screen whenever control passes to another commander.',
  },
  {
    id: 'AC 17.2',
    title: 'Two Gallic commanders',
    chapter: C17,
    text:
      'With two Gauls, one commands the garrison and plays Vercingetorix, the other commands the relief army, and each runs his force entirely on his own: they may not give each other orders or pass messages in any way. No counter represents the relief commander. On the shared screen each Gallic commander gets only his own force\'s controls, behind a hand-over screen.',
  },
  {
    id: 'AC 17.3',
    title: 'Who moves first',
    chapter: C17,
    text:
      'In each Assault Period, on the first turn the garrison comes out of Alesia, the garrison moves before the relief army. After that the two Gallic forces move at the same time; the edition has the two commanders move in turn behind hand-over screens and treats both moves as one Gallic movement step.',
  },
  {
    id: 'AC 17.4',
    title: 'Two Roman commanders',
    chapter: C17,
    text:
      'With two Romans, one plays Caesar and the other Labienus. Each holds a sphere of command, the half of the perimeter facing five neighbouring off-board zones, and controls every Roman unit in it; a unit that moves into the other sphere passes to that commander. They may discuss general plans and ask each other for reinforcements, but neither may move the other\'s pieces or suggest particular moves. Spheres, once set, change only between the two Assault Periods. The edition asks for the split at set-up and again between the periods, while the Roman redeploys (keeping it unless the Romans pick another), and passes the screen between the two Romans. The Gauls may see the split, unless the players chose to keep it secret (optional rule 17.8).',
  },
  {
    id: 'AC 17.5',
    title: 'Leaders crossing spheres',
    chapter: C17,
    text:
      "A Roman leader counter that enters the other commander's sphere may take direct control of Roman units within 10 hexes of it, unless the other leader's counter is also within 10 hexes and refuses. Example: Caesar's player holds zones I to V, Labienus's VI to X, and the Gauls strike opposite VII; Caesar's player cannot move his partner's units, but he can march the Caesar counter over and take command of units within 10 hexes of it.",
  },
  // ------------------------------------------------------------ 18. Gallic Attack Coordination
  {
    id: 'AC 18',
    title: 'Gallic attack coordination',
    chapter: C18,
    text: 'When the garrison may come out of Alesia to join the fight.',
  },
  {
    id: 'AC 18.1',
    title: 'Releasing the garrison',
    chapter: C18,
    text:
      'However many play, in each Assault Period the garrison and Vercingetorix are locked in Alesia until the turn after the one in which ten or more relief units landed on or crossed the Outer Works, once a hand-to-hand battle has also been fought. The ten must do it in the same turn (AC FAQ.1), but they need not survive. The edition counts them and tells the Gaul when the garrison is free.',
  },
  {
    id: 'AC 18.2',
    title: 'One Gaul: the hidden delay',
    chapter: C18,
    text:
      'When one player commands both Gallic forces there is an extra, secret delay: he draws one of three counters numbered 1 to 3 and keeps it hidden until the garrison comes out, and the garrison must wait that many more turns after the ten-unit landing. This edition reads the earliest exit turn as landing turn + 1 + the counter: ten units land in turn 2, the counter shows 3, so the garrison may first leave in turn 6. The edition draws the counter and shows it to the Gaul alone.',
  },
];
