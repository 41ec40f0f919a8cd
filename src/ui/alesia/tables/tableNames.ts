/**
 * Names of the Alesia (1983 rules) tables as the tables view shows them, and the matching of the
 * table names the engine writes in log cells (`H2H_TABLE_NAME`, `MISSILE_ENGINE_TABLE_NAME` …).
 * Matching is loose: case, blanks, dashes, slashes and a trailing "table" / "chart" are ignored,
 * and the rule id of the table (`AC T.H2H`) is accepted as well.
 */
import {
  ARCHER_SLINGER_TABLE_NAME, H2H_TABLE_NAME, MISSILE_ENGINE_TABLE_NAME, OUTER_WORKS_TABLE_NAME, RECON_CHART_NAME,
} from '../../../engine/alesia-classic/tables';
import { norm } from '../../shell/tables/norm';

export type AcTableKey = 'h2h' | 'archer' | 'engine' | 'outerworks' | 'recon' | 'terrain';

export const AC_TABLE_INFO: Record<AcTableKey, { title: string; rule: string; tableRule: string }> = {
  h2h: { title: H2H_TABLE_NAME, rule: 'AC 15.2', tableRule: 'AC T.H2H' },
  archer: { title: ARCHER_SLINGER_TABLE_NAME, rule: 'AC 20.5', tableRule: 'AC T.Archer' },
  engine: { title: MISSILE_ENGINE_TABLE_NAME, rule: 'AC 24.2', tableRule: 'AC T.Engine' },
  outerworks: { title: OUTER_WORKS_TABLE_NAME, rule: 'AC 23.2', tableRule: 'AC T.OuterWorks' },
  recon: { title: `${RECON_CHART_NAME} (optional rule)`, rule: 'AC 22.45', tableRule: 'AC T.Recon' },
  terrain: { title: 'Terrain Effects Chart', rule: 'AC 8', tableRule: 'AC T.Terrain' },
};

export const AC_TABLE_KEYS = Object.keys(AC_TABLE_INFO) as AcTableKey[];

const squash = (s: string): string => norm(s).replace(/[^a-z0-9]/g, '');

/** Every spelling a table may be named by, squashed (engine names, titles, rule ids, short forms). */
const ALIASES: Record<string, AcTableKey> = {};
const alias = (key: AcTableKey, ...names: string[]) => {
  for (const n of names) ALIASES[squash(n)] = key;
};
alias('h2h', H2H_TABLE_NAME, 'Hand-to-Hand', 'Hand to Hand Combat', 'H2H', 'AC T.H2H', 'T.H2H', 'CRT');
alias('archer', ARCHER_SLINGER_TABLE_NAME, 'Archer/Slinger', 'Archer', 'Archers and Slingers', 'AC T.Archer', 'T.Archer');
alias('engine', MISSILE_ENGINE_TABLE_NAME, 'Missile Engine', 'Engine', 'AC T.Engine', 'T.Engine');
alias('outerworks', OUTER_WORKS_TABLE_NAME, 'Outer Works', 'AC T.OuterWorks', 'T.OuterWorks');
alias('recon', RECON_CHART_NAME, 'Reconnaissance', 'Recon', 'AC T.Recon', 'T.Recon');
alias('terrain', 'Terrain Effects Chart', 'Terrain Effects', 'Terrain', 'TEC', 'AC T.Terrain', 'T.Terrain');

/** The key of the table a log cell names, or null when it is not one of Alesia's tables. */
export function acTableKey(table: string): AcTableKey | null {
  const s = squash(table);
  return ALIASES[s] ?? ALIASES[s.replace(/(table|chart)$/, '')] ?? null;
}

/** The display title of the table a log cell names, or null. */
export function acTableTitle(table: string): string | null {
  const k = acTableKey(table);
  return k ? AC_TABLE_INFO[k].title : null;
}
