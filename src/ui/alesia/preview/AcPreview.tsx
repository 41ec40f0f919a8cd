/**
 * The prompt's preview for Alesia (1983 rules): the odds of every battle declared before the attack
 * is committed (or of those still to resolve once the list is locked), and during a fire window the
 * chances of each volley the Roman may fire. Words and symbols carry every meaning; no colour does.
 */
import { useId } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { H2H_TABLE_NAME } from '../../../engine/alesia-classic/tables';
import type { AcState } from '../../../engine/alesia-classic/state';
import { RuleLink } from '../../shell/common/Tooltip';
import { h2hWords, missileWords } from '../tables/tableModels';
import { sideName } from '../prompt';
import { battlePreviews, firePreview, hexName, type BattlePreview, type HexPreview, type UnitFactor, type VolleyPreview } from './previewModel';
import './preview.css';

/** "1/6 (16.7%)": the exact count of throws, and the share to one decimal. */
export const chanceText = (ways: number, outOf: number): string => `${ways}/${outOf} (${((100 * ways) / outOf).toFixed(1)}%)`;

function UnitLine({ u }: { u: UnitFactor }) {
  return (
    <li>
      {u.name}
      {u.hex ? ` (${hexName(u.hex)})` : ''}: <strong>{u.factor}</strong>
      {u.note && (
        <>
          {' '}— {u.note.text} (<RuleLink id={u.note.rule} />)
        </>
      )}
    </li>
  );
}

