/** Optional rules (AC 8.4, 17.6, 17.8, 25.7) on hand-built positions and new games. */
import { describe, expect, it } from 'vitest';
import { AcCtx } from './ctx';
import { at, position } from './movement/testkit';
import { reachOf } from './movement/moves';
import { workOnTrench } from './trench';
import { commanderOf, firstCommander } from './commanders';
import { deployed } from './testing';
import { unitOf, unitIds, type AcState } from './state';
import { ix } from './testing';

describe('AC 8.4 (optional) — filling in the Isolated Trench', () => {
  it('four turns running with two different units each turn fill a trench hex; infantry then crosses it, cavalry still stops', () => {
    let s: AcState = position({ 'gb-1': 'X28', 'gb-2': 'X28' });
    s.options = { ...s.options, trenchFill: true };
    const pairs = [['gb-1', 'gb-2'], ['gb-3', 'gb-4'], ['gb-5', 'gb-6'], ['gb-7', 'gb-8']];
    pairs.forEach(([a, b], i) => {
      for (const p of pairs.flat()) s.units[ix(p)] = { loc: { at: 'gone', why: 'eliminated' } };
      s.units[ix(a)] = { loc: { at: 'hex', hex: at('X28') } };
      s.units[ix(b)] = { loc: { at: 'hex', hex: at('X28') } };
      const ctx = new AcCtx(structuredClone(s));
      workOnTrench(ctx);
      s = ctx.s;
      expect(s.trench!.filled.includes(at('X28')), `after turn ${i + 1}`).toBe(i === 3);
    });
    s.units[ix('gb-7')] = { loc: { at: 'hex', hex: at('X27') } };
    s.units[ix('gb-8')] = { loc: { at: 'gone', why: 'eliminated' } };
    expect(reachOf(s, 'gb-7').halted.has(at('X28'))).toBe(false);
    s.units[ix('gc-1')] = { loc: { at: 'hex', hex: at('X27') } };
    expect(reachOf(s, 'gc-1').halted.has(at('X28'))).toBe(true);
  });

  it('the same units staying do not count: the work starts again', () => {
    let s: AcState = position({ 'gb-1': 'X28', 'gb-2': 'X28' });
    s.options = { ...s.options, trenchFill: true };
    for (let i = 0; i < 5; i++) {
      const ctx = new AcCtx(structuredClone(s));
      workOnTrench(ctx);
      s = ctx.s;
    }
    expect(s.trench!.filled).toEqual([]);
    expect(s.trench!.work[at('X28')].turns).toBe(1);
  });
});

describe('AC 17.6 (optional) — a Roman commander out of the game', () => {
  it('with four players, when Caesar falls, Labienus commands every Roman unit and moves first', () => {
    const s: AcState = structuredClone(deployed('out', { players: 4, leaderOut: true }));
    const someCaesarUnit = unitIds(s).find((id) => id.startsWith('r-') && commanderOf(s, id) === 'caesar')!;
    s.units[ix('caesar')] = { loc: { at: 'gone', why: 'eliminated' } };
    expect(commanderOf(s, someCaesarUnit)).toBe('labienus');
    expect(firstCommander(s, 'roman')).toBe('labienus');
    const without: AcState = { ...s, options: { ...s.options, leaderOut: false } };
    expect(commanderOf(without, someCaesarUnit)).toBe('caesar');
  });
});

describe('AC 17.8 (optional) — secret spheres of command, an option of its own', () => {
  it('is off unless chosen, is on or off, and with it off the Gauls see the split and read it in the log', async () => {
    const { readOptions } = await import('./setup/setup');
    const { alesiaClassic } = await import('./system');
    const { visibleLog } = await import('../core/log');
    const read = readOptions({ players: 4 });
    expect(typeof read === 'object' && read.secretSpheres).toBeFalsy();
    expect(readOptions({ players: 4, secretSpheres: 'yes' as never })).toBe('Optional rule 17.8 is on or off.');
    expect(typeof readOptions({ players: 4, secretSpheres: true })).toBe('object');
    for (const secretSpheres of [false, true]) {
      const r = alesiaClassic.setup({ scenario: 'standard', seed: 'opt-spheres', options: { players: 4, caesarFrom: 'VI', secretSpheres } });
      if (!r.ok) throw new Error(r.rejection.message);
      const named = r.log.filter((e) => e.kind === 'text' && e.text.includes('VI–X'));
      expect(named).toHaveLength(1);
      expect(visibleLog(r.log, 'relief').includes(named[0]), `secret ${secretSpheres}`).toBe(!secretSpheres);
      expect(visibleLog(r.log, 'labienus')).toContain(named[0]);
      expect(alesiaClassic.view(r.state, 'gallic').options.caesarFrom).toBe(secretSpheres ? undefined : 'VI');
    }
  });
});

describe('AC 25.7 (optional) — stacks on forts and ramparts hidden from the attacker', () => {
  it('the enemy sees only the top counter of a stack on a rampart hex, and how many lie under it', async () => {
    const { alesiaClassic } = await import('./system');
    const { acMap } = await import('./map/map');
    const { acLabel } = await import('./map/grid');
    const rampart = [...acMap().hexes.values()].find((d) => d.rampart === 'perimeter' && d.line === 'outer')!;
    const label = acLabel(rampart.hex);
    const s = position({ 'r-vii-1': label, 'r-vii-2': label, caesar: label }, 'gallic-move');
    const open = alesiaClassic.view(s, 'gallic');
    expect(unitIds(open)).toEqual(expect.arrayContaining(['r-vii-1', 'r-vii-2', 'caesar']));
    s.options = { ...s.options, hiddenStacks: true };
    const hidden = alesiaClassic.view(s, 'gallic');
    expect(unitIds(hidden).filter((id) => unitOf(hidden, id).loc.at === 'hex')).toEqual(['caesar']); // the leader on top (AC 10.5)
    expect(Object.values(hidden.concealed)).toEqual([2]);
    expect(alesiaClassic.view(s, 'roman').concealed).toEqual({}); // his own stacks he sees
  });
});
