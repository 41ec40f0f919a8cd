/** The loaded UI of the system whose game is on screen, for the shell's components. */
import { createContext, useContext } from 'react';
import type { SystemUi } from './registry';

export const SystemUiContext = createContext<SystemUi | null>(null);

/** The system UI of the game on screen; throws outside a game (a programming error). */
export function useSystemUi(): SystemUi {
  const ui = useContext(SystemUiContext);
  if (!ui) throw new Error('useSystemUi: no system UI is provided (render inside <SystemUiContext value={…}>).');
  return ui;
}
