/**
 * The 10 sectors of the Bellum Gallicum II map (BG 0.3.2): 7 of independent Gaul, Gallia Romana,
 * Britannia and Germania. The names are the rules'; which regions of Celtica go into which of the
 * five Celtica sectors is reconstructed (see regions.ts and docs/reconstruction/map.md).
 */

import type { SectorData, SectorId } from './types';

export const SECTORS: readonly SectorData[] = [
  { id: 'romana', name: 'Gallia Romana' },
  { id: 'aquitania', name: 'Gallia Aquitania' },
  { id: 'belgica', name: 'Gallia Belgica' },
  { id: 'celtica1', name: 'Gallia Celtica 1' },
  { id: 'celtica2', name: 'Gallia Celtica 2' },
  { id: 'celtica3', name: 'Gallia Celtica 3' },
  { id: 'celtica4', name: 'Gallia Celtica 4' },
  { id: 'celtica5', name: 'Gallia Celtica 5' },
  { id: 'britannia', name: 'Britannia' },
  { id: 'germania', name: 'Germania' },
];

export const SECTOR_BY_ID: Record<SectorId, SectorData> = Object.fromEntries(
  SECTORS.map((s) => [s.id, s]),
) as Record<SectorId, SectorData>;

/** The sectors that form independent Gaul (BG 0.3.2). */
export const INDEPENDENT_GAUL_SECTORS: readonly SectorId[] = [
  'aquitania',
  'belgica',
  'celtica1',
  'celtica2',
  'celtica3',
  'celtica4',
  'celtica5',
];
