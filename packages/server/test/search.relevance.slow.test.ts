/**
 * Search relevance as a visitor sees it: one row per query, in all 14 catalogue languages,
 * against a demo subset (a seating, a tables, a lighting and a fabrics brand). Queries are
 * literal, as typed; what they should find is looked up in the generated documents (by
 * label, title, brand name), so the table survives changes to the generator's choices.
 */
import { LANGUAGES, type SearchAnswer } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSink } from '../src/seed';
import { startHarness, type Harness } from './app-harness';
import { putDemoSubset } from './demo-subset';
import { BRANDS, Catalogue, type Item, type Kind, type Row } from './relevance/checks';
import { CROSS_LANGUAGE_ROWS } from './relevance/cross-language';
import { MIXED_LANGUAGE_ROWS } from './relevance/mixed-language';
import { ROWS } from './relevance/rows';
import { STORE_KINDS } from './stores';

describe.each(STORE_KINDS)('search relevance on $name', (kind) => {
  let h: Harness;
  let catalogue: Catalogue;
  const search = async (entity: Kind, body: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/catalog/v1/${entity}/search`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    await putDemoSubset(storeSink(h.services), BRANDS);
    const list = async (entity: Kind): Promise<Item[]> => {
      const fetch = { texts: true, tags: true, properties: true, collection_ids: true };
      const answer = await search(entity, { size: 1000, fetch });
      expect(answer.total).toBeLessThan(1000);
      return answer[entity];
    };
    catalogue = new Catalogue({
      models: await list('models'),
      owners: await list('owners'),
      collections: await list('collections'),
      tags: await list('tags'),
    });
  });
  afterAll(() => h?.close());

  it('covers every catalogue language with several queries', () => {
    const perLanguage = new Map<string, number>();
    for (const r of ROWS)
      perLanguage.set(r.languages[0]!, (perLanguage.get(r.languages[0]!) ?? 0) + 1);
    expect(ROWS.length).toBeGreaterThanOrEqual(80);
    expect([...perLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
    for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(5);
  });

  /** A row's search: in its languages as the spec has them, or as the web app asks. */
  const run = async (r: Row, everyLanguage: boolean) => {
    const query = typeof r.query === 'string' ? r.query : r.query(catalogue);
    const answer: SearchAnswer = await search(r.kind, {
      query_string: query,
      languages: r.languages,
      // The web app: every catalogue language, the row's (the interface's) first.
      ...(everyLanguage
        ? {
            match_languages: [...r.languages, ...LANGUAGES.filter((l) => !r.languages.includes(l))],
          }
        : {}),
      size: 100,
      ...(r.kind === 'models' ? { boosting: r.boosting ?? false } : {}),
      enrich: { suggestions: true, ...(r.autocompletions ? { autocompletions: true } : {}) },
    });
    for (const check of r.checks)
      check({ answer, catalogue, language: r.languages[0]!, kind: r.kind });
  };

  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, r) => run(r, false));

  it.each(
    [...ROWS, ...CROSS_LANGUAGE_ROWS, ...MIXED_LANGUAGE_ROWS].map((r) => [r.name, r] as const),
  )('every language, the first preferred: %s', (_name, r) => run(r, true));
});
