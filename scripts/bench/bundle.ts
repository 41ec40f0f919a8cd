/** Bundle metrics: gzip size of the JS the title screen loads, and of all JS. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { emit, note } from './report';

/** Entry script and modulepreload links of dist/index.html, gzipped (level 9) and summed. */
export function bundleBench(dist: string): void {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g)) srcs.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const buf = fs.readFileSync(path.join(dist, src.replace(/^\.?\//, '')));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  note(`initial JS: ${[...srcs].join(', ')}`);
  emit('app.initialJsGzipKb', gz / 1024, 'KiB');
  emit('app.initialJsRawKb', raw / 1024, 'KiB');
  const assets = path.join(dist, 'assets');
  if (fs.existsSync(assets)) {
    let all = 0;
    for (const f of fs.readdirSync(assets)) if (f.endsWith('.js')) all += zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length;
    emit('app.allJsGzipKb', all / 1024, 'KiB');
  }
}
