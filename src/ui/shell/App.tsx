/**
 * The shell: the title screen is in the first chunk; the game screen, the engine and the
 * session store load on demand (React.lazy + dynamic import) to keep the first paint small.
 */
import { lazy, Suspense, useState } from 'react';
import { TitleScreen } from './title/TitleScreen';

const GameScreen = lazy(() => import('./game/GameScreen'));

/** Warm the game chunk while the player reads the title screen. */
export function preloadGame(): Promise<unknown> {
  return import('./game/GameScreen');
}

export function App() {
  const [mode, setMode] = useState<'title' | 'game'>('title');
  if (mode === 'title') return <TitleScreen onStarted={() => setMode('game')} />;
  return (
    <Suspense fallback={<p className="loading" role="status">Loading the map…</p>}>
      <GameScreen onExit={() => setMode('title')} />
    </Suspense>
  );
}
