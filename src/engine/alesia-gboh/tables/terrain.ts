/**
 * Terrain Effects Chart of Alésia GBoH (AG 6.8, AG 6.35) — movement part. The seed does not print the
 * chart ("see tables"), but states most movement costs in its rules; the rest is RECONSTRUCTED.
 * The combat part is in terrainCombat.ts.
 *
 * AG 6.31  each hex entered and hexside crossed costs what the chart says; +1 MP to enter a hex one
 *          level higher (BI W6213 → W6113 = 2 MP, GB-6.31).
 * AG 6.33  some hexes and hexsides are impassable, e.g. the water-filled ditch.
 * AG 6.36  the crest wall round Alesia is crossed only at its gate hexsides.
 * AG 6.42  Rampart hexes: 2 MP from inside the vallation, a Redoubt or a camp; 4 MP from an outside
 *          hex where the move began; 1 MP along the walkway; +1 MP to leave for a hex inside, +3 MP
 *          for a hex outside; cavalry only through a gated Rampart, straight through.
 * AG 6.43  camp walls on hexsides: foot may cross into an enemy-free hex; cavalry only by gates.
 *          Stone walls: cavalry never crosses them.
 * AG 6.44  Redoubts: entered by gates, at ground level; cavalry passes an empty one for 3 MP + 1 MP
 *          for the gate and never stops there; Redoubt ↔ connected Rampart +1 MP.
 * AG 6.45  entering an outer Death Garden costs 2 Hits, an inner one 3 Hits (GB-6.42-MOVE: 3 MP).
 * AG 6.46–6.48  Fill: carried by BI at −1 MA, dropped for +1 MP; Fill 2 cancels an outer DG,
 *          3 an inner DG, 3 the deep water ditch or a stream, 4 a small river.
 * AG 6.63  +2 MP to enter or pass a non-Rampart hex holding friendly units other than artillery or
 *          auxiliaries; artillery and auxiliary movers never pay it; no unit passes infantry on a
 *          Rampart; cavalry never enters an occupied Redoubt.
 * AG 8.43  a burning hex costs 2 MP and 1 Hit to enter, and no unit may end its move there.
 * Errata #11: the inner DG's penalties and those of its water-filled ditch add up; errata #12: the
 *          ditches next to a DG belong to it (inner DG 3 Fills, outer DG 2).
 *
 * Reading of the Rampart costs: the "+1 from inside" and "+3 from outside" are the climb itself; the
 * Rampart's extra level (AG 6.42) is not charged again on top (GB-6.42-MOVE: 1 + 1 = 2, 1 + 3 = 4).
 */
import { deepFreeze, fixed, recon, type GbohTableCell, type MoverClass, type Provenance } from './types';

export const TEC_NAME = 'Terrain Effects Chart';

export const TEC_MOVE_LEGEND =
  'Movement: the MP each hex, hexside or action costs foot and cavalry. “+” adds to the hex entered. ' +
  '“P”: prohibited. “Fill n”: a Fill counter of n or more cancels the feature. ' +
  '“Gate”: cavalry only through a gate hexside.';

/** What entering a hex, crossing a hexside or doing a movement action costs. */
export type MoveCost =
  /** The full cost of entering the hex. */
  | { readonly kind: 'mp'; readonly mp: number }
  /** Added to the cost of the hex entered (hexsides, extras), or to/from the MA (negative). */
  | { readonly kind: 'add'; readonly mp: number }
  /** Only through a gate hexside (whose own cost is added), then `mp`. */
  | { readonly kind: 'gate'; readonly mp: number }
  | { readonly kind: 'prohibited' };

export interface MoveCell {
  readonly cost: MoveCost;
  readonly provenance: Provenance;
}

export type TecWhere = 'hex' | 'hexside' | 'move';

