import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { visibleLog, type LogEntry } from '../../../engine/core/log';
import { nextVisibleLog } from './useVisibleLog';

const entry = (i: number, hidden: boolean): LogEntry => ({ kind: 'text', text: `entry ${i}`, ...(hidden ? { hiddenFrom: ['roman'] } : {}) }) as LogEntry;

describe('nextVisibleLog', () => {
  it('always equals visibleLog of the whole log, through appends, undos and changes of viewer', () => {
    const step = fc.oneof(
      fc.record({ t: fc.constant('add' as const), hidden: fc.array(fc.boolean(), { maxLength: 4 }) }),
      fc.record({ t: fc.constant('undo' as const), n: fc.nat(5) }),
      fc.record({ t: fc.constant('viewer' as const), v: fc.constantFrom('roman', 'gallic', null) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let log: LogEntry[] = [];
        let viewer: string | null = 'roman';
        let last: { log: readonly LogEntry[]; viewer: string | null; shown: readonly LogEntry[] } | null = null;
        let made = 0;
        for (const s of steps) {
          if (s.t === 'add') log = [...log, ...s.hidden.map((h) => entry(made++, h))];
          else if (s.t === 'undo') log = log.slice(0, Math.max(0, log.length - s.n));
          else viewer = s.v;
          const shown = nextVisibleLog(last, log, viewer);
          expect(shown).toEqual(visibleLog(log, viewer));
          last = { log, viewer, shown };
        }
      }),
    );
  });

  it('keeps the list when a click adds nothing the viewer may see', () => {
    const log = [entry(0, false), entry(1, true)];
    const shown = nextVisibleLog(null, log, 'roman');
    const more = [...log, entry(2, true)];
    expect(nextVisibleLog({ log, viewer: 'roman', shown }, more, 'roman')).toBe(shown);
  });
});
