/**
 * Scenario briefings (BG 6.x), written in this edition's own words from the scenario texts, with a
 * strategy note of our own for a first game. Shown when a game starts and from the game's header.
 * Scenario 6.4 is not here: the rules text we work from stops at its first lines.
 */
import type { Briefing } from '../../core/briefing';

export const BRIEFINGS: Readonly<Record<string, Briefing>> = {
  aquitania: {
    scenario: 'aquitania',
    situation:
      'Summer 56 BC. While Caesar marches on the Veneti, his young legate Publius Crassus leads the VII Legion and some horse south, to keep the tribes of Aquitania out of the war.',
    objectives: [
      { text: 'Rome wins by holding both regions of Gallia Aquitania (Tarbelli and Bigerriones) at the end of November and by destroying the oppidum of the Sotiates.', rule: 'BG 6.1.5' },
      { text: 'The Aquitani win by stopping that: one region not held, or the oppidum still standing, is enough.', rule: 'BG 6.1.5' },
      { text: 'Seven turns, May to November 56 BC.', rule: 'BG 6.1.1' },
    ],
    special: [
      { text: 'Played solo, the Gallic movement phase is left out: the Aquitanian armies wait where they stand and fight where they are found.', rule: 'BG 6.1' },
      { text: 'Crassus starts in Veneti, far to the north; two Aquitanian armies hold Tarbelli and Bigerriones.', rule: 'BG 6.1.3' },
    ],
    strategy: [
      { text: 'Distance is the enemy. Marching one region a turn, Crassus arrives too late to win both battles and a siege: use forced marches, which cover two regions at the price of an attrition roll.', rule: 'BG 3.4' },
      { text: 'Keep the army together with its leader: only units that start the movement phase stacked with a leader may move.', rule: 'BG 3.3' },
      { text: 'Beat the army in a region before you try to take it; an oppidum with defenders must be besieged, an empty one can be taken at once.', rule: 'BG 4.5.1' },
      { text: 'Sieges take turns: leave time for the oppidum of the Sotiates after the field battles.', rule: 'BG 4.5.3' },
    ],
  },
  helvetii: {
    scenario: 'helvetii',
    situation:
      'Spring 58 BC. The Helvetii burn their villages and set out for the Atlantic coast; Caesar hurries from Italy to stop them, and in July Ariovistus and his Germans cross the Rhine.',
    objectives: [
      { text: 'The Gallic player wins by ending the game with Orgetorix and anti-Roman Gallic units holding Pictones or Santones, uncontested.', rule: 'BG 6.2.6' },
      { text: 'Rome wins by preventing that and holding the Sequani region; anything else is a draw.', rule: 'BG 6.2.6' },
      { text: 'Eight turns, April to November 58 BC.', rule: 'BG 6.2.1' },
    ],
    special: [
      { text: 'The Gallic player moves before the Roman player each turn.', rule: 'BG 6.2.7' },
      { text: 'The Helvetii region starts devastated (Scorched Earth), and the Helvetii field 3 units.', rule: 'BG 6.2.7' },
      { text: 'Before moving, the Helvetii may ask a tribe for free passage: a die decides whether they may enter, and on a 6 a small tribe joins them.', rule: 'BG 6.2.7' },
      { text: 'Ariovistus arrives in Germania in July and may cross the Rhine at once; the Germans may not enter Gallia Belgica, and neither they nor the Helvetii may use oppida.', rule: 'BG 6.2.7' },
      { text: 'In July Rome also gets two pro-Roman Gallic cavalry, placed in a region of the Roman player\'s choice that holds a Roman leader. The turn track marks the month.', rule: 'BG 6.2.5' },
      { text: 'Anyone else must wait a whole turn, without fighting, on a bank of the Rhine they control before crossing (a Rhenus marker shows it); Gallic tribes may never enter Germania.', rule: 'BG 3.3.3' },
    ],
    strategy: [
      { text: 'For Rome: the legions start far from the Helvetii. Bar the road west before they reach it, and keep an eye on the Sequani for the end.', rule: 'BG 6.2.6' },
      { text: 'For the Gauls: every turn of march counts. A negotiation risks a lost turn (1 or 2) for a chance of an ally (6): try it where the Romans are far. Ariovistus in the Sequani can deny Rome its goal even if the Helvetii fall.', rule: 'BG 6.2.7' },
      { text: 'For Rome: move second and strike where the Helvetii stopped; a pitched battle or a string of skirmishes wears their four units down. Then turn on the Germans before November.', rule: 'BG 6.2.6' },
    ],
  },
  'last-uprising': {
    scenario: 'last-uprising',
    situation:
      '51 BC, after Alesia. Gaul seems conquered, but a few tribes try one last rising; Caesar answers with winter campaigns and ends the war at Uxellodunum.',
    objectives: [
      { text: 'Rome wins by controlling all seven regions the Gallic player holds or contests at the start.', rule: 'BG 6.3.5' },
      { text: 'The Gallic player wins if Rome controls four or fewer of them; five or six is a draw.', rule: 'BG 6.3.5' },
      { text: 'Seven turns, from the Winter turn to November 51 BC.', rule: 'BG 6.3.1' },
    ],
    special: [
      { text: 'The Gallic player moves before the Roman player each turn.', rule: 'BG 6.3.6' },
      { text: 'Gallic forces may try (once per oppidum, on a 4 or less) to use an oppidum in a region that was not in revolt at the start.', rule: 'BG 6.3.6' },
      { text: 'Gallic forces may not enter Gallia Aquitania.', rule: 'BG 6.3.6' },
    ],
    strategy: [
      { text: 'For Rome: the revolt is scattered; strike each tribe before they can join, and remember that winter limits marching.', rule: 'BG 6.3.5' },
      { text: 'For the Gauls: you need only hold three regions; shut armies into oppida where Rome must besiege them.', rule: 'BG 6.3.5' },
    ],
  },
};
