/**
 * Leader counters of Bellum Gallicum II (BG 0.2, 4.2.2), reconstructed.
 *
 * The seed gives names, that ranks run 1–3, that ratings of 4 or more exist (BG 4.4.1),
 * that Caesar commands over his legates (example 1) and Comnios over Galba, Correos and
 * Buduognatos, and that Crassus can lead a forced march in 6.1 (rank ≥ 2, BG 3.4).
 * Scale adopted: rating 1–6, Caesar 6 alone at the top. See docs/reconstruction/counters.md.
 */
import type { LeaderData, LeaderId, TribeId } from './types';

type Rank = LeaderData['rank'];

const LEGATE = 'legate: rank 2, rating by his record in the Commentaries';

function roman(id: LeaderId, name: string, rank: Rank, rating: number, why: string): LeaderData {
  return { id, name, side: 'roman', rank, rating, indomitable: false, gallicChief: false, tribune: false, reconstructed: why };
}

function chief(
  id: LeaderId,
  name: string,
  tribe: TribeId | undefined,
  rank: Rank,
  rating: number,
  indomitable: boolean,
  why: string,
  side: LeaderData['side'] = 'gallic',
): LeaderData {
  return { id, name, side, rank, rating, indomitable, gallicChief: side === 'roman', tribe, tribune: false, reconstructed: why };
}

function tribune(n: number): LeaderData {
  return {
    id: `tribune-${n}`,
    name: `Tribune ${['I', 'II', 'III', 'IV'][n - 1]}`,
    side: 'roman',
    rank: 1,
    rating: 1,
    indomitable: false,
    gallicChief: false,
    tribune: true,
    reconstructed: 'substitute leader (BG 4.2.2); four counters, lowest rank and rating',
  };
}

