/** Every hex's printed label (`W3911`, AG 2.1), drawn once per board while the toolbar's Labels is on. */
import { memo } from 'react';
import { parseHexKey } from '../../../engine/hex/coords';
import { gbohLabel, type SheetId } from '../../../engine/alesia-gboh/map/grid';
import { boardFrame, R } from './geometry';

export const HexLabelsLayer = memo(function HexLabelsLayer({ sheets }: { sheets: readonly SheetId[] }) {
  const { geo, keys } = boardFrame(sheets);
  return (
    <g className="gb-hex-labels">
      {keys.map((k) => {
        const c = geo.centre(k);
        return (
          <text key={k} x={c.x} y={c.y - R * 0.55}>
            {gbohLabel(parseHexKey(k)).slice(1)}
          </text>
        );
      })}
    </g>
  );
});
