/** Counted words in the log: "1 unit", never "1 units" (issue 16 §3, plurals). */
import { describe, expect, it } from 'vitest';
import { counted } from './words';
import { Ctx } from './ctx';
import { emptyAtRomanMove, addUnit, addLeader } from './testing/states';
import { rollAttrition } from './supply';
import { takeRefuge } from './combat/evasion';
import { bellum } from './system';
import type { LogEntry } from '../core/log';

const words = (log: LogEntry[]) => log.map((e) => (e.kind === 'roll' ? e.purpose : e.kind === 'text' ? e.text : '')).join('\n');
const ONE_PLURAL = /\b1 (units|counters|first-line units|markers|Scorched Earth markers)\b/;

describe('counted', () => {
  it('one is singular, other numbers plural', () => {
    expect(counted(1, 'unit')).toBe('1 unit');
    expect(counted(0, 'unit')).toBe('0 units');
    expect(counted(3, 'first-line unit')).toBe('3 first-line units');
  });
});

describe('log lines count in the right number', () => {
  it('an attrition roll for one unit says "1 unit"', () => {
    const s = emptyAtRomanMove('words');
    addUnit(s, 'legio-vii', 'arverni');
    const ctx = new Ctx(s);
    rollAttrition(ctx, 'roman', 'arverni', ['legio-vii'], 'attrition', 'BG 2.3.4');
    expect(words(ctx.log)).toMatch(/\(1 unit, mountain\)/);
    expect(words(ctx.log)).not.toMatch(ONE_PLURAL);
  });
  it('a lone unit taking refuge says "1 unit"', () => {
    const s = emptyAtRomanMove('words');
    addUnit(s, 'cadurci-inf', 'arverni');
    addLeader(s, 'lucterios', 'arverni');
    const ctx = new Ctx(s);
    takeRefuge(ctx, 'arverni', 'gallic', 'uxellodunum');
    expect(words(ctx.log)).toMatch(/\(1 unit\)/);
  });
  it('a scenario whose tribe has a changed rating logs its counters in the right number', () => {
    const r = bellum.setup({ scenario: 'helvetii', seed: 'w', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(words(r.log)).toMatch(/\(3 counters\)/);
    expect(words(r.log)).not.toMatch(ONE_PLURAL);
  });
});
