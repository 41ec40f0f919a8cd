/**
 * Prepared positions of Alésia (GBoH) 12.1 for the browser tests (issue 17, "Chromium, as a person
 * plays"), built with the engine's legal list only and written as save files the app opens through
 * its own Load file button: tests/browser/fixtures/gboh-*.json. No search over games: the spot is
 * chosen on the map (an outer Rampart hex with two outer Death Garden hexes before it, near a zone's
 * placement line), the Roman sets a cohort there by hand, and the rest is the sample deployment.
 *
 *   vite-node tests/browser/lib/gbFixtures.ts            (re-writes the fixtures)
 *   vite-node tests/browser/lib/gbFixtures.ts -- --check (fails when the engine plays them otherwise now)
 *
 * Each fixture holds `save` (the save file) and `plan` (what the browser then does by clicks and what
 * it must see), both checked here by playing the plan through the engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgAction } from '../../../src/engine/alesia-gboh/actions';
import { agUnit, CO_TQ } from '../../../src/engine/alesia-gboh/data';
import { placementHexes } from '../../../src/engine/alesia-gboh/entry/placementHexes';
import { toAct } from '../../../src/engine/alesia-gboh/legal';
import { moveBoard } from '../../../src/engine/alesia-gboh/movement/board';
import { shockForecast } from '../../../src/engine/alesia-gboh/shock/play';
import type { AgState, EntryZone, Facing } from '../../../src/engine/alesia-gboh/state';
import { alesiaGboh } from '../../../src/engine/alesia-gboh/system';
import { distance, parseHexKey } from '../../../src/engine/hex/coords';
import { describeAction } from '../../../src/ui/alesia-gboh/describe';
import { facingWord, hexName } from '../../../src/ui/alesia-gboh/words';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const TRIBE = 'arverni'; // 19 BI, three of them the best (CO TQ + 1, GB-9.23), and two archer units
const COHORT = 'co-vi-1';

type Log = Extract<ReturnType<typeof alesiaGboh.apply>, { ok: true }>['log'];

class Game {
  s: AgState;
  actions: AgAction[] = [];
  constructor(readonly seed: string) {
    const r = alesiaGboh.setup({ scenario: '12.1', seed, options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    this.s = r.state;
  }
  legal(): AgAction[] {
    return alesiaGboh.legalActions(this.s);
  }
  find(f: (a: AgAction) => boolean, what: string): AgAction {
    const a = this.legal().find(f);
    if (!a) throw new Error(`no legal action: ${what} (step ${this.s.step}, ${toAct(this.s)})`);
    return a;
  }
  play(a: AgAction): Log {
    const r = alesiaGboh.apply(this.s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
    this.s = r.state;
    this.actions.push(a);
    return r.log;
  }
  /** Plays the first legal action of kind `t` (matching `f`), returning its prompt label. */
  take(t: AgAction['t'], f: (a: AgAction) => boolean = () => true): { label: string; log: Log; a: AgAction } {
    const a = this.find((x) => x.t === t && f(x), t);
    const label = describeAction(this.s, a);
    return { label, log: this.play(a), a };
  }
}

interface Spot { rampart: string; a: string; b: string; v: Facing; zone: EntryZone; place: string }

/** AG 9.23 ground near a 12.1 zone (III–VI): an outer Rampart with two outer DG hexes before it, a placement hex ≤ 3 from both. */
function spots(s: AgState): Spot[] {
  const mb = moveBoard('12.1');
  const out: Spot[] = [];
  const zones: EntryZone[] = ['III', 'IV', 'V', 'VI'];
  const places = zones.map((z) => ({ z, hexes: placementHexes(s, z) }));
  for (const k of [...mb.board.hexes.keys()].sort()) {
    const t = mb.board.hexes.get(k)!;
    if (t.rampart !== 'outer') continue;
    const i = mb.index.get(k)!;
    for (let v = 0; v < 6; v++) {
      const [ja, jb] = [mb.nb[i * 6 + v], mb.nb[i * 6 + ((v + 1) % 6)]];
      if (ja < 0 || jb < 0) continue;
      const [ta, tb] = [mb.board.hexes.get(mb.keys[ja])!, mb.board.hexes.get(mb.keys[jb])!];
      if (ta.deathGarden !== 'outer' || tb.deathGarden !== 'outer') continue;
      if (ta.level !== t.level || tb.level !== t.level || ta.forest || tb.forest) continue;
      if (mb.side[i * 6 + v] || mb.side[i * 6 + ((v + 1) % 6)]) continue;
      const [a, b] = [mb.keys[ja], mb.keys[jb]];
      for (const { z, hexes } of places) for (const p of hexes) {
        const d = (h: string) => distance(parseHexKey(p), parseHexKey(h));
        if (d(a) <= 3 && d(b) <= 3 && d(k) >= 3) out.push({ rampart: k, a, b, v: v as Facing, zone: z, place: p });
      }
    }
  }
  return out;
}

