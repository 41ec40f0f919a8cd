/**
 * AC 18 — the Gaul's own record of his attack coordination, beside the off-board boxes: the secret
 * counter he drew (AC 18.2), the relief units on the Outer Works this turn out of the ten needed
 * (AC 18.1, FAQ.1), whether a hand-to-hand battle has been fought this period, and from which turn
 * the garrison may sortie. Only the Gallic view carries the report (engine view.ts): the Roman's
 * board has nothing to show.
 */
import type { CoordinationReport } from '../../../engine/alesia-classic/coordination';

export function CoordinationBox({ report }: { report: CoordinationReport }) {
  const r = report;
  return (
    <section className="ac-box ac-coordination" aria-labelledby="ac-coord-h">
      <h3 id="ac-coord-h">Coordination (AC 18) — for Gallic eyes only</h3>
      <ul>
        <li>
          Secret counter (AC 18.2): {r.delay === null ? 'none drawn (two Gallic players)' : `${r.delay} turn${r.delay > 1 ? 's' : ''} of delay after the landing`}
        </li>
        <li>
          Outer Works (AC 18.1):{' '}
          {r.landedTurn !== null ? `ten relief units landed in turn ${r.landedTurn}` : `${r.landedThisTurn} of ${r.needed} relief units landed this turn (the ten must land in one turn)`}
        </li>
        <li>Hand-to-hand battle: {r.foughtTurn !== null ? `fought in turn ${r.foughtTurn}` : 'none fought yet this period'}</li>
        <li>
          Garrison:{' '}
          {r.released ? 'free to leave Alesia' : r.releaseTurn !== null ? `may sortie from turn ${r.releaseTurn}` : 'shut in Alesia until both have happened'}
        </li>
      </ul>
    </section>
  );
}
