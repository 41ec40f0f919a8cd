/**
 * The ground around Alesia (Mont Auxois, 52 BC) as history has it, in metres east (`e`) and north
 * (`n`) of the middle of the plateau. Sources: the research brief on the battlefield
 * (/work/shared/research/alesia-battlefield.md, cited below as "brief": Caesar BG VII.69–74,
 * Napoleon III's survey of 1862–65, the Reddé–von Schnurbein excavations of 1991–97) and
 * ../../../../docs/reconstruction/alesia-ground.md. All of it is reconstructed; every feature
 * carries its confidence (H ≈ ±150 m, M ≈ ±300–500 m, L ≈ ±500–1,000 m) and a note.
 *
 * Nothing here bends to a game. What the 1983 printed board needs that history does not (the
 * Brenne drawn onto the board, camp D on the stream at the perimeters' ends, camps A–C inside the
 * outer line, the rectangle and octagon of its perimeters, its larger town) is the 1983 game's
 * patch: ../../alesia-classic/map/groundPatch.ts.
 */
import { ellipse, pointAlong, pt, rect, sample, spindle } from './geometry';
import type { Castellum, Ground, Pt } from './types';

/**
 * Mont Auxois' top: 2,100 m tip to tip along an axis tilted 10° south of east (WNW–ESE), widest
 * (~620 m) west of the middle, tapering to the western promontory over the plain and to the
 * eastern tip at the col to Pennevelle. Its area is Napoleon's 97 ha (973,100 m² of top).
 */
const TOP = spindle(
  pt(0, 0),
  [[-1050, 0], [-980, 112], [-850, 203], [-650, 284], [-350, 310], [0, 305], [300, 279], [550, 223], [750, 162], [900, 102], [1000, 46], [1050, 0]],
  -10,
);
/** Crest vertices of the two gates: the eastern tip (col to Pennevelle) and the south-west shoulder. */
const EAST_GATE = TOP[11];
const SW_GATE = TOP[TOP.length - 3];

const INNER: Pt[] = [
  // From camp D's south wall down the plain of Les Laumes, across the Ose, to the Ozerain (~1.8 km west).
  pt(-1850, 1690), pt(-1830, 1350), pt(-1790, 1150), pt(-1810, 960), pt(-1760, 700), pt(-1830, 420), pt(-1780, 150),
  pt(-1840, -150), pt(-1780, -450), pt(-1800, -760),
  // Over 800 m of the lowest Flavigny slopes, then along the Ozerain's south bank to moulin Chantrier.
  pt(-1720, -1000), pt(-1600, -1180), pt(-1448, -1322), pt(-1400, -1120), pt(-1250, -980), pt(-1090, -1132), pt(-1000, -930),
  pt(-700, -980), pt(-526, -1138), pt(-400, -940), pt(0, -960), pt(145, -1167), pt(350, -1020), pt(650, -990), pt(726, -1198),
  pt(900, -1060), pt(1150, -1150), pt(1163, -1363), pt(1350, -1260),
  // Across the Ozerain and over the western tip of Pennevelle (~1.8 km east) to the Ose.
  pt(1550, -1200), pt(1779, -1168), pt(1700, -950), pt(1780, -650), pt(1992, -510), pt(1850, -300), pt(1790, 50),
  pt(2002, 190), pt(1860, 400), pt(1780, 700), pt(1912, 883), pt(1700, 960),
  // Along the Ose's north bank under the Bussy slopes, west to the Grésigny plain.
  pt(1400, 980), pt(1220, 1133), pt(1100, 930), pt(800, 980), pt(626, 1138), pt(500, 940), pt(150, 960), pt(-45, 1119),
  pt(-200, 920), pt(-500, 960), pt(-656, 1135), pt(-800, 950),
  // Across the Grésigny plain (and the Rabutin) to camp D's east wall.
  pt(-950, 1050), pt(-1161, 1070), pt(-1050, 1250), pt(-1250, 1400), pt(-1223, 1627), pt(-1450, 1600), pt(-1720, 1800),
];

