/**
 * The two maritime zones as map buttons (BG 5.3): each sea's name is a focusable button
 * (`data-region` = the sea id) named with the fleets out there, outlined and badged "→" when a
 * ship may sail there or a fleet escape there now. Fleets at sea are drawn as stacks under it.
 */
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import type { BellumState } from '../../../engine/bellum/state';
import { MAP_TIP_ID } from './MapTip';

const SEA_FONT = 13;

/** e.g. "Oceanus Atlanticus, Atlantic maritime zone, 2 Roman ships at sea, legal target". */
export function seaAriaLabel(s: BellumState, sea: string, target: boolean): string {
  const g = GEOMETRY.seas.find((x) => x.id === sea);
  const ships = Object.keys(s.naval?.atSea ?? {}).filter((id) => s.naval!.atSea[id] === sea && s.units[id]?.out === null);
  const parts = [`${g?.name ?? sea}, ${sea === 'atlantic' ? 'Atlantic' : 'Mediterranean'} maritime zone`];
  for (const side of ['roman', 'gallic'] as const) {
    const n = ships.filter((id) => UNIT_BY_ID[id].side === side).length;
    if (n) parts.push(`${n} ${side === 'roman' ? 'Roman' : 'Gallic'} ship${n === 1 ? '' : 's'} at sea`);
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
