/**
 * Player-facing paraphrases of the Alésia (GBoH vol. XI) rules, chapters 10.0 (effects of combat:
 * Hits, retreat, Continued Shock, rout, rally, Recovery, tribal withdrawal, Aquilae) and 11.0
 * (victory), from the French seed 002. Own words throughout.
 */
import type { AgRuleText } from './types';

const C10 = '10.0 Effects of Combat';
const C11 = '11.0 Victory';

export const AG_RULES_10_11: readonly AgRuleText[] = [
  // ------------------------------------------------------------ 10.0 Effects of Combat
  {
    id: 'AG 10.0',
    title: 'Effects of combat',
    chapter: C10,
    text: 'Hits (10.1), retreat (10.2), Continued Shock (10.3), rout (10.4), Roman rally (10.5), Recovery (10.6), tribal withdrawal (10.7) and the Aquilae (10.8).',
  },
  {
    id: 'AG 10.1',
    title: 'Hits',
    chapter: C10,
    text:
      "Hits measure a unit's cohesion, how organised and effective it still is at a given moment of the battle; they stand for that cohesion crumbling, not only for men lost.",
  },
  {
    id: 'AG 10.11',
    title: 'Where Hits come from',
    chapter: C10,
    text:
      'Units take Hits in four ways: missile fire, applied unit by unit (8.14); shock, shared evenly by each side as a whole (9.25); entering a Death Garden hex (6.45); and in place of a retreat (10.23, 10.24, 10.25).',
    reading: "This edition reads 10.11's pointer \"see 9.24\" for shock Hits as 9.25, where shock results are applied.",
    settles: ['Q7'],
  },
  {
    id: 'AG 10.12',
    title: 'Hit markers',
    chapter: C10,
    text: 'Whenever a unit takes a Hit, put a Hit marker showing its running total on (or under) the unit.',
  },
  {
    id: 'AG 10.13',
    title: 'Rout',
    chapter: C10,
    reconstructed: true,
    text:
      "A Roman veteran cohort, or a BI of the Gallic relief army, that is not yet reduced routs when its Hits equal or exceed its TQ (see 10.4 and 10.61).",
    reading:
      "This edition reads 10.13's pointer to 10.61 as covering what follows a rout (10.4 says what a rout does, 10.61 how routed units come back), and reads the Alesia force's BI as having no reduced side in the standard game, as 10.13 and the note to 10.42 say: like any unit without a reduced side they are eliminated when their Hits reach their TQ. Alesia BI can still count as routed through 10.73, and are then eliminated in Recovery (10.63). With the optional Alesia-force recovery rule they rout and recover exactly like relief BI.",
    settles: ['Q5', 'Q7'],
  },
  {
    id: 'AG 10.14',
    title: 'Elimination',
    chapter: C10,
    text:
      'A unit with no reduced side, or one already reduced, is eliminated when its Hits equal or exceed its TQ (see 10.4).',
  },
  {
    id: 'AG 10.15',
    title: 'Hits and missile fire',
    chapter: C10,
    text: "A firer's Hits are added to its missile die (8.17). Unlike Simple GBoH, Hits do not modify shock.",
  },
  {
    id: 'AG 10.16',
    title: 'TQ checks',
    chapter: C10,
    text:
      "Players \"check TQ\" (roll the die against a unit's TQ to see whether something happens) when a defending unit must take the pre-shock TQ test.",
    reading: "This edition reads the seed's pointer \"9.1 [A]\" as 9.23, the pre-shock TQ test.",
    settles: ['Q7'],
  },
  {
    id: 'AG 10.2',
    title: 'Retreat',
    chapter: C10,
    text: 'How units retreat, where they may not go, and what happens when they cannot (10.21–10.26).',
  },
  {
    id: 'AG 10.21',
    title: 'What a retreat is',
    chapter: C10,
    text:
      "Retreat is one possible result on the Shock Table: the unit moves one hex away from the unit that caused the retreat, into any hex it could reach by movement except those barred by 10.22. Stacking limits are enforced strictly (but see 6.68).",
  },
  {
    id: 'AG 10.22',
    title: 'Where a retreat may not go',
    chapter: C10,
    text: 'Units may not retreat into or across an impassable hex or hexside, nor into a Death Garden hex.',
  },
  {
    id: 'AG 10.23',
    title: 'Unable to retreat',
    chapter: C10,
    text: 'A unit that cannot retreat, for whatever reason, stays where it is and takes 2 more Hits.',
  },
  {
    id: 'AG 10.24',
    title: 'Holding the wall',
    chapter: C10,
    text:
      "Rampart exception no. 2: units on a Rampart hex attacked from outside (from below) may choose not to retreat and take 1 more Hit instead (see 6.68 too). When they do retreat from a Rampart hex they may go down into a hex inside the walls, where ladders stand ready, but never into a hex outside the walls.",
    reading:
      'This edition reads the choice between retreating and taking the Hit as the defending player\'s, made by a standing order (e.g. "always hold the wall") or by handing the screen over ("ask me").',
    settles: ['X2'],
  },
  {
    id: 'AG 10.25',
    title: 'Retreating into danger',
    chapter: C10,
    text:
      "As 7.25 says, units may retreat into an enemy unit's ZOC when nothing else is open. But a unit that retreats into the ZOC or a front hex of an enemy unit able to fire missiles takes 1 Hit.",
  },
  {
    id: 'AG 10.26',
    title: 'Leaders and retreats',
    chapter: C10,
    text: 'A leader stacked with a retreating unit may retreat with it, or may stay where he is.',
    reading: 'This edition reads the leader as staying while friendly units remain in his hex and going with the last of them to leave it, by retreat or advance.',
    settles: ['X15'],
  },
  {
    id: 'AG 10.3',
    title: 'Continued Shock',
    chapter: C10,
    text:
      "When attackers get a CS (Continued Shock) result, they must advance if they can, without changing facing, and then resolve a new shock under 9.25 against every unit in their ZOC/front hexes. Hits from the first shock are applied before the Continued Shock, and every applicable DRM counts. If the defenders did not retreat (as under 10.24), the attackers simply attack again from their own hex. Rampart exception no. 3: there is no Continued Shock for units on a Rampart hex attacking units not on Rampart hexes. If the attacker advanced, the Continued Shock counts as a moving attack. A target of a Continued Shock that retreats drops out of any Continued Shocks still to be resolved; if it was the only defender, the Continued Shock does not take place.",
  },
  {
    id: 'AG 10.4',
    title: 'Rout',
    chapter: C10,
    text: 'What happens to routed units (10.41–10.46).',
  },
  {
    id: 'AG 10.41',
    title: 'Who routs',
    chapter: C10,
    text: 'Roman cohorts and Gallic BI that are not yet reduced rout when their Hits equal or exceed their printed TQ.',
  },
  {
    id: 'AG 10.42',
    title: 'A routed cohort',
    chapter: C10,
    text:
      "A cohort that has just routed is placed at once in its Aquila's hex or a hex adjacent to it (10.8), provided a path of any length free of enemy units and enemy ZOCs leads there; if there is none, the cohort is eliminated instead. A routed unit attacked by fire or shock that takes one more Hit is eliminated at once and removed from play. Remember that units without a reduced side (cavalry, auxiliaries, artillery, the Alesia force's BI …) and units already reduced never rout: too many Hits eliminate them.",
  },
  {
    id: 'AG 10.43',
    title: 'Routed Romans',
    chapter: C10,
    text: 'Routed Roman units keep their MA and may move when their legion is activated, but may do nothing else.',
  },
  {
    id: 'AG 10.44',
    title: 'Routed Gauls',
    chapter: C10,
    reconstructed: true,
    text:
      'Routed Gallic BI go straight to the Gallic Camp, even if no path leads there, and stay there until the Assault Period ends.',
    reading:
      'This edition reads the Gallic Camp as an off-map holding box, since the seed gives it no place on the map; the units in it take no part in play until Recovery.',
    settles: ['Q16'],
  },
  {
    id: 'AG 10.45',
    title: 'Everyone routs',
    chapter: C10,
    text: 'If shock Hits would rout every attacking and every defending unit, they all rout. This differs from earlier GBoH games.',
  },
  {
    id: 'AG 10.46',
    title: 'Leaders with routed units',
    chapter: C10,
    text:
      "A leader stacked with a routing unit may either rout with it, or be placed with the nearest unit he can command that he can reach without passing through enemy units. A Gallic leader placed in the Gallic Camp may come back as a replacement leader under 4.35.",
    reading:
      'This edition reads the choice as made for the owner: a leader left without a friendly combat unit in his hex, by a rout or an elimination, joins the nearest friendly combat unit on the map (a legate thus follows his routed cohort to its Aquila, and a chief is not sent to the Gallic Camp, so he can still command).',
    settles: ['X15'],
  },
  {
    id: 'AG 10.5',
    title: 'Roman rally',
    chapter: C10,
    text:
      "Only the Roman rallies. When a legion, cavalry or light infantry Command is activated, each of its units at least two hexes from the nearest Gallic unit (whatever the terrain between) may rally instead of doing anything else in that activation: a cohort removes 2 Hits (fewer if it has fewer), cavalry and light infantry remove 1 Hit. Archers never rally.",
    reading:
      'This edition reads "instead of doing anything else" as: a unit that has already moved, fired or shocked in the activation may not rally, and a rallied unit does nothing more in it; artillery, which the rule does not name, does not rally, and a routed unit, which may only move (10.43), does not either.',
    settles: ['X16'],
  },
  {
    id: 'AG 10.6',
    title: 'Recovery',
    chapter: C10,
    text: 'Between Assault Periods routed units may come back reduced and every unit sheds part of its Hits (10.61–10.65).',
  },
  {
    id: 'AG 10.61',
    title: 'The Recovery Phase',
    chapter: C10,
    text:
      "Recovery brings routed units back into play on their reduced side. It takes place in the Recovery Phase, after the Activation Phase has ended, if the Gaul has not won and Assault Periods remain to be played (see 10.13).",
    reading:
      "This edition reads what becomes of the units on the map at the end of an AP this way. After Recovery, every relief-army unit, tribal counter and chief leaves the map; the tribes still available (10.74) keep their units, reduced sides and remaining Hits, and are assigned and brought in again in the next AP's planning like any other tribe. Units of the Alesia force go back inside the oppidum (in 12.1 and 12.2, off the east edge again), except those outside both walls, which join the Aedui or the Arverni (5.65). Roman units stay where they are until the Roman redeploys (5.5). Fill loses one value (6.49), and fires and Rubble are cleared (8.46).",
    settles: ['Q18'],
  },
  {
    id: 'AG 10.62',
    title: 'Roman recovery',
    chapter: C10,
    text: 'In the Recovery Phase every routed Roman unit is turned to its reduced side and may be used again in the next Assault Period.',
  },
  {
    id: 'AG 10.63',
    title: 'Gallic recovery',
    chapter: C10,
    text:
      "The Gaul rolls for each routed unit: equal to or under the TQ printed on the unit, it is turned to its reduced side and may be used in the next Assault Period; over it, the unit is eliminated for good. The blue units of the Alesia force make no roll: they are eliminated. Design note: the besieged were starving and in no state to recover; see the optional Alesia-force recovery rule for a way to help the Gaul in longer scenarios.",
  },
  {
    id: 'AG 10.64',
    title: 'Reduced units',
    chapter: C10,
    text: 'A reduced unit whose Hits equal or exceed its reduced TQ is eliminated.',
  },
  {
    id: 'AG 10.65',
    title: 'Shedding Hits',
    chapter: C10,
    text:
      'Also in the Recovery Phase, every unit that is not routed and has Hits removes half of them, rounded down: a unit with 3 Hits removes 1 and starts the next Assault Period with 2.',
  },
  {
    id: 'AG 10.7',
    title: 'Tribal withdrawal',
    chapter: C10,
    text: 'When a tribe has lost too many units it withdraws for the rest of the Assault Period, and may be gone for good (10.71–10.74).',
  },
  {
    id: 'AG 10.71',
    title: 'Withdrawal level',
    chapter: C10,
    reconstructed: true,
    text:
      "The number on the right of a tribal counter is the tribe's Withdrawal level. When the tribe's routed plus eliminated units equal or exceed it, the tribe withdraws at the end of the activation in which that level was reached.",
  },
  {
    id: 'AG 10.72',
    title: 'Withdrawing a tribe',
    chapter: C10,
    text:
      "To withdraw a tribe, take all of its units on the map, wherever they are, and set them aside until the Assault Period ends, keeping the routed ones apart from the others. Withdrawn units of the Alesia force are placed in the oppidum.",
    reading:
      "This edition reads the rule, which speaks of units only, as taking the tribe's leaders with it: the chief placed with the counter and the cavalry leader of a cavalry counter leave the map wherever they stand, on the counter or on any hex, unless they stand with a combat unit of another tribe still on the map, which they stay to lead.",
    settles: ['X64'],
  },
  {
    id: 'AG 10.73',
    title: 'Withdrawn from the works',
    chapter: C10,
    text:
      'Gallic combat units withdrawn from a Rampart hex, or from any hex inside the walls, count as routed at that moment, or as eliminated if they were already reduced.',
  },
  {
    id: 'AG 10.74',
    title: 'Tribes gone for good',
    chapter: C10,
    text:
      'A tribe, the Alesia force and the cavalry included, whose eliminated units equal or exceed its Withdrawal level is no longer available to the Gaul in later Assault Periods.',
  },
  {
    id: 'AG 10.8',
    title: 'Aquilae',
    chapter: C10,
    text:
      "Each legion has its Aquila, the eagle standard its men rally on (10.42). An Aquila may move, if the Roman wishes, when its legion is activated. It has no combat value; if it is alone in a hex when an enemy unit enters, it is captured. If it is stacked with a unit that retreats, it retreats with that unit. When an Aquila is captured, every unit of its legion takes 1 Hit at once; the next time the legion is activated the Roman places a new Aquila wherever he likes (legions carried spares).",
    reading:
      'This edition reads "stacked with an enemy unit that retreats" as a friendly unit, the only kind an Aquila can be stacked with; if the units in its hex retreat to different hexes, the Roman chooses which one the Aquila goes with. It also reads an Aquila not placed apart as standing with its legate (with the legion\'s first cohort on the map once the legate is gone), since the counter mix gives it no start hex; a captured Aquila counts as off the map until its legion is next activated, and a cohort that routs meanwhile finds no Aquila and is eliminated (10.42). The path of 10.42 ignores terrain.',
    settles: ['Q4', 'X17'],
  },
  // ------------------------------------------------------------ 11.0 Victory
  {
    id: 'AG 11.0',
    title: 'Victory',
    chapter: C11,
    reconstructed: true,
    text:
      "Every scenario uses the same victory conditions. The Gaul wins at once when Vercingetorix and at least three combat units of the Alesia force are outside the circumvallations; hexes W4918 and W4919, and the hexes to the north-east lying between the outer walls or Ramparts and the hexes north of W5815 and W5915–W5918, count as outside. The Gaul also wins if, at the end of an Assault Period, at least four Roman legions each have a majority of their cohorts on the map (at least 6 for a full legion; reinforcing legions may not have all their cohorts in play) routed or eliminated. Otherwise Rome wins when the scenario ends.",
    reading:
      "This edition reads \"outside the circumvallations\" (the seed's plural, as in its history essay, for the whole siege works) as outside both rings, the same test 5.65 uses (W6427 is outside, W5429 and W5028 are not), with the hexes the rule names counting as outside as well: W4918, W4919, and, for the north-east beyond W5815 and W5915–W5918, the hexes between the lines on the W sheet's hex lines 60 and up. The breakout is checked after every action and wins at once; the four-legion test is made when an AP ends. If Vercingetorix is killed, Critognatus takes his place for this condition, since he takes his place as Overall Commander (4.35); in 12.1, where there is no Critognatus, the breakout victory is then no longer possible.",
    settles: ['Q10', 'Q19'],
  },
];
