/**
 * The shock segment in play (AG 9.0–9.3, 10.2–10.3): the legal entries of the `shock` step and the
 * driver that carries the segment from designation to the end of the Activation Phase, stopping
 * wherever a player must decide (segment.ts `Pending`; reading X2: standing orders answer the
 * inactive side's decisions unless they say `ask`).
 *
 * AG 9.0   `toShock` ends movement and fire; with no shock possible the phase simply ends.
 * AG 9.21  mandatory shocks are designated by the engine, voluntary ones by the attacker
 *          (`shock`), then `endDesignation`; every attacker and defender is marked as shocked.
 * AG 9.2   steps done for every shock before the next: Retreat Before Shock (9.22), the pre-shock
 *          TQ test (9.23), leader loss (9.24); then each shock in designation order: 9.27, the
 *          Weapon System types (9.25, attacker first), the die with every DRM logged with its rule,
 *          Hits (leftovers placed by the player who inflicts them), retreats (10.2, 10.24 hold),
 *          the advance (9.31–9.33; then 8.62 Entry fire and 4.33, afterAdvance.ts) and any Continued Shock (10.3).
 * Readings: a shock in which a defender retreats before shock is not fought (9.2: steps 3–6 are
 *          skipped for the units involved, and its attackers attack its defenders together); when
 *          every defender went, each attacker may pursue (9.22), the phase owner's choice.
 */
import { distance, parseHexKey } from '../../hex/coords';
import type { AgAction } from '../actions';
import { ownLeaders, ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agLeader, agUnit } from '../data';
import { landOn, topFirst } from '../stacking';
import { isArcherUnit, isArtilleryUnit, isShockUnit, shockTypeOf, type CombatUnit, type Stack } from '../fire/combatUnit';
import { takeHits } from '../fire/cohesion';
import { combatUnitOf } from '../fire/fromState';
import { endPhase } from '../flow/phase';
import { moveBoard } from '../movement/board';
import type { AgSide, AgState, Facing } from '../state';
import { other } from '../state';
import { shockResult } from '../tables/shock';
import type { ShockType } from '../tables/types';
import { wsmDrm } from '../tables/wsm';
import { advanceDuty } from './advance';
import { escapeHexes, hexOf, pursuitMoves, rbsMoves } from './hexChoices';
import { entryHitsInto, farthestRbs, pathBurns, pursuitFacing, takeEntryHits } from './entering';
import { afterAdvance } from './afterAdvance';
import { noteBreach } from '../flow/reinforcements';
import type { ShockAttack, ShockLeader } from './attack';
import { leaderLoss, mayRetreatBeforeShock, mayShockInto, preShockTest, preShockTestDue } from './before';
import { boardGround, dirTo } from '../fire/boardGround';
import { continuedShock } from './continued';
import { attackingStacks, buildShocks, enemiesOn } from './designate';
import { typesOf } from './drms';
import { applyFate, cavalryOf, checkAquilaCapture, eliminate, moveUnit, retreatOptions, underEnemyFire } from './effects';
import { forcedLeftover } from './hits';
import { autoLeftover, leftoverPending } from './leftover';
import { ordersOf } from './orders';
import { previewShock, resolveShock } from './resolve';
import type { CombatOrders, Pending, SegShock, ShockSegment } from './segment';

const name = (id: string): string => agUnit(id).name;
const present = (s: AgState, id: string): boolean => hexOf(s, id) !== null && !s.units[id].routed;
const routedIsEliminated = (s: AgState) => ({ routedIsEliminated: s.scenario === '12.1' });

/** AG 9.0: may the active Command shock now (is `toShock` due instead of `endPhase`)? */
export function shockPossible(s: AgState): boolean {
  return s.step === 'command' && attackingStacks(s).length > 0;
}

/** AG 9.11: a mandatory shock is waiting: the phase may not end without it. */
export function mandatoryShock(s: AgState): boolean {
  return s.step === 'command' && attackingStacks(s).some((x) => x.duty === 'mandatory');
}

// ------------------------------------------------------------------ legal entries

/** The side the segment waits for. */
export function shockToAct(s: AgState): AgSide {
  return s.shock?.pending?.side ?? s.ap.owner;
}

/** The legal entries of the `shock` step. */
export function shockActions(s: AgState): AgAction[] {
  const seg = s.shock;
  if (!seg) return [];
  if (seg.pending) return seg.pending.options.map((o) => ({ t: 'answer', choice: o.id }) as AgAction);
  if (seg.stage === 'designate') {
    const chosen = new Set(seg.chosen ?? []);
    const out: AgAction[] = [];
    for (const st of attackingStacks(s)) {
      if (st.duty !== 'voluntary' || chosen.has(st.hex)) continue;
      const target = enemiesOn(s, agUnit(st.units[0]).side, st.defHexes[0])[0];
      out.push({ t: 'shock', unit: st.units[0], target });
    }
    out.push({ t: 'endDesignation' });
    return out;
  }
  return [];
}

