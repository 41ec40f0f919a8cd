import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citesId, codeAndTests, sourceFiles, unknownCitations } from '../../../../tests/unit/lib/citations';
import { BG_RULE_BY_ID, BG_RULES, parentRule, ruleText, searchRules } from './index';

/** Every rule number printed in the 2013 English rules, chapters 0–6 (there is no 2.3.3). */
const NUMBERED = [
  '0', '0.1', '0.2', '0.3', '0.3.1', '0.3.2', '0.3.3', '0.3.4', '0.4',
  '1',
  '2', '2.1', '2.1.1', '2.1.2', '2.1.3', '2.1.4', '2.2', '2.2.1', '2.2.2', '2.2.3',
  '2.3', '2.3.1', '2.3.2', '2.3.4', '2.3.5',
  '3', '3.1', '3.2', '3.3', '3.3.1', '3.3.2', '3.3.3', '3.4',
  '4', '4.1', '4.2', '4.2.1', '4.2.2', '4.3', '4.3.1', '4.3.2', '4.4', '4.4.1', '4.4.2',
  '4.5', '4.5.1', '4.5.2', '4.5.3', '4.5.4', '4.5.5', '4.5.6', '4.5.7',
  '5', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6', '5.6.1', '5.6.2', '5.6.3',
  '6', '6.1', '6.1.1', '6.1.2', '6.1.3', '6.1.4', '6.1.5',
  '6.2', '6.2.1', '6.2.2', '6.2.3', '6.2.4', '6.2.5', '6.2.6', '6.2.7',
  '6.3', '6.3.1', '6.3.2', '6.3.3', '6.3.4', '6.3.5', '6.3.6',
  // Scenario 6.4 is reconstructed whole (the seed keeps only its title).
  '6.4', '6.4.1', '6.4.2', '6.4.3', '6.4.4', '6.4.5', '6.4.6',
];

/** Sequence of play (chapter 1): phases I–V, their lettered steps, and the combat sub-steps. */
const PHASES = [
  '1.I', '1.I.A', '1.I.B', '1.I.C', '1.I.D', '1.I.E',
  '1.II', '1.II.A', '1.II.B', '1.II.C', '1.II.D',
  '1.III', '1.III.A', '1.III.B',
  '1.IV', '1.IV.A', '1.IV.B', '1.IV.B.1', '1.IV.B.2', '1.IV.C', '1.IV.C.1', '1.IV.C.2', '1.IV.D',
  '1.V',
];

const TABLES = [
  'T.Skirmish', 'T.PitchedBattle', 'T.Rout', 'T.Rally', 'T.Leader', 'T.Attrition', 'T.Siege', 'T.Tribes',
];

const EXPECTED = [...NUMBERED, ...PHASES, ...TABLES].map((n) => `BG ${n}`);

const ID_FORMAT = /^BG (\d+(\.\d+)*|\d\.[IV]+(\.[A-E](\.\d)?)?|T\.\w+)$/;

describe('BG rule texts', () => {
  it('has unique, well-formed ids', () => {
    const ids = BG_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(ID_FORMAT);
  });

  it('has exactly the expected ids', () => {
    expect([...BG_RULES.map((r) => r.id)].sort()).toEqual([...EXPECTED].sort());
  });

  it('has a title, chapter and a 1–8 sentence text for every entry', () => {
    for (const r of BG_RULES) {
      expect(r.title.trim(), r.id).not.toBe('');
      expect(r.chapter, r.id).toMatch(/^(\d\. .+|Tables)$/);
      expect(r.text.length, r.id).toBeGreaterThan(20);
      const sentences = r.text.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, r.id).toBeLessThanOrEqual(8);
    }
  });

  it('files every numbered rule under its own chapter', () => {
    for (const r of BG_RULES) {
      if (r.id.startsWith('BG T.')) expect(r.chapter).toBe('Tables');
      else expect(r.chapter.split('.')[0], r.id).toBe(r.id.slice(3).split('.')[0]);
    }
  });

  it('marks every table as reconstructed', () => {
    for (const r of BG_RULES.filter((x) => x.id.startsWith('BG T.'))) expect(r.reconstructed, r.id).toBe(true);
  });

  it('states the edition readings of ambiguous rules', () => {
    expect(ruleText('BG 4.4.2')?.text).toMatch(/This edition reads .*loser/);
    expect(ruleText('BG 2.3.1')?.text).toMatch(/This edition reads .*August/);
    expect(ruleText('BG 0.1')?.text).toMatch(/This edition reads .*Winter as turn 1/);
    expect(ruleText('BG 4.5.1')?.text).toMatch(/This edition reads .*do not protect it/);
    expect(ruleText('BG 4.5.2')?.text).toMatch(/This edition reads a voluntary surrender as sparing the place/);
    expect(ruleText('BG 4.5.3')?.text).toMatch(/This edition reads the two Roman bonuses as adding up/);
    expect(ruleText('BG 4.2.2')?.text).toMatch(/killed tribune's counter is gone for good/);
    expect(ruleText('BG 3.3.3')?.text).toMatch(/This edition reads the marker as earned piece by piece/);
    expect(ruleText('BG 6.2.7')?.text).toMatch(/This edition reads: at most one negotiation per phase/);
    expect(ruleText('BG 3.1')?.text).toMatch(/This edition reads "any region containing a Roman leader"/);
  });

  it('keeps every number of a few key rules', () => {
    expect(ruleText('BG 2.3.1')?.text).toMatch(/more than 5.*\+1 in the Winter.*more than 8.*-2.*5 or 6/s);
    expect(ruleText('BG 3.3')?.text).toMatch(/1 to 4.*5 or 6.*-1.*rank-3.*\+1/s);
    expect(ruleText('BG 4.4.1')?.text).toMatch(/1 or 2.*1, 2 or 3/s);
    expect(ruleText('BG 4.5.2')?.text).toMatch(/4 consecutive siege turns/);
    expect(ruleText('BG 5.4')?.text).toMatch(/5 or 6 in turns 1, 2, 9 and 10/);
  });
});

