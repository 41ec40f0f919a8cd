/** Which places each side may besiege (BG 4.5), and where they lie: read off the map's data alone. */
import { PLACE_BY_ID, placesIn } from '../data/places';
import { REGIONS } from '../data/regions';
import type { PlaceId, RegionId } from '../data/types';
import type { Side } from '../state';

/** BG 4.5 — the Roman besieges oppida, the Gaul cities and hiberna (BG 4.5.7). */
export function besiegeable(place: PlaceId, side: Side): boolean {
  const kind = PLACE_BY_ID[place].kind;
  return side === 'roman' ? kind === 'oppidum' : kind === 'city' || kind === 'hiberna';
}

/** Per side, the regions with places that side may besiege, and those places (in table order). */
export const BESIEGEABLE_BY_REGION: Record<Side, ReadonlyMap<RegionId, readonly PlaceId[]>> = {
  roman: besiegeableByRegion('roman'),
  gallic: besiegeableByRegion('gallic'),
};

function besiegeableByRegion(side: Side): Map<RegionId, PlaceId[]> {
  const out = new Map<RegionId, PlaceId[]>();
  for (const r of REGIONS) {
    const places = placesIn(r.id).filter((p) => besiegeable(p.id, side)).map((p) => p.id);
    if (places.length > 0) out.set(r.id, places);
  }
  return out;
}
