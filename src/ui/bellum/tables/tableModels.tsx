/** The seven Bellum Gallicum II tables turned into GridModels for display. */
import {
  ATTRITION_TABLE, LEADER_TABLE, PITCHED_BATTLE_TABLE, RALLY_TABLE, ROUT_TABLE, SIEGE_TABLE, SKIRMISH_TABLE,
} from '../../../engine/bellum/data/tables';
import type { BattleEffect, Quality, RallyOutcome, RoutCode } from '../../../engine/bellum/data/types';
import type { GridModel } from '../../shell/tables/GridTable';
import { TABLE_INFO, type TableKey } from './tableNames';
import { DrmList } from './DrmList';

const minus = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

function rollRows(min: number, max: number): GridModel['rows'] {
  const rows: GridModel['rows'] = [];
  for (let r = min; r <= max; r++) {
    const label = r === min ? `≤ ${minus(r)}` : r === max ? `≥ ${minus(r)}` : minus(r);
    rows.push({ key: String(r), label });
  }
  return rows;
}
const dieRows: GridModel['rows'] = [1, 2, 3, 4, 5, 6].map((d) => ({ key: String(d), label: String(d) }));

const SK_CODES: Record<string, string> = {
  NE: 'no effect', A1: 'attacker loses a unit', AR: 'attacker reduces a unit',
  D1: 'defender loses a unit', DR: 'defender reduces a unit', EX: 'exchange: both reduce a unit',
};

export function skirmishModel(): Cells {
  const t = SKIRMISH_TABLE;
  return {
    key: 'skirmish',
    rowAxis: 'Modified die',
    colAxis: 'Odds',
    cols: t.columns.map((c) => ({ key: c.label, label: c.label })),
    rows: rollRows(t.minRoll, t.maxRoll),
    cell: (row, col) => {
      const cell = t.cells[Number(row) - t.minRoll][t.columns.findIndex((c) => c.label === col)];
      return (
        <abbr title={`${SK_CODES[cell.code]}${cell.leaderTest ? ', plus an extra Leader Table test' : ''}`}>
          {cell.code}
          {cell.leaderTest ? '*' : ''}
        </abbr>
      );
    },
    reconstructed: t.reconstructed,
    legend: (
      <p>
        {Object.entries(SK_CODES).map(([k, v]) => `${k} = ${v}`).join('; ')}; * = the losing side makes one extra
        Leader Table test. Odds: attacker SPs plus best leader against the defender&apos;s, rounded in the
        defender&apos;s favour.
      </p>
    ),
    extra: <DrmList table="skirmish" />,
  };
}

function effectText(e: BattleEffect): string {
  return e.code;
}

export function pitchedBattleModel(): Cells {
  const t = PITCHED_BATTLE_TABLE;
  return {
    key: 'pitchedbattle',
    rowAxis: 'Modified die',
    colAxis: 'First-line odds',
    cols: t.columns.map((c) => ({ key: c.label, label: c.label })),
    rows: rollRows(t.minRoll, t.maxRoll),
    cell: (row, col) => {
      const cell = t.cells[Number(row) - t.minRoll][t.columns.findIndex((c) => c.label === col)];
      const a = effectText(cell.attacker);
      const d = effectText(cell.defender);
      return (
        <span className="pb-cell">
          {cell.winner === 'attacker' ? <strong className="winner">{a}</strong> : <span>{a}</span>}
          {' / '}
          {cell.winner === 'defender' ? <strong className="winner">{d}</strong> : <span>{d}</span>}
          <span className="sr-only">{cell.winner === 'attacker' ? ', attacker wins' : ', defender wins'}</span>
        </span>
      );
    },
    reconstructed: t.reconstructed,
    legend: (
      <p>
        Each cell reads attacker / defender. <strong className="winner">Bold, underlined</strong> = winner of the
        sequence. R = no effect (no rout test); ¼, ½ = weaken that share of the first-line units; T = weaken them
        all; E¼, E½ = eliminate that share. Shares are rounded down, in the owner&apos;s favour.
      </p>
    ),
    extra: <DrmList table="pitched-battle" />,
  };
}

const QUALITIES: Quality[] = ['E', 'B', 'M', 'F'];
const QUALITY_NAMES: Record<Quality, string> = { E: 'Élite', B: 'Bonne', M: 'Moyenne', F: 'Faible' };
const ROUT_NAMES: Record<RoutCode, string> = { Ra: 'rallies', De: 'demoralised', Fu: 'flees' };

