/** What a ship carries and who built it (BG 5.1, 5.5), and the "aboard" badge of a passenger, for the stack inspector. */
import { UNIT_BY_ID } from '../../engine/bellum/data/units';
import type { BellumState } from '../../engine/bellum/state';
import { pieceName } from '../../engine/bellum/queries';
import { CAPACITY, canCarry, carrierOf, cargoOf, load } from '../../engine/bellum/naval/transport';
import { RuleLink } from '../shell/common/Tooltip';

/** The ship's passengers and room left, and the legion waiting in its trireme box. */
export function ShipDetails({ state, id }: { state: BellumState; id: string }) {
  const cargo = cargoOf(state, id);
  const builder = state.naval?.builtBy[id];
  const l = load(cargo);
  return (
    <div className="ship-details small">
      {canCarry(id) ? (
        <p>
          {cargo.length ? <>Carries {cargo.map(pieceName).join(', ')}</> : 'Carries nothing'} — room for {CAPACITY.infantry - l.infantry} more infantry and {CAPACITY.cavalry - l.cavalry} more cavalry{' '}
          <RuleLink id="BG 5.5" />
        </p>
      ) : (
        <p>
          Carries no troops <RuleLink id="BG 5.5" />
        </p>
      )}
      {builder && (
        <p>
          Built by {pieceName(builder)}, waiting in the trireme box; lost with the ship <RuleLink id="BG 5.6.2" />
        </p>
      )}
    </div>
  );
}

/** "aboard Trireme I" on a carried unit or leader. */
export function AboardBadge({ state, id }: { state: BellumState; id: string }) {
  const ship = carrierOf(state, id);
  return ship ? <span className="badge">aboard {UNIT_BY_ID[ship]?.name ?? ship}</span> : null;
}