describe('rule lookup', () => {
  it('indexes every entry by id', () => {
    expect(Object.keys(BG_RULE_BY_ID)).toHaveLength(BG_RULES.length);
    expect(ruleText('BG 4.4.2')?.title).toMatch(/pitched battle/i);
    expect(ruleText('4.4.2')).toBe(BG_RULE_BY_ID['BG 4.4.2']);
    expect(ruleText('BG 9.9')).toBeUndefined();
    expect(ruleText('BG 2.3.3')).toBeUndefined();
  });

  it('finds parents', () => {
    expect(parentRule('BG 4.4.2')).toBe('BG 4.4');
    expect(parentRule('BG 4.4')).toBe('BG 4');
    expect(parentRule('BG 4')).toBeUndefined();
    expect(parentRule('BG 1.IV.B')).toBe('BG 1.IV');
    expect(parentRule('BG 1.IV.B.1')).toBe('BG 1.IV.B');
    expect(parentRule('BG 1.I')).toBe('BG 1');
    expect(parentRule('BG T.Rout')).toBeUndefined();
  });

  it('has an existing parent for every nested entry', () => {
    for (const r of BG_RULES) {
      const p = parentRule(r.id);
      if (p !== undefined) expect(BG_RULE_BY_ID[p], `${r.id} → ${p}`).toBeDefined();
    }
  });
});

describe('searchRules', () => {
  it("ranks BG 3.4 first for 'forced march'", () => {
    expect(searchRules('forced march')[0]?.id).toBe('BG 3.4');
    expect(searchRules('FORCED MARCH')[0]?.id).toBe('BG 3.4');
  });

  it('ranks id matches first', () => {
    const hits = searchRules('4.4');
    expect(hits[0]?.id).toBe('BG 4.4');
    expect(hits.slice(1, 3).map((r) => r.id)).toEqual(['BG 4.4.1', 'BG 4.4.2']);
    expect(searchRules('bg 2.3.1')[0]?.id).toBe('BG 2.3.1');
  });

  it('searches titles and texts case-insensitively and needs every word', () => {
    expect(searchRules('hiberna').map((r) => r.id)).toContain('BG 4.5.7');
    expect(searchRules('Corbilo').map((r) => r.id)).toEqual(expect.arrayContaining(['BG 5.2']));
    expect(searchRules('rhenus marker').map((r) => r.id)).toEqual(['BG 3.3.3', 'BG 6.2.7']);
    expect(searchRules('zzzz no such thing')).toEqual([]);
    expect(searchRules('   ')).toEqual([]);
  });
});

// ------------------------------------------------------------ citations in the code base

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SRC = join(HERE, '..', '..', '..');
/** The id at the start of a cited literal: 'BG 4.4.2', 'BG 1.IV.B', 'BG T.Rout'. */
const CITED_ID = /^BG (T\.\w+|\d+(?:\.\d+)*(?:\.[IV]+(?:\.[A-E](?:\.\d)?)?)?)/;



describe('rule citations in src/', () => {
  it('finds the source tree', () => {
    expect(sourceFiles(SRC).some((f) => f.endsWith(join('bellum', 'rules', 'index.ts')))).toBe(true);
  });

  it("cites only rule ids that exist ('BG …' string literals)", () => {
    const missing = unknownCitations(SRC, /'(BG [0-9T][^'\n]*)'|"(BG [0-9T][^"\n]*)"/g, CITED_ID, (id) => !!BG_RULE_BY_ID[id]);
    expect(missing).toEqual([]);
  });
});

// ------------------------------------------------------------ every rule in scope: in code and in a test

/**
 * Rules that scenario 6.1 does not use, left to later work (issue 2's scope): reinforcements and
 * replacements (BG 3.1, 3.2 and their steps in the sequence of play), ships and naval combat
 * (chapter 5, BG 1.IV.A), and the set-up and special rules of scenario 6.2 (6.3 is in scope).
 */
const OUT_OF_SCOPE = /^BG (5(\.|$)|1\.IV\.A|6\.4(\.|$))/;


describe('every rule in scope is cited in the code and in a test', () => {
  const { code, tests } = codeAndTests(SRC);
  const inScope = BG_RULES.map((r) => r.id).filter((id) => !OUT_OF_SCOPE.test(id));

  it('leaves out only what scenario 6.1 does not use', () => {
    expect(inScope.length).toBeGreaterThan(80);
    for (const id of ['BG 4.4.2', 'BG 6.1.5', 'BG 1.IV.C.2', 'BG T.Siege', 'BG 3.3.3', 'BG 4.5.7', 'BG 3.1', 'BG 1.II.A', 'BG 1.III.A', 'BG 6.2.7']) expect(inScope).toContain(id);
  });
  it('cites each in the code', () => {
    expect(inScope.filter((id) => !citesId(code, id))).toEqual([]);
  });
  it('cites each in a test', () => {
    expect(inScope.filter((id) => !citesId(tests, id))).toEqual([]);
  });
});