export function routModel(): Cells {
  const t = ROUT_TABLE;
  return {
    key: 'rout',
    rowAxis: 'Die (one per wing)',
    colAxis: 'Unit quality',
    cols: QUALITIES.map((q) => ({ key: q, label: <abbr title={QUALITY_NAMES[q]}>{q}</abbr> })),
    rows: dieRows,
    cell: (row, col) => {
      const code = t.results[col as Quality][Number(row) - 1];
      return <abbr title={ROUT_NAMES[code]}>{code}</abbr>;
    },
    reconstructed: t.reconstructed,
    legend: <p>Ra = rallies; De = demoralised (stays as it is); Fu = flees. Qualities: E Élite, B Bonne, M Moyenne, F Faible.</p>,
  };
}

const RALLY_NAMES: Record<RallyOutcome, string> = {
  full: 'Full strength', reduced: 'Reduced', eliminated: 'Eliminated (permanent loss)',
};

export function rallyModel(): Cells {
  const t = RALLY_TABLE;
  const codes: RoutCode[] = ['Ra', 'De', 'Fu'];
  return {
    key: 'rally',
    rowAxis: 'Rout result',
    colAxis: 'Box',
    cols: [
      { key: 'A', label: 'A (weakened)' },
      { key: 'E', label: 'E (eliminated)' },
    ],
    rows: codes.map((c) => ({ key: c, label: `${c} (${ROUT_NAMES[c]})` })),
    cell: (row, col) => RALLY_NAMES[t.outcome[row as RoutCode][col as 'A' | 'E']],
    reconstructed: t.reconstructed,
  };
}

const LEADER_NAMES = { none: 'No effect', wounded: 'Wounded', captured: 'Captured', killed: 'Killed' } as const;

export function leaderModel(): Cells {
  const t = LEADER_TABLE;
  return {
    key: 'leader',
    rowAxis: '2d6',
    colAxis: 'Result',
    cols: [{ key: '2d6', label: 'Result' }],
    rows: t.results.map((_, i) => ({ key: String(i + 2), label: String(i + 2) })),
    cell: (row) => LEADER_NAMES[t.results[Number(row) - 2]],
    reconstructed: t.reconstructed,
    legend: <p>Caesar &ldquo;killed&rdquo;: roll 1d6 again, only a 1 kills him, otherwise he is wounded (BG 4.2.2).</p>,
  };
}

const TERRAIN_NAMES: Record<string, string> = { clear: 'Clear', forest: 'Forest', marsh: 'Marsh', mountain: 'Mountain' };

export function attritionModel(): Cells {
  const t = ATTRITION_TABLE;
  const cols: GridModel['cols'] = [];
  t.terrains.forEach((ter) =>
    t.brackets.forEach((b) => cols.push({ key: `${ter} ${b.label}`, label: b.label })),
  );
  return {
    key: 'attrition',
    rowAxis: 'Die',
    colAxis: 'Terrain, units in force',
    colGroups: t.terrains.map((ter) => ({ label: TERRAIN_NAMES[ter] ?? ter, span: t.brackets.length })),
    cols,
    rows: dieRows,
    cell: (row, col) => {
      const ci = cols.findIndex((c) => c.key === col);
      const ter = Math.floor(ci / t.brackets.length);
      const b = ci % t.brackets.length;
      return String(t.losses[ter][b][Number(row) - 1]);
    },
    reconstructed: t.reconstructed,
    legend: <p>Numbers are units of the force to reduce, owner&apos;s choice.</p>,
  };
}

const CATEGORY = (c: string): string => c.replace(/-/g, ' ');

export function siegeModel(): Cells {
  const t = SIEGE_TABLE;
  return {
    key: 'siege',
    rowAxis: 'Die',
    colAxis: 'Differential (besieger − besieged)',
    cols: t.columns.map((c) => ({ key: c.label, label: c.label })),
    rows: dieRows,
    cell: (row, col) => {
      const c = t.cells[Number(row) - 1][t.columns.findIndex((x) => x.label === col)];
      return (
        <span>
          {c.besieger}/{c.besieged}
          <span className="sr-only"> (besieger reduces {c.besieger}, besieged reduces {c.besieged})</span>
        </span>
      );
    },
    reconstructed: t.reconstructed,
    legend: <p>Cells read besieger / besieged: units each side must reduce.</p>,
    extra: (
      <dl className="table-lists">
        <dt>May garrison</dt>
        <dd>{t.mayGarrison.map(CATEGORY).join(', ')}</dd>
        <dt>May besiege</dt>
        <dd>{t.mayBesiege.map(CATEGORY).join(', ')}</dd>
      </dl>
    ),
  };
}

/** A table's grid without its names: those come from TABLE_INFO by key. */
type Cells = Omit<GridModel, 'key' | 'title' | 'rule' | 'tableRule'> & { key: TableKey };

const named = (make: () => Cells) => (): GridModel => {
  const m = make();
  return { ...m, ...TABLE_INFO[m.key] };
};

export const TABLE_MODELS: (() => GridModel)[] = [
  skirmishModel, pitchedBattleModel, routModel, rallyModel, leaderModel, attritionModel, siegeModel,
].map(named);
