/** BG 3.3.3 — the Rhine and the Rhenus marker; BG 3.3.3 (a) and scenario bars on borders. */
import { describe, expect, it } from 'vitest';
import type { LogEntry, TextEntry } from '../core/log';
import { Ctx } from './ctx';
import { barredOverseas, crossingBar, gallicTribal, mayCrossBorder } from './borders';
import { dropRhenus, earnRhenus, mayCrossRhine, onRhine, rhenusRegions, rhineFreeRule, watchRhine } from './rhine';
import { helvetii } from './testing/helvetii';
import { addLeader, addUnit, clearPieces, place } from './testing/states';
import type { BellumState } from './state';

const texts = (log: readonly LogEntry[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);

/** Scenario 6.2 with the board cleared: its special rules (German host free of the Rhine, barred from Belgica) stay. */
function board(): BellumState {
  const s = clearPieces(helvetii('rhine'));
  s.rhenus = {};
  s.rhineWatch = {};
  return s;
}

describe('BG 3.3.3 — the Rhine', () => {
  it('regions on the Rhine', () => {
    expect(onRhine('sequani')).toBe(true);
    expect(onRhine('germania')).toBe(true);
    expect(onRhine('aedui')).toBe(false);
    expect(onRhine('nowhere')).toBe(false);
  });

  it('the watch notes pieces on a bank region as the turn begins; ships and pieces off the map are not watched', () => {
    const s = board();
    place(s, ['caesar', 'legio-vii'], 'sequani');
    place(s, ['labienus', 'legio-x'], 'aedui');
    s.units['trireme-1'] = { region: 'morini', place: null, out: null, reduced: false };
    s.units['legio-xi'] = { region: null, place: null, out: null, reduced: false };
    watchRhine(s);
    expect(s.rhineWatch).toEqual({ caesar: 'sequani', 'legio-vii': 'sequani' });
  });

  it('a whole turn in a bank region its side holds, without combat there, earns each piece its marker; the log counts them', () => {
    const s = board();
    place(s, ['caesar', 'legio-vii'], 'sequani');
    watchRhine(s);
    const ctx = new Ctx(s);
    earnRhenus(ctx);
    expect(s.rhenus).toEqual({ caesar: 'sequani', 'legio-vii': 'sequani' });
    expect(texts(ctx.log)).toEqual(['Rhenus marker: 2 Roman pieces in Sequani spent the turn on the Rhine without fighting and may cross it from the next turn.']);
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 3.3.3', refs: [{ kind: 'region', id: 'sequani' }] });
    expect(rhenusRegions(s, 'roman')).toEqual(['sequani']);
    expect(rhenusRegions(s, 'gallic')).toEqual([]);
    // a second turn earns nothing new and logs nothing
    const again = new Ctx(s);
    earnRhenus(again);
    expect(again.log).toEqual([]);
  });

  it('one piece: the log says "1 … piece"', () => {
    const s = board();
    place(s, ['legio-vii'], 'sequani');
    watchRhine(s);
    const ctx = new Ctx(s);
    earnRhenus(ctx);
    expect(texts(ctx.log)).toEqual(['Rhenus marker: 1 Roman piece in Sequani spent the turn on the Rhine without fighting and may cross it from the next turn.']);
  });

  it('no marker where the region is not the side\'s, where there was combat, or for a piece that arrived or left during the turn', () => {
    const s = board();
    place(s, ['caesar', 'legio-vii'], 'sequani');
    addUnit(s, 'sequani-inf', 'sequani'); // contested
    watchRhine(s);
    earnRhenus(new Ctx(s));
    expect(s.rhenus).toEqual({});
    const t = board();
    place(t, ['caesar', 'legio-vii'], 'sequani');
    watchRhine(t);
    t.combat = { encounters: [{ region: 'sequani' }], index: 0 } as never;
    earnRhenus(new Ctx(t));
    expect(t.rhenus).toEqual({});
    const u = board();
    place(u, ['caesar', 'legio-vii'], 'sequani');
    watchRhine(u);
    place(u, ['legio-vii'], 'lingones');
    place(u, ['legio-x'], 'sequani');
    earnRhenus(new Ctx(u));
    expect(u.rhenus).toEqual({ caesar: 'sequani' });
    const v = board();
    place(v, ['caesar', 'legio-vii'], 'sequani');
    watchRhine(v);
    v.units['legio-vii'].out = 'eliminated';
    earnRhenus(new Ctx(v));
    expect(v.rhenus).toEqual({ caesar: 'sequani' });
  });

  it('Gallic tribal pieces never earn one on the Gallic bank; Germans in Germania do', () => {
    const s = board();
    place(s, ['orgetorix'], 'sequani');
    addUnit(s, 'sequani-inf', 'sequani');
    addUnit(s, 'german-inf-1', 'germania');
    addLeader(s, 'ariovistus', 'germania');
    s.control.germania = 'gallic';
    watchRhine(s);
    const ctx = new Ctx(s);
    earnRhenus(ctx);
    expect(s.rhenus).toEqual({ ariovistus: 'germania', 'german-inf-1': 'germania' });
    expect(texts(ctx.log)).toEqual(['Rhenus marker: 2 Gallic pieces in Germania spent the turn on the Rhine without fighting and may cross it from the next turn.']);
    expect(rhenusRegions(s, 'gallic')).toEqual(['germania']);
  });

  it('a marker lapses once its piece leaves the region or the game; leaving drops it at once', () => {
    const s = board();
    place(s, ['caesar', 'legio-vii', 'legio-x'], 'lingones');
    s.units['legio-x'].out = 'eliminated';
    s.rhenus = { caesar: 'sequani', 'legio-vii': 'lingones', 'legio-x': 'lingones' };
    earnRhenus(new Ctx(s));
    expect(s.rhenus).toEqual({ 'legio-vii': 'lingones' });
    expect(rhenusRegions(s, 'roman')).toEqual(['lingones']);
    dropRhenus(s, ['legio-vii', 'caesar']);
    expect(s.rhenus).toEqual({});
  });

  it('crossing needs every piece\'s marker from the bank it leaves, unless the scenario frees it (BG 6.2.7)', () => {
    const s = board();
    s.rhenus = { caesar: 'sequani', 'legio-vii': 'sequani', 'legio-x': 'treveri' };
    expect(mayCrossRhine(s, 'sequani', ['caesar', 'legio-vii'])).toBe(true);
    expect(mayCrossRhine(s, 'sequani', ['caesar', 'legio-x'])).toBe(false);
    expect(rhineFreeRule(s, 'german-inf-1')).toBe('BG 6.2.7');
    expect(rhineFreeRule(s, 'caesar')).toBeNull();
    expect(mayCrossRhine(s, 'germania', ['german-inf-1', 'ariovistus'])).toBe(true);
    const a = clearPieces(structuredClone(s));
    a.scenario = 'aquitania';
    expect(rhineFreeRule(a, 'german-inf-1')).toBeNull();
  });
});

describe('BG 3.3 / 3.3.3 — which borders a force may cross', () => {
  it('only a shared border', () => {
    const s = board();
    expect(crossingBar(s, 'aedui', 'veneti', ['legio-x'])).toEqual({ rule: 'BG 3.3', why: 'no shared border' });
    expect(crossingBar(s, 'nowhere', 'veneti', ['legio-x'])).toEqual({ rule: 'BG 3.3', why: 'no shared border' });
    expect(crossingBar(s, 'aedui', 'lingones', ['legio-x'])).toBeNull();
    expect(mayCrossBorder(s, 'aedui', 'lingones', ['legio-x'])).toBe(true);
  });

  it('BG 3.3.3 (a): anti-Roman Gallic units and chiefs never go overseas; pro-Roman Gauls only with Romans', () => {
    const s = board();
    s.rhenus = { 'sequani-inf': 'sequani', orgetorix: 'sequani', diviciacos: 'sequani', 'allied-cav-1': 'sequani', 'legio-x': 'sequani' };
    expect(crossingBar(s, 'sequani', 'germania', ['sequani-inf'])).toEqual({ rule: 'BG 3.3.3', why: 'Britannia and Germania are closed to anti-Roman Gallic units' });
    expect(crossingBar(s, 'sequani', 'germania', ['orgetorix'])).toEqual({ rule: 'BG 3.3.3', why: 'Britannia and Germania are closed to Gallic chiefs' });
    const alone = { rule: 'BG 3.3.3', why: 'pro-Roman Gallic units enter Britannia or Germania only with a Roman force' };
    expect(crossingBar(s, 'sequani', 'germania', ['allied-cav-1'])).toEqual(alone);
    expect(crossingBar(s, 'sequani', 'germania', ['diviciacos'])).toEqual(alone);
    expect(crossingBar(s, 'sequani', 'germania', ['diviciacos', 'allied-cav-1'])).toEqual(alone);
    expect(crossingBar(s, 'sequani', 'germania', ['allied-cav-1', 'legio-x'])).toBeNull();
    s.rhenus.caesar = 'sequani';
    expect(crossingBar(s, 'sequani', 'germania', ['allied-cav-1', 'caesar'])).toBeNull();
    // the bar is overseas only: Gauls cross into Gallic regions freely
    expect(crossingBar(s, 'sequani', 'lingones', ['sequani-inf', 'orgetorix'])).toBeNull();
  });

  it('Britons and Germans are no "Gallic tribal" units; Gallic cavalry is', () => {
    expect(gallicTribal('sequani-inf')).toBe(true);
    expect(gallicTribal('helvetii-cav')).toBe(true);
    expect(gallicTribal('trinovantes-inf')).toBe(false);
    expect(gallicTribal('german-inf-1')).toBe(false);
    expect(gallicTribal('allied-cav-1')).toBe(false);
    expect(gallicTribal('legio-x')).toBe(false);
    expect(gallicTribal('caesar')).toBe(false);
    expect(barredOverseas('orgetorix')).toBe(true);
    expect(barredOverseas('cassivellaunos')).toBe(false); // a Briton's home is overseas
    expect(barredOverseas('ariovistus')).toBe(false); // no tribe
    expect(barredOverseas('diviciacos')).toBe(false); // pro-Roman
    expect(barredOverseas('caesar')).toBe(false);
  });

  it('a scenario bar names its group and the sector (BG 6.2.7: the Germans stay out of Belgica)', () => {
    const s = board();
    expect(crossingBar(s, 'treveri', 'remi', ['german-inf-1'])).toMatchObject({ rule: 'BG 6.2.7' });
    expect(crossingBar(s, 'treveri', 'remi', ['german-inf-1'])!.why).toMatch(/may not enter Remi's sector$/);
    expect(crossingBar(s, 'treveri', 'remi', ['legio-x'])).toBeNull();
    expect(crossingBar(s, 'sequani', 'lingones', ['german-inf-1'])).toBeNull(); // another sector
  });

  it('the Rhine border needs the marker, the refusal says so; other borders of a bank region do not', () => {
    const s = board();
    expect(crossingBar(s, 'sequani', 'germania', ['legio-x'])).toEqual({ rule: 'BG 3.3.3', why: 'crossing the Rhine needs a Rhenus marker: a turn without fighting in a controlled bank region' });
    expect(crossingBar(s, 'sequani', 'lingones', ['legio-x'])).toBeNull();
    s.rhenus = { 'legio-x': 'sequani' };
    expect(crossingBar(s, 'sequani', 'germania', ['legio-x'])).toBeNull();
  });
});
