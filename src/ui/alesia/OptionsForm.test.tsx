// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AlesiaOptions, DEFAULT_AC_OPTIONS } from './OptionsForm';
import { readOptions } from '../../engine/alesia-classic/setup/setup';

/** The form held by a parent that keeps what it reports, as the title screen does; `last()` is that value. */
function renderHosted(): { last(): Record<string, unknown> } {
  let last: Record<string, unknown> = DEFAULT_AC_OPTIONS;
  function Host() {
    const [value, setValue] = useState<Record<string, unknown>>(DEFAULT_AC_OPTIONS);
    last = value;
    return <AlesiaOptions value={value} onChange={setValue} />;
  }
  render(<Host />);
  return { last: () => last };
}

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

  it('offers timed moves (AC 17.7): off by default, the suggested minutes for the players chosen, editable', () => {
    const form = renderHosted();
    const box = screen.getByRole('checkbox', { name: /Timed moves/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByLabelText('Minutes for each Gallic move')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /three/ }));
    fireEvent.click(box);
    expect(form.last().moveClock).toEqual({ gallic: 10, roman: 20 });
    expect((screen.getByLabelText('Minutes for each Roman move') as HTMLInputElement).value).toBe('20');
    fireEvent.click(screen.getByRole('radio', { name: /four/ }));
    expect(form.last().moveClock).toEqual({ gallic: 10, roman: 10 });
    fireEvent.change(screen.getByLabelText('Minutes for each Gallic move'), { target: { value: '15' } });
    expect(form.last().moveClock).toEqual({ gallic: 15, roman: 10 });
    // The players' own minutes stay when the number of players changes.
    fireEvent.click(screen.getByRole('radio', { name: /three/ }));
    expect(form.last().moveClock).toEqual({ gallic: 15, roman: 10 });
    fireEvent.change(screen.getByLabelText('Minutes for each Roman move'), { target: { value: '500' } });
    expect(form.last().moveClock).toEqual({ gallic: 15, roman: 60 });
    expect(typeof readOptions(form.last() as never)).toBe('object');
    fireEvent.click(box);
    expect('moveClock' in form.last()).toBe(false);
  });

  it('offers secret spheres of command (AC 17.8) only with four players, off by default, a valid engine option', () => {
    const form = renderHosted();
    const box = () => screen.getByRole('checkbox', { name: /spheres of command kept from the Gauls/ }) as HTMLInputElement;
    // Two players: shown with the other optional rules but cannot be chosen (AC 17.6 likewise).
    expect(box().disabled).toBe(true);
    expect(box().checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /leader falls is out/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /four/ }));
    expect(box().disabled).toBe(false);
    expect(box().checked).toBe(false);
    expect(form.last().secretSpheres).toBeUndefined();
    fireEvent.click(box());
    expect(form.last().secretSpheres).toBe(true);
    expect(box().checked).toBe(true);
    const read = readOptions(form.last() as never);
    expect(typeof read === 'object' && read.secretSpheres).toBe(true);
    // Back to three players: greyed out and read as off on the screen.
    fireEvent.click(screen.getByRole('radio', { name: /three/ }));
    expect(box().disabled).toBe(true);
    expect(box().checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /four/ }));
    fireEvent.click(box());
    expect(form.last().secretSpheres).toBe(false);
  });
});
