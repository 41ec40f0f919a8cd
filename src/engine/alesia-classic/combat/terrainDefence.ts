/**
 * When the terrain doubles a defender in a Hand-to-Hand battle of ALESIA / CAESAR (seed 003), read
 * off the reconstructed 1983 board (../map/map.ts). The result feeds `defenceStrength` of
 * ./doubling.ts, which does the arithmetic.
 *
 * AC 24.1   a defender in a fort is doubled, whatever hexes the attackers stand on.
 * AC T.Terrain  Slope: a defender on a hilltop ('top') attacked only from slope hexes is doubled.
 * AC T.Terrain  Rivers: doubled if every attacker is on a river hex; not if the defender is on a hex
 *           of the same river as an attacker (App. E: "the same river" = sharing a branch id, so a
 *           fork hex is of the same river as each branch flowing into it). AC 8.3: a hex the river
 *           only clips still counts. AC 25.5: a rampart bridge hex is not "behind the river".
 * AC T.Terrain  Isolated Trench: doubled if every attacker is on a trench hex and the defender is not.
 * AC 25 — ramparts: AC 25.1–25.4, 25.6, FAQ.3, FAQ.4 (below); AC App.D — the doubled rampart
 *           positions of the appendix follow from these rules.
 * AC 13.5   never more than ×2: every reason is returned, the doubling is applied once.
 * AC 11.2   attacked from off the board: never doubled (`cancelledBy`), the reasons are kept for
 *           the display.
 *
 * Ramparts. A hex's rampart strength is its `rampart` field: camp over perimeter (AC 25.2), so a
 * `joint` hex (both ramparts) is camp. An attacker is "directly connected" to the defender when a
 * rampart runs along the hexside between them (`rampartAlong`, App. A). The defender on a rampart
 * hex is doubled unless some attacker stands on rampart joined to it across that hexside and at
 * least as strong (AC 25.4), in which case he is at basic strength against all of them; AC 25.6 excepts an
 * attacker on a slope hex when the defender's rampart hex is on a hilltop.
 *
 * Readings this edition takes where the rules leave room:
 *
 * 1. Rampart strength is the strength of the HEX, not of the hexside crossed. This is what makes
 *    FAQ.3 come out: a perimeter attacker across a perimeter hexside into a joint hex meets a
 *    doubled defence (perimeter < camp), a joint attacker meets basic defence anywhere it is
 *    connected (camp ≥ anything).
 * 2. AC 25.6 is read attacker by attacker: a connected attacker of equal or greater strength
 *    standing on a slope hex does not cancel the doubling of a hilltop rampart hex; a connected one
 *    on any other hex still cancels it for all (25.4). Read as "only if all attackers are on slope
 *    hexes", 25.6 would add nothing to the Terrain Effects Chart's Slope line.
 * 3. FAQ.4 (the one river hex whose rampart does not cross the river): the rampart connection
 *    there still counts (the FAQ itself calls it "the adjacent connecting rampart"), so 25.4
 *    removes the rampart doubling; the defender is doubled by the RIVER, because that hex is not a
 *    bridge (25.5 does not apply) and the attacker is on a river hex of another river than the
 *    defender's. A second attacker off the river therefore removes the doubling again.
 * 4. AC 25.5 is read as "an attacker on a bridge hex does not count as attacking from the river":
 *    since river doubling needs every attacker on a river hex, one attacker on a bridge loses it for
 *    all, like 25.4.
 * 5. Forts (AC 24.8, Terrain Effects Chart "Fort": forts are bridges and automatically connect to
 *    any rampart or fort in the adjacent hexes). An attacker in a fort on a river hex is on a bridge
 *    (4.), and an attacker in a fort counts as standing on a camp-strength rampart directly
 *    connected to an adjacent defender's rampart hex: a fort is at least as stout as a camp rampart
 *    (it doubles its occupants whatever the attackers' terrain). Only Romans are ever in forts
 *    (24.9: a taken fort is removed, and Gauls never use one as a bridge), so `fortAt` of an
 *    attacker's hex always means a Roman sally.
 * 6. "Same river" is tested by branch ids for every hex that shows the river, restrictive or only
 *    clipped (8.3), attacker and defender alike. On the reconstructed board every river hex next
 *    to a fork shares one of its branches, so App. E's hex "2" (a river hex beside the fork that
 *    does not flow into it) only occurs as a different river next to a branch hex; the rule is the
 *    same: doubled against it alone, not when mixed with an attacker of the defender's river.
 * 7. AC 11.2: `ctx.offBoard` says the battle is fought from the imaginary row beyond the edge; this
 *    edition reads "never doubled" as covering the whole battle (even if some attackers stand on
 *    the board) and every reason, the fort included. Attacker hexes off the board are plain ground.
 *    `cancelledBy` is set whenever `offBoard` is, even if no reason would have applied.
 * 8. The Isolated Trench and the 8.3 clip: a hex the trench only clips is a trench hex for both the
 *    attackers' and the defender's side of the Trench line.
 * 9. Every attacker must stand next to the defender (AC 13.1: attacks are on adjacent hexes); the
 *    function refuses anything else, an empty attack and hexes off the board (unless `offBoard`).
 */
