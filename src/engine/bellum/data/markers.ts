/**
 * Counter-mix limits for markers (BG 2.3.2, 2.3.5, 4.2.2). The seed names the markers but not
 * how many the box holds.
 */
export const MARKER_LIMITS = {
  depots: 4,
  scorchedEarth: 8,
  tribunes: 4,
  reconstructed:
    'Marker counts are not in the seed; 4 depots, 8 Scorched Earth and 4 tribunes are this edition\'s reading of a single counter sheet (see docs/reconstruction.md).',
} as const;

export const MONTHS = ['Winter', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'] as const;

/** BG 0.1 / 1.V — turn 1 is the winter turn, turns 2–10 run March to November. */
export function turnName(turn: number, year: number): string {
  return `${MONTHS[turn - 1]} ${year} BC`;
}
