/**
 * Ids for the scale catalogue. The demo's stableId carries 32 bits of hash, so among a
 * million models some would collide and overwrite each other; these come from a counter
 * per prefix, scrambled by a bijection of 32-bit integers, so they look random but can
 * never repeat (up to 4 billion per prefix).
 */
import { hashString } from '../rng';

/** A bijection on 32-bit integers (lowbias32 by Chris Wellons). */
function scramble(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

export interface IdSource {
  /** The next unused id with this prefix, e.g. m_0k3x9qa. */
  next(prefix: string): string;
}

/** Unique ids from a seed: the same seed gives the same sequence. */
export function createIdSource(seed: number): IdSource {
  const counters = new Map<string, number>();
  return {
    next(prefix) {
      const n = counters.get(prefix) ?? 0;
      counters.set(prefix, n + 1);
      const salt = hashString(`${seed}:${prefix}`);
      return `${prefix}_${scramble((n ^ salt) >>> 0)
        .toString(36)
        .padStart(7, '0')}`;
    },
  };
}
