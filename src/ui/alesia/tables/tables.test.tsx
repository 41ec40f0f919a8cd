// @vitest-environment jsdom
/** The Alesia tables view: every cell as the engine's table data, the lit cell of a logged roll, the names the log uses. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  ARCHER_SLINGER_TABLE, ARCHER_SLINGER_TABLE_NAME, H2H_COLUMNS, H2H_TABLE, H2H_TABLE_NAME, h2hCell, MISSILE_ENGINE_TABLE,
  MISSILE_ENGINE_TABLE_NAME, OUTER_WORKS_TABLE, OUTER_WORKS_TABLE_NAME, outerWorksRow, RECON_CHART, RECON_CHART_NAME,
} from '../../../engine/alesia-classic/tables';
import { acRuleText } from '../../../engine/alesia-classic/rules';
import { SystemUiContext } from '../../shell/SystemUiContext';
import type { GridModel } from '../../shell/tables/GridTable';
import { TablesView } from '../../shell/tables/TablesView';
import { alesiaClassicUi } from '../ui';
import { AC_TABLE_MODELS, h2hWords, missileWords, TERRAIN_ROWS } from './tableModels';
import { AC_TABLE_INFO, acTableKey, acTableTitle } from './tableNames';

afterEach(cleanup);

const models = (): GridModel[] => AC_TABLE_MODELS.map((m) => m());
const model = (key: string) => models().find((m) => m.key === key)!;
const text = (n: ReactNode): string => {
  const { container, unmount } = render(<>{n}</>);
  const t = container.textContent ?? '';
  unmount();
  return t;
};

describe('Alesia table models', () => {
  it('has the six tables, each with a rule and a table rule in the rule book', () => {
    expect(models().map((m) => m.key)).toEqual(['h2h', 'archer', 'engine', 'outerworks', 'recon', 'terrain']);
    for (const m of models()) {
      expect(acRuleText(m.rule), m.rule).toBeTruthy();
      expect(acRuleText(m.tableRule), m.tableRule).toBeTruthy();
    }
    for (const r of TERRAIN_ROWS) for (const id of r.rules) expect(acRuleText(id), id).toBeTruthy();
  });

  it('Hand-to-Hand: every cell is the engine’s result', () => {
    const m = model('h2h');
    expect(m.cols.map((c) => c.key)).toEqual([...H2H_COLUMNS]);
    for (const c of H2H_COLUMNS) for (let d = 1; d <= 6; d++) expect(text(m.cell(String(d), c)), `${c} ${d}`).toBe(H2H_TABLE[c][d - 1].text);
  });

  it('puts each code in words for the cell tooltip and screen readers', () => {
    expect(h2hWords(H2H_TABLE['1-4'][4])).toBe('every attacker eliminated; defender may advance up to 3 hexes');
    expect(h2hWords(H2H_TABLE['3-1'][0])).toBe('defender retreats 3 hexes; attacker may advance up to 1 hex');
    expect(missileWords(MISSILE_ENGINE_TABLE.primary[4])).toBe('every unit in the hex disrupted');
    const cell = render(<>{model('h2h').cell('1', '4-1')}</>).container.querySelector('abbr')!;
    expect(cell.title).toBe('every defender eliminated; attacker may advance up to 3 hexes');
  });

  it('Archer/Slinger and Missile Engine: every cell is the engine’s result', () => {
    const a = model('archer');
    expect(a.cols.map((c) => c.key)).toEqual(['Secondary', 'Primary']);
    for (const r of ['secondary', 'primary'] as const) for (let d = 1; d <= 6; d++) {
      expect(text(a.cell(String(d), r[0].toUpperCase() + r.slice(1)))).toBe(ARCHER_SLINGER_TABLE[r][d - 1].text);
    }
    const e = model('engine');
    expect(e.cols.map((c) => c.key)).toEqual(['Tertiary', 'Secondary', 'Primary']);
    for (const r of ['tertiary', 'secondary', 'primary'] as const) for (let d = 1; d <= 6; d++) {
      expect(text(e.cell(String(d), r[0].toUpperCase() + r.slice(1)))).toBe(MISSILE_ENGINE_TABLE[r][d - 1].text);
    }
  });

  it('Outer Works and Reconnaissance: every row is the engine’s', () => {
    const o = model('outerworks');
    expect(o.rows.map((r) => r.key)).toEqual([outerWorksRow(1), outerWorksRow(6)]);
    for (let d = 1; d <= 6; d++) {
      const row = OUTER_WORKS_TABLE.find((r) => r.dice.includes(d))!;
      expect(text(o.cell(outerWorksRow(d), 'Result'))).toBe(row.text);
    }
    const rc = model('recon');
    expect(rc.rows.map((r) => r.key)).toEqual(RECON_CHART.map((r) => r.text));
    for (const r of RECON_CHART) expect(text(rc.cell(r.text, 'Accuracy'))).toBe(`${r.percent}%`);
  });

  it('keyOf and titleOf read each table name the engine writes in a log cell', () => {
    const names: [string, string][] = [
      [H2H_TABLE_NAME, 'h2h'], [ARCHER_SLINGER_TABLE_NAME, 'archer'], [MISSILE_ENGINE_TABLE_NAME, 'engine'],
      [OUTER_WORKS_TABLE_NAME, 'outerworks'], [RECON_CHART_NAME, 'recon'], ['Terrain Effects Chart', 'terrain'],
    ];
    for (const [name, key] of names) {
      expect(acTableKey(name), name).toBe(key);
      expect(alesiaClassicUi.tables.keyOf(name)).toBe(key);
      expect(acTableTitle(name)).toBe(AC_TABLE_INFO[key as keyof typeof AC_TABLE_INFO].title);
      expect(alesiaClassicUi.tables.titleOf(name)).toBe(acTableTitle(name));
    }
    expect(acTableKey('hand-to-hand combat table')).toBe('h2h');
    expect(acTableKey('AC T.Engine')).toBe('engine');
    expect(acTableKey('Pitched Battle Table')).toBeNull();
    expect(acTableTitle('Siege')).toBeNull();
  });
});

describe('Alesia tables view', () => {
  const view = (lit: Parameters<typeof TablesView>[0]['lit']) =>
    render(<SystemUiContext value={alesiaClassicUi}><TablesView lit={lit} /></SystemUiContext>);

  it('renders every table with scoped headers', () => {
    view(null);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(6);
    for (const t of tables) expect(t.querySelectorAll('th[scope="row"]').length).toBeGreaterThan(1);
    expect(screen.getByRole('navigation', { name: 'Game tables' }).textContent).toContain('Terrain Effects Chart');
  });

  it('lights the Hand-to-Hand cell of a logged roll (the seed’s 3-1, die 4)', () => {
    view(h2hCell('3-1', 4));
    const lit = document.querySelectorAll('td[aria-current="true"]');
    expect(lit).toHaveLength(1);
    expect(lit[0].textContent).toContain('◆');
    expect(lit[0].textContent).toContain('DR1');
    expect(lit[0].closest('table')!.querySelector('caption')!.textContent).toContain(H2H_TABLE_NAME);
  });

  it('lights a missile cell and an Outer Works cell as the engine names them', () => {
    const { unmount } = view({ table: MISSILE_ENGINE_TABLE_NAME, row: '6', col: 'Primary' });
    let lit = document.querySelector('td[aria-current="true"]')!;
    expect(lit.textContent).toContain('E*');
    expect(lit.closest('table')!.querySelector('caption')!.textContent).toContain(MISSILE_ENGINE_TABLE_NAME);
    unmount();
    view({ table: OUTER_WORKS_TABLE_NAME, row: outerWorksRow(6), col: 'Result' });
    lit = document.querySelector('td[aria-current="true"]')!;
    expect(lit.textContent).toContain('Unit Eliminated');
  });
});