const onHex = (s: AgState, hex: string) => Object.keys(s.units).filter((id) => { const l = s.units[id].loc; return l.at === 'hex' && l.hex === hex; });
const endOf = (a: AgAction) => (a.t === 'move' ? a.path[a.path.length - 1] : '');
const rolled = (log: Log, rule: string) => log.filter((e) => e.kind === 'roll' && (e as { rule?: string }).rule === rule);

/** Seizure chances nobody takes, until `side` chooses a phase. */
function skipSeizures(g: Game, steps: string[]) {
  for (let i = 0; i < 4 && g.s.step === 'seize'; i++) steps.push(g.take('noSeize').label);
}

export function assault(seed: string, spot: Spot) {
  const g = new Game(seed);
  const fa = ((spot.v + 3) % 6) as Facing;
  // The Roman: the cohort on the Rampart by hand, facing the Death Garden (AG 7.11); the sample for the rest.
  g.play({ t: 'pick', id: COHORT });
  g.play(g.find((a) => a.t === 'place' && a.id === COHORT && a.hex === spot.rampart && a.facing === spot.v, 'the cohort on the Rampart'));
  g.play({ t: 'sample' });
  const near = [spot.a, spot.b].flatMap((h) => onHex(g.s, h));
  if (onHex(g.s, spot.rampart).length !== 1 || near.length) throw new Error('the sample fills the spot');
  // No other Roman beside the Death Garden hexes: one defender, one reaction.
  for (const h of [spot.a, spot.b]) for (const [id, u] of Object.entries(g.s.units)) if (u.loc.at === 'hex' && id !== COHORT && distance(parseHexKey(u.loc.hex), parseHexKey(h)) <= 1) throw new Error(`${id} beside the Death Garden`);
  g.play({ t: 'endSetup' });
  // The Gaul's plan (AG 12.1) and the arrival: the Arverni on a hex of the zone's placement line, a chief with them.
  g.play({ t: 'choose', tribe: TRIBE });
  g.play({ t: 'endPlanning' });
  g.play(g.find((a) => a.t === 'placeTribe' && a.tribe === TRIBE && a.hex === spot.place, 'the Arverni placed'));
  const chief = g.take('placeChief').a as Extract<AgAction, { t: 'placeChief' }>;
  const saved = [...g.actions];

  // ---- what the browser plays by clicks from here
  // The Gaul's first phase: the chief's Command, its counter puts out six units (AG 5.48), the phase ends.
  const phase1: string[] = [];
  phase1.push(g.take('activate', (a) => a.t === 'activate' && a.leader === chief.leader).label);
  phase1.push(g.take('addTribe').label);
  phase1.push(g.take('commit').label);
  const released1 = Object.values(g.s.units).filter((u) => u.loc.at === 'counter').length;
  if (released1 < 6) throw new Error(`only ${released1} released`);
  // An archer unit out too, moved up within two hexes of an empty outer Rampart hex (not the cohort's), for the fire arrows of the next phase.
  const archerRelease = g.legal().find((a) => a.t === 'release' && agUnit(a.unit).type === 'AR');
  if (!Object.keys(g.s.units).some((id) => g.s.units[id].loc.at === 'counter' && agUnit(id).type === 'AR') && archerRelease) phase1.push(g.take('release', (a) => a === archerRelease).label);
  const archer = Object.keys(g.s.units).find((id) => g.s.units[id].loc.at === 'counter' && agUnit(id).type === 'AR');
  if (!archer) throw new Error('no archers out');
  const mb = moveBoard('12.1');
  const far = (h: string) => [spot.rampart, spot.a, spot.b].every((x) => distance(parseHexKey(x), parseHexKey(h)) >= 3);
  let archerMove: null | { unit: string; unitName: string; to: string; toLabel: string; facing: Facing; facingWord: string; target: string; targetLabel: string } = null;
  const tried = new Set<string>();
  for (const m of g.legal()) {
    if (m.t !== 'move' || m.unit !== archer || tried.has(`${endOf(m)} ${m.facing}`) || !far(endOf(m))) continue;
    tried.add(`${endOf(m)} ${m.facing}`);
    const r = alesiaGboh.apply(g.s, m);
    if (!r.ok || r.state.step !== 'command' || !alesiaGboh.legalActions(r.state).some((a) => a.t === 'endPhase')) continue;
    const f = alesiaGboh.legalActions(r.state).find((a) => a.t === 'fire' && a.unit === archer && a.fireArrows && mb.board.hexes.get(a.target)?.rampart === 'outer' && !onHex(r.state, a.target).length && distance(parseHexKey(a.target), parseHexKey(endOf(m))) <= 2);
    if (!f || f.t !== 'fire') continue;
    phase1.push(`move ${archer}`);
    g.play(m);
    archerMove = { unit: archer, unitName: agUnit(archer).name, to: endOf(m), toLabel: hexName(endOf(m)), facing: m.facing, facingWord: facingWord(m.facing), target: f.target, targetLabel: hexName(f.target) };
    break;
  }
  if (!archerMove) throw new Error('no archer move next to a Rampart');
  phase1.push(g.take('endPhase').label);
  skipSeizures(g, phase1);
  // The Roman's phase: the reaction-fire order (set in the form, not a step), a Command, its end.
  if (toAct(g.s) !== 'roman' || g.s.step !== 'choose') throw new Error(`not the Roman's choice: ${g.s.step}`);
  g.play({ t: 'reactOrder', react: 'deathGarden' });
  const roman: string[] = [];
  roman.push(g.take('activate').label);
  roman.push(g.take('endPhase').label);
  skipSeizures(g, roman);
  if (toAct(g.s) !== 'gallic' || g.s.step !== 'choose') throw new Error(`not the Gaul's choice: ${g.s.step}`);
  // The Gaul's second phase: the same chief again (AG 4.1), his best BI out of the counter.
  const phase2: string[] = [];
  phase2.push(g.take('activate', (a) => a.t === 'activate' && a.leader === chief.leader).label);
  phase2.push(g.take('addTribe').label);
  phase2.push(g.take('commit').label);
  const best = () => Object.keys(g.s.units).filter((id) => g.s.units[id].loc.at === 'counter' && agUnit(id).type === 'BI' && agUnit(id).tq === CO_TQ + 1);
  const releases: string[] = [];
  for (let i = 0; i < 3 && best().length < 2; i++) {
    const r = g.legal().find((a) => a.t === 'release' && agUnit(a.unit).type === 'BI' && agUnit(a.unit).tq === CO_TQ + 1);
    if (!r) break;
    releases.push(describeAction(g.s, r));
    g.play(r);
  }
  const tops = best();
  const others = Object.keys(g.s.units).filter((id) => g.s.units[id].loc.at === 'counter' && agUnit(id).type === 'BI' && !tops.includes(id));
  if (tops.length < 1) throw new Error('no best BI out');
  // Four BI into the outer Death Garden, two a hex, the best first (GB-9.23).
  const order = [tops[0], others[0], tops[1] ?? others[1], others[tops[1] ? 1 : 2]];
  const moves: { unit: string; unitName: string; to: string; toLabel: string; facing: Facing; facingWord: string; hits: number; entryFire: boolean }[] = [];
  for (const [i, unit] of order.entries()) {
    const to = i < 2 ? spot.a : spot.b;
    const m = g.find((a) => a.t === 'move' && a.unit === unit && endOf(a) === to && a.facing === fa, `${unit} into ${hexName(to)}`);
    const log = g.play(m);
    const fire = rolled(log, 'AG 8.16').length > 0;
    moves.push({ unit, unitName: agUnit(unit).name, to, toLabel: hexName(to), facing: fa, facingWord: facingWord(fa), hits: g.s.units[unit].hits, entryFire: fire });
  }
  if (!moves[0].entryFire || moves.slice(1).some((m) => m.entryFire)) throw new Error('the entry fire is not on the first BI only');
  // Fire arrows (AG 8.41, 8.42): the archers shoot standing at the Rampart beside them; AG 8.43 it burns.
  const shot = g.find((a) => a.t === 'fire' && a.unit === archerMove.unit && a.target === archerMove.target && !!a.fireArrows && !a.andMove, 'the fire arrows');
  const shotLabel = describeAction(g.s, shot);
  g.play(shot);
  const arrows = { ...archerMove, label: shotLabel, burning: !!g.s.burning?.includes(archerMove.target) };
  // AG 9.11: the mandatory shock against the Rampart, its preview.
  const fc = shockForecast(g.s).find((x) => x.defenders.includes(COHORT));
  const drms = fc?.preview?.drms.map((d) => ({ value: d.value, rule: d.rule, reason: d.reason })) ?? [];
  // The shock resolved, each decision answered by its first choice (as the browser does).
  const shock: string[] = [g.take('toShock').label];
  for (let i = 0; i < 20 && (g.s.step as string) === 'shock'; i++) {
    const a = g.legal().find((x) => x.t === 'endDesignation') ?? g.legal().find((x) => x.t === 'answer');
    if (!a) break;
    shock.push(describeAction(g.s, a));
    g.play(a);
  }
  const after: string[] = [];
  if ((g.s.step as string) === 'command') after.push(g.take('endPhase').label);
  skipSeizures(g, after);
  // The screen passes to the Roman: his phase, then (AG 5.21) his Seizure of the Gaul's next phase with Caesar.
  const roman2: string[] = [];
  if (toAct(g.s) !== 'roman' || g.s.step !== 'choose') throw new Error(`not the Roman's phase after the shock: ${g.s.step}`);
  // A Command with nothing to shock, so that its phase may end at once.
  const quiet = g.legal().find((a) => {
    if (a.t !== 'activate') return false;
    const r = alesiaGboh.apply(g.s, a);
    return r.ok && alesiaGboh.legalActions(r.state).some((x) => x.t === 'endPhase');
  });
  if (!quiet) throw new Error('no quiet Roman Command');
  roman2.push(g.take('activate', (a) => a === quiet).label);
  roman2.push(g.take('endPhase').label);
  let seizure: null | { label: string; ok: boolean } = null;
  if ((g.s.step as string) === 'seize' && toAct(g.s) === 'roman') {
    const a = g.find((x) => x.t === 'seize' && x.leader === 'caesar' && !x.move, 'a Seizure by Caesar');
    const label = describeAction(g.s, a);
    g.play(a);
    seizure = { label, ok: g.s.ap.owner === 'roman' };
  }
  return { g, saved, chief: chief.leader, phase1, roman, phase2, releases, moves, arrows, drms, shock, after, roman2, seizure, spot, fa };
}