export type TecMoveId =
  | 'clear' | 'levelUp' | 'forest'
  | 'rampartFromInside' | 'rampartFromCamp' | 'rampartFromRedoubt' | 'rampartFromOutside' | 'rampartWalkway'
  | 'leaveRampartInside' | 'leaveRampartOutside'
  | 'redoubt' | 'redoubtRampartLink'
  | 'campWall' | 'redoubtWall' | 'stoneWall' | 'gate' | 'crestWall'
  | 'stream' | 'smallRiver' | 'waterDitch'
  | 'outerDeathGarden' | 'innerDeathGarden'
  | 'friendlyOccupied' | 'rampartInfantry' | 'rampartTower'
  | 'burning' | 'rubble'
  | 'fillCarry' | 'fillDrop';

export interface TecMoveEntry {
  readonly id: TecMoveId;
  readonly name: string;
  readonly where: TecWhere;
  /** The rule the entry serves. */
  readonly rule: string;
  readonly foot: MoveCell;
  readonly cavalry: MoveCell;
  /** Cohesion Hits taken on entering (AG 6.11: only Death Gardens, AG 8.43: fire). */
  readonly hits?: { readonly n: number; readonly provenance: Provenance };
  /** A Fill counter of this value cancels the feature (AG 6.48). */
  readonly cancelledByFill?: { readonly fill: number; readonly provenance: Provenance };
  /** Conditions the cost does not show, in this edition's words. */
  readonly note?: string;
}

const mp = (n: number): MoveCost => ({ kind: 'mp', mp: n });
const add = (n: number): MoveCost => ({ kind: 'add', mp: n });
const gate = (n: number): MoveCost => ({ kind: 'gate', mp: n });
const P: MoveCost = { kind: 'prohibited' };
const cell = (cost: MoveCost, provenance: Provenance): MoveCell => ({ cost, provenance });

const CAV_RAMPART = recon('cavalry crosses a Rampart only at a gate (AG 6.42, fixed); the hex itself costs 1 like clear ground, the gate hexside adds its own cost');
const CAV_NO_WALKWAY = fixed('AG 6.42 (cavalry in a gated Rampart hex must leave through the opposite gate)');
const CAV_NO_DG = recon('pits, stakes and lilia: no horse crosses a Death Garden (AG 6.45 diagram lost); cavalry may not shock into ground it cannot enter (AG 9.26)');

