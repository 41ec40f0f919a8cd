// @vitest-environment jsdom
/**
 * Hidden information never reaches the wrong player — a property of the shell, over seeded random
 * games through the real engines and the real game screen: Alesia with two, three and four
 * players, fire asked of the Roman or by plan, secret spheres and hidden stacks; Bellum Gallicum II
 * 6.1 solo and hotseat; Alésia (GBoH) 12.2 and 12.1, whose Gallic plan is secret (AG 5.31,
 * 12.1); both hand-over settings.
 *
 * After every action (and every hand-over step) the page holds either the screen of the seat that
 * claimed it, or nothing secret from the seat(s) last at the screen: no log line hidden from them,
 * no Gallic counter in the off-board boxes or the town while a Roman may be looking, no counter
 * hidden under the top one (AC 25.7), no prompt of a secret decision (BG 4.4.1) — and while the
 * hand-over is up, nothing of the game at all and no control but the hand-over's own.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextIndex, seedRng, type RngState } from '../../src/engine/core/rng';
import type { LogEntry } from '../../src/engine/core/log';
import { acUnit } from '../../src/engine/alesia-classic/data/units';
import { concealedFrom } from '../../src/engine/alesia-classic/concealment';
import { chooseAction } from '../../src/engine/alesia-classic/testing';
import type { AcAction } from '../../src/engine/alesia-classic/actions';
import { unitEntries, unitOf, type AcOptions, type AcState } from '../../src/engine/alesia-classic/state';
import { decisionIsSecret } from '../../src/engine/bellum/secrecy';
import { gallicPolicy } from '../../src/engine/bellum/solo/policy';
import { viewFor } from '../../src/engine/bellum/view';
import type { BellumAction, BellumState } from '../../src/engine/bellum/state';
import { alesiaClassicUi } from '../../src/ui/alesia/ui';
import { seatSide } from '../../src/ui/alesia/seats';
import { bellumUi } from '../../src/ui/bellum/ui';
import { alesiaGbohUi } from '../../src/ui/alesia-gboh/ui';
import type { AgState } from '../../src/engine/alesia-gboh/state';
import type { AgAction } from '../../src/engine/alesia-gboh/actions';
import { agUnit } from '../../src/engine/alesia-gboh/data';
import GameScreen from '../../src/ui/shell/game/GameScreen';
import { SystemUiContext } from '../../src/ui/shell/SystemUiContext';
import type { SystemUi } from '../../src/ui/shell/registry';
import type { HandOverSetting } from '../../src/store/handOverSetting';
import { romanPlan } from './romanPlan';
import { distance, parseHexKey, type Hex } from '../../src/engine/hex/coords';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Ui = SystemUi<any, any>;

interface Case {
  name: string;
  ui: Ui;
  scenario: string;
  options: Record<string, unknown>;
  setting: HandOverSetting;
  seed: string;
  /** Actions to play through the screen. */
  steps: number;
  /** Actions played through the store before the screen opens (Alesia: the Roman set-up). */
  opening?: readonly unknown[];
  /** Bellum: played through the store (the screen not yet open) until a battle is near. */
  fastForward?: boolean;
}

const ac = (name: string, options: Partial<AcOptions>, setting: HandOverSetting, seed: string, steps: number): Case => ({
  name,
  ui: alesiaClassicUi,
  scenario: 'standard',
  options: { solo: false, ...options },
  setting,
  seed,
  steps,
  opening: [{ t: 'historical' }, { t: 'end' }],
});
const bg = (name: string, solo: boolean, setting: HandOverSetting, seed: string, steps: number): Case => ({
  name,
  ui: bellumUi,
  scenario: 'aquitania',
  options: solo ? { solo: true, gallicAuto: true } : { solo: false },
  setting,
  seed,
  steps,
  fastForward: true,
});

const gb = (name: string, scenario: '12.1' | '12.2', setting: HandOverSetting, seed: string, steps: number): Case => ({
  name,
  ui: alesiaGbohUi,
  scenario,
  options: { solo: false },
  setting,
  seed,
  steps,
  opening: [{ t: 'sample' }],
});

