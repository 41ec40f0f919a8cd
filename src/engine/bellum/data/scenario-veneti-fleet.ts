/**
 * Exercise scenario for chapter 5 (ships): the sea fight against the Veneti, August 56 BC (BG III.13–15).
 * Not one of the seed's scenarios: this edition adds it so the naval rules can be learnt (and tested)
 * on their own, as 6.1 teaches the land rules. Everything here is reconstructed; see
 * docs/reconstruction/naval.md.
 */
import type { Briefing } from '../../core/briefing';
import type { ScenarioSetup } from './scenarios';

export const VENETI_FLEET: ScenarioSetup = {
  info: {
    id: 'veneti-fleet',
    rule: 'BG 5',
    name: 'Exercise: The Fleet of the Veneti',
    length: 'August – September 56 BC',
    turns: 2,
    balance: 'Balanced (reconstructed)',
    level: 'Exercise for the naval rules',
    solo: false,
    playable: true,
    blurb:
      'Brutus\'s new galleys meet the tall sailing ships of the Veneti off their own coast. Sink or bottle up the Veneti fleet in two turns — or keep it afloat. An exercise for the naval rules (chapter 5), not a scenario of the rules booklet.',
  },
  year: 56,
  startTurn: 7, // August
  endYear: 56,
  endTurn: 8, // September
  romanControl: ['cisalpina', 'provincia-1', 'provincia-2', 'pictones', 'redones'],
  roman: [
    { region: 'pictones', leaders: ['caesar'], units: ['legio-x', 'roman-cav-2'] },
    { region: 'veneti', leaders: ['brutus'], units: ['cretans'] },
  ],
  gallic: [{ region: 'veneti', tribes: ['veneti', 'namnetes', 'osismii'] }],
  navy: true,
  fleets: [
    // Two triremes already built (BG 5.1): Legions VIII and IX wait in the trireme boxes.
    { ship: 'trireme-1', region: 'veneti', builtBy: 'legio-viii', cargo: ['brutus', 'cretans'] },
    { ship: 'trireme-2', region: 'veneti', builtBy: 'legio-ix' },
  ],
  reconstructed:
    'exercise scenario of this edition: forces after BG III.11–14 (Brutus commanding the fleet, Caesar watching from the shore); the Veneti fleet is raised with the Veneti (BG 5.2)',
};

export const VENETI_FLEET_BRIEFING: Briefing = {
  scenario: 'veneti-fleet',
  situation:
    'Summer 56 BC. The Veneti hold their headland strongholds by sea. Caesar has had galleys built on the Loire; Decimus Brutus brings them to the Veneti coast, where the Gallic sailing ships wait.',
  objectives: [
    { text: 'Rome wins if, at the end of September, no Veneti ship holds the Veneti coast (every one sunk, or shut in Corbilo) and a trireme is still afloat.', rule: 'BG 5.6' },
    { text: 'The Gauls win otherwise. Two turns, August and September 56 BC.', rule: 'BG 5.6' },
  ],
  special: [
    { text: 'When the Veneti take the field the Gallic player sets their two ships in the Veneti region or inside Corbilo.', rule: 'BG 5.2' },
    { text: 'Fleets in the same coastal region must fight at the start of the combat phase, round after round.', rule: 'BG 5.6' },
    { text: 'A lost trireme takes its passengers and the legion that built it with it.', rule: 'BG 5.6.2' },
  ],
  strategy: [
    { text: 'The Cretan archers aboard give their trireme +1 in every round: keep them on board for the sea fight.', rule: 'BG 5.6.1' },
    { text: 'In light wind the galleys may slip away to a friendly coast; in strong wind there is no way out.', rule: 'BG 5.6.1' },
    { text: 'A fleet left at sea rolls for attrition at the end of its move: do not linger there.', rule: 'BG 5.4' },
  ],
};

/** BG 5.6 (exercise) — Rome wins when the Veneti coast is free of Veneti ships and a trireme floats. */
export function venetiFleetVictory(s: {
  units: Record<string, { region: string | null; place: string | null; out: unknown }>;
}): { roman: boolean; details: { text: string; met: boolean }[] } {
  const onCoast = ['veneti-ship-1', 'veneti-ship-2'].filter((id) => s.units[id]?.out === null && s.units[id].region === 'veneti' && s.units[id].place === null);
  const afloat = ['trireme-1', 'trireme-2', 'trireme-3'].some((id) => s.units[id]?.out === null);
  const details = [
    { text: 'No Veneti ship holds the Veneti coast', met: onCoast.length === 0 },
    { text: 'A trireme still afloat', met: afloat },
  ];
  return { roman: details.every((d) => d.met), details };
}