const ENTRIES: readonly TecMoveEntry[] = [
  {
    id: 'clear', name: 'Clear hex', where: 'hex', rule: 'AG 6.31',
    foot: cell(mp(1), fixed('AG 6.31, GB-6.31, GB-6.42-MOVE unit D (1 MP per clear hex)')),
    cavalry: cell(mp(1), recon('the chart’s base cost for every mover, as in every GBoH chart')),
  },
  {
    id: 'levelUp', name: 'Hex one level higher', where: 'move', rule: 'AG 6.31',
    foot: cell(add(1), fixed('AG 6.31, GB-6.31 (W6213 → W6113: 1 + 1 = 2 MP)')),
    cavalry: cell(add(1), fixed('AG 6.31 (every unit)')),
    note: 'Ground levels only: the Rampart’s own level is part of its climbing cost. Going down costs nothing.',
  },
  {
    id: 'forest', name: 'Forest hex', where: 'hex', rule: 'AG 6.8',
    foot: cell(mp(2), recon('GBoH woods: 2 MP for foot')),
    cavalry: cell(mp(3), recon('GBoH woods: horse slowed more than foot')),
  },
  {
    id: 'rampartFromInside', name: 'Rampart hex, climbed from inside the vallation', where: 'hex', rule: 'AG 6.42',
    foot: cell(mp(2), fixed('AG 6.42, GB-6.42-MOVE unit A and W4616 → W4617/W4516 (1 + 1 = 2 MP)')),
    cavalry: cell(gate(1), CAV_RAMPART),
  },
  {
    id: 'rampartFromCamp', name: 'Rampart hex, climbed from inside a camp', where: 'hex', rule: 'AG 6.42',
    foot: cell(mp(2), fixed('AG 6.42, GB-6.42-MOVE (W5122 → W5222: 2 MP)')),
    cavalry: cell(gate(1), CAV_RAMPART),
  },
  {
    id: 'rampartFromRedoubt', name: 'Rampart hex, from a connected Redoubt', where: 'hex', rule: 'AG 6.42, AG 6.44',
    foot: cell(mp(2), fixed('AG 6.42, AG 6.44, GB-6.42-MOVE (W2919 → W2918: 2 MP, i.e. 1 + 1 for the link)')),
    cavalry: cell(P, fixed('AG 6.44 (cavalry never stops in a Redoubt, so never starts a step from one)')),
    note: 'Only where the Redoubt is connected to the Rampart (AG 6.44).',
  },
  {
    id: 'rampartFromOutside', name: 'Rampart hex, climbed from outside', where: 'hex', rule: 'AG 6.42',
    foot: cell(mp(4), fixed('AG 6.42, GB-6.42-MOVE unit B (1 + 3 = 4 MP)')),
    cavalry: cell(gate(1), CAV_RAMPART),
    note: 'Only an empty Rampart hex, and only if the unit began this move in the adjacent outside hex (AG 6.42); otherwise it must be taken by shock.',
  },
  {
    id: 'rampartWalkway', name: 'Rampart to adjacent Rampart along the walkway', where: 'hex', rule: 'AG 6.42',
    foot: cell(mp(1), fixed('AG 6.42, GB-6.42-MOVE (W3911 → W4012: 1 MP; units A and B)')),
    cavalry: cell(P, CAV_NO_WALKWAY),
    note: 'Only between Rampart hexes the wall line links (W1633 reaches W1733 only through W1634). Facing is free along it (AG 7.12); stacking and 6.68 still apply.',
  },
  {
    id: 'leaveRampartInside', name: 'Leave a Rampart for a hex inside the vallation', where: 'move', rule: 'AG 6.42',
    foot: cell(add(1), fixed('AG 6.42 (+1 MP)')),
    cavalry: cell(gate(0), recon('cavalry leaves by the opposite gate (AG 6.42), paying only the gate and the hex beyond')),
  },
  {
    id: 'leaveRampartOutside', name: 'Leave a Rampart for a hex outside the vallation', where: 'move', rule: 'AG 6.42',
    foot: cell(add(3), fixed('AG 6.42 (+3 MP)')),
    cavalry: cell(gate(0), recon('cavalry leaves by the opposite gate (AG 6.42), paying only the gate and the hex beyond')),
  },
  {
    id: 'redoubt', name: 'Redoubt hex', where: 'hex', rule: 'AG 6.44',
    foot: cell(mp(1), recon('a Redoubt is at ground level (AG 6.44): its floor costs what clear ground does; its wall or gate hexside adds its own cost')),
    cavalry: cell(gate(3), fixed('AG 6.44 (3 MP plus 1 MP for the gate; never when occupied; never ends its move there)')),
    note: 'Entered through its gates (or over its wall, for foot); cavalry passes through only, and only when it is empty.',
  },
  {
    id: 'redoubtRampartLink', name: 'Between a Redoubt and its connected Rampart', where: 'move', rule: 'AG 6.44',
    foot: cell(add(1), fixed('AG 6.44 (+1 MP)')),
    cavalry: cell(P, fixed('AG 6.44 (cavalry never stops in a Redoubt; it may pass only through gate hexsides)')),
  },
  {
    id: 'campWall', name: 'Camp wall hexside', where: 'hexside', rule: 'AG 6.43',
    foot: cell(add(1), recon('a legionary camp rampart is a barrier, not a road (AG 6.43 note): +1 MP to climb it, as the ladders cost onto a Rampart from inside')),
    cavalry: cell(P, fixed('AG 6.43 (cavalry uses the gates)')),
    note: 'Foot may cross only into a hex free of enemy units (AG 6.43).',
  },
  {
    id: 'redoubtWall', name: 'Redoubt wall hexside', where: 'hexside', rule: 'AG 6.44, AG 8.19',
    foot: cell(add(1), recon('a Redoubt’s wall is one of the "walls" of AG 8.19: read like a camp wall')),
    cavalry: cell(P, fixed('AG 6.44 (cavalry only through gate hexsides)')),
    note: 'Foot may cross only into a hex free of enemy units (AG 6.43).',
  },
  {
    id: 'stoneWall', name: 'Stone wall hexside', where: 'hexside', rule: 'AG 6.43',
    foot: cell(add(0), recon('the low Gallic walls helped a defensive line and did not slow movement (AG 6.43 note)')),
    cavalry: cell(P, fixed('AG 6.43 (cavalry cannot cross stone walls)')),
  },
  {
    id: 'gate', name: 'Gate hexside (camp, Redoubt, Rampart, Alesia crest)', where: 'hexside', rule: 'AG 6.36, AG 6.43, AG 6.44',
    foot: cell(add(0), recon('a gate is an opening: foot pays nothing for it')),
    cavalry: cell(add(1), fixed('AG 6.44 (1 MP for the Redoubt gate; read the same at every gate)')),
  },
  {
    id: 'crestWall', name: 'Alesia crest wall hexside', where: 'hexside', rule: 'AG 6.36',
    foot: cell(P, fixed('AG 6.36 (only at gate hexsides, for Gauls too)')),
    cavalry: cell(P, fixed('AG 6.36')),
  },
  {
    id: 'stream', name: 'Stream hexside', where: 'hexside', rule: 'AG 6.42, AG 6.48',
    foot: cell(add(2), fixed('GB-6.42-MOVE unit D (+2 MP for the small watercourse hexside)')),
    cavalry: cell(add(2), recon('no rule sets a different cost for horse')),
    cancelledByFill: { fill: 3, provenance: fixed('AG 6.48 (a stream hexside with Fill 3 can be crossed; read: as if it were not there)') },
  },
  {
    id: 'smallRiver', name: 'Small river hexside', where: 'hexside', rule: 'AG 6.46, AG 6.48',
    foot: cell(add(3), recon('harder than a stream (Fill 4, not 3), yet only the water-filled ditch is named impassable (AG 6.33, 7.22): passable at one MP more than a stream')),
    cavalry: cell(add(3), recon('as foot: horses ford the Oze and the Ozerain')),
    cancelledByFill: { fill: 4, provenance: fixed('AG 6.48 (a small river hexside with Fill 4 can be crossed)') },
  },
  {
    id: 'waterDitch', name: 'Deep water-filled ditch hexside (W4723–W3704)', where: 'hexside', rule: 'AG 6.33, AG 6.46, AG 6.48',
    foot: cell(P, fixed('AG 6.33 (the water-filled ditch is impassable), AG 7.22')),
    cavalry: cell(P, fixed('AG 6.33')),
    cancelledByFill: { fill: 3, provenance: fixed('AG 6.48 (Fill 3 lets it be crossed)') },
  },
  {
    id: 'outerDeathGarden', name: 'Outer Death Garden hex', where: 'hex', rule: 'AG 6.45',
    foot: cell(mp(2), recon('one MP less than the inner garden, which adds its water-filled ditch (errata #11): 3 − 1')),
    cavalry: cell(P, CAV_NO_DG),
    hits: { n: 2, provenance: fixed('AG 6.45, GB-9.23 (2 Hits on entering, from any side)') },
    cancelledByFill: { fill: 2, provenance: fixed('AG 6.48, errata #12 (Fill 2: no longer a Death Garden)') },
    note: 'Retreats may not enter it (AG 10.22). Dropping Fill here costs +1 MP (AG 6.47).',
  },
  {
    id: 'innerDeathGarden', name: 'Inner Death Garden hex (with its water-filled ditch)', where: 'hex', rule: 'AG 6.45',
    foot: cell(mp(3), fixed('GB-6.42-MOVE unit C (3 MP to enter the inner Death Garden)')),
    cavalry: cell(P, CAV_NO_DG),
    hits: { n: 3, provenance: fixed('AG 6.45, GB-6.42-MOVE unit C (3 Hits)') },
    cancelledByFill: { fill: 3, provenance: fixed('AG 6.48, errata #12 (Fill 3: no longer a Death Garden)') },
    note: 'Errata #11–#12: its ditch belongs to it and the penalties add; here that is the outer garden’s 2 MP, 2 Hits, Fill 2 plus the wet ditch’s 1 MP, 1 Hit, 1 Fill.',
  },
  {
    id: 'friendlyOccupied', name: 'Enter or pass a non-Rampart hex holding friendly units', where: 'move', rule: 'AG 6.63',
    foot: cell(add(2), fixed('AG 6.63, GB-6.42-MOVE unit E (+2 MP, even passing through)')),
    cavalry: cell(add(2), fixed('AG 6.63 (any unit)')),
    note: 'Not paid by artillery or auxiliary (LI, archer) movers, nor for a hex whose friendly units are all artillery or auxiliaries (AG 6.63).',
  },
  {
    id: 'rampartInfantry', name: 'Pass a Rampart hex holding friendly infantry', where: 'move', rule: 'AG 6.63',
    foot: cell(P, fixed('AG 6.63 (no unit passes infantry on a Rampart)')),
    cavalry: cell(P, fixed('AG 6.63')),
  },
  {
    id: 'rampartTower', name: 'Enter or pass a Rampart hex holding only tower units (artillery, archers)', where: 'move', rule: 'AG 6.63',
    foot: cell(add(0), fixed('AG 6.63 (no extra cost)')),
    cavalry: cell(add(0), fixed('AG 6.63 (no extra cost; the gate rules still bind)')),
  },
  {
    id: 'burning', name: 'Burning hex (On Fire)', where: 'hex', rule: 'AG 8.43',
    foot: cell(mp(2), fixed('AG 8.43 (2 MP)')),
    cavalry: cell(mp(2), fixed('AG 8.43 (2 MP, any unit)')),
    hits: { n: 1, provenance: fixed('AG 8.43 (1 Hit on entering)') },
    note: 'No unit may end its move there or fire from it (AG 8.43).',
  },
  {
    id: 'rubble', name: 'Rubble (a burnt Rampart or Redoubt)', where: 'hex', rule: 'AG 8.45',
    foot: cell(mp(2), recon('charred timber and earth: as rough as forest for foot, and no longer a wall to climb')),
    cavalry: cell(mp(3), recon('as forest for horse; the gate rule ends with the gate')),
  },
  {
    id: 'fillCarry', name: 'Carry a Fill counter (BI only)', where: 'move', rule: 'AG 6.47',
    foot: cell(add(-1), fixed('AG 6.47 (−1 MA for the activation)')),
    cavalry: cell(P, fixed('AG 6.47 (only Gallic BI carry Fill)')),
  },
  {
    id: 'fillDrop', name: 'Drop Fill (in a DG hex entered, or across an adjacent ditch, river or stream hexside)', where: 'move', rule: 'AG 6.47',
    foot: cell(add(1), fixed('AG 6.47 (+1 MP, allowed in enemy ZOC)')),
    cavalry: cell(P, fixed('AG 6.47 (only Gallic BI carry Fill)')),
  },
];

