/**
 * The legal list's shared views (issue 17 speed work) give what the per-unit builds give:
 * AG 7.2, 6.6 — occupancyFor (one base per side, narrowed per mover) equals occupancy for every unit;
 * AG 7.2 — enemyAndZoc (the phase snapshot's one pass, AG 9.12) equals occupancy's enemy and ZOC;
 * AG 6.48 — fillIndexReader equals fillReader on every hex and hexside.
 */
import { describe, expect, it } from 'vitest';
import { deployed, edit, randomPlayout } from './../testing';
import type { AgState } from '../state';
import { agUnit } from '../data';
import { moveBoard } from './board';
import { occupancy, occupancyBase, occupancyFor, type Occupancy } from './occupancy';
import { enemyAndZoc } from './enemyZoc';
import { fillIndexReader, fillReader, sideKey } from './fill';

/** The first field and hex where two occupancy views differ, or null (friends compared as id lists). */
function diff(a: Occupancy, b: Occupancy): string | null {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Occupancy)[]);
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (!x || !y) {
      if (x !== y) return `${k}: present in one only`;
      continue;
    }
    if (x.length !== y.length) return `${k}: length`;
    for (let i = 0; i < x.length; i++) {
      const u = x[i];
      const v = y[i];
      if (k === 'friends' ? ((u as string[] | undefined)?.join() ?? '') !== ((v as string[] | undefined)?.join() ?? '') : u !== v) return `${k}[${i}]`;
    }
  }
  return null;
}

function positions(): AgState[] {
  const out: AgState[] = [];
  for (const sc of ['12.2', '12.3'] as const) {
    let n = 0;
    randomPlayout(deployed(sc, `views-${sc}`), `views-${sc}`, 900, (s) => {
      if (s.step === 'command' && n++ % 40 === 0) out.push(s);
    });
  }
  return out;
}

describe('AG 7.2, 6.6: occupancyFor and enemyAndZoc give the per-unit occupancy arrays', () => {
  const states = positions();
  it('positions of random games, with stacks and both sides on the map', () => {
    expect(states.length).toBeGreaterThan(5);
    expect(states.some((s) => {
      const seen = new Set<string>();
      return Object.values(s.units).some((u) => u.loc.at === 'hex' && (seen.has(u.loc.hex) || !seen.add(u.loc.hex)));
    })).toBe(true);
  });
  it('occupancyFor(base, unit) = occupancy(side, unit) for every unit, Roman and Gallic', () => {
    for (const s of states) {
      const mb = moveBoard(s.scenario);
      const bases = { roman: occupancyBase(mb, s, 'roman'), gallic: occupancyBase(mb, s, 'gallic') };
      expect(diff(bases.roman.occ, occupancy(mb, s, 'roman', null))).toBeNull();
      for (const id of Object.keys(s.units)) {
        if (s.units[id].loc.at !== 'hex') continue;
        const side = agUnit(id).side;
        expect(diff(occupancyFor(mb, s, bases[side], id), occupancy(mb, s, side, id))).toBeNull();
        const foe = side === 'roman' ? 'gallic' : 'roman';
        expect(diff(occupancyFor(mb, s, bases[foe], id), occupancy(mb, s, foe, id))).toBeNull();
      }
    }
  }, 120_000);
  it('enemyAndZoc = occupancy(side, null).enemy and .zoc for both sides', () => {
    for (const s of states) {
      const mb = moveBoard(s.scenario);
      const both = enemyAndZoc(mb, s);
      for (const side of ['roman', 'gallic'] as const) {
        const o = occupancy(mb, s, side, null);
        expect(diff({ ...o, ...both[side] }, o)).toBeNull();
      }
    }
  });
});

describe('AG 6.48: fillIndexReader reads the Fill fillReader reads', () => {
  it('on every Death Garden hex and every hexside of the board', () => {
    const s0 = deployed('12.2', 'fill-views');
    const mb = moveBoard(s0.scenario);
    const fill: Record<string, number> = {};
    let k = 0;
    for (let i = 0; i < mb.n && k < 60; i++) for (let d = 0; d < 6; d++) {
      const key = sideKey(mb, i, d);
      if (key && (i * 7 + d) % 11 === 0) fill[key] = 1 + (k++ % 3);
    }
    for (let i = 0; i < mb.n; i += 97) fill[mb.keys[i]] = 1 + (i % 3);
    const s = edit(s0, (x) => { x.fill = fill; });
    const byKey = fillReader(s);
    const byIndex = fillIndexReader(s, mb);
    let nonZero = 0;
    for (let i = 0; i < mb.n; i++) {
      expect(byIndex.hexFill!(i)).toBe(byKey.hexFill!(mb.keys[i]));
      for (let d = 0; d < 6; d++) {
        const j = mb.nb[i * 6 + d];
        if (j < 0) continue;
        const v = byIndex.sideFill!(i, d);
        expect(v).toBe(byKey.sideFill!(mb.keys[i], mb.keys[j]));
        if (v) nonZero++;
      }
    }
    expect(nonZero).toBeGreaterThan(0);
  });
});
