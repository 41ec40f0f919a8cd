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
 * The steps live beside this driver, each in its own file: ./rbsStep.ts (9.22), ./pretestStep.ts
 * (9.23), ./leadersStep.ts (9.24), ./retreatStep.ts (10.2), ./advanceStep.ts (9.3, 10.3), with what
 * they share in ./stepKit.ts; the resolution (9.25–9.27) is here.
 * Readings: a shock in which a defender retreats before shock is not fought (9.2: steps 3–6 are
 *          skipped for the units involved, and its attackers attack its defenders together); when
 *          every defender went, each attacker may pursue (9.22), the phase owner's choice.
 */
import { distance, parseHexKey } from '../../hex/coords';
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { isArcherUnit, isArtilleryUnit, isShockUnit, shockTypeOf } from '../fire/combatUnit';
import { endPhase } from '../flow/phase';
import type { AgSide, AgState } from '../state';
import { other } from '../state';
import { shockResult } from '../tables/shock';
import type { ShockType } from '../tables/types';
import { wsmDrm } from '../tables/wsm';
import { hexOf } from './hexChoices';
import type { ShockAttack } from './attack';
import { boardGround } from '../fire/boardGround';
import { attackingStacks, buildShocks, enemiesOn } from './designate';
import { typesOf } from './drms';
import { applyFate, eliminate } from './effects';
import { forcedLeftover } from './hits';
import { autoLeftover, leftoverPending } from './leftover';
import { previewShock, resolveShock } from './resolve';
import type { ShockSegment } from './segment';
import { rbsStep } from './rbsStep';
import { archersFollow, pretestStep } from './pretestStep';
import { leadersStep } from './leadersStep';
import { retreatNext } from './retreatStep';
import { advanceStep, continuedShockFrom } from './advanceStep';
import { decide, hexOccupied, keyOf, leadersNear, name, orderFor, present, routedIsEliminated, stackView } from './stepKit';

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

// ------------------------------------------------------------------ the driver

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

export { shockTypeOf };
