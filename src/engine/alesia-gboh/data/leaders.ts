/**
 * Leaders of Alésia (AG 4.2). Ratings (AG 4.21–4.24): Initiative and Seizures (OCs and Roman zone
 * commanders), Charisma, Command Range in MP (legates, prefects, chiefs, zone commanders), Control
 * (Gallic chiefs only). MA (AG 4.21, 6.12–6.14): 30 for OCs and zone commanders, 9 for everyone else
 * — Vercingetorix moves as a chief (6.14).
 *
 * Fixed by the seed or its errata:
 *  - Commius: Initiative 3 (errata #8 corrects the AG 5.23 example's "2") and Seizures 3 (AG 5.23:
 *    "one of his three attempts").
 *  - Vercingetorix: Command Range 8 (errata #10), no Control (AG 4.24).
 *  - Eporedorix: Control 7 (AG 4.12 example).
 *  - Every MA (AG 4.21, 4.24, 6.12–6.14).
 * Everything else is rebuilt (docs/reconstruction/gboh-counters.md §3): the chiefs' total Control
 * stays below the relief tribes' total (AG 4.24 design note: a few more tribes than chiefs can lead).
 *
 * Caesar has no Command Range: his seizures reach any legion anywhere (AG 5.21) and he commands
 * through legates and zone commanders. Commius is OC (top line) and a chief (bottom line, AG 4.22):
 * his `range` and `control` are the bottom line; as an OC he moves 30 (6.13), and this edition lets
 * him move 9 when activated as a chief with his Command (6.12) — the reading a player expects.
 */
import type { AgLeaderDef } from './types';
import { LEGATE_OF, type AgLegionId } from './legions';

type Ratings = Omit<AgLeaderDef, 'reconstructed' | 'why' | 'source' | 'fixed'> & {
  fixed?: AgLeaderDef['fixed'];
  why: string;
};

const MA_OC = 'AG 4.21, 6.13';
const MA_9 = 'AG 4.24, 6.12';

function leader(r: Ratings): AgLeaderDef {
  const fixed = { ...(r.fixed ?? {}) };
  if (fixed.ma === undefined) fixed.ma = r.ma === 30 ? MA_OC : r.id === 'vercingetorix' ? 'AG 6.14' : MA_9;
  const { why, fixed: _f, ...rest } = r;
  return { ...rest, fixed, reconstructed: true, why, source: Object.entries(fixed).map(([k, v]) => `${k}: ${v}`).join('; ') };
}

const ROMAN: readonly AgLeaderDef[] = [
  leader({ id: 'caesar', side: 'roman', name: 'Caesar', role: 'oc', initiative: 6, seizures: 4, charisma: 1, ma: 30,
    why: 'The best OC of the game: Initiative 6 (seizes on 0–6), above Vercingetorix 5 and Commius 3; Seizures 4; Charisma (his presence at the Mt Réa crisis, BG VII.87–88). No Command Range: his seizures reach any legion (AG 5.21).' }),
  leader({ id: 'labienus', side: 'roman', name: 'T. Labienus', role: 'zone', initiative: 4, seizures: 2, charisma: 0, range: 8, ma: 30,
    why: 'Caesar’s senior legate (sent with six cohorts to Mt Réa, BG VII.86): the better zone commander — Initiative 4, Seizures 2, Range 8 to reach auxiliaries spread along the Ramparts.' }),
  leader({ id: 'antonius', side: 'roman', name: 'M. Antonius', role: 'zone', initiative: 3, seizures: 2, charisma: 0, range: 6, ma: 30,
    why: 'Zone commander (BG VII.81, with Trebonius at the night attack): Initiative 3, Seizures 2, Range 6 — one step below Labienus.' }),
];

/** Legates named in BG VII.81–90 (none in the seed); the legion each leads is rebuilt (legions.ts). */
const LEGATES: Readonly<Record<string, { name: string; range: number; note: string }>> = {
  sulpicius: { name: 'P. Sulpicius Rufus', range: 4, note: 'legate in 52 BC (BG VII.90)' },
  trebonius: { name: 'C. Trebonius', range: 6, note: 'held the line at the night attack with Antonius (BG VII.81)' },
  fabius: { name: 'C. Fabius', range: 5, note: 'sent with cohorts to the threatened sector (BG VII.87)' },
  brutus: { name: 'D. Iunius Brutus', range: 5, note: 'sent with cohorts to the threatened sector (BG VII.87)' },
  rebilus: { name: 'C. Caninius Rebilus', range: 5, note: 'held the Mt Réa camp with two legions (BG VII.83)' },
  reginus: { name: 'C. Antistius Reginus', range: 5, note: 'held the Mt Réa camp with two legions (BG VII.83)' },
  sextius: { name: 'T. Sextius', range: 4, note: 'legate in 52 BC (BG VII.49, VII.90)' },
  basilus: { name: 'L. Minucius Basilus', range: 4, note: 'legate in 52 BC (BG VII.90)' },
  rutilus: { name: 'M. Sempronius Rutilus', range: 4, note: 'legate in 52 BC (BG VII.90)' },
  cicero: { name: 'Q. Tullius Cicero', range: 5, note: 'legate in 52 BC (BG VII.90)' },
};

