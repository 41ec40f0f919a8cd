/**
 * When a single-key shortcut may act: wherever focus is (a button, the map, the log, a tab
 * panel, nothing at all) except while the player types into a text field, and never with
 * Ctrl, Alt or Meta held (those belong to the browser and the system).
 */

/** Input types that take typed text; a checkbox, radio, range or button input does not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week', '']);

/** True when keys typed at `t` are text for a field: input (text-like), textarea, select, contenteditable. */
export function isTextEntry(t: EventTarget | null): boolean {
  if (!(t instanceof Element)) return false;
  if ((t instanceof HTMLElement && t.isContentEditable) || t.closest('[contenteditable=""],[contenteditable="true"],[contenteditable="plaintext-only"]')) return true;
  const tag = t.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has(((t as HTMLInputElement).getAttribute('type') ?? '').toLowerCase());
  return false;
}

/** True when a window-level keydown may be taken as a shortcut. */
export function shortcutAllowed(e: KeyboardEvent): boolean {
  return !e.defaultPrevented && !e.ctrlKey && !e.metaKey && !e.altKey && !e.isComposing && !isTextEntry(e.target);
}
