/**
 * The enemy's zones of control (AG 7.2), as the side to act must reckon with them: every hex a unit
 * of his stops on entering, cross-hatched (not colour alone), from the engine's own occupancy
 * (movement/occupancy.ts: front hexes, archers' flanks, Redoubts all round, not up over a Rampart
 * or a wall, AG 7.21–7.22).
 */
import { memo, useMemo } from 'react';
import { toAct } from '../../../engine/alesia-gboh/legal';
import { moveBoard } from '../../../engine/alesia-gboh/movement/board';
import { occupancy } from '../../../engine/alesia-gboh/movement/occupancy';
import type { AgSide, AgState } from '../../../engine/alesia-gboh/state';
import { boardFrame } from './geometry';
import { sheetsOf } from './sheets';

/** `side`: whose reckoning (the side whose view the board shows); the side to act's when not given. */
export const ZocOverlay = memo(function ZocOverlay({ state, side: given }: { state: AgState; side?: AgSide | null }) {
  const d = useMemo(() => {
    const mb = moveBoard(state.scenario);
    const side = given ?? toAct(state) ?? 'roman';
    const occ = occupancy(mb, state, side, null);
    const { geo, has } = boardFrame(sheetsOf(state));
    let out = '';
    for (let i = 0; i < mb.n; i++) if (occ.zoc[i] && has(mb.keys[i])) out += geo.hexPath(mb.keys[i]);
    return out;
  }, [state, given]);
  return (
    <g className="gb-zoc" aria-hidden="true">
      <defs>
        <pattern id="gb-pat-zoc" width="5" height="5" patternUnits="userSpaceOnUse">
          <path d="M0,0L5,5M5,0L0,5" className="gb-zoc-line" />
        </pattern>
      </defs>
      <path d={d} fill="url(#gb-pat-zoc)" className="gb-zoc-hexes" />
    </g>
  );
});
