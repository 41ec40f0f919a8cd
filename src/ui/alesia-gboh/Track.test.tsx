// @vitest-environment jsdom
/**
 * The activation tracker (issue 17 §7): AP and night, the phase's owner and Command, the Gallic
 * phase count, Seizures left (AG 5.22), who has moved, fired, shocked and reacted by name, and the
 * withdrawal tallies — each tribe on the map against its Withdrawal level (AG 10.71), the withdrawn
 * Size against half the committed Size (AG 10.7) — with nothing of the plan on the Roman's screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { agLeader, agTribe, agUnit } from '../../engine/alesia-gboh/data';
import { edit } from '../../engine/alesia-gboh/testing';
import { toAct } from '../../engine/alesia-gboh/legal';
import { GbohTrack } from './Track';
import { CAPTURED } from '../../engine/alesia-gboh/shock/effects';
import { romanCommand121 } from './testing/positions';

afterEach(cleanup);

const tracker = () => screen.getByRole('list', { name: 'Activation tracker' });

describe('the activation tracker', () => {
  it('names the Command, the phase count and who has moved and fired this phase', () => {
    const s0 = romanCommand121('track');
    const [a, b] = s0.command!.units;
    const s = edit(s0, (x) => {
      x.units[a] = { ...x.units[a], moved: true };
      x.units[b] = { ...x.units[b], fired: true, moved: true };
    });
    render(<GbohTrack state={s} toAct={toAct(s)} />);
    const t = tracker();
    expect(within(t).getByText(new RegExp(`^Command: ${agLeader(s.command!.leader).name}`))).toBeTruthy();
    expect(t.textContent).toContain(`Phases ${s.ap.phases} · Gallic ${s.ap.gallicPhases}`);
    expect(t.textContent).toMatch(/This phase: moved 2, fired 1, shocked 0, reacted 0/);
    // By name, in the disclosure.
    const who = t.querySelector('.gb-track-who dl')!;
    expect(who.textContent).toContain(`Moved: ${agUnit(a).name}, ${agUnit(b).name}`);
    expect(who.textContent).toContain(`Fired: ${agUnit(b).name}`);
    expect(who.textContent).not.toContain('Shocked');
  });

  it('AG 10.71: each tribe on the map against its Withdrawal level, the one at it marked; AG 10.7 the half-Size mark', () => {
    const s0 = romanCommand121('tally');
    const placed = Object.entries(s0.tribes).filter(([, t]) => t.status === 'placed').map(([id]) => id);
    expect(placed.length).toBeGreaterThan(0);
    const [first] = placed;
    const level = agTribe(first).withdrawal;
    const s = edit(s0, (x) => {
      x.ap.tallies[first] = { routed: level - 1, eliminated: 1 };
    });
    render(<GbohTrack state={s} toAct={toAct(s)} />);
    const row = screen.getByRole('listitem', { name: 'Withdrawal tallies' });
    expect(row.textContent).toContain(`${agTribe(first).name} ${level} of ${level} (withdraws)`);
    for (const id of placed.slice(1)) expect(row.textContent).toMatch(new RegExp(`${agTribe(id).name} \\d+ of ${agTribe(id).withdrawal}(?! \\(withdraws\\))`));
    const size = placed.reduce((n, id) => n + agTribe(id).size, 0);
    expect(tracker().textContent).toContain(`Withdrawn 0 of ${size} committed Size (the AP ends at ${Math.ceil(size / 2)})`);
  });

  it('names no tribe that is not on the map (AG 5.34), nor its tally', () => {
    const s0 = romanCommand121('secret');
    const unplaced = Object.entries(s0.tribes).filter(([, t]) => t.status !== 'placed' && t.status !== 'withdrawn').map(([id]) => id);
    expect(unplaced.length).toBeGreaterThan(0);
    const s = edit(s0, (x) => {
      for (const id of unplaced) x.ap.tallies[id] = { routed: 1, eliminated: 0 };
    });
    const { container } = render(<GbohTrack state={s} toAct={toAct(s)} />);
    for (const id of unplaced) expect(container.textContent).not.toContain(agTribe(id).name);
  });

  it('AG 10.8: a captured Aquila is told in the tracker', () => {
    const s0 = romanCommand121('aquila');
    const legion = s0.legions[0];
    const s = edit(s0, (x) => {
      x.aquilae = { [legion]: CAPTURED };
    });
    render(<GbohTrack state={s} toAct={toAct(s)} />);
    expect(tracker().textContent).toContain(`Aquila of Legio ${legion} captured`);
    cleanup();
    render(<GbohTrack state={s0} toAct={toAct(s0)} />);
    expect(tracker().textContent).not.toContain('captured');
  });

  it('AG 5.22: Seizures left per commander, and the side that may not try twice running', () => {
    const s0 = romanCommand121('seize');
    const seizer = Object.keys(s0.leaders).find((id) => (agLeader(id).seizures ?? 0) > 0 && s0.leaders[id].loc.at !== 'gone' && s0.leaders[id].loc.at !== 'reserve')!;
    const s = edit(s0, (x) => {
      x.ap.seizuresUsed[seizer] = 1;
      x.ap.triedLast.roman = true;
    });
    render(<GbohTrack state={s} toAct={toAct(s)} />);
    const t = tracker();
    expect(t.textContent).toContain(`${agLeader(seizer).name} ${(agLeader(seizer).seizures ?? 0) - 1}`);
    expect(t.textContent).toContain('Roman: not twice in a row');
  });
});
