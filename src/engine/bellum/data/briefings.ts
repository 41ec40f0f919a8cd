/**
 * Scenario briefings (BG 6.x), written in this edition's own words from the scenario texts, with a
 * strategy note of our own for a first game. Shown when a game starts and from the game's header.
 * Scenario 6.4 is this edition's reconstruction (the rules text stops at its title).
 */
import type { Briefing } from '../../core/briefing';
import { VENETI_FLEET_BRIEFING } from './scenario-veneti-fleet';

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
      'Winter 52/51 BC, after Alesia. Caesar winters at Bibracte among the Aedui with six legions, Labienus holds the Mediomatrici and Cicero the Remi, and Gaul seems conquered. Yet seven tribes try their luck one last time: the Bellovaci, Carnutes, Eburones, Treveri and Pictones in their own lands, and the Bituriges and Cadurci face to face with the lone legions of Brutus and Trebonius. Caesar answers at once; the year ends at Uxellodunum.',
    objectives: [
      { text: 'Seven regions are in revolt at the start: Bellovaci, Carnutes, Pictones, Eburones, Treveri, and contested Bituriges and Arverni. Rome wins by controlling all seven at the end of November.', rule: 'BG 6.3.5' },
      { text: 'Five or six of them pro-Roman is a draw; four or fewer is a Gallic victory. A contested region does not count for Rome.', rule: 'BG 6.3.5' },
      { text: 'Ten turns, from the Winter turn to November 51 BC. The scenario\'s heading says 7 turns, but its dates span the whole year: this edition plays all ten.', rule: 'BG 6.3.1' },
    ],
    special: [
      { text: 'The Gallic player moves before the Roman player each turn.', rule: 'BG 6.3.6' },
      { text: 'The Roman posts in Aedui, Mediomatrici and Remi start in hiberna: those units may not move in Winter unless Gauls enter their region; from March the hiberna come off and the legions march. Trebonius (Arverni) and Brutus (Bituriges) stand in the open among the rebels.', rule: 'BG 4.5.7' },
      { text: 'A hiberna is a camp of defence 2 that the Gauls may besiege; units inside ignore supply and attrition.', rule: 'BG 4.5.7' },
      { text: 'An army marching into a mountain region (Arverni, Ruteni) in Winter rolls for attrition at once.', rule: 'BG 3.3.3' },
      { text: 'Oppida outside the seven rebel regions are closed to the Gauls until a force rolls 4 or less to enter one; a failed roll closes it for the rest of the game.', rule: 'BG 6.3.6' },
      { text: 'Gallic forces may not enter Gallia Aquitania.', rule: 'BG 6.3.6' },
    ],
    strategy: [
      { text: 'For Rome: ten turns for seven regions. March from every hiberna in March, give each legate a region, and let Caesar\'s great army take the strongest rebels in turn; empty regions must still be visited to become pro-Roman.', rule: 'BG 2.2' },
      { text: 'For Rome: a siege needs an army and a leader; a lone legion cannot take an oppidum, so bring the armies together where the rebels have shut themselves in.', rule: 'BG 4.5.1' },
      { text: 'For the Gauls: you need only keep three regions out of Roman hands. A force that shelters in a strong oppidum (Uxellodunum, Bratuspantium, Avaricum) costs Rome turns of siege.', rule: 'BG 6.3.5' },
      { text: 'For the Gauls: moving first, you can bring help to the Cadurci or the Bituriges against the lone legions of Trebonius and Brutus before Caesar leaves his winter quarters, or slip into a region Rome has just left. No single tribe is an army (5 units), so a hiberna is beyond your reach unless tribes join.', rule: 'BG 6.3.6' },
    ],
  },
  belgica: {
    scenario: 'belgica',
    situation:
      'Spring 57 BC. The Belgae, alarmed by Roman legions wintering in Gaul, league against Rome; only the Remi send hostages to Caesar, who leaves Italy with two new legions to join the army in the Sequani country. This scenario is this edition\'s reconstruction: the rules keep only its title.',
    objectives: [
      { text: 'Rome wins by holding the Remi region and at least 5 of the 7 league regions (Bellovaci, Suessiones, Ambiani, Atrebates, Morini, Nervii, Eburones) at the end of November.', rule: 'BG 6.4.5' },
      { text: 'The Belgae win if the Remi region is not Roman at the end, or if Rome holds 2 or fewer league regions. Anything else is a draw.', rule: 'BG 6.4.5' },
      { text: 'Eight turns, April to November 57 BC.', rule: 'BG 6.4.1' },
    ],
    special: [
      { text: 'Caesar, Cicero, Trebonius and Antonius start in Cisalpina with Legions XIII and XIV; Labienus, Crassus and Fabius with the rest of the army in the Sequani region.', rule: 'BG 6.4.3' },
      { text: 'Each tribe of the league starts at home; the Remi, Treveri and Mediomatrici do not rise. Two pro-Roman Gallic cavalry join Rome in May.', rule: 'BG 6.4.4' },
      { text: 'Nobody may enter Germania. Rome moves first, as in the standard sequence of play.', rule: 'BG 6.4.6' },
    ],
    strategy: [
      { text: 'For Rome: the Remi border three league regions and stand alone. Get an army there fast (a forced march from the Sequani region reaches them in one turn), then beat the league region by region; a region becomes pro-Roman only when your units stand there alone.', rule: 'BG 2.2.1' },
      { text: 'For Rome: a garrison in an oppidum keeps its region contested. Bring an army and a leader to besiege it, or the region will not count.', rule: 'BG 4.5.1' },
      { text: 'For the Belgae: a great host in one region devastates it and wastes away (more than 8 units roll at +1). Strike the Remi early, then spread out and make Rome besiege every oppidum.', rule: 'BG 2.3.1' },
    ],
  },
  'veneti-fleet': VENETI_FLEET_BRIEFING,
};
