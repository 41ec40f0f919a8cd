/**
 * AC 5.2, 10.3 — "Whole stack": with a unit selected that stands with other units able to move,
 * this button makes the map's lit hexes (and a click or Enter on one) move that stack together,
 * each unit in turn by its own route. Pressed again, the selected unit moves alone. The prompt
 * lists the same choices ("Move the whole stack to") for the keyboard.
 */
import { acUnit } from '../../../engine/alesia-classic/data/units';

interface Props {
  /** The units that would move together (the legal stack moves' units). */
  units: readonly string[];
  moving: string;
  on: boolean;
  onToggle(): void;
}

export function StackToggle({ units, moving, on, onToggle }: Props) {
  return (
    <div className="ac-stack-toggle" role="group" aria-label="Stack movement (AC 10.3)">
      <button type="button" aria-pressed={on} onClick={onToggle} title="Move every unit of the selected unit's stack that has not moved yet to the same hex, one after another (AC 5.2, 10.3)">
        Whole stack ({units.length})
      </button>
      <span className="ac-stack-note" role="status">
        {on ? `The lit hexes take the whole stack: ${units.map((id) => acUnit(id).name).join(', ')}.` : `The lit hexes take ${acUnit(moving).name} alone.`}
      </span>
    </div>
  );
}
