/**
 * "Suggest" (issue 18): asks the computer what it would do for the person to act, from that
 * person's own view; the answer is named and lit among the prompt's choices (`onSuggest`), never
 * played. One question per position: a new position drops the answer and cancels the question.
 */
import { useEffect, useRef, useState } from 'react';
import { useSystemUi } from '../SystemUiContext';
import type { BotClient, BotJob } from '../bot/types';

interface Props {
  system: string;
  state: unknown;
  legal: readonly unknown[];
  gameId: string;
  played: number;
  client: () => BotClient;
  onSuggest(acts: readonly unknown[]): void;
}

type Ask = { state: unknown } & ({ phase: 'asking' } | { phase: 'done'; text: string } | { phase: 'failed'; text: string });

export function Suggest({ system, state, legal, gameId, played, client, onSuggest }: Props) {
  const ui = useSystemUi();
  const [ask, setAsk] = useState<Ask | null>(null);
  const job = useRef<BotJob | null>(null);
  // A new position: the question asked in the last one is of no use.
  useEffect(() => () => job.current?.cancel(), [state]);
  const now = ask && ask.state === state ? ask : null;
  const run = () => {
    const side = ui.engine.toAct(state) as string | null;
    if (side === null || !legal.length) return;
    job.current?.cancel();
    const j = client().decide({ system, side, view: ui.engine.view(state, side), legal, level: 'normal', seed: `suggest:${gameId}:${played}` });
    job.current = j;
    setAsk({ state, phase: 'asking' });
    j.result.then(
      (i) => {
        if (job.current !== j) return;
        setAsk({ state, phase: 'done', text: ui.prompt.describe(state, legal[i]) });
        onSuggest([legal[i]]);
      },
      (e: unknown) => {
        if (job.current === j) setAsk({ state, phase: 'failed', text: e instanceof Error ? e.message : String(e) });
      },
    );
  };
  return (
    <div className="suggest row">
      <button type="button" onClick={run} disabled={now?.phase === 'asking' || legal.length === 0} title="Ask the computer what it would do here, from your side's view (it does not play it)">
        Suggest
      </button>
      <span role="status" className="muted small">
        {now?.phase === 'asking' ? 'The computer is thinking…' : now?.phase === 'done' ? `Suggested: ${now.text}` : now?.phase === 'failed' ? `No suggestion: ${now.text}` : ''}
      </span>
    </div>
  );
}
