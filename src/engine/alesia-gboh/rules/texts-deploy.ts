/**
 * The sample deployment for the Historical Scenario (12.2) that the seed prints after the history
 * essay, by the playtester Alan Smith, paraphrased. It is advice, not a rule; the index calls it
 * Ex-Deploy and its worked example GB-DEP.
 */
import type { AgRuleText } from './types';

export const AG_RULES_DEPLOY: readonly AgRuleText[] = [
  {
    id: 'AG Ex.Deploy',
    title: 'Sample deployment for the Historical Scenario',
    chapter: 'Sample Deployment',
    reconstructed: true,
    text:
      "A suggested set-up for 12.2 by Alan Smith. Romans, legions VI to XI. Legion IX meets the infantry-camp requirement (W5022), two cohorts to a hex, ready for a quick sortie. Legion XI puts cohorts 1–4 in the Redoubts at W5820, W5414, W4815 and W4816 in that order, and cohorts 5–10 on the outer Rampart from W5825 to W5932. Legion X puts eight cohorts inside the Vallations in the W58xx and W59xx hex rows, facing Mt Réa (within the scenario's limits), and its other two on the Rampart hexes W5714 and W5920. Legions VI, VII and VIII each put one cohort on an inner Rampart hex facing Alesia and the other nine on outer Rampart hexes facing the map edge, VI around W2721, VII around W3312 and VIII around W4414. Every legate stands with one cohort of his legion, with its standard. The six legions' Scorpions go on Rampart hexes facing Alesia, several in the W52xx row and the rest between W4105 and W4817; the Palintonos goes in the infantry camp against its south or east wall. The four LI go on outer Rampart hexes; the six archers on inner Rampart hexes facing Alesia, three or more of them in the southern W25xx row, and the Zone Commander in the south with the archers, in the hex that has the most auxiliaries and Scorpions in range. The six GC, the Iberian LC and the three Prefects set up in and around the northern cavalry camp (W4510). Gauls, Initial Placement (8 Control points): the Armorican tribes (3) and the Atrebates (1) in Zone I; both cavalry counters (4 together), with no LI, in Zone II. Later arrivals by zone, Control in brackets: Zone I, Ruteni and Santoni (2 each) with Ambiani, Aulerci Cenomani, Aulerci Eburovices, Lexovii, Nervii, Petruccorii, Raurici, Suessiones and Veliocasses (1 each); Zone II, Carnutes, Helvetii and Parisii (2 each) with Mediomatrices and Nitiobriges (1 each); Zone III, Pictones and Turons (2 each) with the Boii (1); Zone IV, Biturgis and Senones (2 each) with the Morini (1); and the Arverni (3) in an \"Area IV\".",
    reading:
      "This edition reads the Arverni's \"Area IV\" as Zone V, since Zone IV already holds 5 Control points, its cap (5.43). The list leaves out the Sequani and the Bellovaci, whom 5.31 requires to be assigned too: a Gaul following the sample assigns them himself. Cohorts the sample puts on Rampart hexes are read as spaced so that no two friendly infantry units stand on adjacent Rampart hexes (6.68 and errata 3): the six of Legion XI fit on W5825–W5932 that way. The Scorpions' \"W4105 to W4817\", whose ends lie on different hex lines and columns, is read as the stretch of inner Rampart that runs between those two hexes, not as a block of map.",
    settles: ['Q9', 'X12'],
  },
];
