/**
 * Kept only so that code written before issue 17 moved the 1983 mapping into the 1983 folder still
 * finds it (the GBoH grid's first test grids the ground with it). The 1983 terms live in
 * ../../alesia-classic/map/derive.ts; the neutral pass every game maps is ./neutral.ts. New code
 * should import neither from here: remove this file once nothing outside the 1983 game uses it.
 */
export { deriveGrid } from '../../alesia-classic/map/derive';
