// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import type { LogEntry } from '../../../engine/core/log';
import { LogPanel } from './LogPanel';
import { aquitania } from '../../bellum/testState';

afterEach(cleanup);

const LOG: LogEntry[] = [
  { kind: 'text', side: null, text: 'May 56 BC', rule: 'BG 1', heading: true },
  { kind: 'text', side: 'gallic', text: 'Gallic player (automatic): Done.', auto: true, refs: [{ kind: 'region', id: 'tarbelli' }] },
  {
    kind: 'roll',
    side: 'roman',
    purpose: 'Skirmish in Tarbelli',
    rule: 'BG 4.3.2',
    dice: [4],
    modifiers: [{ value: -1, reason: 'defender has ranged units', rule: 'BG 4.3.2' }],
    total: 3,
    cell: { table: 'skirmish', row: '3', col: '1/1' },
    result: 'EX',
    refs: [{ kind: 'region', id: 'tarbelli' }, { kind: 'piece', id: 'crassus' }],
  },
];

describe('LogPanel', () => {
  it('lists every entry oldest first, with rule links, automatic marks and die rolls in full', () => {
    render(<LogPanel log={LOG} state={aquitania()} onHighlight={() => {}} onCell={() => {}} />);
    const list = screen.getByRole('list', { name: 'Game log' });
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('May 56 BC');
    expect(within(items[0]).getByRole('button', { name: /BG 1/ })).toBeTruthy();
    expect(within(items[1]).getByText('automatic')).toBeTruthy();
    expect(within(items[2]).getByRole('img', { name: 'die showing 4' })).toBeTruthy();
    expect(items[2].textContent).toContain('defender has ranged units');
    expect(items[2].textContent).toContain('Total 3');
    expect(items[2].textContent).toContain('EX');
  });

  it('lights the regions an entry names while it is hovered, and the pieces\u2019 regions too', () => {
    const onHighlight = vi.fn();
    render(<LogPanel log={LOG} state={aquitania()} onHighlight={onHighlight} onCell={() => {}} />);
    const items = [...screen.getByRole('list', { name: 'Game log' }).children] as HTMLElement[];
    fireEvent.mouseEnter(items[2]);
    expect(onHighlight).toHaveBeenLastCalledWith(['tarbelli', 'veneti']);
    fireEvent.mouseLeave(items[2]);
    expect(onHighlight).toHaveBeenLastCalledWith([]);
  });

  it('shows new entries after the frame that answers the click, never dropping one', async () => {
    const state = aquitania();
    const { rerender } = render(<LogPanel log={LOG.slice(0, 1)} state={state} onHighlight={() => {}} onCell={() => {}} />);
    rerender(<LogPanel log={LOG.slice(0, 2)} state={state} onHighlight={() => {}} onCell={() => {}} />);
    rerender(<LogPanel log={LOG} state={state} onHighlight={() => {}} onCell={() => {}} />);
    const list = screen.getByRole('list', { name: 'Game log' });
    // Not yet: the frame with the action's result comes first.
    expect(list.children).toHaveLength(1);
    await waitFor(() => expect(list.children).toHaveLength(3));
    expect(list.children[2].textContent).toContain('EX');
  });

  it('opens the table cell of a roll', () => {
    const onCell = vi.fn();
    render(<LogPanel log={LOG} state={aquitania()} onHighlight={() => {}} onCell={onCell} />);
    fireEvent.click(screen.getByRole('button', { name: /row 3, column 1\/1/ }));
    expect(onCell).toHaveBeenCalledWith({ table: 'skirmish', row: '3', col: '1/1' });
  });
});
