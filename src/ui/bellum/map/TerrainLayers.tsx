/**
 * The static map, drawn once (memo, no props): seas and off-map land below the regions;
 * borders, the Rhine, mountain masses, region names and terrain glyphs above them.
 * Neither layer takes pointer events: clicks go to the region shapes between them.
 */
import { memo } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { REGIONS } from '../../../engine/bellum/data/regions';
import type { Terrain } from '../../../engine/bellum/data/types';

export const TERRAIN_GLYPH: Record<Terrain, string> = { clear: '', forest: '♣', marsh: '≈', mountain: '▲' };
export const TERRAIN_WORD: Record<Terrain, string> = { clear: 'clear', forest: 'forest', marsh: 'marsh', mountain: 'mountains' };

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
      <path d={GEOMETRY.rhine} className="rhine" />
      {GEOMETRY.seas.map((s) => (
        <text key={s.id} x={s.label.x} y={s.label.y} className="sea-name">
          {s.name}
        </text>
      ))}
      {REGIONS.map((r) => {
        const g = GEOMETRY.regions[r.id];
        if (!g) return null;
        const glyph = TERRAIN_GLYPH[r.terrain];
        return (
          <text key={r.id} x={g.label.x} y={g.label.y - 6} className="region-name">
            {r.name}
            {glyph && (
              <tspan className="terrain-glyph" dx="2">
                {glyph}
              </tspan>
            )}
          </text>
        );
      })}
    </g>
  );
});
