/**
 * Tabs under the prompt: Log, Battle, Tables, Rules (ARIA tabs; arrow keys move between tabs).
 * A RuleLink anywhere opens the Rules tab at its rule; a table cell in the log opens Tables.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRuleNav } from '../common/ruleNav';

/** `system`: the system's own tab (Bellum: "Battle"), named by its registry entry. */
export type TabId = 'log' | 'system' | 'tables' | 'rules';

interface Props {
  tab: TabId;
  onTab(t: TabId): void;
  render(t: TabId): ReactNode;
  /** The name of the system's own tab; without one the tab is left out. */
  systemTab?: string;
}

export function SideTabs({ tab, onTab, render, systemTab }: Props) {
  const TABS: { id: TabId; name: string }[] = [
    { id: 'log', name: 'Log' },
    ...(systemTab ? [{ id: 'system' as const, name: systemTab }] : []),
    { id: 'tables', name: 'Tables' },
    { id: 'rules', name: 'Rules' },
  ];
  useFollowRuleLinks(onTab);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.id === tab);
    let j = i;
    if (e.key === 'ArrowRight') j = (i + 1) % TABS.length;
    else if (e.key === 'ArrowLeft') j = (i + TABS.length - 1) % TABS.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = TABS.length - 1;
    else return;
    e.preventDefault();
    onTab(TABS[j].id);
    refs.current[TABS[j].id]?.focus();
  };
  return (
    <div className="side-tabs" id="side-tabs">
      <div role="tablist" aria-label="Reference" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => onTab(t.id)}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={`tab-panel panel-${tab}`}>
        {render(tab)}
      </div>
    </div>
  );
}

/** The tab to show (state of the game screen; the tabs themselves follow rule-link requests). */
export function useTabs(): [TabId, (t: TabId) => void] {
  return useState<TabId>('log');
}

/**
 * Opens the Rules tab on every rule-link request. Subscribed here, not in the game screen, so a
 * click on a rule link re-renders the tabs, not the whole screen (the map, the prompt…).
 */
function useFollowRuleLinks(onTab: (t: TabId) => void): void {
  const open = useRuleNav((s) => s.open);
  const seq = useRuleNav((s) => s.seq);
  // Only a new request switches tabs (never a new `onTab`: the player may have left the tab since).
  const switchTo = useRef(onTab);
  switchTo.current = onTab;
  useEffect(() => {
    if (open) switchTo.current('rules');
  }, [open, seq]);
}
