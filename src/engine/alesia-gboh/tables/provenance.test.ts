/**
 * AG 9.41–9.43, AG 6.8, AG 5.33 — every cell of the five rebuilt tables says where it comes from:
 * a seed rule or worked example for a fixed cell, a reason for a reconstructed one.
 */
import { describe, expect, it } from 'vitest';
import * as T from './index';

function walk(value: unknown, path: string, out: { path: string; p: T.Provenance }[]): void {
  if (value === null || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  if (typeof o.reconstructed === 'boolean' && ('why' in o || 'source' in o)) {
    out.push({ path, p: o as unknown as T.Provenance });
    return;
  }
  for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`, out);
}

const TABLES: Record<string, unknown> = {
  shock: T.SHOCK_TABLE, missile: T.MISSILE_TABLE, wsm: T.WSM, tecMove: T.TEC_MOVE, tecShock: T.TEC_SHOCK,
  tecMissile: T.TEC_MISSILE, entry: T.GALLIC_ENTRY_TABLE,
};

describe('provenance of every cell', () => {
  const all: { path: string; p: T.Provenance }[] = [];
  for (const [name, t] of Object.entries(TABLES)) walk(t, name, all);

  it('finds provenances in every table', () => {
    for (const name of Object.keys(TABLES)) expect(all.some((x) => x.path.startsWith(`${name}.`)), name).toBe(true);
    expect(all.length).toBeGreaterThan(100);
  });

  it('a fixed cell names a seed rule (AG x.y), a worked example (GB-…) or an erratum', () => {
    for (const { path, p } of all) if (!p.reconstructed) expect(p.source, path).toMatch(/AG \d+\.\d+|GB-\d|errata #\d+/);
  });

  it('a reconstructed cell gives a reason of some length', () => {
    for (const { path, p } of all) if (p.reconstructed) expect(p.why.trim().length, path).toBeGreaterThan(10);
  });

  it('every table holds both kinds: the seed fixes some cells of each and none whole', () => {
    for (const name of ['shock', 'missile', 'wsm', 'tecMove', 'entry']) {
      const mine = all.filter((x) => x.path.startsWith(`${name}.`));
      expect(mine.some((x) => x.p.reconstructed), name).toBe(true);
      expect(mine.some((x) => !x.p.reconstructed), name).toBe(true);
    }
  });

  it('every provenance is frozen', () => {
    for (const { path, p } of all) expect(Object.isFrozen(p), path).toBe(true);
  });
});

describe('AG 2.3 — the d10 reads 0–9', () => {
  it('0 is the lowest face, 9 the highest, and nothing else is a face', () => {
    expect([T.D10_MIN, T.D10_MAX]).toEqual([0, 9]);
    for (let d = 0; d <= 9; d++) expect(() => T.checkD10(d)).not.toThrow();
    expect(() => T.checkD10(10)).toThrow('A d10 shows 0–9, not 10');
  });
});
