import type { RuleId } from './rules';

export type Side = string;

/** Something the UI can light up when the log entry is hovered (a region, a piece, a hex). */
export interface Ref {
  kind: 'region' | 'piece' | 'hex' | 'oppidum';
  id: string;
}

export interface Modifier {
  value: number;
  reason: string;
  rule: RuleId;
}

/** A table lookup performed with a die roll, so the tables view can light the cell used. */
export interface TableCell {
  table: string;
  row: string;
  col: string;
}

export interface DieRollEntry {
  kind: 'roll';
  side: Side | null;
  /** What the roll decides, e.g. "Region status of Tarbelli". */
  purpose: string;
  rule: RuleId;
  dice: number[];
  modifiers: Modifier[];
  total: number;
  cell?: TableCell;
  /** Further table cells read from the same roll (e.g. the Rally Table after a Rout roll). */
  also?: TableCell[];
  /** The outcome in words, e.g. "Devastated". */
  result: string;
  refs?: Ref[];
  auto?: boolean;
  /** Sides (or commanders) who may not read this entry while the game goes on (Alesia: the Gauls' moves off the board). */
  hiddenFrom?: string[];
}

export interface TextEntry {
  kind: 'text';
  side: Side | null;
  text: string;
  rule?: RuleId;
  refs?: Ref[];
  /** True when the program took this decision for a player (solo policy). */
  auto?: boolean;
  /** Headings (new turn, new phase) are shown emphasised. */
  heading?: boolean;
  /** Sides (or commanders) who may not read this entry while the game goes on. */
  hiddenFrom?: string[];
}

export type LogEntry = DieRollEntry | TextEntry;

export function sumModifiers(mods: readonly Modifier[]): number {
  let t = 0;
  for (const m of mods) t += m.value;
  return t;
}


/** The entries `viewer` may read (all of them when nobody in particular is looking, e.g. once the game is over). */
export function visibleLog(log: readonly LogEntry[], viewer: string | null): readonly LogEntry[] {
  if (!viewer || !log.some((e) => e.hiddenFrom)) return log;
  return log.filter((e) => !e.hiddenFrom?.includes(viewer));
}
