/**
 * The shapes of Bellum Gallicum II's options and actions, as a save file must hold them
 * (checked with valibot before a save is replayed). Each action variant is a strict object: a key
 * the engine does not know is refused, since the engine would refuse the action anyway (an action
 * is the same action only with the same fields: core/sameAction.ts).
 *
 * The types below are checked against `BellumOptions` and `BellumAction` at compile time, so a new
 * action variant that is not added here fails the build.
 */
import * as v from 'valibot';
import type { BellumAction, BellumOptions } from './state';

/** Ids of regions, pieces and places: short text (the longest id in the data is ~30 characters). */
const id = v.pipe(v.string('must be an id (text)'), v.minLength(1, 'must not be empty'), v.maxLength(64, 'is too long for an id'));
const wing = v.picklist(['left', 'centre', 'right', 'reserve'], 'must be left, centre, right or reserve');

const bare = <T extends string>(t: T) => v.strictObject({ t: v.literal(t) });

export const bellumOptionsSchema = v.strictObject({
  solo: v.optional(v.boolean('must be true or false')),
  gallicAuto: v.optional(v.boolean('must be true or false')),
  replacements: v.optional(v.boolean('must be true or false')),
});

export const bellumActionSchema = v.variant(
  't',
  [
    v.strictObject({ t: v.literal('select'), leader: id }),
    v.strictObject({ t: v.literal('toggle'), piece: id }),
    bare('deselect'),
    v.strictObject({ t: v.literal('move'), to: id }),
    v.strictObject({ t: v.literal('enter'), place: id }),
    v.strictObject({ t: v.literal('forced'), via: id, to: id, pickUp: v.optional(v.boolean('must be true or false')) }),
    v.strictObject({ t: v.literal('garrison'), unit: id, place: id }),
    bare('endMove'),
    v.strictObject({ t: v.literal('depot'), region: id }),
    v.strictObject({ t: v.literal('dismantle'), region: id }),
    v.strictObject({ t: v.literal('scorch'), region: id }),
    bare('done'),
    v.strictObject({ t: v.literal('loss'), unit: id }),
    v.strictObject({ t: v.literal('reinforce'), id, region: id }),
    v.strictObject({ t: v.literal('negotiate'), from: id, to: id }),
    v.strictObject({ t: v.literal('mobilise'), tribe: id }),
    v.strictObject({ t: v.literal('evade'), to: id }),
    bare('stand'),
    v.strictObject({ t: v.literal('refuge'), place: id }),
    v.strictObject({ t: v.literal('commander'), leader: id }),
    v.strictObject({ t: v.literal('deploy'), unit: id, wing }),
    bare('autoDeploy'),
    bare('confirmDeploy'),
    v.strictObject({ t: v.literal('boardLoss'), unit: id }),
    v.strictObject({ t: v.literal('realign'), unit: id, wing }),
    v.strictObject({ t: v.literal('testLeader'), leader: id }),
    v.strictObject({ t: v.literal('pursue'), unit: id }),
    v.strictObject({ t: v.literal('retreat'), to: id }),
    v.strictObject({ t: v.literal('duty'), piece: id }),
    v.strictObject({ t: v.literal('supplement'), region: id }),
    v.strictObject({ t: v.literal('levy'), unit: id }),
    ...(['sack', 'besiege', 'lift', 'sally', 'surrender', 'endure', 'raze', 'spare'] as const).map((t) =>
      v.strictObject({ t: v.literal(t), place: id }),
    ),
  ],
  'is not an action of Bellum Gallicum II',
);

// Compile-time agreement with the engine's types (both directions).
type Parsed = v.InferOutput<typeof bellumActionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionsAgree: Same<Parsed['t'], BellumAction['t']> = true;
const optionsAgree: Same<v.InferOutput<typeof bellumOptionsSchema>, Partial<BellumOptions>> = true;
void actionsAgree;
void optionsAgree;
