/** The briefings of Alésia (GBoH)'s three scenarios (AG 12.1–12.3, 11.0): this edition's words. */
import type { Briefing } from '../../engine/core/briefing';

const common = {
  objectives: [
    { text: 'The Gaul wins at the end of an Assault Period when at least four legions each have most of their cohorts in play routed or eliminated, or when Vercingetorix breaks out; otherwise Rome wins when the scenario ends.', rule: 'AG 11.0' },
    { text: 'An Assault Period ends when tribes holding half the committed Size have withdrawn, or when the Gaul calls off the assault.', rule: 'AG 10.7' },
  ],
};

export const AG_BRIEFINGS: Readonly<Record<string, Briefing>> = {
  '12.1': {
    scenario: '12.1',
    situation: 'The last day before Alesia, 52 BC: Vercassivellaunus leads picked tribes round Mont Réa against the weakest stretch of the lines, while Vercingetorix sallies from the town.',
    objectives: common.objectives,
    special: [
      { text: 'The Roman sets up six legions of his choice on the West map (none north of W5815 / W5915–W5918) — or takes the sample deployment.', rule: 'AG 12.1 Romans' },
      { text: 'The Gaul chooses in secret up to 80 Size points of relief tribes; up to three arrive at the start of a Gallic phase in Zones III–VI.', rule: 'AG 12.1 Gauls' },
      { text: 'One Assault Period; a routed unit is eliminated.', rule: 'AG 12.1' },
    ],
    strategy: [
      { text: 'Seizures let the side not in phase act first: keep your commanders’ Seizures for the moment the enemy reaches the Rampart.', rule: 'AG 5.2' },
    ],
  },
  '12.2': {
    scenario: '12.2',
    situation: 'The three Gallic assaults on the lines of Alesia, the second by night.',
    objectives: common.objectives,
    special: [
      { text: 'The Gaul assigns every available tribe to an Entry Zone in secret before each Assault Period; Zones I–II enter without a roll.', rule: 'AG 5.31' },
      { text: 'The second Assault Period is a night attack: +3 to entry rolls, +1 to Roman fire outside the works.', rule: 'AG 12.2 Night' },
    ],
    strategy: [{ text: 'Initial Placement brings up to 8 Control points in Zones I–II at once: use it to fix the Roman where the next entries will strike.', rule: 'AG 5.41' }],
  },
  '12.3': {
    scenario: '12.3',
    situation: 'Both map sheets: every Roman unit against a relief army free to come in through any zone.',
    objectives: common.objectives,
    special: [{ text: 'Both sheets are in play; the Gaul may assign tribes to any zone; no Roman reinforcements.', rule: 'AG 12.3' }],
    strategy: [{ text: 'The East sheet’s zones are far from the camps: a plan that spreads the Roman thin pays.', rule: 'AG 5.31' }],
  },
};