// ------------------------------------------------------------------ previews (for the board)

/** One shock as `toShock` (or `endDesignation`) would designate it, with its preview (AG 9.25: every DRM with its rule, each result's chance). */
export interface ShockForecast {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly mandatory: boolean;
  /** Null when the defenders are archers or artillery alone (AG 9.27: eliminated, not fought). */
  readonly preview: ReturnType<typeof previewShock> | null;
}

/**
 * AG 9.21, 9.25: the shocks the active Command would make now — the mandatory ones and the voluntary
 * ones designated (every voluntary one with `allVoluntary`) — each previewed with the attacker's first
 * Weapon System type and the defender's best answer to it. Pure: the board shows it before `toShock`.
 */
export function shockForecast(s: AgState, allVoluntary = false): ShockForecast[] {
  const chosen = new Set(s.shock?.chosen ?? []);
  const stacks = attackingStacks(s).filter((x) => x.duty === 'mandatory' || allVoluntary || chosen.has(x.hex));
  const g = boardGround(s);
  return buildShocks(s, stacks).map((sh) => {
    const attack: ShockAttack = { attackers: stackView(s, sh.attackers), defenders: stackView(s, sh.defenders), moved: sh.moving, mandatory: sh.mandatory, leaders: leadersNear(s) };
    const fighting = attack.defenders.some((d) => d.units.some(isShockUnit));
    if (!fighting) return { attackers: sh.attackers, defenders: sh.defenders, mandatory: sh.mandatory, preview: null };
    const attacker = typesOf(attack.attackers)[0];
    const defender = [...typesOf(attack.defenders)].sort((x, y) => wsmDrm(attacker, x) - wsmDrm(attacker, y))[0];
    return { attackers: sh.attackers, defenders: sh.defenders, mandatory: sh.mandatory, preview: previewShock(g, attack, { attacker, defender }) };
  });
}

// ------------------------------------------------------------------ applying

/** AG 9.0 — `toShock`: designate the mandatory shocks and begin the segment. */
export function beginShock(ctx: AgCtx): void {
  const s = ctx.s;
  const stacks = attackingStacks(s);
  const vol = stacks.filter((x) => x.duty === 'voluntary');
  ctx.text(s.ap.owner, 'Movement and fire are over: shock.', 'AG 9.0', { heading: true });
  s.shock = { stage: 'designate', shocks: [], cur: 0, sub: 0, round: null, pending: null, answers: {}, queue: [], chosen: [] };
  s.step = 'shock';
  if (!vol.length) return closeDesignation(ctx);
}

/** AG 9.12 — `shock`: a voluntary stack is designated (it attacks every enemy in its front). */
export function designateVoluntary(ctx: AgCtx, a: Extract<AgAction, { t: 'shock' }>): void {
  const s = ctx.s;
  const hex = hexOf(s, a.unit)!;
  s.shock!.chosen = [...(s.shock!.chosen ?? []), hex];
  ctx.text(s.ap.owner, `${name(a.unit)} and its stack will attack (voluntary shock).`, 'AG 9.12');
}

/** AG 9.21 — `endDesignation` (or no choice to make): the shocks are fixed; resolution begins. */
export function closeDesignation(ctx: AgCtx): void {
  const s = ctx.s;
  const seg = s.shock!;
  const chosen = new Set(seg.chosen ?? []);
  const stacks = attackingStacks(s).filter((x) => x.duty === 'mandatory' || chosen.has(x.hex));
  seg.shocks = buildShocks(s, stacks);
  for (const sh of seg.shocks) {
    for (const id of [...sh.attackers, ...sh.defenders]) ownUnits(s)[id] = { ...s.units[id], shocked: true };
    ctx.text(s.ap.owner, `${sh.mandatory ? 'Mandatory' : 'Voluntary'} shock: ${sh.attackers.map(name).join(', ')} against ${sh.defenders.map(name).join(', ')}.`, sh.mandatory ? 'AG 9.11' : 'AG 9.12');
  }
  seg.stage = 'rbs';
  seg.cur = 0;
  seg.sub = 0;
  run(ctx);
}

/** `answer`: the waiting decision is taken; the segment goes on. */
export function answer(ctx: AgCtx, choice: string): void {
  const seg = ctx.s.shock!;
  const p = seg.pending!;
  seg.answers[keyOf(p)] = choice;
  const label = p.options.find((o) => o.id === choice)?.label ?? choice;
  ctx.text(p.side, `${p.prompt} — ${label}.`, p.rule);
  seg.pending = null;
  run(ctx);
}

// ------------------------------------------------------------------ decisions

const keyOf = (p: Pick<Pending, 'kind' | 'subject'>): string => `${p.kind}:${p.subject ?? ''}`;

