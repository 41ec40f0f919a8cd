/**
 * Rules coverage of the Alésia (GBoH) engine, modelled on the AC coverage test
 * (src/engine/alesia-classic/rules/coverage.test.ts):
 *  - every `'AG …'` string literal in the source names an entry of the rule book, so a tooltip or
 *    log line that cites a rule always finds its paraphrase;
 *  - every rule of the book that states a rule is cited both in the engine code that implements it
 *    (src/engine/, this folder aside) and in a behaviour test that would fail if it broke. The rule-text tests of this folder cite
 *    every id and so do not count as behaviour tests here.
 * Left out, each with its reason: chapter and section headings, definitions and notes that state no
 * rule (`NOT_RULES`), and rules not implemented yet (`NOT_YET`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesUnder, sourceFiles, unknownCitations } from '../../../../tests/unit/lib/citations';
import { AG_RULE_BY_ID, AG_RULES } from './index';

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

// ------------------------------------------------------------ every rule implemented: in code and in a test

/**
 * Does `text` cite `id` as itself: not as the start of a longer id (`AG 9.2` in `AG 9.25`), nor as
 * a rule's lettered step or scenario part (`AG 3.0` in `AG 3.0 C`, `AG 12.1` in `AG 12.1 Gauls`)?
 */
const citesAg = (text: string, id: string): boolean =>
  new RegExp(`${id.replace(/\./g, '\\.')}(?![0-9]|\\.[0-9A-Z]| [A-E]\\b| (?:Romans|Gauls|Special|Night|Reinforcements)\\b)`).test(text);

/**
 * The citations of a text, spelled out: a list after one prefix (`AG 10.13, 10.41`) cites each of
 * its ids (`AG 10.13, AG 10.41`), and the errata's own numbering (`errata #5`) cites `AG Err.5`.
 * A range (`AG 9.31–9.34`) is not spelled out: it names a span, not each rule in it.
 */
