/** Alesia's light registry entry: the scenario briefing and the save schemas of options and actions. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AcAction } from '../../engine/alesia-classic/actions';
import { acRuleText } from '../../engine/alesia-classic/rules';
import { alesiaClassic } from '../../engine/alesia-classic/system';
import { randomPlayout } from '../../engine/alesia-classic/testing';
import { SAVE_FORMAT, SAVE_VERSION } from '../../store/saves';
import { alesiaClassicEntry } from './entry';

const schemas = alesiaClassicEntry.saveSchemas!;
const ok = (schema: v.GenericSchema, x: unknown) => v.safeParse(schema, x).success;

describe('Alesia briefing', () => {
  it('briefs every scenario, each point on a rule of the book', () => {
    for (const sc of alesiaClassicEntry.scenarios) {
      const b = alesiaClassicEntry.briefings![sc.id];
      expect(b, sc.id).toBeTruthy();
      expect(b.scenario).toBe(sc.id);
      expect(b.objectives.length).toBeGreaterThanOrEqual(3);
      expect(b.special.length).toBeGreaterThanOrEqual(4);
      for (const p of [...b.objectives, ...b.special, ...b.strategy]) expect(acRuleText(p.rule), p.rule).toBeTruthy();
    }
  });

  it('covers the victory conditions, the special rules and a note for each side', () => {
    const b = alesiaClassicEntry.briefings!.standard;
    const rules = (ps: { rule: string }[]) => ps.map((p) => p.rule);
    expect(rules(b.objectives)).toEqual(expect.arrayContaining(['AC 26.1', 'AC 26.2', 'AC 26.3']));
    expect(rules(b.special)).toEqual(expect.arrayContaining(['AC 11.9', 'AC 18.1', 'AC 20.5', 'AC 12.1']));
    const text = b.special.map((p) => p.text).join(' ');
    expect(text).toMatch(/fire plan/);
    expect(text).toMatch(/asked/);
    expect(b.strategy.some((p) => p.text.startsWith('Roman'))).toBe(true);
    expect(b.strategy.some((p) => p.text.startsWith('Gaul'))).toBe(true);
  });
});

describe('Alesia save schemas', () => {
  /** A real game's save: set-up, deployment and play, fire asked of the Roman (so fire actions occur). */
  function realSave(seed: string) {
    const r = alesiaClassic.setup({ scenario: 'standard', seed, options: { fire: 'ask', players: 2 } });
    if (!r.ok) throw new Error(r.rejection.message);
    const { actions } = randomPlayout(r.state, seed, 1200);
    const file = { format: SAVE_FORMAT, version: SAVE_VERSION, system: 'alesia-classic', scenario: 'standard', seed, options: { fire: 'ask', players: 2 }, actions };
    return JSON.parse(JSON.stringify(file)) as typeof file;
  }

  it('passes every action and the options of a real game', { timeout: 60_000 }, () => {
    const save = realSave('schema-1');
    expect(ok(schemas.options, save.options)).toBe(true);
    const kinds = new Set<string>();
    for (const a of save.actions) {
      const r = v.safeParse(schemas.action, a);
      expect(r.success, JSON.stringify(a)).toBe(true);
      kinds.add(a.t);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  });

  it('passes one hand-written action of every kind', () => {
    const all: AcAction[] = [
      { t: 'pick', unit: 'r-vii-1' }, { t: 'place', unit: 'r-vii-1', hex: '12,30' }, { t: 'unplace', unit: 'r-vii-1' }, { t: 'historical' },
      { t: 'select', unit: 'gb-5' }, { t: 'move', unit: 'gb-5', to: '-3,17' }, { t: 'move', unit: 'gb-5', to: 'town' }, { t: 'move', unit: 'gr-2', to: 'obmc:X' },
      { t: 'shift', unit: 'gr-2', to: 'IX' }, { t: 'attack', hex: '4,5' }, { t: 'join', unit: 'gb-5', battle: 0 }, { t: 'unjoin', unit: 'gb-5' },
      { t: 'widen', hex: '4,6', battle: 1 }, { t: 'drop', battle: 0 }, { t: 'fight' }, { t: 'resolve', battle: 2 }, { t: 'retreat', to: '4,7' },
      { t: 'retreat', to: 'off' }, { t: 'advance', unit: 'gb-5', to: '4,5' }, { t: 'hold' }, { t: 'cull', unit: 'gr-3' },
      { t: 'shiftMany', units: ['gr-2', 'gr-3'], to: 'IX' }, { t: 'moveStack', units: ['r-vii-1', 'caesar'], to: '4,7' },
      { t: 'fire', shooter: 'fort-3', volley: 'tertiary', target: 'gr-7' }, { t: 'holdFire' },
      { t: 'plan', who: 'forts', ranges: 'close', minStrength: 6, holdPrimary: true }, { t: 'revive', unit: 'gc-1', to: 'obmc:IV' }, { t: 'spheres', caesarFrom: 'VI' }, { t: 'end' },
    ];
    for (const a of all) expect(ok(schemas.action, a), JSON.stringify(a)).toBe(true);
  });

  it('refuses options of the wrong type or out of range', () => {
    expect(ok(schemas.options, { players: 2, periodTurns: 12, vercingetorixShielded: false, fire: 'plan' })).toBe(true);
    expect(ok(schemas.options, {})).toBe(true);
    // AC 17.8 (optional): secret spheres of command, a boolean like every optional rule.
    expect(ok(schemas.options, { players: 4, secretSpheres: true })).toBe(true);
    expect(ok(schemas.options, { players: 4, secretSpheres: false, leaderOut: true, caesarFrom: 'VI' })).toBe(true);
    // A game started from the title screen carries its mode choices.
    expect(ok(schemas.options, { solo: false, gallicAuto: true })).toBe(true);
    expect(ok(schemas.options, { solo: true })).toBe(false);
    const players = JSON.parse('{"players":"2"}');
    expect(ok(schemas.options, players)).toBe(false);
    expect(ok(schemas.options, { players: 5 })).toBe(false);
    expect(ok(schemas.options, { periodTurns: 9 })).toBe(false);
    expect(ok(schemas.options, { vercingetorixShielded: 'yes' })).toBe(false);
    expect(ok(schemas.options, { secretSpheres: 'yes' })).toBe(false);
    expect(ok(schemas.options, { fire: 'always' })).toBe(false);
    expect(ok(schemas.options, { cheat: true })).toBe(false);
  });

  it('refuses an unknown action type, unknown keys, long texts and numbers out of range', () => {
    expect(ok(schemas.action, { t: 'teleport', unit: 'vercingetorix' })).toBe(false);
    expect(ok(schemas.action, { unit: 'gb-5' })).toBe(false);
    expect(ok(schemas.action, { t: 'end', extra: 1 })).toBe(false);
    expect(ok(schemas.action, { t: 'select', unit: 'g'.repeat(33) })).toBe(false);
    expect(ok(schemas.action, { t: 'select', unit: 'GB 5' })).toBe(false);
    expect(ok(schemas.action, { t: 'attack', hex: '1,2,3' })).toBe(false);
    expect(ok(schemas.action, { t: 'move', unit: 'gb-5', to: 'obmc:XI' })).toBe(false);
    expect(ok(schemas.action, { t: 'join', unit: 'gb-5', battle: 1.5 })).toBe(false);
    expect(ok(schemas.action, { t: 'resolve', battle: -1 })).toBe(false);
    expect(ok(schemas.action, { t: 'resolve', battle: '0' })).toBe(false);
    expect(ok(schemas.action, { t: 'fire', shooter: 'fort-1', volley: 'quaternary', target: 'gb-5' })).toBe(false);
    expect(ok(schemas.action, { t: 'plan', who: 'forts', ranges: 'all', minStrength: 4, holdPrimary: false })).toBe(false);
    expect(ok(schemas.action, { t: 'revive', unit: 'gb-5', to: '3,4' })).toBe(false);
    expect(ok(schemas.action, { t: 'spheres', caesarFrom: 'XI' })).toBe(false);
    expect(ok(schemas.action, { t: 'spheres' })).toBe(false);
  });
});
