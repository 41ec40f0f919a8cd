/** AC 17 — three and four players: each commander moves his own units, in turn, and the screen passes between them. */
import { describe, expect, it } from 'vitest';
import { acUnit } from './data/units';
import { alesiaClassic, seatToAct } from './system';
import { deployed } from './testing';
import { commanderOf } from './commanders';
import { unitIds, type AcState } from './state';
import { ix } from './testing';

const selectable = (s: AcState) => alesiaClassic.legalActions(s).filter((a) => a.t === 'select').map((a) => (a as { unit: string }).unit);

describe('AC 17.1, AC 17.2, AC 17.3 — two Gallic commanders', () => {
  it('with two players the Gaul moves everything; with three, the relief commander moves only relief units while the besieged are shut in', () => {
    const two = deployed('mp2');
    expect(seatToAct(two)).toBe('gallic');
    const three = deployed('mp3', { players: 3 });
    expect(three.step).toBe('relief'); // the besieged commander has nothing to move yet (AC 18.1)
    expect(seatToAct(three)).toBe('relief');
    expect(selectable(three).every((id) => acUnit(id).force === 'relief')).toBe(true);
  });

  it('once the besieged are free, their commander moves first, then hands over to the relief commander (AC 17.3)', () => {
    const base = deployed('mp3b', { players: 3 });
    const s: AcState = structuredClone(base);
    s.coordination.releaseTurn = 1;
    s.step = 'besieged';
    expect(seatToAct(s)).toBe('besieged');
    expect(selectable(s).length).toBeGreaterThan(0);
    expect(selectable(s).every((id) => acUnit(id).force === 'besieged')).toBe(true);
    const r = alesiaClassic.apply(s, { t: 'end' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.phase).toBe('gallic-move');
    expect(seatToAct(r.state)).toBe('relief');
    expect(selectable(r.state).every((id) => acUnit(id).force === 'relief')).toBe(true);
  });
});

describe('AC 17.4 — two Roman commanders', () => {
  it.each([false, true])('Caesar moves the units of his half of the lines, then Labienus his (secret spheres, AC 17.8: %s)', (secretSpheres) => {
    let s = deployed('mp4', { players: 4, secretSpheres });
    while (s.phase !== 'roman-move') {
      const r = alesiaClassic.apply(s, alesiaClassic.legalActions(s).find((a) => a.t === 'end' || a.t === 'fight' || a.t === 'holdFire') ?? alesiaClassic.legalActions(s)[0]);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(seatToAct(s)).toBe('caesar');
    const caesars = selectable(s);
    expect(caesars.length).toBeGreaterThan(20);
    expect(caesars.every((id) => commanderOf(s, id) === 'caesar')).toBe(true);
    const r = alesiaClassic.apply(s, { t: 'end' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(seatToAct(r.state)).toBe('labienus');
    const labienus = selectable(r.state);
    expect(labienus.length).toBeGreaterThan(20);
    expect(labienus.every((id) => commanderOf(r.state, id) === 'labienus')).toBe(true);
  });
});

describe('AC 17.5 — a leader in the other sphere', () => {
  it('takes command of the units within 10 hexes of him, unless the other leader is within 10 of them too', async () => {
    const { position } = await import('./movement/testkit');
    const { acLabel } = await import('./map/grid');
    const { parseHexKey } = await import('../hex/coords');
    const base = position({}, 'roman-move');
    base.options = { ...base.options, players: 4 };
    // A Roman cohort in Labienus's half (the east), Caesar next to it, Labienus far away.
    const east = acLabel(parseHexKey('40,10'));
    const eastNear = acLabel(parseHexKey('41,10'));
    const west = acLabel(parseHexKey('5,40'));
    const s = structuredClone(base);
    for (const [id, l] of [['r-vii-1', east], ['caesar', eastNear], ['labienus', west]] as const) s.units[ix(id)] = { loc: { at: 'hex', hex: (await import('./movement/testkit')).at(l) } };
    const caesarWest = structuredClone(s);
    caesarWest.units[ix('caesar')] = { loc: { at: 'hex', hex: (await import('./movement/testkit')).at(west) } };
    expect(commanderOf(caesarWest, 'r-vii-1')).toBe('labienus');
    expect(commanderOf(s, 'r-vii-1')).toBe('caesar');
    const both = structuredClone(s);
    both.units[ix('labienus')] = { loc: { at: 'hex', hex: (await import('./movement/testkit')).at(eastNear) } };
    expect(commanderOf(both, 'r-vii-1')).toBe('labienus');
  });
});

describe('AC 17.4, AC 17.8 — the spheres of command', () => {
  it('Caesar’s half faces the five contiguous zones chosen at the start; with secret spheres the Gauls learn them at nightfall', async () => {
    const { caesarZones } = await import('./commanders');
    const base = structuredClone(deployed('spheres', { players: 4, secretSpheres: true }));
    expect(caesarZones(base)).toEqual(['I', 'II', 'III', 'IV', 'V']);
    const moved: AcState = { ...base, options: { ...base.options, caesarFrom: 'VIII' } };
    expect(caesarZones(moved)).toEqual(['VIII', 'IX', 'X', 'I', 'II']);
    const unit = unitIds(base).find((id) => id.startsWith('r-') && commanderOf(base, id) === 'labienus' && commanderOf(moved, id) === 'caesar');
    expect(unit).toBeDefined();
    const { AcCtx } = await import('./ctx');
    const { endPeriod } = await import('./flow');
    const ctx = new AcCtx(structuredClone(moved));
    endPeriod(ctx);
    expect(ctx.log.some((e) => e.kind === 'text' && e.rule === 'AC 17.8' && e.text.includes('VIII–II'))).toBe(true);
  });
});