import type { RuleId } from '../../core/rules';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { acMap, rampartAlong, type AcHex } from '../map/map';
import type { DoublingReason } from './doubling';

export interface TerrainDefenceContext {
  /** Is there a standing fort in this hex (key `q,r`)? */
  fortAt(hex: string): boolean;
  /** The attack comes from the imaginary row off the board (AC 11.2). */
  offBoard?: boolean;
}

/** A doubling the defender would have had, taken away by one attacker's hex. */
export interface LostDoubling {
  rule: RuleId;
  label: string;
  /** The attacker's hex that took it away. */
  hex: string;
}

export interface TerrainDefence {
  /** The defence factor is doubled (once, AC 13.5). */
  doubled: boolean;
  /** Every reason that applies, each once, base reason of each kind first. */
  reasons: DoublingReason[];
  /** The rule forbidding any doubling (AC 11.2), or null. */
  cancelledBy: DoublingReason | null;
  /** For the odds panel: doublings lost to one attacker (AC 25.4, 25.5, App. E). */
  lost: LostDoubling[];
}

type Strength = 'camp' | 'perimeter';
const RANK: Record<Strength, number> = { perimeter: 1, camp: 2 };

/** The stable base reason of each kind (a second attacker never adds one back, 25.4). */
export const AC_DOUBLING = {
  fort: { rule: 'AC 24.1', label: 'in a fort' },
  hilltop: { rule: 'AC T.Terrain', label: 'on the hilltop, attacked only from slope hexes' },
  river: { rule: 'AC T.Terrain', label: 'all attackers on river hexes' },
  trench: { rule: 'AC T.Terrain', label: 'all attackers on Isolated Trench hexes, the defender not' },
  camp: { rule: 'AC 25.1', label: 'on the camp rampart' },
  perimeter: { rule: 'AC 25.1', label: 'on the perimeter rampart' },
  offBoard: { rule: 'AC 11.2', label: 'attacked from off the board' },
} as const satisfies Record<string, DoublingReason>;

const QUALIFIER = {
  clipped: { rule: 'AC 8.3', label: 'a hex the river or trench only clips still counts' },
  fork: { rule: 'AC App.E', label: 'a fork hex is of the same river only as the branches flowing into it' },
  faq4: { rule: 'AC FAQ.4', label: 'the rampart in the attacker’s river hex does not cross the river: no bridge' },
  joint: { rule: 'AC 25.2', label: 'both ramparts meet in the hex: it counts as camp rampart' },
  weaker: { rule: 'AC 25.1', label: 'attacked from a connected rampart of lesser strength' },
  jointVsPerimeter: { rule: 'AC FAQ.3', label: 'a hex of both ramparts attacked from a perimeter rampart' },
  broken: { rule: 'AC 25.3', label: 'the rampart is broken between attacker and defender' },
  slope: { rule: 'AC 25.6', label: 'hilltop rampart attacked from a slope hex' },
} as const satisfies Record<string, DoublingReason>;

interface Ground {
  key: string;
  /** Undefined: off the board, plain ground (AC 11.2's imaginary row). */
  hex: AcHex | undefined;
  fort: boolean;
}

function normalise(key: string): string {
  return hexKey(parseHexKey(key));
}

const isFork = (g: Ground): boolean => (g.hex?.river?.branches.length ?? 0) >= 3;
const sameRiver = (a: AcHex, b: AcHex): boolean =>
  !!a.river && !!b.river && a.river.branches.some((x) => b.river!.branches.includes(x));
/** On a bridge: a rampart crossing the river (25.5) or a fort on the river (24.8). */
const onBridge = (g: Ground): boolean => !!g.hex?.river && (g.hex.rampartBridge === true || g.fort);

function riverDoubling(def: Ground, atk: readonly Ground[], reasons: DoublingReason[], lost: LostDoubling[]): void {
  if (!atk.every((a) => a.hex?.river)) return;
  const fork = isFork(def) || atk.some(isFork);
  const losers: LostDoubling[] = [];
  for (const a of atk) {
    if (onBridge(a)) {
      losers.push(
        a.fort
          ? { rule: 'AC 24.8', label: 'attacker in a fort on the river: a bridge', hex: a.key }
          : { rule: 'AC 25.5', label: 'attacker on a rampart bridge', hex: a.key },
      );
    } else if (def.hex && sameRiver(def.hex, a.hex!)) {
      losers.push({ rule: fork ? 'AC App.E' : 'AC T.Terrain', label: 'attacker on a hex of the defender’s river', hex: a.key });
    }
  }
  if (losers.length > 0) {
    lost.push(...losers);
    return;
  }
  reasons.push(AC_DOUBLING.river);
  if (atk.some((a) => !a.hex!.river!.restrictive)) reasons.push(QUALIFIER.clipped);
  if (fork) reasons.push(QUALIFIER.fork);
  if (atk.some((a) => a.hex!.rampart && a.hex!.rampartBridge === false)) reasons.push(QUALIFIER.faq4);
}

