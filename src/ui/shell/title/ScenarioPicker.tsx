/** The scenarios of the chosen system as a radio group of cards: name, length, balance, level. */
import type { ScenarioInfo } from '../../../engine/core/contract';

interface Props {
  scenarios: readonly ScenarioInfo[];
  value: string;
  onChange(id: string): void;
}

export function ScenarioPicker({ scenarios, value, onChange }: Props) {
  return (
    <fieldset className="picker scenarios">
      <legend>Scenario</legend>
      {scenarios.map((sc) => (
        <label key={sc.id} className={`card${sc.id === value ? ' chosen' : ''}${sc.playable ? '' : ' coming'}`}>
          <input type="radio" name="scenario" value={sc.id} checked={sc.id === value} onChange={() => onChange(sc.id)} />
          <span className="card-head">
            <span className="rule-id">{sc.rule.replace('BG ', '')}</span> <strong>{sc.name}</strong>
            {!sc.playable && <span className="badge coming-badge">Coming</span>}
          </span>
          <span className="facts">
            <span>{sc.length}</span>
            <span>{sc.turns} turns</span>
            <span>{sc.balance}</span>
            <span>{sc.level}</span>
            {sc.solo && <span>Solo rules</span>}
          </span>
          <span className="blurb">{sc.blurb}</span>
        </label>
      ))}
    </fieldset>
  );
}
