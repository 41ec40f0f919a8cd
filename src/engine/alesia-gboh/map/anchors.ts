/**
 * AG 2.1 / issue 17 §1 — the GBoH sheets laid on the historical ground of Alesia by ANCHORS: hexes
 * the seed names, pinned to the ground point that carries what the seed says of them, with the
 * thin-plate-spline warp of ../../alesia/grid/anchors.ts in between
 * (docs/reconstruction/gboh-grid.md, "Anchors of the GBoH sheets").
 *
 * How each ground point was chosen: for a Rampart the seed names, the point of that Roman line
 * (../../alesia/field/ground.ts, INNER / OUTER) nearest the hex's plain placement (PLAIN_WARP in
 * ./grid.ts), rounded to 5 m; for E6206, the centre of camp C. So each anchor moves its hex as
 * little as the fact allows. Two anchors are a reading, not the nearest point: W5123 and W5222 pin
 * the inner line's plain stretch (not its Grésigny stretch) so that the printed camp W5022/W5122
 * and W4918–W4919 lie between the lines (AG 6.42, 11.0, 12.1). The seed's facts win over the
 * ground: where the printed map squeezes or bends the ground, the warp follows the printed map (the
 * north stretch W5825…W5932 is pinned ~1 km north of the plain placement: the printed map is ~27%
 * shorter north–south than the ground from W1832 to W5932).
 *
 * Every anchor is reconstructed (the seed prints no map); each says which fact and which ground point.
 */
import { pt } from '../../alesia/field/geometry';
import { anchoredPlacement, boardWarp, type Anchor, type Placement } from '../../alesia/grid/anchors';
import type { GridSpec } from '../../alesia/grid/types';
import { boardHexes, gbohGrid, parseGbohLabel, SCENARIO_SHEETS, type SheetId } from './grid';

const H = (label: string) => {
  const h = parseGbohLabel(label);
  if (!h) throw new Error(`not a GBoH hex: ${label}`);
  return h;
};

/** One anchor: the printed hex, the fact (with its rule) and the ground point. */
export interface GbohAnchor extends Anchor {
  label: string;
  rule: string;
  /** The ground feature the point lies on: a Roman line (`line:inner`, `line:outer`) or a camp (`camp:<id>`). */
  on: string;
}

const a = (label: string, on: string, rule: string, name: string, at: { e: number; n: number }, note: string): GbohAnchor => ({
  label, on, rule, name, hex: H(label), at, note,
});

export const GBOH_ANCHORS_RECONSTRUCTED = {
  reconstructed: true,
  source: 'seed 002 (hexes named in AG 5.45, 6.41–6.43, 7.22, 8.17, 12.1, GB-DEP); ground: ../../alesia/field/ground.ts',
  why: 'The seed prints no map: each named fact is pinned to the ground feature it names, nearest the plain placement.',
} as const;