// Bounded so that the file runs in well under a minute: a few dozen actions per case, played by
// a policy that seeks what the property is about (Gauls moving into the forts' fields of fire,
// attacks, retreats, battles and their evasion declarations).
const CASES: Case[] = [
  ac('Alesia, 2 players, fire asked', { players: 2, fire: 'ask' }, 'secret', 'hide-a', 32),
  ac('Alesia, 2 players, fire asked (always)', { players: 2, fire: 'ask' }, 'always', 'hide-b', 20),
  ac('Alesia, 2 players, fire plan, hidden stacks', { players: 2, fire: 'plan', hiddenStacks: true }, 'secret', 'hide-c', 15),
  ac('Alesia, 3 players, fire asked', { players: 3, fire: 'ask' }, 'secret', 'hide-d', 20),
  ac('Alesia, 4 players, fire asked, secret spheres', { players: 4, fire: 'ask', secretSpheres: true, hiddenStacks: true }, 'secret', 'hide-e', 22),
  ac('Alesia, 4 players, fire plan (always)', { players: 4, fire: 'plan' }, 'always', 'hide-f', 15),
  bg('Bellum 6.1 solo', true, 'secret', 'hide-g', 8),
  bg('Bellum 6.1 hotseat', false, 'secret', 'hide-h', 22),
  bg('Bellum 6.1 hotseat (always)', false, 'always', 'hide-i', 16),
  gb('Alésia GBoH 12.2, secret plan', '12.2', 'secret', 'hide-j', 30),
  gb('Alésia GBoH 12.1, secret choice (always)', '12.1', 'always', 'hide-k', 16),
];

/** Hexes of Roman units on the map (what an aggressive Gaul heads for). */
function romanHexes(s: AcState): Hex[] {
  return unitEntries(s).flatMap(([id, u]) => (acUnit(id).side === 'roman' && u.loc.at === 'hex' ? [parseHexKey(u.loc.hex)] : []));
}

/** What the run has met, summed over the cases (so the property is seen to be exercised). */
const met = { handOvers: 0, lookAways: 0, results: 0, answersInOthersTurn: 0, backThroughHandOver: 0 };

const body = () => document.body.textContent ?? '';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Everything the page holds that `watcher` may not see, for the position `state` with `log`. */
interface Page {
  text: string;
  units: string[];
}

const readPage = (): Page => ({ text: body(), units: [...document.querySelectorAll('[data-unit]')].map((el) => el.getAttribute('data-unit')!) });

function secretsOnPage(c: Case, page: Page, state: any, log: readonly LogEntry[], watcher: string, viewer: string | null): string[] {
  const found: string[] = [];
  const { text, units } = page;
  for (const e of log) if (e.kind === 'text' && e.hiddenFrom?.includes(watcher) && text.includes(e.text)) found.push(`log line "${e.text}"`);
  if (c.ui === alesiaClassicUi && !(state as AcState).outcome) {
    const s = state as AcState;
    if (seatSide(watcher) === 'roman') {
      const inspecting = s.phase === 'roman-redeploy';
      for (const id of units) {
        const at = unitOf(s, id)?.loc.at;
        if (acUnit(id).side === 'gallic' && (at === 'town' || (at === 'obmc' && !inspecting))) found.push(`Gallic counter ${id} in the ${at}`);
      }
      if (!inspecting && document.querySelector('.ac-zones')) found.push('the off-board boxes');
      if (document.querySelector('[aria-labelledby="ac-town-h"] .ac-groups')) found.push("the town's units");
    }
    if (seatSide(watcher) === 'gallic') {
      const under = new Set([...concealedFrom(s, 'gallic').values()].flat());
      for (const id of units) if (under.has(id)) found.push(`Roman counter ${id} under the top one`);
    }
  }
  if (c.ui === alesiaGbohUi && !(state as AgState).outcome && watcher === 'roman') {
    // AG 5.31, 12.1: no sheet, no zone of a tribe not yet arrived, no counter the Gaul keeps back.
    const s = state as AgState;
    if (document.querySelector('.gb-plan, .gb-plan-summary, select[aria-label^="Entry Zone"]')) found.push("the Gaul's assignment sheet");
    for (const [t, st] of Object.entries(s.tribes)) if ((st.status === 'available' || st.status === 'unused') && document.querySelector(`[data-tribe="${t}"]`)) found.push(`tribal counter ${t} not yet arrived`);
    for (const id of units) if (s.units[id]?.loc.at === 'pool' && agUnit(id).force === 'relief') found.push(`relief unit ${id} off the map`);
  }
  if (c.ui === bellumUi && viewer !== watcher && decisionIsSecret(state as BellumState) && document.querySelector('[aria-label="Prompt"]')) {
    found.push('the prompt of a secret declaration');
  }
  return found;
}

