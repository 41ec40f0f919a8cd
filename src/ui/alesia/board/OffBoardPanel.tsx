/**
 * The off-board boxes as HTML beside the map: the town of Alesia (AC 9.2) with its count, the
 * ten boxes of the Off-Board Movement Chart (AC 11) with the counters the viewer may see in each
 * (the Roman sees none), and the public presence chart (AC 11.9). Buttons select units there and
 * take the legal moves into the town or a box.
 */
import { useState } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import type { MoveCost } from '../../../engine/alesia-classic/movement/costs';
import { ZONES, type Zone } from '../../../engine/alesia-classic/map/zones';
import { factors } from './Counters';
import { groupUnits, type BoardActions, type OffBoard } from './model';
import { ShiftSeveral } from './ShiftSeveral';
import { costWords, KIND_WORD, SIDE_WORD, unitWords } from './names';

interface Props {
  off: OffBoard;
  presence: readonly Zone[];
  acts: BoardActions;
  moving: string | null;
  /** The viewer may not see into the boxes (the Roman, AC 11.8): the presence chart only. */
  hidden: boolean;
  /** What each off-board destination of the moving unit costs. */
  costs?: ReadonlyMap<string, MoveCost>;
  onAct(a: AcAction): void;
}

/** One shift per neighbouring box, for the first unit of a group that may make it. */
function shiftsOf(units: readonly string[], acts: BoardActions): Extract<AcAction, { t: 'shift' }>[] {
  const out = new Map<string, Extract<AcAction, { t: 'shift' }>>();
  for (const id of units) for (const a of acts.shift.get(id) ?? []) if (a.t === 'shift' && !out.has(a.to)) out.set(a.to, a);
  return [...out.values()];
}

function Groups({ ids, where, acts, moving, onAct }: { ids: readonly string[]; where: string; acts: BoardActions; moving: string | null; onAct(a: AcAction): void }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (!ids.length) return null;
  const toggle = (k: string) => setOpen((o) => { const n = new Set(o); if (n.has(k)) n.delete(k); else n.add(k); return n; });
  return (
    <ul className="ac-groups">
      {groupUnits(ids).map((g) => {
        const u = acUnit(g.units[0]);
        const what = u.kind === 'leader' ? `leader (MF ${u.mf})` : `${factors(g.units[0])} ${KIND_WORD[u.kind]}`.trim();
        const first = g.units.map((id) => acts.unit.get(id)).find(Boolean);
        const isOpen = open.has(g.key);
        return (
          <li key={g.key} className={`ac-group ${u.side}`}>
            <span className="ac-group-name">
              <span className="ac-side-letter" aria-hidden="true">{u.side === 'roman' ? 'R' : 'G'}</span> {g.units.length} × {what}
              {u.force ? ` (${u.force})` : ''}
              {g.units.includes(moving ?? '') ? ' — one is moving' : ''}
            </span>
            {first && (
              <button type="button" onClick={() => onAct(first)} aria-label={`${first.t === 'pick' ? 'Set up one' : 'Move one'}: a ${what} from ${where} (${g.units.length} there)`}>
                {first.t === 'pick' ? 'Set up one' : 'Move one'}
              </button>
            )}
            {shiftsOf(g.units, acts).map((a) => (
              <button key={a.to} type="button" onClick={() => onAct(a)} aria-label={`→ ${a.to}: shift a ${what} from ${where} to zone ${a.to} (AC 11.4)`}>
                → {a.to}
              </button>
            ))}
            <button type="button" aria-expanded={isOpen} onClick={() => toggle(g.key)} aria-label={`${isOpen ? 'Hide' : 'List'} the ${what} units in ${where}`}>
              {isOpen ? 'Hide' : 'List'}
            </button>
            {isOpen && (
              <ul className="ac-group-units">
                {g.units.map((id) => {
                  const a = acts.unit.get(id);
                  return (
                    <li key={id}>
                      {a ? (
                        <button type="button" onClick={() => onAct(a)}>{unitWords(id)}</button>
                      ) : (
                        <span>{unitWords(id)}{id === moving ? ' (moving)' : ''}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function OffBoardPanel({ off, presence, acts, moving, hidden, costs, onAct }: Props) {
  const cost = (to: string) => {
    const c = costs?.get(to);
    return c ? ` (${costWords(c)})` : '';
  };
  const intoTown = acts.offBoard.get('town');
  const shown = new Set(presence);
  const movingInPool = !!moving && off.pool.includes(moving);
  return (
    <div className="ac-offboard">
      {off.pool.length > 0 && (
        <section className="ac-box" aria-labelledby="ac-pool-h">
          <h3 id="ac-pool-h">Roman counters to set up (AC 3.2)</h3>
          <p>{off.pool.length} still in the pool{movingInPool ? ` — placing ${unitWords(moving!)}: pick a lit hex` : ''}</p>
          <Groups ids={off.pool} where="the pool" acts={acts} moving={moving} onAct={onAct} />
        </section>
      )}
      <section className="ac-box" aria-labelledby="ac-town-h">
        <h3 id="ac-town-h">Alesia (town box)</h3>
        <p>
          {off.inTown} {SIDE_WORD.gallic} {off.inTown === 1 ? 'unit' : 'units'} inside
          {off.town.length === 0 && off.inTown > 0 ? ' (hidden from the Roman, AC 9.2)' : ''}
        </p>
        <Groups ids={off.town} where="the town" acts={acts} moving={moving} onAct={onAct} />
        {intoTown && (
          <button type="button" className="ac-dest" onClick={() => onAct(intoTown)}>
            → Move into Alesia{cost('town')}
          </button>
        )}
      </section>
      <section className="ac-box" aria-labelledby="ac-obmc-h">
        <h3 id="ac-obmc-h">Off-Board Movement Chart</h3>
        <ul className="ac-presence" aria-label="Presence chart (AC 11.9)">
          {ZONES.map((z) => (
            <li key={z} className={shown.has(z) ? 'on' : 'off'}>
              <span aria-hidden="true">{shown.has(z) ? '●' : '○'}</span> {z}
              <span className="ac-sr">{shown.has(z) ? ': Gallic presence shown' : ': empty'}</span>
            </li>
          ))}
        </ul>
        {hidden ? (
          <p>The boxes are hidden from the Roman (AC 11.8): the presence chart shows where Gauls may be.</p>
        ) : (
          <ol className="ac-zones">
            {ZONES.map((z) => {
              const ids = off.zones[z];
              const dest = acts.offBoard.get(`obmc:${z}`);
              return (
                <li key={z} aria-label={`Zone ${z}`} className={ids.length || dest ? '' : 'empty'}>
                  <h4>
                    Zone {z}
                    {ids.length ? '' : ': empty'}
                  </h4>
                  <Groups ids={ids} where={`zone ${z}`} acts={acts} moving={moving} onAct={onAct} />
                  <ShiftSeveral ids={ids} where={`zone ${z}`} acts={acts} onAct={onAct} />
                  {dest && (
                    <button type="button" className="ac-dest" onClick={() => onAct(dest)}>
                      → Move off the board into zone {z}
                      {cost(`obmc:${z}`)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
