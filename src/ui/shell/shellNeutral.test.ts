/**
 * The shell hosts any system: no file of src/ui/shell (tests aside) imports a system's engine,
 * UI or bound store. A system reaches the shell only through its registry entry (src/ui/registry.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

const SYSTEM_IMPORT = /from\s+['"][^'"]*(engine\/bellum|ui\/bellum|\/bellum\/|store\/session|engine\/alesia)[^'"]*['"]/;

describe('the shell is system-neutral', () => {
  const list = files(root);
  it('finds the shell files', () => {
    expect(list.length).toBeGreaterThan(20);
  });
  it.each(list.map((f) => [f.slice(root.length + 1), f]))('%s imports no system', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const bad = text.split('\n').filter((l) => SYSTEM_IMPORT.test(l));
    expect(bad).toEqual([]);
  });
});
