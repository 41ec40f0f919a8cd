// Shared by tests/browser/run.mjs and scripts/bench.ts: a tiny static server for dist/ and a
// Chromium launcher (Debian's /usr/bin/chromium driven by playwright-core; never a downloaded browser).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The production build to serve; COMMENTARII_DIST points elsewhere (e.g. a private build). */
export const DIST = process.env.COMMENTARII_DIST ? path.resolve(process.env.COMMENTARII_DIST) : path.join(ROOT, 'dist');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Builds dist/ with `npm run build` when dist/index.html is missing. */
export function ensureBuild({ force = false } = {}) {
  if (!force && fs.existsSync(path.join(DIST, 'index.html'))) return;
  process.stderr.write('dist/index.html is missing: running `npm run build` first…\n');
  // NODE_ENV must not leak in from the caller (vite-node sets "development", which would bundle
  // React's development build).
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('`npm run build` failed; cannot test the production build.');
}

/** Serves `dir` on 127.0.0.1 with an ephemeral port. Unknown paths without an extension get index.html. */
export function startServer(dir = DIST) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let rel = decodeURIComponent(url.pathname);
      if (rel.endsWith('/')) rel += 'index.html';
      let file = path.resolve(root, '.' + rel);
      if (!file.startsWith(root + path.sep) && file !== root) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        if (path.extname(rel) === '') file = path.join(root, 'index.html');
        else {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
      }
      const body = fs.readFileSync(file);
      res.writeHead(200, {
        'content-type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r(undefined)); }),
      });
    });
  });
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails with a clear message when Debian's chromium is not installed. */
export function assertChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser tests use Debian's chromium package, never a downloaded browser.\n` +
        `Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `(or run .ci/run, which installs it), or point CHROMIUM_PATH at another Chromium binary.`,
    );
  }
}

/**
 * Launches headless Chromium. playwright-core gives every launch a fresh, empty --user-data-dir
 * of its own (deleted on close), and every `browser.newContext()` its own storage.
 * playwright-core is imported lazily so a missing browser is reported before anything else.
 * @param {string[]} [extraArgs] further Chromium switches (the bench turns the frame-rate limit off)
 */
export async function launchChromium(extraArgs = []) {
  assertChromium();
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

export const VIEWPORT = { width: 1400, height: 900 };
