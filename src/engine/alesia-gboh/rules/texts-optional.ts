/**
 * Player-facing paraphrases of the optional rules of Alésia (GBoH vol. XI). The seed gives them no
 * numbers: Gallic Aggressiveness is printed with scenarios 12.1 and 12.2 (and so holds in 12.3,
 * which is 12.2 with changes), and the Alesia-force recovery option is the design note to 10.63.
 */
import type { AgRuleText } from './types';

const OPT = 'Optional Rules';

/** Said once per entry so a tooltip read on its own still makes clear the rule is not always in force. */
const AGREED = 'Optional: in force only if both players chose it when setting up the game.';

export const AG_RULES_OPTIONAL: readonly AgRuleText[] = [
  {
    id: 'AG Opt.Aggressiveness',
    title: 'Gallic Aggressiveness (optional)',
    chapter: OPT,
    text:
      `${AGREED} Suggested for players who want the game as close to history as it allows, in 12.1, 12.2 and 12.3. When Gallic BI come out of a tribal counter (5.48, 6.21), they must head as fast as they can to attack the nearest Roman units and/or Ramparts not already under attack, within the 12-hex leash (5.49) and the rules on passing through other units. "Moving to attack" includes missile fire (by archers), filling the Death Gardens and anything else that helps the assault. The same applies to the Gauls in Alesia, except that they may make for any inner Rampart hex, nearest or not. The designers admit the rule leaves room for interpretation and ask that it be played in its spirit, not its letter: with so many units there will be jams, but no loitering while other tribes march round the walls off the map; the Gauls were neither that clever nor that patient.`,
    reading:
      'This edition reads "nearest" in hexes counted around ground a BI can never cross (units ignored), and a Roman unit or Rampart hex as "already under attack" when another Gallic combat unit stands next to it (when every one is, the nearest of them all will do). It lets the rule bind every Gallic BI, relief and Alesia force, and enforces it only as a limit on where a BI may end its move, never by moving it for the player: a relief BI ends on one of the hexes it can reach that lie nearest the target nearest where it began (blocked by friends, works or the leash, that is simply the nearest it can get); an Alesia BI ends nearer some inner Rampart hex than it began. A bound BI turns in place only when no move brings it nearer, and one already next to a Roman unit or Rampart, or on a Rampart, is at its objective and moves freely. A stack of bound BI moving as one (6.65) ends where the stack itself gets nearest, counted over the hexes the stack can reach; the unit under the top of a stack turns in place (turning the stack) only when no move of its own would bring it nearer; a swap (6.65) ends nowhere and is never barred.',
    settles: ['X11'],
  },
  {
    id: 'AG Opt.AlesiaRecovery',
    title: 'Alesia-force recovery (optional)',
    chapter: OPT,
    text:
      `${AGREED} In the standard game the Alesia force's BI never come back (10.63): the besieged were starving. If both players agree, the Gaul treats the Alesia force's BI exactly like relief-army BI for rout and Recovery: they rout when their Hits reach their TQ, and in the Recovery Phase each rolls against its printed TQ to return on its reduced side. It helps the Gaul in scenarios with more than one Assault Period, for those who find the game leans toward Rome.`,
  },
];
