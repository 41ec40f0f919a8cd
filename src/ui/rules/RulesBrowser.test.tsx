// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BG_RULES } from '../../engine/bellum/rules';
import { RuleLink } from '../common/Tooltip';
import { useRuleNav } from '../common/ruleNav';
import { RulesBrowser } from './RulesBrowser';

afterEach(() => {
  cleanup();
  useRuleNav.setState({ open: null, seq: 0 });
});

const entry = (id: string) => screen.queryByRole('article', { name: new RegExp(`^${id.replace(/\./g, '\\.')} `) });

function Shell() {
  const open = useRuleNav((s) => s.open);
  return (
    <div>
      <p>
        Forced march allowed (<RuleLink id="BG 3.4" />)
      </p>
      {open ? <RulesBrowser /> : <p>Map</p>}
    </div>
  );
}

describe('RulesBrowser', () => {
  it('lists every rule grouped by chapter, with a reconstructed mark where due', () => {
    render(<RulesBrowser />);
    expect(screen.getAllByRole('article')).toHaveLength(BG_RULES.length);
    const chapters = new Set(BG_RULES.map((r) => r.chapter));
    for (const c of chapters) expect(screen.getByRole('heading', { level: 3, name: c })).toBeTruthy();
    const rebuilt = BG_RULES.filter((r) => r.reconstructed).length;
    expect(rebuilt).toBeGreaterThan(0);
    expect(screen.getAllByText('Reconstructed')).toHaveLength(rebuilt);
  });

  it('searching "forced march" shows BG 3.4 and hides unrelated rules', () => {
    render(<RulesBrowser />);
    const box = screen.getByRole('searchbox', { name: 'Search rules' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'forced march' } });
    const hit = entry('BG 3.4');
    expect(hit).not.toBeNull();
    expect(hit!.textContent).toContain('Forced marches');
    expect(entry('BG 4.5.7')).toBeNull();
    expect(screen.getAllByRole('article').length).toBeLessThan(BG_RULES.length);
    // typing never steals focus from the search box
    expect(document.activeElement).toBe(box);
  });

  it('opens at initialRule: current and focused', () => {
    render(<RulesBrowser initialRule="4.4.2" />);
    const e = entry('BG 4.4.2')!;
    expect(e.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(e);
  });

  it('a RuleLink opens the browser at that rule, clearing a search that hid it', () => {
    render(<Shell />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'BG 3.4' }));
    const e = entry('BG 3.4')!;
    expect(e).not.toBeNull();
    expect(e.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(e);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rules' }), { target: { value: 'siege' } });
    expect(entry('BG 3.4')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'BG 3.4' })[0]);
    expect(entry('BG 3.4')).not.toBeNull();
    expect(document.activeElement).toBe(entry('BG 3.4'));
  });
});
