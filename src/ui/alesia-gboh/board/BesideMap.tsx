/**
 * Beside the GBoH map: the selected unit's own choices and its stack's (UnitChoices), the Entry
 * Zones (ZonePanel), the Gaul's own plan on his screen (PlanSummary) and the legend. Drawn a painted
 * frame after the click for the seat that sat, like the prompt (useLateForSeat): the map answers in
 * the click's own frame. Another seat to act gets it at once. Its handlers are the board's latest
 * (a click on it in that frame is judged against the position on the map).
 */
import { memo, useMemo, useRef } from 'react';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { toAct } from '../../../engine/alesia-gboh/legal';
import type { AgState } from '../../../engine/alesia-gboh/state';
import type { AgView } from '../../../engine/alesia-gboh/view';
import { useLateForSeat } from '../../shell/common/useAfterPaint';
import { PlanSummary } from '../PlanSheet';
import { GbLegend } from './Legend';
import type { BoardActs, BoardView } from './model';
import { UnitChoices } from './UnitChoices';
import { ZonePanel } from './ZonePanel';

export interface BesideData {
  toAct: string | null;
  acts: BoardActs;
  actor: string | null;
  view: BoardView;
  shown: AgView | AgState;
  ownActs: readonly AgAction[];
  state: AgState;
  /** AG 6.65: the selected top unit's stack, and whether it moves whole. */
  stack: { mates: readonly string[]; whole: boolean } | null;
  /** The Gaul's own plan, shown on his screen once made. */
  plan: AgView['plan'] | null;
}

export interface BesideHandlers {
  onAct(a: AgAction): void;
  onSelect(id: string): void;
  onStack(whole: boolean): void;
  onZone(zone: string): void;
  onShow(zone: string): void;
}

/** Handlers that stay the same objects while calling the latest ones given. */
function useLatestHandlers(h: BesideHandlers): BesideHandlers {
  const latest = useRef(h);
  latest.current = h;
  return useMemo(
    () => ({
      onAct: (a) => latest.current.onAct(a),
      onSelect: (id) => latest.current.onSelect(id),
      onStack: (w) => latest.current.onStack(w),
      onZone: (z) => latest.current.onZone(z),
      onShow: (z) => latest.current.onShow(z),
    }),
    [],
  );
}

type BesideProps = Omit<BesideData, 'toAct' | 'stack'> & { mates: readonly string[] | null; whole: boolean; legendId: string } & BesideHandlers;

export function BesideMap({ acts, actor, view, shown: seen, ownActs, state, mates, whole, plan, legendId, ...handlers }: BesideProps) {
  const data = useMemo<BesideData>(
    () => ({ toAct: toAct(state), acts, actor, view, shown: seen, ownActs, state, stack: mates ? { mates, whole } : null, plan }),
    [state, acts, actor, view, seen, ownActs, mates, whole, plan],
  );
  const { shown } = useLateForSeat(data);
  const h = useLatestHandlers(handlers);
  return <BesideContent data={shown} legendId={legendId} h={h} />;
}

const BesideContent = memo(function BesideContent({ data: d, legendId, h }: { data: BesideData; legendId: string; h: BesideHandlers }) {
  return (
    <aside className="gb-side" aria-label="Beside the map">
      <UnitChoices acts={d.acts} actor={d.actor} view={d.view} ownActs={d.ownActs} state={d.state} onAct={h.onAct} onSelect={h.onSelect} stack={d.stack ? { mates: d.stack.mates, whole: d.stack.whole, set: h.onStack } : null} />
      <ZonePanel view={d.shown} acts={d.acts} state={d.state} onZone={h.onZone} onShow={h.onShow} />
      {d.plan && <PlanSummary plan={d.plan} tribes={d.shown.tribes} scenario={d.state.scenario} />}
      <GbLegend id={legendId} />
    </aside>
  );
});
