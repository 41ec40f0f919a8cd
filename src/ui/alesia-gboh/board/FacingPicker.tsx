/**
 * The facing picker (AG 7.11): when a hex's choices differ only by the facing they end with, a
 * button stands at each vertex of the hex, named with the facing and its cost in MP.
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import type { reach } from '../../../engine/alesia-gboh/movement/reach';
import { facingWord, hexName } from '../words';
import { vertexVector } from './Counters';
import { R, type boardFrame } from './geometry';

export interface Picker {
  hex: string;
  /** Facing → the choices that end with it (one, or several the prompt then shows). */
  facings: Map<number, AgAction[]>;
  of: unknown;
}

/** Six buttons at the vertices of a hex, one per facing the choice may end with (AG 7.11), named with its cost. */
export function FacingPicker({ geo, picker, costsOf, rapidCostsOf = null }: { geo: ReturnType<typeof boardFrame>['geo']; picker: Picker; costsOf: ReturnType<typeof reach> | null; rapidCostsOf?: ReturnType<typeof reach> | null }) {
  const c = geo.centre(picker.hex);
  const end = costsOf?.ends.get(picker.hex);
  const rapidEnd = rapidCostsOf?.ends.get(picker.hex); // AG 6.5
  return (
    <g className="gb-facing-picker" role="group" aria-label={`Facing at ${hexName(picker.hex)}: choose the vertex the counter points at`}>
      <path d={geo.hexPath(picker.hex)} className="gb-facing-hex" />
      {[...picker.facings].map(([f, acts]) => {
        const a = acts[0];
        const v = vertexVector(f);
        const rapid = a.t === 'move' && !!a.rapid;
        const cost = a.t === 'move' ? (rapid ? rapidEnd : end)?.facings.find((x) => x.facing === f)?.cost : undefined;
        const x = c.x + v.x * (R + 2.5);
        const y = c.y + v.y * (R + 2.5);
        return (
          <g key={f} className="gb-facing-button" data-facing={f} role="button" tabIndex={0} aria-label={`Face ${facingWord(f)}${cost !== undefined ? ` — ${cost} MP${rapid ? ' (a rapid move)' : ''}` : ''}${acts.length > 1 ? ` (${acts.length} choices)` : ''}`} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            <circle r="5.4" />
            <path d={`M${(v.x * 3.6).toFixed(1)},${(v.y * 3.6).toFixed(1)}L${(-v.y * 2.4 - v.x * 1.6).toFixed(1)},${(v.x * 2.4 - v.y * 1.6).toFixed(1)}L${(v.y * 2.4 - v.x * 1.6).toFixed(1)},${(-v.x * 2.4 - v.y * 1.6).toFixed(1)}z`} />
            {cost !== undefined && <text y={-7}>{cost}</text>}
          </g>
        );
      })}
    </g>
  );
}
