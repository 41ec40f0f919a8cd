/** What the Bellum search leaves out (prune.ts), on positions of every scenario and a battle board. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import type { Side } from '../state';
import { LEADER_BY_ID } from '../data/leaders';
import { nerviiState } from '../testing/nervii';
import { toCombat } from '../combat/testkit';
import { pruneBellum } from './prune';
import { canSplit } from './march';
import { BOT_SCENARIOS, choicePositions, gamePositions } from './testPositions';

describe('Bellum bot: prune', () => {
  it('keeps a non-empty part of the list: no unit picked up, none left behind but to split two armies, no deselecting a force that can march', () => {
    let selections = 0;
    let splits = 0;
    for (const scenario of BOT_SCENARIOS) {
      const states = [...gamePositions(scenario, 'det-a'), ...gamePositions(scenario, 'det-b', 400, true)];
      for (const side of ['roman', 'gallic'] as Side[]) {
        for (const s of choicePositions(states, side, 3)) {
          const legal = bellum.legalActions(s);
          const kept = pruneBellum(s, legal);
          expect(kept.length).toBeGreaterThan(0);
          for (const a of kept) expect(legal).toContain(a);
          if (kept.length === legal.length) continue;
          for (const a of kept) {
            if (a.t === 'toggle' && LEADER_BY_ID[a.piece]) expect(s.selection!.leaders).not.toContain(a.piece);
            if (a.t === 'toggle' && !LEADER_BY_ID[a.piece]) {
              // only leaving a unit behind, from a force of two armies with another leader by it
              expect(s.selection!.units).toContain(a.piece);
              expect(canSplit(s, s.selection!)).toBe(true);
              splits++;
            }
            if (a.t === 'deselect') expect(legal.some((x) => x.t === 'move' || x.t === 'enter' || x.t === 'forced')).toBe(false);
          }
          if (s.selection) selections++;
        }
      }
    }
    expect(selections).toBeGreaterThan(0);
    console.info(`prune: ${selections} selections pruned, ${splits} unit toggles kept for a split`);
  });

  it('BG 4.4.2: on the battle board, the default deployment and then its confirmation', () => {
    let s = toCombat(nerviiState());
    for (let i = 0; i < 20 && s.combat?.pending?.kind !== 'deploy'; i++) {
      const legal = bellum.legalActions(s);
      const r = bellum.apply(s, legal.find((a) => a.t === 'stand') ?? legal[0]);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(s.combat?.pending?.kind).toBe('deploy');
    expect(pruneBellum(s, bellum.legalActions(s)).map((a) => a.t)).toEqual(['autoDeploy']);
    const r = bellum.apply(s, { t: 'autoDeploy' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(pruneBellum(r.state, bellum.legalActions(r.state)).map((a) => a.t)).toEqual(['confirmDeploy']);
  });
});
