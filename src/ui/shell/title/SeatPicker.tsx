/**
 * Who holds each seat of a new game (issue 18): a person, or the computer at a level. Offered for
 * systems whose registry entry has a bot; the seats are the entry's for the options chosen (Alesia
 * with three or four players: each commander). The 6.1 solo rule is a choice of its own (PlayOptions).
 */
import type { BotSeat } from '../bot/types';
import { COMPUTER_LEVELS, computerAt, withSeat, type SeatHolder, type SeatHolders } from '../../../store/seatHolders';

const HOLDER_WORDS: Record<SeatHolder, string> = { person: 'A person', easy: 'Computer — easy', normal: 'Computer — normal', hard: 'Computer — hard' };

interface Props {
  seats: readonly BotSeat[];
  value: SeatHolders;
  onChange(v: SeatHolders): void;
}

/** The holders of the seats listed (a seat the options no longer have is dropped). */
export function holdersFor(seats: readonly BotSeat[], value: SeatHolders): SeatHolders {
  let out: SeatHolders = {};
  for (const s of seats) {
    const level = computerAt(value, s.id);
    if (level) out = withSeat(out, s.id, level);
  }
  return out;
}

export function SeatPicker({ seats, value, onChange }: Props) {
  const computers = seats.filter((s) => computerAt(value, s.id)).length;
  return (
    <fieldset className="picker seats">
      <legend>Who plays</legend>
      {seats.map((s) => (
        <div className="row" key={s.id}>
          <label htmlFor={`seat-${s.id}`}>{s.name}</label>
          <select id={`seat-${s.id}`} value={computerAt(value, s.id) ?? 'person'} onChange={(e) => onChange(withSeat(value, s.id, e.target.value as SeatHolder))}>
            {(['person', ...COMPUTER_LEVELS] as const).map((h) => (
              <option key={h} value={h}>
                {HOLDER_WORDS[h]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="muted small" role="status">
        {computers === 0
          ? 'Every seat a person’s (hotseat).'
          : computers === seats.length
            ? 'Computer against computer: you watch.'
            : 'The computer plays from its own side’s view, never seeing your secrets.'}
      </p>
    </fieldset>
  );
}
