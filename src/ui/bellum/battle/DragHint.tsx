/** The board's short instruction while units may be placed by dragging (BG 4.4.2), and the wings a dragged unit may take. */
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import { WING_LABEL } from './boardModel';
import type { WingDrop } from './useWingDrop';

const list = (xs: readonly string[]): string => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

export function DragHint({ drop }: { drop: WingDrop }) {
  const unit = drop.dragging;
  return (
    <p className="drag-hint">
      {unit
        ? `Moving ${UNIT_BY_ID[unit]?.name ?? unit}: drop it on a wing marked "Drop here" (${list(drop.targets.map((w) => WING_LABEL[w]))}).`
        : 'Drag a counter to a wing, or use the buttons in the Prompt.'}
    </p>
  );
}
