/**
 * The publisher's errata and answers to Alésia (GBoH vol. XI), items 1–13, as the research brief
 * (shared/research/alesia-gboh-charts-and-counters.md §2.1) reports them. The seed itself prints
 * no errata; these are keyed `AG Err.n` by the errata's own numbering and paraphrased again here.
 */
import type { AgRuleText } from './types';

const ERR = 'Errata';

export const AG_RULES_ERRATA: readonly AgRuleText[] = [
  {
    id: 'AG Err.1',
    title: 'Chiefs in the Final Assault',
    chapter: ERR,
    text: 'In 12.1 the tribal chiefs are placed by the ordinary rule, the chief paragraph of 5.42.',
  },
  {
    id: 'AG Err.2',
    title: 'Roman cavalry in the Final Assault',
    chapter: ERR,
    text: "In 12.1 the Roman cavalry sets up in the cavalry camps only; 12.2's permission to stand within 2 hexes of a camp does not carry over (developer's answer).",
  },
  {
    id: 'AG Err.3',
    title: 'No adjacent infantry on the wall at set-up',
    chapter: ERR,
    text: 'The Roman may not set up infantry on adjacent Rampart hexes (6.68). Cohorts forced next to each other on the wall become Disordered at once.',
  },
  {
    id: 'AG Err.4',
    title: 'Climbing next to a friend',
    chapter: ERR,
    text: "Moving onto a Rampart hex from inside the Vallation next to another friendly Rampart unit also breaks 6.68 (developer's answer).",
  },
  {
    id: 'AG Err.5',
    title: 'Combining terrain modifiers',
    chapter: ERR,
    reconstructed: true,
    text: 'A hex attacked from two hexes uses only the highest terrain DRM; an attack that crosses several kinds of terrain adds them all together.',
  },
  {
    id: 'AG Err.6',
    title: 'Ambivareti counters',
    chapter: ERR,
    reconstructed: true,
    text: 'The "Ambrvci" BI #1 and #2 counters lack their client-tribe name (the Ambivareti); replacement counters appeared in C3i no. 18. Client tribes are separate BI counters numbered #1, #2 and so on.',
  },
  {
    id: 'AG Err.7',
    title: 'A misprinted BI movement allowance',
    chapter: ERR,
    reconstructed: true,
    text: 'The "Segsuani" BI #1 counter shows MA 6 where it should show 5 (corrected in C3i no. 18); Gallic BI move 5.',
  },
  {
    id: 'AG Err.8',
    title: "Commius's Initiative",
    chapter: ERR,
    reconstructed: true,
    text: "In the example of 5.23, Commius's Initiative should read 3, not 2.",
  },
  {
    id: 'AG Err.9',
    title: "Commius's counter layout",
    chapter: ERR,
    text: "Disregard 4.22's reference to \"top numbers\": the playtest counters showed Initiative and Seizures differently from the published ones.",
  },
  {
    id: 'AG Err.10',
    title: "Vercingetorix's range",
    chapter: ERR,
    reconstructed: true,
    text: 'Vercingetorix activates the whole Alesia force (it has no tribal counter), whatever his Command Range of 8 MP.',
  },
  {
    id: 'AG Err.11',
    title: 'Inner gardens and wet ditches',
    chapter: ERR,
    reconstructed: true,
    text: 'The penalties of the inner Death Gardens and of the water-filled ditches add together.',
  },
  {
    id: 'AG Err.12',
    title: 'Ditches belong to their garden',
    chapter: ERR,
    reconstructed: true,
    text: 'A dry or water-filled ditch beside a Death Garden is part of that garden. Inner gardens need 3 Fill, outer gardens 2 (as 6.48 says).',
  },
  {
    id: 'AG Err.13',
    title: "Vercassivellaunus's numbers",
    chapter: ERR,
    text: "In the history essay, the force Vercassivellaunus led round to Mt Réa numbered 60,000, not 6,000. History only; no rule changes.",
  },
];