/**
 * A decision point. Returns the choice when it is known (answered, forced, or by standing order),
 * or null after setting `pending` (the driver then stops). `order` is the standing order's answer for
 * the inactive side, or undefined when it says `ask` or the decision is the phase owner's.
 */
function decide(ctx: AgCtx, p: Pending, order?: string): string | null {
  const seg = ctx.s.shock!;
  const k = keyOf(p);
  if (k in seg.answers) return seg.answers[k];
  if (p.options.length === 1) return (seg.answers[k] = p.options[0].id);
  if (order !== undefined && p.options.some((o) => o.id === order)) {
    seg.answers[k] = order;
    const label = p.options.find((o) => o.id === order)!.label;
    ctx.text(p.side, `Standing order — ${p.prompt}: ${label}.`, p.rule, { auto: true });
    return order;
  }
  seg.pending = p;
  return null;
}

/** The standing order of `side` for `key`, when `side` is not the phase owner (reading X2). */
function orderFor<K extends keyof CombatOrders>(s: AgState, side: AgSide, key: K): CombatOrders[K] | undefined {
  if (side === s.ap.owner) return undefined;
  const v = ordersOf(s, side)[key];
  return v === 'ask' ? undefined : v;
}

// ------------------------------------------------------------------ the driver

function stackView(s: AgState, ids: readonly string[]): Stack[] {
  const by = new Map<string, CombatUnit[]>();
  // AG 6.65, 6.67: each hex's units top first, in the order the state keeps (../stacking.ts).
  for (const id of topFirst(s, ids)) {
    const h = hexOf(s, id);
    if (!h) continue;
    const list = by.get(h) ?? [];
    list.push(combatUnitOf(s, id));
    by.set(h, list);
  }
  return [...by].map(([hex, units]) => ({ hex, units }));
}

function leadersNear(s: AgState): ShockLeader[] {
  const out: ShockLeader[] = [];
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex') continue;
    const d = agLeader(id);
    out.push({ id, side: d.side, hex: l.loc.hex, charisma: d.charisma ?? 0 });
  }
  return out;
}

function run(ctx: AgCtx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 10000; guard++) {
    const seg = s.shock;
    if (!seg || seg.pending) return;
    if (seg.queue.length) {
      if (!retreatNext(ctx)) return;
      continue;
    }
    if (seg.stage === 'rbs') {
      if (!rbsStep(ctx)) return;
      continue;
    }
    if (seg.stage === 'pretest') {
      pretestStep(ctx);
      continue;
    }
    if (seg.stage === 'leaders') {
      if (!leadersStep(ctx)) return;
      continue;
    }
    if (seg.stage === 'resolve') {
      if (seg.cur >= seg.shocks.length) {
        s.shock = null;
        return endPhase(ctx);
      }
      if (!resolveStep(ctx)) return;
      continue;
    }
    return;
  }
  throw new Error('AG 9.2: the shock segment did not settle');
}

/** Move on to the next shock of the stage, or to the next stage. */
function nextShock(seg: ShockSegment, then: ShockSegment['stage']): void {
  seg.cur += 1;
  seg.sub = 0;
  if (seg.cur >= seg.shocks.length) {
    seg.stage = then;
    seg.cur = 0;
  }
}

// ------------------------------------------------------------------ AG 9.22 Retreat Before Shock


function rbsStep(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  if (seg.cur >= seg.shocks.length) {
    seg.stage = 'pretest';
    seg.cur = 0;
    seg.sub = 0;
    return true;
  }
  const sh = seg.shocks[seg.cur];
  if ((sh.off && sh.off !== 'rbs') || seg.sub >= sh.defenders.length) {
    // AG 9.22 Pursuit: when every defender has retreated before shock, each attacker may follow.
    const everyone = sh.off === 'rbs' && sh.defenders.every((d) => sh.rbs?.[d] || !hexOf(s, d));
    const k = seg.sub - sh.defenders.length;
    if (!everyone || k < 0 || k >= sh.attackers.length) {
      nextShock(seg, 'pretest');
      return true;
    }
    if (!pursue(ctx, sh, sh.attackers[k])) return false;
    seg.sub += 1;
    return true;
  }
  const id = sh.defenders[seg.sub];
  if (!present(s, id)) {
    seg.sub += 1;
    return true;
  }
  const atts = sh.attackers.filter((a) => present(s, a)).map((a) => combatUnitOf(s, a));
  const v = mayRetreatBeforeShock(combatUnitOf(s, id), atts, s.phaseStart?.inEnemyZoc.includes(id) ?? false);
  const ends = v.ok ? rbsMoves(s, id, v.retreatMp!) : new Map();
  const hexes = [...ends.keys()];
  if (!hexes.length) {
    seg.sub += 1;
    return true;
  }
  const side = agUnit(id).side;
  const order = orderFor(s, side, 'rbs');
  const far = farthestRbs(ends);
  const choice = decide(ctx, {
    side, kind: 'rbs', rule: 'AG 9.22', subject: `${seg.cur}:${id}`,
    prompt: `${name(id)} may retreat before shock (up to ${v.retreatMp} MP)`,
    options: [{ id: 'stand', label: 'stand and fight' }, ...hexes.map((h) => ({ id: h, label: `retreat to ${h}` }))],
  }, order === 'never' ? 'stand' : order === 'always' ? far : undefined);
  if (choice === null) return false;
  if (choice !== 'stand') {
    sh.rbs = { ...(sh.rbs ?? {}), [id]: { from: hexOf(s, id)!, to: choice } };
    moveUnit(s, id, choice);
    sh.off = 'rbs';
    ctx.text(side, `${name(id)} retreats before shock; the shock against it is not fought (no fire during the retreat).`, 'AG 9.22');
    const e = ends.get(choice)!;
    takeEntryHits(ctx, id, e.hits, 'retreating before shock', pathBurns(s, e.path)); // AG 6.45, 8.43
  }
  seg.sub += 1;
  return true;
}