/** The movement part of the Terrain Effects Chart, by id (AG 6.8). */
export const TEC_MOVE: Readonly<Record<TecMoveId, TecMoveEntry>> = deepFreeze(
  Object.fromEntries(ENTRIES.map((e) => [e.id, e])) as Record<TecMoveId, TecMoveEntry>,
);

/** The entries in chart order. */
export const TEC_MOVE_ROWS: readonly TecMoveEntry[] = Object.freeze(ENTRIES.map((e) => TEC_MOVE[e.id]));

function entry(id: TecMoveId): TecMoveEntry {
  const e = TEC_MOVE[id];
  if (!e) throw new RangeError(`No Terrain Effects Chart movement entry '${id}'`);
  return e;
}

function checkFill(fill: number): void {
  if (!Number.isInteger(fill) || fill < 0 || fill > 4) throw new RangeError(`Fill counters are valued 0–4, not ${fill}`);
}

/**
 * AG 6.31, AG 6.48: the cost `mover` pays for the entry, with `fill` the Fill value lying there
 * (0 when none). A feature cancelled by its Fill costs nothing extra: `add 0` for a hexside,
 * the clear-ground 1 MP for a hex.
 */
export function moveCost(id: TecMoveId, mover: MoverClass, fill = 0): MoveCost {
  checkFill(fill);
  const e = entry(id);
  if (e.cancelledByFill && fill >= e.cancelledByFill.fill) {
    return e.where === 'hex' ? TEC_MOVE.clear[mover].cost : { kind: 'add', mp: 0 };
  }
  return e[mover].cost;
}

