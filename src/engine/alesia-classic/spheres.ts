/**
 * AC 17.4 — the two Roman commanders' spheres of command may change only between the two Assault
 * Periods. This edition offers the change while the Roman redeploys (AC 12.6): a `spheres` action
 * names the first of the five contiguous zones Caesar's half will face on the second day; not
 * taking one keeps the split as it was. The new split applies at once (the units the Roman sets up
 * answer to the commander of the half they stand in) and for the rest of the game.
 *
 * The split is public unless the players chose AC 17.8 (optional, secret spheres; `spheresSecret`):
 * then the Gallic view leaves it out until the game is over (view.ts), the log entries that name it
 * as set up or changed are hidden from the Gallic seats, and the split in force is named to all at
 * the end of each Assault Period (`revealSpheres`, called at nightfall and when the game ends).
 */
import type { AcAction } from './actions';
import { caesarZones, fallenCommander, spheresSecret } from './commanders';
import type { AcCtx } from './ctx';
import { ZONES, type Zone } from './map/zones';
import type { AcState } from './state';

/** The Gallic player and commanders, from whom the Roman spheres are kept when they are secret (AC 17.8, optional). */
export const GALLIC_SEATS = ['gallic', 'besieged', 'relief'];

/** The sphere changes the Roman may make now: only while he redeploys between the periods, with both Roman commanders in the game. */
export function spheresLegal(s: AcState): AcAction[] {
  if (s.phase !== 'roman-redeploy' || s.options.players !== 4 || fallenCommander(s)) return [];
  const now = caesarZones(s)[0];
  return ZONES.filter((z) => z !== now).map((z) => ({ t: 'spheres', caesarFrom: z }));
}

/** Who may not read a log entry naming the split: the Gallic seats when it is secret (AC 17.8), else nobody. */
function hiddenSplit(s: AcState): { hiddenFrom: string[] } | undefined {
  return spheresSecret(s) ? { hiddenFrom: GALLIC_SEATS } : undefined;
}

/** AC 17.4 — a four-player game begins by naming the split chosen on the title screen (to the Romans alone under AC 17.8). */
export function announceSpheres(ctx: AcCtx): void {
  if (ctx.s.options.players !== 4) return;
  const z = caesarZones(ctx.s);
  ctx.text('roman', `Caesar commands the lines facing zones ${z[0]}–${z[4]}, Labienus the rest.`, 'AC 17.4', undefined, hiddenSplit(ctx.s));
}

export function changeSpheres(ctx: AcCtx, from: Zone): void {
  ctx.s.caesarFrom = from;
  const z = caesarZones(ctx.s);
  ctx.text('roman', `The Roman commanders change their spheres: for the second day Caesar commands the lines facing zones ${z[0]}–${z[4]}, Labienus the rest.`, 'AC 17.4', undefined, hiddenSplit(ctx.s));
}

/**
 * AC 17.8 (optional) — the end of an Assault Period (or of the game, whenever it comes): secret
 * spheres are shown to the Gauls. The log names the split that held that day, for every seat. Does
 * nothing when the split was public all along.
 */
export function revealSpheres(ctx: AcCtx): void {
  if (!spheresSecret(ctx.s)) return;
  const z = caesarZones(ctx.s);
  ctx.text('roman', `The Romans reveal their spheres of command: Caesar commanded the lines facing zones ${z[0]}–${z[4]}, Labienus the rest.`, 'AC 17.8');
}
