/**
 * A scripted opening of Alésia (GBoH) 12.1 for the browser tests, found with the engine: the
 * opening up to a Roman Activation Phase's choice (a save file of its actions), then the steps the
 * browser plays by clicks — the Roman sets his reaction-fire standing order to "every unit fires at
 * its first chance" (AG 8.6, reading X2), activates a Command and ends his phase; the Gaul's phase
 * up to his Command; then one Gallic move, picked on the map, into a cohort's ZOC: it draws the
 * cohort's Entry fire by the standing order (AG 8.62) and makes a mandatory shock (AG 9.11) whose
 * preview lists its DRMs. Prints one JSON line.
 *
 *   vite-node tests/browser/lib/gbPlan.ts -- SEED
 *
 * Output: { found, seed, actions, steps, move: { unit, unitName, from, to, toLabel, facing, facingWord }, drms }
 * where `actions` is the save's list, `steps` the prompt-button labels the browser clicks in order
 * (before the move), and `drms` the shock's modifiers as the preview shows them.
 */
import type { AgAction } from '../../../src/engine/alesia-gboh/actions';
import { agUnit } from '../../../src/engine/alesia-gboh/data';
import { toAct } from '../../../src/engine/alesia-gboh/legal';
import { shockForecast } from '../../../src/engine/alesia-gboh/shock/play';
import type { AgState } from '../../../src/engine/alesia-gboh/state';
import { alesiaGboh } from '../../../src/engine/alesia-gboh/system';
import { describeAction } from '../../../src/ui/alesia-gboh/describe';
import { facingWord, hexName } from '../../../src/ui/alesia-gboh/words';

const [seed0 = 'gb-plan'] = process.argv.slice(2).filter((a) => a !== '--');

function apply(s: AgState, a: AgAction): { s: AgState; log: ReturnType<typeof alesiaGboh.apply> extends infer R ? (R extends { ok: true; log: infer L } ? L : never) : never } {
  const r = alesiaGboh.apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}
const legal = (s: AgState) => alesiaGboh.legalActions(s);

/** The Gaul's opening and the steps to the next phase, as the existing 12.1 browser test plays them. */
const ORDER: readonly AgAction['t'][] = ['endPlanning', 'placeTribe', 'placeChief', 'commit', 'addTribe', 'endPlacement', 'noSeize', 'activate', 'endPhase'];

function nextByOrder(s: AgState): AgAction | undefined {
  const l = legal(s);
  if (s.step === 'command') return l.find((x) => x.t === 'endPhase');
  for (const t of ORDER) {
    const a = l.find((x) => x.t === t);
    if (a) return a;
  }
  return undefined;
}

function tryFrom(seed: string): unknown {
  const setup = alesiaGboh.setup({ scenario: '12.1', seed, options: {} });
  if (!setup.ok) throw new Error(setup.rejection.message);
  let s = setup.state;
  const actions: AgAction[] = [];
  const step = (a: AgAction) => {
    s = apply(s, a).s;
    actions.push(a);
  };
  step({ t: 'sample' });
  step({ t: 'endSetup' });
  for (const a of legal(s).filter((x) => x.t === 'choose').slice(0, 2)) step(a);
  // On to each Roman choice of a phase; from there, try the branch.
  for (let i = 0; i < 400 && !s.outcome; i++) {
    if (s.step === 'choose' && toAct(s) === 'roman') {
      const found = branch(s);
      if (found) return { found: true, seed, actions: [...actions], ...found };
    }
    const a = nextByOrder(s);
    if (!a) return null;
    step(a);
  }
  return null;
}

/** From the Roman's choice: the order, a Command, the end; the Gaul's phase up to a move that draws the fire and a shock. */
function branch(s0: AgState) {
  const steps: string[] = [];
  let s = apply(s0, { t: 'reactOrder', react: 'always' }).s;
  const act = legal(s).find((a) => a.t === 'activate');
  if (!act) return null;
  steps.push(describeAction(s, act));
  s = apply(s, act).s;
  // The Roman's phase ends; the Gaul lets the Seizure go (no Seizure asked of him: the Roman's turn is over).
  for (let i = 0; i < 10 && !(s.step === 'choose' && s.ap.owner === 'gallic'); i++) {
    const a = nextByOrder(s);
    if (!a || a.t === 'toShock') return null;
    steps.push(describeAction(s, a));
    s = apply(s, a).s;
  }
  if (s.step !== 'choose' || s.ap.owner !== 'gallic') return null;
  // The Gaul's choice: each Command he may activate, formed with every tribe it may take.
  for (const act of legal(s).filter((a) => a.t === 'activate')) {
    const more: string[] = [describeAction(s, act)];
    let g = apply(s, act).s;
    for (let i = 0; i < 12 && g.step === 'forming'; i++) {
      const l = legal(g);
      const a = l.find((x) => x.t === 'addTribe') ?? l.find((x) => x.t === 'commit');
      if (!a) break;
      more.push(describeAction(g, a));
      g = apply(g, a).s;
    }
    if (g.step !== 'command' || g.ap.owner !== 'gallic') continue;
    // AG 5.48: units come out of their counters one by one (the prompt's "Bring out …"); after each, its moves are tried.
    for (let k = 0; k < 8; k++) {
      const found = moveFrom(g);
      if (found) return { steps: [...steps, ...more], ...found };
      const rel = legal(g).find((a) => a.t === 'release');
      if (!rel) break;
      more.push(describeAction(g, rel));
      g = apply(g, rel).s;
    }
  }
  return null;
}

function moveFrom(s: AgState) {
  // Moves whose end hex and facing are reached by one action only (the facing picker then takes it at once).
  const moves = legal(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move');
  const count = new Map<string, number>();
  for (const m of moves) count.set(`${m.unit} ${m.path[m.path.length - 1]} ${m.facing}`, (count.get(`${m.unit} ${m.path[m.path.length - 1]} ${m.facing}`) ?? 0) + 1);
  for (const m of moves) {
    const end = m.path[m.path.length - 1];
    if (count.get(`${m.unit} ${end} ${m.facing}`) !== 1) continue;
    let r;
    try {
      r = apply(s, m);
    } catch {
      continue;
    }
    const auto = r.log.some((e) => e.kind === 'roll' && e.auto && e.rule === 'AG 8.16' && e.side === 'roman');
    if (!auto || r.s.step !== 'command' || r.s.units[m.unit].loc.at !== 'hex') continue;
    if (!legal(r.s).some((a) => a.t === 'toShock')) continue;
    const f = shockForecast(r.s, true).find((x) => x.attackers.includes(m.unit) && x.preview && x.preview.drms.length >= 2);
    if (!f) continue;
    return {
      move: { unit: m.unit, unitName: agUnit(m.unit).name, from: m.path[0], fromLabel: hexName(m.path[0]), to: end, toLabel: hexName(end), facing: m.facing, facingWord: facingWord(m.facing) },
      drms: f.preview!.drms.map((d) => ({ value: d.value, rule: d.rule, reason: d.reason })),
    };
  }
  return null;
}

let out: unknown = null;
for (let i = 0; i < 4 && !out; i++) out = tryFrom(i === 0 ? seed0 : `${seed0}-${i}`);
process.stdout.write(`${JSON.stringify(out ?? { found: false, seed: seed0 })}\n`);
