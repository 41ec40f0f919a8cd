/** Gallic planning and entry (AG 5.31–5.45, 5.62–5.63, 12.1 Gauls, 12.2 Night) with the seed's worked examples. */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from './system';
import { deployed, edit, planAll, play, playLogged, refusal, withDice } from './testing';
import { GALLIC_ENTRY_TABLE } from './tables/entry';
import type { AgAction } from './actions';
import type { AgState } from './state';

const legal = (s: AgState) => alesiaGboh.legalActions(s);
/** A legal entry like `a` (a `placeTribe` without a hex: on any hex of its zone, AG 5.45). */
const has = (s: AgState, a: AgAction) =>
  legal(s).some((x) => JSON.stringify(a.t === 'placeTribe' && !a.hex && x.t === 'placeTribe' ? { ...x, hex: undefined } : x) === JSON.stringify(a));
const entryZones = (s: AgState) => legal(s).filter((a) => a.t === 'entry').map((a) => (a as { zone: string }).zone);

/** GB-5.42's plan: the Arverni in Zone I; the Senones, Boii and Nervii in Zone III; the rest in Zone I. Nothing placed at first. */
function gb542(): AgState {
  return play(planAll(deployed('12.2'), { senones: 'III', boii: 'III', nervii: 'III' }), { t: 'endPlacement' });
}
const atGallicPhase = (s: AgState, n: number, lastEntry: number | null = null) => edit(s, (x) => { x.ap.gallicPhases = n; x.ap.lastEntry = lastEntry; });

describe('AG 5.31, 5.43 — planning', () => {
  it('AG 5.31: every available tribe must have a zone before planning ends', () => {
    const s = deployed('12.2');
    expect(refusal(s, { t: 'endPlanning' })).toBe('AG 5.31');
    const one = play(s, { t: 'assign', tribe: 'arverni', zone: 'I' });
    expect(has(one, { t: 'endPlanning' })).toBe(false);
  });

  it('AG 5.43: beyond Zones I–II a zone takes at most 5 Control points (GB-DEP: Zone III = Pictones 2 + Turoni 2 + Boii 1)', () => {
    const s = play(deployed('12.2'), { t: 'assign', tribe: 'pictones', zone: 'III' }, { t: 'assign', tribe: 'turoni', zone: 'III' }, { t: 'assign', tribe: 'boii', zone: 'III' });
    expect(refusal(s, { t: 'assign', tribe: 'nervii', zone: 'III' })).toBe('AG 5.43');
    // Zones I and II have no cap (GB-DEP: 13 CP in Zone I).
    let t = s;
    for (const tribe of ['ambiani', 'aulerci-cenomani', 'aulerci-eburovices', 'lexovii', 'rauraci', 'ruteni', 'santoni', 'nervii', 'petrocorii', 'suessiones', 'veliocasses']) t = play(t, { t: 'assign', tribe, zone: 'I' });
    expect(Object.values(t.plan.assign).filter((z) => z === 'I')).toHaveLength(11);
    // Reading Q9: the Arverni's "Area IV" would put Zone IV over the cap.
    const iv = play(deployed('12.2'), { t: 'assign', tribe: 'bituriges', zone: 'IV' }, { t: 'assign', tribe: 'senones', zone: 'IV' }, { t: 'assign', tribe: 'morini', zone: 'IV' });
    expect(has(iv, { t: 'assign', tribe: 'arverni', zone: 'IV' })).toBe(false);
    expect(has(iv, { t: 'assign', tribe: 'arverni', zone: 'V' })).toBe(true);
  });

  it('12.2 plays on the West sheet: Zones I–VIII (reconstructed); 12.3 opens all sixteen', () => {
    expect(has(deployed('12.2'), { t: 'assign', tribe: 'boii', zone: 'IX' })).toBe(false);
    expect(has(deployed('12.3'), { t: 'assign', tribe: 'boii', zone: 'XVI' })).toBe(true);
  });
});

