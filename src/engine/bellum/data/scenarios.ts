/**
 * Scenario set-ups (BG 6). Units of listed tribes deploy with all their counters, outside oppida (BG 6).
 *
 * A scenario is data: its set-up, its reinforcements (BG 3.1), the order of the movement phases
 * and its special rules as flags the engine reads (scenarioRules.ts). Each scenario after 6.1 lives
 * in its own file under data/scenarios/; its victory conditions are code, registered by id in
 * victory.ts.
 */
import type { ScenarioInfo } from '../../core/contract';
import type { LeaderId, RegionId, SectorId, Side, TribeData, TribeId, UnitId } from './types';
import { HELVETII } from './scenarios/helvetii';

/**
 * A set of pieces a special rule applies to: listed piece ids, every unit and leader of the listed
 * tribes, or every piece of a side. A piece belongs when any of the three matches.
 */
export interface PieceGroup {
  /** Words for the log and the rules help, e.g. 'the Germans'. */
  name: string;
  pieces?: readonly string[];
  tribes?: readonly TribeId[];
  side?: Side;
}

/**
 * BG 3.1 — one arrival of reinforcements: who, when (the owner's phase A of that turn: BG 1.II.A,
 * 1.III.A) and where. `region` is a fixed region, or `{ choice: 'roman-leader' }` for "any region
 * holding a Roman leader", which the owner picks.
 */
export interface Reinforcement {
  /** Stable key (actions name it). */
  id: string;
  side: Side;
  year: number;
  /** 1 = Winter … 10 = November. */
  turn: number;
  region: RegionId | { choice: 'roman-leader' };
  leaders: readonly LeaderId[];
  units: readonly UnitId[];
  rule: string;
  /** Short words for the turn track, e.g. 'Ariovistus and the Suebi in Germania'. */
  text: string;
}

/** Scenario special rules the engine understands, each citing its rule. */
export interface SpecialRules {
  /** Pieces that may never enter a sector (BG 6.2.7 Germans and Gallia Belgica; BG 6.3.6 Gauls and Aquitania). */
  barredSectors?: readonly { group: PieceGroup; sectors: readonly SectorId[]; rule: string }[];
  /** Pieces that may not use (enter or shelter in) any oppidum or city. */
  noPlaces?: readonly { group: PieceGroup; rule: string }[];
  /** Pieces that cross the Rhine without first earning a Rhenus marker (BG 6.2.7 exception to BG 3.3.3). */
  rhineFree?: readonly { group: PieceGroup; rule: string }[];
  /**
   * BG 6.2.7 — the free-passage negotiation: at the start of the Gallic movement phase a force
   * holding a piece of `group` names a neighbouring region and rolls; once per region per game.
   * On a 6 a tribe of the sector entered, rated at most `maxRating`, mobilises.
   */
  freePassage?: { group: PieceGroup; maxRating: TribeData['rating']; rule: string };
  /**
   * BG 6.3.6 — the Gallic oppidum-use roll: an oppidum outside `openRegions` opens to the Gauls
   * only after a roll of 1–`max` (one roll per oppidum per game; lastUprising.ts).
   */
  oppidumRoll?: { openRegions: readonly RegionId[]; max: number; rule: string };
}
import {
  LAST_UPRISING_INFO, UPRISING_CONTESTED, UPRISING_GALLIC, UPRISING_HIBERNA, UPRISING_REGIONS, UPRISING_ROMAN, UPRISING_ROMAN_CONTROL,
} from './scenarios/lastUprising';
import { VENETI_FLEET } from './scenario-veneti-fleet';
import { BELGICA } from './scenarios/belgica';

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
  /** Regions whose Roman units start in hiberna (BG 6, BG 4.5.7); each site is checked by hibernaSiteProblem. */
  hiberna?: RegionId[];
  /** Scenario-specific finishing touches to the opening state (leaders left out or added, …). */
  prepare?: (s: import('../state').BellumState) => void;
  /** Mobilisation ratings changed for this scenario (BG 6: the Helvetii at 5 in 6.2). */
  ratings?: Readonly<Record<TribeId, TribeData['rating']>>;
  /** Regions that start with a Scorched Earth marker (BG 6.2.7). */
  scorched?: readonly RegionId[];
  /** Side whose movement phase comes first; the Roman by default (BG 1; reversed by BG 6.2.7, 6.3.6). */
  firstMover?: Side;
  /** Rule id of the scenario's special rules (cited for the phase order and the opening markers). */
  specialRule?: string;
  reinforcements?: readonly Reinforcement[];
  special?: SpecialRules;
  /** Warships in play (BG 5: only some scenarios, and the campaign, have warships): triremes may be built, the Veneti raise their fleet. */
  navy?: boolean;
  /** Ships on the map at the start (BG 5): a trireme names the legion in its box and what it carries. */
  fleets?: { ship: UnitId; region: RegionId; builtBy?: UnitId; cargo?: string[] }[];
  /** Why a set-up is this edition's own (an exercise scenario). */
  reconstructed?: string;
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

/** BG 6.3 — The Last Uprising, as printed (data/scenarios/lastUprising.ts). */
export const LAST_UPRISING: ScenarioSetup = {
  info: LAST_UPRISING_INFO,
  year: 51,
  startTurn: 1, // Winter (BG 6.3.1)
  endYear: 51,
  endTurn: 10, // November (BG 6.3.1; the header's "7 turns" is read as the dated 10: LENGTH_READING)
  romanControl: [...UPRISING_ROMAN_CONTROL],
  contested: [...UPRISING_CONTESTED],
  roman: UPRISING_ROMAN,
  gallic: UPRISING_GALLIC,
  firstMover: 'gallic', // BG 6.3.6
  specialRule: 'BG 6.3.6',
  hiberna: [...UPRISING_HIBERNA],
  special: {
    // BG 6.3.6: Gallic forces may not enter the Gallia Aquitania sector.
    barredSectors: [{ group: { name: 'Gallic forces', side: 'gallic' }, sectors: ['aquitania'], rule: 'BG 6.3.6' }],
    // BG 6.3.6: oppida outside the regions in revolt need a roll of 1–4 before the Gauls may use them.
    oppidumRoll: { openRegions: UPRISING_REGIONS, max: 4, rule: 'BG 6.3.6' },
  },
};

export const SCENARIOS: Record<string, ScenarioSetup> = { aquitania: AQUITANIA, helvetii: HELVETII, 'last-uprising': LAST_UPRISING, belgica: BELGICA, 'veneti-fleet': VENETI_FLEET };
export const SCENARIO_INFOS: readonly ScenarioInfo[] = [AQUITANIA.info, HELVETII.info, LAST_UPRISING_INFO, BELGICA.info, VENETI_FLEET.info];
