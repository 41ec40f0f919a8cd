/**
 * Scenario 6.4, The Revolt in Gallia Belgica (57 BC). The rules text we work from stops before this
 * scenario (only its title survives), so every entry here is this edition's reconstruction, from
 * Caesar's account of 57 BC (BG II) and from the seed's pitched-battle example, which puts a Belgic
 * army in the Nervii region against Caesar with seven leaders. See docs/reconstruction.md.
 */
import type { RuleText } from '../../core/rules';

const C6 = '6. Scenarios';

export const BG_RULES_6_4: readonly RuleText[] = [
  {
    id: 'BG 6.4',
    title: 'The Revolt in Gallia Belgica',
    chapter: C6,
    reconstructed: true,
    text:
      "57 BC: the Belgae, the bravest of the Gauls by Caesar's account, league against Rome; the Remi alone side with Caesar, who marches north with eight legions. The seed keeps only this scenario's title, so the whole scenario is this edition's reconstruction. Level intermediate, balance about even, 8 turns (all reconstructed).",
  },
  {
    id: 'BG 6.4.1',
    title: 'Length (6.4)',
    chapter: C6,
    reconstructed: true,
    text: 'From April 57 BC to November 57 BC: eight turns.',
  },
  {
    id: 'BG 6.4.2',
    title: 'Regional control (6.4)',
    chapter: C6,
    reconstructed: true,
    text:
      'The Roman player controls Cisalpina, Provincia I, Provincia II, the Sequani (where the legions wintered after 58), the Aedui and the Remi (the allies of 57). The Gallic player controls every other region.',
  },
  {
    id: 'BG 6.4.3',
    title: 'Roman setup (6.4)',
    chapter: C6,
    reconstructed: true,
    text:
      "Sequani: Labienus, Crassus and Fabius with Legions VII to XII, the Numidians, Cretans and Balearics and 2 Roman cavalry. Cisalpina: Caesar, Cicero, Trebonius and Antonius with the newly raised Legions XIII and XIV. This is the Roman army of the seed's battle example, less the two pro-Roman Gallic cavalry, which arrive as reinforcements. The legions set up in the open: hiberna come off in March, before the first turn.",
  },
  {
    id: 'BG 6.4.4',
    title: 'Gallic setup (6.4)',
    chapter: C6,
    reconstructed: true,
    text:
      'Each tribe of the league sets up with all its counters in its own region, outside oppida: Bellovaci, Caleti and Veliocasses in Bellovaci; Suessiones, Silvanectes and Catuellauni in Suessiones; Ambiani; Atrebates and Viromandui in Atrebates; Morini and Menapii in Morini; Nervii; Eburones, Aduatuci, Condrusi and Segni in Eburones. The Remi, the Treveri and the Mediomatrici do not rise. Reinforcements: in May, 2 pro-Roman Gallic cavalry (Aeduan and Remic horse) join the Roman player in any region holding a Roman leader.',
  },
  {
    id: 'BG 6.4.5',
    title: 'Victory (6.4)',
    chapter: C6,
    reconstructed: true,
    text:
      'What counts are the seven regions of the league: Bellovaci, Suessiones, Ambiani, Atrebates, Morini, Nervii and Eburones. The Roman player wins by ending the game in control of the Remi region and of at least 5 of the seven. The Gallic player wins if the Remi region is not Roman at the end, or if Rome controls 2 or fewer of the seven. Anything else is a draw (Caesar historically subdued five).',
  },
  {
    id: 'BG 6.4.6',
    title: 'Special rules (6.4)',
    chapter: C6,
    reconstructed: true,
    text:
      'The Roman player moves first, as in the standard sequence of play. The Remi are pro-Roman: they raise no counters for the Gallic player. Gallic and Germanic units from outside the league stay out of the game, and Germania may not be entered. No scenario rule softens supply: a great Belgic host in one region runs the devastation and attrition rolls of BG 2.3, as the coalition of 57 broke up when its food ran out.',
  },
];
