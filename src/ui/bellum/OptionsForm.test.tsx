// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BellumOptions, DEFAULT_BG_OPTIONS } from './OptionsForm';
import { bellum } from '../../engine/bellum/system';

describe('Bellum options on the title screen', () => {
  it('switches Roman replacements (BG 3.2) on and off, and the engine takes the choice', () => {
    let last: Record<string, unknown> = DEFAULT_BG_OPTIONS;
    function Host() {
      const [value, setValue] = useState<Record<string, unknown>>(DEFAULT_BG_OPTIONS);
      last = value;
      return <BellumOptions value={value} onChange={setValue} />;
    }
    render(<Host />);
    const box = screen.getByRole('checkbox', { name: /Roman replacements.*BG 3\.2/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(last.replacements).toBe(true);
    const r = bellum.setup({ scenario: 'aquitania', seed: 'x', options: { solo: true, ...last } });
    expect(r.ok && r.state.options.replacements).toBe(true);
    fireEvent.click(box);
    expect(last.replacements).toBe(false);
  });
});
