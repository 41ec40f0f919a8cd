/**
 * Scripted openings of Alesia (1983 rules) for the browser tests, found with the engine: a
 * two-player game (as the title screen starts one), the historical deployment, then one relief
 * unit brought in from OBMC zone I by the zone's "Move one" button and a move the prompt offers.
 * Prints one JSON line.
 *
 *   vite-node tests/browser/lib/acPlan.ts -- MODE SEED
 *
 * MODE
 *   fort    a move after which a fort fires under the default fire plan (AC 24.2)
 *   ask     the same with fire asked of the Roman (AC 20.5): the move stops at a fort's field of fire
 *   attack  the relief unit survives the forts; the phases are ended to the Roman movement, where
 *           a Roman unit moves next to it: the Roman must attack (AC 4.6). The steps to the attack
 *   retreat the same, where the battle (Fight, Resolve battle 1) ends in a retreat or an advance
 *
 * Output: { seed, mode, found, obmc, moveLabel, unitName, steps?, fireLabel? } where `obmc` is the
 * accessible name of the zone's (or the town's) "Move one" button, and steps are prompt-button labels in order.
 */
import type { AcAction } from '../../../src/engine/alesia-classic/actions';
import { acUnit } from '../../../src/engine/alesia-classic/data/units';
import { describeAction } from '../../../src/engine/alesia-classic/describe';
import { unitOf, type AcOptions, type AcState } from '../../../src/engine/alesia-classic/state';
import { alesiaClassic, legalActions } from '../../../src/engine/alesia-classic/system';
import type { LogEntry } from '../../../src/engine/core/log';
import { distance, parseHexKey } from '../../../src/engine/hex/coords';
import { groupUnits, offBoardOf } from '../../../src/ui/alesia/board/model';
import { KIND_WORD } from '../../../src/ui/alesia/board/names';

const [mode = 'fort', seed = 'ac-0'] = process.argv.slice(2).filter((a) => a !== '--');

