/**
 * Tribes Table of Bellum Gallicum II (BG T.Tribes, read with BG 0.4), reconstructed.
 *
 * The seed gives only the mobilisation scale (rating → counters), the names of the tribes in the
 * battle examples and in scenarios 6.1–6.3, and the ratings the battle examples force:
 * Bellovaci 5, Nervii 4, Suessiones 4, Caleti / Veliocasses / Viromandui 1, and a right wing
 * (Ambiani, Atrebates, Morini, Menapii, Silvanectes, Catuellauni) worth 20 SP.
 * Everything else is reconstructed from Caesar's troop figures (BG II.4, VII.75) and marked so.
 * See docs/reconstruction/counters.md for the argument, tribe by tribe.
 *
 * Conventions:
 * - the principal tribe of each region of independent Gaul has the region id as its tribe id;
 * - `places` holds oppidum/city ids by the convention "lowercase name, hyphenated"; the places
 *   list (data/places.ts) is the source of truth for oppida, and these ids must match it;
 * - homonyms get a suffix ('boii' = Aquitanian Boiates, 'boii-gorgobina' = Boii settled by the Aedui).
 */
import type { LeaderId, PlaceId, RegionId, TribeData, TribeId } from './types';

type Rating = TribeData['rating'];

/** Rating fixed by the battle examples of BG 4.4.2; the region and vassal status are still this edition's choice. */
const SEED = 'rating from the BG 4.4.2 battle examples; region and vassal status reconstructed';
const II4 = 'rating from Caesar BG II.4 (Belgic levies of 57)';
const VII75 = 'rating from Caesar BG VII.75 (levies for Alesia, 52)';
const SMALL = 'small client people: lowest rating';

function t(
  id: TribeId,
  name: string,
  region: RegionId,
  rating: Rating,
  opts: { leaders?: LeaderId[]; places?: PlaceId[]; vassal?: boolean; why: string | undefined },
): TribeData {
  return {
    id,
    name,
    region,
    rating,
    leaders: opts.leaders ?? [],
    places: opts.places ?? [],
    vassal: opts.vassal ?? false,
    reconstructed: opts.why,
  };
}