describe('AG 5.41 — Initial Placement', () => {
  it('≤ 8 Control points, Zones I–II only, free (GB-DEP: Armoricans 3 + Atrebates 1 in I, both cavalry counters 4 in II)', () => {
    let s = planAll(deployed('12.2'), { 'cavalry-1': 'II', 'cavalry-2': 'II', senones: 'III' });
    expect(has(s, { t: 'placeTribe', tribe: 'senones', zone: 'III' })).toBe(false);
    s = play(s,
      { t: 'placeTribe', tribe: 'armoricani', zone: 'I' },
      { t: 'placeTribe', tribe: 'atrebates', zone: 'I' },
      { t: 'placeTribe', tribe: 'cavalry-1', zone: 'II' },
      { t: 'placeTribe', tribe: 'cavalry-2', zone: 'II' });
    expect(s.ap.initialCp).toBe(8);
    expect(legal(s).some((a) => a.t === 'placeTribe')).toBe(false);
    expect(refusal(s, { t: 'placeTribe', tribe: 'boii', zone: 'I' })).toBe('AG 5.41');
    // The cavalry leaders come with their counters; a chief must come with the Armoricans.
    // AG 5.41: the cavalry leader comes with his counter and stands on its hex.
    expect(s.leaders['gallic-cavalry-leader-1'].loc).toEqual({ at: 'hex', hex: s.tribes['cavalry-1'].hex });
    expect(refusal(s, { t: 'endPlacement' })).toBe('AG 5.42');
    s = play(s, { t: 'placeChief', leader: 'vercassivellaunus', tribe: 'armoricani' }, { t: 'endPlacement' });
    expect(s.step).toBe('choose');
  });

  it('a placement over 8 is refused: 3 + 3 + 3', () => {
    const s = play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'armoricani', zone: 'I' }, { t: 'placeTribe', tribe: 'arverni', zone: 'I' });
    expect(has(s, { t: 'placeTribe', tribe: 'aedui', zone: 'I' })).toBe(false);
    expect(has(s, { t: 'placeTribe', tribe: 'sequani', zone: 'I' })).toBe(true);
  });
});

