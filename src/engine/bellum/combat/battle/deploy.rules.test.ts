/**
 * BG 4.4.2 deployment on the Battle Map: the attacker deploys first, every unit on a wing, the
 * reserve no more than a quarter of the army; the Army Commander on top of the Leaders box.
 */
import { describe, expect, it } from 'vitest';
import { bellum } from '../../system';
import { Ctx } from '../../ctx';
import { cloneState } from '../../ctx';
import { combatOf, pendingIs, step, twoArmies, until } from './battleKit';
import { autoDeploy, deployLegal, describeDeployment, setCommander } from './deploy';
import { boardSide } from './board';

/** Gallic attacker (entered last), at its deployment. */
function atGallicDeploy(opts: Parameters<typeof twoArmies>[0] = {}) {
  return until(combatOf(twoArmies(opts)), pendingIs('deploy', 'gallic')).s;
}

describe('BG 4.4.2 deployment: every unit on a wing, reserve at most a quarter', () => {
  it('each unit may go to any wing; a placed unit is not offered its own wing again; confirm once all stand', () => {
    let s = atGallicDeploy();
    const legal = bellum.legalActions(s);
    // 5 units × 4 wings, the default plan, and no confirmation while nobody is placed.
    expect(legal).toHaveLength(21);
    expect(legal.filter((a) => a.t === 'deploy' && a.unit === 'boii-inf').map((a) => a.t === 'deploy' && a.wing)).toEqual(['left', 'centre', 'right', 'reserve']);
    expect(legal.at(-1)).toEqual({ t: 'autoDeploy' });
    s = step(s, { t: 'deploy', unit: 'boii-inf', wing: 'centre' }).s;
    const after = bellum.legalActions(s).filter((a) => a.t === 'deploy' && a.unit === 'boii-inf');
    expect(after.map((a) => a.t === 'deploy' && a.wing)).toEqual(['left', 'right', 'reserve']);
    expect(bellum.legalActions(s)).not.toContainEqual({ t: 'confirmDeploy' }); // four units still unplaced
    for (const unit of ['elusates-inf', 'tarbelli-inf', 'tarusates-inf']) s = step(s, { t: 'deploy', unit, wing: 'left' }).s;
    expect(bellum.legalActions(s)).not.toContainEqual({ t: 'confirmDeploy' });
    s = step(s, { t: 'deploy', unit: 'tarusates-cav', wing: 'right' }).s;
    expect(bellum.legalActions(s)).toContainEqual({ t: 'confirmDeploy' });
    // Moving a placed unit does not count it twice.
    s = step(s, { t: 'deploy', unit: 'boii-inf', wing: 'right' }).s;
    expect(boardSide(s.combat!.board!, 'gallic').deployed).toHaveLength(5);
    expect(bellum.legalActions(s)).toContainEqual({ t: 'confirmDeploy' });
  });

  it('a quarter of five units is one: once the reserve holds one, no unit is offered the reserve', () => {
    let s = atGallicDeploy();
    s = step(s, { t: 'deploy', unit: 'boii-inf', wing: 'reserve' }).s;
    const reserveOffers = bellum.legalActions(s).filter((a) => a.t === 'deploy' && a.wing === 'reserve');
    expect(reserveOffers).toEqual([]);
    // Boii may still leave the reserve for a wing of the first line.
    expect(bellum.legalActions(s)).toContainEqual({ t: 'deploy', unit: 'boii-inf', wing: 'left' });
  });

  it('deployLegal lists only deploy orders, the default plan and the confirmation', () => {
    const s = atGallicDeploy();
    expect(deployLegal(s, 'gallic').every((a) => ['deploy', 'autoDeploy', 'confirmDeploy'].includes(a.t))).toBe(true);
  });

  it('the default plan: the weakest quarter in reserve, the rest strongest first to Centre, Left, Right (ties by name)', () => {
    const s = atGallicDeploy({ romans: ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1', 'legio-viii', 'legio-ix', 'cretans'] });
    const c = cloneState(s);
    const bs = boardSide(c.combat!.board!, 'roman');
    autoDeploy(c, bs);
    const wings = Object.fromEntries(['left', 'centre', 'right', 'reserve'].map((w) => [w, bs.deployed.filter((u) => bs.units[u].wing === w)]));
    // 8 units: 2 in reserve (the two weakest); dealt IX, VII, VIII (5 SP, by name), Civis, Numidians (4 SP, by name), Roman cavalry (3).
    expect(wings).toEqual({
      centre: ['legio-ix', 'civis'],
      left: ['legio-vii', 'numidians'],
      right: ['legio-viii', 'roman-cav-1'],
      reserve: expect.any(Array),
    });
    expect(wings.reserve.slice().sort()).toEqual(['allied-cav-1', 'cretans']);
    expect(bs.deployed).toHaveLength(8);
  });

  it('the confirmation is logged wing by wing with the SPs, and the side then stands ready', () => {
    let s = atGallicDeploy();
    s = step(s, { t: 'autoDeploy' }).s;
    const r = step(s, { t: 'confirmDeploy' });
    expect(r.log[0]).toMatchObject({
      kind: 'text', side: 'gallic', rule: 'BG 4.4.2',
      text: 'Gallic deployment — Left: Tarbelli (4 SP); Centre: Tarusates, Elusates (8 SP); Right: Boii (Boiates) (2 SP); Reserve: Tarusates cavalry (2 SP).',
    });
    expect(r.log[0].kind === 'text' && r.log[0].refs?.map((x) => x.id).sort()).toEqual(['boii-inf', 'elusates-inf', 'tarbelli-inf', 'tarusates-cav', 'tarusates-inf']);
    expect(boardSide(r.s.combat!.board!, 'gallic').ready).toBe(true);
    expect(boardSide(r.s.combat!.board!, 'roman').ready).toBe(false);
  });

  it('an empty wing reads as a dash with 0 SP', () => {
    const s = cloneState(atGallicDeploy());
    const bs = boardSide(s.combat!.board!, 'gallic');
    for (const u of ['boii-inf', 'elusates-inf', 'tarbelli-inf', 'tarusates-inf']) { bs.units[u].wing = 'centre'; bs.deployed.push(u); }
    expect(describeDeployment(s, bs)).toBe('Left: — (0 SP); Centre: Boii (Boiates), Elusates, Tarbelli, Tarusates (14 SP); Right: — (0 SP); Reserve: — (0 SP)');
  });
});

describe('BG 4.4.2 Army Commander', () => {
  it('the commander is logged and placed on top of the Leaders box', () => {
    const s = cloneState(atGallicDeploy({ romanLeaders: ['fabius', 'crassus'] }));
    const ctx = new Ctx(s);
    setCommander(ctx, 'roman', 'fabius');
    const bs = boardSide(s.combat!.board!, 'roman');
    expect(bs.commander).toBe('fabius');
    expect(bs.leaders).toEqual(['fabius', 'crassus']);
    expect(ctx.log.at(-1)).toMatchObject({ kind: 'text', side: 'roman', rule: 'BG 4.4.2', refs: [{ kind: 'piece', id: 'fabius' }] });
    const last = ctx.log.at(-1)!;
    expect(last.kind === 'text' && last.text).toMatch(/is the Roman Army Commander\.$/);
  });
});
