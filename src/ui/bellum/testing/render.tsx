/** Testing Library's `render`, inside Bellum Gallicum II's system UI (as the app renders a game). */
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SystemUiContext } from '../../shell/SystemUiContext';
import { bellumUi } from '../ui';

function BellumUi({ children }: { children: ReactNode }) {
  return <SystemUiContext value={bellumUi}>{children}</SystemUiContext>;
}

export function render(ui: ReactNode, opts: Omit<RenderOptions, 'wrapper'> = {}) {
  return rtlRender(ui, { wrapper: BellumUi, ...opts });
}
