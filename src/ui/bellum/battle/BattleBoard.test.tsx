// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { BoardSide, BoardUnit, CombatState } from '../../../engine/bellum/combat/types';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import { LEADER_BY_ID } from '../../../engine/bellum/data/leaders';
import type { BellumState } from '../../../engine/bellum/state';
import type { LogEntry } from '../../../engine/core/log';
import { BattleBoard } from './BattleBoard';

afterEach(cleanup);

type Placement = [id: string, wing: BoardUnit['wing'], box: BoardUnit['box'], reduced?: boolean];

const ROMAN: Placement[] = [
  ['legio-x', 'left', 'line'], ['legio-xi', 'left', 'line'], ['allied-cav-1', 'left', 'line'],
  ['legio-vii', 'centre', 'line'], ['numidians', 'centre', 'line'],
  ['legio-viii', 'centre', 'A', true], ['cretans', 'centre', 'E', true],
  ['legio-ix', 'right', 'line'], ['roman-cav-1', 'right', 'line'],
  ['legio-xiii', 'reserve', 'line'], ['legio-xiv', 'reserve', 'line'],
];
const GALLIC: Placement[] = [
  ['bellovaci-inf', 'left', 'line'], ['nervii-inf', 'centre', 'line'], ['nervii-cav', 'centre', 'line', true],
  ['suessiones-inf', 'right', 'line'], ['atrebates-inf', 'right', 'lost', true],
];

function side(name: 'roman' | 'gallic', list: Placement[], leaders: string[], commander: string): BoardSide {
  const units: Record<string, BoardUnit> = {};
  for (const [id, wing, box] of list) units[id] = { wing, box };
  return { side: name, commander, leaders, units, deployed: list.map((p) => p[0]), ready: true };
}

function battleState(): BellumState {
  const units: Record<string, { reduced: boolean }> = {};
  for (const [id, , , reduced] of [...ROMAN, ...GALLIC]) units[id] = { reduced: !!reduced };
  const leaders: Record<string, { wounded: boolean; out: null }> = {};
  for (const id of ['crassus', 'caesar', 'labienus', 'galba', 'comnios']) leaders[id] = { wounded: id === 'galba', out: null };
  const combat: CombatState = {
    encounters: [{ kind: 'battle', region: 'nervii', stage: 'sequence', attacker: 'roman' }],
    index: 0,
    siegesListed: false,
    sackOffered: [],
    pending: { kind: 'realign', side: 'gallic' },
    board: {
      region: 'nervii',
      attacker: 'roman',
      sally: null,
      // the commander is deliberately not first in the list
      roman: side('roman', ROMAN, ['crassus', 'caesar', 'labienus'], 'caesar'),
      gallic: side('gallic', GALLIC, ['galba', 'comnios'], 'comnios'),
      sequences: [{ n: 1, odds: '2/3', die: 4, total: 7, attacker: 'R', defender: '½', winner: 'roman' }],
      lossQueue: [],
      codes: { roman: 'R', gallic: '½' },
      winner: null,
    },
  };
  return { units, leaders, combat } as unknown as BellumState;
}

