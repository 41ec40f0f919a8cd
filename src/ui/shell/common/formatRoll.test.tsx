// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DieRollEntry, TableCell } from '../../../engine/core/log';
import { DieFace } from './Dice';
import { RollDetail, modifierReason, rollText } from './formatRoll';

afterEach(cleanup);

const entry: DieRollEntry = {
  kind: 'roll',
  side: 'roman',
  purpose: 'Pitched battle in Nervii, sequence 1',
  rule: 'BG 4.4.2',
  dice: [4],
  modifiers: [
    { value: 1, reason: "+1 if the attacker's Army Commander has the higher rating (−1 if the defender's has)", rule: 'BG 4.4.2' },
    { value: -1, reason: 'Gallic defender in cover', rule: 'BG 4.3.2' },
  ],
  total: 4,
  cell: { table: 'pitched-battle', row: '4', col: '2/3' },
  result: '**R** / ½',
};

describe('DieFace', () => {
  it('is an image named by its value, with pips for 1–6', () => {
    render(<DieFace value={5} />);
    const die = screen.getByRole('img', { name: 'die showing 5' });
    expect(die.querySelectorAll('circle')).toHaveLength(5);
  });
});

describe('RollDetail', () => {
  it('shows the dice, every modifier with its reason and rule, total, table cell and result', () => {
    const cells: TableCell[] = [];
    render(<RollDetail entry={entry} onCell={(c) => cells.push(c)} />);
    const group = screen.getByRole('group', { name: 'Roll: Pitched battle in Nervii, sequence 1' });
    expect(within(group).getByRole('img', { name: 'die showing 4' })).toBeTruthy();
    const items = within(within(group).getByRole('list', { name: 'Die roll modifiers' })).getAllByRole('listitem');
    expect(items[0].textContent).toMatch(/^\+1 if the attacker's Army Commander has the higher rating \(BG 4\.4\.2/);
    expect(items[1].textContent).toMatch(/^−1 Gallic defender in cover \(BG 4\.3\.2/);
    expect(within(items[1]).getByRole('button', { name: 'BG 4.3.2' })).toBeTruthy();
    expect(group.querySelector('.roll-total')!.textContent).toBe('Total 4');
    expect(group.querySelector('.result-bold')!.textContent).toBe('R');
    fireEvent.click(within(group).getByRole('button', { name: 'Pitched Battle Table, row 4, column 2/3' }));
    expect(cells).toEqual([entry.cell]);
  });

  it('has a plain-text form without the bold markers', () => {
    expect(rollText(entry)).toBe(
      "Pitched battle in Nervii, sequence 1: 4 +1 if the attacker's Army Commander has the higher rating (BG 4.4.2) −1 Gallic defender in cover (BG 4.3.2) = 4 [Pitched Battle Table, row 4, column 2/3] → R / ½",
    );
    expect(modifierReason({ value: 1, reason: 'Army Commander', rule: 'BG 4.4.2' })).toBe('Army Commander');
  });
});