function policyFor(c: Case) {
  let rng: RngState = seedRng(c.seed);
  let phase = '';
  let moves = 0;
  return (state: any, legal: readonly any[]): any => {
    if (c.ui === alesiaClassicUi) {
      const s = state as AcState;
      if (s.phase !== phase) {
        phase = s.phase;
        moves = 0;
      }
      const acts = legal as AcAction[];
      let r: number;
      [r, rng] = nextIndex(rng, 100);
      let a: AcAction | undefined;
      const fire = acts.filter((x) => x.t === 'fire');
      const end = acts.find((x) => x.t === 'end');
      if (fire.length) a = r < 70 ? fire[r % fire.length] : acts.find((x) => x.t === 'holdFire');
      else if (s.phase === 'roman-move' && end && r < 90) a = end;
      // a few shifts between the boxes: log lines the Roman may not see (AC 11.4)
      else if (s.phase === 'gallic-offboard' && end && (moves >= 3 || !acts.some((x) => x.t === 'shift'))) a = end;
      else if (s.phase === 'gallic-move') {
        // an aggressive Gaul: the moving unit goes as near the Roman lines as it can
        const to = acts.filter((x): x is Extract<AcAction, { t: 'move' }> => x.t === 'move' && x.to.includes(','));
        const romans = romanHexes(s);
        const near = (x: { to: string }) => Math.min(...romans.map((h) => distance(h, parseHexKey(x.to))));
        if (to.length) a = to.map((x) => [x, near(x)] as const).reduce((b, x) => (x[1] < b[1] ? x : b))[0];
        else if (moves >= 6 && end) a = end;
        else {
          const onMap = acts.filter((x) => x.t === 'select' && unitOf(s, x.unit)?.loc.at === 'hex');
          if (onMap.length) a = onMap[r % onMap.length];
        }
      }
      if (!a) [a, rng] = chooseAction(s, acts, rng, moves);
      if (a.t === 'move' || a.t === 'shift') moves++;
      return a;
    }
    if (c.ui === alesiaGbohUi) {
      const acts = legal as AgAction[];
      const of = (t: AgAction['t']) => acts.filter((x) => x.t === t);
      let r: number;
      [r, rng] = nextIndex(rng, 100);
      const pick = (xs: readonly AgAction[]) => {
        let j: number;
        [j, rng] = nextIndex(rng, xs.length);
        return xs[j];
      };
      if (of('endSetup').length) return of('endSetup')[0];
      if ((state as AgState).step === 'planning') return of('endPlanning').length && r < 35 ? of('endPlanning')[0] : pick([...acts.filter((x) => x.t !== 'unchoose' && x.t !== 'endPlanning'), ...of('endPlanning')]);
      const rest = acts.filter((x) => x.t !== 'callOff' && x.t !== 'dropTribe' && x.t !== 'unplace');
      return pick(rest.length ? rest : acts);
    }
    const s = state as BellumState;
    if (bellumUi.toAct(s) === 'roman') return romanPlan(s, legal as BellumAction[]);
    let j: number;
    [j, rng] = nextIndex(rng, 4);
    // mostly the solo program's choice, now and then any legal choice
    return j > 0 ? gallicPolicy(viewFor(s, 'gallic'), legal as BellumAction[]).action : legal[nextIndex(rng, legal.length)[0]];
  };
}

