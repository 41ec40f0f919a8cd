/**
 * The shapes of Alesia (1983 rules)'s options and actions as a save file must hold them, checked
 * with valibot before a save is replayed. Every action variant is a strict object (an unknown key
 * is refused), texts are bounded, numbers are whole and in range. A light module: the title screen
 * checks a file with it before any rules load (type imports only from the engine).
 *
 * The types are checked against `AcOptions` and `AcAction` at compile time (both directions), so a
 * new action variant the schema lacks fails the build.
 */
import * as v from 'valibot';
import type { AcAction } from '../../engine/alesia-classic/actions';
import type { Zone } from '../../engine/alesia-classic/map/zones';
import type { AcOptions } from '../../engine/alesia-classic/state';

const ZONE_LIST = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const satisfies readonly Zone[];
const OBMC_LIST = ZONE_LIST.map((z) => `obmc:${z}` as const);

/** Counter ids: `gb-5`, `r-vii-1`, `fort-12`, `caesar` (the longest in the data is under 20 characters). */
const unit = v.pipe(v.string('must be a unit id (text)'), v.maxLength(32, 'is too long for a unit id'), v.regex(/^[a-z][a-z0-9-]*$/, 'is not a unit id'));
/** Hex keys are axial `q,r` (the map spans well under a hundred hexes either way). */
const hex = v.pipe(v.string('must be a hex (text)'), v.maxLength(9, 'is too long for a hex'), v.regex(/^-?\d{1,3},-?\d{1,3}$/, 'is not a hex key "q,r"'));
const zone = v.picklist(ZONE_LIST, 'must be an off-board zone I–X');
const obmc = v.picklist(OBMC_LIST, 'must be an off-board box obmc:I–X');
const battle = v.pipe(v.number('must be a battle number'), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'), v.maxValue(199, 'is too large for a battle number'));
const volley = v.picklist(['tertiary', 'secondary', 'primary'], 'must be tertiary, secondary or primary');
const bool = v.boolean('must be true or false');
/** AC 17.7 — minutes a move may take (the title screen offers 1 to 60). */
const minutes = v.pipe(v.number('must be a number of minutes'), v.integer('must be whole minutes'), v.minValue(1, 'must be at least 1 minute'), v.maxValue(60, 'must be at most 60 minutes'));

const bare = <T extends string>(t: T) => v.strictObject({ t: v.literal(t) });

export const acOptionsSchema = v.strictObject({
  fire: v.optional(v.picklist(['plan', 'ask'], 'must be "plan" or "ask"')),
  players: v.optional(v.picklist([2, 3, 4], 'must be the number 2, 3 or 4')),
  periodTurns: v.optional(v.picklist([12, 11, 10], 'must be the number 10, 11 or 12')),
  vercingetorixShielded: v.optional(bool),
  trenchFill: v.optional(bool),
  leaderOut: v.optional(bool),
  secretSpheres: v.optional(bool),
  recon: v.optional(bool),
  hiddenStacks: v.optional(bool),
  moveClock: v.optional(v.strictObject({ gallic: minutes, roman: minutes })),
  caesarFrom: v.optional(v.picklist(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'], 'must be a zone I–X')),
  // What the title screen adds to every new game's options (its mode choices): Alesia has no solo
  // mode, so `solo` is false; `gallicAuto` means nothing here but is kept in the record.
  solo: v.optional(v.literal(false, 'must be false (Alesia has no solo mode)')),
  gallicAuto: v.optional(bool),
});

export const acActionSchema = v.variant(
  't',
  [
    v.strictObject({ t: v.literal('pick'), unit }),
    v.strictObject({ t: v.literal('place'), unit, hex }),
    v.strictObject({ t: v.literal('unplace'), unit }),
    bare('historical'),
    v.strictObject({ t: v.literal('select'), unit }),
    v.strictObject({ t: v.literal('move'), unit, to: v.union([hex, v.literal('town'), obmc], 'must be a hex, "town" or an off-board box') }),
    v.strictObject({ t: v.literal('shift'), unit, to: zone }),
    v.strictObject({ t: v.literal('shiftMany'), units: v.pipe(v.array(unit, 'must be a list of unit ids'), v.minLength(2, 'must name at least two units'), v.maxLength(200, 'names too many units')), to: zone }),
    v.strictObject({ t: v.literal('moveStack'), units: v.pipe(v.array(unit, 'must be a list of unit ids'), v.minLength(2, 'must name at least two units'), v.maxLength(12, 'names too many units for one stack')), to: hex }),
    v.strictObject({ t: v.literal('attack'), hex }),
    v.strictObject({ t: v.literal('join'), unit, battle }),
    v.strictObject({ t: v.literal('unjoin'), unit }),
    v.strictObject({ t: v.literal('widen'), hex, battle }),
    v.strictObject({ t: v.literal('drop'), battle }),
    bare('fight'),
    v.strictObject({ t: v.literal('resolve'), battle }),
    v.strictObject({ t: v.literal('retreat'), to: v.union([hex, v.literal('off')], 'must be a hex or "off"') }),
    v.strictObject({ t: v.literal('advance'), unit, to: hex }),
    bare('hold'),
    v.strictObject({ t: v.literal('cull'), unit }),
    v.strictObject({ t: v.literal('fire'), shooter: unit, volley, target: unit }),
    bare('holdFire'),
    v.strictObject({
      t: v.literal('plan'),
      who: v.picklist(['forts', 'missiles'], 'must be "forts" or "missiles"'),
      ranges: v.picklist(['all', 'close', 'primary', 'none'], 'must be all, close, primary or none'),
      minStrength: v.picklist([0, 5, 6, 7], 'must be the number 0, 5, 6 or 7'),
      holdPrimary: bool,
    }),
    v.strictObject({ t: v.literal('revive'), unit, to: v.union([v.literal('town'), v.literal('pool'), obmc], 'must be "town", "pool" or an off-board box') }),
    v.strictObject({ t: v.literal('spheres'), caesarFrom: zone }),
    bare('end'),
  ],
  'is not an action of Alesia (1983 rules)',
);

// Compile-time agreement with the engine's types (both directions).
type Parsed = v.InferOutput<typeof acActionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const tagsAgree: Same<Parsed['t'], AcAction['t']> = true;
const parsedIsAction: Parsed extends AcAction ? true : false = true;
const optionsAgree: Same<Omit<v.InferOutput<typeof acOptionsSchema>, 'solo' | 'gallicAuto'>, Partial<AcOptions>> = true;
void tagsAgree;
void parsedIsAction;
void optionsAgree;
