/**
 * AC 4.3, 23 — once all Gallic movement is done, every Gallic unit standing on the Outer Works in a
 * Roman zone of control rolls one die on the Outer Works Table: a 6 eliminates it. Disrupted units
 * and units in a Battle Rages roll too (AC 23.4). Romans never do (AC 23.2). AC 23.3: the rolls come
 * only after all Gallic movement (flow.ts calls this as off-board movement ends), so no unit lost
 * here can be replaced before the attacks. AC T.OuterWorks: 1–5 no effect, 6 eliminated.
 * AC FAQ.1: the ten units that free the besieged (AC 18.1) must reach the Outer Works in one turn —
 * `owLanded` (filled in movement/moves.ts) is emptied as each turn ends in flow.ts; the turn the ten
 * landed is kept for the period (coordination.ts).
 */
import { putUnit, unitIds, unitOf } from './state';
import { parseHexKey } from '../hex/coords';
import type { AcCtx } from './ctx';
import { acUnit } from './data/units';
import { acLabel } from './map/grid';
import { acHex } from './map/map';
import { occupancy, zocOf } from './queries';
import { outerWorksResult, outerWorksRow, OUTER_WORKS_TABLE_NAME } from './tables/outerWorks';

export function rollOuterWorks(ctx: AcCtx): void {
  const s = ctx.s;
  const occ = occupancy(s);
  const zoc = zocOf(s, 'roman', occ);
  const exposed = unitIds(s).filter((id) => {
    const l = unitOf(s, id).loc;
    const def = acUnit(id);
    return l.at === 'hex' && def.side === 'gallic' && def.kind !== 'leader' && zoc.has(l.hex) && !!acHex(parseHexKey(l.hex))?.outerWorks;
  });
  for (const id of exposed) {
    const hex = (unitOf(s, id).loc as { hex: string }).hex;
    const r = ctx.roll({
      side: 'gallic',
      purpose: `Outer Works: ${acUnit(id).name} at ${acLabel(parseHexKey(hex))}`,
      rule: 'AC 23.2',
      refs: [{ kind: 'hex', id: hex }, { kind: 'piece', id }],
      interpret: (t) => ({ result: outerWorksResult(t) === 'eliminated' ? 'Unit eliminated' : 'No effect', cell: { table: OUTER_WORKS_TABLE_NAME, row: outerWorksRow(t), col: 'Result' } }),
    });
    if (r.result === 'Unit eliminated') {
      putUnit(s, id, { loc: { at: 'gone', why: 'eliminated' } });
    }
  }
  if (!exposed.length) ctx.text('gallic', 'No Gallic unit stands on the Outer Works in a Roman zone of control.', 'AC 23.2');
}
