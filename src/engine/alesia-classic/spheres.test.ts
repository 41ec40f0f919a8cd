/** AC 17.4, AC 17.8 — with four players the Roman spheres of command may be changed between the periods; seen by the Gauls unless the players chose secret spheres (17.8). */
import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/log';
import { caesarZones, commanderOf, spheresSecret } from './commanders';
import { AcCtx } from './ctx';
import { endPeriod } from './flow';
import { alesiaClassic } from './system';
import { endGame } from './victory';
import { deployed, play } from './testing';
import { unitOf, unitIds, type AcOptions, type AcState } from './state';

/** A deployed game taken to the Roman's redeployment between the periods. */
function atRedeploy(options: Partial<AcOptions>): AcState {
  const ctx = new AcCtx(structuredClone(deployed('spheres-night', options)));
  endPeriod(ctx);
  const s = play(ctx.s, { t: 'end' }, { t: 'end' }); // no Gallic revival, no Roman revival
  expect(s.phase).toBe('roman-redeploy');
  return s;
}

const sphereChoices = (s: AcState) => alesiaClassic.legalActions(s).filter((a) => a.t === 'spheres');

describe('AC 17.4 — spheres of command change only between the periods', () => {
  it('offers the nine other splits to the four-player Romans while they redeploy, and nowhere else', () => {
    const s = atRedeploy({ players: 4 });
    expect(alesiaClassic.toAct(s)).toBe('roman');
    expect(sphereChoices(s).map((a) => (a as { caesarFrom: string }).caesarFrom)).toEqual(['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']);
    expect(sphereChoices(atRedeploy({ players: 3 }))).toEqual([]);
    const first = deployed('spheres-day', { players: 4 });
    expect(sphereChoices(first)).toEqual([]);
    expect(alesiaClassic.apply(first, { t: 'spheres', caesarFrom: 'VI' }).ok).toBe(false);
  });

  it('once changed, the units of the other half answer to the other commander, for the rest of the game', () => {
    const s = atRedeploy({ players: 4 });
    const onBoard = unitIds(s).filter((id) => id.startsWith('r-') && unitOf(s, id).loc.at === 'hex');
    const r = alesiaClassic.apply(s, { t: 'spheres', caesarFrom: 'VI' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(caesarZones(r.state)).toEqual(['VI', 'VII', 'VIII', 'IX', 'X']);
    // Most of Caesar's units now stand in Labienus's half (a few stay with Caesar's leader counter, AC 17.5).
    const passed = onBoard.filter((id) => commanderOf(s, id) === 'caesar' && commanderOf(r.state, id) === 'labienus');
    expect(passed.length).toBeGreaterThan(20);
    const west = passed[0];
    // The change may be taken back before the redeployment ends (back to I–V).
    expect(sphereChoices(r.state).some((a) => (a as { caesarFrom: string }).caesarFrom === 'I')).toBe(true);
    // The second day: Caesar moves the units facing VI–X.
    let day2 = play(r.state, ...(alesiaClassic.legalActions(r.state).some((a) => a.t === 'end') ? [] : [{ t: 'historical' } as const]), { t: 'end' });
    expect(day2.period).toBe(2);
    while (day2.phase !== 'roman-move') {
      const legal = alesiaClassic.legalActions(day2);
      day2 = play(day2, legal.find((a) => a.t === 'end' || a.t === 'fight' || a.t === 'holdFire') ?? legal[0]);
    }
    expect(alesiaClassic.toAct(day2)).toBe('roman');
    const caesars = alesiaClassic.legalActions(day2).filter((a) => a.t === 'select').map((a) => (a as { unit: string }).unit);
    expect(caesars.length).toBeGreaterThan(10);
    expect(caesars.every((id) => commanderOf(day2, id) === 'caesar')).toBe(true);
    expect(caesars).not.toContain(west);
    // The split was public all along (AC 17.8 not chosen): nothing to reveal when the game ends.
    const end = new AcCtx(structuredClone(day2));
    endPeriod(end);
    expect(end.s.outcome).not.toBeNull();
    expect(end.log.some((e) => e.rule === 'AC 17.8')).toBe(false);
    // With secret spheres, the end of the game names the split in force, to every seat.
    const secret = new AcCtx(structuredClone({ ...day2, options: { ...day2.options, secretSpheres: true } }));
    endPeriod(secret);
    const named = secret.log.find((e) => e.kind === 'text' && e.rule === 'AC 17.8');
    expect(named?.kind === 'text' && named.text).toContain('VI–X');
    expect(named?.hiddenFrom).toBeUndefined();
  });
});

describe('AC 17.8 (optional) — secret spheres of command', () => {
  it('without the option the change is public: in the Gallic log and in the Gallic view of the position', () => {
    const s = atRedeploy({ players: 4, caesarFrom: 'III' });
    const r = alesiaClassic.apply(s, { t: 'spheres', caesarFrom: 'VIII' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const entry = r.log.find((e) => e.rule === 'AC 17.4');
    expect(entry?.kind === 'text' && entry.text).toContain('VIII–II');
    expect(entry?.hiddenFrom).toBeUndefined();
    for (const seat of ['gallic', 'besieged', 'relief', 'roman', 'caesar', 'labienus']) expect(visibleLog(r.log, seat)).toContain(entry);
    const gaul = alesiaClassic.view(r.state, 'gallic');
    expect([gaul.caesarFrom, gaul.options.caesarFrom]).toEqual(['VIII', 'III']);
    expect(caesarZones(gaul as unknown as AcState)).toEqual(['VIII', 'IX', 'X', 'I', 'II']);
  });

  it('with the option, hides the change from the Gallic seats in the log and in their view of the position', () => {
    const s = atRedeploy({ players: 4, caesarFrom: 'III', secretSpheres: true });
    const r = alesiaClassic.apply(s, { t: 'spheres', caesarFrom: 'VIII' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const entry = r.log.find((e) => e.rule === 'AC 17.4');
    expect(entry?.kind === 'text' && entry.text).toContain('VIII–II');
    for (const seat of ['gallic', 'besieged', 'relief']) expect(visibleLog(r.log, seat)).not.toContain(entry);
    for (const seat of ['roman', 'caesar', 'labienus']) expect(visibleLog(r.log, seat)).toContain(entry);
    const gaul = alesiaClassic.view(r.state, 'gallic');
    expect(gaul.caesarFrom).toBeUndefined();
    expect(gaul.options.caesarFrom).toBeUndefined();
    const roman = alesiaClassic.view(r.state, 'roman');
    expect([roman.caesarFrom, roman.options.caesarFrom]).toEqual(['VIII', 'III']);
  });

  it('with the option, the split set up at the start is the Romans\' alone until nightfall, when the log names it to all', () => {
    const open = deployed('spheres-open', { players: 4, caesarFrom: 'IV' });
    const secret = deployed('spheres-secret', { players: 4, caesarFrom: 'IV', secretSpheres: true });
    const setupLog = (o: Partial<AcOptions>) => {
      const r = alesiaClassic.setup({ scenario: 'standard', seed: 'spheres-log', options: o });
      if (!r.ok) throw new Error(r.rejection.message);
      return r.log.find((e) => e.kind === 'text' && e.rule === 'AC 17.4' && e.text.includes('IV–VIII'))!;
    };
    // Set-up names the split: to all without the option, to the Romans alone with it.
    expect(setupLog({ players: 4, caesarFrom: 'IV' }).hiddenFrom).toBeUndefined();
    expect(setupLog({ players: 4, caesarFrom: 'IV', secretSpheres: true }).hiddenFrom).toEqual(['gallic', 'besieged', 'relief']);
    expect(alesiaClassic.view(open, 'gallic').options.caesarFrom).toBe('IV');
    expect(alesiaClassic.view(secret, 'gallic').options.caesarFrom).toBeUndefined();
    expect(alesiaClassic.view(secret, 'roman').options.caesarFrom).toBe('IV');
    // Nightfall (the end of the first Assault Period): the first day's split is revealed in the log.
    const night = new AcCtx(structuredClone(secret));
    endPeriod(night);
    const named = night.log.find((e) => e.kind === 'text' && e.rule === 'AC 17.8');
    expect(named?.kind === 'text' && named.text).toContain('IV–VIII');
    for (const seat of ['gallic', 'besieged', 'relief']) expect(visibleLog(night.log, seat)).toContain(named);
    const openNight = new AcCtx(structuredClone(open));
    endPeriod(openNight);
    expect(openNight.log.some((e) => e.rule === 'AC 17.8')).toBe(false);
    // A game ended early (whatever the cause) reveals the split too, and the Gallic view then holds it.
    const over = new AcCtx(structuredClone(secret));
    endGame(over, 'roman', 'Vercingetorix was taken.');
    expect(over.log.some((e) => e.kind === 'text' && e.rule === 'AC 17.8' && e.text.includes('IV–VIII'))).toBe(true);
    expect(alesiaClassic.view(over.s, 'gallic').options.caesarFrom).toBe('IV');
  });

  it('is a rule of the four-player game only: with three players it hides nothing', () => {
    const three = deployed('spheres-three', { players: 3, secretSpheres: true });
    expect(spheresSecret(three)).toBe(false);
    expect(spheresSecret(deployed('spheres-four', { players: 4, secretSpheres: true }))).toBe(true);
    expect(spheresSecret(deployed('spheres-four', { players: 4 }))).toBe(false);
  });
});