const ITEM = String.raw`\d{1,2}\.\d{1,2}(?: (?:Romans|Gauls|Special|Night|Reinforcements)\b)?`;
function spelledOut(text: string): string {
  return text
    .replace(new RegExp(`AG (${ITEM}(?:, ${ITEM}(?![\\d–-]))+)`, 'g'), (_m, list: string) => list.split(', ').map((x) => `AG ${x}`).join(', '))
    .replace(/errata #(\d{1,2})(?![0-9–-])/gi, 'AG Err.$1');
}

/** Entries of the book that state no rule a program could break, each with the reason. */
const NOT_RULES: Record<string, string> = {
  'AG 1.0': 'scope statement: forbids rules the series has elsewhere (momentum, trumping, orders, missile supply); nothing to run',
  'AG 2.2': 'definition: the four kinds of piece (the data types)',
  'AG 2.25': 'pictures of sample counters, lost from the seed',
  'AG 2.26': 'introduction to the leader ratings, each rated in 4.1 onward',
  'AG 2.27': 'list of information markers; each marker is the state of the rule that calls for it',
  'AG 2.6': 'playing time',
  'AG 4.0': 'chapter heading (no Orders, no Lines of Command: an absence, as 1.0)',
  'AG 4.3': 'section heading: pointers to 8.18 and 9.24',
  'AG 5.0': 'chapter heading',
  'AG 5.3': 'section heading of 5.31–5.35',
  'AG 5.4': 'section heading of 5.41–5.49',
  'AG 5.6': 'section heading of 5.61–5.66',
  'AG 6.0': 'chapter heading',
  'AG 6.2': 'section heading of 6.21–6.23',
  'AG 6.4': 'section heading of 6.41–6.49',
  'AG 6.7': 'section heading of 6.71–6.73',
  'AG 7.0': 'chapter heading',
  'AG 8.2': 'section heading of 8.21–8.22',
  'AG 8.4': 'section heading of 8.41–8.46 (a historical note)',
  'AG 9.3': 'section heading of 9.31–9.34',
  'AG 9.4': 'section heading of the three charts 9.41–9.43',
  'AG 10.0': 'chapter heading',
  'AG 10.2': 'section heading of 10.21–10.26',
  'AG Err.6': 'counter printing: the Ambivareti client-tribe name missing from two counters',
  'AG Err.9': 'counter printing: where Commius shows his Initiative and Seizures',
  'AG Err.13': 'history essay only: 60,000 not 6,000 men; no rule changes',
};

/** Rules that state a rule but are not yet cited in code and in a behaviour test, each with what is missing. */
const NOT_YET: Record<string, string> = {
};

/** The engine's source (src/engine/, no tests, no rule texts), this folder left out: its lookup code names ids only as examples. */
function engineCode(): string {
  const files = sourceFiles(join(SRC, 'engine')).filter((f) => !/alesia-gboh[\\/]rules[\\/]/.test(f));
  return spelledOut(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
}

/** Every test outside this folder (whose rule-text tests cite every id) and the tests/ tree. */
function behaviourTests(): string {
  const files = [...filesUnder(SRC, /\.test\.tsx?$/, () => true), ...filesUnder(join(SRC, '..', 'tests'), /\.(ts|mjs)$/, () => true)];
  return spelledOut(files.filter((f) => !/alesia-gboh[\\/]rules[\\/]/.test(f)).map((f) => readFileSync(f, 'utf8')).join('\n'));
}

describe('every AG rule is cited in the code and in a behaviour test', () => {
  const code = engineCode();
  const tests = behaviourTests();
  const ids = AG_RULES.map((r) => r.id);
  const inScope = ids.filter((id) => !(id in NOT_RULES) && !(id in NOT_YET));

  it('leaves out only entries of the book, and few of them', () => {
    expect(ids.length).toBe(252);
    for (const id of [...Object.keys(NOT_RULES), ...Object.keys(NOT_YET)]) expect(AG_RULE_BY_ID[id], id).toBeDefined();
    expect(Object.keys(NOT_YET).length).toBeLessThanOrEqual(5);
    for (const id of ['AG 3.0 C', 'AG 9.25', 'AG 12.1 Gauls', 'AG Err.8', 'AG Ex.Deploy', 'AG 10.45', 'AG Err.4']) expect(inScope).toContain(id);
  });
  it('tells a rule from its sub-rules, steps and parts', () => {
    expect(citesAg("'AG 9.25'", 'AG 9.2')).toBe(false);
    expect(citesAg("'AG 3.0 C'", 'AG 3.0')).toBe(false);
    expect(citesAg("'AG 12.1 Gauls'", 'AG 12.1')).toBe(false);
    expect(citesAg("'AG 12.1'", 'AG 12.1')).toBe(true);
    expect(citesAg('AG 3.0 Assault Period', 'AG 3.0')).toBe(true);
    expect(citesAg('AG Err.1', 'AG Err.12')).toBe(false);
    expect(citesAg('AG Err.12', 'AG Err.1')).toBe(false);
  });
  it('spells out lists after one prefix and the errata numbering, not ranges', () => {
    expect(spelledOut('AG 10.13, 10.41  a unit')).toBe('AG 10.13, AG 10.41  a unit');
    expect(citesAg(spelledOut('(AG 4.1, 5.1)'), 'AG 5.1')).toBe(true);
    expect(citesAg(spelledOut('(AG 12.1 Gauls, 12.2 Gauls)'), 'AG 12.2 Gauls')).toBe(true);
    expect(citesAg(spelledOut('(AG 12.1 Gauls, 12.2 Gauls)'), 'AG 12.2')).toBe(false);
    expect(citesAg(spelledOut('AG 9.31–9.34'), 'AG 9.32')).toBe(false);
    expect(citesAg(spelledOut('AG 6.45, 6.48–6.49'), 'AG 6.48')).toBe(false);
    expect(citesAg(spelledOut('errata #5: the highest'), 'AG Err.5')).toBe(true);
    expect(citesAg(spelledOut('errata #11–#12'), 'AG Err.11')).toBe(false);
  });
  it('does not count the rule-text tests as behaviour tests', () => {
    expect(tests).not.toMatch(/AG rule texts: ids/);
    expect(citesAg(tests, 'AG 9.25')).toBe(true);
  });
  it('cites each in the code', () => {
    expect(inScope.filter((id) => !citesAg(code, id))).toEqual([]);
  });
  it('cites each in a behaviour test', () => {
    expect(inScope.filter((id) => !citesAg(tests, id))).toEqual([]);
  });
});
