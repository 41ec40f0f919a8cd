/**
 * The shell: the title screen is in the first chunk; the game screen, the system's UI (engine,
 * rules, tables) and the session store load on demand (React.lazy + dynamic import) to keep the
 * first paint small.
 */
import { lazy, Suspense, useState } from 'react';
import type { SystemUi } from './registry';
import { SystemUiContext } from './SystemUiContext';
import { TitleScreen } from './title/TitleScreen';

const GameScreen = lazy(() => import('./game/GameScreen'));

/** Warm the game chunk while the player reads the title screen. */
export function preloadGame(): Promise<unknown> {
  return import('./game/GameScreen');
}

export function App() {
  const [ui, setUi] = useState<SystemUi | null>(null);
  if (!ui) return <TitleScreen onStarted={(loaded) => setUi(loaded)} />;
  return (
    <SystemUiContext value={ui}>
      <Suspense fallback={<p className="loading" role="status">Loading the map…</p>}>
        <GameScreen onExit={() => setUi(null)} />
      </Suspense>
    </SystemUiContext>
  );
}
