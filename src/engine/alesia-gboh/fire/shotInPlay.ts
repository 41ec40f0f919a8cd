/**
 * One missile shot resolved in play (AG 8.14, 8.16–8.18, 8.42): the die rolled from the state's
 * generator through the ctx and logged with every DRM and its rule, then the Hits put on the units,
 * the leader check of AG 8.18 (reading Q3: a second 0 kills), and a fire arrow's fire set.
 * Shared by the active player's fire (play.ts) and reaction fire (reactionPlay.ts).
 */
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import type { AgState } from '../state';
import { boardGround } from './boardGround';
import { setFire } from './burningPlay';
import { leaderHit, applyUnitHits } from './hitsInPlay';
import { shotOf, type ShotSpec } from './position';
import { previewFire, resolveFire, type FireResult } from './resolve';

const CLASS_NAME: Record<string, string> = { A: 'arrows', J: 'javelins', Scorpion: 'Scorpion bolts', Palintonos: 'Palintonos stones', AFire: 'fire arrows' };

/**
 * Resolve `spec` with one die. `view` is the state the shot is traced and modified in (the current
 * one, or for Return fire the reactors as they stood before the shot they answer, AG 8.6).
 */
export function fireShot(ctx: AgCtx, spec: ShotSpec, opts: { view?: AgState; auto?: boolean; why?: string } = {}): FireResult {
  const s = ctx.s;
  const view = opts.view ?? s;
  const g = boardGround(s);
  const shot = shotOf(view, spec);
  const p = previewFire(g, shot);
  const firer = agUnit(spec.firer);
  let res: FireResult | null = null;
  const range = shot.readRange !== undefined || shot.shootAndScoot ? `read at range ${p.range}` : `range ${p.range}`;
  ctx.roll({
    side: firer.side,
    purpose: `${opts.why ?? 'Missile fire'}: ${firer.name} (${CLASS_NAME[p.cls]}, ${range}, hit on ${p.hitNumber} or less)`,
    rule: p.cls === 'AFire' ? 'AG 8.42' : 'AG 8.16',
    modifiers: [...p.drms],
    ...(opts.auto ? { auto: true } : {}),
    interpret: (_t, die) => {
      res = resolveFire(g, shot, die, { routedIsEliminated: s.scenario === '12.1' });
      return { result: res.setsFire ? 'On fire' : res.hit ? (p.cls === 'AFire' ? 'On fire' : 'Hit') : 'Miss', cell: p.cell };
    },
  });
  const r = res as unknown as FireResult;
  for (const h of r.hits) applyUnitHits(ctx, h, `${CLASS_NAME[p.cls]} of ${firer.name}`);
  // AG 8.18: a natural 0 at a hex holding a leader: a second 0 and the leader falls (reading Q3).
  if (r.die === 0) {
    const leaders = Object.keys(s.leaders).filter((l) => { const loc = s.leaders[l].loc; return loc.at === 'hex' && loc.hex === spec.target; });
    if (leaders.length) {
      const second = ctx.roll({
        side: firer.side,
        purpose: `A leader under fire (a 0 kills)`,
        rule: 'AG 8.18',
        ...(opts.auto ? { auto: true } : {}),
        interpret: (_t, die) => ({ result: die === 0 ? 'Leader lost' : 'Leader safe' }),
      });
      if (second.die === 0) leaderHit(ctx, leaders[0]);
    }
  }
  if (r.setsFire) setFire(ctx, spec.target, spec.firer);
  return r;
}
