/**
 * The one action a click on an element of the GBoH map would take, when it is one: a facing of the
 * open picker (AG 7.11), else a hex whose lit choices are a single one. What the board asks the store
 * to work out ahead while the pointer rests there (BoardProps.onPrefetch).
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import type { Picker } from './FacingPicker';

export function clickChoiceOn(el: Element, picker: Picker | null, toHex: ReadonlyMap<string, readonly AgAction[]>): AgAction | null {
  const f = el.closest?.('[data-facing]');
  if (f && picker) {
    const list = picker.facings.get(Number(f.getAttribute('data-facing')));
    return list?.length === 1 ? list[0] : null;
  }
  const hit = el.closest?.('[data-hex], [data-stack-hex]');
  const key = hit && (hit.getAttribute('data-hex') ?? hit.getAttribute('data-stack-hex'));
  const here = key ? toHex.get(key) : undefined;
  return here?.length === 1 ? here[0] : null;
}
