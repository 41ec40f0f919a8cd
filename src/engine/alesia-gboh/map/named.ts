/**
 * Every hex, range and hexside that seed 002 names, with the rule that names it and what it says
 * of the hex (paraphrased). These are the map facts the ground's anchors must land (issue 17 §2);
 * this file only lists them, it derives no terrain. Ranges are written as the seed prints them:
 * `from`–`to` is straight (one line, or down a board edge) when `labelRun` lists it, and otherwise
 * follows a feature of the map (a wall, a Rampart walkway).
 */

export interface NamedHexes {
  rule: string;
  /** Single hexes. */
  hexes?: readonly string[];
  /** Printed ranges `[from, to]`, both included. */
  ranges?: readonly (readonly [string, string])[];
  /** Hexsides, as the two hexes either side. */
  hexsides?: readonly (readonly [string, string])[];
  says: string;
}

export const SEED_HEXES: readonly NamedHexes[] = [
  { rule: 'AG 5.45', hexes: ['W3901', 'W3908', 'W3911'], says: 'Zone II placement from the edge hex W3901 may run to W3908, keeping 3 hexes from the Rampart.' },
  { rule: 'AG 5.45', hexes: ['W3601', 'W3604', 'W3606'], says: 'From W3601 placement stops at W3604, 2 hexes short of the camp wall in W3606.' },
  { rule: 'AG 5.45', hexes: ['W5815'], ranges: [['W5915', 'W5918']], says: 'These count as Rampart hexes for placement.' },
  { rule: 'AG 5.49', hexes: ['W5916'], ranges: [['W5815', 'W5819']], says: '"The Hill": the 12-hex leash ends for Gauls entering W5815–W5819.' },
  { rule: 'AG 5.65', hexes: ['W6427', 'W5429', 'W5028'], says: 'W6427 is outside both walls; W5429 and W5028 are not.' },
  { rule: 'AG 6.31', hexes: ['W6213', 'W6113'], says: 'W6113 is one level above W6213: 2 MP for a BI to step up.' },
  { rule: 'AG 6.41', hexes: ['W3220', 'W3310'], says: 'W3220 is an inner (circumvallation) Rampart, W3310 an outer (contravallation) Rampart.' },
  { rule: 'AG 6.42', hexes: ['W3911', 'W4012'], says: 'W3911 holds a wall, so a Rampart; the walkway step W3911 → W4012 costs 1 MP.' },
  { rule: 'AG 6.42', hexes: ['W1633', 'W1634', 'W1733'], says: 'The walkway runs W1633 → W1634 → W1733, not W1633 → W1733.' },
  { rule: 'AG 6.42', hexes: ['W4616', 'W4617', 'W4516'], says: 'A cohort inside the vallation at W4616 climbs to the Rampart W4617 or W4516 for 2 MP.' },
  { rule: 'AG 6.42', hexes: ['W2919', 'W2918'], says: 'A cohort in the Redoubt W2919 climbs to the connected Rampart W2918.' },
  { rule: 'AG 6.42', hexes: ['W5122', 'W5222'], says: 'A cohort inside a camp at W5122 climbs to the Rampart W5222.' },
  { rule: 'AG 6.43', hexsides: [['W3706', 'W3607']], says: 'A camp wall runs along this hexside.' },
  { rule: 'AG 6.43', hexes: ['E6206'], says: 'The camp by E6206 was an infantry camp although outside the fortifications.' },
  { rule: 'AG 6.43', ranges: [['W5128', 'W5833']], says: 'A Gallic stone wall of doubtful history runs from W5128 to W5833.' },
  { rule: 'AG 6.46', ranges: [['W4723', 'W3704']], says: 'The deep water ditch west of Alesia, "north–south", W4723 to W3704 inclusive (19 columns apart: a misprint, a reading).' },
  { rule: 'AG 6.68', hexes: ['W3410', 'W3310', 'W3211'], says: 'Rampart hexes in a row: a CO on W3211 bars a CO from W3410 to W3310.' },
  { rule: 'AG 7.22', hexes: ['W5213', 'W5214'], says: 'W5214 is a Rampart above W5213: the CO there puts ZOC down into W5213, the BI not up.' },
  { rule: 'AG 8.17', hexes: ['W4911', 'W4914'], says: 'Archers in W4911 (not a Rampart) see the Rampart W4914 at range 3.' },
  { rule: 'AG 11.0', hexes: ['W4918', 'W4919', 'W5815'], ranges: [['W5915', 'W5918']], says: 'W4918, W4919 and the north-east beyond W5815/W5915–W5918 count as outside the circumvallation.' },
  { rule: 'AG 12.1', hexes: ['W5815'], ranges: [['W5915', 'W5918']], says: 'No Roman sets up north of these.' },
  { rule: 'AG 12.1', ranges: [['W5714', 'W1832']], says: 'The outer Ramparts, each to be held or adjoined by a Roman unit.' },
  { rule: 'AG 12.1', hexes: ['W5022'], says: 'The infantry camp (about W5022), where at least one legion starts.' },
  { rule: 'AG 12.1', ranges: [['W3733', 'W4034'], ['W4333', 'W4533']], says: 'The Alesia force enters from off the east edge here.' },
  { rule: 'AG 12.2', hexes: ['W2533', 'W2333', 'W2434', 'W5933', 'W5234', 'W5333', 'W5434'], ranges: [['W5634', 'W5834']], says: 'Roman reinforcement entry hexes.' },
  { rule: 'GB-DEP', hexes: ['W5022', 'W5820', 'W5414', 'W4815', 'W4816', 'W5714', 'W5920', 'W2721', 'W3312', 'W4414', 'W4510'], ranges: [['W5825', 'W5932'], ['W4105', 'W4817']], says: 'Sample deployment: the infantry camp, four Redoubts, outer Ramparts W5825–W5932, Ramparts W5714 and W5920, sectors round W2721, W3312, W4414, Scorpions on W52xx and W4105–W4817, the north cavalry camp W4510.' },
];
