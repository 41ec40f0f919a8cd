/**
 * Alésia (GBoH)'s own choices on the title screen: in 12.1 and 12.2 the Roman brings six legions of
 * his choice and one Zone Commander, Labienus or Antonius (AG 12.1 Romans, 12.2 Romans); 12.3 brings
 * them all. The optional rule of AG 10.63's design note — the Alesia force's BI recover as the relief
 * army's do — is a box both players tick by agreement (off by default, as the seed's rules stand);
 * so is Gallic Aggressiveness (AG Opt.Aggressiveness, printed with 12.1 and 12.2).
 * Light: no engine code, so the title chunk stays small.
 */
import type { SystemOptionsProps } from '../shell/registry';

const LEGIONS = ['VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'] as const;
export const DEFAULT_AG_OPTIONS: Readonly<Record<string, unknown>> = { legions: ['VI', 'VII', 'VIII', 'IX', 'X', 'XI'], zoneCommander: 'labienus' };
const SIX = 6;

export function GbohOptions({ value, onChange }: SystemOptionsProps) {
  const legions = (Array.isArray(value.legions) ? value.legions : DEFAULT_AG_OPTIONS.legions) as string[];
  const zc = value.zoneCommander === 'antonius' ? 'antonius' : 'labienus';
  const recovery = value.alesiaRecovery === true;
  const aggressive = value.aggressiveness === true;
  // AG 10.63, AG Opt.Aggressiveness optional: set only when ticked, so a game without them keeps the options it had.
  const setFlag = (name: 'alesiaRecovery' | 'aggressiveness', on: boolean) => {
    const rest: Record<string, unknown> = { ...value };
    delete rest[name];
    onChange(on ? { ...rest, [name]: true } : rest);
  };
  const setRecovery = (on: boolean) => setFlag('alesiaRecovery', on);
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
      <div className="row">
        <label className="inline">
          <input type="checkbox" checked={recovery} onChange={(e) => setRecovery(e.currentTarget.checked)} /> Alesia-force recovery (optional rule, AG 10.63)
        </label>
        <p className="small muted">
          If both players agree: the Alesia force&rsquo;s BI (not its archers) rout and come back after the Recovery roll as the relief army&rsquo;s BI do, on the reduced side their counters carry; without it the force&rsquo;s routed units are eliminated in the Recovery Phase with no roll.
        </p>
      </div>
      <div className="row">
        <label className="inline">
          <input type="checkbox" checked={aggressive} onChange={(e) => setFlag('aggressiveness', e.currentTarget.checked)} /> Gallic Aggressiveness (optional rule)
        </label>
        <p className="small muted">
          For a game close to history: the Gallic BI that come out of a tribal counter may only end a move as near as they can get to the nearest Roman unit or Rampart no other Gaul is attacking yet; the Alesia force&rsquo;s BI must head for an inner Rampart hex. A BI already next to a Roman unit or Rampart moves freely.
        </p>
      </div>
    </fieldset>
  );
}
