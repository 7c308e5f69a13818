import { describe, expect, it } from 'vitest';
import { describeProgress } from './progress';

describe('search index progress', () => {
  it('tells the log how far a load has come', () => {
    expect(
      describeProgress({ phase: 'snapshot', done: 2_358e6, total: 5_587e6, seconds: 50.2 }),
    ).toBe(
      'Search index: read 2358 of 5587 MB of its snapshot (42%), 47 MB/s, about 1 min 9 s left, 50 s',
    );
    expect(describeProgress({ phase: 'items', done: 24_000, total: 130_000, seconds: 61 })).toBe(
      'Search index: read 24,000 of 130,000 items (18%), 393 items/s, about 4 min 30 s left, 61 s',
    );
    // Nothing left to estimate once everything is read.
    expect(describeProgress({ phase: 'terms', done: 10, total: 10, seconds: 2 })).toBe(
      'Search index: read 10 of 10 completion rows (100%), 5 completion rows/s, 2 s',
    );
  });
});
