/**
 * The 1983 board's terrain in the 1983 rules' own terms, derived from its (patched) ground — per-hex
 * terrain and per-hexside features (the neutral pass both games share is ../../alesia/grid/neutral.ts):
 * - elevation from the hills (top inside a hill's top, slope inside its foot);
 * - the side of the Roman lines (town, inside the inner line, between the lines, outside);
 * - rivers and the Isolated Trench as watercourses split into branches at confluences;
 * - ramparts (perimeter and camp) with the hexsides they run along, joints where both meet,
 *   bridges where a rampart crosses a river;
 * - the obstacle belt (Outer Works) on the enemy side of each perimeter hex.
 * Hand corrections are applied afterwards, by each game, as an explicit overlay.
 */
import { hexKey, distance, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { hexsideKey } from '../../hex/hexside';
import { closed, crossings, inside } from '../../alesia/field/geometry';
import type { Ground, Pt } from '../../alesia/field/types';
import { trace, type TraceStep } from './trace';
import type { Area, GridSpec } from '../../alesia/grid/types';
import { areaAt } from '../../alesia/grid/neutral';
import type { DerivedGrid, DerivedHex } from './derived';

function elevationAt(g: Ground, p: Pt): DerivedHex['elevation'] {
  if (g.hills.some((h) => inside(p, h.top))) return 'top';
  if (g.hills.some((h) => inside(p, h.foot))) return 'slope';
  return 'low';
}

/** Splits a river's hex path into branches at the hexes where tributaries join it. */
function branchesOf(id: string, path: TraceStep[], joins: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let b = 0;
  for (const s of path) {
    const k = hexKey(s.hex);
    const list = out.get(k) ?? [];
    // Stryker disable next-line ConditionalExpression,StringLiteral: a repeated branch id is dropped where the ids are stored (the Set in deriveGrid), in first-seen order, so pushing it twice changes nothing
    if (!list.includes(`${id}#${b}`)) list.push(`${id}#${b}`);
    if (joins.has(k)) {
      b++;
      list.push(`${id}#${b}`);
    }
    out.set(k, list);
  }
  return out;
}

export function deriveGrid(spec: GridSpec, g: Ground): DerivedGrid {
  const hexes = new Map<string, DerivedHex>();
  for (const h of spec.hexes) {
    const c = spec.toMetres(h);
    hexes.set(hexKey(h), { hex: h, label: spec.label(h), elevation: elevationAt(g, c), area: areaAt(g, c) });
  }
  const at = (h: Hex) => hexes.get(hexKey(h));

  // Rivers: the hex where a tributary's course ends is a confluence on the river it joins.
  const traces = new Map(g.rivers.map((r) => [r.id, trace(spec, r.course)]));
  const joinsOn = new Map<string, Set<string>>(g.rivers.map((r) => [r.id, new Set<string>()]));
  for (const r of g.rivers) {
    if (!r.into) continue;
    // The tributary's last point lies on the course of the river it joins.
    joinsOn.get(r.into)!.add(hexKey(spec.fromMetres(r.course[r.course.length - 1])));
  }
  for (const r of g.rivers) {
    const { path, clipped } = traces.get(r.id)!;
    for (const [k, branches] of branchesOf(r.id, path, joinsOn.get(r.id)!)) {
      const d = hexes.get(k)!;
      d.river = { branches: [...new Set([...(d.river?.branches ?? []), ...branches])], restrictive: true };
    }
    for (const h of clipped) {
      const d = at(h);
      // Stryker disable next-line ArrayDeclaration: the branches of every clipped river hex are set just below (the nearest river hex's, or 'stream')
      if (d && !d.river) d.river = { branches: [], restrictive: false };
    }
  }
  // Clipped river hexes belong to the branch of the nearest river hex next to them.
  for (const d of hexes.values()) {
    if (!d.river || d.river.restrictive) continue;
    const n = neighbours(d.hex).map(at).find((x) => x?.river?.restrictive);
    d.river.branches = n ? [...n.river!.branches] : ['stream'];
  }

  // The Isolated Trench.
  const tr = trace(spec, g.trench.course);
  for (const s of tr.path) {
    const d = at(s.hex)!;
    d.trench = { branches: ['trench'], restrictive: true };
  }
  for (const h of tr.clipped) {
    const d = at(h);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: there is one trench and trace() reports as clipped only hexes of the board off its path, so d is always a hex and never has a trench yet
    if (d && !d.trench) d.trench = { branches: ['trench'], restrictive: false };
  }

  // Ramparts: camps first (their ramparts take precedence, AC 25.2), then the perimeters.
  const rampartSides = new Map<string, 'camp' | 'perimeter'>();
  const connect = (path: TraceStep[], kind: 'camp' | 'perimeter') => {
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1].hex;
      const b = path[i].hex;
      if (distance(a, b) !== 1) continue;
      const k = hexsideKey(a, b);
      if (rampartSides.get(k) !== 'camp') rampartSides.set(k, kind);
    }
  };
  for (const camp of g.camps) {
    const { path } = trace(spec, closed(camp.outline));
    for (const s of path) {
      const d = at(s.hex)!;
      d.rampart = 'camp';
      d.camp = camp.id;
    }
    connect(path, 'camp');
    for (const d of hexes.values()) {
      if (!d.rampart && inside(spec.toMetres(d.hex), camp.outline)) d.campInterior = camp.id;
    }
  }
  for (const line of g.lines) {
    const { path } = trace(spec, line.course);
    for (const s of path) {
      const d = at(s.hex)!;
      if (d.rampart === 'camp') d.joint = true;
      else d.rampart = 'perimeter';
      d.line ??= line.kind;
    }
    connect(path, 'perimeter');
    // Bridges: a river hex of the line is a bridge where the line crosses the river in it or at
    // one of its hexsides (the crossing point falls in it or in a neighbour); elsewhere the line
    // only runs beside the river (AC FAQ 4).
    for (const r of g.rivers) {
      for (const x of crossings(line.course, r.course)) {
        const h = spec.fromMetres(x);
        for (const n of [h, ...neighbours(h)]) {
          const d = at(n);
          if (d?.river && d.rampart && d.line === line.kind) d.rampartBridge = true;
        }
      }
    }
  }
  for (const d of hexes.values()) if (d.river && d.rampart && d.rampartBridge === undefined) d.rampartBridge = false;

  // The obstacle belt: the hexes in front of each perimeter stretch that has one.
  for (const line of g.lines) {
    if (!line.obstacles) continue;
    const front: Area = line.kind === 'inner' ? 'inside' : 'outside';
    for (const d of hexes.values()) {
      // Stryker disable next-line ConditionalExpression: a hex gets a line only with a perimeter rampart or as a joint (above), so a non-joint hex of this line always has rampart 'perimeter'
      if (d.rampart !== 'perimeter' || d.line !== line.kind || d.joint) continue;
      for (const n of neighbours(d.hex)) {
        const e = at(n);
        if (!e || e.rampart || e.campInterior || e.area !== front) continue;
        e.outerWorks = line.kind;
      }
    }
  }
  return { spec, hexes, rampartSides };
}

