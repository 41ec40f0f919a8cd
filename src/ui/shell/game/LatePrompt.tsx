import { memo, useLayoutEffect, useMemo } from 'react';
import { useLateForSeat } from '../common/useAfterPaint';
import { PromptPanel, type PromptProps } from './PromptPanel';

type Action = unknown;
const NO_ACTIONS: readonly Action[] = [];

interface LatePromptProps extends Omit<PromptProps, 'suggested'> {
  /** Board-click suggestions, with the position they were made in. */
  hint: { state: unknown; acts: readonly Action[] };
}

/**
 * The prompt, drawn in the frame after the click's (issue 16: the map answers a click in its own
 * frame, the prompt's buttons follow one frame later). Only for the seat that sat a moment ago:
 * when another seat is to act the prompt is drawn at once, and a new seat's screen (a hand-over, a
 * view that hides something from the last seat) is a new tree that starts from its own position —
 * so one seat's prompt is never shown to another. While it still shows the last position the
 * prompt says so (`aria-busy`: screen readers wait, and so can a test); a click on one of its
 * buttons then is matched, like any click, against the legal list of the position now shown on the map.
 */
export const LatePrompt = memo(function LatePrompt({ state, legal, toAct, hint, message, onAct, onDismiss }: LatePromptProps) {
  const now = useMemo(() => ({ state, legal, toAct }), [state, legal, toAct]);
  const { shown, behind: busy } = useLateForSeat(now);
  useLayoutEffect(() => {
    // On the prompt's own section, without drawing the prompt again for it.
    const el = document.getElementById('prompt');
    if (busy) el?.setAttribute('aria-busy', 'true');
    else el?.removeAttribute('aria-busy');
  }, [busy]);
  const suggested = hint.state === shown.state ? hint.acts : NO_ACTIONS;
  return (
    <PromptPanel
      state={shown.state}
      legal={shown.legal}
      toAct={shown.toAct}
      suggested={suggested}
      message={message}
      onAct={onAct}
      onDismiss={onDismiss}
    />
  );
});
