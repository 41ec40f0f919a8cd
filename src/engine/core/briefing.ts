/** A scenario briefing: what wins, what is special, and how a newcomer might go about it. */
export interface BriefingPoint {
  text: string;
  /** The rule the point rests on, e.g. `BG 6.1.5`. */
  rule: string;
}

export interface Briefing {
  scenario: string;
  /** One or two sentences of history: why this campaign. */
  situation: string;
  objectives: BriefingPoint[];
  special: BriefingPoint[];
  /** A short strategy note for a first game (this edition's advice, not a rule). */
  strategy: BriefingPoint[];
}
