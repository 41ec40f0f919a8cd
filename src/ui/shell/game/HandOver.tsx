/** Hotseat: hide the board until the player to act (Roman or Gallic) has taken the seat. */
import { useEffect, useRef } from 'react';

export function HandOver({ side, onReady }: { side: 'gallic' | 'roman'; onReady(): void }) {
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), []);
  const name = side === 'gallic' ? 'Gallic' : 'Roman';
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className="dialog-box">
        <h2 id="handover-title">Pass to the {name} player</h2>
        <p>The {name} player decides now. Hand over the screen, then press the button.</p>
        <button ref={btn} type="button" className="primary" onClick={onReady}>
          I am the {name} player
        </button>
      </div>
    </div>
  );
}