function playCase(c: Case): void {
  const store = c.ui.store.getState;
  expect(store().newGame({ scenario: c.scenario, seed: c.seed, options: c.options, handOver: c.setting } as never)).toBe(true);
  for (const a of c.opening ?? []) expect(store().act(a)).toBe(true);
  if (c.fastForward) {
    const ff = policyFor(c);
    for (let i = 0; i < 3000; i++) {
      const s = store().session!.state as BellumState;
      if (s.outcome || s.combat) break;
      expect(store().act(ff(s, c.ui.legal(s)))).toBe(true);
    }
  }
  render(
    <SystemUiContext value={c.ui}>
      <GameScreen onExit={() => {}} />
    </SystemUiContext>,
  );
  const seats = (s: unknown) => c.ui.seats!.all(s);
  // Who may be at the screen as far as the players' own clicks tell: anybody at first; then the
  // seat that last acted or claimed the screen.
  let last: readonly string[] = seats(store().session!.state);
  const choose = policyFor(c);
  const check = (where: string) => {
    const session = store().session!;
    const state = session.state;
    const viewer = c.ui.toAct(state);
    const handOver = document.querySelector('.overlay.handover');
    if (handOver) {
      // the hand-over is all the page holds: no header, map, prompt or log; no other control
      expect(document.querySelector('.game-main, .game-head, ol[aria-label="Game log"]'), where).toBeNull();
      const stray = [...document.querySelectorAll(FOCUSABLE)].filter((el) => !handOver.contains(el));
      expect(stray.map((el) => el.outerHTML.slice(0, 80)), where).toEqual([]);
    }
    const page = readPage();
    for (const w of new Set([...last, ...(handOver || viewer === null ? [] : [viewer])])) {
      expect(secretsOnPage(c, page, state, session.log, w, handOver ? null : viewer), `${where}: what ${w} may not see`).toEqual([]);
    }
  };
  const briefing = () => document.querySelector<HTMLButtonElement>('.briefing button.primary');
  const b = briefing();
  if (b) {
    check('the briefing');
    fireEvent.click(b);
  }
  let previousActor: string | null = null;
  for (let i = 0; i < c.steps; i++) {
    const state = store().session!.state;
    const toAct = c.ui.toAct(state);
    if (toAct === null) break;
    // hand-over steps first: the result for the player who acted, then the claim
    for (let k = 0; k < 3 && document.querySelector('.overlay.handover'); k++) {
      check(`${c.name}, step ${i}, hand-over ${k}`);
      const seen = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Seen — pass the screen');
      if (seen) {
        met.results++;
        fireEvent.click(seen);
        continue;
      }
      const claim = [...document.querySelectorAll('button')].find((x) => x.textContent?.startsWith('I am the '));
      expect(claim, 'a hand-over names the player to act').toBeTruthy();
      if (document.querySelector('#handover-title')?.textContent?.startsWith('A secret decision')) met.lookAways++;
      else met.handOvers++;
      if (previousActor && seatSide(previousActor) === 'roman' && seatSide(toAct) === 'gallic' && c.ui === alesiaClassicUi) met.backThroughHandOver++;
      fireEvent.click(claim!);
      last = [toAct];
      check(`${c.name}, step ${i}, claimed by ${toAct}`);
    }
    expect(document.querySelector('.overlay.handover')).toBeNull();
    const legal = c.ui.legal(state);
    const a = choose(state, legal);
    const t = (a as { t: string }).t;
    if (c.ui === alesiaClassicUi && (t === 'fire' || t === 'holdFire') && (state as AcState).phase === 'gallic-move') met.answersInOthersTurn++;
    act(() => {
      expect(store().act(a), JSON.stringify(a)).toBe(true);
    });
    last = [toAct];
    previousActor = toAct;
    check(`${c.name}, step ${i} (${toAct}: ${c.ui.describeAction(state, a)})`);
  }
  cleanup();
  store().quitToTitle();
}

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('hidden information never reaches the wrong player (random games on the real screen)', { timeout: 120_000 }, () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    playCase(c);
  });

  it('met every case the property is about', () => {
    expect(met.handOvers).toBeGreaterThan(0);
    expect(met.results).toBeGreaterThan(0);
    expect(met.answersInOthersTurn).toBeGreaterThan(0);
    expect(met.backThroughHandOver).toBeGreaterThan(0);
  });
});
