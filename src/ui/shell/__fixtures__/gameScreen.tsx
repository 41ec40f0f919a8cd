/**
 * For component tests: a system's game screen as the app shows it, with the computer's client
 * given (`silentBot` by default: a computer that thinks and never answers, so the test plays the
 * computer's moves itself through the store), the scenario briefing closed if it is open.
 */
import { fireEvent, render } from '@testing-library/react';
import { BotContext } from '../bot/BotContext';
import type { BotClient } from '../bot/types';
import type { SystemUi } from '../registry';
import { SystemUiContext } from '../SystemUiContext';
import GameScreen from '../game/GameScreen';

export const silentBot: BotClient = { decide: () => ({ result: new Promise<number>(() => undefined), cancel: () => undefined }) };

export function renderGameScreen(ui: SystemUi, { client = () => silentBot, onExit = () => undefined }: { client?: () => BotClient; onExit?: () => void } = {}) {
  const r = render(
    <BotContext value={{ client, available: () => true }}>
      <SystemUiContext value={ui}>
        <GameScreen onExit={onExit} />
      </SystemUiContext>
    </BotContext>,
  );
  const brief = document.querySelector<HTMLButtonElement>('.briefing button.primary');
  if (brief) fireEvent.click(brief);
  return r;
}
