import type { SearchHit } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { gridRows, type GridItem } from './gridRows';

const item = (id: string, flags: Partial<SearchHit> = {}): GridItem => ({
  hit: { id, is_leading: false, is_boosted: false, ...flags } as SearchHit,
  model: undefined,
});

/** The rows as short strings: card ids joined, or the note. */
const shape = (rows: ReturnType<typeof gridRows>) =>
  rows.map((r) => (r.type === 'note' ? r.note : r.items.map((i) => i.hit.id).join(',')));

describe('gridRows', () => {
  it('cuts items into rows of the column count', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id) => item(id));
    expect(shape(gridRows(items, 2, false))).toEqual(['a,b', 'c,d', 'e']);
  });

  it("puts 'Might also be relevant' after exact and boosted hits", () => {
    const items = [
      item('exact', { is_leading: true }),
      item('b1', { is_boosted: true }),
      item('b2', { is_boosted: true }),
      item('r1'),
      item('r2'),
    ];
    expect(shape(gridRows(items, 2, true))).toEqual([
      'exact,b1',
      'b2',
      'mightAlsoBeRelevant',
      'r1,r2',
    ]);
  });

  it('says no categorized data was found when the query names a category without hits in it', () => {
    const items = [item('exact', { is_leading: true }), item('r1'), item('r2')];
    expect(shape(gridRows(items, 3, true))).toEqual([
      'exact',
      'noCategorizedData',
      'mightAlsoBeRelevant',
      'r1,r2',
    ]);
  });

  it('adds no notes when the query names no category, or when every hit is boosted', () => {
    const plain = [item('r1'), item('r2')];
    expect(shape(gridRows(plain, 2, false))).toEqual(['r1,r2']);
    const boosted = [item('b1', { is_boosted: true }), item('b2', { is_boosted: true })];
    expect(shape(gridRows(boosted, 2, true))).toEqual(['b1,b2']);
  });
});
