/**
 * What the screen shows while a seat the computer holds is to act: the side, "thinking…" (or
 * stopped), Stop / Resume and Take over (the seat becomes a person's). `covered`: the computer's
 * screen holds what a person at the table may not see, so nothing of it is rendered — this box is
 * the whole page (the computer never claims the screen); otherwise it stands in the prompt's place
 * beside the board, which the player watches.
 */
import { useEffect, useRef } from 'react';
import type { ComputerLevel } from '../../../store/seatHolders';
import { useSystemUi } from '../SystemUiContext';

interface Props {
  seat: string;
  level: ComputerLevel;
  stopped: boolean;
  /** It waits for the briefing to be closed (the person reads it first). */
  waiting?: boolean;
  covered: boolean;
  error: string | null;
  onStop(): void;
  onResume(): void;
  onTakeOver(): void;
  onQuit(): void;
}

export function ComputerTurn({ seat, level, stopped, waiting = false, covered, error, onStop, onResume, onTakeOver, onQuit }: Props) {
  const name = useSystemUi().prompt.sideName(seat);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (covered) first.current?.focus();
  }, [covered]);
  const body = (
    <>
      <p className="computer-status" role="status" aria-live="polite">
        <span className={`who badge side-badge ${seat}`}>{name} player</span> computer ({level}) —{' '}
        {error ? `could not decide: ${error}` : stopped ? 'stopped.' : waiting ? 'waits until the briefing is closed.' : <span className="thinking">thinking…</span>}
      </p>
      <div className="row">
        {stopped || error ? (
          <button ref={first} type="button" className="primary" onClick={onResume}>
            {error ? 'Try again' : 'Resume'}
          </button>
        ) : (
          <button ref={first} type="button" onClick={onStop}>
            Stop
          </button>
        )}
        <button type="button" onClick={onTakeOver} title={`The ${name} seat becomes a person's: you decide for it from now on`}>
          Take over
        </button>
        {covered && (
          <button type="button" onClick={onQuit} title="Back to the title screen (the game stays saved)">
            Quit
          </button>
        )}
      </div>
    </>
  );
  if (!covered) {
    return (
      <section id="prompt" tabIndex={-1} aria-label="Computer to act" className={`prompt computer-turn side-${seat}`}>
        {body}
      </section>
    );
  }
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" aria-labelledby="computer-title">
      <div className="dialog-box handover-box">
        <h2 id="computer-title">The computer plays the {name} side</h2>
        <p>Its screen holds what you may not see, so the board waits until it is done.</p>
        {body}
      </div>
    </div>
  );
}
