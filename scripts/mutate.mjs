#!/usr/bin/env node
/**
 * `npm run mutate [-- <file or glob> ...]`: mutation testing of the engines' rule files with
 * StrykerJS (config: stryker.config.mjs), then the score of every file, reported like the bench:
 * one JSON line per file {"metric":"mutation.<file>","value":<score %>,"unit":"%","target":">= 80"}
 * on stdout, and a table on stderr. The score is killed (and timed out) over covered mutants,
 * equivalent mutants marked with `// Stryker disable … : why` in the source being left out.
 *
 *   npm run mutate                                   every rule file (hours on 2 cores)
 *   npm run mutate -- src/engine/bellum/supply.ts    one file (or several, or globs)
 *   npm run mutate -- --report                       only re-read reports/mutation/mutation.json
 *   STRYKER_CONCURRENCY=1 npm run mutate -- …        fewer test processes
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TARGET = 80;
const REPORT = path.resolve('reports/mutation/mutation.json');
const args = process.argv.slice(2).filter((a) => a !== '--');
const reportOnly = args.includes('--report');
const files = args.filter((a) => !a.startsWith('--'));

if (!reportOnly) {
  const cli = ['stryker', 'run', 'stryker.config.mjs'];
  if (files.length) cli.push('--mutate', files.join(','));
  // Stryker's own output goes to stderr, so stdout holds only the JSON lines, as the bench's does.
  const run = spawnSync('npx', cli, { stdio: [0, 2, 2] });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (!fs.existsSync(REPORT)) {
  process.stderr.write(`No mutation report at ${REPORT}: run without --report first.\n`);
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
const rows = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const count = (s) => mutants.filter((m) => m.status === s).length;
  const killed = count('Killed') + count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const ignored = count('Ignored');
  const covered = killed + survived;
  const score = covered ? (100 * killed) / covered : 100;
  rows.push({ file, score, killed, survived, noCoverage, ignored });
}
rows.sort((a, b) => a.score - b.score);
let below = 0;
process.stderr.write(`\n${'score'.padStart(6)} ${'killed'.padStart(6)} ${'surv'.padStart(5)} ${'nocov'.padStart(5)} ${'equiv'.padStart(5)}  file\n`);
for (const r of rows) {
  if (r.score < TARGET) below++;
  process.stderr.write(
    `${r.score.toFixed(1).padStart(6)} ${String(r.killed).padStart(6)} ${String(r.survived).padStart(5)} ${String(r.noCoverage).padStart(5)} ${String(r.ignored).padStart(5)}  ${r.file}${r.score < TARGET ? '  < target' : ''}\n`,
  );
  process.stdout.write(`${JSON.stringify({ metric: `mutation.${r.file}`, value: Number(r.score.toFixed(1)), unit: '%', target: `>= ${TARGET}` })}\n`);
}
process.stderr.write(`\n${rows.length} files, ${below} below ${TARGET}% of covered mutants. HTML: reports/mutation/mutation.html\n`);
