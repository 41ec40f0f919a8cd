/**
 * Hotseat: the screen shown instead of a seat's screen until its player has claimed it. It
 * renders only itself — nothing of any side's screen is on the page underneath — and Quit.
 *
 * - `handOver`: "Pass to the … player"; the player says he has the screen.
 * - `lookAway`: the player to act has the screen already (he just acted), but the others may be
 *   looking and what comes is secret from them: they look away, he goes on.
 * - with `result`: first, the player who just acted sees the result of his rolls, then passes.
 */
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../../engine/core/log';
import { RollDetail } from '../common/formatRoll';
import { RuleLink } from '../common/Tooltip';
import { useSystemUi } from '../SystemUiContext';

interface Props {
  /** The seat to act. */
  side: string;
  mode: 'handOver' | 'lookAway';
  /** The decision to come is kept from the others (not only a change of player). */
  secret: boolean;
  /** The result the player who just acted sees first. */
  result?: { seat: string; entries: readonly LogEntry[] } | null;
  onReady(): void;
  onSeen(): void;
  onQuit(): void;
}

function ResultEntries({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <ol className="log handover-result" aria-label="Result">
      {entries.map((e, i) => (
        <li key={i} className={`log-entry ${e.kind === 'roll' ? 'log-roll' : 'log-text'}`}>
          {e.kind === 'roll' ? <RollDetail entry={e} /> : <><span className="log-words">{e.text}</span> {e.rule && <RuleLink id={e.rule} />}</>}
        </li>
      ))}
    </ol>
  );
}

export function HandOver({ side, mode, secret, result, onReady, onSeen, onQuit }: Props) {
  const btn = useRef<HTMLButtonElement>(null);
  const step = result ? 'result' : mode;
  useEffect(() => btn.current?.focus(), [step]);
  const { sideName } = useSystemUi().prompt;
  const name = sideName(side);
  const quit = (
    <button type="button" onClick={onQuit} title="Back to the title screen (the game stays saved)">
      Quit
    </button>
  );
  if (result) {
    const by = sideName(result.seat);
    return (
      <div className="overlay handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
        <div className="dialog-box handover-box">
          <h2 id="handover-title">The result, for the {by} player</h2>
          <ResultEntries entries={result.entries} />
          <p>The {name} player decides next.</p>
          <div className="row">
            <button ref={btn} type="button" className="primary" onClick={onSeen}>
              Seen — pass the screen
            </button>
            {quit}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className="dialog-box handover-box">
        {mode === 'lookAway' ? (
          <>
            <h2 id="handover-title">A secret decision for the {name} player</h2>
            <p>The other players look away now; the {name} player keeps the screen and presses the button.</p>
          </>
        ) : (
          <>
            <h2 id="handover-title">Pass to the {name} player</h2>
            <p>
              {secret
                ? `The ${name} player's screen holds what the others may not see: they look away. Hand over the screen, then press the button.`
                : `The ${name} player decides now. Hand over the screen, then press the button.`}
            </p>
          </>
        )}
        <div className="row">
          <button ref={btn} type="button" className="primary" onClick={onReady}>
            I am the {name} player
          </button>
          {quit}
        </div>
      </div>
    </div>
  );
}
