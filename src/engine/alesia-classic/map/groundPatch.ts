/**
 * The 1983 board's concessions to its printed map: the historical ground of Alesia
 * (../../alesia/field/ground.ts) is patched with these entries before it is gridded into the 1983
 * board (./map.ts). Each entry replaces one feature with the drawing the 1983 board is built on and
 * names the reason: a fact the 1983 rules state about their map, or the positions the 1983 rule
 * tests, the ready Roman deployment and the play reports stand on.
 *
 * This edition keeps the 1983 board hex for hex as it was reconstructed before the ground took the
 * historical positions (issue 17): every 1983 fact its tests check, every named hex of its rule
 * tests, its set-up and its bench targets stay where they were. See
 * docs/reconstruction/alesia-ground.md for what each entry moves away from history, and what the
 * board would gain or lose without it. All entries are reconstructed.
 */
import { ellipse, pt, rect } from '../../alesia/field/geometry';
import { GROUND } from '../../alesia/field/ground';
import { applyGroundPatch, type GroundPatchEntry } from '../../alesia/field/patch';
import type { Camp, Ground, Hill, Line, Pt, River } from '../../alesia/field/types';

const hill = (id: string): Hill => GROUND.hills.find((h) => h.id === id)!;
const river = (id: string): River => GROUND.rivers.find((r) => r.id === id)!;
const line = (id: string): Line => GROUND.lines.find((l) => l.id === id)!;
const camp = (id: string): Camp => GROUND.camps.find((c) => c.id === id)!;

/** The 1983 board's oppidum: an ellipse 2,100 × 800 m, ~132 ha (history: 97 ha tapering to both ends). */
const TOWN_1983: Pt[] = ellipse(pt(0, 0), 1050, 400, -10);

/** The 1983 board's Brenne, ~50–150 m east of history (the confluences move with it). */
const BRENNE_1983: Pt[] = [pt(-3420, -3000), pt(-3350, -2000), pt(-3300, -1200), pt(-3250, -600), pt(-3300, 200), pt(-3250, 1100), pt(-3300, 2000), pt(-3350, 3000)];

export const AC_GROUND_PATCH: readonly GroundPatchEntry[] = [
  {
    town: TOWN_1983,
    why: 'The 1983 town is the whole 2,100 × 800 m ellipse (~83 hexes, history’s 97 ha would give ~61): its wall hexes (AC 9.3), the 2-hex set-up ring (AC 3.2) and the 7-hex fort ring (AC 3.2, 24.1) that the rule tests and the ready deployment use are drawn from it.',
  },
  {
    hill: { ...hill('auxois'), top: TOWN_1983 },
    why: 'The hilltop of the 1983 board is its town (hilltop doubling, Terrain Effects Chart and AC 25.6, reads these hexes).',
  },
  {
    river: { ...river('brenne'), course: BRENNE_1983 },
    why: 'The Brenne is drawn up to 150 m east of its bed so that it stays on the 1983 board’s west edge and its two confluences stay fork hexes on the board (App. E: three forks).',
  },
  {
    river: { ...river('ozerain'), course: [...river('ozerain').course.slice(0, -1), pt(-3250, -600)] },
    why: 'The Ozerain ends on the 1983 Brenne (its confluence at Les Laumes moves 50 m east with it).',
  },
  {
    river: { ...river('ose'), course: [...river('ose').course.slice(0, -1), pt(-3250, 1100)] },
    why: 'The Ose ends on the 1983 Brenne (its confluence at Venarey moves 150 m east with it).',
  },
  {
    river: {
      ...river('rabutin'),
      course: [pt(-700, 3000), pt(-900, 2400), pt(-1200, 2050), pt(-1450, 1800), pt(-1450, 1200), pt(-1400, 900)],
    },
    why: 'The designer’s “camp on the river”: the Rabutin runs ~500 m west of its valley, down camp D’s east wall, so that exactly one river hex carries a rampart that does not cross the river, camp D’s (AC FAQ 4).',
  },
  {
    line: {
      ...line('inner'),
      course: [
        pt(-1500, 1525), pt(-1800, 1300), pt(-1800, 900), pt(-1800, 0), pt(-1800, -750), pt(-1600, -1150),
        pt(-800, -1250), pt(0, -1150), pt(800, -1150), pt(1450, -1450), pt(1800, -900), pt(1800, 0),
        pt(1800, 850), pt(1500, 1100), pt(500, 1150), pt(-500, 1150), pt(-1100, 1250), pt(-1450, 1450), pt(-1500, 1525),
      ],
    },
    why: 'The 1983 inner perimeter is a near-rectangle of ~11.9 km (history: ~15 km along the contours), both ends at camp D’s south-east corner, so that camp D meets it at one of the three joints of AC 7.4; its rampart hexes are those the rule tests, the Outer Works belt (AC 23) and the river breaches (AC 24.8, 25.5) are placed on.',
  },
  {
    line: {
      ...line('outer'),
      course: [
        pt(-1500, 1975), pt(-1300, 2300), pt(-700, 2450), pt(-300, 2450), pt(500, 2550), pt(1400, 2450), pt(2000, 1900), pt(2300, 1150),
        pt(2500, 600), pt(2550, 0), pt(2500, -900), pt(2100, -1450), pt(1500, -2050), pt(700, -2350), pt(-300, -2200),
        pt(-1200, -2000), pt(-1900, -1600), pt(-2250, -1000), pt(-2250, -650), pt(-2250, 200), pt(-2250, 1050),
        pt(-2250, 1500), pt(-2000, 1700),
      ],
    },
    why: 'The 1983 outer perimeter is an octagon of ~15.5 km (history: ~21 km), ~0.45 km outside the inner one, passing clear of camps A–C (AC 7.4: only camp D joins the perimeters) and ending on camp D at the other two joints; its rampart hexes keep the designer’s spread of first-turn reach from the edge zones and the play reports’ zone I distance (≥ 6 hexes to the Outer Works).',
  },
  {
    camp: { ...camp('camp-d'), outline: rect(pt(-1750, 1750), 500, 450) },
    why: 'Camp D moves ~200 m south-east onto the 1983 Rabutin (within the brief’s ±300–500 m) and grows to 500 × 450 m, so that both 1983 perimeters end on it at exactly three joints (AC 7.4) and its east wall runs down the stream (AC FAQ 4).',
  },
  {
    camp: { ...camp('camp-a'), outline: rect(pt(-600, -1850), 450, 350) },
    why: 'AC 7.4: on the 1983 board only camp D touches the perimeter ramparts, so camp A stands just inside the outer line, not on it.',
  },
  {
    camp: { ...camp('camp-b'), outline: rect(pt(700, -1950), 600, 400) },
    why: 'AC 7.4: camp B stands just inside the 1983 outer line, not on it.',
  },
  {
    camp: { ...camp('camp-c'), outline: rect(pt(1000, 2050), 700, 400) },
    why: 'AC 7.4: camp C stands just inside the 1983 outer line, not on it.',
  },
];

/** The ground the 1983 board is gridded from: history with the 1983 concessions. */
export const AC_GROUND: Ground = applyGroundPatch(GROUND, AC_GROUND_PATCH);
