/**
 * BG 4.2.2 (with BG 3.1) — captured Gallic chiefs come back in the Winter turn of the year after
 * their capture (`LeaderState.returnsYear`, set by combat/leaders.ts when the chief is taken);
 * indomitable chiefs never do, and a killed leader never returns.
 *
 * They come back in their side's reinforcement step of the Winter turn (BG 1.II.A / 1.III.A).
 * Where, this edition's reading (the seed does not say):
 * 1. with the largest group of his own tribe's units on the map (in the open, or in an oppidum that
 *    is not besieged); ties go to the first region, then place, by id;
 * 2. otherwise in the open of his tribe's home region, if his side holds it (for a Gallic chief:
 *    anti-Roman or contested; for a pro-Roman chief: pro-Roman);
 * 3. otherwise he stays a prisoner for now, and is tried again at the next Winter turn.
 * A chief without a tribe (e.g. Ariovistus) has neither, and so stays a prisoner.
 */
import { LEADER_BY_ID } from './data/leaders';
import { TRIBE_BY_ID } from './data/tribes';
import { PLACE_BY_ID } from './data/places';
import { REGION_BY_ID } from './data/regions';
import { UNIT_BY_ID } from './data/units';
import type { LeaderId, PlaceId, RegionId } from './data/types';
import { pieceRef, regionRef, type Ctx } from './ctx';
import { siegeAt, WINTER } from './queries';
import type { BellumState, Side } from './state';
import { ownLeaders } from './own';


/** Captured chiefs of `side` whose year of return has come (Winter turn only). */
export function chiefsDue(s: BellumState, side: Side): LeaderId[] {
  if (s.turn !== WINTER) return [];
  const out: LeaderId[] = [];
  for (const id of Object.keys(s.leaders).sort()) {
    const L = s.leaders[id];
    const d = LEADER_BY_ID[id];
    if (!d || d.side !== side || L.out !== 'captured' || L.returnsYear === undefined) continue;
    if (d.indomitable) continue; // BG 4.2.2: never back
    if (d.side === 'roman' && !d.gallicChief) continue; // named Romans never come back
    if (s.year > L.returnsYear) continue; // years count down BC: not yet
    out.push(id);
  }
  return out;
}

/** Where a returning chief is placed, or null when there is nowhere for him yet (see above). */
export function returnSpot(s: BellumState, id: LeaderId): { region: RegionId; place: PlaceId | null } | null {
  const d = LEADER_BY_ID[id];
  const tribe = d.tribe ? TRIBE_BY_ID[d.tribe] : undefined;
  if (!tribe) return null;
  const counts = new Map<string, { region: RegionId; place: PlaceId | null; n: number }>();
  for (const u of Object.keys(s.units).sort()) {
    const st = s.units[u];
    if (st.out !== null || st.region === null || UNIT_BY_ID[u].tribe !== tribe.id || UNIT_BY_ID[u].side !== d.side) continue;
    if (st.place !== null && siegeAt(s, st.place)) continue;
    const key = `${st.region}|${st.place ?? ''}`;
    const c = counts.get(key) ?? { region: st.region, place: st.place, n: 0 };
    c.n += 1;
    counts.set(key, c);
  }
  let best: { region: RegionId; place: PlaceId | null; n: number } | null = null;
  for (const key of [...counts.keys()].sort()) {
    const c = counts.get(key)!;
    if (!best || c.n > best.n) best = c;
  }
  if (best) return { region: best.region, place: best.place };
  const held = s.control[tribe.region];
  const ok = d.side === 'gallic' ? held === 'gallic' || held === 'contested' : held === 'roman';
  return ok ? { region: tribe.region, place: null } : null;
}

/** BG 4.2.2 — bring back the captured chiefs of `side` due this Winter turn. */
export function returnCapturedChiefs(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  for (const id of chiefsDue(s, side)) {
    const spot = returnSpot(s, id);
    const name = LEADER_BY_ID[id].name;
    if (!spot) {
      ctx.text(side, `${name} is due back from captivity, but neither his tribe's units nor a home region his side holds can take him in: he stays a prisoner until next Winter.`, 'BG 4.2.2', [pieceRef(id)]);
      continue;
    }
    ownLeaders(s)[id] = { region: spot.region, place: spot.place, out: null, wounded: false };
    const where = spot.place ? `${PLACE_BY_ID[spot.place].name} (${REGION_BY_ID[spot.region].name})` : REGION_BY_ID[spot.region].name;
    ctx.text(side, `${name} returns from captivity to ${where}.`, 'BG 4.2.2', [pieceRef(id), regionRef(spot.region)]);
  }
}
