/**
 * AC 3 — preparing to play: the besieged and Vercingetorix in Alesia, the relief army and its
 * cavalry in OBMC zone I (AC 3.3, AC 22.2), the Roman's counters in his pool to set up (AC 3.2), and,
 * when one person plays both Gallic forces, the secret coordination counter (AC 18.2).
 */
import type { SetupOptions, SetupResult } from '../../core/contract';
import { AC_SCENARIOS } from '../scenarios';
import { ZONES } from '../map/zones';

export { AC_SCENARIOS };
import { reject } from '../../core/errors';
import { seedRng } from '../../core/rng';
import { AcCtx } from '../ctx';
import { announceSpheres } from '../spheres';
import { AC_UNITS } from '../data/units';
import type { AcOptions, AcState, FirePlan, UnitState } from '../state';


export const DEFAULT_OPTIONS: AcOptions = { players: 2, periodTurns: 12, vercingetorixShielded: false, fire: 'plan' };

/** The plan a new game starts with: every shooter fires at every range at the first unit it can. */
export const DEFAULT_PLAN: FirePlan = {
  forts: { ranges: ['tertiary', 'secondary', 'primary'], minStrength: 0, holdPrimary: false },
  missiles: { ranges: ['secondary', 'primary'], minStrength: 0, holdPrimary: false },
};

export function readOptions(o: Partial<AcOptions> | undefined): AcOptions | string {
  const out: AcOptions = { ...DEFAULT_OPTIONS, ...(o ?? {}) };
  if (![2, 3, 4].includes(out.players)) return 'Players must be 2, 3 or 4 (AC 17.1).';
  if (![10, 11, 12].includes(out.periodTurns)) return 'An Assault Period lasts 12, 11 or 10 turns (AC 12.7).';
  if (typeof out.vercingetorixShielded !== 'boolean') return 'Optional rule 19.7 is on or off.';
  if (out.fire !== 'plan' && out.fire !== 'ask') return 'Roman fire is decided by a plan or by asking (AC 20.5).';
  if (out.trenchFill !== undefined && typeof out.trenchFill !== 'boolean') return 'Optional rule 8.4 is on or off.';
  if (out.leaderOut !== undefined && typeof out.leaderOut !== 'boolean') return 'Optional rule 17.6 is on or off.';
  if (out.secretSpheres !== undefined && typeof out.secretSpheres !== 'boolean') return 'Optional rule 17.8 is on or off.';
  if (out.recon !== undefined && typeof out.recon !== 'boolean') return 'Optional rule 22.4 is on or off.';
  if (out.hiddenStacks !== undefined && typeof out.hiddenStacks !== 'boolean') return 'Optional rule 25.7 is on or off.';
  // Stryker disable next-line ConditionalExpression: options come as JSON; a value that is no object has no whole-number gallic and roman fields, so the check after refuses it too
  if (out.moveClock !== undefined && !(typeof out.moveClock === 'object' && [out.moveClock.gallic, out.moveClock.roman].every((m) => Number.isInteger(m) && m >= 1 && m <= 60))) return 'Timed moves take whole minutes, 1 to 60 for each side (AC 17.7).';
  if (out.caesarFrom !== undefined && !(ZONES as readonly string[]).includes(out.caesarFrom)) return 'Caesar’s half of the lines starts at a zone I–X (AC 17.4).';
  return out;
}

export function setupAc(opts: SetupOptions<Partial<AcOptions>>): SetupResult<AcState> {
  // Stryker disable next-line MethodExpression: there is one scenario, and for one some and every agree
  if (!AC_SCENARIOS.some((x) => x.id === opts.scenario)) return { ok: false, rejection: reject('AC 3', `Unknown scenario "${String(opts.scenario).slice(0, 40)}".`) };
  const options = readOptions(opts.options);
  if (typeof options === 'string') return { ok: false, rejection: reject('AC 17.1', options) };
  const units: UnitState[] = AC_UNITS.map((u): UnitState =>
    u.side === 'roman' ? { loc: { at: 'pool' } } : u.force === 'besieged' ? { loc: { at: 'town' } } : { loc: { at: 'obmc', zone: 'I' } },
  );
  const s: AcState = {
    v: 1,
    scenario: opts.scenario,
    options,
    rng: seedRng(opts.seed),
    period: 1,
    turn: 1,
    phase: 'roman-setup',
    units,
    moves: {},
    moving: null,
    wallExits: {},
    edgeEntries: {},
    owLanded: [],
    battlesThisTurn: 0,
    fire: { used: {}, lost: {}, start: {}, window: null, pending: null, plan: structuredClone(DEFAULT_PLAN) },
    revival: null,
    combat: null,
    rages: [],
    presence: ['I'],
    coordination: { releaseTurn: null, delay: null },
    outcome: null,
    seq: 0,
  };
  const ctx = new AcCtx(s);
  ctx.text(null, 'The siege of Alesia, 52 BC. The besieged force and Vercingetorix are in the town; the relief army and its cavalry wait off the board in zone I.', 'AC 3.3', undefined, { heading: true });
  if (options.players === 2) {
    // One of three counters drawn at random: a die of 1–2, 3–4, 5–6. Not logged: it is secret.
    s.coordination.delay = (Math.floor((ctx.die() - 1) / 2) + 1) as 1 | 2 | 3;
    ctx.text('gallic', 'The Gallic player has drawn his secret coordination counter (1, 2 or 3 turns of delay).', 'AC 18.2');
  }
  announceSpheres(ctx);
  ctx.text('roman', 'The Roman sets up every counter: nothing in or next to the town, no fort within 7 hexes of it, three units a hex.', 'AC 3.2', undefined, { heading: true });
  return { ok: true, state: ctx.s, log: ctx.log };
}
