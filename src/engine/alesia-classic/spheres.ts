/**
 * AC 17.4 — the two Roman commanders' spheres of command may change only between the two Assault
 * Periods. This edition offers the change while the Roman redeploys (AC 12.6): a `spheres` action
 * names the first of the five contiguous zones Caesar's half will face on the second day; not
 * taking one keeps the split as it was. The new split applies at once (the units the Roman sets up
 * answer to the commander of the half they stand in) and for the rest of the game.
 *
 * AC 17.8 (optional, secret spheres): the Gauls are never shown the split while the game goes on
 * (view.ts); the log entry of the change is hidden from the Gallic seats, and the split in force is
 * named to all at the end of the second period (flow.ts).
 */
import type { AcAction } from './actions';
import { caesarZones, fallenCommander } from './commanders';
import type { AcCtx } from './ctx';
import { ZONES, type Zone } from './map/zones';
import type { AcState } from './state';

/** The Gallic player and commanders, from whom the Roman spheres are kept (AC 17.8). */
export const GALLIC_SEATS = ['gallic', 'besieged', 'relief'];

/** The sphere changes the Roman may make now: only while he redeploys between the periods, with both Roman commanders in the game. */
export function spheresLegal(s: AcState): AcAction[] {
  if (s.phase !== 'roman-redeploy' || s.options.players !== 4 || fallenCommander(s)) return [];
  const now = caesarZones(s)[0];
  return ZONES.filter((z) => z !== now).map((z) => ({ t: 'spheres', caesarFrom: z }));
}

export function changeSpheres(ctx: AcCtx, from: Zone): void {
  ctx.s.caesarFrom = from;
  const z = caesarZones(ctx.s);
  ctx.text('roman', `The Roman commanders change their spheres: for the second day Caesar commands the lines facing zones ${z[0]}–${z[4]}, Labienus the rest.`, 'AC 17.4', undefined, { hiddenFrom: GALLIC_SEATS });
}
