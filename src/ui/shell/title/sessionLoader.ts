/** The session store and the engine load only when a game starts (code splitting). */
export type SessionModule = typeof import('../../../store/session');

let pending: Promise<SessionModule> | null = null;

export function loadSession(): Promise<SessionModule> {
  pending ??= import('../../../store/session');
  return pending;
}