function rampartDoubling(def: Ground, atk: readonly Ground[], reasons: DoublingReason[], lost: LostDoubling[]): void {
  const d = def.hex!;
  const kind = d.rampart;
  if (!kind) return;
  let broken = false;
  let weaker = false;
  let slope = false;
  const losers: LostDoubling[] = [];
  for (const a of atk) {
    const h = a.hex;
    // What rampart the attacker stands on, and whether it runs across the attacked hexside.
    let strength: Strength | undefined;
    let connected = false;
    if (a.fort) {
      strength = 'camp'; // reading 5: a fort connects to every adjacent rampart, camp strength
      connected = true;
    } else if (h?.rampart) {
      strength = h.rampart;
      connected = rampartAlong(h.hex, d.hex) !== undefined;
    }
    if (!strength) continue; // off the rampart: 25.1
    if (!connected) {
      broken = true; // 25.3, 25.4
      continue;
    }
    if (RANK[strength] < RANK[kind]) {
      weaker = true; // 25.1: camp attacked from perimeter
      continue;
    }
    if (d.elevation === 'top' && h?.elevation === 'slope') {
      slope = true; // 25.6
      continue;
    }
    losers.push(
      a.fort
        ? { rule: 'AC 24.8', label: 'attacker in a fort, which connects to the rampart', hex: a.key }
        : h!.joint
          ? { rule: 'AC FAQ.3', label: 'attacker on a connected hex of both ramparts', hex: a.key }
          : { rule: 'AC 25.4', label: `attacker on the connected ${strength} rampart`, hex: a.key },
    );
  }
  if (losers.length > 0) {
    lost.push(...losers);
    return;
  }
  reasons.push(AC_DOUBLING[kind]);
  if (d.joint) reasons.push(QUALIFIER.joint);
  if (weaker) reasons.push(d.joint ? QUALIFIER.jointVsPerimeter : QUALIFIER.weaker);
  if (broken) reasons.push(QUALIFIER.broken);
  if (slope) reasons.push(QUALIFIER.slope);
}

/**
 * Is the defender in `defenderHex` doubled against attackers in `attackerHexes` (hex keys `q,r`)?
 * Throws a RangeError on a hex off the board (attackers: unless `ctx.offBoard`), an empty attack
 * or an attacker not next to the defender.
 */
export function defenceDoubling(
  defenderHex: string,
  attackerHexes: readonly string[],
  ctx: TerrainDefenceContext,
): TerrainDefence {
  const hexes = acMap().hexes;
  const defKey = normalise(defenderHex);
  const d = hexes.get(defKey);
  if (!d) throw new RangeError(`defender's hex ${defenderHex} is not on the board`);
  if (attackerHexes.length === 0) throw new RangeError('a battle needs at least one attacker');
  const keys = [...new Set(attackerHexes.map(normalise))];
  const atk: Ground[] = keys.map((key) => {
    const h = hexes.get(key);
    if (!h && !ctx.offBoard) throw new RangeError(`attacker's hex ${key} is not on the board (AC 11.2 needs ctx.offBoard)`);
    if (distance(parseHexKey(key), d.hex) !== 1) throw new RangeError(`attacker's hex ${key} is not next to ${defKey}`);
    return { key, hex: h, fort: !!h && ctx.fortAt(key) };
  });
  const def: Ground = { key: defKey, hex: d, fort: ctx.fortAt(defKey) };

  const reasons: DoublingReason[] = [];
  const lost: LostDoubling[] = [];
  if (def.fort) reasons.push(AC_DOUBLING.fort);
  rampartDoubling(def, atk, reasons, lost);
  if (d.elevation === 'top' && atk.every((a) => a.hex?.elevation === 'slope')) reasons.push(AC_DOUBLING.hilltop);
  riverDoubling(def, atk, reasons, lost);
  if (!d.trench && atk.every((a) => a.hex?.trench)) {
    reasons.push(AC_DOUBLING.trench);
    if (atk.some((a) => !a.hex!.trench!.restrictive)) reasons.push(QUALIFIER.clipped);
  }

  const unique = reasons.filter((r, i) => reasons.findIndex((s) => s.rule === r.rule && s.label === r.label) === i);
  const out = unique.map((r) => ({ rule: r.rule, label: r.label }));
  const cancelledBy = ctx.offBoard ? { ...AC_DOUBLING.offBoard } : null;
  return { doubled: out.length > 0 && !cancelledBy, reasons: out, cancelledBy, lost };
}