export const TRIBES: readonly TribeData[] = [
  // ------------------------------------------------------------ Gallia Aquitania
  t('tarbelli', 'Tarbelli', 'tarbelli', 2, { places: ['aquae-tarbellicae'], why: 'principal tribe of the Aquitanian coast; middling rating (6.1 design)' }),
  t('boii', 'Boii (Boiates)', 'tarbelli', 1, { vassal: true, why: SMALL }),
  t('elusates', 'Elusates', 'tarbelli', 1, { vassal: true, places: ['elusa'], why: SMALL }),
  t('tarusates', 'Tarusates', 'tarbelli', 4, {
    why: '6.1 design: Crassus\' second battle (BG III.23–27) was against a large Tarusate coalition; rating 4 makes the Tarbelli group an army (5 units, 16 SP)',
  }),
  t('bigerriones', 'Bigerriones', 'bigerriones', 2, { places: ['turba'], why: 'principal tribe of the Pyrenean region; middling rating (6.1 design)' }),
  t('convenae', 'Convenae', 'bigerriones', 1, { vassal: true, places: ['lugdunum-convenarum'], why: SMALL }),
  t('consoranni', 'Consoranni', 'bigerriones', 1, { vassal: true, why: SMALL }),
  t('auscii', 'Auscii', 'bigerriones', 1, { vassal: true, places: ['elimberris'], why: SMALL }),
  t('sotiates', 'Sotiates', 'bigerriones', 4, {
    leaders: ['adiatuanus'],
    places: ['sotiates-oppidum'],
    why: '6.1 design: strong in cavalry (BG III.20) so rating 4 (infantry 6 + cavalry 2); chief Adiatuanus; their oppidum is the 6.1 objective',
  }),

  // ------------------------------------------------------------ Gallia Belgica
  t('remi', 'Remi', 'remi', 4, { places: ['durocortorum', 'bibrax'], why: 'large Belgic people (pro-Roman in history)' }),
  t('suessiones', 'Suessiones', 'suessiones', 4, { leaders: ['galba'], places: ['noviodunum-suessionum'], why: SEED }),
  t('silvanectes', 'Silvanectes', 'suessiones', 1, {
    vassal: true,
    why: 'right wing of BG example 1 sums to 20 SP; with halved reductions the Gallic 50 → 45 of example 4 needs Silvanectes + Catuellauni = 4 SP',
  }),
  t('catuellauni', 'Catuellauni', 'suessiones', 1, { vassal: true, why: 'as Silvanectes (BG examples 1 and 4)' }),
  t('bellovaci', 'Bellovaci', 'bellovaci', 5, { leaders: ['correos'], places: ['bratuspantium'], why: SEED }),
  t('caleti', 'Caleti', 'bellovaci', 1, { vassal: true, why: SEED }),
  t('veliocasses', 'Veliocasses', 'bellovaci', 1, { vassal: true, places: ['rotomagus'], why: SEED }),
  t('ambiani', 'Ambiani', 'ambiani', 2, { places: ['samarobriva'], why: `${II4}; part of the 20-SP right wing of example 1` }),
  t('atrebates', 'Atrebates', 'atrebates', 2, { leaders: ['comnios'], places: ['nemetocenna'], why: `${II4}; part of the 20-SP right wing of example 1` }),
  t('viromandui', 'Viromandui', 'atrebates', 1, { vassal: true, why: SEED }),
  t('morini', 'Morini', 'morini', 3, { places: ['tarvenna'], why: `${II4} (25,000, the largest of the right wing)` }),
  t('menapii', 'Menapii', 'morini', 1, { vassal: true, why: `${II4} (7,000)` }),
  t('nervii', 'Nervii', 'nervii', 4, { leaders: ['buduognatos'], why: SEED }),
  t('eburones', 'Eburones', 'eburones', 3, { leaders: ['ambiorix', 'catuvolcos'], places: ['atuatuca'], why: 'Germani cisrhenani; BG II.4 gives 40,000 for four peoples' }),
  t('aduatuci', 'Aduatuci', 'eburones', 3, { places: ['oppidum-aduatucorum'], why: `${II4} (19,000)` }),
  t('condrusi', 'Condrusi', 'eburones', 1, { vassal: true, why: SMALL }),
  t('segni', 'Segni', 'eburones', 1, { vassal: true, why: SMALL }),
  t('treveri', 'Treveri', 'treveri', 4, { leaders: ['indutiomarus'], places: ['titelberg'], why: 'the best cavalry of Gaul (BG V.3)' }),
  t('mediomatrici', 'Mediomatrici', 'mediomatrici', 2, { places: ['divodurum'], why: `${VII75} (5,000)` }),
  t('triboci', 'Triboci', 'mediomatrici', 1, { vassal: true, why: SMALL }),

  // ------------------------------------------------------------ Gallia Celtica 1 (Armorica)
  t('veneti', 'Veneti', 'veneti', 3, { places: ['darioritum', 'corbilo'], why: 'sea power of Armorica (BG III.8); ships per BG 5.2' }),
  t('namnetes', 'Namnetes', 'veneti', 1, { vassal: true, places: ['condevicnum'], why: SMALL }),
  t('osismii', 'Osismii', 'veneti', 1, { vassal: true, places: ['vorgium'], why: SMALL }),
  t('redones', 'Redones', 'redones', 2, { places: ['condate'], why: 'principal Armorican inland people' }),
  t('coriosolites', 'Coriosolites', 'redones', 1, { vassal: true, why: SMALL }),
  t('ambibarii', 'Ambibarii', 'redones', 1, { vassal: true, why: SMALL }),
  t('venelli', 'Venelli', 'venelli', 2, { leaders: ['viridovix'], places: ['crociatonum'], why: 'led the rising of 56 (BG III.17)' }),
  t('lexovii', 'Lexovii', 'venelli', 1, { vassal: true, places: ['noviomagus-lexoviorum'], why: `${VII75} (3,000)` }),
  t('eburovices', 'Aulerci Eburovices', 'venelli', 1, { vassal: true, places: ['mediolanum-aulercorum'], why: `${VII75} (3,000)` }),
  t('abrincatui', 'Abrincatui', 'venelli', 1, { vassal: true, why: SMALL }),
  t('cenomani', 'Aulerci Cenomani', 'cenomani', 2, { leaders: ['camulogenos'], places: ['vindinum'], why: `${VII75} (5,000)` }),
  t('diablintes', 'Aulerci Diablintes', 'cenomani', 1, { vassal: true, places: ['noviodunum-diablintum'], why: SMALL }),

  // ------------------------------------------------------------ Gallia Celtica 2 (Atlantic west)
  t('pictones', 'Pictones', 'pictones', 3, { places: ['lemonum'], why: `${VII75} (8,000)` }),
  t('andes', 'Andes', 'pictones', 2, { leaders: ['dumnacos'], why: 'Dumnacos\' people (BG VIII.26); tied to the Pictones region' }),
  t('turones', 'Turones', 'pictones', 3, { vassal: true, why: `${VII75} (8,000)` }),
  t('santones', 'Santones', 'santones', 4, { places: ['mediolanum-santonum'], why: `${VII75} (12,000)` }),
  t('lemovices', 'Lemovices', 'lemovices', 3, { leaders: ['sedullos'], places: ['villejoubert'], why: `${VII75} (10,000)` }),
  t('petrocorii', 'Petrocorii', 'lemovices', 2, { vassal: true, places: ['vesunna'], why: `${VII75} (5,000)` }),

  // ------------------------------------------------------------ Gallia Celtica 3 (Massif Central)
  t('arverni', 'Arverni', 'arverni', 5, {
    leaders: ['vercingetorix', 'vercassivellaunos'],
    places: ['gergovia'],
    why: `${VII75} (35,000 with clients); Vercingetorix only from 52 BC (BG 0.4)`,
  }),
  t('cadurci', 'Cadurci', 'arverni', 2, { leaders: ['lucterios'], places: ['uxellodunum', 'divona'], why: 'Arvernian clients with their own war leader (BG VII.5, VIII.30)' }),
  t('gabali', 'Gabali', 'arverni', 1, { vassal: true, places: ['anderitum'], why: SMALL }),
  t('vellavi', 'Vellavi', 'arverni', 1, { vassal: true, places: ['ruessium'], why: SMALL }),
  t('ruteni', 'Ruteni', 'ruteni', 4, { places: ['segodunum'], why: `${VII75} (12,000)` }),
  t('nitiobriges', 'Nitiobriges', 'nitiobriges', 2, { leaders: ['teutomatos'], places: ['aginnum'], why: `${VII75} (5,000)` }),

  // ------------------------------------------------------------ Gallia Celtica 4 (Loire–Seine)
  t('carnutes', 'Carnutes', 'carnutes', 4, { leaders: ['gutruatos'], places: ['cenabum', 'autricum'], why: `${VII75} (12,000)` }),
  t('senones', 'Senones', 'senones', 4, { leaders: ['acco', 'drappes'], places: ['agedincum', 'vellaunodunum'], why: `${VII75} (12,000)` }),
  t('parisii', 'Parisii', 'senones', 3, { vassal: true, places: ['lutetia'], why: `${VII75} (8,000)` }),
  t('meldi', 'Meldi', 'senones', 1, { vassal: true, why: SMALL }),
  t('bituriges', 'Bituriges', 'bituriges', 4, { places: ['avaricum', 'noviodunum-biturigum'], why: `${VII75} (12,000)` }),

  // ------------------------------------------------------------ Gallia Celtica 5 (Saône–Jura)
  t('aedui', 'Aedui', 'aedui', 5, { leaders: ['dumnorix'], places: ['bibracte', 'noviodunum-aeduorum', 'cabillonum'], why: `${VII75} (35,000 with clients)` }),
  t('mandubii', 'Mandubii', 'aedui', 1, { vassal: true, places: ['alesia'], why: SMALL }),
  t('segusiavi', 'Segusiavi', 'aedui', 2, { vassal: true, why: 'Aeduan clients named first in BG VII.75' }),
  t('ambivareti', 'Ambivareti', 'aedui', 1, { vassal: true, why: SMALL }),
  t('brannovices', 'Aulerci Brannovices', 'aedui', 1, { vassal: true, why: SMALL }),
  t('boii-gorgobina', 'Boii (Gorgobina)', 'aedui', 1, { vassal: true, places: ['gorgobina'], why: 'Boii of the Helvetian column settled by the Aedui (BG I.28); SMALL' }),
  t('ambarri', 'Ambarri', 'aedui', 1, { vassal: true, why: SMALL }),
  t('lingones', 'Lingones', 'lingones', 3, { places: ['andematunnum'], why: 'large people, pro-Roman in 52 (not levied)' }),
  t('leuci', 'Leuci', 'lingones', 1, { vassal: true, why: SMALL }),
  t('sequani', 'Sequani', 'sequani', 4, { leaders: ['casticos'], places: ['vesontio'], why: `${VII75} (12,000)` }),
  t('helvetii', 'Helvetii', 'helvetii', 3, {
    leaders: ['orgetorix', 'divico'],
    why: 'normal rating below 5 (scenario 6.2 raises it to 5, BG 6.2.7); Orgetorix leads them in 6.2 (I12)',
  }),
  t('raurici', 'Raurici', 'helvetii', 1, { vassal: true, why: 'VII.75: 1,000–3,000 with the Boii' }),

  // ------------------------------------------------------------ Britannia
  t('catuvellauni', 'Catuvellauni', 'britannia', 4, { leaders: ['cassivellaunos'], why: 'Cassivellaunus\' people, the main British power of 54 (BG V.11); chariots count as cavalry' }),
  t('trinovantes', 'Trinovantes', 'britannia', 2, { why: 'strongest people of the south-east after the Catuvellauni (BG V.20)' }),
  t('cantiaci', 'Cantiaci', 'britannia', 3, { why: 'the four kings of Cantium (BG V.22)' }),

  // ------------------------------------------------------------ Germania
  t('sugambri', 'Sugambri', 'germania', 3, { why: 'Rhine-bank people who sheltered the Usipetes and Tencteri (BG IV.16)' }),
  t('usipetes', 'Usipetes', 'germania', 3, { why: 'migrating host of 55 (BG IV.1)' }),
  t('tencteri', 'Tencteri', 'germania', 4, { why: 'migrating host of 55, famed horsemen (BG IV.12)' }),
  t('ubii', 'Ubii', 'germania', 2, { why: 'Roman allies across the Rhine (BG IV.3)' }),
];

export const TRIBE_BY_ID: Readonly<Record<TribeId, TribeData>> = Object.fromEntries(TRIBES.map((x) => [x.id, x]));

/** Region ids of independent Gaul: each has a principal tribe of the same id. */
export const INDEPENDENT_GAUL_REGIONS: readonly RegionId[] = [
  'tarbelli', 'bigerriones', 'remi', 'suessiones', 'bellovaci', 'ambiani', 'atrebates', 'morini', 'nervii',
  'eburones', 'treveri', 'mediomatrici', 'veneti', 'redones', 'venelli', 'cenomani', 'pictones', 'santones',
  'lemovices', 'arverni', 'ruteni', 'nitiobriges', 'carnutes', 'senones', 'bituriges', 'aedui', 'lingones',
  'sequani', 'helvetii',
];

export function tribesOfRegion(region: RegionId): TribeData[] {
  return TRIBES.filter((x) => x.region === region);
}
