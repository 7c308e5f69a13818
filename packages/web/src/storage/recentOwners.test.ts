import { describe, expect, it } from 'vitest';
import { withRecent } from './recentOwners';

describe('withRecent', () => {
  it('puts the brand first without duplicates', () => {
    expect(withRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(withRecent([], 'a')).toEqual(['a']);
  });

  it('keeps at most ten, dropping the oldest', () => {
    const ids = Array.from({ length: 10 }, (_, i) => `b${i}`);
    const next = withRecent(ids, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('b9');
  });
});
