/**
 * Tiny store for "open the rules browser at rule X". A RuleLink calls `openRule`; the game
 * screen reads `open` to switch to its Rules tab and the RulesBrowser scrolls to the rule.
 * `seq` changes on every request so opening the same rule twice still scrolls to it again.
 */
import { create } from 'zustand';

export interface RuleNavState {
  open: string | null;
  seq: number;
  openRule: (id: string) => void;
  close: () => void;
}

export const useRuleNav = create<RuleNavState>((set) => ({
  open: null,
  seq: 0,
  openRule: (id) => set((s) => ({ open: id, seq: s.seq + 1 })),
  close: () => set({ open: null }),
}));
