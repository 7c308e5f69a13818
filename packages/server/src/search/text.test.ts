import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, stem, STEMMED_WORD_MAX } from './text';

/** The full table, as the definition says (optimal string alignment). */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

describe('editDistance', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 9 });

  it('is the full distance within the bound, and bound + 1 past it', () => {
    fc.assert(
      fc.property(word, word, fc.nat(5), (a, b, max) => {
        const full = reference(a, b);
        expect(editDistance(a, b)).toBe(full);
        expect(editDistance(a, b, max)).toBe(full <= max ? full : max + 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('compares the longest words a query may hold in well under a millisecond each', () => {
    // A 500-letter word against fifty alike candidates took 2 s with the full table.
    const long = 'ab'.repeat(250);
    const started = performance.now();
    for (let i = 0; i < 50; i++) editDistance(long, `${long.slice(0, -2)}c${i}`, 2);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('stem', () => {
  it('leaves words longer than any word of a catalogue language as they are', () => {
    const long = 'tables'.repeat(20);
    expect(long.length).toBeGreaterThan(STEMMED_WORD_MAX);
    expect(stem(long, 'en')).toBe(long);
    expect(stem('tables', 'en')).toBe('tabl');
  });
});
