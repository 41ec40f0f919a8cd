/** A fresh Assault Period's bookkeeping (AG 3.0, 5.22, 5.32, 5.43, 10.7). */
import type { ApState } from '../state';

/** AG 3.0: the Gaul plays the first Activation Phase of every AP; Seizures count per AP (5.22). */
export function freshAp(n: number, night: boolean, tallies: ApState['tallies']): ApState {
  return {
    n,
    night,
    owner: 'gallic',
    phases: 0,
    gallicPhases: 0,
    lastEntry: null,
    seized: null,
    resume: null,
    seizuresUsed: {},
    triedLast: { roman: false, gallic: false },
    zoneCp: {},
    initialCp: 0,
    alesiaTried: false,
    arrivals: { zone: null, tribes: [] },
    entering: null,
    tallies,
  };
}
