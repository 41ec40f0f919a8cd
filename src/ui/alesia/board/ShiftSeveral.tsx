/**
 * AC 11.4 — shifting several units of one OBMC box to a neighbouring box in one decision: a list
 * of the box's units able to shift, each with a checkbox, and one button per neighbouring box.
 * Two or more chosen go as one `shiftMany` action (any part of the box the legal list offers); one
 * chosen goes as its own `shift`.
 */
import { useId, useState } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import type { BoardActions } from './model';
import { unitWords } from './names';

interface Props {
  /** The units in the box. */
  ids: readonly string[];
  /** "zone IV". */
  where: string;
  acts: BoardActions;
  onAct(a: AcAction): void;
}

export function ShiftSeveral({ ids, where, acts, onAct }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const legendId = useId();
  const entries = acts.shiftMany.filter((e) => e.units.every((u) => ids.includes(u)));
  if (!entries.length) return null;
  const units = entries[0].units;
  const picked = units.filter((u) => chosen.has(u));
  const toggle = (id: string) => setChosen((c) => { const n = new Set(c); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const go = (to: string) => {
    const single = picked.length === 1 ? (acts.shift.get(picked[0]) ?? []).find((a) => a.t === 'shift' && a.to === to) : undefined;
    const a: AcAction | undefined = picked.length >= 2 ? { t: 'shiftMany', units: picked, to: to as Extract<AcAction, { t: 'shiftMany' }>['to'] } : single;
    if (!a) return;
    setChosen(new Set());
    setOpen(false);
    onAct(a);
  };
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={`${open ? 'Close' : 'Shift several units'} from ${where} (AC 11.4)`}>
        {open ? 'Close' : 'Shift several…'}
      </button>
      {open && (
        <fieldset className="ac-shift-several" aria-labelledby={legendId}>
          <legend id={legendId}>Units to shift from {where} together (AC 11.4)</legend>
          <button type="button" onClick={() => setChosen(new Set(units))}>All</button>{' '}
          <button type="button" onClick={() => setChosen(new Set())}>None</button>
          <ul>
            {units.map((id) => (
              <li key={id}>
                <label>
                  <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} /> {unitWords(id)}
                </label>
              </li>
            ))}
          </ul>
          <div className="ac-shift-go">
            {entries.map((e) => (
              <button key={e.to} type="button" disabled={picked.length === 0} onClick={() => go(e.to)}>
                Shift {picked.length} chosen to zone {e.to}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
