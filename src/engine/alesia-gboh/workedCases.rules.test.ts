/**
 * The worked cases of the rules index that no other test named (GB-5.45, GB-5.7, GB-9.25-COUNT,
 * GB-10.65, GB-11.0), each with the seed's numbers, on frozen states or frozen inputs.
 * GB-5.65 is not here: AG 5.65 (Alesia-force units outside both walls join the Aedui or Arverni)
 * is not implemented yet (see rules/coverage.test.ts, NOT_YET); its map facts are map/terrain.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { hexKey, parseHexKey } from '../hex/coords';
import { AgCtx } from './ctx';
import { agUnit } from './data';
import { flatGround, k, stack, unit } from './fire/testing';
import { gbohLabel, parseGbohLabel } from './map/grid';
import { zoneLines } from './map/placementLines';
import { recovery } from './recovery';
import type { ShockAttack } from './shock/attack';
import { shockDrms } from './shock/drms';
import { alesiaGboh } from './system';
import { deployed, edit, planAll, play } from './testing';
import type { AgState } from './state';
import { legionsBroken } from './victory';

const K = (label: string): string => hexKey(parseGbohLabel(label)!);
const L = (key: string): string => gbohLabel(parseHexKey(key));

describe('GB-5.45 — the Bellovaci’s counter in Zone II', () => {
  const line = (first: string) => zoneLines(['W'], 'II').find((l) => l.hexes[0] === K(first))!;
  const open = (first: string) => { const l = line(first); return l.hexes.filter((_, i) => l.open[i]).map(L); };
  it('from edge hex W3901: W3901–W3908, W3908 being 3 hexes from the Rampart W3911 (W3909, W3910 barred)', () => {
    expect(open('W3901')).toEqual(['W3901', 'W3902', 'W3903', 'W3904', 'W3905', 'W3906', 'W3907', 'W3908']);
  });
  it('from edge hex W3601: W3601–W3604, W3604 being 2 hexes from the camp wall in W3606', () => {
    expect(open('W3601')).toEqual(['W3601', 'W3602', 'W3603', 'W3604']);
  });
});

describe('GB-5.7 — a cavalry counter’s contents', () => {
  it('Size 10: six cavalry and four LI may come out of it, and then nothing more', () => {
    let s = play(planAll(deployed('12.2', 'gb-5-7'), { 'cavalry-1': 'II' }), { t: 'placeTribe', tribe: 'cavalry-1', zone: 'II' }, { t: 'endPlacement' });
    s = play(s, { t: 'activate', leader: 'gallic-cavalry-leader-1' });
    const out = (type: string) => Object.entries(s.units).filter(([id, u]) => u.via === 'cavalry-1' && agUnit(id).type === type).length;
    for (let i = 0; i < 20; i++) {
      const rel = alesiaGboh.legalActions(deepFreeze(s)).filter((a): a is Extract<typeof a, { t: 'release' }> => a.t === 'release');
      const pick = out('LN') < 6 ? rel.find((a) => agUnit(a.unit).type === 'LN') : rel.find((a) => agUnit(a.unit).type === 'LI');
      if (!pick) break;
      s = play(s, pick);
    }
    expect(out('LN')).toBe(6);
    expect(out('LI')).toBe(4);
    expect(Object.values(s.units).filter((u) => u.via === 'cavalry-1')).toHaveLength(10);
    expect(alesiaGboh.legalActions(deepFreeze(s)).some((a) => a.t === 'release')).toBe(false);
  });
});

describe('GB-9.25-COUNT — the unit-count DRM', () => {
  it('two units shocking one: +1 to the attacker', () => {
    const a: ShockAttack = deepFreeze({
      moved: false, mandatory: false, leaders: [],
      attackers: [stack(k(0, 0), unit('a1', 'BI', k(0, 0), 0, { side: 'gallic' })), stack(k(0, 1), unit('a2', 'BI', k(0, 1), 5, { side: 'gallic' }))],
      defenders: [stack(k(1, 0), unit('d', 'CO', k(1, 0), 3))],
    });
    const count = shockDrms(flatGround(), a).filter((d) => /more units/.test(d.reason));
    expect(count.map((d) => d.value)).toEqual([1]);
  });
});

describe('GB-10.65 — recovery of Hits', () => {
  it('a unit not routed with 3 Hits sheds 1 (half, rounded down) and keeps 2 for the next AP', () => {
    const s = deployed('12.2', 'gb-10-65');
    const id = Object.keys(s.units).find((u) => agUnit(u).type === 'CO' && s.units[u].loc.at === 'hex')!;
    const ctx = new AgCtx(edit(s, (x) => { x.units[id] = { ...x.units[id], hits: 3 }; }));
    recovery(ctx);
    expect(ctx.s.units[id].hits).toBe(2);
    expect(ctx.s.units[id].routed).toBeUndefined();
  });
});

describe('GB-11.0 — the legion victory threshold', () => {
  const s = deployed('12.2', 'gb-11-0');
  const legion = s.legions[0];
  const cohorts = Object.keys(s.units).filter((id) => agUnit(id).legion === legion && agUnit(id).type === 'CO');
  const out = (n: number): AgState => edit(s, (x) => { for (const id of cohorts.slice(0, n)) x.units[id] = { ...x.units[id], loc: { at: 'gone' } }; });
  it('a full legion of 10 cohorts on the map is broken at 6 routed or eliminated, not at 5', () => {
    expect(cohorts).toHaveLength(10);
    expect(legionsBroken(out(5))).not.toContain(legion);
    expect(legionsBroken(out(6))).toContain(legion);
    const routed = edit(s, (x) => { for (const id of cohorts.slice(0, 6)) x.units[id] = { ...x.units[id], routed: true }; });
    expect(legionsBroken(routed)).toContain(legion);
  });
  it('four such legions at the end of an AP: the Gaul wins', () => {
    const ended = (n: number) => {
      const st = deepFreeze(edit(s, (x) => {
        for (const l of x.legions.slice(0, n)) {
          const cos = Object.keys(x.units).filter((id) => agUnit(id).legion === l && agUnit(id).type === 'CO');
          for (const id of cos.slice(0, 6)) x.units[id] = { ...x.units[id], loc: { at: 'gone' } };
        }
        x.step = 'choose';
        x.ap.owner = 'gallic';
        x.ap.phases = 5;
        x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 0 };
      }));
      return alesiaGboh.outcome(play(st, { t: 'callOff' }));
    };
    expect(ended(4)?.winner).toBe('gallic');
    expect(ended(3)).toBeNull();
  });
});
