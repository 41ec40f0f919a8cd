/**
 * Scenario 6.2 — From the Helvetii to the Germans (April – November 58 BC).
 *
 * Everything here is the seed's text (BG 6.2.1–6.2.7) except where marked `reconstructed`:
 * Orgetorix and Divico set up with their tribe (the set-up names only the tribes), and the
 * Germanic counters are this edition's (data/units.ts GERMANIC_UNITS).
 */
import type { PieceGroup, ScenarioSetup } from '../scenarios';

/** The Helvetian column: the Helvetii and the Raurici who march with them, and their chiefs. */
export const HELVETIAN_COLUMN: PieceGroup = { name: 'the Helvetii', tribes: ['helvetii', 'raurici'] };

/** Ariovistus' host (BG 6.2.5). */
export const GERMAN_HOST_UNITS = ['german-inf-1', 'german-inf-2', 'german-inf-3', 'german-inf-4', 'german-cav-1', 'german-cav-2'] as const;
export const GERMANS: PieceGroup = { name: 'the Germans', pieces: ['ariovistus', 'suebi-chief', ...GERMAN_HOST_UNITS] };

export const HELVETII: ScenarioSetup = {
  info: {
    id: 'helvetii',
    rule: 'BG 6.2',
    name: 'From the Helvetii to the Germans',
    length: 'April – November 58 BC',
    turns: 8,
    balance: 'Balanced',
    level: 'Easy',
    solo: false,
    playable: true,
    blurb:
      'Caesar\'s first campaign, for two players. The Helvetii burn their homes and march for the Atlantic; Caesar races from Italy to stop them, and in July Ariovistus\' Germans reach the Rhine. The Gauls win in Pictones or Santones, Rome by holding the Sequani.',
  },
  year: 58,
  startTurn: 3, // April (BG 6.2.1)
  endYear: 58,
  endTurn: 10, // November
  romanControl: ['cisalpina', 'provincia-1', 'provincia-2'], // BG 6.2.2
  roman: [
    { region: 'provincia-2', leaders: ['caesar'], units: ['legio-vii'] }, // BG 6.2.3
    {
      region: 'cisalpina',
      leaders: ['labienus', 'trebonius', 'cicero', 'crassus'],
      units: ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'cretans', 'balearics', 'numidians', 'roman-cav-1', 'roman-cav-2'],
    },
  ],
  gallic: [{ region: 'helvetii', tribes: ['helvetii', 'raurici'] }], // BG 6.2.4 (chiefs with their tribe: reconstructed)
  ratings: { helvetii: 5 }, // BG 6, BG 6.2.7: 3 counters
  scorched: ['helvetii'], // BG 6.2.7
  firstMover: 'gallic', // BG 6.2.7: phases II and III reversed
  specialRule: 'BG 6.2.7',
  reinforcements: [
    {
      id: 'ariovistus',
      side: 'gallic',
      year: 58,
      turn: 6, // July
      region: 'germania',
      leaders: ['ariovistus', 'suebi-chief'],
      units: [...GERMAN_HOST_UNITS],
      rule: 'BG 6.2.5',
      text: 'Ariovistus, a Suebi chief, 4 Germanic infantry and 2 Germanic cavalry in Germania',
    },
    {
      id: 'aedui-horse',
      side: 'roman',
      year: 58,
      turn: 6,
      region: { choice: 'roman-leader' },
      leaders: [],
      units: ['allied-cav-1', 'allied-cav-2'],
      rule: 'BG 6.2.5',
      text: '2 pro-Roman Gallic cavalry in any region with a Roman leader',
    },
  ],
  special: {
    barredSectors: [{ group: GERMANS, sectors: ['belgica'], rule: 'BG 6.2.7' }],
    noPlaces: [
      { group: HELVETIAN_COLUMN, rule: 'BG 6.2.7' },
      { group: GERMANS, rule: 'BG 6.2.7' },
    ],
    rhineFree: [{ group: GERMANS, rule: 'BG 6.2.7' }],
    freePassage: { group: HELVETIAN_COLUMN, maxRating: 3, rule: 'BG 6.2.7' },
  },
};
