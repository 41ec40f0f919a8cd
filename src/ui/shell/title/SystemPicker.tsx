/** The games of the collection, those still to come shown but not selectable. */
import { SYSTEMS } from '../../registry';

export function SystemPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  return (
    <fieldset className="picker systems">
      <legend>Game</legend>
      {SYSTEMS.map((g) => (
        <label key={g.id} className={`card${g.id === value ? ' chosen' : ''}${g.playable ? '' : ' coming'}`}>
          <input type="radio" name="system" value={g.id} checked={g.id === value} disabled={!g.playable} onChange={() => onChange(g.id)} />
          <span className="card-head">
            <strong>{g.name}</strong> <span className="muted">({g.publisher})</span>
            {!g.playable && <span className="badge coming-badge">Coming</span>}
          </span>
          <span className="blurb">{g.blurb}</span>
        </label>
      ))}
    </fieldset>
  );
}