export function spotsFor(seed: string) { const probe = new Game(seed); probe.play({ t: "sample" }); return spots(probe.s); }
function main() {
  // The spot: the first where the GB-9.23 preview comes out whole; then the first seed whose dice set the Rampart burning.
  const all = spotsFor('gb-fixture');
  let spot: Spot | null = null;
  for (const sp of all) {
    try {
      if (assault('gb-fixture', sp).drms.map((d) => d.value).join(' ') === '-3 3 1 -2') { spot = sp; break; }
    } catch { /* the next spot */ }
  }
  if (!spot) throw new Error('no spot on the map gives the GB-9.23 shock');
  let best: ReturnType<typeof assault> | null = null;
  for (let i = 60; i < 200; i++) {
    const r = assault(`gb-fixture-${i}`, spot);
    process.stderr.write(`gb-fixture-${i}: burning ${r.arrows.burning}, seizure ${JSON.stringify(r.seizure)}\n`);
    if (r.arrows.burning && r.seizure && (r.seizure.ok || i > 150)) { best = r; break; }
  }
  if (!best) throw new Error('no seed sets the Rampart burning');
  const seed = (best.g as Game).seed;
  const save = { format: 'commentarii-save', version: 1, system: 'alesia-gboh', scenario: '12.1', seed, options: { solo: false }, actions: best.saved };
  const { g: _g, saved: _s, ...plan } = best;
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'gboh-assault.json'), `${JSON.stringify({ save, plan }, null, 1)}\n`);
  process.stderr.write(`wrote fixtures/gboh-assault.json (seed ${seed}, ${best.saved.length} actions)\n`);
}
/** `--check`: the committed fixture is what the engine plays today (the browser test runs this first). */
function check() {
  const file = path.join(OUT, 'gboh-assault.json');
  const { save, plan } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const r = assault(save.seed, plan.spot);
  const { g: _g, saved, ...now } = r;
  const same = JSON.stringify(saved) === JSON.stringify(save.actions) && JSON.stringify(now) === JSON.stringify(plan) && r.arrows.burning && !!r.seizure?.ok;
  if (!same) {
    process.stderr.write(`${file} no longer matches the engine: run \`vite-node tests/browser/lib/gbFixtures.ts\` to write it again\n`);
    process.exit(1);
  }
  process.stdout.write('fixture ok\n');
}
if (!process.env.GB_NOMAIN) {
  if (process.argv.includes('--check')) check();
  else main();
}
