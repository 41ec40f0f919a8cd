/** Hotseat: hide the board until the player to act has taken the seat. */
import { useEffect, useRef } from 'react';
import { useSystemUi } from '../SystemUiContext';

/** `secret`: the screen is hidden because the decision to come is secret (not at every change of side). */
export function HandOver({ side, secret = false, onReady }: { side: string; secret?: boolean; onReady(): void }) {
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), []);
  const name = useSystemUi().prompt.sideName(side);
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className="dialog-box">
        <h2 id="handover-title">Pass to the {name} player</h2>
        <p>
          {secret
            ? `The ${name} player makes a secret decision now: the other player looks away. Hand over the screen, then press the button.`
            : `The ${name} player decides now. Hand over the screen, then press the button.`}
        </p>
        <button ref={btn} type="button" className="primary" onClick={onReady}>
          I am the {name} player
        </button>
      </div>
    </div>
  );
}
