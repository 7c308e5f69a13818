/**
 * The index as columns: replacing most items (which renumbers the slots, in the columns and
 * inside the compressed posting lists) and a snapshot's round trip answer as an index built
 * from the final items alone.
 */
import { describe, expect, it } from 'vitest';
import type { IndexedItem, SnapshotPart } from '../search.types';
import { queryPlan } from '../text';
import { EntityIndex } from './entity-index';
import { parseTsv } from './item-text';

const WORDS = ['oak', 'walnut', 'chair', 'table', 'lamp', 'sofa', 'shelf', 'stool'];

const item = (n: number, version: number): [IndexedItem, ReturnType<typeof parseTsv>] => {
  const words = [WORDS[(n + version) % 8]!, WORDS[(n * 3 + version) % 8]!];
  return [
    {
      id: `m${n}`,
      type: 'cad',
      subtypes: n % 2 ? ['product'] : [],
      state: n % 5 === 0 ? 'deprecated' : 'published',
      owner_id: n % 7 === 0 ? null : `brand${n % 4}`,
      weight: (n * 13 + version) % 17,
      is_high_quality: n % 3 === 0,
      tag_ids: [`cat_${words[1]}`, `prop_width_freeform_${(n + version) % 90}`],
      category_ids: [`cat_${words[1]}`],
      namespaces: [],
      collection_ids: [`col${n % 9}`],
      family_ids: [],
      model_ids: [],
      properties: [
        {
          property_tag_id: 'prop_width',
          value_tag_id: `prop_width_freeform_${(n + version) % 90}`,
          value_freeform: String((n + version) % 90),
        },
      ],
      numbers: { prop_width: (n + version) % 90 },
      article_numbers: [`art-${n}-${version}`],
      titles: [words.join(' ')],
      count_cad: 0,
      count_material: 0,
      hashtags: [],
      namespace: null,
      modified_epochmillis: 1000 + n,
    },
    parseTsv(words.map((w, i) => `'en:${w}':${i + 1}${i === 0 ? 'A' : 'D'}`).join(' ')),
  ];
};

/** What a reader sees of an index: each live item's fields, and text matches by id. */
function seen(index: EntityIndex) {
  const items = [...index.slotOf].map(([id, slot]) => ({
    ...index.hitFields(slot),
    width: index.numberColumn('prop_width')[slot],
    articles: index.strings('article_numbers', slot),
    found: index.withArticle(index.strings('article_numbers', slot)[0]!).map((s) => index.idOf(s)),
    id,
  }));
  const matches = (words: string[], prefix: boolean) => {
    const found = index.textMatches(queryPlan(words, ['en'], prefix));
    return Array.from(found.slots.subarray(0, found.length), (slot, i) => [
      index.idOf(slot),
      found.scores[i],
    ]).sort();
  };
  return {
    items: items.sort((a, b) => (a.id < b.id ? -1 : 1)),
    oak: matches(['oak'], false),
    chairPrefix: matches(['ch'], true),
    two: matches(['walnut', 'ta'], true),
  };
}

describe('EntityIndex as columns', () => {
  it('answers the same after most items were replaced (compaction) and after a snapshot', () => {
    const churned = new EntityIndex();
    for (let n = 0; n < 1500; n++) churned.put(...item(n, 0));
    // Replacing them all, and 300 twice, leaves more empty slots than live ones: the slots are
    // renumbered.
    for (let n = 0; n < 1500; n++) churned.put(...item(n, 1));
    for (let n = 0; n < 300; n++) churned.put(...item(n, 2));
    expect(churned.slotCount).toBeLessThan(3300);
    const fresh = new EntityIndex();
    for (let n = 0; n < 1500; n++) fresh.put(...item(n, n < 300 ? 2 : 1));
    expect(seen(churned)).toEqual(seen(fresh));

    const parts: SnapshotPart[] = structuredClone([...churned.parts('model')]);
    const restored = new EntityIndex();
    for (const part of parts) {
      if (part.kind === 'columns') restored.restore(part.columns);
      else if (part.kind === 'postings') restored.restorePostings(part);
    }
    expect(seen(restored)).toEqual(seen(fresh));
    // And it takes new items after the restore.
    restored.put(...item(5000, 0));
    fresh.put(...item(5000, 0));
    expect(seen(restored)).toEqual(seen(fresh));
  });
});
