import { describe, expect, it } from 'vitest';
import { parseSave, serializeSave, type SaveFile } from './saves';

const base: SaveFile = {
  format: 'commentarii-save',
  version: 1,
  system: 'bellum',
  scenario: 'aquitania',
  seed: 'abc',
  options: { solo: true },
  actions: [{ t: 'done' }, { t: 'select', leader: 'crassus' }],
  savedAt: '2026-01-02T03:04:05.000Z',
  stateHash: '00ab12cd34ef56',
  label: 'May 56 BC',
};
const SCENARIOS = { scenarios: [{ id: 'aquitania', name: 'Aquitania' }, { id: 'helvetii', name: 'The Helvetii', playable: false }] };
const text = (v: unknown) => JSON.stringify(v);
const err = (t: string, opts = {}) => {
  const r = parseSave(t, opts);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('serializeSave / parseSave', () => {
  it('round-trips every field, one action per line', () => {
    const out = serializeSave(base);
    expect(out.split('\n').filter((l) => l.trim().startsWith('{"t"'))).toHaveLength(2);
    const r = parseSave(out, SCENARIOS);
    expect(r).toEqual({ ok: true, save: base });
  });

  it('round-trips an empty action list and a label that looks like the actions key', () => {
    const save = { ...base, actions: [], label: '"actions": []' };
    expect(parseSave(serializeSave(save))).toEqual({ ok: true, save });
    const save2 = { ...base, label: '"actions": []' };
    expect(parseSave(serializeSave(save2))).toEqual({ ok: true, save: save2 });
  });

  it('fills in missing options with {} and keeps optional fields absent', () => {
    const { options: _o, savedAt: _s, stateHash: _h, label: _l, ...rest } = base;
    const r = parseSave(text(rest));
    expect(r.ok && r.save).toEqual({ ...rest, options: {} });
    expect(r.ok && 'savedAt' in r.save).toBe(false);
  });

  it('refuses a truncated file', () => {
    const full = serializeSave(base);
    for (const cut of [full.length - 3, Math.floor(full.length / 2), 20]) {
      expect(err(full.slice(0, cut))).toBe('The file is not a complete JSON document (it may be truncated).');
    }
  });

  it('refuses empty, non-JSON and malformed JSON files with distinct messages', () => {
    expect(err('')).toBe('The file is empty.');
    expect(err('   \n')).toBe('The file is empty.');
    expect(err('PK\u0003\u0004 zip data')).toBe('The file is not JSON, so it is not a Commentarii save file.');
    expect(err('{"format": "commentarii-save",}')).toMatch(/^The file is not valid JSON \(/);
  });

  it('refuses foreign JSON', () => {
    const foreign = 'This is not a Commentarii save file (it has no "format": "commentarii-save").';
    expect(err(text({ name: 'my-package', version: '1.0.0' }))).toBe(foreign);
    expect(err(text([1, 2, 3]))).toBe(foreign);
    expect(err('42')).toBe(foreign);
    expect(err(text({ ...base, format: 'vassal-save' }))).toBe(foreign);
  });

  it('refuses a save from a newer format version, naming both versions', () => {
    expect(err(text({ ...base, version: 3 }))).toBe('This save was made by a newer version (format 3); this version reads format 1.');
    expect(err(text({ ...base, version: 'one' }))).toMatch(/invalid format version \("one"\)/);
    expect(err(text({ ...base, version: 0 }))).toMatch(/invalid format version \(0\)/);
  });

  it('refuses unknown systems and scenarios, naming them', () => {
    expect(err(text({ ...base, system: 'alesia' }))).toBe('The save is for an unknown game "alesia"; this version plays Bellum Gallicum II, Alesia (1983 rules) and Alésia (Great Battles of History).');
    expect(err(text({ ...base, scenario: 'gergovia' }), SCENARIOS)).toBe('Unknown scenario "gergovia": this version plays aquitania.');
    expect(err(text({ ...base, scenario: 'helvetii' }), SCENARIOS)).toBe('The scenario "The Helvetii" is not playable in this version.');
    expect(err(text({ ...base, scenario: '' }))).toBe('The save does not name its scenario.');
    // Without a scenario list any name passes (the title screen does not load the engine).
    expect(parseSave(text({ ...base, scenario: 'gergovia' })).ok).toBe(true);
  });

  it('refuses malformed action lists, naming the action', () => {
    expect(err(text({ ...base, actions: undefined }))).toBe("The save's actions are missing, not a list.");
    expect(err(text({ ...base, actions: { t: 'done' } }))).toBe("The save's actions are an object, not a list.");
    expect(err(text({ ...base, actions: [{ t: 'done' }, 'move'] }))).toBe('Action 2 of 2 is a string, not an object with a string "t".');
    expect(err(text({ ...base, actions: [{ t: 'done' }, { t: 'done' }, { type: 'move' }] }))).toBe('Action 3 of 3 has no action type (a string "t").');
    expect(err(text({ ...base, actions: [null] }))).toBe('Action 1 of 1 is null, not an object with a string "t".');
    expect(err(text({ ...base, actions: [[]] }))).toBe('Action 1 of 1 is a list, not an object with a string "t".');
  });

  it('refuses malformed header fields', () => {
    expect(err(text({ ...base, seed: 12 }))).toBe("The save's seed is a number, not a string.");
    expect(err(text({ ...base, options: [] }))).toBe("The save's options are a list, not an object.");
    expect(err(text({ ...base, savedAt: 'yesterday' }))).toBe('The save\'s time "savedAt" is not a date ("yesterday").');
    expect(err(text({ ...base, stateHash: 'xyz!' }))).toBe('The save\'s check value "stateHash" is malformed: it should be at most 16 hexadecimal digits.');
    // A check value two million digits long is refused without being quoted back.
    expect(err(text({ ...base, stateHash: 'a'.repeat(1_900_000) }))).toBe('The save\'s check value "stateHash" is malformed: it should be at most 16 hexadecimal digits.');
    expect(err(text({ ...base, label: 7 }))).toBe("The save's label is a number, not text.");
    expect(err(text({ ...base, system: undefined }))).toBe('The save does not say which game it belongs to (no "system").');
  });

  it('accepts a byte-order mark and surrounding whitespace', () => {
    expect(parseSave('\uFEFF\n' + serializeSave(base) + '\n\n').ok).toBe(true);
  });
});
