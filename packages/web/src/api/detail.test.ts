import { describe, expect, it } from 'vitest';
import { relatedFiltering } from './detail';

describe('related items', () => {
  it('share a collection, family or category', () => {
    expect(
      relatedFiltering({ id: 'm', collection_ids: ['c1', 'f1'], tags: [{ tag_id: 'cat' }] }),
    ).toEqual([
      {
        operator: 'or',
        filters: [
          { algorithm: 'exact_or', scope: 'collection_ids', values: ['c1', 'f1'] },
          { algorithm: 'exact_or', scope: 'category_tag_ids', values: ['cat'] },
        ],
      },
    ]);
    expect(relatedFiltering({ id: 'm' })).toBeNull();
  });
});
