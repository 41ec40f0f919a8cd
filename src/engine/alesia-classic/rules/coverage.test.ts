/**
 * Rules coverage of the Alesia (1983) engine: every `'AC …'` literal in the code names a rule of
 * the book, and every rule this engine implements is cited both where the code implements it and
 * in a test that would fail if it were broken. Modelled on the Bellum coverage test
 * (src/engine/bellum/rules/rules.test.ts).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citesId, codeAndTests, sourceFiles, unknownCitations } from '../../../../tests/unit/lib/citations';
import { AC_RULE_BY_ID, AC_RULES } from './index';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SRC = join(HERE, '..', '..', '..');
/** The id at the start of a cited literal: 'AC 15.4', 'AC 15.3 BR', 'AC T.H2H', 'AC App.B', 'AC FAQ.5', 'AC PBM'. */
const CITED_ID = /^AC (\d+(?:\.\d{1,2})?(?: (?:AR|AA|AE|DE|DA|DR|Melee|BR)\b)?|T\.\w+|App\.[A-E]|FAQ\.\d|PBM)/;



describe('AC rule citations in src/', () => {
  it('finds the source tree', () => {
    expect(sourceFiles(SRC).some((f) => f.endsWith(join('alesia-classic', 'rules', 'index.ts')))).toBe(true);
    expect(sourceFiles(SRC).some((f) => /texts-1-10\.ts$/.test(f))).toBe(false);
  });

  it("cites only rule ids that exist ('AC …' string literals)", () => {
    const missing = unknownCitations(SRC, /'(AC [0-9TAFP][^'\n]*)'|"(AC [0-9TAFP][^"\n]*)"/g, CITED_ID, (id) => !!AC_RULE_BY_ID[id]);
    expect(missing).toEqual([]);
  });
});

// ------------------------------------------------------------ every rule implemented: in code and in a test

/**
 * Rules this engine does not implement yet, each with the reason.
 */
const NOT_YET: Record<string, string> = {
  // Every rule of the book is implemented (AC 17.7, timed moves, by the screen's move clock).
};


describe('every AC rule implemented is cited in the code and in a test', () => {
  const { code, tests } = codeAndTests(SRC);
  const ids = AC_RULES.map((r) => r.id);
  const inScope = ids.filter((id) => !(id in NOT_YET));

  it('leaves out only rules of the book, and few of them', () => {
    expect(ids.length).toBe(211);
    for (const id of Object.keys(NOT_YET)) expect(AC_RULE_BY_ID[id], id).toBeDefined();
    expect(inScope.length).toBe(211 - Object.keys(NOT_YET).length);
    for (const id of ['AC 15.3 BR', 'AC 24.7', 'AC 18.2', 'AC T.H2H', 'AC App.B', 'AC FAQ.5', 'AC 22.43', 'AC 10.5']) expect(inScope).toContain(id);
  });
  it('tells a rule from its sub-rules and results', () => {
    expect(citesId("'AC 15.3 BR'", 'AC 15.3')).toBe(false);
    expect(citesId("'AC 14.31'", 'AC 14.3')).toBe(false);
    expect(citesId("'AC 14.3'", 'AC 14.3')).toBe(true);
    expect(citesId('AC 7.1', 'AC 7')).toBe(false);
    expect(citesId('AC 7 — ramparts', 'AC 7')).toBe(true);
  });
  it('cites each in the code', () => {
    expect(inScope.filter((id) => !citesId(code, id))).toEqual([]);
  });
  it('cites each in a test', () => {
    expect(inScope.filter((id) => !citesId(tests, id))).toEqual([]);
  });
});
