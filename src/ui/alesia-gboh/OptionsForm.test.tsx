// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_AG_OPTIONS, GbohOptions } from './OptionsForm';
import { fresh } from '../../engine/alesia-gboh/testing';

afterEach(cleanup);

describe('the GBoH options on the title screen (AG 12.1 Romans, 12.2 Romans)', () => {
  it('keeps six legions: a seventh is refused until one is dropped; the Zone Commander is Labienus or Antonius', () => {
    const onChange = vi.fn();
    render(<GbohOptions value={DEFAULT_AG_OPTIONS} onChange={onChange} />);
    const xv = screen.getByRole('checkbox', { name: 'XV' }) as HTMLInputElement;
    expect(xv.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'VI' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AG_OPTIONS, legions: ['VII', 'VIII', 'IX', 'X', 'XI'] });
    cleanup();
    render(<GbohOptions value={{ ...DEFAULT_AG_OPTIONS, legions: ['VII', 'VIII', 'IX', 'X', 'XI'] }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'XV' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AG_OPTIONS, legions: ['VII', 'VIII', 'IX', 'X', 'XI', 'XV'] });
    fireEvent.click(screen.getByRole('radio', { name: 'Antonius' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoneCommander: 'antonius' }));
  });

  it('the options it makes set a game up with those legions', () => {
    const s = fresh('12.1', 'opt', { legions: ['VII', 'VIII', 'IX', 'X', 'XI', 'XV'], zoneCommander: 'antonius' });
    expect([...s.legions].sort()).toEqual(['IX', 'VII', 'VIII', 'X', 'XI', 'XV']);
    expect(Object.keys(s.leaders)).toContain('antonius');
    expect(Object.keys(s.leaders)).not.toContain('labienus');
  });
});
