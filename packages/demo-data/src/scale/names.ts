/**
 * Series names for the scale catalogue: the demo's proper nouns, mixed half and half with
 * invented ones built from syllables (Brelona, Tavis, Kaloren), so a thousand brands do not
 * all sell the same "Aalto chair" and search terms keep a realistic spread.
 */
import type { Rng } from '../rng';

const ONSETS = ['B', 'C', 'D', 'F', 'G', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'Z'];
const CLUSTERS = ['Br', 'St', 'Tr', 'Fl', 'Gr', 'Kl', 'Pr', 'Sk', 'Sv', 'Dr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o'];
const MIDDLES = ['l', 'n', 'r', 's', 'v', 'm', 'd', 't', 'll', 'nn', 'rr', 'nd', 'lt', 'sk'];
const FINALS = ['', '', '', 'n', 's', 'r', 'l'];

/** A pronounceable proper noun of two or three syllables. */
export function inventedName(rng: Rng): string {
  let name = rng.pick(rng.chance(0.25) ? CLUSTERS : ONSETS) + rng.pick(VOWELS);
  const syllables = rng.int(1, 2);
  for (let s = 0; s < syllables; s++) name += rng.pick(MIDDLES) + rng.pick(VOWELS);
  return name + rng.pick(FINALS);
}

/** Distinct series names for one brand, as many as it asks for. */
export function* seriesNames(known: string[], rng: Rng): Generator<string, never> {
  const used = new Set<string>();
  const shuffled = rng.shuffle(known);
  for (let n = 0; ; n++) {
    let name = rng.chance(0.5) && shuffled.length > 0 ? shuffled.pop()! : inventedName(rng);
    // A brand with hundreds of series runs out of tries at some point: number them.
    for (let tries = 0; used.has(name); tries++) {
      name = tries < 20 ? inventedName(rng) : `${inventedName(rng)} ${n}`;
    }
    used.add(name);
    yield name;
  }
}
