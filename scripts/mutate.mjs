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
 *   npm run mutate -- --report --markdown            the table as Markdown on stdout (for docs/mutation.md)
 *   npm run mutate -- --merge <all.json> …           take in the results of other worktrees (newer run wins)
 *   npm run mutate -- --survivors <file>             the surviving mutants of a file, with their lines
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
const survivorsOf = args.includes('--survivors');
const merging = args.includes('--merge');
const reportOnly = args.includes('--report') || survivorsOf || merging;
const resume = args.includes('--resume');
const markdown = args.includes('--markdown');
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
if (merging) {
  const all = readAll();
  for (const other of files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')))) {
    for (const [file, entry] of Object.entries(other.files)) {
      const theirs = other.runs?.[file]?.date ?? '';
      if (all.files[file] && (all.runs[file]?.date ?? '') > theirs) continue;
      all.files[file] = entry;
      if (other.runs?.[file]) all.runs[file] = other.runs[file];
      all.schemaVersion ??= other.schemaVersion;
      all.thresholds ??= other.thresholds;
    }
  }
  fs.mkdirSync(path.dirname(ALL), { recursive: true });
  fs.writeFileSync(ALL, JSON.stringify(all));
  files.length = 0;
}
const report = readAll();
if (survivorsOf) {
  for (const f of files) {
    const key = Object.keys(report.files).find((k) => k === f || k.endsWith(`/${f}`) || f.endsWith(k));
    if (!key) { process.stderr.write(`${f}: not in ${ALL}\n`); continue; }
    const src = fs.readFileSync(key, 'utf8').split('\n');
    const left = report.files[key].mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
    left.sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
    process.stdout.write(`${key}: ${left.length} survived or not covered (run ${report.runs?.[key]?.commit ?? '?'})\n`);
    for (const m of left) {
      const { start, end } = m.location;
      const line = src[start.line - 1] ?? '';
      const orig = start.line === end.line ? line.slice(start.column - 1, end.column - 1) : `${line.slice(start.column - 1)}…`;
      process.stdout.write(`  ${start.line}:${start.column} ${m.status === 'NoCoverage' ? '[no coverage] ' : ''}${m.mutatorName}: ${JSON.stringify(orig.slice(0, 80))} -> ${JSON.stringify((m.replacement ?? '').slice(0, 80))}\n`);
    }
  }
  process.exit(0);
}
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
if (markdown) {
  process.stdout.write('| file | score | killed | survived | not covered | equivalent | run |\n|---|---|---|---|---|---|---|\n');
  for (const r of rows.sort((a, b) => a.file.localeCompare(b.file))) {
    if (r.score < TARGET) below++;
    const run = report.runs?.[r.file];
    const how = !run ? '' : `${run.commit}${r.quick ? `, only ${run.tests}` : ''}`;
    process.stdout.write(`| ${r.file.replace('src/engine/', '')} | ${r.score < TARGET ? '' : '**'}${r.score.toFixed(1)}%${r.score < TARGET ? '' : '**'} | ${r.killed} | ${r.survived} | ${r.noCoverage} | ${r.ignored} | ${how} |\n`);
  }
} else {
  process.stderr.write(`\n${'score'.padStart(6)} ${'killed'.padStart(6)} ${'surv'.padStart(5)} ${'nocov'.padStart(5)} ${'equiv'.padStart(5)}  file\n`);
  for (const r of rows) {
    if (r.score < TARGET) below++;
    process.stderr.write(
      `${r.score.toFixed(1).padStart(6)} ${String(r.killed).padStart(6)} ${String(r.survived).padStart(5)} ${String(r.noCoverage).padStart(5)} ${String(r.ignored).padStart(5)}  ${r.file}${r.quick ? '  (only some tests: a lower bound)' : ''}${r.score < TARGET ? '  < target' : ''}\n`,
    );
    process.stdout.write(`${JSON.stringify({ metric: `mutation.${r.file}`, value: Number(r.score.toFixed(1)), unit: '%', target: `>= ${TARGET}` })}\n`);
  }
}
process.stderr.write(`\n${rows.length} files, ${below} below ${TARGET}% of covered mutants. HTML: reports/mutation/mutation.html\n`);
