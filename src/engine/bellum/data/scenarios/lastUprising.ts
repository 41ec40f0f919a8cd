/**
 * Scenario 6.3 — The Last Uprising (51 BC). The seed breaks off in the scenario's historical
 * introduction; everything below except the length, the title-screen facts and the special rules
 * named in the issue (phases swapped, oppidum-use roll, Aquitania barred, 5–6 draw band) is
 * reconstructed from Hirtius (BG VIII) and Caesar (BG VII.90), and marked so. The argument, datum
 * by datum, is in docs/reconstruction/last-uprising.md.
 */
import type { ScenarioInfo } from '../../../core/contract';
import { REGIONS } from '../regions';
import type { LeaderId, RegionId, TribeId, UnitId } from '../types';
import type { BellumState } from '../../state';

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
    'After Alesia the last tribes in arms try their luck: the Bellovaci under Correus and Commius, the Carnutes, the Bituriges, Dumnacus and his Andes in the west, Drappes and Lucterius in the Cadurcan hills. Caesar must stamp out every fire before the year is out.',
};

/** Why each datum was chosen (shown in docs, kept here beside the data). */
export const WHY = {
  control: 'reconstructed: the regions of the 51 BC risings (Hirtius BG VIII) start anti-Roman; the two with a Roman force wintering among rebels start contested',
  roman: 'reconstructed from Caesar BG VII.90 (winter posts of 52/51) and Hirtius BG VIII.2–6',
  gallic: 'reconstructed from the risings Hirtius narrates in BG VIII',
  leaders: 'reconstructed: leaders dead or captive by 51 are left out; Drappes joins Lucterius (BG VIII.30)',
} as const;

/** BG 6.3.2 — the regions in revolt at the start: anti-Roman or contested. They are the victory count of BG 6.3.5. */
export const UPRISING_REGIONS: readonly RegionId[] = ['bellovaci', 'carnutes', 'pictones', 'eburones', 'treveri', 'bituriges', 'arverni'];
export const UPRISING_CONTESTED: readonly RegionId[] = ['bituriges', 'arverni'];

/** Every other region of Gaul is Roman after Alesia; Britannia and Germania stay outside Roman control. */
export const UPRISING_ROMAN_CONTROL: readonly RegionId[] = REGIONS.map((r) => r.id).filter(
  (r) => !UPRISING_REGIONS.includes(r) && r !== 'britannia' && r !== 'germania',
);

/** BG 6.3.3 — the Roman set-up. */
export const UPRISING_ROMAN: { region: RegionId; leaders: LeaderId[]; units: UnitId[] }[] = [
  // Bibracte: Caesar with his quaestor Antonius (VIII.2) and Q. Cicero from Cabillonum (VII.90).
  { region: 'aedui', leaders: ['caesar', 'antonius', 'cicero'], units: ['legio-x', 'legio-xi', 'legio-xiv', 'cretans', 'numidians', 'roman-cav-1', 'allied-cav-1', 'allied-cav-2'] },
  // Labienus with two legions and the cavalry among the Sequani (VII.90).
  { region: 'sequani', leaders: ['labienus'], units: ['legio-vii', 'legio-xv', 'balearics', 'roman-cav-2'] },
  // Fabius with two legions among the Remi (VII.90), with Vertiscus and the Remic horse (VIII.12).
  { region: 'remi', leaders: ['fabius', 'vertiscos'], units: ['legio-viii', 'legio-ix', 'allied-cav-3'] },
  // Two legions among the Lingones, guarding the road from the Sequani to the Aedui (reconstructed).
  { region: 'lingones', leaders: ['trebonius'], units: ['legio-vi', 'legio-xii'] },
  // T. Sextius among the Bituriges (VII.90), who rise at once (VIII.2): contested, in the open.
  { region: 'bituriges', leaders: ['sextius'], units: ['legio-xiii'] },
  // C. Caninius Rebilus, posted toward the Ruteni (VII.90) with two legions (VIII.24), faces the
  // Cadurci: contested, in the open.
  { region: 'arverni', leaders: ['caninius'], units: ['legio-i', 'legio-v'] },
];

/** BG 6.3.4 — the Gallic set-up (all counters of each tribe, outside oppida, BG 6). */
export const UPRISING_GALLIC: { region: RegionId; tribes: TribeId[] }[] = [
  // Correus and the Bellovaci with Commius and the Atrebates and the Caleti (VIII.7): five units,
  // an army that does not yet strain the Winter supply of the region (BG 2.3.1 rolls above 5).
  { region: 'bellovaci', tribes: ['bellovaci', 'atrebates', 'caleti'] },
  // Gutruatus and the Carnutes (VIII.4, VIII.38).
  { region: 'carnutes', tribes: ['carnutes'] },
  // Dumnacus and the Andes besieging Lemonum, with the Pictones and Turones who joined (VIII.26).
  { region: 'pictones', tribes: ['andes', 'pictones', 'turones'] },
  // Ambiorix among the Eburones (VIII.24–25).
  { region: 'eburones', tribes: ['eburones'] },
  // The Treveri, never quiet (VIII.25, 45).
  { region: 'treveri', tribes: ['treveri'] },
  // The Bituriges rise first (VIII.2).
  { region: 'bituriges', tribes: ['bituriges'] },
  // Lucterius and the Cadurci of Uxellodunum (VIII.30–32); Drappes joins them (prepare).
  { region: 'arverni', tribes: ['cadurci'] },
];

/** Leaders of the deployed tribes who were dead or captive by 51 BC (left off the map). */
export const UPRISING_ABSENT: readonly LeaderId[] = ['indutiomarus', 'catuvolcos'];

/** The Roman units that start inside hiberna (BG 6, BG 4.5.7): the four posts in Roman-held regions. */
export const UPRISING_HIBERNA: readonly RegionId[] = ['aedui', 'sequani', 'remi', 'lingones'];

/** Finishing touches: leaders who were not there, and Drappes with Lucterius. */
export function prepareLastUprising(s: BellumState): void {
  for (const l of UPRISING_ABSENT) delete s.leaders[l];
  s.leaders['drappes'] = { region: 'arverni', place: null, out: null, wounded: false };
  s.oppidumTests = {};
}
