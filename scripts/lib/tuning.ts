/**
 * Texel-style tuning of a bot evaluation by self-play (issue 18), the part common to every system:
 * a per-system source of self-play games (`TuneSystem`), a logistic fit of the evaluation's weights
 * to the games' outcomes, and the figures the fit is judged by. scripts/tuneEval.ts drives it;
 * scripts/lib/acTuning.ts is Alesia 1983's source.
 *
 * The model: the chance that the modelled outcome happens (e.g. "the Gaul wins outright") is
 * sigmoid(w · x), x the evaluation's named terms of one position AS ONE SIDE SEES IT (a sample of
 * that side's view), and the target is 1 when the game ended that way, 0 otherwise. The weights
 * minimize the mean log-loss over the positions plus a small ridge term (so a term the games never
 * show, or one that separates the outcomes perfectly, keeps a finite weight), by Newton's method —
 * the loss is convex and there are a dozen weights, so each step solves a dozen-by-dozen system and
 * the fit is exact and deterministic.
 *
 * A system may give a term a SIGN the rules fix (a Roman loss cannot be bad for the Gaul): the fit
 * then keeps that weight on its side of zero (an active set: a weight that crosses is pinned at 0 and
 * the rest refitted). Games between mixed players confound: a term can track how well a side was
 * playing — which no position shows — rather than what the position is worth, and come out with the
 * wrong sign; the signs keep such a term from teaching the search to avoid good positions.
 */

/** One recorded position: the terms as `side` sees it, and the system's current evaluation's chance of the target. */
export interface TuneSample {
  side: string;
  x: number[];
  /** The chance the evaluation in play before tuning gives the target here (for "loss before"). */
  before: number;
}

/** One self-play game: its sampled positions and whether the target outcome happened (null: unfinished). */
export interface TuneGame {
  samples: TuneSample[];
  target: 0 | 1 | null;
  winner: string | null;
  /** The outcome's reason, as the system gives it. */
  reason: string | null;
  actions: number;
  /** How the game's players were varied (for the record), e.g. "roman ε 0.1, gallic ε 0". */
  players: string;
}

/** What a system supplies to be tuned. */
export interface TuneSystem {
  id: string;
  /** What the target is, in words (e.g. "the Gaul wins outright"). */
  target: string;
  /** The names of the terms, in the order of `TuneSample.x`; `terms[0]` is the constant 1. */
  terms: readonly string[];
  /** Per term: +1 its weight may not be negative, −1 not positive, 0 free (the constant: 0). */
  signs: readonly (1 | -1 | 0)[];
  /** One self-play game, a function of `seed` alone. */
  playGame(seed: string): TuneGame;
}

export interface Row {
  x: number[];
  y: number;
  before: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const EPS = 1e-6;

/** Mean log-loss of chances `p` against targets `y`. */
export function logLoss(p: readonly number[], y: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    const q = Math.min(1 - EPS, Math.max(EPS, p[i]));
    sum -= y[i] * Math.log(q) + (1 - y[i]) * Math.log(1 - q);
  }
  return sum / Math.max(1, p.length);
}

/** Share of rows where the chance is on the side of 0.5 the outcome fell on (0.5 counts as "no"). */
export function accuracy(p: readonly number[], y: readonly number[]): number {
  let ok = 0;
  for (let i = 0; i < p.length; i++) if ((p[i] > 0.5 ? 1 : 0) === y[i]) ok++;
  return ok / Math.max(1, p.length);
}

/**
 * Area under the ROC curve: the chance that a position from a game the target happened in scores
 * above one from a game it did not (ties half) — how well the chances RANK positions, which is what
 * a search asks of an evaluation (calibration aside).
 */
export function auc(p: readonly number[], y: readonly number[]): number {
  const idx = p.map((_, i) => i).sort((a, b) => p[a] - p[b]);
  let pos = 0;
  let rankSum = 0;
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j < idx.length && p[idx[j]] === p[idx[i]]) j++;
    const rank = (i + j + 1) / 2; // mean 1-based rank of the tie group
    for (let k = i; k < j; k++) if (y[idx[k]] === 1) { pos++; rankSum += rank; }
    i = j;
  }
  const neg = p.length - pos;
  return pos && neg ? (rankSum - (pos * (pos + 1)) / 2) / (pos * neg) : 0.5;
}

