/** Save files checked against Bellum Gallicum II's schemas: types, depth, sizes, bounded messages. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bellumActionSchema, bellumOptionsSchema } from '../engine/bellum/schema';
import { jsonDepth, MAX_MESSAGE, MAX_SAVE_DEPTH, parseSave, serializeSave, type SaveFile } from './saves';

const schemas = { bellum: { options: bellumOptionsSchema, action: bellumActionSchema } };
const base: SaveFile = {
  format: 'commentarii-save',
  version: 1,
  system: 'bellum',
  scenario: 'aquitania',
  seed: 'abc',
  options: { solo: true, gallicAuto: true },
  actions: [{ t: 'done' }, { t: 'select', leader: 'crassus' }, { t: 'deploy', unit: 'legio-vii', wing: 'centre' }, { t: 'forced', via: 'a', to: 'b', pickUp: true }],
};
const parse = (v: unknown) => parseSave(typeof v === 'string' ? v : JSON.stringify(v), { schemas });
const error = (v: unknown): string => {
  const r = parse(v);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('save files against the system schemas', () => {
  it('accepts a well-formed save, and a format-1 file without options', () => {
    expect(parse(serializeSave(base)).ok).toBe(true);
    const { options: _o, ...old } = base;
    void _o;
    expect(parse(old).ok).toBe(true);
  });

  it('checks option types: "solo": "false" is refused, not read as solo', () => {
    expect(error({ ...base, options: { solo: 'false' } })).toBe('The save\'s options are not valid: "solo" must be true or false, not "false".');
    expect(error({ ...base, options: { solo: true, cheat: 1 } })).toMatch(/options are not valid: .*"cheat"/);
  });

  it('checks each action: its kind, its fields and their types', () => {
    expect(error({ ...base, actions: [{ t: 'teleport', to: 'x' }] })).toMatch(/^Action 1 of 1 \("teleport"\) is not valid: .*not an action of Bellum Gallicum II/);
    expect(error({ ...base, actions: [{ t: 'done' }, { t: 'move', to: 7 }] })).toBe('Action 2 of 2 ("move") is not valid: "to" must be an id (text), not 7.');
    expect(error({ ...base, actions: [{ t: 'deploy', unit: 'u', wing: 'flank' }] })).toMatch(/"wing" must be left, centre, right or reserve/);
    expect(error({ ...base, actions: [{ t: 'done', extra: true }] })).toMatch(/"extra"/);
    expect(error({ ...base, actions: [{ t: 'select' }] })).toBe('Action 1 of 1 ("select") is not valid: it lacks the field "leader".');
    // valibot's own wording ("Invalid key: Expected … but received undefined") never reaches the player.
    expect(error({ ...base, actions: [{ t: 'embark', piece: 'x' }] })).toBe('Action 1 of 1 ("embark") is not valid: it lacks the field "ship".');
  });

  it('refuses deep nesting before parsing, quickly and without throwing', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const t0 = performance.now();
    expect(error(deep)).toBe(`The file nests lists or objects more than ${MAX_SAVE_DEPTH} deep, which no save does.`);
    expect(performance.now() - t0).toBeLessThan(1000);
    const nested = JSON.stringify({ ...base, actions: [{ t: 'move', to: JSON.parse('['.repeat(40) + ']'.repeat(40)) }] });
    expect(error(nested)).toMatch(/nests lists or objects more than 32 deep/);
  });

  it('measures depth outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('[[1],[[2]]]')).toBe(3);
    expect(jsonDepth('"\\\\"[')).toBe(1);
  });

  it('bounds sizes: seed and label length', () => {
    expect(error({ ...base, seed: 'x'.repeat(5000) })).toMatch(/seed is 5000 characters long/);
    expect(error({ ...base, label: 'x'.repeat(5000) })).toMatch(/label is 5000 characters long/);
  });

  it('never echoes the file back: every refusal is one sentence of bounded length (property)', () => {
    const junk = fc.oneof(fc.string({ maxLength: 3000 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 2000 }), { maxLength: 5 }));
    const field = fc.constantFrom('format', 'version', 'system', 'scenario', 'seed', 'options', 'actions', 'savedAt', 'stateHash', 'label');
    fc.assert(
      fc.property(field, junk, fc.nat(3), (key, value, at) => {
        const doc: Record<string, unknown> = JSON.parse(JSON.stringify(base));
        if (key === 'actions' && at < 3) (doc.actions as unknown[])[at] = value;
        else doc[key] = value;
        const r = parse(doc);
        if (!r.ok) {
          expect(r.error.length).toBeLessThanOrEqual(MAX_MESSAGE);
          expect(r.error).not.toContain('\n');
        }
      }),
      { numRuns: 400 },
    );
  });
});
