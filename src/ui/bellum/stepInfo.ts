/** Words for the sequence of play: the phase track, the step, and what the player must do now. */
import { LEADER_BY_ID } from '../../engine/bellum/data/leaders';
import { PLACE_BY_ID } from '../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../engine/bellum/data/regions';
import type { BellumState, Side, Step } from '../../engine/bellum/state';
import { combatInstruction } from './combatInfo';
import { SCENARIOS } from '../../engine/bellum/data/scenarios';

export interface StepInfo {
  phase: 'supply' | 'roman' | 'gallic' | 'combat' | 'end';
  words: string;
  rule: string;
}

export const STEP_INFO: Record<Step, StepInfo> = {
  'supply.depots': { phase: 'supply', words: 'Supply — build Roman depots', rule: 'BG 1.I.B' },
  'supply.dismantle': { phase: 'supply', words: 'Supply — dismantle depots', rule: 'BG 2.3.2' },
  'supply.scorch': { phase: 'supply', words: 'Supply — place Scorched Earth', rule: 'BG 1.I.E' },
  'roman.replacements': { phase: 'roman', words: 'Roman replacements', rule: 'BG 1.II.B' },
  'roman.move': { phase: 'roman', words: 'Roman movement', rule: 'BG 1.II.C' },
  'roman.forced': { phase: 'roman', words: 'Roman forced marches', rule: 'BG 1.II.D' },
  'gallic.move': { phase: 'gallic', words: 'Gallic movement', rule: 'BG 1.III.B' },
  combat: { phase: 'combat', words: 'Combat', rule: 'BG 1.IV' },
  over: { phase: 'end', words: 'Game over', rule: 'BG 6' },
};

export const PHASES: { id: StepInfo['phase']; name: string; rule: string }[] = [
  { id: 'supply', name: 'I Supply', rule: 'BG 1.I' },
  { id: 'roman', name: 'II Roman movement', rule: 'BG 1.II' },
  { id: 'gallic', name: 'III Gallic movement', rule: 'BG 1.III' },
  { id: 'combat', name: 'IV Combat', rule: 'BG 1.IV' },
  { id: 'end', name: 'V End of turn', rule: 'BG 1.V' },
];

/** The phase track of a scenario: 6.2 and 6.3 swap phases II and III (BG 6.2.7, BG 6.3.6). */
export function phasesFor(scenario: string): typeof PHASES {
  if ((SCENARIOS[scenario]?.firstMover ?? 'roman') === 'roman') return PHASES;
  const [supply, roman, gallic, ...rest] = PHASES;
  return [supply, { ...gallic, name: 'II Gallic movement' }, { ...roman, name: 'III Roman movement' }, ...rest];
}

export const sideName = (side: Side): string => (side === 'roman' ? 'Roman' : 'Gallic');

const rn = (id: string) => REGION_BY_ID[id]?.name ?? id;

/** What the side to act must do now, with the rule that governs it. */
export function instruction(s: BellumState): { text: string; rule: string } {
  if (s.outcome) return { text: s.outcome.reason, rule: 'BG 6' };
  const loss = s.losses[0];
  if (loss) {
    const verb = loss.mode === 'reduce' ? 'reduce' : 'eliminate';
    return { text: `Choose ${loss.count} unit${loss.count === 1 ? '' : 's'} to ${verb} in ${rn(loss.region)} (${loss.purpose}).`, rule: loss.rule };
  }
  const sel = s.selection;
  switch (s.step) {
    case 'supply.depots':
      return { text: 'Build depots where your armies need supply, then press Done.', rule: 'BG 2.3.2' };
    case 'supply.dismantle':
      return { text: 'Dismantle any depot you no longer need, then press Done.', rule: 'BG 2.3.2' };
    case 'supply.scorch':
      return { text: 'Lay Scorched Earth in regions you choose to devastate, then press Done.', rule: 'BG 2.3.5' };
    case 'roman.replacements':
      return s.replacement?.kind === 'cavalry'
        ? { text: 'Supplementum: choose the hiberna that receives the Gallic cavalry.', rule: 'BG 3.2' }
        : { text: 'Levies: choose the eliminated units raised again in Cisalpina, or press Done.', rule: 'BG 3.2' };
    case 'roman.move':
    case 'gallic.move':
    case 'roman.forced': {
      const forced = s.step === 'roman.forced';
      if (!sel) {
        return forced
          ? { text: 'Select a leader of rank 2 or 3 for a forced march, or end forced marches.', rule: 'BG 3.4' }
          : { text: 'Select a leader to move (units move only with a leader), or end movement.', rule: 'BG 3.3.1' };
      }
      const who = sel.leaders.map((l) => LEADER_BY_ID[l]?.name ?? l).join(', ');
      const from = sel.place ? `${PLACE_BY_ID[sel.place]?.name ?? sel.place} (${rn(sel.region)})` : rn(sel.region);
      return {
        text: `${who} in ${from} with ${sel.units.length} unit${sel.units.length === 1 ? '' : 's'}: take units along, then pick a destination (lit on the map with →).`,
        rule: forced ? 'BG 3.4' : 'BG 3.3',
      };
    }
    case 'combat':
      return combatInstruction(s);
    case 'over':
      return { text: 'The game is over.', rule: 'BG 6' };
  }
}
