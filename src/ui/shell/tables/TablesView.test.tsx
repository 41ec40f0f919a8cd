// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import { TablesView } from './TablesView';

afterEach(cleanup);

const TITLES = [
  'Skirmish Table', 'Pitched Battle Table', 'Rout Table', 'Rally Table', 'Leader Table', 'Attrition Table', 'Siege Table',
];

function tableByTitle(title: string): HTMLElement {
  return screen.getAllByRole('table').find((t) => t.querySelector('caption')?.textContent?.includes(title))!;
}

describe('TablesView', { timeout: 30_000 }, () => {
  it('renders every table with caption, scoped headers and a reconstructed badge and note', () => {
    render(<TablesView lit={null} />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(TITLES.length);
    for (const title of TITLES) {
      const t = tableByTitle(title);
      expect(t, title).toBeTruthy();
      expect(t.querySelectorAll('th[scope="col"]').length).toBeGreaterThan(1);
      expect(t.querySelectorAll('th[scope="row"]').length).toBeGreaterThan(1);
      expect(within(t.querySelector('caption')!).getByText('Reconstructed')).toBeTruthy();
      const section = t.closest('section')!;
      expect(section.querySelector('.table-note')?.textContent).toMatch(/reconstructed/i);
    }
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    expect(screen.queryByText('◆', { selector: 'td span' })).toBeNull();
  });

  it('lights the cell of the last roll: aria-current, ◆ marker, right row and column', () => {
    render(<TablesView lit={{ table: 'pitched-battle', row: '7', col: '2/3' }} />);
    const lit = document.querySelectorAll('[aria-current="true"]');
    expect(lit).toHaveLength(1);
    const cell = lit[0] as HTMLTableCellElement;
    expect(cell.tagName).toBe('TD');
    expect(cell.textContent).toContain('◆');
    // example 2 of BG 4.4.2: 2/3 column, modified roll 7 → R / ½
    expect(cell.textContent).toContain('R / ½');
    const row = cell.closest('tr')!;
    expect(row.querySelector('th[scope="row"]')?.textContent).toBe('7');
    const table = cell.closest('table')!;
    expect(table.querySelector('caption')?.textContent).toContain('Pitched Battle Table');
    const headers = table.querySelectorAll('thead tr:last-child th');
    expect(headers[cell.cellIndex].textContent).toBe('2/3');
  });

  it('matches table names case-insensitively and minus signs loosely', () => {
    const { rerender } = render(<TablesView lit={{ table: 'Siege', row: '4', col: '-2' }} />);
    let cell = document.querySelector('[aria-current="true"]')!;
    expect(cell.closest('table')!.querySelector('caption')?.textContent).toContain('Siege Table');
    expect(cell.textContent).toContain('1/0');
    rerender(<TablesView lit={{ table: 'LEADER', row: '11', col: '2d6' }} />);
    cell = document.querySelector('[aria-current="true"]')!;
    expect(cell.textContent).toContain('Killed');
    rerender(<TablesView lit={{ table: 'rout', row: '6', col: 'B' }} />);
    cell = document.querySelector('[aria-current="true"]')!;
    expect(cell.textContent).toContain('Fu');
    rerender(<TablesView lit={{ table: 'attrition', row: '6', col: 'marsh 11+' }} />);
    cell = document.querySelector('[aria-current="true"]')!;
    expect(cell.textContent).toContain('3');
    expect(cell.closest('table')!.querySelector('caption')?.textContent).toContain('Attrition');
  });

  it('a rout roll also lights the Rally Table cell it read (BG 4.4.2)', () => {
    render(<TablesView lit={{ table: 'rout', row: '4', col: 'B' }} also={[{ table: 'rout', row: '4', col: 'B' }, { table: 'rally', row: 'De', col: 'A' }]} />);
    const lit = [...document.querySelectorAll('td[aria-current="true"]')] as HTMLTableCellElement[];
    expect(lit).toHaveLength(2);
    const captions = lit.map((c) => c.closest('table')!.querySelector('caption')!.textContent);
    expect(captions[0]).toContain('Rout Table');
    expect(captions[1]).toContain('Rally Table');
    expect(lit[1].closest('tr')!.querySelector('th[scope="row"]')!.textContent).toMatch(/^De/);
  });
});
