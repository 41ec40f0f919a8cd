/**
 * Scenario 6.3 — The Last Uprising (51 BC), as printed in the rules (BG 6.3.1–6.3.6).
 *
 * Everything here is the seed's text. One thing the text leaves open is a stated reading: the
 * scenario's header gives 7 game turns while its length (BG 6.3.1) runs from Winter to November
 * 51 BC, which is the whole year of 10 turns. This edition plays the dated length, 10 turns (see
 * LENGTH_READING; docs/reconstruction/last-uprising.md).
 */
import type { ScenarioInfo } from '../../../core/contract';
import { REGIONS } from '../regions';
import type { LeaderId, RegionId, TribeId, UnitId } from '../types';

/** BG 6.3 header against BG 6.3.1: the reading this edition plays, in words for the player. */
export const LENGTH_READING =
  'The scenario\'s header says 7 game turns, but its length runs from the Winter turn to November 51 BC, ten turns on the calendar; this edition plays all ten, so that Caesar has the whole campaigning year that the introduction describes.';

export const LAST_UPRISING_INFO: ScenarioInfo = {
  id: 'last-uprising',
  rule: 'BG 6.3',
  name: 'The Last Uprising',
  length: 'Winter – November 51 BC',
  turns: 10,
  balance: 'Favours the Romans',
  level: 'Easy',
  solo: false,
  playable: true,
  blurb:
    'After Alesia, with Caesar wintering at Bibracte, seven tribes try one last rising: the Bellovaci, Carnutes, Eburones, Treveri and Pictones, and the Bituriges and Cadurci among the legions. Rome must bring every one of their regions back under control before the year is out. (The header says 7 turns; this edition plays the dated Winter–November, 10.)',
};

/** BG 6.3.2 — the regions the Gallic player controls at the start. */
export const UPRISING_GALLIC_CONTROL: readonly RegionId[] = ['pictones', 'carnutes', 'bellovaci', 'eburones', 'treveri'];
/** BG 6.3.2 — the regions that start contested. */
export const UPRISING_CONTESTED: readonly RegionId[] = ['arverni', 'bituriges'];

/** BG 6.3.5 — the 7 regions initially controlled or contested by the Gallic player: the victory count. */
export const UPRISING_REGIONS: readonly RegionId[] = [...UPRISING_GALLIC_CONTROL, ...UPRISING_CONTESTED];

/** BG 6.3.2 — the Roman player controls every other region (the text makes no exception). */
export const UPRISING_ROMAN_CONTROL: readonly RegionId[] = REGIONS.map((r) => r.id).filter((r) => !UPRISING_REGIONS.includes(r));

/** BG 6.3.3 — the Roman set-up. */
export const UPRISING_ROMAN: { region: RegionId; leaders: LeaderId[]; units: UnitId[] }[] = [
  {
    region: 'aedui',
    leaders: ['caesar', 'antonius', 'fabius'],
    units: ['legio-i', 'legio-v', 'legio-vi', 'legio-xi', 'legio-xiii', 'legio-xiv', 'cretans', 'numidians', 'roman-cav-1', 'allied-cav-1', 'allied-cav-2'],
  },
  { region: 'mediomatrici', leaders: ['labienus'], units: ['legio-vii', 'legio-xii', 'balearics', 'roman-cav-2', 'allied-cav-3'] },
  { region: 'remi', leaders: ['cicero'], units: ['legio-viii', 'legio-ix'] },
  { region: 'arverni', leaders: ['trebonius'], units: ['legio-x'] },
  { region: 'bituriges', leaders: ['brutus'], units: ['legio-xv'] },
];

/** BG 6.3.4 — the Gallic set-up: each tribe with all its counters, outside oppida (BG 6). */
export const UPRISING_GALLIC: { region: RegionId; tribes: TribeId[] }[] = [
  { region: 'carnutes', tribes: ['carnutes'] },
  { region: 'treveri', tribes: ['treveri'] },
  { region: 'pictones', tribes: ['pictones'] },
  { region: 'arverni', tribes: ['cadurci'] },
  { region: 'bituriges', tribes: ['bituriges'] },
  { region: 'bellovaci', tribes: ['bellovaci'] },
  { region: 'eburones', tribes: ['eburones'] },
];

/**
 * BG 6 — "Roman units are placed in hiberna when available": the three Roman posts in regions the
 * Roman player controls (each passes BG 4.5.7). Arverni and Bituriges are contested: no hiberna
 * may stand there, so Trebonius and Brutus start in the open among the rebels.
 */
export const UPRISING_HIBERNA: readonly RegionId[] = ['aedui', 'mediomatrici', 'remi'];
