/**
 * What activating a leader would bring (AG 4.1): his Command's units — a legion's cohorts (those
 * beyond the legate's range marked, AG 4.13), the auxiliaries or the cavalry within a Zone
 * Commander's or a prefect's range (AG 4.11), the Gallic cavalry in a cavalry leader's (AG 4.12) —
 * or, for a tribal chief, the placed tribes in his range that fit his Control (AG 4.12). Read from
 * the engine's own Command rules on the whole position (a Roman Command holds no secret).
 */
import { agLeader, agTribe, LEGATE_OF, type AgLegionId } from '../../../engine/alesia-gboh/data';
import { auxiliaryCommand, cavalryCommand, gallicCavalryCommand, isChief, legionCommand, tribesForChief } from '../../../engine/alesia-gboh/commands';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { perPositionAnd } from '../../hexboard/perPosition';

export interface CommandPreview {
  units: string[];
  outOfRange: string[];
  tribes: string[];
  words: string;
}

/** Previews kept per position and leader (a position never changes): a select or a hover asks them again for the same one. */
export const commandPreview: (s: AgState, leader: string) => CommandPreview | null = perPositionAnd((s: AgState, leader: string) => previewOf(s, leader));

function previewOf(s: AgState, leader: string): CommandPreview | null {
  const d = agLeader(leader);
  if (d.side === 'roman') {
    const legion = (Object.entries(LEGATE_OF) as [AgLegionId, string][]).find(([, l]) => l === leader)?.[0];
    const c = legion ? legionCommand(s, legion) : d.role === 'zone' ? auxiliaryCommand(s, leader) : d.role === 'prefect' ? cavalryCommand(s, leader) : null;
    if (!c) return null;
    return { units: c.units, outOfRange: c.outOfRange, tribes: [], words: `his Command: ${c.units.length} units${c.outOfRange.length ? `, ${c.outOfRange.length} beyond his range` : ''}` };
  }
  if (d.role === 'cavalry-leader') {
    const c = gallicCavalryCommand(s, leader);
    return c ? { units: c.units, outOfRange: [], tribes: c.tribes, words: `his Command: ${c.units.length} cavalry units${c.tribes.length ? ' and his cavalry counter' : ''}` } : null;
  }
  if (isChief(leader)) {
    const tribes = tribesForChief(s, leader);
    return { units: [], outOfRange: [], tribes, words: tribes.length ? `tribes in his range: ${tribes.map((t) => agTribe(t).name).join(', ')} (Control ${d.control ?? 0})` : 'no tribe in his range' };
  }
  return null;
}
