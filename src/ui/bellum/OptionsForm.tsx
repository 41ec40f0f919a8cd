/**
 * Bellum Gallicum II's own choices on the title screen: the optional campaign rule of Roman
 * replacements (BG 3.2). Light: no engine code, so the title chunk stays small.
 */
import type { SystemOptionsProps } from '../shell/registry';

export const DEFAULT_BG_OPTIONS: Readonly<Record<string, unknown>> = {};

export function BellumOptions({ value, onChange }: SystemOptionsProps) {
  return (
    <fieldset className="picker options">
      <legend>Bellum Gallicum II</legend>
      <label className="row">
        <input
          type="checkbox"
          checked={value.replacements === true}
          onChange={(e) => onChange({ ...value, replacements: e.currentTarget.checked })}
        />{' '}
        Roman replacements, a campaign rule (BG 3.2): from 56 BC, a yearly Supplementum and, in March, Levies
      </label>
    </fieldset>
  );
}
