/**
 * The GBoH board's ground (terrain.ts paths with their patterns), memoized per board: a new
 * position never re-renders it. Every hex class has a texture as well as a colour (trees in
 * forest, bricks in Alesia, hatching on Ramparts — one way inner, the other outer — crosses in the
 * Death Gardens, squares in Redoubts, rules in camps), hexside features a line pattern of their own,
 * level changes a contour line: colour is never the only difference (the legend names them all).
 */
import { memo } from 'react';
import type { SheetId } from '../../../engine/alesia-gboh/map/grid';
import { HEX_CLASSES, terrainPaths } from './terrain';

export const GbTerrainDefs = memo(function GbTerrainDefs() {
  return (
    <defs>
      <pattern id="gb-pat-forest" width="8" height="8" patternUnits="userSpaceOnUse">
        <circle cx="2" cy="2" r="1.4" className="gb-tree" />
        <circle cx="6" cy="6" r="1.4" className="gb-tree" />
      </pattern>
      <pattern id="gb-pat-alesia" width="8" height="6" patternUnits="userSpaceOnUse">
        <rect width="8" height="6" className="gb-fill-alesia" />
        <path d="M0,3H8M2,0V3M6,3V6" className="gb-tex-line" />
      </pattern>
      <pattern id="gb-pat-camp" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="gb-fill-camp" />
        <path d="M0,3H6" className="gb-tex-line" />
      </pattern>
      <pattern id="gb-pat-dg-inner" width="7" height="7" patternUnits="userSpaceOnUse">
        <path d="M1.5,1.5l3,3M4.5,1.5l-3,3" className="gb-dg-inner-mark" />
      </pattern>
      <pattern id="gb-pat-dg-outer" width="7" height="7" patternUnits="userSpaceOnUse">
        <path d="M3,1v4M1,3h4" className="gb-dg-outer-mark" />
      </pattern>
      <pattern id="gb-pat-redoubt" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="gb-fill-redoubt" />
        <rect x="1.5" y="1.5" width="3" height="3" className="gb-tex-light" />
      </pattern>
      <pattern id="gb-pat-rampart-inner" width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className="gb-fill-rampart" />
        <path d="M0,0L5,5" className="gb-hatch" />
      </pattern>
      <pattern id="gb-pat-rampart-outer" width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className="gb-fill-rampart" />
        <path d="M0,5L5,0" className="gb-hatch" />
      </pattern>
    </defs>
  );
});

export const GbTerrainLayer = memo(function GbTerrainLayer({ sheets }: { sheets: readonly SheetId[] }) {
  const t = terrainPaths(sheets);
  return (
    <g className="gb-terrain" aria-hidden="true">
      {t.levels.map((d, i) => d && <path key={i} d={d} className={`gb-hexes gb-lv gb-lv-${i}`} />)}
      {HEX_CLASSES.map((c) => t.classes[c] && <path key={c} d={t.classes[c]} className={`gb-hexes gb-${c}`} fill={`url(#gb-pat-${c})`} />)}
      <path d={t.contours} className="gb-contour" />
      <path d={t.sides.stream} className="gb-side gb-stream" />
      <path d={t.sides.smallRiver} className="gb-side gb-small-river" />
      <path d={t.sides.waterDitch} className="gb-side gb-water-ditch" />
      <path d={t.sides.crestWall} className="gb-side gb-crest-wall" />
      <path d={t.sides.stoneWall} className="gb-side gb-stone-wall" />
      <path d={t.sides.campWall} className="gb-side gb-camp-wall" />
      <path d={t.sides.redoubtWall} className="gb-side gb-redoubt-wall" />
      <path d={t.sides.rampartWalkway} className="gb-side gb-walkway" />
      <path d={t.sides.redoubtRampartLink} className="gb-side gb-link" />
      <path d={t.gates} className="gb-gate" />
      {t.seam && <path d={t.seam} className="gb-seam" />}
      {t.sheetLabels.map((l) => (
        <text key={l.text} x={l.x} y={l.y} className="gb-sheet-label">{l.text}</text>
      ))}
    </g>
  );
});