/** AG 9.22: one attacker's pursuit (the phase owner's choice). False while it waits. */
function pursue(ctx: AgCtx, sh: SegShock, id: string): boolean {
  const s = ctx.s;
  if (!present(s, id)) return true;
  const moves = Object.values(sh.rbs ?? {});
  const vacated = moves.map((m) => m.from).filter((h) => !hexOccupied(s, h));
  const avoid = moves.filter((m) => distance(parseHexKey(m.from), parseHexKey(m.to)) >= 2).map((m) => m.to);
  const ends = pursuitMoves(s, id, vacated, Math.floor(combatUnitOf(s, id).ma / 2), avoid);
  const hexes = [...ends.keys()];
  if (!hexes.length) return true;
  const c = decide(ctx, {
    side: s.ap.owner, kind: 'advance', rule: 'AG 9.22', subject: `pursuit:${id}`, prompt: `${name(id)} may pursue`,
    options: [{ id: 'stay', label: 'stay' }, ...hexes.map((h) => ({ id: h, label: `pursue to ${h}` }))],
  });
  if (c === null) return false;
  if (c !== 'stay') {
    const from = hexOf(s, id)!;
    const e = ends.get(c)!;
    landOn(s, id, c, { facing: pursuitFacing(e, s.units[id].facing) }); // AG 6.65: under any friend there
    carryLeaders(s, id, from, c);
    ctx.text(s.ap.owner, `${name(id)} pursues to ${c} (no fire during the pursuit).`, 'AG 9.22');
    takeEntryHits(ctx, id, e.hits, 'pursuing', pathBurns(s, e.path)); // AG 6.45, 8.43
    noteBreach(s, id, [c]); // AG 12.2 Reinforcements
  }
  return true;
}

// ------------------------------------------------------------------ AG 9.23 pre-shock TQ test

function pretestStep(ctx: AgCtx): void {
  const s = ctx.s;
  const seg = s.shock!;
  if (seg.cur >= seg.shocks.length) {
    seg.stage = 'leaders';
    seg.cur = 0;
    return;
  }
  const sh = seg.shocks[seg.cur];
  const g = boardGround(s);
  // Routed defenders stay in the fight: a further Hit eliminates them (AG 10.42).
  const defStacks = stackView(s, sh.defenders.filter((d) => hexOf(s, d) !== null));
  if (sh.off || !sh.mandatory || seg.sub >= defStacks.length) {
    nextShock(seg, 'leaders');
    return;
  }
  const st = defStacks[seg.sub];
  seg.sub += 1;
  const attHexes = [...new Set(sh.attackers.map((a) => hexOf(s, a)).filter((h): h is string => !!h))];
  if (!preShockTestDue(g, true, st, attHexes)) return;
  const shockUnits = st.units.filter(isShockUnit);
  const canRetreat = shockUnits.every((u) => retreatOptions(s, u.id).length > 0);
  const top = st.units.find((u) => u.type === 'CO' || u.type === 'BI' || u.type === 'LI') ?? shockUnits[0];
  const side = top.side;
  let test!: ReturnType<typeof preShockTest>;
  ctx.roll({
    side, purpose: `Pre-shock TQ test of ${name(top.id)} (TQ ${top.tq})`, rule: 'AG 9.23',
    interpret: (_t, die) => {
      test = preShockTest(st, die, canRetreat, routedIsEliminated(s));
      return { result: test.passed ? 'Passes' : test.retreats ? '1 Hit and retreat' : canRetreat ? 'Fails' : 'Cannot retreat: 3 Hits, stays' };
    },
  });
  for (const f of test.fates) applyFate(ctx, f, ', pre-shock test');
  archersFollow(ctx, st);
  if (test.retreats) for (const u of shockUnits) if (present(s, u.id)) seg.queue.push({ unit: u.id, hold: false, rule: 'AG 9.23', shock: seg.cur });
  // Archers and artillery go with their infantry (AG 6.67).
  if (test.retreats) for (const u of st.units) if (!isShockUnit(u) && present(s, u.id)) seg.queue.push({ unit: u.id, hold: false, rule: 'AG 9.23', shock: seg.cur });
}