describe('AG 5.32–5.35, 5.42 — entries in the Activation Phases', () => {
  it('AG 5.32: in the first three Gallic phases only Zones I–II', () => {
    for (const n of [1, 2, 3]) {
      const s = atGallicPhase(gb542(), n);
      expect(entryZones(s)).toEqual(['I']);
      expect(refusal(s, { t: 'entry', zone: 'III' })).toBe('AG 5.32');
    }
  });

  it('GB-5.42: from the fourth phase the Gaul may place the Arverni automatically, or roll for Zone III', () => {
    const s = atGallicPhase(gb542(), 4);
    expect(entryZones(s).sort()).toEqual(['I', 'III']);
    const auto = playLogged(s, { t: 'entry', zone: 'I' });
    expect(auto.rolls).toHaveLength(0);
    expect(auto.s.step).toBe('entering');
    expect(has(auto.s, { t: 'placeTribe', tribe: 'arverni', zone: 'I' })).toBe(true);
  });

  it('GB-5.42: Zone III arrives on 0–8 — a raw 8 places Senones, Boii and Nervii (4 CP)', () => {
    expect(GALLIC_ENTRY_TABLE.III).toMatchObject({ automatic: false, maxSuccess: 8 });
    const { s, rolls } = playLogged(withDice(atGallicPhase(gb542(), 4), [8]), { t: 'entry', zone: 'III' });
    expect(rolls[0]).toMatchObject({ rule: 'AG 5.33', dice: [8], total: 8, result: 'Arrive', hiddenFrom: ['roman'] });
    const t = play(s,
      { t: 'placeTribe', tribe: 'senones', zone: 'III' }, { t: 'placeTribe', tribe: 'boii', zone: 'III' }, { t: 'placeTribe', tribe: 'nervii', zone: 'III' },
      { t: 'placeChief', leader: 'sedullus', tribe: 'senones' }, { t: 'endPlacement' });
    expect(t.tribes.senones).toMatchObject({ status: 'placed', zone: 'III' });
    expect(t.ap.zoneCp.III).toBe(4);
    expect(t.ap.owner).toBe('roman'); // AG 5.42: placing takes the whole activation
  });

  it('GB-5.42, AG 5.34: a 9 fails — the phase is wasted; the Roman learns only that it failed', () => {
    const { s, rolls, texts } = playLogged(withDice(atGallicPhase(gb542(), 4), [9]), { t: 'entry', zone: 'III' });
    expect(rolls[0]).toMatchObject({ dice: [9], result: 'Lost', hiddenFrom: ['roman'] });
    expect(texts.some((t) => /entry attempt failed/.test(t) && !/III|Senones/.test(t))).toBe(true);
    expect(s.ap.owner).toBe('roman');
    expect(s.tribes.senones.status).toBe('available');
    expect(s.ap.lastEntry).toBe(4);
  });

  it('AG 5.42 (reading Q17): no entry in the Gallic phase right after one with an entry attempt', () => {
    const s = atGallicPhase(gb542(), 5, 4);
    expect(entryZones(s)).toEqual([]);
    expect(refusal(s, { t: 'entry', zone: 'I' })).toBe('AG 5.42');
    expect(entryZones(atGallicPhase(gb542(), 6, 4)).sort()).toEqual(['I', 'III']);
  });

  it('AG 5.42: at most 5 Control points in one entry, into the one zone chosen', () => {
    const s0 = play(planAll(deployed('12.2'), { sequani: 'I', boii: 'II' }), { t: 'endPlacement' });
    let s = play(s0, { t: 'entry', zone: 'I' }, { t: 'placeTribe', tribe: 'arverni', zone: 'I' }, { t: 'placeTribe', tribe: 'sequani', zone: 'I' });
    expect(legal(s).some((a) => a.t === 'placeTribe')).toBe(false); // 5 CP placed
    expect(refusal(s, { t: 'placeTribe', tribe: 'atrebates', zone: 'I' })).toBe('AG 5.42');
    expect(refusal(s, { t: 'placeTribe', tribe: 'boii', zone: 'II' })).toBe('AG 5.42');
    s = play(s, { t: 'placeChief', leader: 'vercassivellaunus', tribe: 'arverni' }, { t: 'endPlacement' });
    expect(s.ap.owner).toBe('roman');
  });

  it('AG 5.42: no entry while a counter on the map has not yet put out a unit', () => {
    const s = play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
    expect(entryZones(s)).toEqual([]);
    const after = edit(s, (x) => { x.tribes.sequani.released = 6; });
    expect(entryZones(after)).toEqual(['I']);
  });

  it('AG 5.43: a zone’s cap counts the whole AP', () => {
    const s = edit(atGallicPhase(gb542(), 4), (x) => { x.ap.zoneCp.III = 4; });
    expect(entryZones(s)).toContain('III'); // Boii or Nervii (1) still fit
    const full = edit(s, (x) => { x.ap.zoneCp.III = 5; });
    expect(entryZones(full)).toEqual(['I']);
  });

  it('AG 12.2 Night (GB-12.2-NIGHT): +3 to the entry die — Zone III succeeds on a raw 0–5', () => {
    const night = edit(atGallicPhase(gb542(), 4), (x) => { x.ap.night = true; });
    const ok = playLogged(withDice(night, [5]), { t: 'entry', zone: 'III' });
    expect(ok.rolls[0]).toMatchObject({ dice: [5], total: 8, result: 'Arrive' });
    expect(ok.rolls[0].modifiers).toEqual([{ value: 3, reason: 'Night attack', rule: 'AG 12.2 Night' }]);
    const lost = playLogged(withDice(night, [6]), { t: 'entry', zone: 'III' });
    expect(lost.rolls[0]).toMatchObject({ total: 9, result: 'Lost' });
  });
});

