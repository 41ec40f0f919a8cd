import { describe, expect, it } from 'vitest';
import { AC_RULE_BY_ID, AC_RULES, acParentRule, acRuleText, acSearchRules } from './index';

/**
 * Every rule id of the index table (§1) in shared/spec/alesia-classic-rules-index.md, embedded because
 * that file lies outside the repository. Where the index splits a rule into parts ((a), (b) …) there is one
 * entry per numbered rule; 15.3 has one entry per combat result.
 */
const INDEXED = [
  '1',
  '2.1', '2.2', '2.3', '2.4', '2.5', '2.6',
  '3.1', '3.2', '3.3', '3.4',
  '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7',
  '5.1', '5.2', '5.3', '5.4', '5.5',
  '6.1', '6.2', '6.3', '6.4', '6.5', '6.6',
  '7.1', '7.2', '7.3', '7.4',
  '8.1', '8.2', '8.3', '8.4',
  '9.1', '9.2', '9.3', '9.4', '9.5',
  '10.1', '10.2', '10.3', '10.4', '10.5',
  '11.1', '11.2', '11.3', '11.4', '11.5', '11.6', '11.7', '11.8', '11.9',
  '12.1', '12.2', '12.3', '12.4', '12.5', '12.6', '12.7',
  '13.1', '13.2', '13.3', '13.4', '13.5',
  '14.1', '14.2', '14.3', '14.31', '14.32', '14.33', '14.4', '14.5', '14.6', '14.7', '14.8',
  '15.1', '15.2',
  '15.3 AR', '15.3 AA', '15.3 AE', '15.3 DE', '15.3 DA', '15.3 DR', '15.3 Melee', '15.3 BR',
  '15.4', '15.5', '15.6',
  '16.1', '16.2', '16.3', '16.4', '16.5',
  '17.1', '17.2', '17.3', '17.4', '17.5', '17.6', '17.7', '17.8',
  '18.1', '18.2',
  '19.1', '19.2', '19.3', '19.4', '19.5', '19.6', '19.7',
  '20.1', '20.2', '20.3', '20.4', '20.5', '20.6', '20.7', '20.8', '20.9',
  '21.1', '21.2', '21.3', '21.4', '21.5', '21.6', '21.7',
  '22.1', '22.2', '22.3', '22.4', '22.41', '22.42', '22.43', '22.44', '22.45', '22.46', '22.47',
  '23.1', '23.2', '23.3', '23.4',
  '24.1', '24.2', '24.3', '24.4', '24.5', '24.51', '24.52', '24.6', '24.7', '24.71', '24.72', '24.8', '24.9',
  '25.1', '25.2', '25.3', '25.4', '25.5', '25.6', '25.7',
  '26.1', '26.2', '26.3',
  'PBM', 'App.A', 'App.B', 'App.C', 'App.D', 'App.E',
  'FAQ.1', 'FAQ.2', 'FAQ.3', 'FAQ.4', 'FAQ.5',
];

/** Chapter headings 2–26 (rule 1 is itself indexed), the 15.3 overview and the tables. */
const CHAPTERS = Array.from({ length: 25 }, (_, i) => String(i + 2));
const EXTRA = ['15.3', 'T.H2H', 'T.Archer', 'T.Engine', 'T.OuterWorks', 'T.Recon', 'T.Terrain'];

const EXPECTED = [...INDEXED, ...CHAPTERS, ...EXTRA].map((n) => `AC ${n}`);

const OPTIONAL = ['8.4', '12.7', '17.6', '17.7', '17.8', '19.7', '22.4', '22.41', '22.42', '22.43', '22.44', '22.45', '22.46', '22.47', '25.7'];

/** Rules that depend on the map or the counter sheet, which this edition reconstructs. */
const RECONSTRUCTED = [
  '2', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6',
  '3.1', '3.2', '7.4', '8.3', '9.3', '11.1', '22.1', '24.8',
  '25', '25.1', '25.2', '25.3', '25.4', '25.5', '25.6', '25.7',
  'PBM', 'App.A', 'App.D', 'App.E',
];

const ID_FORMAT = /^AC (\d+(\.\d{1,2})?( (AR|AA|AE|DE|DA|DR|Melee|BR))?|T\.\w+|App\.[A-E]|FAQ\.[1-5]|PBM)$/;

