/**
 * The briefing of Alesia (1983 rules)'s scenario, in this edition's own words: what wins, the rules
 * that make this game unlike others, and a strategy note for each side drawn (paraphrased) from the
 * designer's notes. Shown when a game starts and from the game's header. A light module: no rules code.
 */
import type { Briefing } from '../../engine/core/briefing';

export const AC_BRIEFINGS: Readonly<Record<string, Briefing>> = {
  standard: {
    scenario: 'standard',
    situation:
      'Late summer, 52 BC. Caesar has shut Vercingetorix and his army inside Alesia behind two rings of ramparts, one facing the town and one facing outward; now a great Gallic relief army comes out of the woods to break the siege.',
    objectives: [
      { text: 'Gallic victory: march Vercingetorix off the map, during the first Assault Period or the second.', rule: 'AC 26.1' },
      { text: 'Roman victory: move any Roman unit next to Vercingetorix at any moment, or still have him on the map when the last turn ends.', rule: 'AC 26.2' },
      { text: 'Caesar must live: if the Gauls eliminate him, what would have been a Roman victory is only a draw.', rule: 'AC 26.3' },
      { text: 'Vercingetorix may never come within 3 hexes of a fort, and archers or slingers can shoot him down.', rule: 'AC 19.2' },
    ],
    special: [
      { text: 'Hidden movement: the relief army moves in ten off-board boxes (the OBMC) that only the Gaul sees, and the garrison inside the town is hidden too.', rule: 'AC 11.4' },
      { text: 'The Roman sees only the presence chart: which off-board zones hold Gauls, never how many or what kind.', rule: 'AC 11.9' },
      { text: 'Coordination: the garrison and Vercingetorix stay locked in Alesia until the turn after ten relief units reached or crossed the Outer Works in a single turn and a hand-to-hand battle was fought.', rule: 'AC 18.1' },
      { text: 'With one Gallic player a secret counter of 1 to 3 adds that many turns of delay before the garrison may come out.', rule: 'AC 18.2' },
      { text: 'Forts, archers and slingers shoot during Gallic movement, as each Gaul steps into range. Choose at the start how the Roman decides: a standing fire plan he sets in his own turn, or being asked at every chance to fire.', rule: 'AC 20.5' },
      { text: 'A fort fires one volley per range each turn, at 3, 2 and 1 hexes; its point-blank volley can strike a whole hex and may be saved for the end of Gallic movement.', rule: 'AC 24.4' },
      { text: 'Two Assault Periods of 12 turns. At nightfall the garrison returns to the town, the relief army pulls back off the map, both sides revive a tenth of their lost factors, and the Roman may redeploy after one look at the OBMC.', rule: 'AC 12.1' },
    ],
    strategy: [
      { text: 'Roman: your outer ring is where the battle is won. The relief army is the real threat and the Outer Works and your missiles bleed it there; do not strip the outer line to wall in the town.', rule: 'AC 3.2' },
      { text: 'Roman: forts cannot move, so site them with care — on river hexes that cut the ramparts (they bridge the river and plug a weak spot), on rampart salients open to attack from three sides, and one or two on Mt. Rea.', rule: 'AC 24.8' },
      { text: 'Roman: against a lone Gallic player expect an early, cheap landing from zone I meant to free the garrison; meet it with a strong sector and your archers and slingers there.', rule: 'AC 18.2' },
      { text: 'Roman: resist chasing stray Gauls outside the wall. A sortie pays only when it surrounds them for automatic 2-1 eliminations and the advance after combat brings your units back inside.', rule: 'AC 15.4' },
      { text: 'Roman: always know where Vercingetorix is, and when he leaves the town send everything that can reach him, unless you are sure it is a bluff.', rule: 'AC 26.2' },
      { text: 'Gaul: hidden movement is your great advantage. Split the relief army early (for example into the boxes beside zone I), leave a token force behind to keep the Roman guessing, feint hard before the real blow, and change plans when a feint goes better than expected.', rule: 'AC 11.4' },
      { text: 'Gaul: playing alone, put ten relief units on the Outer Works by turn 2 so that the garrison is released as soon as possible.', rule: 'AC 18.1' },
      { text: 'Gaul: you can afford losses, the Roman cannot; attack with ferocity, and when a fort must fall, attack it in full strength. Aim to win on the first day rather than wearing Rome down.', rule: 'AC 12.1' },
      { text: 'Gaul: cover the flanks of every assault — surrounded Gauls attacked at 2-1 die without a roll.', rule: 'AC 15.4' },
      { text: 'Gaul: keep Vercingetorix in the town until a safe corridor reaches all the way to the map edge, and count the turns his march will take.', rule: 'AC 19.2' },
    ],
  },
};
