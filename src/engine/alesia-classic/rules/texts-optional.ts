/**
 * Player-facing paraphrases of the optional rules of the Avalon Hill ALESIA / CAESAR rules.
 * The rule book numbers them into the main sequence (8.4, 12.7, 17.6–17.8, 19.7, 22.4x, 25.7) but prints
 * them together at the end; the browser groups them the same way.
 */
import type { RuleText } from '../../core/rules';

const OPT = 'Optional Rules';

/** Said once per entry so a tooltip read on its own still makes clear the rule is not always in force. */
const AGREED = 'Optional: in force only if both players chose it when setting up the game.';

export const AC_RULES_OPTIONAL: readonly RuleText[] = [
  {
    id: 'AC 8.4',
    title: 'Filling the Isolated Trench (optional)',
    chapter: OPT,
    text:
      `${AGREED} The Gauls can fill a hex of the Isolated Trench by keeping two Gallic units stacked on it for four turns running, with a different pair of units there each turn. At the end of the fourth turn a blank counter marks the hex as filled, and from then on non-cavalry units cross it as clear terrain; cavalry must still stop on it. Units defending behind the trench are still doubled.`,
  },
  {
    id: 'AC 12.7',
    title: 'Shorter Assault Periods (optional)',
    chapter: OPT,
    text: `${AGREED} Each Assault Period lasts 11 or 10 turns instead of 12, as the players agree.`,
  },
  {
    id: 'AC 17.6',
    title: 'A fallen Roman commander (optional)',
    chapter: OPT,
    text:
      `${AGREED} In a four-player game, if a Roman leader counter is eliminated, the player commanding as that leader is out of the game and his partner takes over all the Roman forces. On the shared screen the edition simply stops handing over to the fallen commander.`,
  },
  {
    id: 'AC 17.7',
    title: 'Timed moves (optional)',
    chapter: OPT,
    text:
      `${AGREED} To keep multi-player games honest and brisk, each move gets an agreed time limit. Suggested limits: with three players, 10 minutes for the Gauls and 20 for the Roman; with four players, 10 minutes for each side. In this edition the minutes for a Gallic and for a Roman move are set on the title screen (two players: 20 each by default), and a clock in the header times each commander's movement in a turn — the Gauls' on the board and off it — apart from his partner's, since at the table the two would move at once. It starts when he takes the screen and stands still while the screen is handed over, while the briefing or the rules are open, while the Roman decides whether to fire, and in a replay; set-up, combat and the night between the periods are not timed. When the time is spent the movement is over: the edition ends it for him as if he had pressed End, and the log and a replay show that End like any other. The clock is real time, not part of the saved game: a game resumed later starts the move's clock afresh.`,
  },
  {
    id: 'AC 17.8',
    title: 'Secret spheres of command (optional)',
    chapter: OPT,
    text:
      `${AGREED} With four players, the Romans need not tell the Gauls how they have divided the lines: each day's split may be written down privately and shown only when that day's Assault Period is over. In this edition, when the option is chosen on the title screen, the Gallic commanders' screens and log leave out the split chosen at set-up and any change made between the periods; at nightfall the log names the split of the first day to everyone, and when the game ends, the one in force. Without the option the split is open to all, as the rest of the Roman lines are.`,
  },
  {
    id: 'AC 19.7',
    title: "Vercingetorix's escort (optional)",
    chapter: OPT,
    text:
      `${AGREED} While stacked with other Gallic units, Vercingetorix is no longer eliminated merely by contact with a Roman unit. He can then die only by missile fire, or when the Gallic units with him are eliminated.`,
  },
  {
    id: 'AC 22.4',
    title: 'Reconnaissance (optional)',
    chapter: OPT,
    text:
      `${AGREED} Rules 22.41 to 22.47 let the Roman send cavalry off the map to scout the hidden OBMC, and let the Gauls screen their zones with cavalry of their own.`,
  },
  {
    id: 'AC 22.41',
    title: 'Scouting off the map (optional)',
    chapter: OPT,
    text:
      `${AGREED} The Roman may move one or more cavalry units off the map into an OBMC zone to scout it. This is the only time Roman units go off the map; Roman cavalry forced off the edge by combat is eliminated as usual. Together, the Roman cavalry in one zone adds its factors into a single Reconnaissance factor.`,
  },
  {
    id: 'AC 22.42',
    title: 'Scouts move like Gauls (optional)',
    chapter: OPT,
    text:
      `${AGREED} Off the map, Roman cavalry moves exactly as Gallic off-board units do (11.4): in a turn it enters the map, shifts to a neighbouring box, stays, or leaves the map.`,
  },
  {
    id: 'AC 22.43',
    title: 'Screening (optional)',
    chapter: OPT,
    text:
      `${AGREED} In the Gallic turn, off-board Roman cavalry can be attacked only by Gallic cavalry in the same zone; more Gallic cavalry may move into the zone in the normal way to join in. All Gallic cavalry there forms one Screening factor, fought against the Reconnaissance factor on the Hand-to-Hand table. If the Gallic infantry in the zone outnumbers the Roman cavalry by 3 to 1 or more (counting units, not factors), the Gaul may shift the odds one column to the right; adding the infantry is up to him. Example: 2 Roman cavalry scout zone V, where the Gaul has 4 cavalry and 6 infantry; he may attack at 3-1.`,
  },
  {
    id: 'AC 22.44',
    title: 'Screening battles (optional)',
    chapter: OPT,
    text:
      `${AGREED} The scouts never attack while off the map, but a Gallic screening force in their zone must attack them in the Gallic turn, whatever the odds. Retreat, advance and Melee results are ignored. Battle Rages keeps both forces in that zone for another turn, and both may reinforce the fight next turn. AE eliminates the screening force and DE eliminates the scouts.`,
  },
  {
    id: 'AC 22.45',
    title: 'How accurate the report is (optional)',
    chapter: OPT,
    text:
      `${AGREED} With no Gallic cavalry opposing the scouts, the Gaul must state exactly how many units of each type he has in the zone (but not their factors). Against a screen, the report need only be as accurate as the Reconnaissance Chart allows for the odds of the screening attack (AC T.Recon), with fractions rounded to the nearest whole number and .5 rounding up. In the 22.43 example the attack was at 3-1, which gives 50%: the Gaul may report anywhere from 2 to 6 cavalry and from 3 to 9 infantry. Adding his infantry gained him nothing there, since 2-1 and 3-1 both give 50%. This edition states each report as a range that holds the true number and never strays further from it than the chart allows, its two ends drawn at random within those limits so that its middle does not betray the true number.`,
  },
  {
    id: 'AC 22.46',
    title: 'When the report is made (optional)',
    chapter: OPT,
    text:
      `${AGREED} The Gaul reports nothing until a Roman cavalry unit is back inside the Outer Works (or a messenger gets through, 22.47). The report need only be accurate, within its margin, for the turn of the screening attack; moves into or out of the zone since then are not reported.`,
  },
  {
    id: 'AC 22.47',
    title: 'Messengers (optional)',
    chapter: OPT,
    text:
      `${AGREED} Once each turn, when his movement is done, the Roman may try to send a report back by messenger without withdrawing his scouts. It succeeds on a roll of 3 to 6 in a zone with no screening force, and only on a 6 in a zone with one. On a success the Gaul must give the 22.45 report at once.`,
  },
  {
    id: 'AC 25.7',
    title: 'Hidden defenders (optional)',
    chapter: OPT,
    reconstructed: true,
    text:
      `${AGREED} A stack on a fort or rampart hex that defends at double strength stays closed to the attacker: he may not look at what is in it until the battle has been resolved.`,
  },
];