export const GBOH_ANCHORS: readonly GbohAnchor[] = [
  // The outer line (contrevallation) down the plain of Les Laumes, ~2 km west of the plateau.
  a('W5714', 'line:outer', 'AG 12.1', 'W5714: north-west end of the outer Rampart walkway W5714…W1832', pt(-2050, 1305), 'Outer line in the plain, north of the Ose, nearest point to the plain placement.'),
  a('W5214', 'line:outer', 'AG 7.22', 'W5214: outer Rampart above W5213 outside', pt(-2000, 890), 'Outer line in the plain by the Ose crossing.'),
  a('W4914', 'line:outer', 'AG 8.17', 'W4914: outer Rampart shot at from W4911 outside', pt(-2030, 590), 'Outer line in the plain between the Ose and the Ozerain.'),
  a('W3911', 'line:outer', 'AG 5.45, 6.42', 'W3911: outer Rampart 3 hexes on from W3908', pt(-2000, -140), 'Outer line in the plain, mid-plain (brief: ~2.0 km west).'),
  a('W3410', 'line:outer', 'AG 6.68', 'W3410: outer Rampart, north end of the row W3410–W3310–W3211', pt(-2045, -530), 'Outer line in the plain, south of mid-plain.'),
  a('W3211', 'line:outer', 'AG 6.68', 'W3211: outer Rampart of the row W3410–W3310–W3211', pt(-2015, -675), 'Outer line by the Ozerain, where it leaves the plain.'),
  a('W1832', 'line:outer', 'AG 12.1', 'W1832: south-east end of the outer Rampart walkway', pt(-355, -2075), 'Outer line on the Flavigny plateau edge, west of camp B.'),
  // The outer line's north stretch, across the Grésigny plain from camp D's corner towards Bussy.
  a('W5825', 'line:outer', 'GB-DEP, AG 6.68', 'W5825: west end of the outer Ramparts W5825…W5932 held by Legion X', pt(-1210, 2195), 'Outer line across the Grésigny plain, nearest point to the plain placement.'),
  a('W5932', 'line:outer', 'GB-DEP, AG 6.68', 'W5932: east end of the outer Ramparts W5825…W5932', pt(-600, 2400), 'Outer line at the foot of Bussy, west of the Rabutin bend.'),
  // The inner line (circonvallation): the plain, the Flavigny slopes, the Grésigny plain.
  a('W4617', 'line:inner', 'AG 6.42', 'W4617: inner Rampart climbed from W4616 in the vallation', pt(-1820, 355), 'Inner line in the plain (~1.8 km west).'),
  a('W4516', 'line:inner', 'AG 6.42', 'W4516: inner Rampart climbed from W4616', pt(-1805, 285), 'Inner line in the plain, just south of W4617’s point.'),
  a('W3220', 'line:inner', 'AG 6.41', 'W3220: inner Rampart (circonvallation)', pt(-1250, -980), 'Inner line on the lowest Flavigny slopes, south of the Ozerain.'),
  a('W2918', 'line:inner', 'AG 6.42', 'W2918: inner Rampart with the Redoubt W2919 linked to it', pt(-1350, -1075), 'Inner line on the lowest Flavigny slopes, west of W3220’s point.'),
  a('W5123', 'line:inner', 'AG 6.42, 12.1', 'W5123: inner Rampart east of the camp W5022/W5122 (reading: the camp lies between the lines)', pt(-1790, 1150), 'Inner line in the north of the plain, a vertex of the ground’s course.'),
  a('W5222', 'line:inner', 'AG 6.42', 'W5222: inner Rampart next to the camp W5122', pt(-1830, 1350), 'Inner line at the north end of the plain, south of camp D: the printed map bends the plain stretch north-east from W4617 to here, leaving the camp W5022/W5122 and W4918–W4919 between the lines (AG 11.0).'),
  // The East sheet: the infantry camp outside the fortifications (AG 6.43's design note).
  a('E6206', 'camp:camp-c', 'AG 6.43', 'E6206: by the infantry camp outside the fortifications (camp C on Bussy)', pt(1000, 2100), 'Camp C, the three-legion camp on the Montagne de Bussy (brief: +1,000/+2,100), on the outer line.'),
];

/** Both sheets' board (AG 12.3): the warp is fitted once over it, so the West sheet alone gets the same ground. */
const ALL = boardHexes(SCENARIO_SHEETS['12.3']);

/** The anchored warp of the GBoH sheets (thin-plate spline, frame pins round both sheets). */
export const GBOH_WARP = boardWarp(GBOH_ANCHORS, ALL);

/** The anchored placement (refuses a warp that folds over the board). */
export const GBOH_PLACEMENT: Placement = anchoredPlacement(GBOH_WARP, ALL);

/** The anchored grid of the board made of `sheets`. */
export function gbohGroundGrid(sheets: readonly SheetId[]): GridSpec {
  return gbohGrid(sheets, GBOH_WARP);
}