/** Hits taken on entering (AG 6.45, AG 8.43), 0 when a Fill cancels the feature. */
export function entryHits(id: TecMoveId, fill = 0): number {
  checkFill(fill);
  const e = entry(id);
  if (!e.hits) return 0;
  if (e.cancelledByFill && fill >= e.cancelledByFill.fill) return 0;
  return e.hits.n;
}

/** AG 6.48: the Fill value that cancels the feature, or null if Fill does nothing there. */
export function fillNeeded(id: TecMoveId): number | null {
  return entry(id).cancelledByFill?.fill ?? null;
}

export type DeathGardenKind = 'outer' | 'inner';

/**
 * AG 6.45, AG 6.48, errata #11–#12: what a foot unit pays and suffers entering a Death Garden hex
 * holding Fill `fill`; `garden: false` once the Fill has cancelled it.
 */
export function deathGardenEntry(kind: DeathGardenKind, fill = 0): { mp: number; hits: number; garden: boolean } {
  const id: TecMoveId = kind === 'outer' ? 'outerDeathGarden' : 'innerDeathGarden';
  const cost = moveCost(id, 'foot', fill);
  const garden = fill < (fillNeeded(id) as number);
  return { mp: (cost as { mp: number }).mp, hits: entryHits(id, fill), garden };
}

