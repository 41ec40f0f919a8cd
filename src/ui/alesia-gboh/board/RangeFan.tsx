/**
 * The selected unit's range fan (AG 8.13, 8.16): every hex within its missile reach in its front
 * and flank sectors (not the rear, AG 8.13), with the printed hit number there — a modified roll at
 * or under it hits (tables/missile.ts). Line of sight and the DRMs of AG 8.17 are the shot's own, so
 * the fan is what the table gives before them. Dotted outline and a number: not colour alone.
 */
import { memo, useMemo } from 'react';
import { agUnit } from '../../../engine/alesia-gboh/data';
import { inFireArc } from '../../../engine/alesia-gboh/fire/arc';
import { MISSILE_TABLE, missileHitNumber } from '../../../engine/alesia-gboh/tables/missile';
import type { Facing } from '../../../engine/alesia-gboh/state';
import { distance, hexKey, parseHexKey } from '../../../engine/hex/coords';
import { range } from '../../../engine/hex/shapes';
import type { GbBoardFrame } from './geometry';
import { R } from './geometry';

/** Hex → hit number for a unit of missile class `cls` on `hex` facing `f`. */
export function fanOf(frame: Pick<GbBoardFrame, 'has'>, unit: string, hex: string, f: Facing): Map<string, number> {
  const out = new Map<string, number>();
  const cls = agUnit(unit).missile;
  if (!cls) return out;
  const row = MISSILE_TABLE[cls];
  const h = parseHexKey(hex);
  for (const t of range(h, row.maxRange)) {
    const k = hexKey(t);
    const d = distance(h, t);
    if (d < 1 || !frame.has(k) || !inFireArc(hex, f, k)) continue;
    const n = missileHitNumber(cls, d);
    if (n !== null) out.set(k, n);
  }
  return out;
}

export const RangeFan = memo(function RangeFan({ frame, unit, hex, facing }: { frame: GbBoardFrame; unit: string; hex: string; facing: Facing }) {
  const fan = useMemo(() => fanOf(frame, unit, hex, facing), [frame, unit, hex, facing]);
  if (!fan.size) return null;
  const d = [...fan.keys()].map((k) => frame.geo.hexPath(k, 0.8)).join('');
  return (
    <g className="gb-fan" aria-hidden="true">
      <path d={d} className="gb-fan-hexes" />
      {[...fan].map(([k, n]) => {
        const c = frame.geo.centre(k);
        return (
          <text key={k} x={c.x} y={c.y - R * 0.2}>
            ≤{n}
          </text>
        );
      })}
    </g>
  );
});