/** AG 9.27: archers or artillery whose hex has lost its infantry (routed, eliminated) are eliminated. */
function archersFollow(ctx: AgCtx, st: Stack): void {
  const s = ctx.s;
  const left = st.units.filter((u) => isShockUnit(u) && present(s, u.id));
  if (left.length) return;
  for (const u of st.units) if ((isArcherUnit(u) || isArtilleryUnit(u)) && present(s, u.id)) eliminate(ctx, u.id, ' with the infantry of its hex', 'AG 9.27');
}

// ------------------------------------------------------------------ AG 9.24 leader loss


/** AG 4.32: leaders stacked with units about to be shocked may step back one hex (the defending player's choice). False while a decision waits. */
function escapes(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const defHexes = new Set<string>();
  for (const sh of seg.shocks) if (!sh.off) for (const id of sh.defenders) {
    const h = hexOf(s, id);
    if (h) defHexes.add(h);
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex' || !defHexes.has(l.loc.hex)) continue;
    const side = agLeader(id).side;
    if (side === s.ap.owner) continue;
    const hexes = escapeHexes(s, id, l.loc.hex);
    if (!hexes.length) continue;
    const order = orderFor(s, side, 'escape');
    const c = decide(ctx, {
      side, kind: 'escape', rule: 'AG 4.32', subject: id, prompt: `${agLeader(id).name} may leave before the shock`,
      options: [{ id: 'stay', label: 'stay with his men' }, ...hexes.map((h) => ({ id: h, label: `step back to ${h}` }))],
    }, order === 'never' ? 'stay' : order === 'always' ? hexes[0] : undefined);
    if (c === null) return false;
    if (c !== 'stay') {
      ownLeaders(s)[id] = { ...l, loc: { at: 'hex', hex: c } };
      ctx.text(side, `${agLeader(id).name} steps back before the shock.`, 'AG 4.32');
    }
  }
  return true;
}

function leadersStep(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  if (!escapes(ctx)) return false;
  const hexes = new Set<string>();
  for (const sh of seg.shocks) {
    if (sh.off) continue;
    for (const id of [...sh.attackers, ...sh.defenders]) {
      const h = hexOf(s, id);
      if (h) hexes.add(h);
    }
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex' || !hexes.has(l.loc.hex)) continue;
    const d = agLeader(id);
    const first = ctx.roll({ side: d.side, purpose: `Leader loss: ${d.name}`, rule: 'AG 9.24', interpret: (_t, die) => ({ result: die === 0 ? 'Possible loss: roll again' : 'Safe' }) });
    if (first.die !== 0) continue;
    const second = ctx.roll({ side: d.side, purpose: `Leader loss: ${d.name}, second die`, rule: 'AG 9.24', interpret: (_t, die) => ({ result: leaderLoss(0, die).killed ? 'Killed' : 'Safe' }) });
    if (leaderLoss(0, second.die).killed) {
      ownLeaders(s)[id] = { loc: { at: 'gone' } };
      ctx.text(d.side, `${d.name} is killed.`, 'AG 9.24');
    }
  }
  seg.stage = 'resolve';
  seg.cur = 0;
  seg.sub = 0;
  return true;
}

// ------------------------------------------------------------------ AG 9.25 resolution, 9.3 advance, 10.3 CS

