/**
 * Issue 17 §1 "a per-game overlay that edits hexes and hexsides": what the printed GBoH map shows
 * that the historical ground, read through the anchors (./anchors.ts) and the derivation
 * (./terrain.ts), does not give. Each entry names the printed label (the seed's hex), the rule that
 * prints it, and why. Every entry is reconstructed.
 *
 * Order (./board.ts): the derivation; the overlay's hex edits (`hexes`, `dropCamp`); its hexside
 * edits (`side`, `wall`); then what follows from the hexes (Death Gardens, camp and Redoubt walls and
 * gates, crest: `finishGbohTerrain`). So a camp the overlay draws gets its walls and gates, a
 * Rampart it adds its Death Garden, and a Redoubt link it draws is left unwalled. (Walls that follow
 * from hexes are edited by editing the hexes.)
 */
import { hexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { hexsideKey } from '../../hex/hexside';
import { line as hexLine } from '../../hex/line';
import { crossing } from '../../alesia/field/geometry';
import { hexToPlane } from '../../alesia/grid/anchors';
import { parseGbohLabel } from './grid';
import { addSide } from './terrain';
import type { GbohHex, GbohTerrain, HexsideFeature } from './terrainTypes';

export type GbohHexEdit = Partial<Pick<GbohHex, 'level' | 'area' | 'forest' | 'alesia' | 'rampart' | 'redoubt' | 'deathGarden' | 'camp' | 'hill'>>;

export interface GbohOverlayEntry {
  /** The rule or example that prints the fact. */
  rule: string;
  /** Hex edits: the printed labels and what to set (`clear`: keys to remove first). */
  hexes?: readonly string[];
  set?: GbohHexEdit;
  clear?: readonly (keyof GbohHexEdit)[];
  /** Remove a derived camp everywhere (the printed map draws it elsewhere). */
  dropCamp?: string;
  /** A hexside edit: the two printed labels either side, features to add and to cut. */
  side?: readonly [string, string];
  add?: readonly HexsideFeature[];
  cut?: readonly HexsideFeature[];
  /** A printed wall drawn straight from one hex centre to another: every hexside it crosses gets `add`. */
  wall?: readonly [string, string];
  why: string;
}

const L = (label: string): Hex => {
  const h = parseGbohLabel(label);
  if (!h) throw new Error(`overlay: not a GBoH hex: ${label}`);
  return h;
};

/** The overlay's hex edits (entries for hexes off the board are skipped). */
export function applyOverlayHexes(t: GbohTerrain, entries: readonly GbohOverlayEntry[]): void {
  for (const e of entries) {
    if (e.dropCamp) for (const x of t.hexes.values()) if (x.camp?.id === e.dropCamp) delete x.camp;
    for (const label of e.hexes ?? []) {
      const x = t.hexes.get(hexKey(L(label)));
      if (!x) continue;
      for (const k of e.clear ?? []) delete x[k];
      if (e.clear?.includes('redoubt')) {
        for (const m of neighbours(x.hex)) t.hexsides.get(hexsideKey(x.hex, m))?.delete('redoubtRampartLink');
      }
      Object.assign(x, e.set ?? {});
    }
  }
}

/** The hexsides a straight wall from `a`'s centre to `b`'s crosses (traced on the hex plane, in hex units). */
export function wallSides(a: Hex, b: Hex): [Hex, Hex][] {
  const P = (h: Hex) => {
    const p = hexToPlane(h);
    return { e: p.x, n: p.y };
  };
  const [pa, pb] = [P(a), P(b)];
  const out: [Hex, Hex][] = [];
  const seen = new Set<string>();
  for (const h of hexLine(a, b)) {
    for (const m of neighbours(h)) {
      const k = hexsideKey(h, m);
      if (seen.has(k)) continue;
      seen.add(k);
      if (crossing(P(h), P(m), pa, pb)) out.push([h, m]);
    }
  }
  return out;
}

/** The overlay's hexside edits (sides with a hex off the board are skipped). */
export function applyOverlaySides(t: GbohTerrain, entries: readonly GbohOverlayEntry[]): void {
  const on = (h: Hex) => t.hexes.has(hexKey(h));
  for (const e of entries) {
    if (e.side) {
      const [a, b] = e.side.map(L);
      if (!on(a) || !on(b)) continue;
      const k = hexsideKey(a, b);
      for (const f of e.add ?? []) addSide(t.hexsides, k, f);
      const s = t.hexsides.get(k);
      for (const f of e.cut ?? []) s?.delete(f);
      if (s && s.size === 0) t.hexsides.delete(k);
    }
    if (e.wall) {
      for (const [a, b] of wallSides(L(e.wall[0]), L(e.wall[1]))) {
        if (on(a) && on(b)) for (const f of e.add ?? []) addSide(t.hexsides, hexsideKey(a, b), f);
      }
    }
  }
}

const link = (rule: string, a: string, b: string, why: string): GbohOverlayEntry => ({ rule, side: [a, b], add: ['rampartWalkway'], why });
const unlink = (rule: string, a: string, b: string, why: string): GbohOverlayEntry => ({ rule, side: [a, b], cut: ['rampartWalkway'], why });

const CAMP_W5022 = { id: 'camp-w5022', kind: 'infantry' } as const;
const CAMP_I = { id: 'camp-i', kind: 'cavalry' } as const;
const CAMP_H = { id: 'camp-h', kind: 'cavalry' } as const;

export const GBOH_OVERLAY: readonly GbohOverlayEntry[] = [
  // The outer walkway's south-east end (AG 6.42).
  { rule: 'AG 6.42', hexes: ['W1633'], set: { rampart: 'outer' }, clear: ['deathGarden'], why: 'W1633: the walkway runs W1633 → W1634 → W1733; the ground’s outer line leaves the sheet at W1634, the printed walkway goes on through W1633.' },
  link('AG 6.42', 'W1633', 'W1634', 'W1633–W1634: the printed walkway step before W1733 (W1633 does not reach W1733 directly).'),
  // The walkway step W3911 → W4012 (AG 6.42: 1 MP along the walkway).
  { rule: 'AG 6.42', hexes: ['W4011'], clear: ['rampart'], set: { area: 'between' }, why: 'W4011: the ground’s line wiggles through it; the printed walkway steps straight from W3911 to W4012.' },
  unlink('AG 6.42', 'W3911', 'W4011', 'W4011 is not on the printed walkway.'),
  unlink('AG 6.42', 'W4011', 'W4012', 'W4011 is not on the printed walkway.'),
  link('AG 6.42', 'W3911', 'W4012', 'AG 6.42’s example: the walkway step W3911 → W4012 costs 1 MP.'),
  // The Redoubt W5414 on the outer line (GB-DEP): the walkway goes round it on the west.
  { rule: 'GB-DEP', hexes: ['W5513', 'W5413', 'W5313'], set: { rampart: 'outer' }, clear: ['deathGarden'], why: 'W5513, W5413, W5313: the printed outer Rampart bends west round the Redoubt W5414.' },
  { rule: 'GB-DEP', hexes: ['W5414'], set: { redoubt: true, area: 'between' }, clear: ['rampart', 'deathGarden'], why: 'W5414: a Redoubt of the sample deployment, behind the outer Rampart; the ground’s straight line runs through it.' },
  unlink('GB-DEP', 'W5514', 'W5414', 'W5414 is a Redoubt, not a walkway hex.'),
  unlink('GB-DEP', 'W5414', 'W5314', 'W5414 is a Redoubt, not a walkway hex.'),
  link('GB-DEP', 'W5514', 'W5513', 'The walkway round W5414.'),
  link('GB-DEP', 'W5513', 'W5413', 'The walkway round W5414.'),
  link('GB-DEP', 'W5413', 'W5313', 'The walkway round W5414.'),
  link('GB-DEP', 'W5313', 'W5314', 'The walkway round W5414.'),
  { rule: 'GB-DEP, AG 6.44', side: ['W5414', 'W5413'], add: ['redoubtRampartLink'], why: 'W5414 opens on the Rampart W5413.' },
  // The Redoubts W4815–W4816 (GB-DEP): the walkway goes round them on the west.
  { rule: 'GB-DEP', hexes: ['W4814'], set: { rampart: 'outer' }, clear: ['deathGarden'], why: 'W4814: the printed outer Rampart passes west of the Redoubt W4815.' },
  { rule: 'GB-DEP', hexes: ['W4815', 'W4816'], set: { redoubt: true, area: 'between' }, clear: ['rampart', 'deathGarden'], why: 'W4815, W4816: Redoubts of the sample deployment between the lines; the ground’s outer line clips W4815.' },
  unlink('GB-DEP', 'W4914', 'W4815', 'W4815 is a Redoubt, not a walkway hex.'),
  unlink('GB-DEP', 'W4815', 'W4714', 'W4815 is a Redoubt, not a walkway hex.'),
  link('GB-DEP', 'W4914', 'W4814', 'The walkway past W4815.'),
  link('GB-DEP', 'W4814', 'W4714', 'The walkway past W4815.'),
  { rule: 'GB-DEP, AG 6.44', side: ['W4815', 'W4814'], add: ['redoubtRampartLink'], why: 'W4815 opens on the Rampart W4814.' },
  // The Redoubt W2919 (AG 6.42) and W5820 (GB-DEP).
  { rule: 'AG 6.42', hexes: ['W2919'], set: { redoubt: true }, why: 'W2919: a Redoubt; the ground spreads the castella evenly and puts none here.' },
  { rule: 'AG 6.42', side: ['W2919', 'W2918'], add: ['redoubtRampartLink'], why: 'W2919 is linked to the Rampart W2918 (AG 6.42’s example).' },
  { rule: 'GB-DEP', hexes: ['W5820'], set: { redoubt: true }, clear: ['rampart', 'deathGarden', 'camp'], why: 'W5820: a Redoubt of the sample deployment by Mont Réa.' },
  { rule: 'GB-DEP, AG 12.1', hexes: ['W5920'], set: { rampart: 'outer' }, clear: ['deathGarden', 'camp'], why: 'W5920: a Rampart where Legion X puts a cohort (GB-DEP); the ground’s outer line passes one hex east, W5921.' },
  link('GB-DEP', 'W5920', 'W5921', 'W5920 on the outer walkway.'),
  { rule: 'GB-DEP, AG 6.44', side: ['W5820', 'W5920'], add: ['redoubtRampartLink'], why: 'W5820 opens on the Rampart W5920.' },
  // The infantry camp about W5022 (AG 6.42, 12.1): history has no camp in the plain's north end.
  { rule: 'AG 6.42, AG 12.1', hexes: ['W5021', 'W5022', 'W5121', 'W5122'], set: { camp: CAMP_W5022 }, clear: ['redoubt', 'rampart', 'deathGarden'], why: 'The infantry camp of the printed map (W5022; W5122 inside its walls, next to the inner Rampart W5222); none stands there in history (camp D is on Réa’s slope).' },
  // Cavalry camps of the plain, where the printed map draws them (AG 5.45, 6.43, GB-DEP).
  { rule: 'GB-DEP', dropCamp: 'camp-i', why: 'Cavalry camp I: history puts it by the Brenne (~1 km west); the printed map draws the north cavalry camp at W4510.' },
  { rule: 'GB-DEP', hexes: ['W4510', 'W4509', 'W4610'], set: { camp: CAMP_I }, clear: ['deathGarden'], why: 'W4510: the north cavalry camp of the sample deployment, outside the outer line.' },
  { rule: 'AG 6.43', dropCamp: 'camp-g', why: 'Cavalry camp G: history puts it ~5 hexes off the West sheet’s west edge; the printed map has three cavalry camps outside the lines on the sheet.' },
  { rule: 'AG 6.43', hexes: ['W2202', 'W2203', 'W2302'], set: { camp: { id: 'camp-g', kind: 'cavalry' } }, clear: ['deathGarden'], why: 'Cavalry camp G drawn at the sheet’s south-west, the nearest sheet hexes to its ground site (reconstructed: the seed names no hex of it).' },
  { rule: 'AG 5.45, 6.43', dropCamp: 'camp-h', why: 'Cavalry camp H: the printed map puts its wall at W3606 (AG 5.45), not at the ground’s site.' },
  { rule: 'AG 5.45, 6.43', hexes: ['W3606', 'W3607', 'W3507', 'W3506'], set: { camp: CAMP_H }, clear: ['deathGarden'], why: 'W3606: the camp wall 2 hexes past W3604 (AG 5.45); W3607 inside it, so its wall runs on the hexside W3706/W3607 (AG 6.43).' },
  // The Hill (AG 5.49) and levels the printed map shows.
  { rule: 'AG 5.49', hexes: ['W5815', 'W5816', 'W5817', 'W5818', 'W5819', 'W5916'], set: { hill: 'rea' }, why: '“The Hill”: the lower slope of Mont Réa where the 12-hex leash ends.' },
  { rule: 'AG 6.31', hexes: ['W6113'], set: { level: 2 }, why: 'W6113 is one level above W6213 (AG 6.31’s example); the ground rises the other way there (north, up Réa), so the printed contour is kept.' },
  // The Gallic stone wall of doubtful history (AG 6.43).
  { rule: 'AG 6.43', wall: ['W5128', 'W5833'], add: ['stoneWall'], why: 'The printed stone wall W5128–W5833 (the seed doubts its history; the ground’s Gallic wall stands under the east wall of the town, on the East sheet).' },
];

/**
 * Printed ranges read as misprints and NOT bent into the ground (issue 17 §1): each says what the
 * seed prints, why it cannot be right, and what the map holds instead.
 */
export const MISPRINT_READINGS = [
  {
    rule: 'AG 6.46', printed: ['W4723', 'W3704'] as const,
    reading: 'Called north–south, yet 10 lines and 19 columns apart, and W3704 lies outside the outer line. The deep water ditch is the ground’s wet ditch of the plain, in front of the inner line (derived); nothing is drawn from W4723 to W3704.',
  },
  {
    rule: 'GB-DEP', printed: ['W4105', 'W4817'] as const,
    reading: 'Scorpions stand on Ramparts facing Alesia, yet W4105 lies 5 columns from the relief edge, far outside the lines; the range is kept as printed for the deployment and no Rampart is drawn there.',
  },
] as const;