const OUTER: Pt[] = [
  // From camp D's west wall down the plain ~200 m outside the inner line, across the Ose and the Ozerain.
  pt(-2080, 1800), pt(-2020, 1500), pt(-2060, 1250), pt(-1990, 960), pt(-2040, 650), pt(-1980, 350), pt(-2040, 50),
  pt(-1980, -250), pt(-2050, -550), pt(-1990, -760),
  // Up the Flavigny slopes and along the plateau's north edge, on the south walls of camps A and B.
  pt(-2000, -1050), pt(-1850, -1300), pt(-1988, -1616), pt(-1650, -1550), pt(-1350, -1700), pt(-1336, -2048), pt(-1050, -1850),
  pt(-730, -2015), pt(-470, -2015), pt(-200, -2150), pt(-109, -2493), pt(150, -2250), pt(510, -2200), pt(890, -2200),
  // Down to the Ozerain, over the point of Pennevelle (~2.5–3 km east), across the Ose.
  pt(1200, -2100), pt(1486, -2298), pt(1500, -1950), pt(1800, -1900), pt(2086, -2098), pt(2100, -1750), pt(2400, -1450),
  pt(2773, -1386), pt(2600, -1050), pt(2700, -600), pt(3048, -441), pt(2800, -150), pt(2850, 300), pt(3178, 462), pt(2900, 700),
  pt(2950, 1050),
  // Up Bussy to camp C's north wall, then west across the Grésigny plain to camp D's east wall.
  pt(3104, 1369), pt(2750, 1350), pt(2450, 1650), pt(2452, 2023), pt(2100, 1900), pt(1800, 2150), pt(1745, 2505), pt(1450, 2300),
  pt(1225, 2290), pt(775, 2290), pt(450, 2400), pt(395, 2755), pt(100, 2550), pt(-250, 2500), pt(-509, 2743), pt(-600, 2400),
  pt(-900, 2300), pt(-1146, 2539), pt(-1200, 2200), pt(-1450, 2100), pt(-1733, 2292), pt(-1720, 1950),
];

/**
 * Caesar's 23 castella (BG VII.69), spread along the inner line from camp D, twice as dense in the
 * plain and the Grésigny gap as elsewhere (brief §3b: "denser in the plain and the Grésigny gap").
 * Only five were traced (Plate 25 nos. 10, 11, 15, 18, 22) and the brief does not place them, so
 * every site and the numbering from camp D are this edition's.
 */
function castella(): Castellum[] {
  const dense = (p: Pt) => p.e < -1500 || (p.n > 1000 && p.e < -700);
  const pts = sample(INNER, 10);
  const cum: number[] = [0];
  const metresAt: number[] = [0];
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i].e - pts[i - 1].e, pts[i].n - pts[i - 1].n);
    cum.push(cum[i - 1] + d * (dense(pts[i]) ? 2 : 1));
    metresAt.push(metresAt[i - 1] + d);
  }
  const total = cum[cum.length - 1];
  const out: Castellum[] = [];
  for (let k = 0; k < 23; k++) {
    const w = (total * (k + 0.5)) / 23;
    const i = cum.findIndex((c) => c >= w);
    const at = pointAlong(INNER, metresAt[i]);
    out.push({
      id: `castellum-${k + 1}`, name: `Castellum ${k + 1}`, confidence: 'L', line: 'inner',
      note: 'One of the 23 redoubts (VII.69); the site is spread along the inner line, not surveyed.',
      at: pt(Math.round(at.e), Math.round(at.n)),
    });
  }
  return out;
}