function play(s: AcState, a: AcAction): { s: AcState; log: LogEntry[] } {
  const r = alesiaClassic.apply(s, a);
  if (!r.ok) throw new Error(`${describeAction(s, a)}: ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}

/** The prompt label of an action, which must name it alone among the legal actions. */
function label(s: AcState, a: AcAction): string {
  const l = describeAction(s, a);
  if (legalActions(s).filter((x) => describeAction(s, x) === l).length !== 1) throw new Error(`ambiguous label "${l}"`);
  return l;
}

const fortVolley = (log: readonly LogEntry[]) => log.some((e) => e.kind === 'roll' && /^Fort \d+ fires its \w+ volley/.test(e.purpose));

function start(options: Partial<AcOptions>): AcState {
  const r = alesiaClassic.setup({ scenario: 'standard', seed, options: { solo: false, gallicAuto: true, ...options } as Partial<AcOptions> });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  s = play(s, { t: 'historical' }).s;
  s = play(s, { t: 'end' }).s;
  if (s.phase !== 'gallic-move') throw new Error(`expected the Gallic movement, got ${s.phase}`);
  return s;
}

/** The units zone I's (or the town's) "Move one" buttons select, with each button's accessible name. */
function obmcChoices(s: AcState, where: 'zone I' | 'the town' = 'zone I'): { unit: string; obmc: string }[] {
  const legal = legalActions(s);
  const off = offBoardOf(s);
  const ids = where === 'zone I' ? off.zones.I : off.town;
  const out: { unit: string; obmc: string }[] = [];
  for (const g of groupUnits(ids)) {
    const first = g.units.find((id) => legal.some((a) => a.t === 'select' && a.unit === id));
    if (!first) continue;
    const u = acUnit(first);
    const what = u.kind === 'leader' ? `leader (MF ${u.mf})` : `${u.cf}-${u.mf} ${KIND_WORD[u.kind]}`;
    out.push({ unit: first, obmc: `Move one: a ${what} from ${where} (${g.units.length} there)` });
  }
  return out;
}

const endOf = (s: AcState) => {
  const legal = legalActions(s);
  return legal.find((x) => x.t === 'end') ?? legal.find((x) => x.t === 'holdFire');
};

/**
 * From just after the Gaul's move: End to the Roman movement (the forts fire by the plan), move a
 * Roman unit next to the Gaul, End: the Roman must attack it. The prompt labels, or null.
 */
function attackAfter(s2: AcState, gaul: string, thenOnMap = false): string[] | null {
  let s = s2;
  const steps: string[] = [];
  for (let i = 0; i < 20 && s.phase !== 'roman-move' && !s.outcome; i++) {
    const a = endOf(s);
    if (!a) return null;
    steps.push(label(s, a));
    s = play(s, a).s;
  }
  const at = unitOf(s, gaul).loc;
  if (s.phase !== 'roman-move' || at.at !== 'hex') return null;
  const gaulHex = parseHexKey(at.hex);
  const near = (id: string) => {
    const l = unitOf(s, id).loc;
    return l.at === 'hex' && distance(parseHexKey(l.hex), gaulHex) <= 10;
  };
  for (const sel of legalActions(s)) {
    if (sel.t !== 'select' || !near(sel.unit) || acUnit(sel.unit).kind !== 'cohort') continue;
    const s3 = play(s, sel).s;
    const mv = legalActions(s3).find((a) => a.t === 'move' && a.to.includes(',') && distance(parseHexKey(a.to), gaulHex) === 1);
    if (!mv) continue;
    let s4 = play(s3, mv).s;
    const tail = [label(s, sel), label(s3, mv)];
    const end = endOf(s4);
    if (!end) continue;
    tail.push(label(s4, end));
    s4 = play(s4, end).s;
    const attack = legalActions(s4).find((a) => a.t === 'attack');
    if (s4.phase !== 'roman-combat' || !attack) continue;
    tail.push(label(s4, attack));
    s4 = play(s4, attack).s;
    // Every Roman unit in the Gaul's zone of control joins (AC 4.6), then Fight is offered.
    for (let i = 0; i < 10; i++) {
      const join = legalActions(s4).find((a) => a.t === 'join');
      if (!join) break;
      tail.push(label(s4, join));
      s4 = play(s4, join).s;
    }
    if (!legalActions(s4).some((a) => a.t === 'fight')) continue;
    if (thenOnMap) {
      // Mode retreat: the battle (dice as the seed gives them) asks for a retreat or an advance on the map.
      let s5 = play(s4, { t: 'fight' }).s;
      const resolve = legalActions(s5).find((a) => a.t === 'resolve');
      if (!resolve) continue;
      s5 = play(s5, resolve).s;
      if (!legalActions(s5).some((a) => (a.t === 'retreat' && a.to !== 'off') || a.t === 'advance')) continue;
    }
    return [...steps, ...tail];
  }
  return null;
}

function search() {
  const s0 = start(mode === 'ask' ? { fire: 'ask' } : {});
  for (const { unit, obmc } of obmcChoices(s0)) {
    const s1 = play(s0, { t: 'select', unit }).s;
    const moves = legalActions(s1).filter((a): a is Extract<AcAction, { t: 'move' }> => a.t === 'move' && a.to !== 'town' && !a.to.startsWith('obmc:'));
    for (const mv of moves) {
      const moveLabel = label(s1, mv);
      const { s: s2, log } = play(s1, mv);
      const base = { seed, mode, found: true, obmc, moveLabel, unitName: acUnit(unit).name };
      if (mode === 'fort' && fortVolley(log)) return base;
      if (mode === 'ask') {
        const fire = legalActions(s2).find((a) => a.t === 'fire' && acUnit(a.shooter).kind === 'fort' && a.target === unit);
        if (s2.fire.window && fire) return { ...base, fireLabel: label(s2, fire) };
      }
      if (mode === 'attack' || mode === 'retreat') {
        const found = attackAfter(s2, unit, mode === 'retreat');
        if (found) return { ...base, steps: found };
      }
    }
  }
  return { seed, mode, found: false };
}

process.stdout.write(JSON.stringify(search()) + '\n');