function resolveStep(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const sh = seg.shocks[seg.cur];
  const g = boardGround(s);
  const attackerSide = agUnit(sh.attackers[0]).side;
  if (sh.off === 'rbs') return finishShock(seg);
  seg.round ??= { weapons: {}, retreats: [], retreated: [], fromBelow: false, cs: false, advanced: false };
  const r = seg.round;
  if (!r.rolled && !sh.off) {
    const atts = sh.attackers.filter((a) => present(s, a) && isShockUnit(agUnit(a)));
    // Defenders still there and still next to an attacker.
    const attHexes = new Set(atts.map((a) => hexOf(s, a)!));
    const defs = sh.defenders.filter((d) => {
      const h = hexOf(s, d);
      return !!h && [...attHexes].some((a) => distance(parseHexKey(a), parseHexKey(h)) === 1);
    });
    const defStacks = stackView(s, defs);
    // AG 9.27: archers and artillery with no infantry in their hex are eliminated outright.
    for (const st of defStacks) {
      if (st.units.some((u) => u.type === 'CO' || u.type === 'BI' || u.type === 'LI')) continue;
      for (const u of st.units) if (isArcherUnit(u) || isArtilleryUnit(u)) {
        eliminate(ctx, u.id, ', attacked in shock with no infantry in its hex', 'AG 9.27');
        if (!sh.vacated.includes(st.hex) && !hexOccupied(s, st.hex)) sh.vacated.push(st.hex);
      }
    }
    const fighting = defs.filter((d) => hexOf(s, d) !== null);
    if (!atts.length || !fighting.some((d) => isShockUnit(agUnit(d)))) {
      sh.off = 'gone';
    } else {
      const attack: ShockAttack = { attackers: stackView(s, atts), defenders: stackView(s, fighting), moved: sh.moving, mandatory: sh.mandatory, leaders: leadersNear(s) };
      // AG 9.25: the Weapon System types, the attacker first.
      const at = typesOf(attack.attackers);
      const dt = typesOf(attack.defenders);
      if (!r.weapons.attacker) {
        const c = decide(ctx, { side: attackerSide, kind: 'weapon-attacker', rule: 'AG 9.25', subject: `${seg.cur}`, prompt: 'The attacker names his Weapon System type', options: at.map((t) => ({ id: t, label: t })) });
        if (c === null) return false;
        r.weapons.attacker = c as ShockType;
      }
      if (!r.weapons.defender) {
        const defSide = other(attackerSide);
        const best = [...dt].sort((x, y) => wsmDrm(r.weapons.attacker!, x) - wsmDrm(r.weapons.attacker!, y))[0];
        const c = decide(ctx, { side: defSide, kind: 'weapon-defender', rule: 'AG 9.25', subject: `${seg.cur}`, prompt: `The defender names his Weapon System type against ${r.weapons.attacker}`, options: dt.map((t) => ({ id: t, label: `${t} (${wsmDrm(r.weapons.attacker!, t) >= 0 ? '+' : ''}${wsmDrm(r.weapons.attacker!, t)})` })) }, orderFor(s, defSide, 'weapon') === 'best' ? best : undefined);
        if (c === null) return false;
        r.weapons.defender = c as ShockType;
      }
      const preview = previewShock(g, attack, r.weapons);
      if (r.die === undefined) {
        const roll = ctx.roll({
          side: attackerSide,
          purpose: `Shock${sh.cs ? ` (Continued Shock ${sh.cs})` : ''}: ${atts.map(name).join(', ')} against ${fighting.map(name).join(', ')}`,
          rule: 'AG 9.25',
          modifiers: preview.drms.map((d) => ({ ...d })),
          interpret: (total) => {
            const res = shockResult(total);
            return { result: `Attacker ${res.attackerHits} / Defender ${res.defenderHits}${res.defenderRetreat ? ', defender retreats' : ''}${res.attackerRetreat ? ', attacker retreats' : ''}${res.continuedShock ? ', CS' : ''}` };
          },
        });
        r.die = roll.die;
        r.fromBelow = attack.defenders.some((d) => g.isRampart(d.hex)) && attack.attackers.every((a) => !g.isRampart(a.hex));
      }
      const result = shockResult(r.die + preview.net);
      // AG 9.25: leftover Hits, placed by the player who inflicts them (top units first).
      if (!r.attackerLeftover) {
        const forced = forcedLeftover(attack.attackers, result.attackerHits);
        const c = forced ? forced.join(',') : decide(ctx, leftoverPending(attack.attackers, result.attackerHits, other(attackerSide), 'leftover-attacker', seg.cur), orderFor(s, other(attackerSide), 'leftover') === 'auto' ? autoLeftover(attack.attackers, result.attackerHits) : undefined);
        if (c === null) return false;
        r.attackerLeftover = c ? c.split(',') : [];
      }
      if (!r.defenderLeftover) {
        const forced = forcedLeftover(attack.defenders, result.defenderHits);
        const c = forced ? forced.join(',') : decide(ctx, leftoverPending(attack.defenders, result.defenderHits, attackerSide, 'leftover-defender', seg.cur));
        if (c === null) return false;
        r.defenderLeftover = c ? c.split(',') : [];
      }
      const res = resolveShock(g, attack, r.die, { weapons: r.weapons, attackerLeftover: r.attackerLeftover, defenderLeftover: r.defenderLeftover }, routedIsEliminated(s));
      r.rolled = true;
      // AG 10.45: both sides' Hits land together.
      for (const h of [...res.attackerHits, ...res.defenderHits]) applyFate(ctx, h, ', shock');
      for (const st of attack.defenders) archersFollow(ctx, st);
      for (const id of res.attackerRetreats) if (present(s, id)) seg.queue.push({ unit: id, hold: false, rule: 'AG 9.25', shock: seg.cur });
      for (const id of res.defenderRetreats) if (present(s, id)) seg.queue.push({ unit: id, hold: r.fromBelow && g.isRampart(hexOf(s, id)!), rule: 'AG 9.25', shock: seg.cur, defender: true });
      r.cs = res.continuedShock;
      return true;
    }
  }
  // After the Hits and retreats: the hexes the defenders left (AG 9.31).
  for (const h of Object.keys(sh.defAt)) if (!sh.vacated.includes(h) && !hexOccupied(s, h)) sh.vacated.push(h);
  if (!r.advanceDone) {
    if (!advanceStep(ctx, sh)) return false;
    r.advanceDone = true;
  }
  if (r.cs) continuedShockFrom(ctx, sh);
  return finishShock(seg);
}

