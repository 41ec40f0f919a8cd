/**
 * Caesar's ten legions at Alésia (AG 2.23, 4.11, 8.51, 10.8): ten cohorts each, a Scorpion, an Aquila
 * and a legate. Ten in all: scenarios 12.1/12.2 field six and keep four to guard the East (12.2's
 * reinforcements: "4 more legions"), and five infantry camps serve ten legions (AG 6.43 note).
 *
 * Which ten (VI–XV) is rebuilt: the sample deployment (GB-DEP) picks VI–XI, so those exist; Caesar's
 * army of 52 BC held VI–XV (plus the I lent by Pompey); VI–XV is the one run of ten that contains VI–XI.
 * Which legate led which legion is rebuilt too (the seed names none); see leaders.ts.
 */
import type { AgLegionDef } from './types';

export const AG_LEGION_IDS = ['VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'] as const;
export type AgLegionId = (typeof AG_LEGION_IDS)[number];

/** The legate of each legion (leader ids in leaders.ts). */
export const LEGATE_OF: Readonly<Record<AgLegionId, string>> = {
  VI: 'sulpicius',
  VII: 'trebonius',
  VIII: 'fabius',
  IX: 'brutus',
  X: 'rebilus',
  XI: 'reginus',
  XII: 'sextius',
  XIII: 'basilus',
  XIV: 'rutilus',
  XV: 'cicero',
};

export const AG_LEGIONS: readonly AgLegionDef[] = AG_LEGION_IDS.map((id) => ({
  id,
  legate: LEGATE_OF[id],
  aquila: `aquila-${id.toLowerCase()}`,
  reconstructed: !['VI', 'VII', 'VIII', 'IX', 'X', 'XI'].includes(id),
  source: 'AG 2.23 (10 cohorts), 8.51 (one Scorpion), 10.8 (one Aquila), 4.11 (one legate); VI–XI named in GB-DEP.',
  why: ['VI', 'VII', 'VIII', 'IX', 'X', 'XI'].includes(id)
    ? undefined
    : 'Four more legions exist (12.2 reinforcements, 6.43 note: ten legions); XII–XV complete the run VI–XV of Caesar’s army in 52 BC.',
}));

export const agLegion = (id: string): AgLegionDef => {
  const l = AG_LEGIONS.find((x) => x.id === id);
  if (!l) throw new Error(`unknown legion ${id}`);
  return l;
};