describe('AC rule texts', () => {
  it('has unique, well-formed ids', () => {
    const ids = AC_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(ID_FORMAT);
  });

  it('has an entry for every rule of the index, and nothing else', () => {
    const ids = new Set(AC_RULES.map((r) => r.id));
    expect(EXPECTED.filter((id) => !ids.has(id))).toEqual([]);
    expect([...ids].sort()).toEqual([...new Set(EXPECTED)].sort());
  });

  it('has a title, chapter and non-empty text for every entry', () => {
    for (const r of AC_RULES) {
      expect(r.title.trim(), r.id).not.toBe('');
      expect(r.chapter.trim(), r.id).not.toBe('');
      expect(r.text.trim().length, r.id).toBeGreaterThan(20);
      expect(r.text, r.id).not.toMatch(/\$\{|undefined/);
    }
  });

  it('files numbered rules under their chapter and optional rules under Optional Rules', () => {
    for (const r of AC_RULES) {
      const n = r.id.slice(3);
      if (OPTIONAL.includes(n)) {
        expect(r.chapter, r.id).toBe('Optional Rules');
        expect(`${r.title} ${r.text}`, r.id).toMatch(/optional/i);
      } else if (/^\d/.test(n)) {
        expect(r.chapter.split('.')[0], r.id).toBe(n.split('.')[0]);
      }
    }
  });

  it('marks the rules that depend on reconstructed map or counter data', () => {
    for (const n of RECONSTRUCTED) expect(acRuleText(n)?.reconstructed, n).toBe(true);
    expect(acRuleText('AC 15.1')?.reconstructed).toBeUndefined();
  });

  it("states this edition's readings of the ambiguous rules (index §4, A1–A12)", () => {
    const reads = (id: string, re: RegExp) => expect(acRuleText(id)?.text, id).toMatch(re);
    reads('AC 3.2', /This edition reads .*nearest town hex.*8 or more/); // A1
    reads('AC 24.1', /This edition reads .*nearest town hex.*8 or more/); // A1
    reads('AC 18.2', /This edition reads .*landing turn \+ 1 \+ the counter.*turn 2.*3.*turn 6/); // A2
    reads('AC 16.3', /This edition reads .*either side.*not yet spent/); // A3
    reads('AC 24.6', /This edition reads .*forts, archers and slingers may all fire/); // A4
    reads('AC 12.4', /This edition reads .*no more than/); // A5
    reads('AC 15.4', /This edition reads .*six neighbouring hexes.*Town hexes count as open.*map edge/); // A6
    reads('AC 11.1', /This edition reads .*Δ as belonging to both/); // A7
    reads('AC 6.1', /This edition reads .*wall hexes.*no ZOC/); // A8
    reads('AC 19.1', /Roman victory.*unless optional rule 19\.7/); // A9
    reads('AC 19.4', /This edition reads .*Roman choosing even when the Gaul is the attacker/); // A10
    reads('AC 20.3', /This edition reads missile units inside a fort as exempt/); // A11
    reads('AC T.Recon', /This edition reads them as one Reconnaissance Chart/); // A12
  });

  it('mentions the one-screen multi-player game and the fire plan', () => {
    expect(acRuleText('AC 17')?.text).toMatch(/one screen.*hand-over/);
    expect(acRuleText('AC 17.1')?.text).toMatch(/hand-over screen/);
    for (const id of ['AC 20.5', 'AC 24.2']) expect(acRuleText(id)?.text, id).toMatch(/fire plan.*'ask me'/);
  });

  it('keeps the numbers of key rules and tables', () => {
    expect(acRuleText('AC 9.3')?.text).toMatch(/3rd and 4th pay 1 MF, the 5th and 6th 2 MF, the 7th 3 MF/);
    expect(acRuleText('AC 11.1')?.text).toMatch(/1 MF.*3rd and 4th pay 2 MF, the 5th and 6th 3 MF, the 7th 4 MF/);
    expect(acRuleText('AC 15.1')?.text).toMatch(/14 against 8.*1-1.*8 against 14.*1-2.*14 against 6.*2-1.*4 against 14.*1-4/);
    expect(acRuleText('AC 15.2')?.text).toMatch(/22 against 7 is 3-1.*4 gives DR1/);
    expect(acRuleText('AC 15.4')?.text).toMatch(/2-1 or better.*up to 4 hexes/);
    expect(acRuleText('AC 15.5')?.text).toMatch(/6-1 or better.*up to 4 hexes/);
    expect(acRuleText('AC 24.1')?.text).toMatch(/23 forts/);
    expect(acRuleText('AC 22.47')?.text).toMatch(/3 to 6.*only on a 6/);
    expect(acRuleText('AC T.H2H')?.text).toContain(
      '3-1: DR3 AA1, DR2 AA1, Battle Rages, DR1, Melee, AR1. 4-1: DE AA3, DR4 AA2, DR3 AA1, DR1, DR1, Melee.',
    );
    expect(acRuleText('AC T.Archer')?.text).toMatch(/Secondary.*1 to 4 no effect, 5 D, 6 E.*Primary.*1 to 3 no effect, 4 D, 5 or 6 E/);
    expect(acRuleText('AC T.Engine')?.text).toMatch(/Tertiary.*5 D, 6 E.*Secondary.*4 D, 5 or 6 E.*Primary.*3 D, 4 E, 5 D\*, 6 E\*/);
    expect(acRuleText('AC T.OuterWorks')?.text).toMatch(/1 to 5 no effect, 6 the unit is eliminated/);
    expect(acRuleText('AC T.Recon')?.text).toMatch(/100%.*90%.*1-1, 75%.*50%.*4-1, 33%.*5-1, 25%/);
  });
});

describe('AC rule lookup', () => {
  it('indexes every entry by id and accepts bare ids', () => {
    expect(Object.keys(AC_RULE_BY_ID)).toHaveLength(AC_RULES.length);
    expect(acRuleText('15.4')).toBe(AC_RULE_BY_ID['AC 15.4']);
    expect(acRuleText('  AC   15.3 BR ')).toBe(AC_RULE_BY_ID['AC 15.3 BR']);
    expect(acRuleText('15.3 br')).toBe(AC_RULE_BY_ID['AC 15.3 BR']);
    expect(acRuleText('T.H2H')).toBe(AC_RULE_BY_ID['AC T.H2H']);
    expect(acRuleText('ac app.c')).toBe(AC_RULE_BY_ID['AC App.C']);
    expect(acRuleText('AC 27.1')).toBeUndefined();
    expect(acRuleText('BG 4.4.2')).toBeUndefined();
  });

  it('finds parents', () => {
    expect(acParentRule('AC 15.3 BR')).toBe('AC 15.3');
    expect(acParentRule('AC 14.31')).toBe('AC 14.3');
    expect(acParentRule('AC 24.52')).toBe('AC 24.5');
    expect(acParentRule('AC 22.41')).toBe('AC 22.4');
    expect(acParentRule('AC 15.4')).toBe('AC 15');
    expect(acParentRule('AC 15')).toBeUndefined();
    expect(acParentRule('AC 1')).toBeUndefined();
    expect(acParentRule('AC T.H2H')).toBeUndefined();
    expect(acParentRule('AC App.B')).toBeUndefined();
    expect(acParentRule('AC FAQ.2')).toBeUndefined();
    expect(acParentRule('AC PBM')).toBeUndefined();
  });

  it('has an existing parent for every nested entry', () => {
    for (const r of AC_RULES) {
      const p = acParentRule(r.id);
      if (p !== undefined) expect(AC_RULE_BY_ID[p], `${r.id} → ${p}`).toBeDefined();
    }
  });
});

describe('acSearchRules', () => {
  it('finds Battle Rages first', () => {
    expect(acSearchRules('Battle Rages')[0]?.id).toBe('AC 15.3 BR');
    expect(acSearchRules('battle rages').map((r) => r.id)).toEqual(expect.arrayContaining(['AC App.C', 'AC 24.7']));
  });

  it('ranks id matches first', () => {
    const hits = acSearchRules('14.3');
    expect(hits[0]?.id).toBe('AC 14.3');
    expect(hits.slice(1, 4).map((r) => r.id)).toEqual(['AC 14.31', 'AC 14.32', 'AC 14.33']);
    expect(acSearchRules('ac 24.6')[0]?.id).toBe('AC 24.6');
  });

  it('needs every word and ignores case and blanks', () => {
    expect(acSearchRules('OUTER WORKS cavalry').map((r) => r.id)).toContain('AC 22.1');
    expect(acSearchRules('messenger').map((r) => r.id)).toContain('AC 22.47');
    expect(acSearchRules('zzzz no such thing')).toEqual([]);
    expect(acSearchRules('   ')).toEqual([]);
  });
});