function HexLine({ h }: { h: HexPreview }) {
  return (
    <li>
      <span className="acp-hex">{hexName(h.hex)}</span>: {h.base}
      {h.doubled ? (
        <>
          {' '}× 2 = <strong>{h.total}</strong>, doubled once (<RuleLink id="AC 13.5" />) because:
          <ul>
            {h.reasons.map((r) => (
              <li key={`${r.rule} ${r.label}`}>
                {r.label} (<RuleLink id={r.rule} />)
              </li>
            ))}
          </ul>
        </>
      ) : h.cancelledBy ? (
        <>
          , <strong>not doubled</strong>: {h.cancelledBy.label} (<RuleLink id={h.cancelledBy.rule} />)
          {h.reasons.length > 0 && <> — it would have been: {h.reasons.map((r) => `${r.label} (${r.rule})`).join('; ')}</>}
        </>
      ) : (
        <>
          , <strong>not doubled</strong>
          {h.lost.length ? (
            <>
              :
              <ul>
                {h.lost.map((l) => (
                  <li key={`${l.rule} ${l.label} ${l.hex}`}>
                    {l.label}, lost to the attacker at {hexName(l.hex)} (<RuleLink id={l.rule} />)
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>: no terrain or fort doubles this hex against these attackers (<RuleLink id="AC T.Terrain" />)</>
          )}
        </>
      )}
      <ul aria-label={`Defending units at ${hexName(h.hex)}`}>
        {h.units.map((u) => (
          <UnitLine key={u.id} u={u} />
        ))}
      </ul>
    </li>
  );
}

export function BattleOddsPanel({ b, next }: { b: BattlePreview; next: boolean }) {
  const id = useId();
  const att = sideName(b.attackerSide);
  const def = sideName(b.attackerSide === 'roman' ? 'gallic' : 'roman');
  const where = b.hexes.map(hexName).join(' and ');
  const o = b.odds;
  const outOf = b.chances[0]?.outOf ?? 1;
  return (
    <section className="acp-battle" aria-labelledby={id}>
      <h4 id={id}>
        Battle {b.no}{next ? ' (to resolve)' : ''}: {att} attack on {where}
        {b.rages && ' — Battle Rages refight'} <RuleLink id={b.rages ? 'AC 15.3 BR' : 'AC 14'} />
      </h4>
      {b.why && <p className="acp-why">{b.why}</p>}
      <div className="acp-sides">
        <div>
          <p className="acp-side-head">
            {att} (attacking): <strong>{o ? o.attack : b.attackers.reduce((t, u) => t + u.factor, 0)}</strong>, never doubled (<RuleLink id="AC 13.4" />)
          </p>
          <ul aria-label={`Attacking units, battle ${b.no}`}>
            {b.attackers.map((u) => (
              <UnitLine key={u.id} u={u} />
            ))}
          </ul>
        </div>
        {o && (
          <div>
            <p className="acp-side-head">
              {def} (defending): <strong>{o.defence}</strong>
            </p>
            <ul aria-label={`Defending hexes, battle ${b.no}`}>
              {b.defence.map((h) => (
                <HexLine key={h.hex} h={h} />
              ))}
            </ul>
          </div>
        )}
      </div>
      {o && (
        <>
          <p className="odds-line">
            <strong>{o.attack}</strong> against <strong>{o.defence}</strong>: odds <strong>{o.ratio.label}</strong>, rounded in the
            defender&apos;s favour (<RuleLink id="AC 15.1" />)
            {o.column === 'auto' ? '' : <>; read on column <strong>{o.column}</strong>{o.ratio.defender > 4 ? <> (<RuleLink id="AC 15.6" />)</> : null}</>}.
          </p>
          {o.automatic ? (
            <p className="acp-auto">
              <span aria-hidden="true">⚑ </span>
              <strong>Automatic elimination</strong>:{' '}
              {o.automatic === 'AC 15.4'
                ? 'the Gauls are surrounded by Roman units and zones of control and attacked at 2-1 or more'
                : 'odds of 6-1 or more'}
              ; no die is rolled (<RuleLink id={o.automatic} />).
            </p>
          ) : o.surrounded ? (
            <p className="acp-note">The Gauls are surrounded, but the attack is under 2-1: no automatic elimination (<RuleLink id="AC 15.4" />).</p>
          ) : null}
          {!o.automatic && (
            <p className="acp-dice">
              {b.leaders.length
                ? <>Roman leaders in the battle: {b.leaders.join(' and ')}: {b.extra} extra {b.extra === 1 ? 'die' : 'dice'}; {b.extra + 1} dice are thrown and the Roman keeps the result best for him as {b.romanRole} (<RuleLink id={b.leaderRule} />).</>
                : <>No Roman leader in the battle: one die (<RuleLink id="AC 15.2" />).</>}
            </p>
          )}
          <table className="odds-outcomes acp-outcomes">
            <caption>
              {o.automatic ? 'Result' : `${H2H_TABLE_NAME}, column ${o.column}: chance of each result`}{' '}
              <RuleLink id="AC T.H2H" label="the table" />
            </caption>
            <thead>
              <tr>
                <th scope="col">Result</th>
                <th scope="col">Meaning</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {b.chances.map((c) => (
                <tr key={c.result.text}>
                  <th scope="row">{c.result.text}</th>
                  <td>{h2hWords(c.result)}</td>
                  <td className="acp-chance">{chanceText(c.ways, c.outOf)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td />
                <td className="acp-total">{chanceText(outOf, outOf)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}

export function BattlesPreview({ state }: { state: AcState }) {
  const id = useId();
  const list = battlePreviews(state);
  if (!list.length) return null;
  const locked = !!state.combat?.locked;
  return (
    <section className="combat-preview odds-panel acp" aria-labelledby={id}>
      <h3 id={id}>
        {locked ? 'Battles still to resolve' : 'Odds of the battles declared'} <RuleLink id={locked ? 'AC 13.3' : 'AC 15.1'} />
      </h3>
      {!locked && <p className="acp-note">Nothing is rolled until the attacks are committed with Fight.</p>}
      {list.map((b) => (
        <BattleOddsPanel key={b.index} b={b} next={locked} />
      ))}
    </section>
  );
}

function VolleyRow({ v }: { v: VolleyPreview }) {
  return (
    <tr>
      <th scope="row">
        {v.shooterName}
        {v.fort ? ' (engines)' : ''}
      </th>
      <td>{v.volley}{v.column !== v.volley ? ` (read as ${v.column})` : ''}</td>
      <td>{v.targetName}{v.hex ? ` at ${hexName(v.hex)}` : ''}</td>
      <td>
        {v.table} <RuleLink id={v.tableRule} />
      </td>
      <td>
        <ul className="acp-volley-chances">
          {v.chances.map((c) => (
            <li key={c.text}>
              <strong>{c.text}</strong> {missileWords(c.result)}: {chanceText(c.ways, 6)}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

export function FireWindowPreview({ state, legal }: { state: AcState; legal: readonly AcAction[] }) {
  const id = useId();
  const p = firePreview(state, legal);
  if (!p) return null;
  return (
    <section className="combat-preview odds-panel acp-fire" aria-labelledby={id}>
      <h3 id={id}>
        {p.moving ? 'Fire at the moving unit' : 'Fire at the end of Gallic movement'} <RuleLink id={p.moving ? 'AC 20.5' : 'AC 24.4'} />
      </h3>
      {p.moving ? (
        <p>
          <strong>{p.moving.name}</strong> has {p.moving.entering ? 'come onto the board' : 'moved'} into {hexName(p.moving.hex)}, inside your field of fire
          {p.moving.entering && <> (entering from the OBMC: every longer volley may be fired here, <RuleLink id="AC 24.6" />)</>}.
        </p>
      ) : (
        <p>Unused primary volleys of the forts, and volleys at Gauls that stood still in a field of fire (<RuleLink id="AC 24.52" />).</p>
      )}
      {p.volleys.length === 0 ? (
        <p>No volley can be fired now.</p>
      ) : (
        <table className="odds-outcomes acp-volleys">
          <caption>Each volley you may fire, with the chance of each result on one die</caption>
          <thead>
            <tr>
              <th scope="col">Shooter</th>
              <th scope="col">Volley</th>
              <th scope="col">Target</th>
              <th scope="col">Table</th>
              <th scope="col">Chances</th>
            </tr>
          </thead>
          <tbody>
            {p.volleys.map((v) => (
              <VolleyRow key={`${v.shooter} ${v.volley} ${v.target}`} v={v} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** `PromptUi.Preview`: the fire window first (it interrupts movement), then the battles of a combat phase. */
export function AcPreview({ state, legal }: { state: AcState; legal: readonly AcAction[] }) {
  if (state.fire.window) return <FireWindowPreview state={state} legal={legal} />;
  if (state.combat) return <BattlesPreview state={state} />;
  return null;
}
