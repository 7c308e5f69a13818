/** Prefix lookup over keys added over time matches a plain filter of every key, in order. */
import { describe, expect, it } from 'vitest';
import { SortedKeys } from './keys';

const words = ['oak', 'oaken', 'oak chair', 'ottoman', 'olive', 'o', 'stool', 'sofa', 'so'];

function expected(keys: Set<string>, prefix: string) {
  return [...keys].filter((k) => k.startsWith(prefix)).sort();
}

describe('SortedKeys', () => {
  it('finds keys added after the first lookup, before and after they are merged', () => {
    const keys = new Set<string>(['oak', 'sofa']);
    const sorted = new SortedKeys(() => keys);
    expect([...sorted.startingWith('o')]).toEqual(['oak']);
    let n = 0;
    // Enough new keys for several merges (every 4,096), looked up along the way.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5000; i++) {
        const key = `${words[(i * 7 + round) % words.length]} ${(n++ * 7919) % 100_003}`;
        if (keys.has(key)) continue;
        keys.add(key);
        sorted.add(key);
      }
      for (const prefix of ['o', 'oak', 'oak chair 1', 'so', 'sofa 9', 'x', ''])
        expect([...sorted.startingWith(prefix)]).toEqual(expected(keys, prefix));
    }
  });

  it('rebuilds from its source after keys were removed', () => {
    const keys = new Set(['oak', 'olive', 'ottoman']);
    const sorted = new SortedKeys(() => keys);
    expect([...sorted.startingWith('o')]).toEqual(['oak', 'olive', 'ottoman']);
    keys.delete('olive');
    sorted.touch();
    expect([...sorted.startingWith('o')]).toEqual(['oak', 'ottoman']);
  });
});