describe('BattleBoard', { timeout: 30_000 }, () => {
  it('fixture ids exist in the counter data', () => {
    for (const [id] of [...ROMAN, ...GALLIC]) expect(UNIT_BY_ID[id], id).toBeTruthy();
    for (const id of ['crassus', 'caesar', 'labienus', 'galba', 'comnios']) expect(LEADER_BY_ID[id], id).toBeTruthy();
  });

  it('titles a sally by its place and counts one sequence', () => {
    const s = battleState();
    s.combat!.board!.sally = 'sotiates-oppidum';
    s.combat!.board!.region = 'bigerriones';
    s.combat!.board!.winner = 'roman';
    render(<BattleBoard state={s} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Sally from Oppidum of the Sotiates in Bigerriones/);
    expect(screen.getByText(/Victor: Roman/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Sequences' }).textContent).toContain('Sequence 1 of 1');
    // no odds preview once the battle is decided
    expect(screen.queryByRole('region', { name: /Odds of the next sequence/ })).toBeNull();
  });

  it('says so when no battle is in progress', () => {
    render(<BattleBoard state={{ combat: null } as unknown as BellumState} />);
    expect(screen.getByText('No battle in progress.')).toBeTruthy();
  });

  it('renders the leaders box with the Army Commander first', () => {
    render(<BattleBoard state={battleState()} />);
    expect(screen.getByRole('heading', { level: 2, name: /Pitched battle in Nervii/ })).toBeTruthy();
    const roman = screen.getByRole('region', { name: /^Roman army/ });
    const leadersBox = within(roman).getByRole('region', { name: 'Leaders' });
    const names = within(leadersBox).getAllByRole('img').map((e) => e.getAttribute('aria-label'));
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^C\. Iulius Caesar, Army Commander, rank 3/);
    expect(names[1]).toMatch(/^P\. Licinius Crassus, rank/);
    const gallic = screen.getByRole('region', { name: /^Gallic army/ });
    const gl = within(within(gallic).getByRole('region', { name: 'Leaders' })).getAllByRole('img');
    expect(gl[0].getAttribute('aria-label')).toMatch(/^Comnios, Army Commander/);
    expect(gl[1].getAttribute('aria-label')).toMatch(/^Galba, .*wounded/);
  });

  it('renders the four wings with their units and SP totals, first line apart from the reserve', () => {
    render(<BattleBoard state={battleState()} />);
    const roman = screen.getByRole('region', { name: /^Roman army/ });
    const wing = (name: string) => within(roman).getByRole('region', { name: new RegExp(`^${name} —`) });
    expect(wing('Left').querySelector('h4')!.textContent).toContain('12 SP, 3 units');
    expect(wing('Centre').querySelector('h4')!.textContent).toContain('9 SP, 2 units');
    expect(wing('Right').querySelector('h4')!.textContent).toContain('8 SP, 2 units');
    expect(wing('Reserve').querySelector('h4')!.textContent).toContain('10 SP, 2 units');
    expect(within(wing('Left')).getByRole('img', { name: /^Legio X, infantry, 5 SP/ })).toBeTruthy();
    expect(within(wing('Reserve')).getByRole('img', { name: /^Legio XIV,/ })).toBeTruthy();
    expect(roman.textContent).toContain('First line 29 SP');
    const gallic = screen.getByRole('region', { name: /^Gallic army/ });
    // nervii cavalry is reduced: 1 SP; nervii infantry 6
    expect(within(gallic).getByRole('region', { name: /^Centre —/ }).querySelector('h4')!.textContent).toContain('7 SP');
  });

  it('renders the A and E boxes of each wing and the Permanent Losses box', () => {
    render(<BattleBoard state={battleState()} />);
    const roman = screen.getByRole('region', { name: /^Roman army/ });
    for (const w of ['Left', 'Centre', 'Right']) {
      expect(within(roman).getByRole('region', { name: `${w} A box (weakened)` })).toBeTruthy();
      expect(within(roman).getByRole('region', { name: `${w} E box (eliminated)` })).toBeTruthy();
    }
    const a = within(roman).getByRole('region', { name: 'Centre A box (weakened)' });
    expect(within(a).getByRole('img', { name: /^Legio VIII, .*reduced/ })).toBeTruthy();
    const e = within(roman).getByRole('region', { name: 'Centre E box (eliminated)' });
    expect(within(e).getByRole('img', { name: /^Cretans/ })).toBeTruthy();
    // not in the wing itself
    const centre = within(roman).getByRole('region', { name: /^Centre —/ });
    const lineNames = Array.from(centre.querySelectorAll(':scope > ul .counter')).map((c) => c.getAttribute('aria-label'));
    expect(lineNames.some((n) => n?.startsWith('Legio VIII'))).toBe(false);
    const gallic = screen.getByRole('region', { name: /^Gallic army/ });
    const lost = within(gallic).getByRole('region', { name: /^Permanent Losses/ });
    expect(within(lost).getByRole('img', { name: /^Atrebates/ })).toBeTruthy();
    expect(within(within(roman).getByRole('region', { name: /^Permanent Losses/ })).queryAllByRole('img')).toHaveLength(0);
  });

  it('gives every counter an accessible name and a keyboard stop', () => {
    render(<BattleBoard state={battleState()} />);
    const counters = document.querySelectorAll('.counter');
    expect(counters).toHaveLength(ROMAN.length + GALLIC.length + 5);
    for (const c of counters) {
      expect(c.getAttribute('role')).toBe('img');
      expect((c.getAttribute('aria-label') ?? '').length).toBeGreaterThan(3);
      expect(c.getAttribute('tabindex')).toBe('0');
      expect(c.getAttribute('aria-describedby')).toBeTruthy();
    }
  });

  it('previews the odds with every modifier, shows what is awaited and the battle rolls', () => {
    const log: LogEntry[] = [
      { kind: 'roll', side: 'roman', purpose: 'Region status', rule: 'BG 2.3.4', dice: [2], modifiers: [], total: 2, result: 'Normal' },
      { kind: 'text', side: null, text: 'Pitched battle in Nervii; the Roman player is the attacker.', rule: 'BG 1.IV.C', heading: true },
      {
        kind: 'roll', side: 'roman', purpose: 'Pitched battle, sequence 1', rule: 'BG 4.4.2', dice: [4],
        modifiers: [{ value: 1, reason: 'Army Commander', rule: 'BG 4.4.2' }], total: 5,
        cell: { table: 'pitched-battle', row: '5', col: '2/3' }, result: '**R** / ½',
      },
      { kind: 'text', side: 'gallic', text: 'Nervii is weakened (Centre A box).', rule: 'BG 4.4.2' },
    ];
    render(<BattleBoard state={battleState()} log={log} />);
    const odds = screen.getByRole('region', { name: /Odds of the next sequence/ });
    expect(odds.textContent).toMatch(/29 SP.*:.*Gallic first line.*SP/);
    expect(within(odds).getByRole('list', { name: 'Die roll modifiers' }).textContent).toMatch(/Army Commander/);
    expect(screen.getByRole('status').textContent).toMatch(/Gallic player may move units from the Reserve/);
    const record = screen.getByRole('region', { name: /Battle record/ });
    expect(record.textContent).toContain('Pitched battle in Nervii; the Roman player is the attacker.');
    expect(record.textContent).toContain('Nervii is weakened (Centre A box).');
    expect(record.textContent).not.toContain('Region status');
    const group = within(record).getByRole('group', { name: 'Roll: Pitched battle, sequence 1' });
    const mods = within(group).getByRole('list', { name: 'Die roll modifiers' });
    expect(mods.textContent).toMatch(/^\+1 Army Commander \(BG 4\.4\.2/);
    expect(within(mods).getByRole('button', { name: 'BG 4.4.2' })).toBeTruthy();
    expect(group.textContent).toContain('Pitched Battle Table, row 5, column 2/3');
    // the winner's result is shown bold, without the ** markers
    expect(group.querySelector('strong.result-bold')?.textContent).toBe('R');
    expect(group.textContent).not.toContain('**');
    expect(within(group).getByRole('img', { name: 'die showing 4' })).toBeTruthy();
  });
});
