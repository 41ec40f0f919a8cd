/**
 * Rule citations of the Alésia (GBoH) system: every `'AG …'` string literal in the source names an
 * entry of the rule book, so a tooltip or log line that cites a rule always finds its paraphrase.
 * (Which rules the engine implements is checked once the engine exists; see the AC coverage test.)
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles, unknownCitations } from '../../../../tests/unit/lib/citations';
import { AG_RULE_BY_ID } from './index';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SRC = join(HERE, '..', '..', '..');
/** The id at the start of a cited literal: 'AG 9.25', 'AG 3.0 C', 'AG 12.1 Gauls', 'AG Opt.Aggressiveness', 'AG Err.8', 'AG Ex.Deploy'. */
const CITED_ID = /^AG (\d{1,2}\.\d{1,2}(?: [A-E]\b| (?:Romans|Gauls|Special|Night|Reinforcements)\b)?|Opt\.[A-Za-z]+|Err\.\d{1,2}|Ex\.Deploy)/;
const LITERAL = /'(AG [0-9OEX][^'\n]*)'|"(AG [0-9OEX][^"\n]*)"/g;

describe('AG rule citations in src/', () => {
  it('finds the source tree, rule texts left out', () => {
    const files = sourceFiles(SRC);
    expect(files.some((f) => f.endsWith(join('alesia-gboh', 'rules', 'index.ts')))).toBe(true);
    expect(files.some((f) => /alesia-gboh.rules.texts-5\.ts$/.test(f))).toBe(false);
  });

  it('reads an id off the start of a cited literal', () => {
    expect(CITED_ID.exec('AG 9.25 (a)')?.[0]).toBe('AG 9.25');
    expect(CITED_ID.exec('AG 3.0 C')?.[0]).toBe('AG 3.0 C');
    expect(CITED_ID.exec('AG 3.0 Assault')?.[0]).toBe('AG 3.0');
    expect(CITED_ID.exec('AG 12.2 Reinforcements: breach')?.[0]).toBe('AG 12.2 Reinforcements');
    expect(CITED_ID.exec('AG Err.11')?.[0]).toBe('AG Err.11');
  });

  it("cites only rule ids that exist ('AG …' string literals)", () => {
    expect(unknownCitations(SRC, LITERAL, CITED_ID, (id) => !!AG_RULE_BY_ID[id])).toEqual([]);
  });
});
