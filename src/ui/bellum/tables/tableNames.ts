/**
 * Names of the Bellum Gallicum II tables as the UI shows them, and the matching of the loose
 * ids found in log entries (`cell.table` may be 'pitched-battle', 'Pitched Battle', 'rout' …).
 */
import type { TableCell } from '../../../engine/core/log';

export type TableKey = 'skirmish' | 'pitchedbattle' | 'rout' | 'rally' | 'leader' | 'attrition' | 'siege';

export const TABLE_INFO: Record<TableKey, { title: string; rule: string; tableRule: string }> = {
  skirmish: { title: 'Skirmish Table', rule: 'BG 4.3.2', tableRule: 'BG T.Skirmish' },
  pitchedbattle: { title: 'Pitched Battle Table', rule: 'BG 4.4.2', tableRule: 'BG T.PitchedBattle' },
  rout: { title: 'Rout Table', rule: 'BG 4.4.2', tableRule: 'BG T.Rout' },
  rally: { title: 'Rally Table', rule: 'BG 4.4.2', tableRule: 'BG T.Rally' },
  leader: { title: 'Leader Table', rule: 'BG 4.2.2', tableRule: 'BG T.Leader' },
  attrition: { title: 'Attrition Table', rule: 'BG 2.3.4', tableRule: 'BG T.Attrition' },
  siege: { title: 'Siege Table', rule: 'BG 4.5.3', tableRule: 'BG T.Siege' },
};

export const TABLE_KEYS = Object.keys(TABLE_INFO) as TableKey[];

/** Lower case, letters and digits only; unify the minus signs and drop a trailing "table". */
export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tableKey(table: string): TableKey | null {
  const k = norm(table).replace(/[^a-z0-9]/g, '').replace(/^bgt/, '').replace(/table$/, '');
  if (k === 'battle' || k === 'pitched' || k === 'sally') return 'pitchedbattle';
  return (TABLE_KEYS as string[]).includes(k) ? (k as TableKey) : null;
}

export function tableTitle(table: string): string {
  const k = tableKey(table);
  return k ? TABLE_INFO[k].title : table;
}

/** True when `lit` designates the cell at (`row`, `col`) of table `key`. */
export function isLit(lit: TableCell | null | undefined, key: TableKey, row: string, col: string): boolean {
  if (!lit || tableKey(lit.table) !== key) return false;
  return norm(lit.row) === norm(row) && norm(lit.col) === norm(col);
}

export function litTable(lit: TableCell | null | undefined, key: TableKey): boolean {
  return !!lit && tableKey(lit.table) === key;
}
