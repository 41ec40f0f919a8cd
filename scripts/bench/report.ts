/** Output of `npm run bench`: one JSON object per line on stdout; progress and notes on stderr. */
/**
 * The targets a metric is held to (upper bounds), from the project's standards and issues. A metric
 * with a target is printed with it and with `ok`, so a run says at a glance what holds.
 */
export const TARGETS: Readonly<Record<string, number>> = {
  // An earlier issue asked 50 µs for one Bellum action; issue 18 (the bot's search) asks 5.
  'bellum.actionCostMedianUs': 5,
  'bellum.aquitaniaPlayoutMedianMs': 10,
  // Issue 8 asked 100 µs for one Alesia action (legalActions + apply); issue 18 (the bot's search) 25.
  'alesia-classic.actionCostMedianUs': 25,
  // Issue 18: one decision of the Alesia computer opponent at "normal" (scripts/bench/alesiaBot.ts).
  'bot.alesia-classic.decisionMedianMs': 200,
  'bot.alesia-classic.decisionP95Ms': 1000,
  // Issue 18, the same for the other two systems (scripts/bench/bellumBot.ts, gbohBot.ts).
  'bot.bellum.decisionMedianMs': 200,
  'bot.bellum.decisionP95Ms': 1000,
  'bot.alesia-gboh.decisionMedianMs': 200,
  'bot.alesia-gboh.decisionP95Ms': 1000,
  // Issue 17 asked 100 µs for one Alésia (GBoH) action (legal list + apply); issue 18 (the bot's
  // search) 25. And one unit's reach with facing on 12.3's two sheets (issue 17).
  'alesia-gboh.actionCostMedianUs': 25,
  'alesia-gboh.reachP95Ms': 2,
  'app.initialJsGzipKb': 150,
  // The app's own work per click: input → DOM → that frame rendered (issue 7).
  'bellum.ui.selectWorkP95Ms': 16,
  'bellum.ui.applyWorkP95Ms': 16,
  // Click → painted frame at 60 Hz, which includes the wait for the next frame (issue 7).
  'bellum.ui.selectToHighlightP95Ms': 33,
  'bellum.ui.applyToRepaintP95Ms': 33,
  // Issue 8, with every counter of the set-up on the map: as Bellum's (issue 7), and a drag-pan's frame
  // work. It names no target for alesia.ui.firstMapRenderMs.
  'alesia.ui.selectWorkP95Ms': 16,
  'alesia.ui.applyWorkP95Ms': 16,
  'alesia.ui.selectToHighlightP95Ms': 33,
  'alesia.ui.applyToRepaintP95Ms': 33,
  'alesia.ui.panFrameP95Ms': 16,
  // Issue 17, on 12.3's two sheets with the sample deployment on the map.
  'alesia-gboh.ui.firstMapRenderMs': 300,
  'alesia-gboh.ui.selectWorkP95Ms': 16,
  'alesia-gboh.ui.applyWorkP95Ms': 16,
  'alesia-gboh.ui.panFrameP95Ms': 16,
  'alesia-gboh.ui.selectToHighlightP95Ms': 33,
  'alesia-gboh.ui.applyToRepaintP95Ms': 33,
  // Issue 16: a whole real game of any system loads or resumes within 0.5 s; any file the import
  // accepts loads, and any it refuses is refused, within 2 s.
  'alesia-classic.loadRealGameMs': 500,
  'alesia-classic.resumeRealGameMs': 500,
  'bellum.loadLongestGameMs': 500,
  'bellum.resumeLongestGameMs': 500,
  'save.limitFileLoadMs': 2000,
  'save.refuse200kActionsMs': 2000,
  'save.refuseOverCountMs': 2000,
  'save.refuseLargestFileMs': 2000,
};

export function emit(metric: string, value: number, unit: string): void {
  const v = Math.round(value * 1000) / 1000;
  const max = TARGETS[metric];
  const target = max === undefined ? {} : { target: `<= ${max}`, ok: v <= max };
  process.stdout.write(JSON.stringify({ metric, value: v, unit, ...target }) + '\n');
}

export const note = (m: string): void => {
  process.stderr.write(`bench: ${m}\n`);
};

/** The q-quantile (nearest rank) of a sample. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);
