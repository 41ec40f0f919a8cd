/**
 * The map of Gaul as the shell's main board: a click on a region, a stack or a place is a
 * shortcut for the prompt's legal actions there (one match is taken at once; several are shown
 * in the prompt as suggested; none lets the engine say why the region is out of reach).
 */
import { useCallback } from 'react';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import type { BoardProps } from '../../shell/registry';
import { actionPlace, missedChoice, regionClickActions, stackClickActions } from '../actionModel';
import { MapView } from '../map/MapView';
import type { Stack } from '../map/mapModel';

export function BellumMap({ state, legal, highlight, inspected, onInspect, onAct, onSuggest }: BoardProps<BellumState, BellumAction>) {
  const onRegion = useCallback(
    (region: string) => {
      onInspect(region);
      const acts = regionClickActions(legal, region);
      if (acts.length === 1) return onAct(acts[0]);
      onSuggest(acts);
      // A click on an unreachable region: let the engine say why (a selected force's move, or the
      // decision's region choice — retreat, evasion, depot, reinforcements… — aimed there).
      if (legal.length === 0 || acts.length > 0) return;
      const sel = state.selection;
      if (sel && state.step.endsWith('move')) {
        if (sel.region !== region) onAct({ t: 'move', to: region });
        return;
      }
      const attempt = missedChoice(legal, region);
      if (attempt) onAct(attempt);
    },
    [legal, onAct, onInspect, onSuggest, state],
  );

  const onStack = useCallback(
    (st: Stack) => {
      onInspect(st.region);
      const acts = stackClickActions(legal, st.leaders, st.place);
      if (acts.length === 1) return onAct(acts[0]);
      const here = regionClickActions(legal, st.region);
      if (here.length === 1) return onAct(here[0]);
      onSuggest(acts.length ? acts : here);
    },
    [legal, onAct, onInspect, onSuggest],
  );

  const onPlace = useCallback(
    (place: string, region: string) => {
      const enter = legal.filter((a) => actionPlace(a) === place);
      if (enter.length === 1) {
        onInspect(region);
        return onAct(enter[0]);
      }
      onRegion(region);
    },
    [legal, onAct, onInspect, onRegion],
  );

  return <MapView state={state} legal={legal} highlight={highlight} inspected={inspected} onRegion={onRegion} onStack={onStack} onPlace={onPlace} />;
}
