/** Autocompletion labels kept in memory: found by any word's beginning, heaviest first, once. */
import { describe, expect, it } from 'vitest';
import { Completions } from './completions';
import { Strings } from './keys';
import type { TermChange } from '../search.types';
import { wordStarts } from '../text';

/** The rows the indexer writes for a label: one per word start. */
const rowsOf = (scope: string, label: string, ref_id: string, language: string, weight: number) =>
  wordStarts(label).map((term): TermChange => ({ scope, term, label, ref_id, language, weight }));

const labels = (found: Array<{ label: string }>) => found.map((e) => e.label);

describe('Completions', () => {
  const strings = new Strings();
  const build = (rows: TermChange[]) => {
    const completions = new Completions();
    for (const row of rows) completions.put(row, strings);
    return completions;
  };
  const rows = [
    ...rowsOf('product_families', 'oak dining tables', 'fam_1', 'en', 3),
    ...rowsOf('product_families', 'walnut side tables', 'fam_2', 'en', 5),
    ...rowsOf('product_families', 'tables basses', 'fam_3', 'fr', 9),
    ...rowsOf('product_families', 'dining chairs', 'fam_4', 'en', 1),
    // Two models share a title (colourways); titles carry no reference.
    ...rowsOf('model_titles', 'orbit pendant', '', 'en', 2),
    ...rowsOf('model_titles', 'orbit pendant', '', 'en', 7),
  ];
  const completions = build(rows);
  const en = new Map([['en', 0]]);

  it('finds labels by the beginning of any of their words, heaviest first', () => {
    expect(labels(completions.complete('product_families', 'tab', en, 3))).toEqual([
      'walnut side tables',
      'oak dining tables',
    ]);
    expect(labels(completions.complete('product_families', 'dining', en, 3))).toEqual([
      'oak dining tables',
      'dining chairs',
    ]);
    expect(labels(completions.complete('product_families', 'din', en, 1))).toEqual([
      'oak dining tables',
    ]);
    expect(completions.complete('product_families', 'tab', new Map([['fr', 0]]), 3)).toEqual([
      { label: 'tables basses', ref_id: 'fam_3', language: 'fr', weight: 9, rank: 0 },
    ]);
  });

  it('puts labels in a more preferred language first, heaviest first within each', () => {
    const enThenFr = new Map([
      ['en', 0],
      ['fr', 1],
    ]);
    expect(labels(completions.complete('product_families', 'tab', enThenFr, 3))).toEqual([
      'walnut side tables',
      'oak dining tables',
      'tables basses',
    ]);
    expect(labels(completions.complete('product_families', 'tab', enThenFr, 1))).toEqual([
      'walnut side tables',
    ]);
    const equal = new Map([
      ['en', 0],
      ['fr', 0],
    ]);
    expect(labels(completions.complete('product_families', 'tab', equal, 1))).toEqual([
      'tables basses',
    ]);
  });

  it('names a label held in two languages in the more preferred one', () => {
    const both = build([
      ...rowsOf('owner_names', 'Nordlys', 'nordlys', 'de', 1),
      ...rowsOf('owner_names', 'Nordlys', 'nordlys', 'en', 1),
    ]);
    const found = (ranks: Array<[string, number]>) =>
      both.complete('owner_names', 'nor', new Map(ranks), 3).map((e) => e.language);
    expect(
      found([
        ['de', 0],
        ['en', 1],
      ]),
    ).toEqual(['de']);
    expect(
      found([
        ['en', 0],
        ['de', 1],
      ]),
    ).toEqual(['en']);
  });

  it('counts a shared label once, at its highest weight', () => {
    expect(completions.complete('model_titles', 'orb', en, 3)).toEqual([
      { label: 'orbit pendant', ref_id: '', language: 'en', weight: 7, rank: 0 },
    ]);
  });

  it('gives back the rows it was built from, so a snapshot restores the same answers', () => {
    const again = build([...completions.rows(), ...rows]);
    for (const prefix of ['tab', 'dining', 'o', 'w'])
      expect(again.complete('product_families', prefix, en, 5)).toEqual(
        completions.complete('product_families', prefix, en, 5),
      );
    expect([...again.rows()].length).toBe([...completions.rows()].length);
    expect(
      again
        .labels('product_families')
        .map((e) => e.ref_id)
        .sort(),
    ).toEqual(['fam_1', 'fam_2', 'fam_3', 'fam_4']);
  });

  it('answers the same once packed, with terms added after a pack, and restored from a snapshot', () => {
    const more = [
      ...rowsOf('product_families', 'tabletop lamps', 'fam_5', 'en', 4),
      ...rowsOf('product_families', 'oak dining tables', 'fam_1', 'fr', 6),
      ...rowsOf('model_titles', 'orbit floor lamp', '', 'en', 3),
    ];
    const fresh = build([...rows, ...more]);
    const packed = build(rows);
    packed.pack();
    for (const row of more) packed.put(row, strings);
    const restored = Completions.restored(structuredClone(packed.saved()));
    const enFr = new Map([
      ['en', 0],
      ['fr', 1],
    ]);
    for (const [scope, prefix] of [
      ['product_families', 'tab'],
      ['product_families', 'tables'],
      ['product_families', 'o'],
      ['product_families', ''],
      ['model_titles', 'orb'],
      ['model_titles', 'lamp'],
    ] as const) {
      const expected = fresh.complete(scope, prefix, enFr, 5);
      expect(packed.complete(scope, prefix, enFr, 5)).toEqual(expected);
      expect(restored.complete(scope, prefix, enFr, 5)).toEqual(expected);
    }
    restored.put(rowsOf('product_families', 'tables rondes', 'fam_6', 'fr', 8)[0]!, strings);
    expect(labels(restored.complete('product_families', 'tab', new Map([['fr', 0]]), 3))).toEqual([
      'tables basses',
      'tables rondes',
      'oak dining tables',
    ]);
  });
});
