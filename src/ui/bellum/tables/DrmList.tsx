/** The die-roll modifiers of the Skirmish or Pitched Battle Table, each with its rule and note. */
import { PITCHED_BATTLE_DRMS, SKIRMISH_DRMS } from '../../../engine/bellum/data/tables';
import { RuleLink } from '../../shell/common/Tooltip';

export function DrmList({ table }: { table: 'skirmish' | 'pitched-battle' }) {
  const list = table === 'skirmish' ? SKIRMISH_DRMS : PITCHED_BATTLE_DRMS;
  return (
    <div className="drm-list">
      <h4>Die-roll modifiers (to the attacker&apos;s roll)</h4>
      <ul>
        {list.map((d) => (
          <li key={d.id}>
            {d.description} <RuleLink id={d.rule} />{' '}
            <span className="badge badge-reconstructed">Reconstructed</span>{' '}
            <span className="drm-note">{d.reconstructed}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
