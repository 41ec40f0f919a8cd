/**
 * The static map, drawn once (memo, no props): seas and off-map land below the regions;
 * rivers (the Rhine among them), mountain masses, region names and terrain glyphs above them.
 * Names are placed by labelLayout.ts; region names are aria-hidden because each region shape
 * already carries its name (and status) as its accessible name.
 * Neither layer takes pointer events: clicks go to the region shapes between them.
 */
import { memo } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { REGION_NAMES } from './labelLayout';
import { RiverLayer } from './RiverLayer';

export { TERRAIN_GLYPH, TERRAIN_WORD } from './terrainGlyphs';

export const TerrainBase = memo(function TerrainBase() {
  return (
    <g className="terrain-base" pointerEvents="none">
      <rect width={GEOMETRY.width} height={GEOMETRY.height} className="offmap" />
      {GEOMETRY.seas.map((s) => (
        <path key={s.id} d={s.path} fill="url(#pat-sea)" className="sea" />
      ))}
    </g>
  );
});

export const TerrainTop = memo(function TerrainTop() {
  return (
    <g className="terrain-top" pointerEvents="none">
      {GEOMETRY.mountains.map((m) => (
        <g key={m.id}>
          <path d={m.path} fill="url(#pat-mountain)" className="mountain-mass" />
          <text x={m.label.x} y={m.label.y} className="mountain-name">
            {m.name}
          </text>
        </g>
      ))}
      <RiverLayer />
      {GEOMETRY.seas.map((s) => (
        <text key={s.id} x={s.label.x} y={s.label.y} className="sea-name">
          {s.name}
        </text>
      ))}
      {REGION_NAMES.map((r) => (
        <text key={r.id} x={r.x} y={r.y} className="region-name" data-name-of={r.id} aria-hidden="true">
          {r.text}
          {r.glyph && (
            <tspan className="terrain-glyph" dx="2">
              {r.glyph}
            </tspan>
          )}
        </text>
      ))}
    </g>
  );
});