export type RampartApproach = 'inside' | 'camp' | 'redoubt' | 'outside' | 'walkway';

const APPROACH: Readonly<Record<RampartApproach, TecMoveId>> = Object.freeze({
  inside: 'rampartFromInside', camp: 'rampartFromCamp', redoubt: 'rampartFromRedoubt', outside: 'rampartFromOutside', walkway: 'rampartWalkway',
});

/** AG 6.42: the MP a foot unit pays to enter a Rampart hex from where it stands. */
export function rampartEntryCost(from: RampartApproach): number {
  return (moveCost(APPROACH[from], 'foot') as { mp: number }).mp;
}

/** AG 6.42: the MP a foot unit adds on leaving a Rampart hex for a non-Rampart hex inside or outside. */
export function leaveRampartCost(to: 'inside' | 'outside'): number {
  const c = moveCost(to === 'inside' ? 'leaveRampartInside' : 'leaveRampartOutside', 'foot');
  return (c as { mp: number }).mp;
}

/** The cell read, for the log. */
export function tecMoveRef(id: TecMoveId, mover: MoverClass): GbohTableCell {
  return { table: 'gboh-terrain', row: id, col: mover };
}

/** Printed form of a cost: "2", "+1", "P", "Gate +1". */
export function moveCostText(c: MoveCost): string {
  switch (c.kind) {
    case 'mp': return String(c.mp);
    case 'add': return c.mp < 0 ? `${c.mp} MA` : `+${c.mp}`;
    case 'gate': return `Gate, ${c.mp}`;
    case 'prohibited': return 'P';
  }
}

/** Who a friendly-occupied hex is being entered by, or holds (AG 6.63). */
export type StackParty = 'artilleryOrAuxiliary' | 'other';

/**
 * AG 6.63: the extra MP to enter or pass through a hex holding friendly units (null: not allowed).
 * - On a Rampart: no unit passes infantry (`occupants: 'other'`); tower units (artillery,
 *   archers) cost nothing. Whether the mover may stop there is a stacking question (AG 6.61).
 * - Elsewhere: +2 MP, unless the mover is artillery or an auxiliary (LI, archers), or every friendly
 *   unit in the hex is (reading: "friendly units other than artillery or auxiliaries" qualifies the
 *   units present, so a hex of only such units is free).
 */
export function friendlyOccupiedCost(mover: StackParty, occupants: StackParty, rampart: boolean): number | null {
  if (rampart) {
    const c = moveCost(occupants === 'other' ? 'rampartInfantry' : 'rampartTower', 'foot');
    return c.kind === 'prohibited' ? null : (c as { mp: number }).mp;
  }
  if (mover === 'artilleryOrAuxiliary' || occupants === 'artilleryOrAuxiliary') return 0;
  return (moveCost('friendlyOccupied', 'foot') as { mp: number }).mp;
}
