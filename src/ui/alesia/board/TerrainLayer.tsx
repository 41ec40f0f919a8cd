/**
 * The board's ground: the handful of paths of terrain.ts with their patterns. Memoized without
 * props, so a new position never re-renders it. Each terrain class has a texture as well as a
 * colour (dots on slopes, cross-hatching on tops, bricks in the town), so colour is never the
 * only difference.
 */
import { memo } from 'react';
import { TERRAIN_CLASSES, terrainPaths } from './terrain';

export const TerrainDefs = memo(function TerrainDefs() {
  return (
    <defs>
      <pattern id="ac-pat-low" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" className="ac-fill-low" />
      </pattern>
      <pattern id="ac-pat-slope" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="ac-fill-slope" />
        <circle cx="3" cy="3" r="0.7" className="ac-tex" />
      </pattern>
      <pattern id="ac-pat-top" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="ac-fill-top" />
        <path d="M0,3H6M3,0V6" className="ac-tex-line" />
      </pattern>
      <pattern id="ac-pat-camp" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" className="ac-fill-camp" />
        <path d="M0,4H8" className="ac-tex-line" />
      </pattern>
      <pattern id="ac-pat-town" width="8" height="6" patternUnits="userSpaceOnUse">
        <rect width="8" height="6" className="ac-fill-town" />
        <path d="M0,3H8M2,0V3M6,3V6" className="ac-tex-line" />
      </pattern>
      <pattern id="ac-pat-wall" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="ac-fill-wall" />
        <rect x="1" y="1" width="4" height="4" className="ac-tex-light" />
      </pattern>
      <pattern id="ac-pat-ow" width="6" height="6" patternUnits="userSpaceOnUse">
        <path d="M0,6L6,0" className="ac-ow-line" />
      </pattern>
    </defs>
  );
});

export const TerrainLayer = memo(function TerrainLayer() {
  const t = terrainPaths();
  return (
    <g className="ac-terrain" aria-hidden="true">
      {TERRAIN_CLASSES.map((c) => (
        <path key={c} d={t.classes[c]} className={`ac-hexes ac-${c}`} fill={`url(#ac-pat-${c})`} />
      ))}
      <path d={t.outerWorks} className="ac-outer-works" fill="url(#ac-pat-ow)" />
      <path d={t.river.lines} className="ac-river-line" />
      <path d={t.river.dots} className="ac-river-dot" />
      <path d={t.river.forks} className="ac-river-fork" />
      <path d={t.trench.lines} className="ac-trench-line" />
      <path d={t.trench.dots} className="ac-trench-dot" />
      <path d={t.ramparts.perimeter} className="ac-rampart perimeter" />
      <path d={t.ramparts.camp} className="ac-rampart camp" />
      {t.joints.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r="3.6" className="ac-joint" />
      ))}
      {t.edgeLabels.map((l) => (
        <text key={l.text} x={l.x} y={l.y + 2} className="ac-edge-label">{l.text}</text>
      ))}
      {t.deltas.map((l, i) => (
        <text key={i} x={l.x} y={l.y + 4} className="ac-delta">{l.text}</text>
      ))}
      {t.zones.map((l) => (
        <text key={l.text} x={l.x} y={l.y + 5} className="ac-zone-numeral">{l.text}</text>
      ))}
      {t.places.map((l) => (
        <text key={l.text} x={l.x} y={l.y} className="ac-place">{l.text}</text>
      ))}
    </g>
  );
});