describe('AG 5.62–5.63 — the Alesia force', () => {
  function withRelief(): AgState {
    return play(planAll(deployed('12.2')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
  }
  it('AG 5.62: not before a relief tribe’s units are on the map', () => {
    const s = withRelief();
    expect(has(s, { t: 'activate', leader: 'vercingetorix' })).toBe(false);
    const out = edit(s, (x) => { x.units['bi-sequani-1'].loc = { at: 'counter', tribe: 'sequani' }; });
    expect(has(out, { t: 'activate', leader: 'vercingetorix' })).toBe(true);
  });
  it('AG 5.63: enters on 0–6; a failure makes the Gaul activate another Command in the same phase', () => {
    const out = edit(withRelief(), (x) => { x.units['bi-sequani-1'].loc = { at: 'counter', tribe: 'sequani' }; });
    const fail = playLogged(withDice(out, [7]), { t: 'activate', leader: 'vercingetorix' });
    expect(fail.rolls[0]).toMatchObject({ rule: 'AG 5.63', dice: [7], result: 'Stays' });
    expect(fail.s.step).toBe('choose');
    expect(has(fail.s, { t: 'activate', leader: 'vercingetorix' })).toBe(false);
    expect(legal(fail.s).filter((a) => a.t !== 'seizeOrder' && a.t !== 'reactOrder' && a.t !== 'combatOrder' /* standing orders (X2) */).every((a) => a.t === 'activate')).toBe(true);
    const ok = play(withDice(out, [6]), { t: 'activate', leader: 'vercingetorix' });
    expect(ok.alesiaEntered).toBe(true);
    expect(ok.command?.kind).toBe('alesia');
    expect(ok.command?.units).toHaveLength(44);
  });
});

describe('AG 12.1 Gauls — the Final Assault (reading Q8)', () => {
  function final(): AgState {
    return play(deployed('12.1'), { t: 'choose', tribe: 'arverni' }, { t: 'choose', tribe: 'senones' }, { t: 'choose', tribe: 'boii' }, { t: 'choose', tribe: 'nervii' }, { t: 'choose', tribe: 'sequani' }, { t: 'endPlanning' });
  }
  it('at most 80 Size points of relief counters', () => {
    let s = deployed('12.1');
    for (const t of ['aedui', 'arverni', 'armoricani']) s = play(s, { t: 'choose', tribe: t }); // 21 + 21 + 18 = 60
    expect(has(s, { t: 'choose', tribe: 'sequani' })).toBe(true); // 67
    s = play(s, { t: 'choose', tribe: 'sequani' }, { t: 'choose', tribe: 'senones' }); // 74
    expect(has(s, { t: 'choose', tribe: 'bituriges' })).toBe(false); // 81 > 80
    expect(refusal(s, { t: 'choose', tribe: 'bituriges' })).toBe('AG 12.1 Gauls');
    expect(has(s, { t: 'choose', tribe: 'nervii' })).toBe(true); // 77
  });
  it('up to 3 counters at the start of a Gallic phase, in one of Zones III–VI, free; no Initial Placement', () => {
    let s = final();
    expect(s.step).toBe('choose');
    expect(has(s, { t: 'placeTribe', tribe: 'arverni', zone: 'I' })).toBe(false);
    expect(has(s, { t: 'placeTribe', tribe: 'arverni', zone: 'VI' })).toBe(true);
    s = play(s, { t: 'placeTribe', tribe: 'arverni', zone: 'IV' });
    expect(has(s, { t: 'placeTribe', tribe: 'senones', zone: 'V' })).toBe(false); // one zone
    s = play(s, { t: 'placeTribe', tribe: 'senones', zone: 'IV' }, { t: 'placeTribe', tribe: 'boii', zone: 'IV' });
    expect(legal(s).some((a) => a.t === 'placeTribe')).toBe(false); // three placed
    // The chief rule of 5.42 holds: no Command, no phase, until a chief comes with them.
    expect(legal(s).filter((a) => a.t !== 'seizeOrder' && a.t !== 'reactOrder' && a.t !== 'combatOrder' /* standing orders (X2) */).every((a) => a.t === 'placeChief')).toBe(true);
    s = play(s, { t: 'placeChief', leader: 'vercassivellaunus', tribe: 'arverni' });
    expect(has(s, { t: 'activate', leader: 'vercassivellaunus' })).toBe(true);
  });
});
