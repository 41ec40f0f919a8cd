/** Scenario set-ups (BG 6). Units of listed tribes deploy with all their counters, outside oppida (BG 6). */
import type { ScenarioInfo } from '../../core/contract';
import type { LeaderId, RegionId, TribeId, UnitId } from './types';
import {
  LAST_UPRISING_INFO, prepareLastUprising, UPRISING_CONTESTED, UPRISING_GALLIC, UPRISING_HIBERNA, UPRISING_ROMAN, UPRISING_ROMAN_CONTROL,
} from './scenarios/lastUprising';

export interface ScenarioSetup {
  info: ScenarioInfo;
  year: number;
  startTurn: number;
  endYear: number;
  endTurn: number;
  /** Regions controlled by the Roman player at start; every other region is anti-Roman (BG 6.x.2). */
  romanControl: RegionId[];
  contested?: RegionId[];
  roman: { region: RegionId; leaders: LeaderId[]; units: UnitId[] }[];
  gallic: { region: RegionId; tribes: TribeId[] }[];
  /** Phases II and III swapped: the Gallic player moves first (BG 6.2.7, BG 6.3.6). */
  gallicMovesFirst?: boolean;
  /** Regions whose Roman units start in hiberna (BG 6, BG 4.5.7); each site is checked by hibernaSiteProblem. */
  hiberna?: RegionId[];
  /** Scenario-specific finishing touches to the opening state (leaders left out or added, …). */
  prepare?: (s: import('../state').BellumState) => void;
}

export const AQUITANIA: ScenarioSetup = {
  info: {
    id: 'aquitania',
    rule: 'BG 6.1',
    name: 'The Pacification of Aquitania',
    length: 'May – November 56 BC',
    turns: 7,
    balance: 'Favours the Romans',
    level: 'Solo introduction',
    solo: true,
    playable: true,
    blurb:
      'While Caesar marches on the Veneti, his young legate Publius Crassus takes the VII Legion and some horse south to keep the Aquitani out of the war: beat the Sotiates, storm their oppidum, and bring both Aquitanian regions under Roman control.',
  },
  year: 56,
  startTurn: 4, // May (BG 6.1.1)
  endYear: 56,
  endTurn: 10, // November
  romanControl: ['cisalpina', 'provincia-1', 'provincia-2', 'veneti'], // BG 6.1.2
  roman: [
    { region: 'veneti', leaders: ['crassus'], units: ['legio-vii', 'numidians', 'allied-cav-1'] }, // BG 6.1.3
    { region: 'provincia-1', leaders: [], units: ['civis', 'roman-cav-1'] },
  ],
  gallic: [
    { region: 'tarbelli', tribes: ['tarbelli', 'boii', 'elusates', 'tarusates'] }, // BG 6.1.4
    { region: 'bigerriones', tribes: ['bigerriones', 'convenae', 'consoranni', 'auscii', 'sotiates'] },
  ],
};

const HELVETII_INFO: ScenarioInfo = {
  id: 'helvetii',
  rule: 'BG 6.2',
  name: 'From the Helvetii to the Germans',
  length: 'April – November 58 BC',
  turns: 8,
  balance: 'Balanced',
  level: 'Easy',
  solo: false,
  playable: false,
  blurb: 'The Helvetii migrate west and Ariovistus crosses the Rhine: Caesar\'s first campaign. Coming in a later release.',
};


/** BG 6.3 — The Last Uprising (reconstructed set-up: data/scenarios/lastUprising.ts). */
export const LAST_UPRISING: ScenarioSetup = {
  info: LAST_UPRISING_INFO,
  year: 51,
  startTurn: 1, // Winter (BG 6.3.1)
  endYear: 51,
  endTurn: 10, // November
  romanControl: [...UPRISING_ROMAN_CONTROL],
  contested: [...UPRISING_CONTESTED],
  roman: UPRISING_ROMAN,
  gallic: UPRISING_GALLIC,
  gallicMovesFirst: true, // BG 6.3.6
  hiberna: [...UPRISING_HIBERNA],
  prepare: prepareLastUprising,
};

export const SCENARIOS: Record<string, ScenarioSetup> = { aquitania: AQUITANIA, 'last-uprising': LAST_UPRISING };
export const SCENARIO_INFOS: readonly ScenarioInfo[] = [AQUITANIA.info, HELVETII_INFO, LAST_UPRISING_INFO];