export const GROUND: Ground = {
  town: TOP,
  crest: {
    id: 'crest', name: 'Gallic rampart on the cliff edge', confidence: 'M', course: [...TOP, TOP[0]],
    note: 'A Gallic wall traced in stretches all along the cliff edge of the plateau (brief §2); the cliff belt runs all round the top.',
  },
  gates: [
    { id: 'gate-east', name: 'East gate', confidence: 'M', at: EAST_GATE, note: 'Fortified gateway at the eastern tip, over the col to Pennevelle (the weak side).' },
    { id: 'gate-sw', name: 'South-west gate', confidence: 'L', at: SW_GATE, note: 'Fortified gateway on the south-west shoulder, towards the plain; exact site not in the brief.' },
  ],
  floorMetres: 240,
  hills: [
    {
      id: 'auxois', name: 'Mont Auxois', confidence: 'M', metres: { top: 400, foot: 250 },
      note: 'Limestone table 2,100 m tip to tip, 97 ha of top (Napoleon: 973,100 m²), tapering to both ends; summit 407 m, plateau 160–170 m above the valleys; cliffs all round.',
      top: TOP,
      foot: ellipse(pt(0, 0), 1400, 750, -10),
    },
    {
      id: 'flavigny', name: 'Montagne de Flavigny', confidence: 'M', metres: { top: 420, foot: 255 },
      note: 'Plateau south of the Ozerain; its north edge ~2.0–2.3 km south of the origin (camps A and B). Height: the brief’s 380–450 m band (Caesar: the ring of hills as high as Alesia).',
      top: [pt(-2000, -2300), pt(-1000, -2050), pt(-200, -2000), pt(700, -2200), pt(1300, -2300), pt(1650, -3000), pt(-2300, -3000)],
      foot: [pt(-2600, -1500), pt(-1500, -1450), pt(-200, -1400), pt(900, -1500), pt(1500, -1750), pt(1750, -2300), pt(1900, -3000), pt(-2800, -3000), pt(-3000, -2200)],
    },
    {
      id: 'pennevelle', name: 'Mont Pennevelle', confidence: 'M', metres: { top: 400, foot: 255 },
      note: 'Between Ozerain and Ose east of the mount; summit ~2.8 km east; both lines cut its west tip.',
      top: [pt(2300, -500), pt(2900, -600), pt(3600, -550), pt(3600, 450), pt(2900, 450), pt(2300, 250)],
      foot: [pt(1550, -850), pt(2500, -1150), pt(3600, -1200), pt(3600, 800), pt(2600, 750), pt(1550, 500)],
    },
    {
      id: 'bussy', name: 'Montagne de Bussy', confidence: 'M', metres: { top: 430, foot: 250 },
      note: 'North of the Ose; plateau ~2.6 km NNE with camp C; the inner line follows its lower slopes.',
      top: [pt(-200, 2300), pt(600, 2000), pt(1800, 1950), pt(3600, 1800), pt(3600, 3000), pt(-200, 3000)],
      foot: [pt(-700, 1850), pt(300, 1450), pt(1800, 1400), pt(3600, 1250), pt(3600, 3000), pt(-700, 3000)],
    },
    {
      id: 'rea', name: 'Mont Réa', confidence: 'L', metres: { top: 380, foot: 250 },
      note: 'North-west hill, too big to enclose; summit ~3.6 km NW. Its gentle southern slope carried camp D.',
      top: ellipse(pt(-2500, 2750), 700, 450),
      foot: ellipse(pt(-2400, 2500), 1300, 1000),
    },
    {
      id: 'mussy', name: 'Mussy-la-Fosse heights', confidence: 'L', metres: { top: 400, foot: 245 },
      note: 'West of the Brenne (Montagne du Purgatoire), crest ~5.2 km WSW; the relief army camped on its east slopes.',
      top: ellipse(pt(-4900, -1700), 600, 900, 20),
      foot: ellipse(pt(-5000, -1600), 1150, 1500, 20),
    },
  ],
  rivers: [
    {
      id: 'brenne', name: 'Brenne', class: 'small-river', confidence: 'M',
      note: 'Flows south to north along the far (west) side of the plain, through the brief’s two confluences (Les Laumes −3,300/−600, Venarey −3,400/+1,100); floods (it erased part of cavalry camp I).',
      course: [pt(-3450, -3000), pt(-3400, -2000), pt(-3350, -1200), pt(-3300, -600), pt(-3380, 200), pt(-3400, 1100), pt(-3450, 2000), pt(-3500, 3000)],
    },
    {
      id: 'ozerain', name: 'Ozerain', class: 'small-river', confidence: 'M', into: 'brenne',
      note: 'Comes down from Flavigny (south-east), runs west along the south foot of the mount (~900 m south) into the Brenne at Les Laumes.',
      course: [pt(2400, -3000), pt(2030, -2600), pt(1800, -1900), pt(1500, -1300), pt(900, -1000), pt(0, -900), pt(-1000, -850), pt(-1800, -750), pt(-2600, -650), pt(-3300, -600)],
    },
    {
      id: 'ose', name: 'Ose', class: 'small-river', confidence: 'M', into: 'brenne',
      note: 'Comes in between Bussy and Pennevelle (east), runs west along the north foot (~850 m north) into the Brenne at Venarey.',
      course: [pt(3600, 950), pt(2400, 1000), pt(1500, 900), pt(500, 850), pt(-500, 850), pt(-1500, 900), pt(-2300, 1000), pt(-3400, 1100)],
    },
    {
      id: 'rabutin', name: 'Rabutin', class: 'stream', confidence: 'L', into: 'ose',
      note: 'Small stream from the north (Bussy side) through the Grésigny gap into the Ose; fed the flooded inner ditch of the Grésigny plain.',
      course: [pt(-600, 3000), pt(-750, 2600), pt(-900, 2250), pt(-980, 2000), pt(-900, 1700), pt(-850, 1350), pt(-900, 1100), pt(-1000, 875)],
    },
  ],
  lines: [
    {
      id: 'inner', name: 'Inner line (contravallation)', kind: 'inner', confidence: 'M', obstacles: true,
      note: 'Brief §3c: across the plain ~1.8 km west; over the lowest Flavigny slopes and along the Ozerain’s south bank; across Pennevelle’s tip ~1.8 km east; along the Ose’s north bank (~1.0 km north); across the Grésigny plain to camp D. The bends stand for the contours and re-entrants that make the excavated ~15 km (a smooth ring through these radii measures ~12 km); their sites are not surveyed.',
      course: INNER,
    },
    {
      id: 'outer', name: 'Outer line (circumvallation)', kind: 'outer', confidence: 'M', obstacles: true,
      note: 'Brief §3c: ~200 m outside the inner line in the plain; along the Flavigny plateau on camps A and B (~2.0–2.3 km south); down to the Ozerain; over the point of Pennevelle; up Bussy on camp C; across the Grésigny plain to camp D. Bends as for the inner line, to the excavated ~21 km.',
      course: OUTER,
    },
  ],
  camps: [
    {
      id: 'camp-d', name: 'Camp D (Mont Réa)', confidence: 'M', legions: 2, on: 'both',
      note: 'The camp of Reginus and Rebilus on the lower southern slope of Mont Réa (brief: −1,900/+1,850), ~11 ha for two legions (5–6 ha a legion); both lines end on its walls. Modern work doubts Napoleon’s site.',
      outline: rect(pt(-1900, 1850), 360, 320),
    },
    {
      id: 'camp-a', name: 'Camp A (Flavigny west)', confidence: 'L', legions: 1, on: 'outer',
      note: 'On the north edge of the Flavigny plateau (brief: −600/−1,900), ~6 ha; the outer line runs along its south wall, which had a triple ditch.',
      outline: rect(pt(-600, -1900), 260, 230),
    },
    {
      id: 'camp-b', name: 'Camp B (Flavigny east)', confidence: 'L', legions: 2, on: 'outer',
      note: 'On the north edge of the Flavigny plateau (brief: +700/−2,050), ~11 ha, the larger camp with visible banks; the outer line runs along its south wall.',
      outline: rect(pt(700, -2050), 380, 300),
    },
    {
      id: 'camp-c', name: 'Camp C (Bussy)', confidence: 'L', legions: 3, on: 'outer',
      note: 'On the Montagne de Bussy (brief: +1,000/+2,100), ~17 ha for three legions; the outer line runs along its north wall.',
      outline: rect(pt(1000, 2100), 450, 380),
    },
  ],
  cavalryCamps: [
    { id: 'camp-g', name: 'Cavalry camp G', confidence: 'L', note: 'Plain, south-west; farthest from the lines, deepest ditches.', outline: rect(pt(-3000, -1900), 220, 180) },
    { id: 'camp-h', name: 'Cavalry camp H', confidence: 'L', note: 'Plain, centre.', outline: rect(pt(-2600, -200), 220, 180) },
    { id: 'camp-i', name: 'Cavalry camp I', confidence: 'L', note: 'Plain, by the Brenne, which erased part of it; modern work doubts it (Épineuse crossroads).', outline: rect(pt(-3100, 700), 220, 180) },
    { id: 'camp-k', name: 'Cavalry camp K', confidence: 'L', note: 'Rabutin valley, between the lines.', outline: rect(pt(-700, 1700), 220, 180) },
  ],
  castella: castella(),
  gallicCamp: {
    id: 'gallic-camp', name: 'Gallic camp under the east wall', confidence: 'M',
    note: 'VII.69: the Gauls filled the slope under the wall on the east side and ran a ditch and a 6-ft dry-stone wall in front of it (brief: +1,250/−150, inside the Roman lines).',
    outline: [pt(950, 60), pt(1180, 130), pt(1400, 130), pt(1430, -150), pt(1400, -440), pt(1150, -450), pt(950, -350)],
    wall: [pt(1400, 130), pt(1430, -150), pt(1400, -440)],
    ditch: [pt(1425, 135), pt(1455, -150), pt(1425, -445)],
  },
  trench: {
    id: 'trench', name: 'Isolated Trench (the 20-foot ditch)', confidence: 'L',
    note: 'Caesar’s vertical-sided ditch across the plain only, perpendicular to the rivers, from the Ose to the Ozerain, 0.1–0.6 km in front of the inner line (brief: −1,350 mid-plain).',
    course: [pt(-1350, 890), pt(-1350, -790)],
  },
  wetDitches: [
    {
      id: 'wet-ditch-plain', name: 'Wet ditch of the plain', confidence: 'M',
      note: 'The inner line’s ditch nearer the mount across the plain: flat-bottomed, filled with water led from the Ozerain (river gravel to mid-length), Ose to Ozerain.',
      course: [pt(-1765, 915), pt(-1715, 700), pt(-1785, 420), pt(-1735, 150), pt(-1795, -150), pt(-1735, -450), pt(-1755, -755)],
    },
    {
      id: 'wet-ditch-gresigny', name: 'Wet ditch of the Grésigny plain', confidence: 'L',
      note: 'In the Grésigny plain the inner ditch was flooded from the Rabutin (brief §3b).',
      course: [pt(-963, 1012), pt(-1197, 1052), pt(-1089, 1243), pt(-1287, 1384), pt(-1251, 1599), pt(-1460, 1561)],
    },
  ],
  forests: [
    {
      id: 'wood-mussy', name: 'Woods of the Mussy heights', confidence: 'L',
      note: 'Seed 002’s historical note: the relief army camped in a large wooded area south-west of the oppidum — the Mussy-la-Fosse heights of the brief.',
      outline: ellipse(pt(-5000, -1600), 1000, 1350, 20, 12),
    },
    {
      id: 'wood-rea-north', name: 'Woods north of Mont Réa', confidence: 'L',
      note: 'Seed 002’s historical note: Vercassivellaunus’ men went through woods by night, round the north side of Réa (brief §5).',
      outline: ellipse(pt(-2500, 3800), 1200, 450, 0, 12),
    },
  ],
  places: [
    { id: 'alesia', name: 'Alesia', confidence: 'H', note: 'The oppidum on Mont Auxois.', at: pt(0, 0) },
    { id: 'laumes', name: 'Plain of Les Laumes', confidence: 'M', note: 'The flat plain west of the mount.', at: pt(-2700, -250) },
    { id: 'rea', name: 'Mont Réa', confidence: 'L', note: 'The north-west hill (brief: summit −2,400/+2,700).', at: pt(-2500, 2750) },
    { id: 'gresigny', name: 'Grésigny', confidence: 'M', note: 'The small plain between Réa and Bussy (brief: −980/+2,110).', at: pt(-980, 2110) },
    { id: 'bussy', name: 'Montagne de Bussy', confidence: 'M', note: 'The plateau north of the Ose (brief: +1,200/+2,600).', at: pt(1200, 2650) },
    { id: 'flavigny', name: 'Montagne de Flavigny', confidence: 'M', note: 'The plateau south of the Ozerain (brief: north edge 0/−2,300).', at: pt(-300, -2600) },
    { id: 'pennevelle', name: 'Mont Pennevelle', confidence: 'M', note: 'The hill east of the col (brief: summit +2,800/−100).', at: pt(2900, -100) },
  ],
};

/** The summit of Mont Auxois (407 m), for labels and the elevation check. */
export const SUMMIT = { at: pt(140, -30), metres: 407 } as const;
