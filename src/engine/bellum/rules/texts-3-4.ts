/**
 * Player-facing paraphrases of Bellum Gallicum II, chapters 3 (movement) and 4 (combat).
 * Own words throughout; numbers and conditions follow the 2013 English rules exactly.
 */
import type { RuleText } from '../../core/rules';

const C3 = '3. Reinforcements, Replacements and Movement';
const C4 = '4. Combat';

export const BG_RULES_3_4: readonly RuleText[] = [
  // ------------------------------------------------------------ 3. Movement
  {
    id: 'BG 3',
    title: 'Reinforcements, replacements and movement',
    chapter: C3,
    text:
      'How fresh troops reach the map (reinforcements for both sides, replacements for Rome) and how forces move: ordinary moves into a neighbouring region and forced marches two regions deep.',
  },
  {
    id: 'BG 3.1',
    title: 'Reinforcements',
    chapter: C3,
    text:
      'Both sides may get reinforcements in some scenarios and in the campaign game. The scenario (chapter 6) or the campaign rules (7.5.5) say what arrives, when and where; they enter in step A of their owner\'s movement phase, before any move, so units placed with a leader may move that same phase. The turn track shows what is still to come. This edition reads "any region containing a Roman leader" as the owner\'s choice among the regions holding a Roman leader at that moment (made for him when only one does); if none does, that reinforcement is lost.',
  },
  {
    id: 'BG 3.2',
    title: 'Roman replacements',
    chapter: C3,
    text:
      'Replacements go to the Roman player only, in the campaign game only, once a year from 56 BC at the start of the campaigning year (Winter or March turn); they cannot be saved up, and none arrive unless at least one Roman leader is in Cisalpina. Supplementum, in phase II.B: every reduced legion flips back to full strength where it stands, and 1 Gallic cavalry unit (if a counter is free) joins any hiberna that holds a Roman or pro-Roman Gallic leader. Levies, in phase II.B of the March turn: 2 legionary units, 1 auxiliary (Cretans, Balearics or Numidians) and 1 Roman cavalry return from earlier losses and are placed in Cisalpina, plus 1 more unit of any type if Caesar is in Cisalpina. This edition grants both kinds every year: the Supplementum in the first turn of the year, the Levies in March; offers them as a game option (a scenario or a later campaign switches it on); lets the Roman player choose among the eligible hiberna and eliminated units where there is a choice; and takes "units eliminated in previous campaigns" as units eliminated so far in the game.',
  },
  {
    id: 'BG 3.3',
    title: 'Movement',
    chapter: C3,
    reconstructed: true,
    text:
      'A move takes units and leaders into a region that shares a border with their own; regions touching only at a corner are not neighbours (Atrebates to Suessiones is allowed, Nervii to Suessiones is not), and the Alps and Pyrenees are closed. Combat units can move only if a leader is with them when the movement phase begins, and who occupies the region you enter does not matter. If an enemy army stands in the open (not in an oppidum, city or hiberna) in the region you want to leave, roll 1d6 once for your whole force there: on 1 to 4 it may move, on 5 or 6 nothing may leave that region this phase, though you can still try to evade in the combat phase. Modifiers: -1 if you have a rank-3 leader there, +1 if you have no leader of rank 2 or 3 there. The map borders are reconstructed.',
  },
  {
    id: 'BG 3.3.1',
    title: 'Leaders and movement',
    chapter: C3,
    text:
      'A leader may cross into a neighbouring region alone or take along as many units as he likes. A force with several leaders may split up at the start of the movement phase and send its parts to different regions.',
  },
  {
    id: 'BG 3.3.2',
    title: 'Entering and leaving cities and oppida',
    chapter: C3,
    text:
      'Units and leaders in an oppidum or city that is not under siege may march straight out into a neighbouring region, even when their own region is contested. A leader arriving with units from a neighbouring region may go into an oppidum or city in a contested region, unless the enemy is already besieging it. Units without a leader can only step into an unbesieged oppidum or city inside the region they already occupy, which is allowed even if that region is contested. This edition reads "freely" as: a force marching out of an unbesieged oppidum or city takes no test for leaving past an enemy army (BG 3.3).',
  },
  {
    id: 'BG 3.3.3',
    title: 'Special cases: Britannia, Germania, mountains, the Rhine',
    chapter: C3,
    reconstructed: true,
    text:
      'Anti-Roman Gallic units (and their chiefs) may never enter Britannia or Germania; pro-Roman Gallic units may, but only in a force that includes a Roman leader or Roman unit. An army that moves into a mountain region during the Winter turn must roll on the Attrition Table (this edition: at once, for the mountain terrain, when an army of 5 or more units crosses into the region during a movement phase; retreats do not roll). The Rhine is the only river that affects movement: a force first spends a full turn, without any combat, in a region on the river bank that its side controls; it then gets a Rhenus marker and may cross in a later movement phase. This edition reads the marker as earned piece by piece: each leader and unit that stood in the bank region from the start to the end of the turn, with no combat there and the region its side\'s at the end of the turn, earns it; a newcomer holds the crossing back until it has waited its own turn, and a marker lapses when its piece leaves the region. The same limits bind evasions and retreats. Which borders are the Rhine is reconstructed: every land border of Germania (with Morini, Eburones, Treveri, Mediomatrici, Sequani and Helvetii).',
  },
  {
    id: 'BG 3.4',
    title: 'Forced marches',
    chapter: C3,
    reconstructed: true,
    text:
      'A forced march takes a force through one neighbouring region and ends in a region beyond it. Only Roman units and Gallic or Germanic cavalry (on either side) may force-march, only with a leader of rank 2 or higher, and never in the Winter turn. You may pick up units in the region you pass through (the prompt offers the march with and without them) but may not drop any off there. Every forced march rolls automatically on the Attrition Table, using the terrain of the region passed through.',
  },

  // ------------------------------------------------------------ 4. Combat
  {
    id: 'BG 4',
    title: 'Combat',
    chapter: C4,
    text:
      'When fights happen and what kind, what they do to units and leaders, and how skirmishes, pitched battles and sieges are fought.',
  },
  {
    id: 'BG 4.1',
    title: 'Types of combat',
    chapter: C4,
    text:
      'Enemy forces that share a region when the combat phase begins must fight. If both sides have an army there, it is a compulsory pitched battle unless one side evades (BG 4.4); if one side is a garrison in an oppidum, city or hiberna, the other side may choose to besiege it (BG 4.5); every other case is a skirmish, unless evaded (BG 4.3). This edition reads the siege as truly optional: if the force outside declines it, that garrison is not fought this turn.',
  },
  {
    id: 'BG 4.2',
    title: 'Effects of combat',
    chapter: C4,
    text:
      'Combat results hit units (reduced or eliminated) and leaders (tested on the Leader Table).',
  },
  {
    id: 'BG 4.2.1',
    title: 'Effects on combat units',
    chapter: C4,
    text:
      'A unit hit in combat is either eliminated outright, whatever side it shows, or reduced: flip it to its weakened side, or eliminate it if it is already weakened. Anti-Roman British or Germanic forces beaten in combat in their own home sector are eliminated. A Roman force beaten in Britannia may escape by sea to Gaul (BG 5.6.3).',
  },
  {
    id: 'BG 4.2.2',
    title: 'Effects on leaders',
    chapter: C4,
    reconstructed: true,
    text:
      'Leader Table results: Captured removes the leader; a Gallic chief comes back in the Winter turn of the next year, but an indomitable chief never does, nor does any named Roman leader (everyone except tribunes). Wounded flips the leader (no further effect if he is already wounded), and he recovers in his side\'s reinforcement step of the next turn; Killed removes him for good. A Roman leader killed, or captured for good, is replaced at once by a tribune while tribune counters last, (this edition reads: a killed tribune\'s counter is gone for good, a captured tribune\'s counter may be used again), but Caesar and Labienus are never replaced. This edition counts pro-Roman Gallic chiefs as Gallic chiefs here, and brings a returning chief back as his side\'s reinforcement step of that Winter turn opens: with the largest group of his tribe\'s units on the map, else in his tribe\'s home region if his side holds or contests it; if neither, he stays a prisoner and is tried again next Winter. If Caesar gets a Killed result, roll 1d6: only on a 1 does he die, otherwise he is just wounded.',
  },
  {
    id: 'BG 4.3',
    title: 'Skirmish',
    chapter: C4,
    reconstructed: true,
    text:
      'A skirmish is a clash between small detachments. It seldom decides a campaign, but it wears units down and puts leaders at risk.',
  },
  {
    id: 'BG 4.3.1',
    title: 'Avoiding a skirmish',
    chapter: C4,
    text:
      'Only one side may try to avoid a skirmish: the one with fewer combat units, or fewer SPs if the unit counts are equal, or the Roman player if those are equal too. That side also needs more cavalry units than the enemy and a neighbouring region it controls. Roll 1d6 with no modifiers: on 1, 2 or 3 the whole force moves into a neighbouring region you control; otherwise the skirmish is fought.',
  },
  {
    id: 'BG 4.3.2',
    title: 'Resolving a skirmish',
    chapter: C4,
    reconstructed: true,
    text:
      "The attacker is the side with more units (tie: more SPs; still tied: the Roman player). Odds are the attacker's SPs plus the value of his best leader (highest rank, then highest rating) divided by the same total for the defender; ranged units' SPs count, and any fraction is dropped in the defender's favour (so 2.75 reads as 2/1). Roll 1d6 plus modifiers on the Skirmish Table; the side that takes a loss (A1 or D1) or a reduction (AR or DR) is the loser, and an exchange has neither winner nor loser. The winner then tests one leader of his choice and the loser tests every leader on the Leader Table, in addition to any tests the table itself calls for. This edition reads a leader's \"value\" as his rating.",
  },
  {
    id: 'BG 4.4',
    title: 'Pitched battle',
    chapter: C4,
    reconstructed: true,
    text:
      'A pitched battle is a clash between two armies in the open field. It is fought on the Battle Map in two sequences followed by a pursuit.',
  },
  {
    id: 'BG 4.4.1',
    title: 'Avoiding a pitched battle',
    chapter: C4,
    reconstructed: true,
    text:
      'Either or both players may try to avoid battle, if they control a neighbouring region to fall back into; two attempts are rolled and applied at the same time. Roll 1d6: the Gallic player succeeds on a modified 1 or 2, the Roman player on a modified 1, 2 or 3, with -1 for Gallic units in a forest, marsh or mountain region, -1 if your cavalry SPs are at least double the enemy\'s, and -1 if a leader rated 4 or more is with you. Success moves the whole force, leaders included, into a neighbouring region you control; failure leaves it in place, and if both armies are still there the battle is fought. After a failed attempt the Gallic player may instead shut his army inside an unbesieged oppidum of value 3 or more and face a siege; the Roman player\'s pro-Roman Gallic units (not his Roman or Germanic ones) may do the same in a pro-Roman tribe\'s oppidum or in a city.',
  },
  {
    id: 'BG 4.4.2',
    title: 'Resolving a pitched battle',
    chapter: C4,
    reconstructed: true,
    text:
      "The attacker is the player whose army entered the region last; each army commander is its highest-ranked leader (then highest rating, then owner's choice), and the attacker deploys first into Left, Centre, Right and a Reserve of at most a quarter of his units. In each of two sequences the attacker rolls 1d6 plus modifiers on the Pitched Battle Table at the odds of first-line SPs against first-line SPs (reserves left out), both sides apply their result, each side not given R rolls one die per wing on the Rout Table (defender first) and the Rally Table decides how each unit returns; between the sequences the defender, then the attacker, may move reserve units into the line. The winner of the second sequence (bold result) wins, but if one army's whole first line is eliminated or weakened after the first sequence the battle stops and the other side wins at once. In the pursuit the winner eliminates at least 1 enemy first-line unit and at most one per intact first-line cavalry unit of his own (-2 in a marsh region, -1 in a forest, never below 1), taking reduced infantry first, then reduced cavalry, then intact infantry, then intact cavalry; the winner stays and the loser retreats to a neighbouring region, preferring one he controls, then an enemy-controlled one without enemy units, then a contested one, then an enemy-occupied one. Afterwards the winner tests one leader of his choice and the loser tests all of his. This edition reads the rule's \"defender tests all\" as the loser, as in skirmishes.",
  },
  {
    id: 'BG 4.5',
    title: 'Sieges',
    chapter: C4,
    reconstructed: true,
    text:
      'The Roman player may besiege oppida, and the Gallic player may besiege cities and hiberna. The Siege Table lists which units may serve in a garrison and which may take part in a siege.',
  },
  {
    id: 'BG 4.5.1',
    title: 'Siege basics',
    chapter: C4,
    text:
      'An empty oppidum or city can be taken and destroyed by the enemy without any siege. A force may conduct more than one siege in a region during a turn provided it has one army and one leader for each; it splits accordingly and each siege is resolved on its own. A siege lasts until the place falls or the besieger gives up, and the besieged may be rescued by a relief army (BG 4.5.5). This edition reads "empty" as nobody inside that place: enemy units elsewhere in the region, in the open or in another place, do not protect it. The side taking it needs units of its own in the open of the region, and does so at the start of the combat phase.',
  },
  {
    id: 'BG 4.5.2',
    title: 'How a siege ends',
    chapter: C4,
    text:
      'Each turn the besieger carries out a siege turn, unless a garrison of army size (5 or more units, which it can lose through casualties) chooses to sally instead; a Siege marker counts the turns. The siege ends when the last besieged unit is eliminated (leaders captured; the winner is free to mark the place destroyed, or to take a hiberna off the map), or when the besieged player surrenders (everyone inside leaves the game, leaders as prisoners; no Destroyed marker, but a hiberna may be removed). After 4 consecutive siege turns the garrison must surrender (leaders become prisoners, units leave the game, and a Destroyed marker or hiberna removal is allowed); a sally counts toward the 4 unless the besiegers lost it. Finally, the siege is lifted if the besieger loses a pitched battle to a relief army or to a sally. This edition reads a voluntary surrender as sparing the place for the turn it falls in: the besieger may not destroy it that turn, by siege or as an empty place; from the next turn on it is an empty enemy place, which a side with units in the open of its region may take and destroy (BG 4.5.1). A surrender thus costs the garrison and buys a turn, but cannot shield a place for good (in 6.1 that would leave the Roman no way to destroy the Sotiates\' oppidum against a Gaul who always surrenders, although the scenario is said to favour the Romans).',
  },
  {
    id: 'BG 4.5.3',
    title: 'Siege turn',
    chapter: C4,
    reconstructed: true,
    text:
      'Besieger strength: the infantry units committed to the siege, +1 per leader provided the leaders do not outnumber the combat units, and +1 if Caesar or Labienus takes part. Besieged strength: the value of the place, plus the infantry units inside, +1 with a chief of one of that region\'s tribes inside (this edition: a pro-Roman Gallic chief counts too, as the rule names any chieftain of those tribes), +1 with a Roman leader other than Caesar or Labienus inside, and +2 with Caesar or Labienus inside. This edition reads the two Roman bonuses as adding up: Caesar with a legate inside gives +3. Subtract the besieged strength from the besieger\'s and roll 1d6 on the Siege Table: it tells how many units each side must reduce, and the losses apply at once.',
  },
  {
    id: 'BG 4.5.4',
    title: 'Sally',
    chapter: C4,
    reconstructed: true,
    text:
      'A garrison of army size (BG 2.1.3) may sally instead of undergoing the siege turn. The sally is fought like a pitched battle cut down to a single sequence plus a pursuit, and the Pitched Battle Table names the winner. Survivors not permanently eliminated go back inside the oppidum, city or hiberna; if the besieger loses, the siege is lifted at once.',
  },
  {
    id: 'BG 4.5.5',
    title: 'Relief armies',
    chapter: C4,
    text:
      "If the besieged player has an army in the region at the start of the combat phase, it counts as a relief army. The besieger must then split his force: the units not besieging fight the relief army in a pitched battle or skirmish, while the besieging units carry on with the siege or sieges and meet any sallies. This edition reads: the besieger makes the split at the start of the combat phase, before the field combats are fixed; at least one unit must face the relief army; units on siege duty take no part in the field combat and do not count toward its being a pitched battle; each siege still needs an army and a leader of its own among them. If the field group is beaten, every siege in the region is raised and the whole besieging force retreats.",
  },
  {
    id: 'BG 4.5.6',
    title: 'Raising a siege',
    chapter: C4,
    text:
      'A siege is raised when the besieger gives it up, loses to a sally, or loses a pitched battle or skirmish to a relief army. Every besieging unit in the region must then retreat into a neighbouring region, so all sieges in that region end together.',
  },
  {
    id: 'BG 4.5.7',
    title: 'Winter quarters (hiberna)',
    chapter: C4,
    text:
      'Hiberna are fortified winter camps for the legions, set up during the End of Campaign Phase (7.4.2) or given by the scenario; the Roman player may build one only in a region he controls that holds at least 1 legion counter plus a leader other than a pro-Roman Gallic chief, and any number of units and leaders may go inside. Roman-side units in hiberna are ignored for region status and for attrition, and a hiberna has a defence value of 2 in sieges. Roman units in hiberna may not move unless attacked; from the March turn on they may leave, and the hiberna markers are removed at the start of the Roman movement phase. The campaign\'s End of Campaign Phase is not in the rules text we have, so in this edition hiberna come only from a scenario\'s set-up. This edition reads "region status" as the supply status of BG 2.3.1 (units in a hiberna still count for control), and no attrition at all for them, even under siege; "attacked" as Gallic units standing in the region when the Roman movement phase begins (a besieged hiberna fights by sally instead); a Roman leader may ride out of a hiberna alone; no force enters a hiberna by movement; a hiberna whose last unit is lost is removed with its marker; and a hiberna under siege in March stays until the siege ends.',
  },
];