export const predict = (w: readonly number[], x: readonly number[]): number => {
  let z = 0;
  for (let j = 0; j < w.length; j++) z += w[j] * x[j];
  return sigmoid(z);
};

/** Solve A v = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = c + 1; r < n; r++) {
      const k = M[r][c] / M[c][c];
      for (let j = c; j <= n; j++) M[r][j] -= k * M[c][j];
    }
  }
  const v = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r][n];
    for (let j = r + 1; j < n; j++) s -= M[r][j] * v[j];
    v[r] = s / M[r][r];
  }
  return v;
}

/**
 * The weights minimizing mean log-loss + (ridge / 2) · Σ w_j² (the constant, term 0, unpenalized),
 * with each weight on the side of zero `signs` gives it (absent: all free): Newton's method from zero
 * on the free weights, pinning at 0 any that ends on the wrong side and fitting again. Returns the
 * weights, the Newton steps taken and the terms pinned.
 */
export function fitLogistic(rows: readonly Row[], terms: number, ridge: number, signs?: readonly number[]): { w: number[]; steps: number; pinned: number[] } {
  const pinned = new Set<number>();
  let steps = 0;
  for (;;) {
    const fit = newton(rows, terms, ridge, pinned);
    steps += fit.steps;
    const wrong = signs ? fit.w.findIndex((x, j) => signs[j] * x < 0) : -1;
    if (wrong < 0) return { w: fit.w, steps, pinned: [...pinned].sort((a, b) => a - b) };
    pinned.add(wrong);
  }
}

/** Newton's method for the ridge-penalized log-loss, the `pinned` weights held at 0. */
function newton(rows: readonly Row[], terms: number, ridge: number, pinned: ReadonlySet<number>, maxSteps = 50): { w: number[]; steps: number } {
  let w = new Array<number>(terms).fill(0);
  const n = rows.length;
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const g = new Array<number>(terms).fill(0);
    const H = Array.from({ length: terms }, () => new Array<number>(terms).fill(0));
    for (const r of rows) {
      const p = predict(w, r.x);
      const d = p - r.y;
      const s = p * (1 - p);
      for (let a = 0; a < terms; a++) {
        g[a] += (d * r.x[a]) / n;
        for (let b = a; b < terms; b++) H[a][b] += (s * r.x[a] * r.x[b]) / n;
      }
    }
    for (let a = 0; a < terms; a++) {
      for (let b = 0; b < a; b++) H[a][b] = H[b][a];
      if (a > 0) {
        g[a] += ridge * w[a];
        H[a][a] += ridge;
      }
      H[a][a] += 1e-12;
    }
    // A pinned weight: its row and column an identity, its gradient 0 (it stays where it is, at 0).
    for (const p of pinned) {
      for (let b = 0; b < terms; b++) H[p][b] = H[b][p] = 0;
      H[p][p] = 1;
      g[p] = 0;
    }
    const step = solve(H, g);
    w = w.map((x, j) => x - step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return { w, steps: steps + 1 };
}

/**
 * Loss and accuracy on some rows of the fitted weights, of the evaluation before tuning, and of the
 * constant chance `rate` (the training positions' share of the target: the floor any evaluation must beat).
 */
export function judge(rows: readonly Row[], w: readonly number[], rate: number) {
  const y = rows.map((r) => r.y);
  const tuned = rows.map((r) => predict(w, r.x));
  const before = rows.map((r) => r.before);
  return {
    positions: rows.length,
    targetRate: y.reduce((a, b) => a + b, 0) / Math.max(1, y.length),
    lossConstant: logLoss(rows.map(() => rate), y),
    lossBefore: logLoss(before, y),
    lossTuned: logLoss(tuned, y),
    accuracyBefore: accuracy(before, y),
    accuracyTuned: accuracy(tuned, y),
    aucBefore: auc(before, y),
    aucTuned: auc(tuned, y),
  };
}
