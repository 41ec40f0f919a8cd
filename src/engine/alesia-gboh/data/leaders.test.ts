import { describe, expect, it } from 'vitest';
import { AG_LEADERS, agLeader } from './leaders';
import { AG_LEGIONS } from './legions';
import { AG_TRIBES } from './tribes';

const byRole = (role: string) => AG_LEADERS.filter((l) => l.role === role);

describe('AG 4.2 — leaders', () => {
  it('Commius: Initiative 3 (errata #8) and Seizures 3 (AG 5.23 example), OC and chief (AG 4.22)', () => {
    const c = agLeader('commius');
    expect(c.initiative).toBe(3);
    expect(c.seizures).toBe(3);
    expect(c.fixed.initiative).toMatch(/errata #8/);
    expect(c.fixed.seizures).toMatch(/5\.23/);
    expect(c.role).toBe('oc');
    expect(c.control).toBeGreaterThan(0); // bottom line: an on-map chief too
    expect(c.range).toBeGreaterThan(0);
  });

  it('GB-5.23: Commius’s seizure on a 5 fails (5 > Initiative), and he has 3 attempts an AP', () => {
    const c = agLeader('commius');
    expect(5 <= c.initiative!).toBe(false);
    expect(c.seizures! - 1).toBe(2);
  });

  it('Vercingetorix: range 8 (errata #10), no Control (AG 4.24), moves as a chief (AG 6.14)', () => {
    const v = agLeader('vercingetorix');
    expect(v.range).toBe(8);
    expect(v.fixed.range).toMatch(/errata #10/);
    expect(v.control).toBeUndefined();
    expect(v.ma).toBe(9);
    expect(v.initiative).toBeGreaterThan(0);
    expect(v.seizures).toBeGreaterThan(0);
  });

  it('Eporedorix: Control 7 (AG 4.12 example)', () => {
    expect(agLeader('eporedorix').control).toBe(7);
    expect(agLeader('eporedorix').fixed.control).toMatch(/4\.12/);
  });

  it('AG 4.21, 4.24, 6.12–6.14: OCs and zone commanders MA 30; legates, prefects, chiefs 9', () => {
    for (const l of AG_LEADERS) {
      const expected = (l.role === 'oc' || l.role === 'zone') && l.id !== 'vercingetorix' && l.id !== 'critognatus' ? 30 : 9;
      expect(l.ma, l.id).toBe(expected);
    }
  });

  it('the cast: Caesar, Vercingetorix, Commius, Critognatus (AG 4.21, 4.35); Labienus and Antonius (4.23); a legate per legion; 3 prefects (12.1); 2 Gallic cavalry leaders (4.44)', () => {
    for (const id of ['caesar', 'vercingetorix', 'commius', 'critognatus', 'labienus', 'antonius', 'eporedorix']) expect(() => agLeader(id)).not.toThrow();
    expect(byRole('zone').map((l) => l.id).sort()).toEqual(['antonius', 'labienus']);
    expect(byRole('prefect')).toHaveLength(3);
    expect(byRole('cavalry-leader')).toHaveLength(2);
    const legates = byRole('legate');
    expect(legates).toHaveLength(AG_LEGIONS.length);
    for (const legion of AG_LEGIONS) {
      const l = agLeader(legion.legate);
      expect(l.role).toBe('legate');
      expect(l.legion).toBe(legion.id);
    }
  });

  it('AG 4.21, 4.23: OCs and zone commanders have Initiative and Seizures; d10 ratings lie in 0–9', () => {
    for (const l of [...byRole('oc'), ...byRole('zone')]) {
      expect(l.initiative, l.id).toBeGreaterThanOrEqual(1);
      expect(l.initiative, l.id).toBeLessThanOrEqual(9);
      expect(l.seizures, l.id).toBeGreaterThanOrEqual(1);
    }
    for (const l of [...byRole('legate'), ...byRole('prefect'), ...byRole('chief'), ...byRole('cavalry-leader')]) {
      expect(l.initiative, l.id).toBeUndefined();
      expect(l.seizures, l.id).toBeUndefined();
    }
  });

  it('AG 4.24: every commander in the field has a Command Range in MP; only Gallic chiefs (and Commius’s bottom line) have Control', () => {
    for (const l of AG_LEADERS.filter((x) => x.id !== 'caesar')) expect(l.range, l.id).toBeGreaterThan(0);
    for (const l of AG_LEADERS) {
      const hasControl = l.role === 'chief' || l.id === 'commius';
      expect(l.control !== undefined, l.id).toBe(hasControl);
    }
    // The Gallic cavalry leaders command all cavalry and LI in range: no Control (AG 4.12, 4.24 note).
    for (const l of byRole('cavalry-leader')) expect(l.control).toBeUndefined();
  });

  it('AG 4.24 note: the chiefs can lead a little less than all the relief tribes’ Control', () => {
    const chiefs = AG_LEADERS.filter((l) => l.control !== undefined);
    const chiefCp = chiefs.reduce((s, l) => s + l.control!, 0);
    const tribeCp = AG_TRIBES.filter((t) => t.kind === 'tribe').reduce((s, t) => s + t.control, 0);
    expect(chiefCp).toBeLessThan(tribeCp);
    expect(chiefCp).toBeGreaterThanOrEqual(tribeCp * 0.75); // "a little more tribes than chiefs", not twice as many
    // Any chief can lead any single tribe (AG 4.12 note).
    const minControl = Math.min(...chiefs.map((l) => l.control!));
    for (const t of AG_TRIBES.filter((x) => x.kind === 'tribe')) expect(t.control).toBeLessThanOrEqual(minControl);
  });

  it('AG 4.21, 4.34: Charisma is 0 or 1 (a ±1 DRM); Caesar outranks every Gaul in Initiative', () => {
    for (const l of AG_LEADERS) expect([0, 1]).toContain(l.charisma);
    const caesar = agLeader('caesar');
    for (const l of AG_LEADERS.filter((x) => x.side === 'gallic' && x.initiative !== undefined)) expect(caesar.initiative!).toBeGreaterThan(l.initiative!);
    expect(agLeader('critognatus').initiative!).toBeLessThan(agLeader('vercingetorix').initiative!);
  });

  it('has unique ids and a reason for every rebuilt rating', () => {
    expect(new Set(AG_LEADERS.map((l) => l.id)).size).toBe(AG_LEADERS.length);
    for (const l of AG_LEADERS) {
      expect(l.reconstructed).toBe(true);
      expect(l.why && l.why.length > 20, l.id).toBe(true);
      expect(l.fixed.ma, l.id).toBeTruthy();
    }
  });
});
