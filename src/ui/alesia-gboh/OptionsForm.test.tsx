// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_AG_OPTIONS, GbohOptions } from './OptionsForm';
import * as v from 'valibot';
import { fresh } from '../../engine/alesia-gboh/testing';
import { alesiaRecoveryOn } from '../../engine/alesia-gboh/optionalRules';
import { aggressivenessOn } from '../../engine/alesia-gboh/movement/aggressiveness';
import { agOptionsSchema } from './saveSchema';

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

  it('AG 10.63 optional: Alesia-force recovery is off by default, a tick sets it, untick removes it', () => {
    const onChange = vi.fn();
    render(<GbohOptions value={DEFAULT_AG_OPTIONS} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /Alesia-force recovery/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(DEFAULT_AG_OPTIONS.alesiaRecovery).toBeUndefined();
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AG_OPTIONS, alesiaRecovery: true });
    cleanup();
    render(<GbohOptions value={{ ...DEFAULT_AG_OPTIONS, alesiaRecovery: true }} onChange={onChange} />);
    const on = screen.getByRole('checkbox', { name: /Alesia-force recovery/ }) as HTMLInputElement;
    expect(on.checked).toBe(true);
    // The legions' boxes keep working beside it, and keep the option.
    fireEvent.click(screen.getByRole('checkbox', { name: 'VI' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ alesiaRecovery: true, legions: ['VII', 'VIII', 'IX', 'X', 'XI'] }));
    fireEvent.click(on);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AG_OPTIONS });
    expect('alesiaRecovery' in onChange.mock.lastCall![0]).toBe(false);
  });

  it('AG 10.63 optional: the ticked option sets the rule in play; a save file holds it as true/false only', () => {
    expect(alesiaRecoveryOn(fresh('12.2', 'opt', { ...DEFAULT_AG_OPTIONS, alesiaRecovery: true }))).toBe(true);
    expect(alesiaRecoveryOn(fresh('12.2', 'opt', { ...DEFAULT_AG_OPTIONS }))).toBe(false);
    expect(v.safeParse(agOptionsSchema, { ...DEFAULT_AG_OPTIONS, alesiaRecovery: true }).success).toBe(true);
    expect(v.safeParse(agOptionsSchema, { ...DEFAULT_AG_OPTIONS, alesiaRecovery: 'yes' }).success).toBe(false);
  });

  it('AG Opt.Aggressiveness: off by default; a tick sets it in play beside the other option; untick removes it; a save file holds it as true/false only', () => {
    const onChange = vi.fn();
    render(<GbohOptions value={{ ...DEFAULT_AG_OPTIONS, alesiaRecovery: true }} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /Gallic Aggressiveness/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_AG_OPTIONS, alesiaRecovery: true, aggressiveness: true });
    cleanup();
    render(<GbohOptions value={{ ...DEFAULT_AG_OPTIONS, aggressiveness: true }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Gallic Aggressiveness/ }));
    expect('aggressiveness' in onChange.mock.lastCall![0]).toBe(false);
    const both = fresh('12.2', 'opt', { ...DEFAULT_AG_OPTIONS, alesiaRecovery: true, aggressiveness: true });
    expect(aggressivenessOn(both) && alesiaRecoveryOn(both)).toBe(true);
    expect(aggressivenessOn(fresh('12.2', 'opt', { ...DEFAULT_AG_OPTIONS }))).toBe(false);
    expect(v.safeParse(agOptionsSchema, { ...DEFAULT_AG_OPTIONS, aggressiveness: true }).success).toBe(true);
    expect(v.safeParse(agOptionsSchema, { ...DEFAULT_AG_OPTIONS, aggressiveness: 1 }).success).toBe(false);
  });
});
