/** While a force is selected: which destinations would bring a combat, and which (BG 4.1, 4.5.1). */
import { useId } from 'react';
import { moveCombat } from '../../../engine/bellum/combat/preview';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import type { BellumAction, BellumState, Side } from '../../../engine/bellum/state';
import { RuleLink } from '../../shell/common/Tooltip';

export function MovePreview({ state, side, legal }: { state: BellumState; side: Side; legal: readonly BellumAction[] }) {
  const id = useId();
  const sel = state.selection;
  if (!sel) return null;
  const rows = legal
    .flatMap((a) => (a.t === 'move' && a.to !== sel.region ? [a.to] : []))
    .map((to) => ({ to, m: moveCombat(state, side, sel.units, to) }))
    .filter((r) => r.m.kind !== 'none');
  if (rows.length === 0) return null;
  return (
    <section className="combat-preview move-preview" aria-labelledby={id}>
      <h3 id={id}>Moves into enemy regions</h3>
      <ul>
        {rows.map(({ to, m }) => (
          <li key={to}>
            <strong>{REGION_BY_ID[to]?.name ?? to}</strong>: {m.text} (<RuleLink id={m.rule} />)
          </li>
        ))}
      </ul>
      <p className="odds-note">From the position now; other moves this phase may change it.</p>
    </section>
  );
}
