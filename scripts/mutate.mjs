#!/usr/bin/env node
/**
 * `npm run mutate [-- <file or glob> ...]`: mutation testing of the engines' rule files with
 * StrykerJS (config: stryker.config.mjs), then the score of every file, reported like the bench:
 * one JSON line per file {"metric":"mutation.<file>","value":<score %>,"unit":"%","target":">= 80"}
 * on stdout, and a table on stderr. The score is killed (and timed out) over covered mutants,
 * equivalent mutants marked with `// Stryker disable … : why` in the source being left out.
 *
 * Every run's results are merged, file by file, into reports/mutation/all.json, so a long run can
 * stop and go on: the whole run goes one folder at a time (scripts/mutateFiles.mjs), and
 * `--resume` skips the folders whose every file is already in all.json.
 *
 *   npm run mutate                                   every rule file, folder by folder (hours on 2 cores)
 *   npm run mutate -- --resume                       the same, skipping folders already measured
 *   npm run mutate -- src/engine/bellum/supply.ts    one file (or several, or globs)
 *   npm run mutate -- --report                       only the table of reports/mutation/all.json
 *   STRYKER_CONCURRENCY=1 npm run mutate -- …        fewer test processes
 *   MUTATE_TESTS='<test globs>' npm run mutate -- <file>   only those tests (a lower bound, quicker)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ruleFileGroups } from './mutateFiles.mjs';

const TARGET = 80;
const RUN = path.resolve('reports/mutation/mutation.json');
const ALL = path.resolve('reports/mutation/all.json');
const args = process.argv.slice(2).filter((a) => a !== '--');
const reportOnly = args.includes('--report');
const resume = args.includes('--resume');
const files = args.filter((a) => !a.startsWith('--'));
const config = process.env.MUTATE_TESTS ? 'stryker.mutate-tests.config.mjs' : 'stryker.config.mjs';

const readAll = () => (fs.existsSync(ALL) ? JSON.parse(fs.readFileSync(ALL, 'utf8')) : { files: {}, runs: {} });

/** One Stryker run over `list`; its results replace those of the same files in all.json. */
function run(list) {
  if (fs.existsSync(RUN)) fs.rmSync(RUN);
  const cli = ['stryker', 'run', config, '--mutate', list.join(',')];
  // Stryker's own output goes to stderr, so stdout holds only the JSON lines, as the bench's does.
  const r = spawnSync('npx', cli, { stdio: [0, 2, 2] });
  if (r.status !== 0 || !fs.existsSync(RUN)) return false;
  const one = JSON.parse(fs.readFileSync(RUN, 'utf8'));
  const all = readAll();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' }).stdout.trim() !== '';
  for (const [file, entry] of Object.entries(one.files)) {
    all.files[file] = entry;
    all.runs[file] = { commit: dirty ? `${commit}+` : commit, tests: process.env.MUTATE_TESTS ?? 'engine tests', date: new Date().toISOString() };
  }
  all.schemaVersion = one.schemaVersion;
  all.thresholds = one.thresholds;
  fs.writeFileSync(ALL, JSON.stringify(all));
  return true;
}

if (!reportOnly) {
  if (files.length) {
    if (!run(files)) process.exit(1);
  } else {
    const done = new Set(Object.keys(readAll().files));
    for (const g of ruleFileGroups()) {
      if (resume && g.files.every((f) => done.has(f))) continue;
      process.stderr.write(`\n== ${g.dir} (${g.files.length} files)\n`);
      if (!run(g.files)) process.exit(1);
    }
  }
}

if (!fs.existsSync(ALL)) {
  process.stderr.write(`No mutation results at ${ALL}: run without --report first.\n`);
  process.exit(1);
}
const report = readAll();
const rows = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const count = (s) => mutants.filter((m) => m.status === s).length;
  const killed = count('Killed') + count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const ignored = count('Ignored');
  const covered = killed + survived;
  const score = covered ? (100 * killed) / covered : 100;
  const quick = report.runs?.[file] && report.runs[file].tests !== 'engine tests';
  rows.push({ file, score, killed, survived, noCoverage, ignored, quick });
}
rows.sort((a, b) => a.score - b.score);
let below = 0;
process.stderr.write(`\n${'score'.padStart(6)} ${'killed'.padStart(6)} ${'surv'.padStart(5)} ${'nocov'.padStart(5)} ${'equiv'.padStart(5)}  file\n`);
for (const r of rows) {
  if (r.score < TARGET) below++;
  process.stderr.write(
    `${r.score.toFixed(1).padStart(6)} ${String(r.killed).padStart(6)} ${String(r.survived).padStart(5)} ${String(r.noCoverage).padStart(5)} ${String(r.ignored).padStart(5)}  ${r.file}${r.quick ? '  (only some tests: a lower bound)' : ''}${r.score < TARGET ? '  < target' : ''}\n`,
  );
  process.stdout.write(`${JSON.stringify({ metric: `mutation.${r.file}`, value: Number(r.score.toFixed(1)), unit: '%', target: `>= ${TARGET}` })}\n`);
}
process.stderr.write(`\n${rows.length} files, ${below} below ${TARGET}% of covered mutants. HTML: reports/mutation/mutation.html\n`);
