/**
 * The two maritime zones as map buttons (BG 5.3): each sea's name is a focusable button
 * (`data-region` = the sea id) named with the fleets out there, outlined and badged "→" when a
 * ship may sail there or a fleet escape there now. Fleets at sea are drawn as stacks under it.
 */
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import type { BellumState } from '../../../engine/bellum/state';
import { isSea, SEA_NAMES, shipsAtSea } from '../../../engine/bellum/naval/geo';
import { sideName } from '../../../engine/bellum/queries';
import { MAP_TIP_ID } from './MapTip';

const SEA_FONT = 13;

/** e.g. "Oceanus Atlanticus, Atlantic maritime zone, 2 Roman ships at sea, legal target". */
export function seaAriaLabel(s: BellumState, sea: string, target: boolean): string {
  const g = GEOMETRY.seas.find((x) => x.id === sea);
  const parts = [`${g?.name ?? sea}, ${isSea(sea) ? SEA_NAMES[sea] : sea} maritime zone`];
  for (const side of ['roman', 'gallic'] as const) {
    const n = isSea(sea) ? shipsAtSea(s, side, sea).length : 0;
    if (n) parts.push(`${n} ${sideName(side)} ship${n === 1 ? '' : 's'} at sea`);
  }
  if (target) parts.push('legal target');
  return parts.join(', ');
}

export function SeaLayer({ state, targets, inspected }: { state: BellumState; targets: ReadonlySet<string>; inspected: string | null }) {
  return (
    <g className="seas-buttons">
      {GEOMETRY.seas.map((sea) => {
        const w = sea.name.length * SEA_FONT * 0.62 + 12;
        const target = targets.has(sea.id);
        const x = sea.label.x - w / 2;
        const y = sea.label.y - SEA_FONT - 2;
        return (
          <g key={sea.id}>
            <rect
              x={x}
              y={y}
              width={w}
              height={SEA_FONT + 8}
              rx="4"
              data-region={sea.id}
              className={`sea-button${target ? ' target' : ''}${inspected === sea.id ? ' inspected' : ''}`}
              tabIndex={0}
              role="button"
              aria-label={seaAriaLabel(state, sea.id, target)}
              aria-describedby={MAP_TIP_ID}
            />
            {target && (
              <g transform={`translate(${(x - 10).toFixed(1)} ${(y + (SEA_FONT + 8) / 2).toFixed(1)})`} className="target-badge" aria-hidden="true" pointerEvents="none">
                <circle r="8.5" />
                <text y="4.5">→</text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}
