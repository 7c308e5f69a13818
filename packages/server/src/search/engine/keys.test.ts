/** Prefix lookup over keys added over time matches a plain filter of every key, in order. */
import { describe, expect, it } from 'vitest';
import { Recent, SortedKeys } from './keys';

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

describe('Recent', () => {
  const bytes = (n: number) => new Uint8Array(n);
  const weighed = () =>
    new Recent<Uint8Array>(4, { total: 100, weigh: (value) => value.byteLength });

  it('keeps the most recently used entries up to the count', () => {
    const recent = new Recent<number>(2);
    recent.get('a', () => 1);
    recent.get('b', () => 2);
    recent.get('a', () => -1); // used again: now the newest
    recent.get('c', () => 3);
    expect(recent.get('a', () => -1)).toBe(1);
    expect(recent.get('b', () => -2)).toBe(-2); // the oldest went
  });

  it('keeps weighed entries up to the budget, dropping the oldest first', () => {
    const recent = weighed();
    recent.get('a', () => bytes(40));
    recent.get('b', () => bytes(40));
    recent.get('c', () => bytes(40));
    expect(recent.size).toEqual({ entries: 2, weight: 80 });
    const b = recent.get('b', () => bytes(1));
    expect(b.byteLength).toBe(40);
  });

  it('answers an entry heavier than the budget without keeping it', () => {
    const recent = weighed();
    recent.get('small', () => bytes(10));
    expect(recent.get('huge', () => bytes(500)).byteLength).toBe(500);
    expect(recent.size).toEqual({ entries: 1, weight: 10 });
    recent.delete('small');
    expect(recent.size).toEqual({ entries: 0, weight: 0 });
  });
});
