/** What a naval combat round may bring (BG 5.6.1), for the preview shown before the Roman player commits. */
import { sumModifiers, type Modifier } from '../../core/log';
import type { RegionId, UnitId } from '../data/types';
import type { BellumState, Side } from '../state';
import { currentRound, escapeOptions, navalModifiers } from './combat';
import { shipsIn } from './geo';
import { cargoOf } from './transport';

export interface NavalPreview {
  region: RegionId;
  round: number;
  light: boolean;
  windDie: number;
  windTotal: number;
  ships: Record<Side, UnitId[]>;
  modifiers: Record<Side, Modifier[]>;
  /** Chance, in 36ths, that the Roman total beats, ties or falls below the Gallic one. */
  odds: { romanWins: number; tie: number; gallicWins: number };
  /** Where the Roman fleet may escape this round (light wind only). */
  escapes: string[];
  /** What each ship carries. */
  cargo: Record<UnitId, string[]>;
}

export function roundOdds(romanBonus: number, gallicBonus: number): NavalPreview['odds'] {
  let romanWins = 0;
  let tie = 0;
  let gallicWins = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const r = a + romanBonus;
      const g = b + gallicBonus;
      if (r > g) romanWins++;
      else if (r === g) tie++;
      else gallicWins++;
    }
  }
  return { romanWins, tie, gallicWins };
}

export function navalPreview(s: BellumState): NavalPreview | null {
  const round = currentRound(s);
  if (!round) return null;
  const ships = { roman: shipsIn(s, round.region, 'roman', false), gallic: shipsIn(s, round.region, 'gallic', false) };
  const modifiers = {
    roman: navalModifiers(s, round.region, 'roman', round.light),
    gallic: navalModifiers(s, round.region, 'gallic', round.light),
  };
  const cargo: Record<UnitId, string[]> = {};
  for (const id of [...ships.roman, ...ships.gallic]) cargo[id] = cargoOf(s, id);
  return {
    region: round.region,
    round: round.round,
    light: round.light,
    windDie: round.windDie,
    windTotal: round.windTotal,
    ships,
    modifiers,
    odds: roundOdds(sumModifiers(modifiers.roman), sumModifiers(modifiers.gallic)),
    escapes: round.light ? escapeOptions(s, round.region) : [],
    cargo,
  };
}
