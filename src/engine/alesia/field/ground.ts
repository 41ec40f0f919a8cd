/**
 * The ground around Alesia (Mont Auxois, 52 BC) in metres east (`e`) and north (`n`) of the middle
 * of the plateau. Sources: ../../../../docs/reconstruction.md ("The battlefield of Alesia"), which
 * follows the research brief on the battlefield (Caesar BG VII.69–74, Napoleon III's excavations of
 * 1862–65, the Reddé–von Schnurbein excavations of 1991–97). All of it is reconstructed.
 *
 * Where the 1983 rules state a fact about their map, the ground honours it within the stated
 * confidence of the historical position, and the note says so:
 * - the camp south-east of Mont Réa is the one camp that touches the perimeter ramparts (AC 7.4:
 *   its three joints), it stands on a stream and belongs to the inner line in the north-west
 *   (designer's notes), so camps A, B and C stand just inside the outer line, not on it;
 * - the Mont Réa sector has no obstacle belt and no outer rampart of its own: the camp closes the gap
 *   (Schultz's tournament notes: the Réa sector lacks a complete set of ramparts and Outer Works).
 */
import { ellipse, pt, rect } from './geometry';
import type { Ground } from './types';

const campD = rect(pt(-1750, 1750), 500, 450);

export const GROUND: Ground = {
  town: ellipse(pt(0, 0), 1050, 400, -10),
  hills: [
    {
      id: 'auxois', name: 'Mont Auxois', confidence: 'M',
      note: 'Plateau ~2,100 × 800 m, long axis WNW–ESE, cliffs all round; the town filled the top.',
      top: ellipse(pt(0, 0), 1050, 400, -10),
      foot: ellipse(pt(0, 0), 1400, 750, -10),
    },
    {
      id: 'flavigny', name: 'Montagne de Flavigny', confidence: 'M',
      note: 'Plateau south of the Ozerain; its north edge ~2.0–2.3 km south of the origin (camps A and B).',
      top: [pt(-2000, -2300), pt(-1000, -2050), pt(-200, -2000), pt(700, -2200), pt(1300, -2300), pt(1650, -3000), pt(-2300, -3000)],
      foot: [pt(-2600, -1500), pt(-1500, -1450), pt(-200, -1400), pt(900, -1500), pt(1500, -1750), pt(1750, -2300), pt(1900, -3000), pt(-2800, -3000), pt(-3000, -2200)],
    },
    {
      id: 'pennevelle', name: 'Mont Pennevelle', confidence: 'M',
      note: 'Between Ozerain and Ose east of the mount; summit ~2.8 km east; both lines cut its west tip.',
      top: [pt(2300, -500), pt(2900, -600), pt(3600, -550), pt(3600, 450), pt(2900, 450), pt(2300, 250)],
      foot: [pt(1550, -850), pt(2500, -1150), pt(3600, -1200), pt(3600, 800), pt(2600, 750), pt(1550, 500)],
    },
    {
      id: 'bussy', name: 'Montagne de Bussy', confidence: 'M',
      note: 'North of the Ose; plateau ~2.6 km NNE with camp C; the inner line follows its lower slopes.',
      top: [pt(-200, 2300), pt(600, 2000), pt(1800, 1950), pt(3600, 1800), pt(3600, 3000), pt(-200, 3000)],
      foot: [pt(-700, 1850), pt(300, 1450), pt(1800, 1400), pt(3600, 1250), pt(3600, 3000), pt(-700, 3000)],
    },
    {
      id: 'rea', name: 'Mont Réa', confidence: 'L',
      note: 'North-west hill, too big to enclose; summit ~3.6 km NW. Its gentle southern slope carried camp D.',
      top: ellipse(pt(-2500, 2750), 700, 450),
      foot: ellipse(pt(-2400, 2500), 1300, 1000),
    },
  ],
  rivers: [
    {
      id: 'brenne', name: 'Brenne', confidence: 'M',
      note: 'Flows south to north along the far (west) side of the plain; drawn ~150 m east of the brief’s line (within its ±300–500 m) so that it stays on the 1983 board.',
      course: [pt(-3420, -3000), pt(-3350, -2000), pt(-3300, -1200), pt(-3250, -600), pt(-3300, 200), pt(-3250, 1100), pt(-3300, 2000), pt(-3350, 3000)],
    },
    {
      id: 'ozerain', name: 'Ozerain', confidence: 'M', into: 'brenne',
      note: 'Comes down from Flavigny (south-east), runs west along the south foot of the mount (~900 m south) into the Brenne at Les Laumes.',
      course: [pt(2400, -3000), pt(2030, -2600), pt(1800, -1900), pt(1500, -1300), pt(900, -1000), pt(0, -900), pt(-1000, -850), pt(-1800, -750), pt(-2600, -650), pt(-3250, -600)],
    },
    {
      id: 'ose', name: 'Ose', confidence: 'M', into: 'brenne',
      note: 'Comes in between Bussy and Pennevelle (east), runs west along the north foot (~850 m north) into the Brenne at Venarey.',
      course: [pt(3600, 950), pt(2400, 1000), pt(1500, 900), pt(500, 850), pt(-500, 850), pt(-1500, 900), pt(-2300, 1000), pt(-3250, 1100)],
    },
    {
      id: 'rabutin', name: 'Rabutin', confidence: 'L', into: 'ose',
      note: 'Comes from the north through the Grésigny gap into the Ose; drawn along the east wall of camp D (the designer’s “camp on the river”).',
      course: [pt(-700, 3000), pt(-900, 2400), pt(-1200, 2050), pt(-1450, 1800), pt(-1450, 1200), pt(-1400, 900)],
    },
  ],
  lines: [
    {
      id: 'inner', name: 'Inner line (contravallation)', kind: 'inner', confidence: 'M', obstacles: true,
      note: 'Across the plain ~1.8 km west; along the Ozerain’s south bank; across Pennevelle’s tip ~1.8 km east; along the Ose’s north bank; through the Grésigny gap to camp D. Both ends meet camp D at its south-east corner.',
      course: [
        pt(-1500, 1525), pt(-1800, 1300), pt(-1800, 900), pt(-1800, 0), pt(-1800, -750), pt(-1600, -1150),
        pt(-800, -1250), pt(0, -1150), pt(800, -1150), pt(1450, -1450), pt(1800, -900), pt(1800, 0),
        pt(1800, 850), pt(1500, 1100), pt(500, 1150), pt(-500, 1150), pt(-1100, 1250), pt(-1450, 1450), pt(-1500, 1525),
      ],
    },
    {
      id: 'outer', name: 'Outer line (circumvallation)', kind: 'outer', confidence: 'M', obstacles: true,
      note: 'About 0.4 km outside the inner line in the plain, over the Flavigny slopes, across Pennevelle ~2.5 km east, over Bussy, across the Grésigny gap; both ends meet camp D (north-east corner and west side).',
      course: [
        pt(-1500, 1975), pt(-1300, 2300), pt(-700, 2450), pt(-300, 2450), pt(500, 2550), pt(1400, 2450), pt(2000, 1900), pt(2300, 1150),
        pt(2500, 600), pt(2550, 0), pt(2500, -900), pt(2100, -1450), pt(1500, -2050), pt(700, -2350), pt(-300, -2200),
        pt(-1200, -2000), pt(-1900, -1600), pt(-2250, -1000), pt(-2250, -650), pt(-2250, 200), pt(-2250, 1050),
        pt(-2250, 1500), pt(-2000, 1700),
      ],
    },
  ],
  camps: [
    {
      id: 'camp-d', name: 'Camp D (Mont Réa)', confidence: 'M', legions: 2,
      note: 'The camp of Reginus and Rebilus on the lower southern slope of Mont Réa, moved ~250 m south-east onto the Rabutin within the brief’s ±300–500 m. Both perimeters end on it: this is the camp of AC 7.4 with the three joints.',
      outline: campD,
    },
    {
      id: 'camp-a', name: 'Camp A (Flavigny west)', confidence: 'L', legions: 1,
      note: 'On the north edge of the Flavigny plateau; drawn just inside the outer line, not on it (only camp D touches the perimeter ramparts in the 1983 rules).',
      outline: rect(pt(-600, -1850), 450, 350),
    },
    {
      id: 'camp-b', name: 'Camp B (Flavigny east)', confidence: 'L', legions: 2,
      note: 'On the north edge of the Flavigny plateau, just inside the outer line.',
      outline: rect(pt(700, -1950), 600, 400),
    },
    {
      id: 'camp-c', name: 'Camp C (Bussy)', confidence: 'L', legions: 3,
      note: 'On the Montagne de Bussy, just inside the outer line.',
      outline: rect(pt(1000, 2050), 700, 400),
    },
  ],
  trench: {
    id: 'trench', name: 'Isolated Trench (the 20-foot ditch)', confidence: 'L',
    note: 'Caesar’s vertical-sided ditch across the plain from the Ose to the Ozerain, in front of the inner line.',
    course: [pt(-1350, 890), pt(-1350, -790)],
  },
  places: [
    { id: 'alesia', name: 'Alesia', confidence: 'H', note: 'The oppidum on Mont Auxois.', at: pt(0, 0) },
    { id: 'laumes', name: 'Plain of Les Laumes', confidence: 'M', note: 'The flat plain west of the mount.', at: pt(-2700, -250) },
    { id: 'rea', name: 'Mont Réa', confidence: 'L', note: 'North-west hill.', at: pt(-2500, 2750) },
    { id: 'gresigny', name: 'Grésigny', confidence: 'M', note: 'The gap between Réa and Bussy.', at: pt(-980, 2110) },
    { id: 'bussy', name: 'Montagne de Bussy', confidence: 'M', note: 'North.', at: pt(1200, 2650) },
    { id: 'flavigny', name: 'Montagne de Flavigny', confidence: 'M', note: 'South.', at: pt(-300, -2600) },
    { id: 'pennevelle', name: 'Mont Pennevelle', confidence: 'M', note: 'East.', at: pt(2900, -100) },
  ],
};
