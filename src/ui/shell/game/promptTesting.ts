import { waitFor } from '@testing-library/react';

/**
 * For component tests: waits until the prompt, if there is one (a hand-over shows none), shows the
 * position now in play (the prompt follows a click one frame late and says so by `aria-busy`,
 * LatePrompt.tsx).
 */
export async function promptCaughtUp(): Promise<void> {
  await waitFor(() => {
    if (document.getElementById('prompt')?.getAttribute('aria-busy') === 'true') throw new Error('the prompt still shows the last position');
  });
}