export const LEADERS: readonly LeaderData[] = [
  // ------------------------------------------------------------ Rome
  roman('caesar', 'C. Iulius Caesar', 3, 6, 'the only Roman rank 3 and the highest rating of the game (commands in example 1, outrates Comnios in example 2)'),
  roman('labienus', 'T. Labienus', 2, 5, 'legatus pro praetore: best of the legates, still below Caesar'),
  roman('crassus', 'P. Licinius Crassus', 2, 4, 'rank 2 so he may force-march in 6.1 (BG 3.4); rating 4 for his Aquitanian campaign'),
  roman('fabius', 'C. Fabius', 2, 3, LEGATE),
  roman('cicero', 'Q. Tullius Cicero', 2, 3, LEGATE),
  roman('trebonius', 'C. Trebonius', 2, 3, LEGATE),
  roman('antonius', 'M. Antonius', 2, 3, LEGATE),
  roman('brutus', 'D. Iunius Brutus', 2, 3, LEGATE),
  roman('sabinus', 'Q. Titurius Sabinus', 2, 3, LEGATE),
  roman('cotta', 'L. Aurunculeius Cotta', 1, 2, 'junior legate (shared command with Sabinus)'),
  roman('sergius-galba', 'Ser. Sulpicius Galba', 1, 2, 'junior legate (one legion at Octodurus)'),
  tribune(1),
  tribune(2),
  tribune(3),
  tribune(4),
  // Pro-Roman Gallic chiefs (Roman player).
  chief('diviciacos', 'Diviciacos', 'aedui', 2, 2, false, 'pro-Roman Aeduan druid (BG I.16, II.5)', 'roman'),
  chief('vertiscos', 'Vertiscos', 'remi', 1, 2, false, 'pro-Roman Remic cavalry leader (BG VIII.12)', 'roman'),

  // ------------------------------------------------------------ Belgae
  chief('comnios', 'Comnios', 'atrebates', 3, 4, true, 'commands Galba, Correos and Buduognatos in example 1, so rank 3; vowed never to meet a Roman again (indomitable)'),
  chief('galba', 'Galba', 'suessiones', 2, 3, false, 'king of the Suessiones, Belgic commander of 57; below Comnios (example 1)'),
  chief('correos', 'Correos', 'bellovaci', 2, 4, true, 'war leader of 51, fought to the death (BG VIII.19); below Comnios in rank'),
  chief('buduognatos', 'Buduognatos', 'nervii', 2, 3, false, 'Nervian commander at the Sabis (BG II.23); below Comnios'),
  chief('ambiorix', 'Ambiorix', 'eburones', 2, 4, true, 'destroyed Sabinus and Cotta (54) and was never caught'),
  chief('catuvolcos', 'Catuvolcos', 'eburones', 1, 2, false, 'co-king of the Eburones, old and worn (BG VI.31)'),
  chief('indutiomarus', 'Indutiomarus', 'treveri', 2, 3, true, 'anti-Roman Treveran leader to his death (BG V.58)'),
  // ------------------------------------------------------------ Celtica
  chief('viridovix', 'Viridovix', 'venelli', 2, 3, false, 'led the Armorican coastal rising of 56 (BG III.17)'),
  chief('camulogenos', 'Camulogenos', 'cenomani', 2, 3, false, 'old Aulercan commander at Lutetia (BG VII.57)'),
  chief('dumnacos', 'Dumnacos', 'andes', 2, 3, true, 'besieged Lemonum in 51 and escaped for good (BG VIII.31)'),
  chief('sedullos', 'Sedullos', 'lemovices', 1, 2, false, 'Lemovican chief killed at Alesia (BG VII.88)'),
  chief('vercingetorix', 'Vercingetorix', 'arverni', 3, 5, true, 'supreme commander of 52, second only to Caesar; enters in 52 BC (BG 0.4)'),
  chief('vercassivellaunos', 'Vercassivellaunos', 'arverni', 2, 3, false, 'Arvernian leader before 52 and at Alesia (BG 0.4, VII.76)'),
  chief('lucterios', 'Lucterios', 'cadurci', 2, 3, true, 'raided the Province in 52 and held Uxellodunum in 51'),
  chief('teutomatos', 'Teutomatos', 'nitiobriges', 1, 2, false, 'king of the Nitiobriges at Gergovia (BG VII.31)'),
  chief('gutruatos', 'Gutruatos', 'carnutes', 2, 3, false, 'led the Cenabum rising of 52 (BG VIII.38)'),
  chief('acco', 'Acco', 'senones', 1, 2, false, 'Senonian leader executed in 53 (BG VI.44)'),
  chief('drappes', 'Drappes', 'senones', 2, 3, true, 'raider of 51, starved himself in captivity (BG VIII.44)'),
  chief('dumnorix', 'Dumnorix', 'aedui', 2, 3, false, 'anti-Roman Aeduan noble with his own cavalry (BG I.18)'),
  chief('casticos', 'Casticos', 'sequani', 1, 2, false, 'Sequanian co-plotter of Orgetorix (BG I.3)'),
  chief('orgetorix', 'Orgetorix', 'helvetii', 3, 3, false, 'author of the migration; leads the Helvetii in 6.2 (its victory needs him, I12)'),
  chief('divico', 'Divico', 'helvetii', 2, 3, false, 'veteran war leader of the Helvetii (BG I.13)'),
  // ------------------------------------------------------------ Britannia, Germania
  chief('cassivellaunos', 'Cassivellaunos', 'catuvellauni', 3, 4, false, 'war leader of the Britons in 54 (BG V.11)'),
  chief('ariovistus', 'Ariovistus', undefined, 3, 4, false, 'king of the Germanic host of 58 (6.2 reinforcement)'),
  chief('suebi-chief', 'Suebi chief', undefined, 1, 2, false, 'unnamed second leader of the 6.2 Germanic host'),
  chief('adiatuanus', 'Adiatuanus', 'sotiates', 2, 3, false, 'Sotiate chief who held Sos against Crassus (BG III.22); below Crassus'),
];

export const LEADER_BY_ID: Readonly<Record<LeaderId, LeaderData>> = Object.fromEntries(LEADERS.map((x) => [x.id, x]));
