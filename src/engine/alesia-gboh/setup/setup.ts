/**
 * Setting up a game of Alésia (GBoH) for scenarios 12.1–12.3 (AG 3.0 A–B, 12.1–12.3): the counter
 * mix of data/forces.ts put where each scenario starts it.
 *
 * - Roman units and leaders of the scenario start in the pool, to be placed (AG 3.0 A); 12.2's
 *   reinforcements (the legions not chosen, the auxiliaries not on the map, the second Zone
 *   Commander) start in reserve (AG 12.2 Reinforcements).
 * - Relief units, chiefs, Commius and the cavalry leaders start off the map (`pool`); every tribal
 *   counter is `available` (AG 5.31).
 * - The Alesia force and Vercingetorix (and Critognatus in 12.2) start off the east edge in 12.1 and
 *   12.2 (AG 12.1 Gauls, 12.2 Gauls), inside the oppidum in 12.3 (reading X10).
 * Options: `legions` — the six legions the Roman chooses in 12.1 and 12.2 (default VI–XI, the
 * sample deployment's); `zoneCommander` — which Zone Commander 12.1 and 12.2 use (default Labienus).
 */
import type { SetupOptions } from '../../core/contract';
import { reject } from '../../core/errors';
import type { LogEntry } from '../../core/log';
import { seedRng } from '../../core/rng';
import { AG_LEADERS, AG_LEGION_IDS, AG_TRIBES, AG_UNITS, AG_SCENARIO_FORCES, LEGATE_OF, romanReinforcementPool, romanStartUnits, type AgLegionId, type AgScenarioId } from '../data';
import type { AgLeaderState, AgState, AgTribeState, AgUnitState } from '../state';
import { zeroTally } from '../state';
import { freshAp } from '../flow/ap';
import { agState } from '../stateShape';

export interface AgOptions {
  legions?: string[];
  zoneCommander?: 'labienus' | 'antonius';
  /** AG 10.63 optional (design note): the Alesia force's BI rout and recover as relief BI (optionalRules.ts). */
  alesiaRecovery?: boolean;
  /** AG Opt.Aggressiveness (optional): Gallic BI hurry to attack (movement/aggressiveness.ts). */
  aggressiveness?: boolean;
}

export const AG_SCENARIO_IDS: readonly AgScenarioId[] = ['12.1', '12.2', '12.3'];

export type AgSetup = { ok: true; state: AgState; log: LogEntry[] } | { ok: false; rejection: ReturnType<typeof reject> };

export function setupAg(opts: SetupOptions<Partial<AgOptions>>): AgSetup {
  const scenario = opts.scenario as AgScenarioId;
  if (!AG_SCENARIO_IDS.includes(scenario)) return { ok: false, rejection: reject('AG 12.0', `No scenario ${opts.scenario}: Alésia has 12.1, 12.2 and 12.3.`) };
  const forces = AG_SCENARIO_FORCES[scenario];
  const all = forces.roman.legions === 'all';
  const legions = all ? [...AG_LEGION_IDS] : (opts.options?.legions ?? ['VI', 'VII', 'VIII', 'IX', 'X', 'XI']);
  let start;
  try {
    start = romanStartUnits(scenario, legions);
  } catch (e) {
    return { ok: false, rejection: reject(`AG ${scenario} Romans`, (e as Error).message) };
  }
  const zc = opts.options?.zoneCommander ?? 'labienus';
  if (zc !== 'labienus' && zc !== 'antonius') return { ok: false, rejection: reject(`AG ${scenario} Romans`, 'The Zone Commander is Labienus or Antonius.') };
  const reinf = romanReinforcementPool(scenario, legions);

  const units: Record<string, AgUnitState> = {};
  const fresh = (loc: AgUnitState['loc']): AgUnitState => ({ loc, facing: 0, hits: 0 });
  for (const u of start) units[u.id] = fresh({ at: 'pool' });
  for (const u of [...reinf.cohorts, ...reinf.auxiliaries]) units[u.id] = fresh({ at: 'reserve' });
  const alesiaLoc = scenario === '12.3' ? ({ at: 'alesia' } as const) : ({ at: 'east-edge' } as const);
  for (const u of AG_UNITS) {
    if (u.side !== 'gallic') continue;
    units[u.id] = fresh(u.force === 'alesia' ? alesiaLoc : { at: 'pool' });
  }

  const leaders: Record<string, AgLeaderState> = {};
  const romanLeaders = new Set<string>(['caesar', 'prefect-1', 'prefect-2', 'prefect-3', ...legions.map((l) => LEGATE_OF[l as AgLegionId])]);
  if (forces.roman.zoneCommanders >= 2) { romanLeaders.add('labienus'); romanLeaders.add('antonius'); } else romanLeaders.add(zc);
  for (const l of AG_LEADERS) {
    if (l.side === 'roman') {
      if (romanLeaders.has(l.id)) leaders[l.id] = { loc: { at: 'pool' } };
      else if (forces.roman.reinforcements && (reinf.legions.some((x) => LEGATE_OF[x] === l.id) || l.role === 'zone')) leaders[l.id] = { loc: { at: 'reserve' } };
      continue;
    }
    if (l.id === 'critognatus' && !forces.gallic.critognatus) continue;
    leaders[l.id] = { loc: l.id === 'vercingetorix' || l.id === 'critognatus' ? alesiaLoc : { at: 'pool' } };
  }

  const tribes: Record<string, AgTribeState> = {};
  for (const t of AG_TRIBES) tribes[t.id] = { status: 'available', released: 0 };

  const state: AgState = {
    system: 'alesia-gboh',
    scenario,
    legions: [...legions],
    step: 'roman-setup',
    ap: freshAp(1, false, {}),
    command: null,
    picking: null,
    units,
    leaders,
    tribes,
    alesiaEntered: false,
    plan: { assign: {}, picked: [] },
    orders: { roman: { seize: 'ask' }, gallic: { seize: 'ask' } },
    reinforcementsCalled: 0,
    rng: seedRng(opts.seed),
    seq: 0,
    outcome: null,
  };
  state.ap.tallies.alesia = zeroTally();
  if (opts.options?.alesiaRecovery) state.optional = { alesiaRecovery: true }; // AG 10.63 optional
  if (opts.options?.aggressiveness) state.optional = { ...state.optional, aggressiveness: true }; // AG Opt.Aggressiveness
  const log: LogEntry[] = [
    { kind: 'text', side: null, text: `Alésia, scenario ${scenario}: ${forces.assaultPeriods} Assault Period${forces.assaultPeriods > 1 ? 's' : ''}. The Roman sets up first.`, rule: 'AG 3.0 A', heading: true },
  ];
  // Every state has one shape (stateShape.ts).
  return { ok: true, state: agState(state), log };
}
