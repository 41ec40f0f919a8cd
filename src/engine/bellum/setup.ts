/** BG 6 — build the opening state of a scenario. */
import { seedRng } from '../core/rng';
import { reject } from '../core/errors';
import type { SetupOptions, SetupResult } from '../core/contract';
import { REGION_BY_ID, REGIONS } from './data/regions';
import { SCENARIOS } from './data/scenarios';
import { TRIBE_BY_ID } from './data/tribes';
import { tribalUnits } from './data/units';
import { Ctx } from './ctx';
import { updateControl } from './control';
import { beginTurn } from './flow';
import { buildHiberna, hibernaSiteProblem } from './hiberna';
import type { BellumOptions, BellumState } from './state';
import { setupFleets } from './naval/setup';
import { counted } from './words';

export function defaultOptions(partial?: Partial<BellumOptions>): BellumOptions {
  return { solo: partial?.solo ?? false, gallicAuto: partial?.gallicAuto ?? true, ...(partial?.replacements ? { replacements: true } : {}) };
}

export function setupBellum(opts: SetupOptions<Partial<BellumOptions>>): SetupResult<BellumState> {
  const sc = SCENARIOS[opts.scenario];
  if (!sc) {
    return { ok: false, rejection: reject('BG 6', `Unknown scenario "${opts.scenario}". Playable: ${Object.keys(SCENARIOS).join(', ')}.`) };
  }
  const options = defaultOptions(opts.options);
  if (options.solo && !sc.info.solo) {
    return { ok: false, rejection: reject('BG 6', `Scenario ${sc.info.rule} has no solo rules.`) };
  }
  const s: BellumState = {
    version: 1,
    scenario: sc.info.id,
    options,
    rng: seedRng(opts.seed),
    year: sc.year,
    turn: sc.startTurn,
    endYear: sc.endYear,
    endTurn: sc.endTurn,
    step: 'supply.depots',
    control: {},
    scorched: [],
    depots: [],
    destroyed: [],
    spared: [],
    sieges: [],
    siegeDuty: [],
    replacement: null,
    replacementsTaken: {},
    units: {},
    leaders: {},
    moved: [],
    mayMove: [],
    exitTests: {},
    selection: null,
    arrivals: {},
    losses: [],
    combat: null,
    reinforce: [],
    rhenus: {},
    rhineWatch: {},
    negotiations: [],
    mobilise: null,
    seq: 0,
    outcome: null,
  };
  for (const r of REGIONS) s.control[r.id] = sc.romanControl.includes(r.id) ? 'roman' : sc.contested?.includes(r.id) ? 'contested' : 'gallic';
  for (const g of sc.roman) {
    for (const l of g.leaders) s.leaders[l] = { region: g.region, place: null, out: null, wounded: false };
    for (const u of g.units) s.units[u] = { region: g.region, place: null, out: null, reduced: false };
  }
  for (const g of sc.gallic) {
    for (const t of g.tribes) {
      const tribe = TRIBE_BY_ID[t];
      if (!tribe) return { ok: false, rejection: reject('BG 6', `Scenario data names unknown tribe "${t}".`) };
      for (const u of tribalUnits(tribe, sc.ratings?.[t])) s.units[u.id] = { region: g.region, place: null, out: null, reduced: false };
      for (const l of tribe.leaders) s.leaders[l] = { region: g.region, place: null, out: null, wounded: false };
    }
  }
  setupFleets(s, sc.fleets ?? []); // BG 5
  updateControl(s);
  sc.prepare?.(s);
  // BG 6 / 4.5.7: Roman units start in the hiberna the scenario gives; each site must be lawful.
  for (const region of sc.hiberna ?? []) {
    const problem = hibernaSiteProblem(s, region);
    if (problem) return { ok: false, rejection: reject('BG 4.5.7', `Scenario hiberna in ${region}: ${problem}.`) };
    buildHiberna(s, region);
  }
  updateControl(s);
  const ctx = new Ctx(s);
  ctx.text(null, `${sc.info.rule} ${sc.info.name}: ${sc.info.length}. ${options.solo ? 'Solo play' : 'Two players'}. Seed "${opts.seed}".`, sc.info.rule, undefined, { heading: true });
  for (const [t, r] of Object.entries(sc.ratings ?? {}).sort()) {
    ctx.text(null, `${TRIBE_BY_ID[t]?.name ?? t}: mobilisation rating ${r} in this scenario (${counted(tribalUnits(TRIBE_BY_ID[t], r).length, 'counter')}).`, 'BG 6');
  }
  if (sc.scorched?.length) {
    s.scorched = [...sc.scorched].sort();
    ctx.text(null, `Scorched Earth at the start: ${s.scorched.map((r) => REGION_BY_ID[r]?.name ?? r).join(', ')}.`, sc.specialRule ?? 'BG 6', s.scorched.map((r) => ({ kind: 'region' as const, id: r })));
  }
  beginTurn(ctx);
  return { ok: true, state: ctx.s, log: ctx.log };
}
