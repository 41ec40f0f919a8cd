/**
 * Rivers, drawn once (memo, no props) in the base layer: the Rhine, which the rules use
 * (BG 3.3.3), wide and dark with a pale casing; the others (decoration, reconstructed) thinner
 * and lighter. Each is named (Latin and modern) for assistive
 * technology and by a native tooltip; the region tooltip lists the rivers of the region.
 * Colour is not the only cue: the Rhine is wider, and the legend names both styles.
 */
import { memo } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { RIVERS, riverName, riverPath, riverPoints } from './rivers';

const PATHS = RIVERS.map((r) => ({ id: r.id, name: riverName(r), d: riverPath(riverPoints(r)) }));

export const RHINE_NAME = 'Rhenus (Rhine)';

export const RiverLayer = memo(function RiverLayer() {
  return (
    <g className="rivers">
      {PATHS.map((r) => (
        <g key={r.id} className="river" data-river={r.id} role="img" aria-label={`${r.name}, river (decoration, no effect on play)`}>
          <title>{`${r.name} — river, drawn for recognition; no effect on play (reconstructed)`}</title>
          <path d={r.d} className="river-line" />
        </g>
      ))}
      <g className="river rhine-river" data-river="rhenus" role="img" aria-label={`${RHINE_NAME}, river: crossing it takes a turn (BG 3.3.3)`}>
        <title>{`${RHINE_NAME} — the only river that affects movement: crossing takes a turn (BG 3.3.3)`}</title>
        <path d={GEOMETRY.rhine} className="rhine-casing" />
        <path d={GEOMETRY.rhine} className="rhine" />
      </g>
    </g>
  );
});
