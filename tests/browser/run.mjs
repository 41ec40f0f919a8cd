#!/usr/bin/env node
// Browser tests: serves dist/ on an ephemeral port, launches Debian's Chromium through
// playwright-core and runs every tests/browser/*.test.mjs. Each file exports
//   export const tests = [{ name, timeoutMs?, run: async ({ page, context, baseURL, newPage }) => {} }]
// Every test also fails when a page logs a console error or throws (uncaught) during it.
//
//   npm run test:browser                 (all)
//   npm run test:browser -- --grep resume (names containing "resume")
//   KEEP_ARTIFACTS=1 keeps the screenshots folder even when all pass
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { assertChromium, ensureBuild, launchChromium, startServer, VIEWPORT } from './lib/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== '--');
const grepAt = args.indexOf('--grep');
const grep = grepAt >= 0 ? args[grepAt + 1] : null;

function fail(msg) {
  process.stderr.write(`\n${msg}\n`);
  process.exit(1);
}

try {
  assertChromium();
} catch (e) {
  fail(e.message);
}

try {
  ensureBuild();
} catch (e) {
  fail(e.message);
}

const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .sort();
const suites = [];
for (const f of files) {
  const mod = await import(pathToFileURL(path.join(here, f)).href);
  for (const t of mod.tests ?? []) {
    if (grep && !`${f} ${t.name}`.includes(grep)) continue;
    suites.push({ file: f, ...t });
  }
}
if (suites.length === 0) fail(`No browser tests found${grep ? ` matching "${grep}"` : ''}.`);

const server = await startServer();
const browser = await launchChromium();
const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'commentarii-browser-'));
process.stderr.write(`Serving dist/ at ${server.url}; Chromium ${browser.version()}; ${suites.length} tests\n`);

let failed = 0;
const results = [];
for (const t of suites) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const problems = [];
  const pages = [];
  const watch = (page) => {
    pages.push(page);
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}${msg.location()?.url ? ` (${msg.location().url}:${msg.location().lineNumber})` : ''}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.stack || err.message}`));
    // A request cancelled by a navigation or reload (net::ERR_ABORTED) is not a failure.
    page.on('requestfailed', (req) => {
      const why = req.failure()?.errorText ?? '';
      if (!why.includes('ERR_ABORTED')) problems.push(`request failed: ${req.url()} ${why}`);
    });
  };
  context.on('page', watch);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const t0 = Date.now();
  let error = null;
  const timeoutMs = t.timeoutMs ?? 120_000;
  let timer;
  try {
    await Promise.race([
      t.run({ page, context, baseURL: server.url, log: (m) => process.stderr.write(`    ${m}\n`) }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000}s`)), timeoutMs);
      }),
    ]);
    if (problems.length) throw new Error(`the page reported errors:\n      ${problems.join('\n      ')}`);
  } catch (e) {
    error = e;
  } finally {
    clearTimeout(timer);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (error) {
    failed++;
    const shot = path.join(artifacts, `${t.file.replace(/\W+/g, '_')}-${t.name.replace(/\W+/g, '_').slice(0, 60)}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    process.stderr.write(`  ✗ ${t.file} › ${t.name} (${secs}s)\n      ${String(error.stack || error).split('\n').slice(0, 12).join('\n      ')}\n      screenshot: ${shot}\n`);
  } else {
    process.stderr.write(`  ✓ ${t.file} › ${t.name} (${secs}s)\n`);
  }
  results.push({ test: `${t.file} › ${t.name}`, ok: !error, seconds: Number(secs) });
  await context.close().catch(() => {});
}

await browser.close();
await server.close();
if (!failed && !process.env.KEEP_ARTIFACTS) fs.rmSync(artifacts, { recursive: true, force: true });
process.stderr.write(`\n${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
