/**
 * Invariants of the movement bars and scenario special rules (BG 3.3.3, BG 6.2.7 and the like),
 * checked by the playouts after every action.
 */
import { REGION_BY_ID } from '../../src/engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../src/engine/bellum/data/units';
import { inGroup, scenarioOf } from '../../src/engine/bellum/scenarioRules';
import { onRhine, rhineFreeRule } from '../../src/engine/bellum/rhine';
import type { BellumState } from '../../src/engine/bellum/state';

type Loc = { region: string | null; place: string | null; out: unknown };

function pieces(s: BellumState): [string, Loc][] {
  return [...Object.entries(s.leaders), ...Object.entries(s.units)];
}

export function scenarioInvariants(s: BellumState, prev: BellumState | null): string[] {
  const out: string[] = [];
  const sp = scenarioOf(s)?.special;
  for (const [id, p] of pieces(s)) {
    if (p.out !== null || p.region === null) continue;
    const d = UNIT_BY_ID[id];
    if (d && d.side === 'gallic' && (d.category === 'tribal-infantry' || d.category === 'tribal-cavalry') && p.region === 'germania') {
      out.push(`anti-Roman Gallic unit ${id} is in Germania (BG 3.3.3)`);
    }
    for (const r of sp?.noPlaces ?? []) if (p.place !== null && inGroup(id, r.group)) out.push(`${id} (${r.group.name}) is inside ${p.place} (${r.rule})`);
    for (const b of sp?.barredSectors ?? []) {
      if (b.sectors.includes(REGION_BY_ID[p.region].sector) && inGroup(id, b.group)) out.push(`${id} (${b.group.name}) is in ${p.region}, a barred sector (${b.rule})`);
    }
    if (prev) {
      const q = (prev.units[id] ?? prev.leaders[id]) as Loc | undefined;
      if (q && q.out === null && q.region !== null && q.region !== p.region && REGION_BY_ID[q.region].rhine.includes(p.region)) {
        if (prev.rhenus[id] !== q.region && rhineFreeRule(s, id) === null) out.push(`${id} crossed the Rhine from ${q.region} to ${p.region} without a Rhenus marker (BG 3.3.3)`);
      }
    }
  }
  for (const id in s.rhenus) if (!onRhine(s.rhenus[id])) out.push(`Rhenus marker of ${id} names ${s.rhenus[id]}, not on the Rhine`);
  const named = s.negotiations.map((n) => n.to);
  if (new Set(named).size !== named.length) out.push(`a region was named in two negotiations (BG 6.2.7): ${named.join(', ')}`);
  return out;
}
