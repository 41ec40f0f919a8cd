// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import { BG_RULES } from '../../../engine/bellum/rules';
import { RuleLink } from '../common/Tooltip';
import { useRuleNav } from '../common/ruleNav';
import { RulesBrowser } from './RulesBrowser';
import { ruleAnchor } from '../common/ruleInfo';

afterEach(() => {
  cleanup();
  useRuleNav.setState({ open: null, seq: 0 });
});

// role queries over ~120 entries are slow; the entry is found by its anchor and checked by role/name
const entry = (id: string): HTMLElement | null => {
  const el = document.getElementById(ruleAnchor(id));
  if (el) {
    expect(el.tagName).toBe('ARTICLE');
    expect(el.querySelector('h4')?.textContent).toContain(id);
  }
  return el;
};

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

// rendering ~120 entries is slow when the machine is busy
describe('RulesBrowser', { timeout: 30_000 }, () => {
  it('lists every rule grouped by chapter, with a reconstructed mark where due', () => {
    render(<RulesBrowser />);
    const articles = document.querySelectorAll('article');
    expect(articles).toHaveLength(BG_RULES.length);
    const chapters = [...new Set(BG_RULES.map((r) => r.chapter))];
    expect([...document.querySelectorAll('section > h3')].map((h) => h.textContent)).toEqual(chapters);
    for (const r of BG_RULES) {
      const el = entry(r.id)!;
      expect(el.closest('section')!.querySelector('h3')!.textContent).toBe(r.chapter);
      expect(el.textContent).toContain(r.title);
      expect(el.querySelector('.badge-reconstructed') !== null).toBe(!!r.reconstructed);
    }
    expect(BG_RULES.some((r) => r.reconstructed)).toBe(true);
  });

  it('searching "forced march" shows BG 3.4 and hides unrelated rules', () => {
    render(<RulesBrowser />);
    const box = screen.getByLabelText('Search rules');
    expect(box.getAttribute('type')).toBe('search');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'forced march' } });
    const hit = entry('BG 3.4');
    expect(hit).not.toBeNull();
    expect(hit!.textContent).toContain('Forced marches');
    expect(entry('BG 4.5.7')).toBeNull();
    expect(document.querySelectorAll('article').length).toBeLessThan(BG_RULES.length);
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

    fireEvent.change(screen.getByLabelText('Search rules'), { target: { value: 'siege' } });
    expect(entry('BG 3.4')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'BG 3.4' })[0]);
    expect(entry('BG 3.4')).not.toBeNull();
    expect(document.activeElement).toBe(entry('BG 3.4'));
  });
});
