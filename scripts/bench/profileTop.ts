/**
 * The costliest functions of a Chromium CPU profile (COMMENTARII_BENCH_PROFILE, gbohUi.ts): each
 * function's self time and its time on the stack (a sample counted once per function however deep
 * it recurses), the top N of each.
 *
 *   npx vite-node scripts/bench/profileTop.ts -- file.json [N] [select|apply|picker]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  kind?: string;
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const file = args[0];
const top = Number(args[1]) || 30;
/** Only the profiles of this kind (select, apply, picker). */
const kind = args[2];
if (!file) throw new Error('usage: profileTop.ts file.json [N]');
const read = JSON.parse(readFileSync(file, 'utf8')) as Profile | Profile[];
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;

function add(p: Profile): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  p.samples.forEach((id, i) => {
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const n = byId.get(id)!;
    all += dt;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = name(byId.get(at)!);
      if (!seen.has(k)) {
        total.set(k, (total.get(k) ?? 0) + dt);
        seen.add(k);
      }
    }
  });
}
const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}`;
for (const p of Array.isArray(read) ? read : [read]) if (!kind || p.kind === kind) add(p);
const list = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
console.log(`${all.toFixed(0)} ms sampled\n\nself:\n${list(self)}\n\non the stack:\n${list(total)}`);