const legates: AgLeaderDef[] = (Object.entries(LEGATE_OF) as [AgLegionId, string][]).map(([legion, id]) => {
  const l = LEGATES[id];
  return leader({ id, side: 'roman', name: l.name, role: 'legate', charisma: 0, range: l.range, ma: 9, legion,
    why: `A legate of Caesar’s named in the Gallic War (${l.note}); the seed names none. Range 4–6 MP (the seed gives ranges in MP, AG 4.24; 6 for the most trusted). His legion is rebuilt.` });
});

const prefects: AgLeaderDef[] = [1, 2, 3].map((n) =>
  leader({ id: `prefect-${n}`, side: 'roman', name: `Cavalry Prefect ${['I', 'II', 'III'][n - 1]}`, role: 'prefect', charisma: 0, range: n === 1 ? 6 : 5, ma: 9,
    why: 'Three prefects (AG 12.1–12.2); Caesar names none of the German horse’s commanders. Range 5–6 MP so that the cavalry of one camp fits one Command.' }),
);

const GALLIC: readonly AgLeaderDef[] = [
  leader({ id: 'vercingetorix', side: 'gallic', name: 'Vercingetorix', role: 'oc', initiative: 5, seizures: 3, charisma: 1, range: 8, ma: 9,
    fixed: { range: 'errata #10 (8 MP)' },
    why: 'OC of the Alésia force (AG 4.21) and its chief; no Control (AG 4.24: he commands the whole force). Initiative 5 and Charisma: the best Gallic commander, below Caesar. Seizures 3, as Commius.' }),
  leader({ id: 'critognatus', side: 'gallic', name: 'Critognatus', role: 'oc', initiative: 2, seizures: 2, charisma: 0, range: 6, ma: 9,
    fixed: { ma: 'AG 6.14, read as holding for the Alésia OC who replaces Vercingetorix (4.35)' },
    why: 'Replaces Vercingetorix as OC of the Alésia force (AG 4.35); an Arvernian noble known only for his speech (BG VII.77): weaker in every rating.' }),
  leader({ id: 'commius', side: 'gallic', name: 'Commius', role: 'oc', initiative: 3, seizures: 3, charisma: 0, range: 6, control: 6, ma: 30,
    fixed: { initiative: 'errata #8 (corrects the AG 5.23 example’s 2 to 3)', seizures: 'AG 5.23 example (three attempts)' },
    why: 'OC of the relief army and an on-map chief (AG 4.22); bottom line rebuilt: Range 6, Control 6 (one of the four commanders of BG VII.76, an Atrebatan king rather than a war leader: no Charisma).' }),
  leader({ id: 'eporedorix', side: 'gallic', name: 'Eporedorix', role: 'chief', charisma: 0, range: 6, control: 7, ma: 9,
    fixed: { control: 'AG 4.12 example (GB-4.12)' },
    why: 'Aeduan, one of the four commanders of the relief (BG VII.76). Range 6 rebuilt.' }),
  leader({ id: 'viridomarus', side: 'gallic', name: 'Viridomarus', role: 'chief', charisma: 0, range: 5, control: 6, ma: 9,
    why: 'Aeduan, one of the four commanders of the relief (BG VII.76): Control 6, one below his colleague Eporedorix; Range 5.' }),
  leader({ id: 'vercassivellaunus', side: 'gallic', name: 'Vercassivellaunus', role: 'chief', charisma: 1, range: 7, control: 7, ma: 9,
    why: 'Arvernian, Vercingetorix’s cousin, led the picked 60,000 against Mt Réa (BG VII.83; errata #13): the best relief chief — Control 7, Range 7, Charisma.' }),
  leader({ id: 'sedullus', side: 'gallic', name: 'Sedullus', role: 'chief', charisma: 0, range: 5, control: 5, ma: 9,
    why: 'Leader and chief of the Lemovices, killed in the last fight (BG VII.88): Control 5, Range 5.' }),
  leader({ id: 'teutomatus', side: 'gallic', name: 'Teutomatus', role: 'chief', charisma: 0, range: 5, control: 5, ma: 9,
    why: 'King of the Nitiobriges, with Vercingetorix at Gergovia (BG VII.31, 46); his presence in the relief is a guess so that the chiefs’ Control falls just short of the tribes’ (AG 4.24 note): Control 5, Range 5.' }),
  leader({ id: 'gallic-cavalry-leader-1', side: 'gallic', name: 'Gallic Cavalry Leader I', role: 'cavalry-leader', charisma: 0, range: 6, ma: 9,
    why: 'One of the two Gallic cavalry leaders (AG 4.44; 4.24 note: chiefs for cavalry and LI only, so no Control). Caesar names none. Range 6.' }),
  leader({ id: 'gallic-cavalry-leader-2', side: 'gallic', name: 'Gallic Cavalry Leader II', role: 'cavalry-leader', charisma: 0, range: 6, ma: 9,
    why: 'One of the two Gallic cavalry leaders (AG 4.44; 4.24 note: chiefs for cavalry and LI only, so no Control). Caesar names none. Range 6.' }),
];

export const AG_LEADERS: readonly AgLeaderDef[] = [...ROMAN, ...legates, ...prefects, ...GALLIC];

const BY_ID = new Map(AG_LEADERS.map((l) => [l.id, l]));
export const agLeader = (id: string): AgLeaderDef => {
  const l = BY_ID.get(id);
  if (!l) throw new Error(`unknown Alésia leader ${id}`);
  return l;
};
