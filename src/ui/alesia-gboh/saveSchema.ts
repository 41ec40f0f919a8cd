/**
 * The shapes of Alésia (GBoH)'s options and actions as a save file must hold them, checked with
 * valibot before a save is replayed (a light module: the title screen loads it without the rules).
 *
 * An action is an object with a kind `t` and flat fields: ids and hex keys as bounded texts, whole
 * numbers in range (a facing 0–5), booleans, lists of ids (a move's path). The kinds themselves are
 * not listed: the engine's legal list decides whether a replayed action is legal (a save is replayed
 * through it), and the kinds grow as the rules are wired in (fire, shock, rally, reactions).
 */
import * as v from 'valibot';

const id = v.pipe(v.string('must be a text'), v.maxLength(40, 'is too long'), v.regex(/^[A-Za-z0-9,. -]*$/, 'holds characters no id or hex has'));
const num = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(-999, 'is out of range'), v.maxValue(999, 'is out of range'));
const field = v.union([id, num, v.boolean(), v.pipe(v.array(id, 'must be a list of ids'), v.maxLength(400, 'is too long'))], 'is not an id, number, true/false or list of ids');

export const agActionSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(24, 'is too long for a field name')), field, 'is not an action of Alésia (GBoH)'),
  v.check((a) => typeof (a as Record<string, unknown>).t === 'string' && /^[a-zA-Z]{2,24}$/.test((a as { t: string }).t), 'must name its kind in "t"'),
);

export const agOptionsSchema = v.looseObject({
  legions: v.optional(v.pipe(v.array(v.picklist(['VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'], 'must be a legion VI–XV')), v.maxLength(10))),
  zoneCommander: v.optional(v.picklist(['labienus', 'antonius'], 'must be Labienus or Antonius')),
  solo: v.optional(v.literal(false, 'must be false (no solo mode)')),
  gallicAuto: v.optional(v.boolean()),
  // AG 10.63 optional: the Alesia force's BI recover as relief BI.
  alesiaRecovery: v.optional(v.boolean('must be true or false')),
  // AG Opt.Aggressiveness: Gallic BI hurry to attack.
  aggressiveness: v.optional(v.boolean('must be true or false')),
});
