/**
 * Oppida (independent Gaul) and cities (Gallia Romana) of the Bellum Gallicum II map (BG 0.3.4).
 *
 * The rules give: the oppidum of the Sotiates (scenario 6.1), Corbilo of the Veneti (BG 5.2),
 * hiberna defence 2 (BG 4.5.7) and the refuge threshold "fortification 3 or more" (BG 4.4.1).
 * Which towns appear and their defence values are reconstructed: a town Caesar names is kept;
 * the value grows with what Caesar says of its strength (1 = open town or hill-fort of a minor
 * people, 2 = ordinary oppidum or Roman town, 3 = a capital or a town that held out, 4 = the great
 * sieges and natural fortresses). docs/reconstruction/map.md lists the reasons per town.
 */

import type { PlaceData, PlaceId, RegionId, Side, TribeId } from './types';
import { REGIONS } from './regions';

function oppidum(id: PlaceId, name: string, region: RegionId, tribe: TribeId, defence: number, reconstructed: string): PlaceData {
  return { id, name, region, kind: 'oppidum', defence, tribe, reconstructed };
}

function city(id: PlaceId, name: string, region: RegionId, defence: number, reconstructed: string): PlaceData {
  return { id, name, region, kind: 'city', defence, reconstructed };
}

export const PLACES: readonly PlaceData[] = [
  // ---------------------------------------------------------------- Gallia Romana (cities)
  city('aquileia', 'Aquileia', 'cisalpina', 3, 'Latin colony where three legions wintered in 59/58 (BG I.10); value reconstructed.'),
  city('mediolanum', 'Mediolanum', 'cisalpina', 2, 'Chief town of the Insubres; value reconstructed.'),
  city('placentia', 'Placentia', 'cisalpina', 2, 'Roman colony on the Po; value reconstructed.'),
  city('narbo', 'Narbo Martius', 'provincia-1', 3, 'Roman colony and capital of the Province, threatened by Lucterius in 52 (BG VII.7); value reconstructed.'),
  city('tolosa', 'Tolosa', 'provincia-1', 3, 'Town of the Volcae Tectosages inside the Province (BG III.20); value reconstructed.'),
  city('nemausus', 'Nemausus', 'provincia-1', 2, 'Chief town of the Volcae Arecomici; value reconstructed.'),
  city('genava', 'Genava', 'provincia-2', 2, 'Allobrogian town at the Rhône bridge Caesar cut in 58 (BG I.6–7; scenario 6.2); value reconstructed.'),
  city('vienna', 'Vienna', 'provincia-2', 3, 'Chief town of the Allobroges; value reconstructed.'),
  city('massalia', 'Massalia', 'provincia-2', 4, 'Walled Greek city allied to Rome (it later held Caesar off for months in 49); value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Aquitania
  oppidum('aquae-tarbellicae', 'Aquae Tarbellicae', 'tarbelli', 'tarbelli', 2, 'Dax, chief place of the Tarbelli; value reconstructed.'),
  oppidum('elusa', 'Elusa', 'tarbelli', 'elusates', 1, 'Eauze, chief place of the Elusates (scenario 6.1 puts them in Tarbelli); value reconstructed.'),
  oppidum('sotiates-oppidum', 'Oppidum of the Sotiates', 'bigerriones', 'sotiates', 3, 'Sos, stormed by P. Crassus after a siege with mantlets and towers (BG III.21); the scenario 6.1 target; value reconstructed (≥3).'),
  oppidum('turba', 'Turba', 'bigerriones', 'bigerriones', 1, 'Tarbes area, chief place of the Bigerriones; value reconstructed.'),
  oppidum('lugdunum-convenarum', 'Lugdunum Convenarum', 'bigerriones', 'convenae', 2, 'Hill-town of the Convenae (Saint-Bertrand-de-Comminges), settled by Pompey; value reconstructed.'),
  oppidum('elimberris', 'Elimberris', 'bigerriones', 'auscii', 2, 'Auch, chief place of the Auscii; value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Belgica
  oppidum('durocortorum', 'Durocortorum', 'remi', 'remi', 3, 'Reims, capital of the Remi, where Caesar held a council in 53 (BG VI.44); value reconstructed.'),
  oppidum('bibrax', 'Bibrax', 'remi', 'remi', 2, 'Remi town that barely held against the Belgae in 57 (BG II.6); value reconstructed.'),
  oppidum('noviodunum-suessionum', 'Noviodunum', 'suessiones', 'suessiones', 3, 'Suessionian town with wide ditch and high wall that Caesar could not storm at once (BG II.12); value reconstructed.'),
  oppidum('bratuspantium', 'Bratuspantium', 'bellovaci', 'bellovaci', 3, 'Bellovacian stronghold that surrendered in 57 (BG II.13); site disputed; value reconstructed.'),
  oppidum('rotomagus', 'Rotomagus', 'bellovaci', 'veliocasses', 1, 'Rouen, town of the Veliocasses; not named by Caesar; value reconstructed.'),
  oppidum('samarobriva', 'Samarobriva', 'ambiani', 'ambiani', 2, 'Amiens, Caesar\'s base in the winter of 54/53 (BG V.24); value reconstructed.'),
  oppidum('nemetocenna', 'Nemetocenna', 'atrebates', 'atrebates', 2, 'Arras, where Caesar wintered in 51/50 (BG VIII.46); value reconstructed.'),
  oppidum('tarvenna', 'Tarvenna', 'morini', 'morini', 1, 'Thérouanne, later chief place of the Morini; Caesar names no Morinian town; value reconstructed.'),
  oppidum('atuatuca', 'Atuatuca', 'eburones', 'eburones', 2, 'Fort in the middle of the Eburones used as a Roman winter camp (BG VI.32); value reconstructed.'),
  oppidum('oppidum-aduatucorum', 'Oppidum of the Aduatuci', 'eburones', 'aduatuci', 4, 'Stronghold ringed by cliffs, taken only with a siege tower (BG II.29–33); value reconstructed.'),
  oppidum('titelberg', 'Titelberg', 'treveri', 'treveri', 3, 'Largest Treveran oppidum known from archaeology (Gallic name lost); value reconstructed.'),
  oppidum('divodurum', 'Divodurum', 'mediomatrici', 'mediomatrici', 2, 'Metz, chief place of the Mediomatrici; not named by Caesar; value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 1
  oppidum('darioritum', 'Darioritum', 'veneti', 'veneti', 2, 'Vannes; the Veneti held headland strongholds cut off at high tide (BG III.12); value reconstructed.'),
  oppidum('corbilo', 'Corbilo', 'veneti', 'veneti', 2, 'Emporium near the Loire mouth, port of the Veneti fleet (BG 5.2); site disputed; value reconstructed.'),
  oppidum('condevicnum', 'Condevicnum', 'veneti', 'namnetes', 2, 'Nantes, chief place of the Namnetes on the Loire; value reconstructed.'),
  oppidum('vorgium', 'Vorgium', 'veneti', 'osismii', 1, 'Carhaix, chief place of the Osismii; value reconstructed.'),
  oppidum('condate', 'Condate', 'redones', 'redones', 2, 'Rennes, chief place of the Redones; value reconstructed.'),
  oppidum('noviomagus-lexoviorum', 'Noviomagus', 'venelli', 'lexovii', 1, 'Lisieux, chief place of the Lexovii; value reconstructed.'),
  oppidum('mediolanum-aulercorum', 'Mediolanum Aulercorum', 'venelli', 'eburovices', 1, 'Évreux, chief place of the Aulerci Eburovices; value reconstructed.'),
  oppidum('crociatonum', 'Crociatonum', 'venelli', 'venelli', 1, 'Town of the Venelli in the Cotentin (Ptolemy); value reconstructed.'),
  oppidum('vindinum', 'Vindinum', 'cenomani', 'cenomani', 2, 'Le Mans, chief place of the Aulerci Cenomani; value reconstructed.'),

  oppidum('noviodunum-diablintum', 'Noviodunum', 'cenomani', 'diablintes', 1, 'Jublains, chief place of the Aulerci Diablintes; value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 2
  oppidum('lemonum', 'Lemonum', 'pictones', 'pictones', 3, 'Poitiers, which held out against Dumnacus in 51 (BG VIII.26); value reconstructed.'),
  oppidum('ambacia', 'Ambacia', 'pictones', 'turones', 1, 'Amboise, hill-fort of the Turones; value reconstructed.'),
  oppidum('mediolanum-santonum', 'Mediolanum Santonum', 'santones', 'santones', 2, 'Saintes, chief place of the Santones; value reconstructed.'),
  oppidum('villejoubert', 'Villejoubert', 'lemovices', 'lemovices', 2, 'Large Lemovician oppidum known from archaeology (Gallic name lost); value reconstructed.'),
  oppidum('vesunna', 'Vesunna', 'lemovices', 'petrocorii', 2, 'Périgueux, chief place of the Petrocorii; value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 3
  oppidum('gergovia', 'Gergovia', 'arverni', 'arverni', 4, 'Arvernian hill-town where Caesar was repulsed in 52 (BG VII.36–51); value reconstructed.'),
  oppidum('uxellodunum', 'Uxellodunum', 'arverni', 'cadurci', 4, 'Cadurcan cliff-top stronghold, the last siege of the war, 51 (BG VIII.32–44); value reconstructed.'),
  oppidum('divona', 'Divona', 'arverni', 'cadurci', 1, 'Cahors, chief place of the Cadurci; value reconstructed.'),
  oppidum('anderitum', 'Anderitum', 'arverni', 'gabali', 1, 'Javols, chief place of the Gabali; value reconstructed.'),
  oppidum('ruessium', 'Ruessium', 'arverni', 'vellavi', 1, 'Saint-Paulien, chief place of the Vellavi; value reconstructed.'),
  oppidum('segodunum', 'Segodunum', 'ruteni', 'ruteni', 2, 'Rodez, chief place of the Ruteni; value reconstructed.'),
  oppidum('aginnum', 'Aginnum', 'nitiobriges', 'nitiobriges', 2, 'Agen, chief place of the Nitiobriges; value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 4
  oppidum('cenabum', 'Cenabum', 'carnutes', 'carnutes', 3, 'Orléans on the Loire, taken by Caesar in 52 (BG VII.11); value reconstructed.'),
  oppidum('autricum', 'Autricum', 'carnutes', 'carnutes', 2, 'Chartres; value reconstructed.'),
  oppidum('agedincum', 'Agedincum', 'senones', 'senones', 3, 'Sens, Caesar\'s base for six legions in 53/52 (BG VI.44, VII.10); value reconstructed.'),
  oppidum('vellaunodunum', 'Vellaunodunum', 'senones', 'senones', 2, 'Senonian town that gave in after a short siege in 52 (BG VII.11); value reconstructed.'),
  oppidum('lutetia', 'Lutetia', 'senones', 'parisii', 2, 'Island town of the Parisii, burnt in 52 (BG VII.57–58); value reconstructed.'),
  oppidum('avaricum', 'Avaricum', 'bituriges', 'bituriges', 4, 'Bourges, ringed by river and marsh, taken after a long siege in 52 (BG VII.15–28); value reconstructed.'),
  oppidum('noviodunum-biturigum', 'Noviodunum', 'bituriges', 'bituriges', 2, 'Biturigan town that surrendered in 52 (BG VII.12); site disputed; value reconstructed.'),

  // ---------------------------------------------------------------- Gallia Celtica 5
  oppidum('bibracte', 'Bibracte', 'aedui', 'aedui', 4, 'Mont Beuvray, largest and richest Aeduan town (BG I.23, VII.55); value reconstructed.'),
  oppidum('alesia', 'Alesia', 'aedui', 'mandubii', 4, 'Mandubian hill-town on Mont Auxois, siege of 52 (BG VII.68–89); value reconstructed.'),
  oppidum('noviodunum-aeduorum', 'Noviodunum', 'aedui', 'aedui', 2, 'Nevers on the Loire, Caesar\'s depot burnt in 52 (BG VII.55); value reconstructed.'),
  oppidum('cabillonum', 'Cabillonum', 'aedui', 'aedui', 2, 'Chalon on the Saône, Roman winter post 52/51 (BG VII.90); value reconstructed.'),
  oppidum('gorgobina', 'Gorgobina', 'aedui', 'boii-gorgobina', 2, 'Town of the Boii settled by the Aedui, besieged by Vercingetorix in 52 (BG VII.9); site disputed; value reconstructed.'),
  oppidum('andematunnum', 'Andematunnum', 'lingones', 'lingones', 3, 'Langres on its promontory, chief place of the Lingones; value reconstructed.'),
  oppidum('vesontio', 'Vesontio', 'sequani', 'sequani', 4, 'Besançon in a loop of the Doubs, the strongest Sequanian town (BG I.38); value reconstructed.'),
  oppidum('vully', 'Mont Vully', 'helvetii', 'helvetii', 2, 'Helvetian hill-fort burnt before the migration (BG I.5 speaks of 12 oppida); name and value reconstructed.'),
];

/** BG 4.5.7 — the place id of the hiberna (winter quarters) of a region: 'hiberna:<region>'. */
export const hibernaId = (region: RegionId): PlaceId => `hiberna:${region}`;

/** Hiberna count as fortifications of value 2 in sieges (BG 4.5.7). */
export const HIBERNA_DEFENCE = 2;

/**
 * Every place by id: the table's, then a hiberna per region (BG 4.5.7). Hiberna are place-like
 * locations that exist only while their marker is on the map (state `hiberna`); PLACE_BY_ID knows
 * them so that sieges, names and the invariants work on them as on any place. They are not in
 * PLACES (not drawn as towns). Made in one step: an object that had them added one by one
 * afterwards went over V8's limit for quick property lookups (a slow "dictionary" object,
 * measured ~1/4 of a sack offer's lookups).
 */
export const PLACE_BY_ID: Record<PlaceId, PlaceData> = Object.fromEntries([
  ...PLACES.map((p): [PlaceId, PlaceData] => [p.id, p]),
  ...REGIONS.map((r): [PlaceId, PlaceData] => {
    const id = hibernaId(r.id);
    return [id, { id, name: `Hiberna in ${r.name}`, region: r.id, kind: 'hiberna', defence: HIBERNA_DEFENCE, reconstructed: undefined }];
  }),
]);


/** The oppida and cities of a region, in table order. */
const PLACES_BY_REGION = new Map<RegionId, PlaceData[]>();
for (const p of PLACES) PLACES_BY_REGION.set(p.region, [...(PLACES_BY_REGION.get(p.region) ?? []), p]);
const NO_PLACES: PlaceData[] = [];

/** The oppida or cities of a region (precomputed; do not mutate the result). */
export function placesIn(region: RegionId): PlaceData[] {
  return PLACES_BY_REGION.get(region) ?? NO_PLACES;
}

/** The cities and the oppida of each region, in table order. */
const SHELTERS_BY_REGION: Record<Side, Map<RegionId, PlaceData[]>> = { roman: new Map(), gallic: new Map() };
for (const p of PLACES) {
  if (p.kind === 'hiberna') continue;
  const m = SHELTERS_BY_REGION[p.kind === 'city' ? 'roman' : 'gallic'];
  m.set(p.region, [...(m.get(p.region) ?? []), p]);
}

/**
 * The places of a region of the kind a side's pieces may shelter in — cities for the Romans, oppida
 * for the Gauls (BG 0.3.4, 3.3.2) — in table order (precomputed; do not mutate the result).
 */
export function sheltersIn(region: RegionId, side: Side): PlaceData[] {
  return SHELTERS_BY_REGION[side].get(region) ?? NO_PLACES;
}

/** The oppida of a tribe, in table order. */
export function placesOfTribe(tribe: TribeId): PlaceData[] {
  return PLACES.filter((p) => p.tribe === tribe);
}

/** The refuge option after a failed evasion needs an oppidum of fortification 3 or more (BG 4.4.1). */
export const REFUGE_MIN_DEFENCE = 3;

