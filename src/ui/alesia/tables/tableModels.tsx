/**
 * The Alesia (1983 rules) tables as GridModels for the shell's tables view: the four combat tables
 * as printed (read straight from the engine's data, never copied), the optional Reconnaissance
 * Chart, and the Terrain Effects Chart in this edition's own words.
 */
import type { ReactNode } from 'react';
import {
  ARCHER_SLINGER_TABLE, H2H_COLUMNS, H2H_TABLE, MISSILE_ENGINE_TABLE, OUTER_WORKS_TABLE, RECON_CHART,
  type ArcherRange, type EngineRange, type H2hColumn, type H2hResult, type MissileResult,
} from '../../../engine/alesia-classic/tables';
import { acRuleText } from '../../../engine/alesia-classic/rules';
import type { GridModel } from '../../shell/tables/GridTable';
import { RuleLink } from '../../shell/common/Tooltip';
import { AC_TABLE_INFO, type AcTableKey } from './tableNames';

const DIE_ROWS: GridModel['rows'] = [1, 2, 3, 4, 5, 6].map((d) => ({ key: String(d), label: String(d) }));
const cap = (s: string): string => s[0].toUpperCase() + s.slice(1);

/** A Hand-to-Hand result in words, for the cell's tooltip and for screen readers. */
export function h2hWords(r: H2hResult): string {
  const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`;
  const adv = r.attackerAdvance ? `; attacker may advance up to ${hexes(r.attackerAdvance)}` : r.defenderAdvance ? `; defender may advance up to ${hexes(r.defenderAdvance)}` : '';
  switch (r.kind) {
    case 'AR': return `attacker retreats ${r.retreat} hex${r.retreat === 1 ? '' : 'es'}${adv}`;
    case 'DR': return `defender retreats ${r.retreat} hex${r.retreat === 1 ? '' : 'es'}${adv}`;
    case 'AE': return `every attacker eliminated${adv}`;
    case 'DE': return `every defender eliminated${adv}`;
    case 'Melee': return 'melee: no effect';
    case 'BattleRages': return 'battle rages: both sides stay locked in combat';
  }
}

/** A missile result in words. */
export function missileWords(r: MissileResult): string {
  if (r.code === '-') return 'no effect';
  const what = r.code === 'D' ? 'disrupted' : 'eliminated';
  return r.allInHex ? `every unit in the hex ${what}` : `the unit fired at is ${what}`;
}

const Cell = ({ text, words }: { text: string; words: string }) => <abbr title={words}>{text}</abbr>;

type Cells = Omit<GridModel, 'title' | 'rule' | 'tableRule'> & { key: AcTableKey };

export function h2hModel(): Cells {
  return {
    key: 'h2h',
    rowAxis: 'Die',
    colAxis: 'Odds (attacker – defender)',
    cols: H2H_COLUMNS.map((c) => ({ key: c, label: c })),
    rows: DIE_ROWS,
    cell: (row, col) => {
      const r = H2H_TABLE[col as H2hColumn][Number(row) - 1];
      return <Cell text={r.text} words={h2hWords(r)} />;
    },
    reconstructed: undefined,
    legend: (
      <p>
        AR# / DR# = the attacker / defender retreats # hexes; AE / DE = every attacker / defender is eliminated; AA# = the
        attacker may advance up to # hexes, DA# = the defender may; Melee = no effect; Battle Rages = the battle goes on
        next turn (<RuleLink id="AC 15.3" />). Odds are rounded in the defender&apos;s favour (<RuleLink id="AC 15.1" />);
        worse than 1-4 is read as 1-4 (<RuleLink id="AC 15.6" />). At 6-1 or better, and against surrounded Gauls at 2-1 or
        better, the defenders are eliminated without a roll, attacker advancing up to 4 (<RuleLink id="AC 15.5" />,{' '}
        <RuleLink id="AC 15.4" />). With Caesar or Labienus in the battle the Roman rolls extra dice and keeps the one he
        likes best (<RuleLink id="AC 19.4" />, <RuleLink id="AC 19.5" />).
      </p>
    ),
  };
}

function missileModel(key: 'archer' | 'engine', ranges: readonly string[], table: Readonly<Record<string, readonly MissileResult[]>>, legend: ReactNode): Cells {
  return {
    key,
    rowAxis: 'Die',
    colAxis: 'Range',
    cols: ranges.map((r) => ({ key: cap(r), label: `${cap(r)} (${r === 'primary' ? 'adjacent' : r === 'secondary' ? '2 hexes' : '3 hexes'})` })),
    rows: DIE_ROWS,
    cell: (row, col) => {
      const r = table[col.toLowerCase()][Number(row) - 1];
      return <Cell text={r.text} words={missileWords(r)} />;
    },
    reconstructed: undefined,
    legend,
  };
}

export const archerModel = (): Cells =>
  missileModel('archer', ['secondary', 'primary'] satisfies ArcherRange[], ARCHER_SLINGER_TABLE, (
    <p>
      - = no effect; D = the unit fired at is disrupted (<RuleLink id="AC 21" />); E = it is eliminated. One shot per range
      and turn; a shot never hits more than one unit (<RuleLink id="AC 20.7" />).
    </p>
  ));

export const engineModel = (): Cells =>
  missileModel('engine', ['tertiary', 'secondary', 'primary'] satisfies EngineRange[], MISSILE_ENGINE_TABLE, (
    <p>
      - = no effect; D = disrupted; E = eliminated; * = the result falls on every unit in the target hex, not only the one
      fired at (<RuleLink id="AC 24.4" />). One volley per range and turn from each occupied fort.
    </p>
  ));

export function outerWorksModel(): Cells {
  return {
    key: 'outerworks',
    rowAxis: 'Die',
    colAxis: 'Result',
    cols: [{ key: 'Result', label: 'Result' }],
    rows: OUTER_WORKS_TABLE.map((r) => {
      const key = r.dice.length > 1 ? `${r.dice[0]}-${r.dice[r.dice.length - 1]}` : String(r.dice[0]);
      return { key, label: key.replace('-', '–') };
    }),
    cell: (row) => OUTER_WORKS_TABLE.find((r) => String(r.dice[0]) === row.split('-')[0])!.text,
    reconstructed: undefined,
    legend: <p>One die for each Gallic unit on an Outer Works hex in a Roman zone of control, before the Gallic battles. Romans never roll.</p>,
  };
}

export function reconModel(): Cells {
  return {
    key: 'recon',
    rowAxis: 'Odds of the screening attack',
    colAxis: 'Accuracy',
    cols: [{ key: 'Accuracy', label: 'Accuracy of the report' }],
    rows: RECON_CHART.map((r) => ({ key: r.text, label: r.columns.length ? r.text : 'No screen' })),
    cell: (row) => `${RECON_CHART.find((r) => r.text === row)!.percent}%`,
    reconstructed: undefined,
    legend: (
      <p>
        Optional rule. The Gaul reports each type of unit in the zone; at N% accuracy a count may be off by up to (100 − N)% of
        the true number, rounded with .5 up. 6-1 or better is read on the 5-1 row.
      </p>
    ),
  };
}

/** The Terrain Effects Chart, in this edition's words: movement, then defence in hand-to-hand combat. */
export const TERRAIN_ROWS: readonly { key: string; label: string; move: string; defence: string; rules: string[] }[] = [
  { key: 'slope', label: 'Slope', move: 'No effect.', defence: 'A defender on the hilltop is doubled when every attacker stands on slope hexes.', rules: ['AC T.Terrain'] },
  { key: 'river', label: 'River', move: 'Restrictive: a unit entering stops; it crosses only at a bridge or fort, or when it began the turn on that river. Following the river is free.', defence: 'Doubled when every attacker is on a river hex, unless the defender is on a hex of the same river.', rules: ['AC 8.1', 'AC 8.2', 'AC App.E'] },
  { key: 'trench', label: 'Isolated Trench', move: 'Restrictive, like a river: crossed only by a unit that began the turn on the trench; following it is free.', defence: 'Doubled when every attacker is on a trench hex and the defender is not.', rules: ['AC 8.1', 'AC 8.2'] },
  { key: 'camp', label: 'Camp rampart (black)', move: '½ MF for each step along a rampart hexside.', defence: 'Doubled, unless one attacker is on a rampart hex joined to it that is at least as strong; camp is the stronger rampart.', rules: ['AC 7.1', 'AC 25.2', 'AC 25.4'] },
  { key: 'perimeter', label: 'Perimeter rampart (brown)', move: '½ MF for each step along a rampart hexside.', defence: 'Doubled, unless one attacker is on a rampart hex joined to it, of perimeter or camp strength.', rules: ['AC 7.1', 'AC 25.4'] },
  { key: 'outerworks', label: 'Outer Works', move: 'Closed to cavalry; infantry cross at the normal cost.', defence: 'No doubling of its own. Gauls on it in a Roman zone of control roll on the Outer Works Table.', rules: ['AC 23.1', 'AC 23.2'] },
  { key: 'town', label: 'Town of Alesia', move: 'Closed to Romans. Gauls inside go anywhere in it and come out by a wall hex; a unit that goes in stays for the turn.', defence: 'Romans may not attack into it.', rules: ['AC 9.1', 'AC 9.3', 'AC 9.4'] },
  { key: 'fort', label: 'Fort', move: '½ MF when entered across a rampart hexside, else 1 MF; a bridge over rivers and a link to neighbouring ramparts (Romans only).', defence: 'Its occupants are doubled; an occupied fort fires on the Missile Engine Table.', rules: ['AC 24.1', 'AC 24.8'] },
];

export function terrainModel(): Cells {
  return {
    key: 'terrain',
    rowAxis: 'Terrain',
    colAxis: 'Effect',
    cols: [
      { key: 'move', label: 'Movement' },
      { key: 'defence', label: 'Defence in hand-to-hand' },
      { key: 'rules', label: 'Rules' },
    ],
    rows: TERRAIN_ROWS.map((r) => ({ key: r.key, label: r.label })),
    cell: (row, col) => {
      const r = TERRAIN_ROWS.find((x) => x.key === row)!;
      if (col === 'rules') {
        return (
          <span className="tec-rules">
            {r.rules.map((id, i) => (
              <span key={id}>
                {i > 0 && ' '}
                <RuleLink id={id} />
              </span>
            ))}
          </span>
        );
      }
      return col === 'move' ? r.move : r.defence;
    },
    reconstructed: acRuleText('AC T.Terrain')?.reconstructed
      ? 'The printed chart is not in the text this edition works from; these lines are rebuilt from the rules that refer to it.'
      : undefined,
    legend: (
      <p>
        A unit&apos;s defence is doubled at most once, however many reasons apply (<RuleLink id="AC 13.5" />), and never when
        it is attacked from off the board (<RuleLink id="AC 11.2" />). Restrictive terrain may be entered but not passed through
        in one move.
      </p>
    ),
  };
}

const named = (make: () => Cells) => (): GridModel => {
  const m = make();
  return { ...m, ...AC_TABLE_INFO[m.key] };
};

export const AC_TABLE_MODELS: (() => GridModel)[] = [h2hModel, archerModel, engineModel, outerWorksModel, reconModel, terrainModel].map(named);
