/**
 * A scripted Roman commander for solo 6.1, used to check the scenario plays to a Roman victory
 * when the Roman plays sensibly: force-march by Lemovices and the Arverni to Provincia I to join the Civis and cavalry,
 * beat the Bigerriones army, take the Sotiates' oppidum, then clear Tarbelli.
 */
import { bellum } from '../../src/engine/bellum/system';
import { REGION_BY_ID } from '../../src/engine/bellum/data/regions';
import type { BellumAction, BellumState } from '../../src/engine/bellum/state';

const ROUTE: Record<number, [string, string]> = { 4: ['pictones', 'lemovices'], 5: ['arverni', 'provincia-1'] };

function gallicIn(s: BellumState, region: string): number {
  return Object.keys(s.units).filter((u) => s.units[u].region === region && s.units[u].out === null && !u.startsWith('legio') && ['roman', 'numidians', 'civis', 'allied'].every((p) => !u.startsWith(p))).length;
}

function target(s: BellumState): string {
  if (s.control['bigerriones'] !== 'roman' || !s.destroyed.includes('sotiates-oppidum') || gallicIn(s, 'bigerriones') > 0) return 'bigerriones';
  return 'tarbelli';
}

export function romanPlan(s: BellumState, legal: BellumAction[]): BellumAction {
  const find = (t: string, pred: (a: BellumAction) => boolean = () => true) => legal.find((a) => a.t === t && pred(a));
  const crassus = s.leaders['crassus'];
  if (s.step === 'roman.forced' && crassus?.out === null) {
    const route = ROUTE[s.turn];
    if (!s.selection && !s.moved.includes('crassus') && route) return find('select', (a) => a.t === 'select' && a.leader === 'crassus') ?? find('endMove')!;
    if (s.selection && route) {
      const on = (a: BellumAction) => a.t === 'forced' && a.via === route[0] && a.to === route[1];
      return find('forced', (a) => on(a) && a.t === 'forced' && a.pickUp === true) ?? find('forced', on) ?? find('deselect')!;
    }
  }
  if (s.step === 'roman.move' && crassus?.out === null && !ROUTE[s.turn]) {
    const goal = target(s);
    if (!s.selection && !s.moved.includes('crassus') && crassus.region !== goal) return find('select', (a) => a.t === 'select' && a.leader === 'crassus') ?? find('endMove')!;
    if (s.selection) {
      const here = s.selection.region;
      const step = REGION_BY_ID[here].neighbours.includes(goal) ? goal : REGION_BY_ID[here].neighbours.find((n) => REGION_BY_ID[n].neighbours.includes(goal));
      return (step && find('move', (a) => a.t === 'move' && a.to === step)) || find('deselect')!;
    }
  }
  // Losses: weaken intact non-legion units first, so that no unit leaves the field (keeps the army).
  const lossActs = legal.filter((a): a is Extract<BellumAction, { t: 'boardLoss' | 'loss' }> => a.t === 'boardLoss' || a.t === 'loss');
  if (lossActs.length > 0) {
    const score = (u: string) => (s.units[u].reduced ? 100 : 0) + (u.startsWith('legio') ? 10 : 0);
    return lossActs.slice().sort((a, b) => score(a.unit) - score(b.unit))[0];
  }
  for (const t of ['sack', 'besiege', 'raze', 'confirmDeploy', 'autoDeploy', 'stand', 'pursue', 'realign', 'boardLoss', 'loss', 'testLeader', 'commander', 'retreat', 'endure', 'done', 'endMove']) {
    const a = find(t);
    if (a) return a;
  }
  return legal[0];
}

export function playSolo(seed: string): BellumState {
  const r = bellum.setup({ scenario: 'aquitania', seed, options: { solo: true } });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  for (let i = 0; i < 5000 && !s.outcome; i++) {
    const legal = bellum.legalActions(s);
    const res = bellum.apply(s, romanPlan(s, legal));
    if (!res.ok) throw new Error(res.rejection.message);
    s = res.state;
  }
  return s;
}
