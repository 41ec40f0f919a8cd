/**
 * Alésia (GBoH)'s own choices on the title screen: in 12.1 and 12.2 the Roman brings six legions of
 * his choice and one Zone Commander, Labienus or Antonius (AG 12.1 Romans, 12.2 Romans); 12.3 brings
 * them all. Light: no engine code, so the title chunk stays small.
 */
import type { SystemOptionsProps } from '../shell/registry';

const LEGIONS = ['VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'] as const;
export const DEFAULT_AG_OPTIONS: Readonly<Record<string, unknown>> = { legions: ['VI', 'VII', 'VIII', 'IX', 'X', 'XI'], zoneCommander: 'labienus' };
const SIX = 6;

export function GbohOptions({ value, onChange }: SystemOptionsProps) {
  const legions = (Array.isArray(value.legions) ? value.legions : DEFAULT_AG_OPTIONS.legions) as string[];
  const zc = value.zoneCommander === 'antonius' ? 'antonius' : 'labienus';
  const toggle = (l: string, on: boolean) => onChange({ ...value, legions: on ? LEGIONS.filter((x) => x === l || legions.includes(x)) : legions.filter((x) => x !== l) });
  return (
    <fieldset className="picker options">
      <legend>Alésia (GBoH): the Roman army of 12.1 and 12.2</legend>
      <p className="small muted">
        Six legions ({legions.length} chosen){legions.length !== SIX ? ' — choose exactly six' : ''}; 12.3 brings all ten.
      </p>
      <div className="row">
        {LEGIONS.map((l) => (
          <label key={l} className="inline">
            <input type="checkbox" checked={legions.includes(l)} disabled={!legions.includes(l) && legions.length >= SIX} onChange={(e) => toggle(l, e.currentTarget.checked)} /> {l}{' '}
          </label>
        ))}
      </div>
      <div className="row" role="radiogroup" aria-label="Zone Commander">
        Zone Commander:{' '}
        {(['labienus', 'antonius'] as const).map((z) => (
          <label key={z} className="inline">
            <input type="radio" name="ag-zone-commander" checked={zc === z} onChange={() => onChange({ ...value, zoneCommander: z })} /> {z === 'labienus' ? 'Labienus' : 'Antonius'}{' '}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
