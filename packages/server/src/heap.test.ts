import { describe, expect, it } from 'vitest';
import { heapToSet, loadedHeapAdvice, snapshotHeapAdvice } from './heap';

const GB = 1024 ** 3;

describe('heap advice', () => {
  it('says nothing while the index fits with room to spare', () => {
    // 100,000 models: a snapshot of about 600 MB under the default limit of about 4 GB.
    expect(snapshotHeapAdvice(0.6 * GB, 4.1 * GB)).toBeUndefined();
    expect(loadedHeapAdvice(0.4 * GB, 4.1 * GB)).toBeUndefined();
  });

  it("names the limit to set when a large catalogue's index would not fit", () => {
    // 1,000,000 models: a 5.6 GB snapshot.
    expect(snapshotHeapAdvice(5.6 * GB, 4.1 * GB)).toBe(
      "The search index will need about 3.9 GB of heap, near or over Node's limit of 4.1 GB: " +
        'start with NODE_OPTIONS=--max-old-space-size=8192',
    );
    expect(snapshotHeapAdvice(5.6 * GB, 12 * GB)).toBeUndefined();
    expect(loadedHeapAdvice(3.5 * GB, 4.1 * GB)).toMatch(/--max-old-space-size=7168$/);
  });

  it('sets the heap limit itself when the snapshot needs more, unless one was chosen', () => {
    const none = { execArgv: ['--import', 'tsx'] };
    expect(heapToSet(5.6 * GB, 4.1 * GB, none)).toBe(8192);
    expect(heapToSet(0.6 * GB, 4.1 * GB, none)).toBeUndefined();
    expect(heapToSet(0, 4.1 * GB, none)).toBeUndefined();
    expect(
      heapToSet(5.6 * GB, 4.1 * GB, { execArgv: [], nodeOptions: '--max-old-space-size=6000' }),
    ).toBeUndefined();
    expect(heapToSet(5.6 * GB, 4.1 * GB, { execArgv: ['--max-old-space-size=6000'] })).toBe(
      undefined,
    );
  });
});
