/** One army on the Battle Map (BG 4.4.2): Leaders box, four wings with A/E boxes, Permanent Losses. */
import type { BattleBoard, Wing } from '../../../engine/bellum/combat/types';
import type { BellumState, Side } from '../../../engine/bellum/state';
import { Tip } from '../../shell/common/Tooltip';
import {
  FIRST_LINE_WINGS, WING_LABEL, WING_ORDER, boardSideOf, firstLineSp, leadersInOrder, lostUnits, sideLabel,
  sumSp, undeployed, unitsIn, wingSp,
} from './boardModel';
import { LeaderCounter, UnitCounter } from './Counter';
import type { WingDrop } from './useWingDrop';

function CounterList({ state, units, empty, drop }: { state: BellumState; units: readonly string[]; empty: string; drop?: WingDrop }) {
  if (units.length === 0) return <p className="box-empty">{empty}</p>;
  return (
    <ul className="counters">
      {units.map((u) => (
        <li key={u}>
          <UnitCounter state={state} id={u} drag={drop?.counterProps(u)} lifted={drop?.dragging === u} />
        </li>
      ))}
    </ul>
  );
}

const units = (n: number): string => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** A wing; while a counter is dragged, a wing it may legally take is marked "drop here" (BG 4.4.2). */
function WingBox({ state, board, side, wing, drop }: { state: BellumState; board: BattleBoard; side: Side; wing: Wing; drop?: WingDrop }) {
  const bs = boardSideOf(board, side);
  const line = unitsIn(bs, wing, 'line');
  const a = unitsIn(bs, wing, 'A');
  const e = unitsIn(bs, wing, 'E');
  const first = (FIRST_LINE_WINGS as readonly Wing[]).includes(wing);
  const hid = `bb-${side}-${wing}`;
  const target = !!drop?.isTarget(side, wing);
  const over = target && !!drop?.isOver(side, wing);
  return (
    <section
      className={`wing wing-${wing}${target ? ' drop-target' : ''}${over ? ' drop-over' : ''}`}
      aria-labelledby={hid}
      data-side={side}
      data-wing={wing}
      {...drop?.wingProps(side, wing)}
    >
      <h4 id={hid}>
        {WING_LABEL[wing]}{' '}
        <span className="wing-total">
          — {wingSp(state, bs, wing)} SP, {units(line.length)}
        </span>
      </h4>
      {target && (
        <p className="drop-cue">
          <span aria-hidden="true">⇩ </span>Drop here
        </p>
      )}
      <CounterList state={state} units={line} empty="No units" drop={drop} />
      {(first || a.length > 0 || e.length > 0) && (
        <div className="ae-boxes">
          <BoardBox state={state} units={a} letter="A" label={`${WING_LABEL[wing]} A box (weakened)`} word="weakened" tip="Units weakened this sequence wait here, reduced, until the Rout and Rally tests." />
          <BoardBox state={state} units={e} letter="E" label={`${WING_LABEL[wing]} E box (eliminated)`} word="eliminated" tip="Units eliminated this sequence wait here until the Rout and Rally tests." />
        </div>
      )}
    </section>
  );
}

export function BoardSideView({ state, board, side, drop }: { state: BellumState; board: BattleBoard; side: Side; drop?: WingDrop }) {
  const bs = boardSideOf(board, side);
  const role = board.attacker === side ? 'attacker' : 'defender';
  const leaders = leadersInOrder(bs);
  const waiting = undeployed(bs);
  const lost = lostUnits(bs);
  const hid = `bb-${side}-title`;
  return (
    <section className={`board-side side-${side}`} aria-labelledby={hid}>
      <h3 id={hid}>
        {sideLabel(side)} army <span className="side-role">({role})</span>
        {board.winner === side && <span className="side-winner"> — ✔ victor</span>}
      </h3>
      <p className="side-totals">
        First line <strong>{firstLineSp(state, bs)} SP</strong> · Reserve {wingSp(state, bs, 'reserve')} SP
        {!bs.ready && <span className="side-deploying"> · deploying</span>}
      </p>
      <section className="box leaders-box" aria-labelledby={`${hid}-leaders`}>
        <h4 id={`${hid}-leaders`}>
          <Tip rule="BG 4.4.2" text="The leaders stack here, the Army Commander on top.">Leaders</Tip>
        </h4>
        {leaders.length === 0 ? (
          <p className="box-empty">No leader</p>
        ) : (
          <ol className="counters leaders">
            {leaders.map((l) => (
              <li key={l}>
                <LeaderCounter state={state} id={l} commander={l === bs.commander} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {waiting.length > 0 && (
        <section className="box deploy-box" aria-labelledby={`${hid}-deploy`}>
          <h4 id={`${hid}-deploy`}>To deploy ({units(waiting.length)}, {sumSp(state, waiting)} SP)</h4>
          <CounterList state={state} units={waiting} empty="—" drop={drop} />
        </section>
      )}
      <div className="wings">
        {WING_ORDER.map((w) => (
          <WingBox key={w} state={state} board={board} side={side} wing={w} drop={drop} />
        ))}
      </div>
      <section className="box losses-box" aria-labelledby={`${hid}-lost`}>
        <h4 id={`${hid}-lost`}>
          <Tip rule="BG 4.4.2" text="Units lost for good in this battle (after rallying, and by pursuit).">
            Permanent Losses
          </Tip>{' '}
          ({units(lost.length)})
        </h4>
        <CounterList state={state} units={lost} empty="None" />
      </section>
    </section>
  );
}

/** An A (weakened) or E (eliminated) space of a wing on the battle map (BG 4.4.2). */
function BoardBox({ state, units, letter, label, word, tip }: { state: BellumState; units: string[]; letter: 'A' | 'E'; label: string; word: string; tip: string }) {
  return (
    <section className={`box box-${letter.toLowerCase()}`} aria-label={label}>
      <h5>
        <Tip rule="BG 4.4.2" text={tip}>
          {letter}
        </Tip>{' '}
        {word} ({units.length})
      </h5>
      <CounterList state={state} units={units} empty="—" />
    </section>
  );
}
