/**
 * Names of the Bellum Gallicum II tables as the UI shows them, and the matching of the loose
 * ids found in log entries (`cell.table` may be 'pitched-battle', 'Pitched Battle', 'rout' …).
 */
import { norm } from '../../shell/tables/norm';

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


export function tableKey(table: string): TableKey | null {
  const k = norm(table).replace(/[^a-z0-9]/g, '').replace(/^bgt/, '').replace(/table$/, '');
  if (k === 'battle' || k === 'pitched' || k === 'sally') return 'pitchedbattle';
  return (TABLE_KEYS as string[]).includes(k) ? (k as TableKey) : null;
}

export function tableTitle(table: string): string {
  const k = tableKey(table);
  return k ? TABLE_INFO[k].title : table;
}

