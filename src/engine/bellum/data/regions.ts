/**
 * The 34 regions of the Bellum Gallicum II map (BG 0.3.1).
 *
 * Given by the rules: the count (34), the sectors of Gallia Romana (Cisalpina, Provincia I and II),
 * of Gallia Aquitania (Tarbelli, Bigerriones), one-region Britannia and Germania, the region
 * names used in the scenarios and examples, Atrebates–Suessiones adjacent, Nervii–Suessiones a
 * corner contact only (BG 3.3), Nervii–Eburones adjacent and Nervii neither forest nor marsh
 * (BG 4.4.2 example 5). Everything else is reconstructed from Caesar's geography; each region
 * says why in `reconstructed`, and docs/reconstruction/map.md gives the argument in full.
 *
 * `neighbours`, `coast` and `rhine` must agree with the planar geometry in geometry.ts
 * (checked by map.test.ts).
 */

import type { RegionData, RegionId, SectorId, SeaZone, Terrain } from './types';

function region(
  id: RegionId,
  name: string,
  sector: SectorId,
  terrain: Terrain,
  coast: SeaZone | null,
  neighbours: RegionId[],
  rhine: RegionId[],
  reconstructed: string,
): RegionData {
  return { id, name, sector, terrain, coast, neighbours, rhine, reconstructed };
}

