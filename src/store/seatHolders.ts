/**
 * Who holds each seat of a game (issue 18): a person, or the computer at a level (the engine's
 * `core/bot/levels.ts` budgets). Kept with the game (its record and a save file), so resuming
 * continues against the same opponent. A seat is what the shell's hand-over calls a seat: a side,
 * or a commander when players share a side (Alesia with three or four players).
 *
 * No engine imports (the title screen and the save check read it). A seat not named is a person's:
 * games and saves from before this field load as all persons.
 */
export type ComputerLevel = 'easy' | 'normal' | 'hard';
export type SeatHolder = 'person' | ComputerLevel;
export type SeatHolders = Readonly<Record<string, SeatHolder>>;

export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'normal', 'hard'];
export const SEAT_HOLDERS: readonly SeatHolder[] = ['person', ...COMPUTER_LEVELS];
/** Most seats a game has (Alesia with four players); a stored value with more is not ours. */
export const MAX_SEATS = 8;
/** Longest seat id kept. */
export const MAX_SEAT_ID = 32;

export const NO_COMPUTER: SeatHolders = Object.freeze({});

export const isSeatHolder = (v: unknown): v is SeatHolder => typeof v === 'string' && (SEAT_HOLDERS as readonly string[]).includes(v);

/** Why a stored value is not a seat list, or null when it is one. */
export function seatHoldersProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'is not an object of seats';
  const entries = Object.entries(v);
  if (entries.length > MAX_SEATS) return `names ${entries.length} seats, more than a game has`;
  for (const [seat, holder] of entries) {
    if (seat.length === 0 || seat.length > MAX_SEAT_ID) return 'names a seat that no game has';
    if (!isSeatHolder(holder)) return `gives the seat "${seat}" to ${JSON.stringify(holder)?.slice(0, 20)}, not person, easy, normal or hard`;
  }
  return null;
}

/** A stored value as seat holders: anything that is not one (absent, from an older version) is all persons. */
export function seatHolders(v: unknown): SeatHolders {
  if (v === undefined || seatHoldersProblem(v) !== null) return NO_COMPUTER;
  // Persons are the default: only the computer's seats are kept, so equal games compare equal.
  const out: Record<string, SeatHolder> = {};
  for (const [seat, holder] of Object.entries(v as Record<string, SeatHolder>)) if (holder !== 'person') out[seat] = holder;
  return Object.keys(out).length ? Object.freeze(out) : NO_COMPUTER;
}

/** The computer's level at `seat`, or null when a person holds it. */
export const computerAt = (holders: SeatHolders, seat: string | null): ComputerLevel | null => {
  if (seat === null) return null;
  const h = Object.prototype.hasOwnProperty.call(holders, seat) ? holders[seat] : undefined;
  return h && h !== 'person' ? h : null;
};

/** True when the computer holds at least one seat. */
export const anyComputer = (holders: SeatHolders): boolean => Object.values(holders).some((h) => h !== 'person');

/** The holders with `seat` given to `holder`. */
export function withSeat(holders: SeatHolders, seat: string, holder: SeatHolder): SeatHolders {
  return seatHolders({ ...holders, [seat]: holder });
}

/** "computer (normal)" / "person". */
export const holderWords = (h: SeatHolder): string => (h === 'person' ? 'person' : `computer (${h})`);
