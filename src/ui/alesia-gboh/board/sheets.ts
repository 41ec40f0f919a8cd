/** The map sheets a scenario plays on (AG 12.1, 12.2: West; 12.3: West and East). */
import { SCENARIO_SHEETS, type SheetId } from '../../../engine/alesia-gboh/map/grid';
import type { AgState } from '../../../engine/alesia-gboh/state';

export const sheetsOf = (s: Pick<AgState, 'scenario'>): readonly SheetId[] => SCENARIO_SHEETS[s.scenario];
