/**
 * The Entry Zones on the GBoH map's edge (AG 5.33, 12.1): a zone a choice of now may name is a
 * button (its hexes outlined, its numeral ringed, named with its choices); the others show their
 * numeral only.
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import type { AgState } from '../../../engine/alesia-gboh/state';
import type { SheetId } from '../../../engine/alesia-gboh/map/grid';
import { describeAction } from '../describe';
import type { boardFrame } from './geometry';
import { terrainPaths } from './terrain';

export function ZoneButtons({ sheets, zones, state, geo }: { sheets: readonly SheetId[]; zones: ReadonlyMap<string, readonly AgAction[]>; state: AgState; geo: ReturnType<typeof boardFrame>['geo'] }) {
  return (
    <g className="gb-zones">
      {terrainPaths(sheets).zones.map((z) => {
        const choices = zones.get(z.zone);
        return choices ? (
          <g key={z.zone} className="gb-zone lit" data-zone={z.zone} role="button" tabIndex={0} aria-label={`Zone ${z.zone}: ${choices.map((a) => describeAction(state, a)).join('; ')}`}>
            <path d={z.hexes.map((h) => geo.hexPath(h)).join('')} className="gb-zone-hexes" />
            <circle cx={z.x} cy={z.y} r="11" />
            <text x={z.x} y={z.y + 4}>{z.zone}</text>
          </g>
        ) : (
          <text key={z.zone} x={z.x} y={z.y + 4} className="gb-zone-numeral" aria-hidden="true">{z.zone}</text>
        );
      })}
    </g>
  );
}