export const REGIONS: readonly RegionData[] = [
  // ---------------------------------------------------------------- Gallia Romana
  region('cisalpina', 'Cisalpina', 'romana', 'clear', 'mediterranean',
    ['provincia-2'], [],
    'Po plain from the Maritime Alps to Aquileia; reaches Gaul only along the Ligurian coast strip (Alps impassable); terrain and borders reconstructed.'),
  region('provincia-1', 'Provincia I', 'romana', 'clear', 'mediterranean',
    ['provincia-2', 'bigerriones', 'nitiobriges', 'arverni', 'ruteni'], [],
    'The Province west of the Rhône (Narbo, Tolosa, Volcae, Helvii); split at the Rhône inferred from scenario set-ups; borders reconstructed.'),
  region('provincia-2', 'Provincia II', 'romana', 'clear', 'mediterranean',
    ['provincia-1', 'cisalpina', 'helvetii', 'sequani', 'aedui'], [],
    'The Province east of the Rhône (Allobroges, Massalia, Genava); touches the Helvetii at Lake Geneva (BG I.6); borders reconstructed.'),

  // ---------------------------------------------------------------- Gallia Aquitania
  region('tarbelli', 'Tarbelli', 'aquitania', 'marsh', 'atlantic',
    ['bigerriones', 'santones', 'nitiobriges'], [],
    'Landes coast and Médoc with the Boii, Elusates and Tarusates (scenario 6.1 set-up); marsh for the Landes; borders reconstructed.'),
  region('bigerriones', 'Bigerriones', 'aquitania', 'mountain', null,
    ['tarbelli', 'provincia-1', 'nitiobriges'], [],
    'Pyrenean foothills with Convenae, Consoranni, Auscii and Sotiates (scenario 6.1); inland; mountain; borders reconstructed.'),

  // ---------------------------------------------------------------- Gallia Belgica
  region('remi', 'Remi', 'belgica', 'clear', null,
    ['suessiones', 'nervii', 'eburones', 'treveri', 'mediomatrici', 'lingones', 'senones'], [],
    'Champagne plain; corner contact with the Atrebates at the same four-way point as Nervii/Suessiones; borders reconstructed.'),
  region('suessiones', 'Suessiones', 'belgica', 'clear', null,
    ['bellovaci', 'atrebates', 'remi', 'senones'], [],
    'Aisne and Oise with Silvanectes and Catuellauni; Atrebates adjacent and Nervii corner-only are from BG 3.3; rest reconstructed.'),
  region('bellovaci', 'Bellovaci', 'belgica', 'forest', 'atlantic',
    ['ambiani', 'atrebates', 'suessiones', 'senones', 'venelli'], [],
    'Beauvaisis with Caleti and Veliocasses (BG 4.4.2 example 1) reaching the Channel at the Pays de Caux; forest; borders reconstructed.'),
  region('ambiani', 'Ambiani', 'belgica', 'clear', 'atlantic',
    ['morini', 'atrebates', 'bellovaci'], [],
    'Somme basin to the coast; not adjacent to the Suessiones; terrain and borders reconstructed.'),
  region('atrebates', 'Atrebates', 'belgica', 'clear', null,
    ['ambiani', 'morini', 'nervii', 'suessiones', 'bellovaci'], [],
    'Artois with the Viromandui salient that gives the Suessiones border of BG 3.3; inland; terrain reconstructed.'),
  region('morini', 'Morini', 'belgica', 'marsh', 'atlantic',
    ['ambiani', 'atrebates', 'nervii', 'eburones', 'germania'], ['germania'],
    'Coast from Boulogne to the Rhine delta with the Menapii; marsh (Caesar\'s refuges in the fens); borders reconstructed.'),
  region('nervii', 'Nervii', 'belgica', 'clear', null,
    ['morini', 'atrebates', 'remi', 'eburones'], [],
    'Scheldt–Sambre; clear because BG 4.4.2 example 5 pursues with the full 4 cavalry (no forest/marsh cut) and retreats to Eburones; borders reconstructed.'),
  region('eburones', 'Eburones', 'belgica', 'forest', null,
    ['morini', 'nervii', 'remi', 'treveri', 'germania'], ['germania'],
    'Meuse to Rhine with Aduatuci, Condrusi, Segni; Ardennes forest; Nervii adjacency from BG 4.4.2 example 5; rest reconstructed.'),
  region('treveri', 'Treveri', 'belgica', 'forest', null,
    ['remi', 'eburones', 'mediomatrici', 'germania'], ['germania'],
    'Moselle and the Rhine from Bingen to Andernach; Ardennes/Eifel forest; placed in Belgica; reconstructed.'),
  region('mediomatrici', 'Mediomatrici', 'belgica', 'clear', null,
    ['treveri', 'remi', 'lingones', 'sequani', 'germania'], ['germania'],
    'Metz and the Rhine of Lower Alsace to Mainz; placed in Belgica so that the Germans of scenario 6.2 meet Caesar among the Sequani; reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 1 (Armorica, Normandy, Maine)
  region('veneti', 'Veneti', 'celtica1', 'clear', 'atlantic',
    ['redones', 'pictones'], [],
    'Southern and western Brittany with Osismii and Namnetes (Corbilo at the Loire mouth); sector and borders reconstructed.'),
  region('redones', 'Redones', 'celtica1', 'forest', 'atlantic',
    ['veneti', 'venelli', 'cenomani', 'pictones'], [],
    'Rennes basin and the Coriosolite coast; forest; sector and borders reconstructed.'),
  region('venelli', 'Venelli', 'celtica1', 'clear', 'atlantic',
    ['redones', 'cenomani', 'carnutes', 'bellovaci'], [],
    'Cotentin to the lower Seine with Lexovii and Eburovices (Viridovix\'s league, BG III.17); corner contact with the Senones; reconstructed.'),
  region('cenomani', 'Cenomani', 'celtica1', 'forest', null,
    ['redones', 'venelli', 'carnutes', 'pictones'], [],
    'Sarthe and Mayenne basins (Aulerci Cenomani and Diablintes); inland forest; sector and borders reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 2 (Atlantic west)
  region('pictones', 'Pictones', 'celtica2', 'clear', 'atlantic',
    ['veneti', 'redones', 'cenomani', 'carnutes', 'bituriges', 'lemovices', 'santones'], [],
    'Poitou with Andes and Turones, south of the lower Loire; a goal region of scenario 6.2; sector and borders reconstructed.'),
  region('santones', 'Santones', 'celtica2', 'clear', 'atlantic',
    ['pictones', 'lemovices', 'tarbelli'], [],
    'Saintonge north of the Gironde (the Helvetii\'s goal, BG I.10; scenario 6.2); sector and borders reconstructed.'),
  region('lemovices', 'Lemovices', 'celtica2', 'forest', null,
    ['pictones', 'santones', 'bituriges', 'arverni', 'nitiobriges'], [],
    'Limousin plateau with the Petrocorii; inland forest; corner contact with the Tarbelli; reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 3 (Massif Central, middle Garonne)
  region('arverni', 'Arverni', 'celtica3', 'mountain', null,
    ['lemovices', 'bituriges', 'aedui', 'nitiobriges', 'ruteni', 'provincia-1'], [],
    'Auvergne with Cadurci (Uxellodunum), Gabali, Vellavi; wraps round the Ruteni; mountain; sector and borders reconstructed.'),
  region('ruteni', 'Ruteni', 'celtica3', 'mountain', null,
    ['arverni', 'provincia-1'], [],
    'Rouergue, enclosed by the Arverni clients and the Province; mountain; reconstructed.'),
  region('nitiobriges', 'Nitiobriges', 'celtica3', 'clear', null,
    ['lemovices', 'arverni', 'provincia-1', 'bigerriones', 'tarbelli'], [],
    'Middle Garonne round Agen; inland; corner contact with the Santones; reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 4 (Loire–Seine heartland)
  region('carnutes', 'Carnutes', 'celtica4', 'clear', null,
    ['venelli', 'cenomani', 'pictones', 'bituriges', 'senones'], [],
    'Beauce from Chartres to Cenabum on the Loire; corner contact with the Bellovaci; sector and borders reconstructed.'),
  region('senones', 'Senones', 'celtica4', 'clear', null,
    ['carnutes', 'bituriges', 'aedui', 'lingones', 'remi', 'suessiones', 'bellovaci'], [],
    'Yonne and Seine with Parisii and Meldi; sector and borders reconstructed.'),
  region('bituriges', 'Bituriges', 'celtica4', 'clear', null,
    ['carnutes', 'pictones', 'lemovices', 'arverni', 'aedui', 'senones'], [],
    'Berry south of the Loire (Avaricum); sector, terrain and borders reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 5 (Saône, Jura, Swiss plateau)
  region('aedui', 'Aedui', 'celtica5', 'clear', null,
    ['senones', 'bituriges', 'arverni', 'lingones', 'sequani', 'provincia-2'], [],
    'Morvan to the Saône with Mandubii (Alesia), Segusiavi, Ambarri; first people across the Rhône from the Province (BG I.10); reconstructed.'),
  region('lingones', 'Lingones', 'celtica5', 'forest', null,
    ['senones', 'aedui', 'sequani', 'mediomatrici', 'remi'], [],
    'Langres plateau with the Leuci; forest; sector and borders reconstructed.'),
  region('sequani', 'Sequani', 'celtica5', 'forest', null,
    ['aedui', 'lingones', 'mediomatrici', 'helvetii', 'provincia-2', 'germania'], ['germania'],
    'Saône to Jura and Upper Alsace on the Rhine (Ariovistus\'s battle, scenario 6.2); forest; reconstructed.'),
  region('helvetii', 'Helvetii', 'celtica5', 'mountain', null,
    ['sequani', 'provincia-2', 'germania'], ['germania'],
    'Swiss plateau between Jura, Alps, Lake Geneva and the Rhine (BG I.2); mountain; not adjacent to the Mediomatrici; reconstructed.'),

  // ---------------------------------------------------------------- Britannia and Germania
  region('britannia', 'Britannia', 'britannia', 'forest', 'atlantic',
    [], [],
    'South-east Britain across the Channel; reachable only by sea (BG 5.5, 5.6.3); forest; reconstructed.'),
  region('germania', 'Germania', 'germania', 'forest', 'atlantic',
    ['helvetii', 'sequani', 'mediomatrici', 'treveri', 'eburones', 'morini'], ['helvetii', 'sequani', 'mediomatrici', 'treveri', 'eburones', 'morini'],
    'Everything east of the Rhine; every land border is the Rhine; touches the North Sea (Atlantic zone, BG 0.3.3); forest; reconstructed.'),
];

export const REGION_BY_ID: Record<RegionId, RegionData> = Object.fromEntries(
  REGIONS.map((r) => [r.id, r]),
);

/** Each region's position in REGIONS (the map's order). */
export const REGION_INDEX: ReadonlyMap<RegionId, number> = new Map(REGIONS.map((r, i) => [r.id, i]));

/** Put a few regions in the map's order (in place; an insertion sort, for the handful a side stands in). */
export function sortByMapOrder(ids: RegionId[]): RegionId[] {
  for (let i = 1; i < ids.length; i++) {
    const x = ids[i];
    const k = REGION_INDEX.get(x)!;
    let j = i - 1;
    while (j >= 0 && REGION_INDEX.get(ids[j])! > k) {
      ids[j + 1] = ids[j];
      j--;
    }
    ids[j + 1] = x;
  }
  return ids;
}

/** The regions of one sector, in table order. */
export function regionsOf(sector: SectorId): RegionData[] {
  return REGIONS.filter((r) => r.sector === sector);
}

/** True when `a` and `b` share a border (BG 3.3); corner contacts are not adjacent. */
export function areAdjacent(a: RegionId, b: RegionId): boolean {
  return REGION_BY_ID[a]?.neighbours.includes(b) ?? false;
}

/** True when the border between `a` and `b` is the Rhine (BG 3.3.3). */
export function acrossRhine(a: RegionId, b: RegionId): boolean {
  return REGION_BY_ID[a]?.rhine.includes(b) ?? false;
}
