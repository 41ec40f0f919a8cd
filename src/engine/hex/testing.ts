/** fast-check generators for hex tests (test code only). */
import fc from 'fast-check';
import { hex, type Hex } from './coords';

/** A hex with both coordinates within ±`span`. */
export const arbHex = (span = 40): fc.Arbitrary<Hex> =>
  fc.record({ q: fc.integer({ min: -span, max: span }), r: fc.integer({ min: -span, max: span }) }).map(({ q, r }) => hex(q, r));

export const arbDir = fc.integer({ min: 0, max: 5 });
