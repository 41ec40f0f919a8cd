// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AlesiaOptions, DEFAULT_AC_OPTIONS } from './OptionsForm';
import { readOptions } from '../../engine/alesia-classic/setup/setup';

describe('Alesia options on the title screen', () => {
  it('sets players, fire mode, period length and optional rules, each a valid engine option', () => {
    const onChange = vi.fn();
    render(<AlesiaOptions value={DEFAULT_AC_OPTIONS} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: /four/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AC_OPTIONS, players: 4 });
    fireEvent.click(screen.getByRole('radio', { name: /ask the Roman/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AC_OPTIONS, fire: 'ask' });
    fireEvent.change(screen.getByLabelText('Turns per Assault Period'), { target: { value: '10' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AC_OPTIONS, periodTurns: 10 });
    fireEvent.click(screen.getByRole('checkbox', { name: /scout the off-board zones/ }));
    const last = onChange.mock.calls.at(-1)![0];
    expect(last.recon).toBe(true);
    expect(typeof readOptions({ ...last, players: 3, fire: 'ask', trenchFill: true } as never)).toBe('object');
  });
});
