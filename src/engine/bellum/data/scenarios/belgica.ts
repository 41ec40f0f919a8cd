/**
 * Scenario 6.4 — The Revolt in Gallia Belgica (April – November 57 BC). RECONSTRUCTED WHOLE: the
 * seed keeps only the scenario's title. The set-up follows Caesar's account of 57 BC (BG II) and
 * the seed's pitched-battle example (BG 4.4.2, examples 1–5: the Roman army of seven leaders and
 * the Belgic army of fifteen counters in the Nervii region). Every choice is listed, with its
 * reason, in docs/reconstruction.md ("Scenario 6.4") and in the rules browser (BG 6.4–6.4.6).
 */
import type { PieceGroup, ScenarioSetup } from '../scenarios';
import type { RegionId } from '../types';

/** Why each part is as it is (shown by tests and docs; the whole scenario is reconstructed). */
export const BELGICA_WHY = {
  length: 'Caesar joined the army when the grass was up (BG II.2); the campaign closed with the Aduatuci before winter (II.33).',
  control: 'The legions wintered among the Sequani (BG I.54); the Aedui and the Remi fought on Rome\'s side in 57 (II.3, II.5, II.10).',
  roman: 'The Roman army of the seed\'s battle example (seven leaders, Legions VII–XIV, Numidians, Cretans, Balearics, 2 Roman and 2 Gallic cavalry); XIII and XIV were raised in Cisalpina that year (II.2).',
  gallic: 'The league of BG II.4; fifteen of its counters are exactly the Gallic army of the seed\'s battle example, the Eburones group adds the Aduatuci and the Germani cisrhenani.',
  victory: 'Caesar subdued five of the seven league regions in 57 (Suessiones, Bellovaci, Ambiani, Nervii with the Atrebates, the Aduatuci); the Morini and Menapii held out.',
} as const;

/** The seven regions of the Belgic league (BG 6.4.5). */
export const LEAGUE_REGIONS: readonly RegionId[] = ['bellovaci', 'suessiones', 'ambiani', 'atrebates', 'morini', 'nervii', 'eburones'];

const EVERYONE_ROMAN: PieceGroup = { name: 'Roman forces', side: 'roman' };
const EVERYONE_GALLIC: PieceGroup = { name: 'Gallic forces', side: 'gallic' };

export const BELGICA: ScenarioSetup = {
  info: {
    id: 'belgica',
    rule: 'BG 6.4',
    name: 'The Revolt in Gallia Belgica',
    length: 'April – November 57 BC',
    turns: 8,
    balance: 'About even (reconstructed)',
    level: 'Intermediate (reconstructed)',
    solo: false,
    playable: true,
    blurb:
      'Reconstructed by this edition (the rules keep only its title). 57 BC: the Belgae league against Rome and only the Remi stand by Caesar, who marches north with eight legions. Rome must hold the Remi and subdue five of the seven league regions.',
  },
  reconstructed: 'The whole scenario: see BELGICA_WHY and docs/reconstruction.md.',
  year: 57,
  startTurn: 3, // April (BG 6.4.1, reconstructed)
  endYear: 57,
  endTurn: 10, // November
  romanControl: ['cisalpina', 'provincia-1', 'provincia-2', 'sequani', 'aedui', 'remi'], // BG 6.4.2
  roman: [
    // BG 6.4.3: in the open (hiberna come off in March, before an April start, BG 4.5.7).
    {
      region: 'sequani',
      leaders: ['labienus', 'crassus', 'fabius'],
      units: ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'numidians', 'cretans', 'balearics', 'roman-cav-1', 'roman-cav-2'],
    },
    { region: 'cisalpina', leaders: ['caesar', 'cicero', 'trebonius', 'antonius'], units: ['legio-xiii', 'legio-xiv'] },
  ],
  gallic: [
    // BG 6.4.4: each tribe of the league at home, all counters, outside oppida.
    { region: 'bellovaci', tribes: ['bellovaci', 'caleti', 'veliocasses'] },
    { region: 'suessiones', tribes: ['suessiones', 'silvanectes', 'catuellauni'] },
    { region: 'ambiani', tribes: ['ambiani'] },
    { region: 'atrebates', tribes: ['atrebates', 'viromandui'] },
    { region: 'morini', tribes: ['morini', 'menapii'] },
    { region: 'nervii', tribes: ['nervii'] },
    { region: 'eburones', tribes: ['eburones', 'aduatuci', 'condrusi', 'segni'] },
  ],
  reinforcements: [
    {
      id: 'belgica-allied-horse',
      side: 'roman',
      year: 57,
      turn: 4, // May
      region: { choice: 'roman-leader' },
      leaders: [],
      units: ['allied-cav-1', 'allied-cav-2'],
      rule: 'BG 6.4.4',
      text: '2 pro-Roman Gallic cavalry (Aeduan and Remic horse) in any region with a Roman leader',
    },
  ],
  specialRule: 'BG 6.4.6',
  special: {
    // BG 6.4.6: no Germanic intervention in 57; nobody crosses into Germania.
    barredSectors: [
      { group: EVERYONE_ROMAN, sectors: ['germania'], rule: 'BG 6.4.6' },
      { group: EVERYONE_GALLIC, sectors: ['germania'], rule: 'BG 6.4.6' },
    ],
  },
};
