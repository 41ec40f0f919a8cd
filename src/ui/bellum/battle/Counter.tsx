/** Unit and leader counters of the battle board: focusable, named for screen readers, with tooltips. */
import { LEADER_BY_ID } from '../../../engine/bellum/data/leaders';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import type { BellumState } from '../../../engine/bellum/state';
import { Tip } from '../../shell/common/Tooltip';
import { spOf } from './boardModel';
import type { CounterDragProps } from './useWingDrop';
import './battle.css';

const QUALITY_NAME: Record<string, string> = { E: 'Élite', B: 'Bonne', M: 'Moyenne', F: 'Faible' };
const KIND_MARK: Record<string, string> = { infantry: 'Inf', cavalry: 'Cav', ship: 'Ship' };

export function unitLabel(s: BellumState, id: string): string {
  const d = UNIT_BY_ID[id];
  if (!d) return id;
  const reduced = !!s.units[id]?.reduced;
  return [
    d.name,
    d.kind,
    `${spOf(s, id)} SP`,
    `quality ${d.quality}`,
    reduced ? 'reduced' : 'full strength',
    ...(d.ranged ? ['ranged fire'] : []),
  ].join(', ');
}

/** `drag`: the counter may be dragged onto a wing now (BG 4.4.2); `lifted`: it is being dragged. */
export function UnitCounter({ state, id, drag, lifted }: { state: BellumState; id: string; drag?: CounterDragProps; lifted?: boolean }) {
  const d = UNIT_BY_ID[id];
  const reduced = !!state.units[id]?.reduced;
  const label = unitLabel(state, id);
  const detail = d
    ? `${d.name}: ${spOf(state, id)} SP (${reduced ? `reduced side, ${d.sp} at full strength` : `full strength, ${d.reducedSp} when reduced`}), quality ${d.quality} (${QUALITY_NAME[d.quality] ?? d.quality}), ${d.kind}${d.ranged ? ', ranged fire' : ''}.${d.reconstructed ? ' Counter values reconstructed.' : ''}`
    : id;
  return (
    <Tip rule="BG 0.2" text={detail}>
      <span
        className={`counter unit side-${d?.side ?? 'unknown'}${reduced ? ' reduced' : ''}${drag ? ' draggable' : ''}${lifted ? ' lifted' : ''}`}
        role="img"
        aria-label={label}
        tabIndex={0}
        data-unit={id}
        {...drag}
      >
        {drag && <span className="counter-grip" aria-hidden="true">⠿</span>}
        <span className="counter-kind" aria-hidden="true">
          {KIND_MARK[d?.kind ?? ''] ?? '?'}
          {d?.ranged ? ' ➶' : ''}
        </span>
        <span className="counter-name" aria-hidden="true">{d?.name ?? id}</span>
        <span className="counter-values" aria-hidden="true">
          <span className="counter-sp">{spOf(state, id)}</span>
          <span className="counter-quality">{d?.quality ?? ''}</span>
          {reduced && <span className="counter-reduced">R</span>}
        </span>
      </span>
    </Tip>
  );
}

export function leaderLabel(state: BellumState, id: string, commander: boolean): string {
  const d = LEADER_BY_ID[id];
  if (!d) return id;
  const wounded = !!state.leaders[id]?.wounded;
  return [
    d.name,
    ...(commander ? ['Army Commander'] : []),
    `rank ${d.rank}`,
    `rating ${d.rating}`,
    ...(wounded ? ['wounded'] : []),
  ].join(', ');
}

export function LeaderCounter({ state, id, commander }: { state: BellumState; id: string; commander: boolean }) {
  const d = LEADER_BY_ID[id];
  const wounded = !!state.leaders[id]?.wounded;
  const detail = d
    ? `${d.name}${commander ? ', Army Commander (highest rank, then highest rating)' : ''}: rank ${d.rank}, rating ${d.rating}${wounded ? ', wounded' : ''}${d.indomitable ? ', indomitable' : ''}.`
    : id;
  return (
    <Tip rule={commander ? 'BG 4.4.2' : 'BG 0.2'} text={detail}>
      <span
        className={`counter leader side-${d?.side ?? 'unknown'}${commander ? ' commander' : ''}${wounded ? ' wounded' : ''}`}
        role="img"
        aria-label={leaderLabel(state, id, commander)}
        tabIndex={0}
        data-leader={id}
      >
        {commander && (
          <span className="counter-commander" aria-hidden="true">★ Commander</span>
        )}
        <span className="counter-name" aria-hidden="true">{d?.name ?? id}</span>
        <span className="counter-values" aria-hidden="true">
          {d ? `${d.rank}·${d.rating}` : ''}
          {wounded && <span className="counter-wounded"> ✚ wounded</span>}
        </span>
      </span>
    </Tip>
  );
}