function finishShock(seg: ShockSegment): boolean {
  seg.cur += 1;
  seg.sub = 0;
  seg.round = null;
  return true;
}

const hexOccupied = (s: AgState, hex: string): boolean => Object.values(s.units).some((u) => u.loc.at === 'hex' && u.loc.hex === hex);

// ------------------------------------------------------------------ AG 10.2 retreats (queue)

/** The retreat at the head of the queue; false when it waits for a decision. */
function retreatNext(ctx: AgCtx): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const q = seg.queue[0];
  const id = q.unit;
  if (!present(s, id)) {
    seg.queue.shift();
    return true;
  }
  const side = agUnit(id).side;
  const from = hexOf(s, id)!;
  const g = boardGround(s);
  // AG 8.52: a Scorpion on a Rampart forced to retreat is eliminated.
  if (agUnit(id).type === 'SC' && g.isRampart(from)) {
    seg.queue.shift();
    eliminate(ctx, id, ' (a Scorpion forced off its Rampart)', 'AG 8.52');
    return true;
  }
  const hexes = retreatOptions(s, id);
  const opts = hexes.map((h) => ({ id: h, label: `retreat to ${h}${underEnemyFire(s, id, h) ? ' (under enemy fire: 1 Hit)' : ''}` }));
  if (q.hold) opts.unshift({ id: 'hold', label: 'hold the wall and take 1 Hit' });
  let choice: string | null;
  if (!opts.length) choice = 'blocked';
  else {
    const orders = side === s.ap.owner ? undefined : ordersOf(s, side);
    const safe = hexes.find((h) => !underEnemyFire(s, id, h)) ?? hexes[0];
    let order: string | undefined;
    if (orders) {
      if (q.hold && orders.hold === 'hold') order = 'hold';
      else if (orders.retreat === 'auto' && (!q.hold || orders.hold === 'retreat')) order = safe ?? 'hold';
    }
    choice = decide(ctx, { side, kind: q.hold ? 'hold' : 'retreat', rule: q.hold ? 'AG 10.24' : 'AG 10.21', subject: `${seg.qn ?? 0}:${id}`, prompt: `${name(id)} must retreat`, options: opts }, order);
    if (choice === null) return false;
  }
  seg.queue.shift();
  seg.qn = (seg.qn ?? 0) + 1;
  const cu = combatUnitOf(s, id);
  if (choice === 'blocked') {
    applyFate(ctx, takeHits(cu, 2, routedIsEliminated(s)), ', unable to retreat (AG 10.23)');
  } else if (choice === 'hold') {
    applyFate(ctx, takeHits(cu, 1, routedIsEliminated(s)), ', holding the wall (AG 10.24)');
  } else {
    const fire = underEnemyFire(s, id, choice);
    moveUnit(s, id, choice);
    carryLeaders(s, id, from, choice);
    ctx.text(side, `${name(id)} retreats to ${choice}.`, 'AG 10.21');
    if (fire) applyFate(ctx, takeHits(combatUnitOf(s, id), 1, routedIsEliminated(s)), ', retreating under enemy fire (AG 10.25)');
    if (q.defender && seg.round) seg.round.retreated.push(id);
    seg.retreatedUnits = [...(seg.retreatedUnits ?? []), id]; // AG 8.62: no Entry fire from it at an advance
  }
  return true;
}

/** AG 10.26 (reading): a leader goes with the last unit of his side to leave his hex. */
function carryLeaders(s: AgState, id: string, from: string, to: string): void {
  const side = agUnit(id).side;
  const friendsLeft = Object.entries(s.units).some(([o, u]) => o !== id && u.loc.at === 'hex' && u.loc.hex === from && agUnit(o).side === side);
  if (friendsLeft) return;
  for (const [lid, l] of Object.entries(s.leaders)) if (l.loc.at === 'hex' && l.loc.hex === from && agLeader(lid).side === side) ownLeaders(s)[lid] = { ...l, loc: { at: 'hex', hex: to } };
}

// ------------------------------------------------------------------ AG 9.3 advance

