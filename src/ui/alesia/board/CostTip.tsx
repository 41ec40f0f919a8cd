/**
 * The cost of the destination under the pointer (or the keyboard's focus hex), drawn on the map
 * above the hex while a unit moves: "2½ MF · 1½ left". The cell's accessible name says the same.
 */
import type { MoveCost } from '../../../engine/alesia-classic/movement/costs';
import { centre } from './geometry';
import { mfWords } from './names';

export function CostTip({ hex, cost }: { hex: string; cost: MoveCost }) {
  const c = centre(hex);
  const text = `${mfWords(cost.mf)} MF · ${cost.stops ? 'stops' : `${mfWords(cost.left)} left`}`;
  const w = text.length * 3.7 + 4;
  return (
    <g className="ac-cost-tip" transform={`translate(${c.x},${c.y - 19})`} aria-hidden="true">
      <rect x={-w / 2} y={-6} width={w} height={10} rx={1.5} />
      <text y={2.1}>{text}</text>
    </g>
  );
}
