/** Legal actions of the combat phase: derived only from the pending decision and the state. */
import { LEADER_BY_ID } from '../data/leaders';
import type { BellumAction, BellumState } from '../state';
import { ARMY_SIZE, other, unitsIn } from '../queries';
import { refugePlaces } from './evasion';
import { fieldForce } from './forces';
import { controlledNeighbours } from './retreat';
import { splitLegal } from './relief';
import { sackablePlaces } from './siege';
import { boardSide, reserve } from './battle/board';
import { deployLegal } from './battle/deploy';
import { boardLossCandidates } from './battle/sequence';
import { pursuitCandidates } from './battle/pursuit';
import { FIRST_LINE } from './types';

export function pendingLegal(s: BellumState): BellumAction[] {
  const c = s.combat;
  const p = c?.pending;
  if (!c || !p) return [{ t: 'done' }];
  const e = c.encounters[c.index];
  switch (p.kind) {
    case 'skirmishEvade':
    case 'battleEvade':
      return [...controlledNeighbours(s, e.region, p.side).map((to): BellumAction => ({ t: 'evade', to })), { t: 'stand' }];
    case 'refuge':
      return [...refugePlaces(s, e.region, p.side).map((place): BellumAction => ({ t: 'refuge', place })), { t: 'stand' }];
    case 'commander':
      return p.options.map((leader): BellumAction => ({ t: 'commander', leader }));
    case 'deploy':
      return deployLegal(s, p.side);
    case 'boardLoss': {
      const cands = boardLossCandidates(s, p.side);
      return cands.length ? cands.map((unit): BellumAction => ({ t: 'boardLoss', unit })) : [{ t: 'done' }];
    }
    case 'realign': {
      const acts: BellumAction[] = [];
      for (const unit of reserve(boardSide(c.board!, p.side))) for (const wing of FIRST_LINE) acts.push({ t: 'realign', unit, wing });
      acts.push({ t: 'done' });
      return acts;
    }
    case 'testLeader': {
      const leaders = c.board ? boardSide(c.board, p.side).leaders : fieldForce(s, e.region, p.side).leaders;
      const live = leaders.filter((l) => s.leaders[l]?.out === null && LEADER_BY_ID[l]);
      return live.length ? live.map((leader): BellumAction => ({ t: 'testLeader', leader })) : [{ t: 'done' }];
    }
    case 'pursuit': {
      const b = c.board!;
      const acts: BellumAction[] = (e.pursued ?? 0) < (e.pursuitMax ?? 1)
        ? pursuitCandidates(s, boardSide(b, other(b.winner!))).map((unit): BellumAction => ({ t: 'pursue', unit }))
        : [];
      if ((e.pursued ?? 0) >= 1 || acts.length === 0) acts.push({ t: 'done' });
      return acts;
    }
    case 'retreat':
      return [...p.options.map((to): BellumAction => ({ t: 'retreat', to })), ...(p.optional ? [{ t: 'stand' } as BellumAction] : [])];
    case 'reliefSplit':
      return splitLegal(s, p.region, p.side);
    case 'sack':
      return [...sackablePlaces(s, p.side).map((place): BellumAction => ({ t: 'sack', place })), { t: 'done' }];
    case 'siegeStart':
      return [{ t: 'besiege', place: p.place }, { t: 'lift', place: p.place }];
    case 'siegeDefence': {
      const acts: BellumAction[] = [{ t: 'endure', place: p.place }, { t: 'surrender', place: p.place }];
      if (unitsIn(s, e.region, p.side, p.place).length >= ARMY_SIZE) acts.unshift({ t: 'sally', place: p.place }); // BG 4.5.4
      return acts;
    }
    case 'raze':
      return [{ t: 'raze', place: p.place }, { t: 'spare', place: p.place }];
  }
}
