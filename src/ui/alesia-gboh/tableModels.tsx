/**
 * Alésia (GBoH)'s tables as the shell's Tables tab shows them (shell/tables/GridTable.tsx): the
 * Gallic Entry Arrival Table (AG 5.33, 5.42) and the Shock Results Table (AG 9.25, 9.42), from the
 * engine's data, each row's provenance kept (a reconstructed row says so).
 */
import { ENTRY_ROWS, ENTRY_TABLE_LEGEND, ENTRY_TABLE_NAME, NIGHT_ENTRY_DRM } from '../../engine/alesia-gboh/tables/entry';
import { SHOCK_TABLE, SHOCK_TABLE_LEGEND, SHOCK_TABLE_NAME } from '../../engine/alesia-gboh/tables/shock';
import type { GridModel } from '../shell/tables/GridTable';

function entryModel(): GridModel {
  return {
    key: 'entry',
    title: ENTRY_TABLE_NAME,
    rule: 'AG 5.42',
    tableRule: 'AG 5.33',
    rowAxis: 'Entry Zone',
    colAxis: 'The tribes arrive on',
    cols: [
      { key: 'day', label: 'By day' },
      { key: 'night', label: `At night (+${NIGHT_ENTRY_DRM})` },
    ],
    rows: ENTRY_ROWS.map((r) => ({ key: r.zone, label: `Zone ${r.zone}` })),
    cell: (row, col) => {
      const r = ENTRY_ROWS.find((x) => x.zone === row)!;
      if (r.automatic) return 'automatic';
      const max = col === 'night' ? r.maxSuccess - NIGHT_ENTRY_DRM : r.maxSuccess;
      return max < 0 ? 'never' : `0–${max}`;
    },
    reconstructed: 'Only Zones I–II (automatic) and Zone III (0–8, the AG 5.42 example) are fixed by the rules; the other rows are rebuilt from the AG 5.43 note (the farther zones are harder).',
    legend: ENTRY_TABLE_LEGEND,
  };
}

function shockModel(): GridModel {
  return {
    key: 'shock',
    title: SHOCK_TABLE_NAME,
    rule: 'AG 9.25',
    tableRule: 'AG 9.42',
    rowAxis: 'Modified die',
    colAxis: 'Result',
    cols: [
      { key: 'att', label: 'Attacker Hits' },
      { key: 'def', label: 'Defender Hits' },
      { key: 'r', label: 'Retreat' },
      { key: 'cs', label: 'Continued Shock' },
    ],
    rows: SHOCK_TABLE.map((r) => ({ key: r.row, label: r.row })),
    cell: (row, col) => {
      const r = SHOCK_TABLE.find((x) => x.row === row)!;
      if (col === 'att') return String(r.attackerHits);
      if (col === 'def') return String(r.defenderHits);
      if (col === 'r') return r.attackerRetreat ? 'Attacker' : r.defenderRetreat ? 'Defender' : '—';
      return r.continuedShock ? 'CS' : '—';
    },
    reconstructed: 'Only row 4 (2 Hits each, no retreat: the AG 9.23 example) is fixed by the rules; the other rows are rebuilt (each row’s reason is in the engine’s data).',
    legend: SHOCK_TABLE_LEGEND,
  };
}

export const AG_TABLE_MODELS: readonly (() => GridModel)[] = [entryModel, shockModel];
