/**
 * Who plays, in words, when the computer holds a seat (issue 18): each seat and its holder —
 * "Roman: you · Gallic: computer (normal)" — and "hotseat" only when two or more persons share the
 * screen. Short, for the header's track at 390 px wide. Light: the title screen's list reads it too.
 */
import { computerAt, holderWords, type SeatHolders } from '../../../store/seatHolders';

/** A seat as the words name it: its id (as `toAct` names it) and a short name. */
export interface NamedSeat {
  id: string;
  name: string;
}

/** The words, or null when no seat of `seats` is the computer's (then the game's own words stand: "2 players, hotseat"). */
export function seatWords(seats: readonly NamedSeat[], holders: SeatHolders): string | null {
  if (!seats.some((x) => computerAt(holders, x.id))) return null;
  const persons = seats.filter((x) => !computerAt(holders, x.id)).length;
  const parts = seats.map((x) => {
    const level = computerAt(holders, x.id);
    return `${x.name}: ${level ? holderWords(level) : persons === 1 ? 'you' : 'person'}`;
  });
  if (persons >= 2) parts.push('hotseat');
  else if (persons === 0) parts.push('watched');
  return parts.join(' · ');
}
