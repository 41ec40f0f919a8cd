// @vitest-environment jsdom
/**
 * Combat in the GBoH UI (issue 17 §5, §7): the map lights a shot's target after its firer is chosen,
 * a shock's defender after its attacker, the reacting units and their target, a retreat's hexes; the
 * prompt words each combat step and answer; the previews list every DRM with its rule and each
 * result's chance; the standing orders are one small form showing the orders in force.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { alesiaGboh } from '../../engine/alesia-gboh/system';
import { agUnit } from '../../engine/alesia-gboh/data';
import type { AgState } from '../../engine/alesia-gboh/state';
import { boardActs, stacksOf, type BoardView } from './board/model';
import { combatRings, GbohBoard } from './board/GbohBoard';
import { parseGbohLabel } from '../../engine/alesia-gboh/map/grid';
import { hexKey, parseHexKey } from '../../engine/hex/coords';
import { neighbour } from '../../engine/hex/directions';
import { answerWords, combatInstruction, labelHexes, orderRows } from './combat';
import { shockLines, shotPreviews } from './combatPreview';
import { describeAction } from './describe';
import { GbPreview } from './Preview';
import { OrdersForm } from './OrdersForm';
import { endAction, escapeAction, groupActions, instruction } from './prompt';
import { hexName } from './words';
import { gb817, GB817_AR, gb923Shock, intoDeathGarden, reactAsked, reactPosition, REACT_BI, REACT_CO, rbsAsked, voluntaryShock } from './testing/combat';
import { romanChoose121, romanCommand121 } from './testing/positions';
import { edit } from '../../engine/alesia-gboh/testing';
import { firePosition } from '../../engine/alesia-gboh/fire/kit';
import { nextFrame } from '../shell/game/useScreenSeat';
import { gbHides, gbSeats } from './seats';
import { apply } from './testing/positions';
import { ActionButtons } from '../shell/game/PromptPanel';

afterEach(cleanup);

function renderBoard(state: AgState, legal: readonly AgAction[]) {
  const onAct = vi.fn<(a: AgAction) => void>();
  const onSuggest = vi.fn<(a: readonly AgAction[]) => void>();
  render(<GbohBoard state={state} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={onSuggest} onCell={() => {}} />);
  const map = screen.getByRole('group', { name: /Map of Alésia \(GBoH\)/ });
  return { map, onAct, onSuggest };
}
const key = (label: string) => hexKey(parseGbohLabel(label)!);

const legal = (s: AgState) => alesiaGboh.legalActions(s);
const view = (s: AgState) => s as unknown as BoardView;

describe('the map: combat choices lit and pickable', () => {
  it('AG 9.12: the attacker selected, the defender’s hex is lit with the `shock` choice (designation)', () => {
    const { s, co, bi, biHex } = voluntaryShock();
    expect(legal(s).some((a) => a.t === 'toShock')).toBe(true);
    const seg = apply(s, { t: 'toShock' });
    expect(seg.step).toBe('shock');
    const l = legal(seg);
    const acts = boardActs(l, view(seg), null);
    expect(acts.actor).toBe(co);
    expect(acts.toHex.get(biHex)).toEqual([{ t: 'shock', unit: co, target: bi }]);
    expect(describeAction(seg, acts.toHex.get(biHex)![0])).toBe(`${agUnit(co).name} and its stack shock ${agUnit(bi).name}`);
    expect(instruction(seg, l)).toMatchObject({ rule: 'AG 9.21' });
    // The finishing choice of the designation is the keyboard's E and sits in the prompt's foot group.
    expect(endAction(l)).toEqual({ t: 'endDesignation' });
    expect(groupActions(l).find((g) => g.id === 'designate')!.actions).toHaveLength(1);
  });

  it('GB-8.17: the archers’ target hex is lit, named with its chance to hit; a click with two ways to fire shows both in the prompt', () => {
    const s = gb817();
    const l = legal(s);
    const target = key('W4914');
    const acts = boardActs(l, view(s), GB817_AR);
    // Standing or "will move" (AG 8.17), with arrows or fire arrows at the Rampart (AG 8.41): four ways.
    expect(acts.toHex.get(target)).toHaveLength(4);
    expect(acts.toHex.get(target)).toContainEqual({ t: 'fire', unit: GB817_AR, target });
    expect(acts.toHex.get(target)).toContainEqual({ t: 'fire', unit: GB817_AR, target, andMove: true });
    const { map, onSuggest, onAct } = renderBoard(s, l);
    fireEvent.click(screen.getByRole('button', { name: `${agUnit(GB817_AR).name} (W4911)` }));
    const cell = map.querySelector(`[data-hex="${target}"]`)!;
    expect(cell.getAttribute('aria-label')).toMatch(/fires at W4914 — \d+% to hit, net DRM [+−]\d .* or .*and move on\) — \d+% to hit/);
    fireEvent.click(cell);
    expect(onAct).not.toHaveBeenCalled();
    expect(onSuggest).toHaveBeenCalledWith(acts.toHex.get(target));
    expect(describeAction(s, { t: 'fire', unit: GB817_AR, target, andMove: true })).toBe(`${agUnit(GB817_AR).name} fires at W4914 (and move on)`);
  });

  it('AG 8.62: in the step `react` the reacting unit and its target are ringed, the target’s hex lit and pickable', () => {
    const s = reactAsked();
    expect(s.step).toBe('react');
    const l = legal(s);
    const acts = boardActs(l, view(s), null);
    expect(acts.actor).toBe(REACT_CO);
    const biHex = (s.units[REACT_BI].loc as { hex: string }).hex;
    expect(acts.toHex.get(biHex)).toEqual([{ t: 'react', unit: REACT_CO, kind: 'entry', target: REACT_BI }]);
    const rings = combatRings(s, view(s), acts.selectable);
    expect(rings.target).toEqual([biHex]);
    expect(rings.own).toEqual([(s.units[REACT_CO].loc as { hex: string }).hex]);
    expect(rings.words).toMatch(/^Reaction fire at /);
    // The prompt names the Roman, the reaction and its rule; "No reaction" is in its group and the Escape key.
    const how = instruction(s, l);
    expect(how.rule).toBe('AG 8.62');
    expect(how.text).toMatch(/^Roman: Entry fire at .*No reaction/);
    const g = groupActions(l).find((x) => x.id === 'react')!;
    expect(g.actions.map((a) => describeAction(s, a))).toEqual([`Entry fire: ${agUnit(REACT_CO).name} at ${agUnit(REACT_BI).name}`, 'No reaction']);
    expect(escapeAction(l)).toEqual({ t: 'noReact' });
    // On the map: a click on the target's hex takes the reaction.
    const { map, onAct } = renderBoard(s, l);
    fireEvent.click(map.querySelector(`[data-hex="${biHex}"]`)!);
    expect(onAct).toHaveBeenCalledWith({ t: 'react', unit: REACT_CO, kind: 'entry', target: REACT_BI });
  });

  it('AG 9.22: the inactive side’s Retreat Before Shock — each retreat hex lit on the map, the answers in words with printed labels', () => {
    const { s, lc } = rbsAsked();
    expect(s.shock?.pending?.kind).toBe('rbs');
    const l = legal(s);
    const acts = boardActs(l, view(s), null);
    const hexes = l.map((a) => (a as { choice: string }).choice).filter((c) => c !== 'stand');
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(acts.toHex.get(h)).toEqual([{ t: 'answer', choice: h }]);
    expect(describeAction(s, { t: 'answer', choice: 'stand' })).toBe('Stand and fight');
    expect(describeAction(s, { t: 'answer', choice: hexes[0] })).toBe(`Retreat to ${hexName(hexes[0])}`);
    const how = instruction(s, l);
    expect(how).toEqual({ text: `Roman: ${agUnit(lc).name} may retreat before shock (up to ${s.shock!.pending!.prompt.match(/up to (\d+) MP/)![1]} MP): choose a lit hex on the map or a button.`, rule: 'AG 9.22' });
    expect(groupActions(l)[0]).toMatchObject({ id: 'answer', title: 'Your answer' });
    // On the map: a click on a lit hex answers.
    const { map, onAct } = renderBoard(s, l);
    fireEvent.click(map.querySelector(`[data-hex="${hexes[0]}"]`)!);
    expect(onAct).toHaveBeenCalledWith({ t: 'answer', choice: hexes[0] });
  });

  it('labels every hex key inside an engine text, and leaves other numbers alone', () => {
    const { s } = rbsAsked();
    const h = s.shock!.pending!.options[1].id;
    expect(labelHexes(`retreat to ${h} (2 MP, 1,5 Hits)`)).toBe(`retreat to ${hexName(h)} (2 MP, 1,5 Hits)`.replace(/1,5/, hexName('1,5')));
    expect(labelHexes('Place 2 leftover Hits')).toBe('Place 2 leftover Hits');
    expect(answerWords({ shock: null }, 'x')).toBe('Answer: x');
  });
});

describe('previews: each DRM with its rule, each result’s chance', () => {
  it('GB-9.23: the shock preview lists −3 +3 +1 −2 with their rules, and chances summing to 100%', () => {
    const { s } = gb923Shock();
    const [l] = shockLines(s, legal(s));
    expect(l.mandatory).toBe(true);
    expect(l.drms.map((d) => d.value)).toEqual([-3, 3, 1, -2]);
    for (const d of l.drms) expect(d.rule).toMatch(/^AG \d/);
    expect(l.net).toBe(-1);
    expect(l.rows.reduce((n, r) => n + r.chance, 0)).toBe(100);
    render(<GbPreview state={s} legal={legal(s)} />);
    const sec = screen.getByRole('region', { name: /The shocks/ });
    const drms = within(sec).getByRole('list', { name: /^Shock modifiers/ });
    expect(within(drms).getAllByRole('listitem').map((li) => li.textContent!.split(' ')[0])).toEqual(['−3', '+3', '+1', '−2', 'Net:']);
    const table = within(sec).getByRole('table');
    expect(within(table).getAllByRole('row').length).toBe(l.rows.length + 1);
  });

  it('AG 8.62: the reaction shot’s preview: range, hit number, the −1 of AG 8.17, 40%… from the engine’s own preview', () => {
    const s = reactAsked();
    const { shots } = shotPreviews(s, legal(s));
    expect(shots).toHaveLength(1);
    const p = shots[0];
    expect(p.range).toBe(1);
    expect(p.drms.map((d) => [d.value, d.rule])).toEqual([[-1, 'AG 8.17']]);
    // The chance is the share of faces that hit.
    const faces = p.faces === 'none' ? 0 : p.faces.includes('–') ? Number(p.faces.split('–')[1]) - Number(p.faces.split('–')[0]) + 1 : p.faces.split(',').length;
    expect(p.chance).toBe(faces * 10);
    render(<GbPreview state={s} legal={legal(s)} />);
    expect(screen.getByText(/The shots on offer/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`${p.chance}% to hit`))).toBeTruthy();
  });

  it('no combat preview when nothing of combat is on offer', () => {
    const s = romanChoose121('pv2');
    expect(shockLines(s, legal(s))).toEqual([]);
    expect(shotPreviews(s, legal(s)).shots).toEqual([]);
  });
});

describe('standing orders: one small form with the orders in force', () => {
  it('reading X2: Seizure, reaction fire and each combat order, current value shown; a change is one legal action', () => {
    const s = romanChoose121('orders');
    const l = legal(s);
    const orders = groupActions(l).find((g) => g.id === 'orders')!;
    expect(new Set(orders.actions.map((a) => a.t))).toEqual(new Set(['seizeOrder', 'reactOrder', 'combatOrder']));
    const rows = orderRows(s, 'roman', orders.actions);
    expect(rows.map((r) => r.id)).toEqual(['seize', 'react', 'combat-rbs', 'combat-hold', 'combat-weapon', 'combat-leftover', 'combat-retreat', 'combat-escape']);
    expect(rows.find((r) => r.id === 'react')!.current).toBe('ask me');
    expect(rows.find((r) => r.id === 'combat-hold')!.currentKey).toBe('hold');
    const acted: AgAction[] = [];
    render(<OrdersForm state={s} actions={orders.actions} onAct={(a) => acted.push(a)} Buttons={ActionButtons as never} />);
    expect(screen.getByText(/^In force: /).textContent).toMatch(/Reaction fire in the opponent’s phases — ask me/);
    const react = screen.getByLabelText('Reaction fire in the opponent’s phases') as HTMLSelectElement;
    expect(react.value).toBe('ask');
    // Four choices: the one in force and the three others, never every combination.
    expect(react.options).toHaveLength(4);
    fireEvent.change(react, { target: { value: 'always' } });
    expect(acted).toEqual([{ t: 'reactOrder', react: 'always' }]);
    // Applied, the form shows the new order in force.
    const after = apply(s, acted[0]);
    const rows2 = orderRows(after, 'roman', legal(after));
    expect(rows2.find((r) => r.id === 'react')!.current).toBe('every unit fires at its first chance');
  });

  it('AG 8.62 by standing order: `always` fires at once, logged as automatic — no step `react`', () => {
    const s = reactPosition('always');
    const r = alesiaGboh.apply(s, intoDeathGarden(s));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.step).toBe('command');
    expect(r.log.some((e) => e.kind === 'roll' && e.auto && e.rule === 'AG 8.16')).toBe(true);
  });
});

describe('the step words', () => {
  it('the shock segment’s instruction outside a decision, and none for other steps', () => {
    const { s } = gb923Shock();
    expect(combatInstruction(s, legal(s))).toBeNull();
    expect(combatInstruction({ ...s, step: 'shock', shock: { stage: 'resolve', shocks: [], cur: 0, sub: 0, round: null, pending: null, answers: {}, queue: [] } } as AgState, [])).toEqual({ text: 'The shocks are being resolved.', rule: 'AG 9.25' });
  });

  it('AG 9.0: `toShock` is the finishing choice of a Command that must shock', () => {
    const { s } = gb923Shock();
    expect(endAction(legal(s))).toEqual({ t: 'toShock' });
    expect(describeAction(s, { t: 'toShock' })).toBe('Movement and fire done: to shock');
    expect(stacksOf(view(s)).size).toBeGreaterThan(0);
  });
});

describe('rally and the unit’s own choices beside the map', () => {
  it('AG 10.5: a selected cohort with Hits, far from the Gauls, rallies by its button beside the map', async () => {
    const s0 = romanCommand121('rally');
    const co = s0.command!.units.find((id) => agUnit(id).type === 'CO' && s0.units[id].loc.at === 'hex')!;
    const s = edit(s0, (x) => { x.units[co] = { ...x.units[co], hits: 2 }; });
    const l = legal(s);
    expect(l).toContainEqual({ t: 'rally', unit: co });
    const { onAct } = renderBoard(s, l);
    const aside = screen.getByRole('complementary', { name: 'Beside the map' });
    fireEvent.click(within(aside).getByRole('button', { name: `${agUnit(co).name} (${hexName((s.units[co].loc as { hex: string }).hex)})` }));
    // Beside the map follows the click a painted frame later (BesideMap.tsx).
    const own = await within(aside).findByRole('region', { name: `${agUnit(co).name} itself` });
    fireEvent.click(within(own).getByRole('button', { name: `Rally ${agUnit(co).name}` }));
    expect(onAct).toHaveBeenCalledWith({ t: 'rally', unit: co });
  });
});

describe('the roller sees each die result before the screen passes', () => {
  it('AG 8.62: the Roman’s reaction roll is shown to him first, then the screen passes to the Gaul', () => {
    const s = reactAsked();
    const r = alesiaGboh.apply(s, { t: 'react', unit: REACT_CO, kind: 'entry', target: REACT_BI });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rules = { seats: gbSeats(), hides: (v: string, w: string) => gbHides(r.state, v, w) };
    const base = { hotseat: true, setting: 'secret' as const, rules };
    const before = nextFrame(null, { ...base, state: s, toAct: 'roman', log: [] });
    const claimedFrame = { ...before, screen: { watchers: ['roman'], present: 'roman' }, gate: 'show' as const };
    const after = nextFrame(claimedFrame, { ...base, state: r.state, toAct: alesiaGboh.toAct(r.state), log: r.log });
    expect(after.gate).toBe('handOver');
    expect(after.result?.seat).toBe('roman');
    expect(after.result?.entries.some((e) => e.kind === 'roll' && e.rule === 'AG 8.16')).toBe(true);
  });

  it('GB-9.23: the Gaul’s shock roll is shown to him before a Roman answer takes the screen', () => {
    const { s } = gb923Shock();
    const asked = edit(s, (x) => { x.combatOrders = { roman: { rbs: 'ask', hold: 'ask', weapon: 'ask', leftover: 'ask', retreat: 'ask', escape: 'ask' } }; });
    const r = alesiaGboh.apply(asked, { t: 'toShock' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rules = { seats: gbSeats(), hides: (v: string, w: string) => gbHides(r.state, v, w) };
    const base = { hotseat: true, setting: 'secret' as const, rules };
    const claimedFrame = { ...nextFrame(null, { ...base, state: asked, toAct: 'gallic', log: [] }), screen: { watchers: ['gallic'], present: 'gallic' }, gate: 'show' as const };
    const toAct = alesiaGboh.toAct(r.state);
    const after = nextFrame(claimedFrame, { ...base, state: r.state, toAct, log: r.log });
    // The Roman places the Gaul's two leftover Hits (AG 9.25, GB-9.23) after the die is rolled.
    expect(r.state.shock?.pending?.kind).toBe('leftover-attacker');
    expect(toAct).toBe('roman');
    expect(after.gate).toBe('handOver');
    expect(after.result?.seat).toBe('gallic');
    expect(after.result?.entries.some((e) => e.kind === 'roll' && e.rule === 'AG 9.25')).toBe(true);
    // The answer's words name the units the Hits go on.
    expect(describeAction(r.state, legal(r.state)[0])).toMatch(/^Leftover Hits? on .*BI/);
  });
});

describe('artillery mode beside the map', () => {
  it('AG 8.52: a selected Scorpion changes mode by its button beside the map', () => {
    const s = firePosition({ 'sc-x': { at: 'W0316', facing: 3 } }, 'roman', ['sc-x']);
    const l = legal(s);
    const mode = l.find((a) => a.t === 'mode');
    expect(mode).toBeDefined();
    const { onAct } = renderBoard(s, l);
    const aside = screen.getByRole('complementary', { name: 'Beside the map' });
    const own = within(aside).getByRole('region', { name: `${agUnit('sc-x').name} itself` });
    fireEvent.click(within(own).getByRole('button', { name: describeAction(s, mode!) }));
    expect(onAct).toHaveBeenCalledWith(mode);
    expect(describeAction(s, mode!)).toMatch(/ to (Fire|Move) mode$/);
  });
});

describe('fighting a fire on the map', () => {
  it('AG 8.44: the selected cohort’s burning neighbour is lit; a click there fights the fire', () => {
    const from = key('W0316');
    const s0 = firePosition({ 'co-x-1': { at: 'W0316', facing: 3 } }, 'roman', ['co-x-1']);
    const fights = [0, 1, 2, 3, 4, 5].map((d) => hexKey(neighbour(parseHexKey(from), d))).map((h) => {
      const s = edit(s0, (x) => { x.burning = [h]; });
      return { s, h, a: legal(s).find((a) => a.t === 'fightFire') };
    }).filter((x) => x.a);
    expect(fights.length).toBeGreaterThan(0);
    const { s, h, a } = fights[0];
    expect(boardActs(legal(s), view(s), 'co-x-1').toHex.get(h)).toContainEqual(a);
    const { map, onAct, onSuggest } = renderBoard(s, legal(s));
    fireEvent.click(screen.getByRole('button', { name: `${agUnit('co-x-1').name} (W0316)` }));
    fireEvent.click(map.querySelector(`[data-hex="${h}"]`)!);
    const taken = [...onAct.mock.calls.map((c) => c[0]), ...onSuggest.mock.calls.flatMap((c) => c[0])];
    expect(taken).toContainEqual(a);
    expect(describeAction(s, a!)).toBe(`${agUnit('co-x-1').name} fights the fire in ${hexName(h)}`);
  });
});
