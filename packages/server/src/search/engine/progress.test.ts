import { describe, expect, it } from 'vitest';
import { describeProgress } from './progress';

describe('search index progress', () => {
  it('tells the log how far a load has come', () => {
    expect(
      describeProgress({ phase: 'snapshot', done: 2_358e6, total: 5_587e6, seconds: 50.2 }),
    ).toBe('Search index: read 2358 of 5587 MB of its snapshot (42%), 50 s');
    expect(
      describeProgress({ phase: 'tables', done: 240_000, total: 1_296_403, seconds: 61 }),
    ).toBe('Search index: read 240,000 of 1,296,403 rows (18%), 61 s');
  });
});
