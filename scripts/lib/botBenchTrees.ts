/**
 * The bot benches' positions and decisions of one tree (a directory holding src/ and scripts/), for
 * the paired bench and the answers script (acBotPairedBench.ts, acBotAnswers.ts): `--system alesia`
 * (Alesia 1983, scripts/bench/alesiaBot.ts: ten positions) or `--system bellum` (Bellum Gallicum II,
 * scripts/bench/bellumBot.ts: twenty positions).
 */
export interface BotResult {
  action: unknown;
  iterations: number;
  wasted: number;
  stats: { key: string; visits: number; mean: number }[];
}
export interface BotTree {
  positions: { side: string; label: string; s: unknown }[];
  decide(side: string, s: unknown, seed: string, level: string): BotResult;
  key(a: unknown): string;
}

export async function loadBotTree(root: string, system: string): Promise<BotTree> {
  if (system === 'alesia') {
    const m = await import(`${root}/scripts/bench/alesiaBot.ts`);
    const sys = (await import(`${root}/src/engine/alesia-classic/system.ts`)).alesiaClassic;
    const positions = (m.botBenchPositions() as { side: string; s: { phase: string } }[]).map(({ side, s }) => ({ side, s, label: `${side} ${s.phase}` }));
    return { positions, decide: m.decide, key: (a) => sys.actionKey(a) };
  }
  if (system === 'bellum') {
    const m = await import(`${root}/scripts/bench/bellumBot.ts`);
    const sys = (await import(`${root}/src/engine/bellum/system.ts`)).bellum;
    const positions = (m.bellumBotPositions() as { scenario: string; side: string; s: { step: string } }[]).map(({ scenario, side, s }) => ({ side, s, label: `${scenario} ${side} ${s.step}` }));
    return { positions, decide: m.decideBellum, key: (a) => sys.actionKey(a) };
  }
  throw new Error(`--system takes alesia or bellum; got "${system}"`);
}