function advanceStep(ctx: AgCtx, sh: SegShock): boolean {
  const s = ctx.s;
  const seg = s.shock!;
  const r = seg.round!;
  const g = boardGround(s);
  if (!sh.attackers.some((a) => present(s, a))) return true;
  for (const hex of sh.vacated) {
    // Resuming after a lone leader's decision (AG 4.33): the advance into this hex is made.
    if (r.into?.includes(hex)) {
      if (!afterAdvance(ctx, r, hex, (p, o) => decide(ctx, p, o))) return false;
      continue;
    }
    if (hexOccupied(s, hex)) continue;
    // The attackers as they stand now: an advance into an earlier vacated hex may have moved one (it
    // advances once, AG 9.31), or its Death Garden or fire Hits routed or eliminated it (AG 6.45, 8.43, 10.4).
    const advanced = new Set(Object.values(r.advancers ?? {}).map((x) => x.unit));
    const atts = sh.attackers.filter((a) => present(s, a) && !advanced.has(a));
    if (!atts.length) continue;
    const attStacks = stackView(s, atts);
    const defStacks = Object.entries(sh.defAt).map(([h, facing]) => ({ hex: h, units: [{ facing } as CombatUnit] }));
    const duty = advanceDuty(g, attStacks, defStacks, hex);
    const mb = moveBoard(s.scenario);
    const movers = duty.candidates.filter((id) => {
      const from = hexOf(s, id)!;
      const cu = combatUnitOf(s, id);
      const i = mb.index.get(from);
      const j = mb.index.get(hex);
      return i !== undefined && j !== undefined && dirTo(mb, i, j) >= 0 && !g.prohibited(from, hex, cavalryOf(id) ? 'cavalry' : 'foot') && mayShockInto(g, cu, hex).ok && !hexOccupied(s, hex);
    });
    if (!duty.mustAdvance || !movers.length) continue;
    const options: { id: string; label: string }[] = [];
    for (const id of movers) {
      const f = s.units[id].facing;
      const turns: Facing[] = r.cs ? [f] : ([f, ((f + 1) % 6), ((f + 5) % 6)] as Facing[]);
      for (const t of turns) options.push({ id: `${id}@${t}`, label: `${name(id)} advances to ${hex}${t === f ? '' : `, turning to face ${t}`}` });
    }
    const c = decide(ctx, { side: s.ap.owner, kind: 'advance', rule: 'AG 9.31', subject: `${seg.cur}:${hex}`, prompt: `Advance into ${hex}`, options });
    if (c === null) return false;
    const [id, f] = c.split('@');
    const from = hexOf(s, id)!;
    landOn(s, id, hex, { facing: Number(f) as Facing }); // AG 6.65: under any friend there
    carryLeaders(s, id, from, hex);
    r.advanced = true;
    r.into = [...(r.into ?? []), hex];
    r.advancers = { ...(r.advancers ?? {}), [hex]: { unit: id, from } };
    ctx.text(s.ap.owner, `${name(id)} advances into ${hex}.`, duty.rule);
    noteBreach(s, id, [hex]); // AG 12.2 Reinforcements: a Gaul advancing onto a Rampart hex breaches it
    checkAquilaCapture(ctx, hex);
    takeEntryHits(ctx, id, entryHitsInto(s, id, hex), 'advancing', false); // AG 6.45
    if (!afterAdvance(ctx, r, hex, (p, o) => decide(ctx, p, o))) return false;
  }
  return true;
}

// ------------------------------------------------------------------ AG 10.3 Continued Shock

function continuedShockFrom(ctx: AgCtx, sh: SegShock): void {
  const s = ctx.s;
  const seg = s.shock!;
  const r = seg.round!;
  const g = boardGround(s);
  const atts = sh.attackers.filter((a) => present(s, a) && isShockUnit(agUnit(a)));
  if (!atts.length) return;
  const side = agUnit(atts[0]).side;
  const attUnits = atts.map((a) => combatUnitOf(s, a));
  const enemies = Object.keys(s.units).filter((id) => hexOf(s, id) && agUnit(id).side !== side).map((id) => combatUnitOf(s, id));
  const cs = continuedShock(g, attUnits, enemies, new Set(r.retreated), r.advanced);
  const defs = cs.defenders.filter((d) => attUnits.some((a) => mayShockInto(g, a, d.hex).ok)).map((d) => d.id);
  if (!defs.length) {
    ctx.text(side, 'Continued Shock: no enemy left to attack.', 'AG 10.3');
    return;
  }
  ctx.text(side, `Continued Shock: ${atts.map(name).join(', ')} attack ${defs.map(name).join(', ')}${cs.moving ? ' (a moving attack)' : ''}.`, 'AG 10.3');
  const defAt: Record<string, Facing> = {};
  for (const d of defs) defAt[hexOf(s, d)!] ??= s.units[d].facing;
  for (const id of defs) ownUnits(s)[id] = { ...s.units[id], shocked: true };
  seg.shocks.splice(seg.cur + 1, 0, { attackers: atts, defenders: defs, mandatory: false, moving: cs.moving, cs: sh.cs + 1, vacated: [], defAt });
}

export { shockTypeOf };
