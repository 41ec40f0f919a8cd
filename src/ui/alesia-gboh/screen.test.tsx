// @vitest-environment jsdom
/**
 * Alésia (GBoH) on the game screen (issue 17 §6, §7): the Gaul plans on the assignment sheet in his
 * own screen, the screen is handed over, and the Roman's screen holds no assignment — neither the
 * sheet, nor the log lines, nor a name, label or tooltip; the prompt reads the step, the finishing
 * button sits in the prompt's foot; the Rules tab holds the AG paraphrases.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SystemUiContext } from '../shell/SystemUiContext';
import GameScreen from '../shell/game/GameScreen';
import { promptCaughtUp } from '../shell/game/promptTesting';
import { agTribe } from '../../engine/alesia-gboh/data';
import type { AgState } from '../../engine/alesia-gboh/state';
import { useAlesiaGbohGame } from './store';
import { alesiaGbohUi } from './ui';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  useAlesiaGbohGame.getState().quitToTitle();
});

const store = () => useAlesiaGbohGame.getState();
const claim = (who: RegExp) => fireEvent.click(screen.getByRole('button', { name: who }));

/** Everything of the page a player could read: text, names, labels, tooltips, values. */
function pageWords(): string {
  const attrs = [...document.querySelectorAll('*')].flatMap((el) => ['aria-label', 'title', 'value', 'data-tribe', 'data-zone'].map((a) => el.getAttribute(a) ?? ''));
  return `${document.body.textContent} ${attrs.join(' ')}`;
}

describe('Alésia (GBoH) on the game screen', () => {
  it('keeps the Gaul’s zone assignments out of the Roman’s screen (12.2)', { timeout: 60_000 }, async () => {
    expect(store().newGame({ scenario: '12.2', seed: 'screen', options: { solo: false } as never })).toBe(true);
    render(
      <SystemUiContext value={alesiaGbohUi}>
        <GameScreen onExit={() => {}} />
      </SystemUiContext>,
    );
    // The briefing first, then the Roman claims the screen and sets up by the sample deployment.
    const brief = document.querySelector<HTMLButtonElement>('.briefing button.primary');
    if (brief) fireEvent.click(brief);
    claim(/I am the Roman/);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    expect(within(prompt).getByText(/Set up the Roman army/)).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Sample deployment for the rest' }));
    await promptCaughtUp();
    // The finishing button is in the prompt's foot.
    const foot = prompt.querySelector('.prompt-foot')!;
    fireEvent.click(within(foot as HTMLElement).getByRole('button', { name: 'The lines are manned' }));
    // The Gaul's screen is handed over before he plans.
    expect(document.querySelector('.game-main')).toBeNull();
    claim(/I am the Gallic/);
    const sheet = screen.getByRole('group', { name: 'The assignment sheet (secret)' });
    const selects = within(sheet).getAllByRole('combobox');
    expect(selects.length).toBeGreaterThan(10);
    // Assign every tribe: the first legal zone in each select (Zones I–II take any number).
    const s0 = store().session!.state;
    const tribes = Object.keys(s0.tribes).filter((t) => s0.tribes[t].status === 'available');
    for (const t of tribes) {
      const sel = screen.getByRole('combobox', { name: `Entry Zone of the ${agTribe(t).name}` }) as HTMLSelectElement;
      const opt = [...sel.options].find((o) => o.value && o.value !== 'I');
      act(() => {
        fireEvent.change(sel, { target: { value: opt?.value ?? 'I' } });
      });
    }
    const plan = (store().session!.state as AgState).plan.assign;
    expect(Object.keys(plan).sort()).toEqual([...tribes].sort());
    // The plan is done; Initial Placement, then the Gallic phase: end placement at once.
    const inFoot = (name: string) => within(screen.getByRole('region', { name: 'Prompt' }).querySelector<HTMLElement>('.prompt-foot')!).getByRole('button', { name });
    await promptCaughtUp();
    fireEvent.click(inFoot('The plan is made'));
    await promptCaughtUp();
    fireEvent.click(inFoot('Placement done'));
    await promptCaughtUp();
    // The Gaul's own screen reads his sheet back beside the map.
    expect(document.querySelector('.gb-plan-summary')?.textContent).toMatch(/Your assignment sheet \(secret\)/);
    // Play on until the Roman is to act, the Gaul choosing the first offered phase choice.
    const order = ['noSeize', 'endPlacement', 'placeChief', 'placeTribe', 'commit', 'addTribe', 'entry', 'activate', 'endPhase'];
    for (let i = 0; i < 80 && alesiaGbohUi.toAct(store().session!.state) === 'gallic'; i++) {
      const legal = alesiaGbohUi.legal(store().session!.state);
      const a = order.map((t) => legal.find((x) => x.t === t)).find((x) => x);
      if (!a) break;
      act(() => {
        store().act(a);
      });
    }
    expect(alesiaGbohUi.toAct(store().session!.state)).toBe('roman');
    // The hand-over first: nothing of the game on the page.
    expect(document.querySelector('.game-main')).toBeNull();
    expect(pageWords()).not.toMatch(/assigned to Zone/);
    claim(/I am the Roman/);
    const state = store().session!.state as AgState;
    const words = pageWords();
    // No assignment: no sheet, no log line, no zone of a tribe not yet arrived.
    expect(document.querySelector('.gb-plan, .gb-plan-summary, select[aria-label^="Entry Zone"]')).toBeNull();
    expect(words).not.toMatch(/assigned to Zone/);
    expect(words).not.toMatch(/assignment sheet/);
    for (const [t, z] of Object.entries(state.plan.assign)) {
      if (state.tribes[t].status !== 'available') continue;
      expect(words).not.toContain(`Zone ${z}: ${agTribe(t).name}`);
      expect(document.querySelector(`[data-tribe="${t}"]`)).toBeNull();
    }
  });

  it('registers the AG rules: the Rules tab finds AG 5.31', async () => {
    expect(store().newGame({ scenario: '12.1', seed: 'rules', options: { solo: false } as never })).toBe(true);
    const { registerBooks, findRule } = await import('../shell/books');
    registerBooks(alesiaGbohUi);
    expect(findRule('AG 5.31')?.id).toBe('AG 5.31');
    expect(findRule('5.31')?.id).toBe('AG 5.31');
  });

  it('shows every ambiguity’s stated reading in the rules browser (issue 17: §5 of the index)', async () => {
    const { AG_AMBIGUITIES, AG_RULES } = await import('../../engine/alesia-gboh/rules');
    const { RuleEntry } = await import('../shell/rules/RuleEntry');
    const { registerBooks } = await import('../shell/books');
    registerBooks(alesiaGbohUi);
    // Every Q of the index is settled by some rule's reading.
    const settled = new Set(AG_RULES.flatMap((r) => r.settles ?? []));
    for (const q of Object.keys(AG_AMBIGUITIES).filter((k) => k.startsWith('Q'))) expect(settled.has(q), q).toBe(true);
    const r = alesiaGbohUi.rules.rules.find((x) => (x as { settles?: string[] }).settles?.length)!;
    render(<RuleEntry rule={r} current={false} parent={undefined} onOpen={() => {}} />);
    expect(screen.getByText(/This edition’s reading:/).parentElement!.textContent).toContain((r as { reading?: string }).reading!);
    const qs = screen.getByRole('list', { name: `Questions the reading of ${r.id} settles` });
    const first = (r as unknown as { settles: string[] }).settles[0];
    expect(qs.textContent).toContain(`${first}: ${AG_AMBIGUITIES[first]}`);
  });
});

