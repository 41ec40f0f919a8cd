// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { alesiaClassic } from '../../engine/alesia-classic/system';
import { deployed } from '../../engine/alesia-classic/testing';
import { acUnit } from '../../engine/alesia-classic/data/units';
import { unitOf, type AcState } from '../../engine/alesia-classic/state';
import { alesiaClassicEntry } from './entry';
import { alesiaClassicUi } from './ui';

afterEach(cleanup);

describe('Alesia (1983) system UI', () => {
  it('has a playable registry entry and loads the UI', async () => {
    expect(alesiaClassicEntry.playable).toBe(true);
    expect(alesiaClassicEntry.scenarios.every((s) => s.playable)).toBe(true);
    expect(alesiaClassicEntry.scenarios.map((s) => s.id)).toEqual(['standard']);
    const ui = await alesiaClassicEntry.load!();
    expect(ui).toBe(alesiaClassicUi);
    expect(ui.id).toBe(alesiaClassicEntry.id);
  });

  it('groups the legal list for the prompt and names each choice with its rule', () => {
    const s = deployed('ui');
    const legal = alesiaClassicUi.legal(s);
    const groups = alesiaClassicUi.prompt.groups(legal);
    expect(groups.map((g) => g.id)).toEqual(['select', 'done']);
    expect(groups.flatMap((g) => g.actions)).toHaveLength(legal.length);
    expect(alesiaClassicUi.prompt.instruction(s)).toEqual({ text: expect.stringMatching(/^Gallic: Move/), rule: 'AC 4.1' });
    expect(alesiaClassicUi.prompt.rule(s, legal[0])).toBe('AC 5.2');
    expect(alesiaClassicUi.keys.end(legal)).toEqual({ t: 'end' });
    expect(alesiaClassicUi.decisionIsSecret(s)).toBe(true);
    expect(alesiaClassicUi.rules.find('AC 3.2')?.id).toBe('AC 3.2');
  });

  it('asks the four-player Romans at their redeployment whether to change the spheres of command (AC 17.4)', async () => {
    const { AcCtx } = await import('../../engine/alesia-classic/ctx');
    const { endPeriod } = await import('../../engine/alesia-classic/flow');
    const ctx = new AcCtx(structuredClone(deployed('ui-night', { players: 4 })));
    endPeriod(ctx);
    let s: AcState = ctx.s;
    for (const a of [{ t: 'end' }, { t: 'end' }] as const) {
      const r = alesiaClassic.apply(s, a);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    const legal = alesiaClassicUi.legal(s);
    const group = alesiaClassicUi.prompt.groups(legal).find((g) => g.id === 'spheres');
    expect(group?.actions).toHaveLength(9);
    expect(alesiaClassicUi.prompt.instruction(s)).toEqual({ text: expect.stringMatching(/zones I–V, Labienus the rest: choose another split/), rule: 'AC 17.4' });
    expect(alesiaClassicUi.prompt.describe(s, group!.actions[4])).toBe('Caesar takes the lines facing zones VI–X, Labienus the rest');
    expect(alesiaClassicUi.prompt.rule(s, group!.actions[4])).toBe('AC 17.4');
    // The spheres are public unless secret spheres were chosen (AC 17.8): only then do Export and
    // Replay, which would show the Gauls the split, warn about it.
    expect(alesiaClassicUi.secretWarning!(s)).not.toMatch(/spheres/);
    const secret: AcState = { ...s, options: { ...s.options, secretSpheres: true } };
    expect(alesiaClassicUi.secretWarning!(secret)).toMatch(/spheres of command, not for the Gauls/);
    expect(alesiaClassicUi.secretWarning!(deployed('ui'))).not.toMatch(/spheres/);
    expect(alesiaClassicUi.secretWarning!(deployed('ui', { players: 3, secretSpheres: true }))).not.toMatch(/spheres/);
  });

  it.each([false, true])('hands the screen between Caesar and Labienus over only at every change of player (secret spheres, AC 17.8: %s)', async (secretSpheres) => {
    const { claimed, gate, shown } = await import('../shell/game/handOver');
    let s: AcState = deployed('ui-hand', { players: 4, secretSpheres });
    while (s.phase !== 'roman-move') {
      const legal = alesiaClassicUi.legal(s);
      const r = alesiaClassic.apply(s, legal.find((a) => a.t === 'end' || a.t === 'fight' || a.t === 'holdFire') ?? legal[0]);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(alesiaClassicUi.toAct(s)).toBe('caesar');
    const r = alesiaClassic.apply(s, { t: 'end' });
    if (!r.ok) throw new Error(r.rejection.message);
    const labienus = r.state;
    expect(alesiaClassicUi.toAct(labienus)).toBe('labienus');
    const rules = { seats: alesiaClassicUi.seats!.all(labienus), hides: (v: string, w: string) => alesiaClassicUi.seats!.hides(labienus, v, w) };
    expect(rules.seats).toEqual(['caesar', 'labienus', 'besieged', 'relief']);
    // Caesar had the screen: the two Romans share everything, so only "always" hands it over
    expect(gate('secret', shown('secret', claimed('caesar'), 'caesar', rules), 'labienus', rules)).toBe('show');
    expect(gate('always', shown('always', claimed('caesar'), 'caesar', rules), 'labienus', rules)).toBe('handOver');
    // with secret spheres the Roman screen keeps the split from the Gauls; without, it keeps nothing
    expect(rules.hides('labienus', 'relief')).toBe(secretSpheres);
    expect(rules.hides('relief', 'labienus')).toBe(true);
    expect(rules.hides('besieged', 'relief')).toBe(false);
  });

  it('shows the Roman the board as he may see it during his movement', () => {
    let s: AcState = deployed('ui');
    while (s.phase !== 'roman-move') {
      const r = alesiaClassic.apply(s, { t: 'end' });
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    const Board = alesiaClassicUi.Board;
    const { container } = render(
      <Board state={s} log={[]} legal={alesiaClassicUi.legal(s)} highlight={[]} inspected={null} onInspect={() => {}} onAct={() => {}} onSuggest={() => {}} onCell={() => {}} />,
    );
    const region = screen.getByRole('region', { name: /Alesia \(town box\)/ });
    expect(region.textContent).toMatch(/46 Gallic units inside \(hidden/);
    const ids = [...container.querySelectorAll('[data-unit]')].map((e) => e.getAttribute('data-unit')!);
    expect(ids.every((id) => acUnit(id).side === 'roman' || unitOf(s, id).loc.at === 'hex')).toBe(true);
    expect(screen.queryByRole('listitem', { name: 'Zone I' })).toBeNull();
  });
});
