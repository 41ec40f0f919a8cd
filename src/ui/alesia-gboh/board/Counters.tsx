/**
 * The counters of the GBoH board: a combat unit is a square in its side's colours with its type
 * (CO, BI, LI…), TQ and MA, and a pointer at the vertex it faces (AG 7.11); its markers in letters
 * as well as colour — Hits as a number in a red disc (AG 10.1), "r" on a reduced side (AG 10.13),
 * a black "ROUT" band (AG 10.2), a yellow "D" for Disordered (AG 6.7), "M" for artillery in Move mode
 * (AG 8.52) and its shots this activation in a white disc at its foot (AG 8.54); a unit that has moved, fired
 * or shocked this phase is dimmed. A leader is a disc with his initials. A stack is drawn fanned.
 * Drawn under `aria-hidden`: the hex's cell names them (names.ts).
 */
import { memo } from 'react';
import { agLeader, agUnit } from '../../../engine/alesia-gboh/data';
import type { AgLeaderState, AgUnitState } from '../../../engine/alesia-gboh/state';
import type { Point } from '../../../engine/hex/layout';

/** The missile letter as the counter prints it (AG 2.21): A archers, J javelins, S Scorpion, P Palintonos. */
const MISSILE_LETTER: Record<string, string> = { A: 'A', J: 'J', Scorpion: 'S', Palintonos: 'P' };

/** Half a counter's side, in SVG units (a hex is 24 across). */
const S = 7.5;

/** The screen direction of vertex `f` (state.ts: vertex 0 up-right, 1 north … 5 down-right). */
export function vertexVector(f: number): Point {
  const a = ((30 + 60 * f) * Math.PI) / 180;
  return { x: Math.cos(a), y: -Math.sin(a) };
}

function pointer(f: number, reach: number): string {
  const v = vertexVector(f);
  const n = { x: -v.y, y: v.x };
  const tip = { x: v.x * reach, y: v.y * reach };
  const b = { x: v.x * (reach - 3.6), y: v.y * (reach - 3.6) };
  const r = (x: number) => x.toFixed(1);
  return `M${r(tip.x)},${r(tip.y)}L${r(b.x + n.x * 2.6)},${r(b.y + n.y * 2.6)}L${r(b.x - n.x * 2.6)},${r(b.y - n.y * 2.6)}z`;
}

export const UnitCounter = memo(function UnitCounter({ id, u, x, y, selected }: { id: string; u: AgUnitState; x: number; y: number; selected: boolean }) {
  const d = agUnit(id);
  const tq = u.reduced && d.reducedTq !== null ? d.reducedTq : d.tq;
  const done = u.moved || u.fired || u.shocked;
  return (
    <g transform={`translate(${x} ${y})`} className={`gb-counter gb-${d.side}${done ? ' done' : ''}${selected ? ' selected' : ''}`} data-unit={id}>
      <path d={pointer(u.facing, S + 5)} className="gb-pointer" />
      <rect x={-S} y={-S} width={2 * S} height={2 * S} rx="1.2" className="gb-counter-body" />
      <text y="-1.2" className="gb-counter-type">{d.type}</text>
      <text y="5.2" className="gb-counter-factors">{tq}·{d.ma}{d.missile ? ` ${MISSILE_LETTER[d.missile] ?? d.missile}` : ''}</text>
      {u.reduced && <path d={`M${-S},${-S + 4}L${-S + 4},${-S}`} className="gb-reduced-stripe" />}
      {u.reduced && <text x={-S + 1.6} y={-S + 3.6} className="gb-mark-letter">r</text>}
      {u.hits > 0 && (
        <g className="gb-hits" transform={`translate(${S - 0.5} ${-S + 0.5})`}>
          <circle r="3.4" />
          <text y="1.7">{u.hits}</text>
        </g>
      )}
      {u.disordered && (
        <g className="gb-disorder" transform={`translate(${-S + 0.5} ${S - 0.5})`}>
          <rect x="-2.8" y="-2.8" width="5.6" height="5.6" />
          <text y="1.8">D</text>
        </g>
      )}
      {u.mode === 'move' && (
        <text x={S - 1.8} y={S - 1.2} className="gb-mark-letter">M</text>
      )}
      {!!u.shots && (
        <g className="gb-shots" transform={`translate(0 ${S + 2.4})`}>
          <circle r="2.6" />
          <text y="1.2">{u.shots}</text>
        </g>
      )}
      {(u as { fill?: boolean }).fill && (
        <text x={S - 1.8} y={S - 1.2} className="gb-mark-letter">F</text>
      )}
      {u.routed && (
        <g className="gb-routed">
          <rect x={-S} y="-2.4" width={2 * S} height="4.8" />
          <text y="1.6">ROUT</text>
        </g>
      )}
    </g>
  );
});

export const LeaderCounter = memo(function LeaderCounter({ id, x, y }: { id: string; l: AgLeaderState; x: number; y: number }) {
  const d = agLeader(id);
  const initials = d.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2);
  return (
    <g transform={`translate(${x} ${y})`} className={`gb-leader gb-${d.side}`} data-unit={id}>
      <circle r="5.2" className="gb-leader-body" />
      <text y="2" className="gb-leader-initials">{initials}</text>
    </g>
  );
});

interface StackProps {
  at: Point;
  ids: readonly string[];
  units: Record<string, AgUnitState>;
  leaders: Record<string, AgLeaderState>;
  /** The selected unit when it is in this stack, else null. */
  selected: string | null;
}

/**
 * Whether a stack draws the same: its place, counters and selection, and each counter's own state
 * object (apply is copy-on-write: an untouched counter keeps its object) — not the records holding
 * them, which every new position or side's view makes anew.
 */
export function sameStack(a: StackProps, b: StackProps): boolean {
  if (a.at !== b.at || a.selected !== b.selected || a.ids.length !== b.ids.length) return false;
  for (let i = 0; i < a.ids.length; i++) {
    const id = a.ids[i];
    if (id !== b.ids[i] || a.units[id] !== b.units[id] || a.leaders[id] !== b.leaders[id]) return false;
  }
  return true;
}

/**
 * A hex's counters (units top first, then leaders), fanned up and to the right: the top unit drawn
 * last, on top (AG 6.65); re-rendered only when they change (sameStack).
 */
export const Stack = memo(function Stack({ at, ids: given, units, leaders, selected }: StackProps) {
  const ids = [...given.filter((id) => units[id]).reverse(), ...given.filter((id) => !units[id])];
  return (
    <g className="gb-stack">
      {ids.map((id, i) => {
        const x = at.x + i * 2.6 - (ids.length - 1) * 1.3;
        const y = at.y - i * 2.6 + (ids.length - 1) * 1.3;
        return units[id] ? (
          <UnitCounter key={id} id={id} u={units[id]} x={x} y={y} selected={id === selected} />
        ) : leaders[id] ? (
          <LeaderCounter key={id} id={id} l={leaders[id]} x={x + 4} y={y + 4} />
        ) : null;
      })}
    </g>
  );
}, sameStack);