describe('Alésia (GBoH) saves and the end of a game', () => {
  it('a save of a game with moves loads back to the same position (the save schema takes every action)', async () => {
    const { romanCommand121Played } = await import('./testing/positions');
    const { alesiaGboh } = await import('../../engine/alesia-gboh/system');
    const { state: target, actions } = romanCommand121Played('save');
    expect(store().newGame({ scenario: '12.1', seed: 'save', options: { solo: false } as never })).toBe(true);
    for (const a of actions) expect(store().act(a), JSON.stringify(a)).toBe(true);
    expect(store().session!.state).toEqual(target);
    expect(store().act(alesiaGboh.legalActions(target).find((a) => a.t === 'move')!)).toBe(true);
    const text = store().exportSave();
    expect(text).toContain('"t":"move"');
    const before = store().session!.state;
    expect(await store().importSave(text), store().message?.text).toBe(true);
    expect(store().session!.state).toEqual(before);
  });

  it('at game over the Gaul’s sheet is shown to both (12.1: the assault called off)', () => {
    expect(store().newGame({ scenario: '12.1', seed: 'over', options: { solo: false } as never })).toBe(true);
    for (const a of [{ t: 'sample' }, { t: 'endSetup' }] as const) expect(store().act(a)).toBe(true);
    const pick = alesiaGbohUi.legal(store().session!.state).find((a) => a.t === 'choose')!;
    expect(store().act(pick)).toBe(true);
    expect(store().act({ t: 'endPlanning' })).toBe(true);
    expect(store().act({ t: 'callOff' })).toBe(true);
    const s = store().session!.state as AgState;
    expect(s.outcome).not.toBeNull();
    render(
      <SystemUiContext value={alesiaGbohUi}>
        <GameScreen onExit={() => {}} />
      </SystemUiContext>,
    );
    expect(screen.getByRole('dialog', { name: /Game over/ })).toBeTruthy();
    expect(document.querySelector('.gb-plan-summary')?.textContent).toMatch(/Your chosen tribes/);
  });
});
