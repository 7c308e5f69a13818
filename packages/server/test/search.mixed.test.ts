/**
 * Mixed-language queries (docs/SEARCH.md, Mixed queries): "Stuhl oak", a German word and an
 * English one, finds an item whose German text has the one and whose English text has the
 * other, ranked below every item that has all the words in one language (the interface
 * language's first), however much better the mixed one would score. Typing, "did you mean",
 * stop words and brand names (language-neutral text) follow the same rule.
 */
import type { Language } from '@vitrine/contracts';
import { LANGUAGES } from '@vitrine/contracts';
import { newModel, newOwner, neutralText, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

/** A language pair and a word of each, as its speakers type it. */
interface Pair {
  a: Language;
  b: Language;
  wordA: string;
  wordB: string;
}
const PAIRS: Pair[] = [
  { a: 'de', b: 'en', wordA: 'Stuhl', wordB: 'oak' },
  { a: 'fr', b: 'en', wordA: 'chaise', wordB: 'walnut' },
  { a: 'es', b: 'de', wordA: 'silla', wordB: 'Eiche' },
  { a: 'pl', b: 'en', wordA: 'krzesło', wordB: 'ash' },
  { a: 'tr', b: 'en', wordA: 'sandalye', wordB: 'beech' },
  { a: 'ru', b: 'en', wordA: 'стул', wordB: 'maple' },
];

const key = (p: Pair) => `${p.a}${p.b}`;
const model = (id: string, texts: ReturnType<typeof textsFor>) =>
  newModel({ id, type: 'cad', owner_id: 'nordlys', texts });

/**
 * Per pair: the mixed item (each word in its own language's title, the strongest field) and
 * one item per language with both words in that language's description (the weakest), so
 * relevance alone would put the mixed item first.
 */
const models = PAIRS.flatMap((p) => [
  model(`mixed_${key(p)}`, [
    ...textsFor('title', { [p.a]: `${p.wordA} Bergen`, [p.b]: `${p.wordB} Bergen` }),
  ]),
  model(`only_${p.a}_${key(p)}`, [
    ...textsFor('title', { [p.a]: 'Tromsø' }),
    ...textsFor('description', { [p.a]: `${p.wordA} ${p.wordB} Tromsø.` }),
  ]),
  model(`only_${p.b}_${key(p)}`, [
    ...textsFor('title', { [p.b]: 'Lillehammer' }),
    ...textsFor('description', { [p.b]: `${p.wordA} ${p.wordB} Lillehammer.` }),
  ]),
]);

/** The interface's languages as the web app sends them: the interface's first, then the rest. */
const preferring = (ui: Language) => [ui, ...LANGUAGES.filter((l) => l !== ui)];

describe.each(STORE_KINDS)('mixed-language queries on $name', (kind) => {
  let h: Harness;
  const search = async (payload: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (body: { hits: Array<{ id: string }> }) => body.hits.map((hit) => hit.id);
  /** A search from the web app with the interface in `ui`. */
  const fromUi = (ui: Language, query: string, extra: object = {}) =>
    search({ query_string: query, languages: [ui], match_languages: preferring(ui), ...extra });

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('owner', [
      newOwner({ id: 'nordlys', texts: [neutralText('name', 'Nordlys')] }),
    ]);
    await h.services.catalogue.store('model', models);
  });
  afterAll(() => h?.close());

  it.each(PAIRS.map((p) => [`${p.a}+${p.b}`, p] as const))(
    '%s: finds the mixed item, after the one-language ones (the interface language first)',
    async (_name, p) => {
      const query = `${p.wordA} ${p.wordB}`;
      const k = key(p);
      for (const [ui, first, second] of [
        [p.b, p.b, p.a],
        [p.a, p.a, p.b],
      ] as const) {
        const res = await fromUi(ui, `${query} `);
        expect(ids(res), `interface ${ui}`).toEqual([
          `only_${first}_${k}`,
          `only_${second}_${k}`,
          `mixed_${k}`,
        ]);
        // The mixed item scores higher: only its tier puts it last.
        expect(res.hits[2].score).toBeGreaterThan(res.hits[0].score);
        expect(res.matched_languages).toEqual([first, second]);
      }
      // Without the one-language items (a filter), the mixed item alone, matched in both.
      const alone = await fromUi(p.b, `${query} `, {
        filtering: [
          {
            operator: 'and',
            filters: [{ algorithm: 'exact_or', scope: 'ids', values: [`mixed_${k}`] }],
          },
        ],
      });
      expect(ids(alone)).toEqual([`mixed_${k}`]);
      expect(alone.matched_languages).toEqual([p.b, p.a]);
      // The words in the other order find the same.
      expect(ids(await fromUi(p.b, `${p.wordB} ${p.wordA} `))).toEqual(
        ids(await fromUi(p.b, `${query} `)),
      );
    },
  );

  it('keeps one-word and one-language queries as they were', async () => {
    expect(ids(await fromUi('en', 'oak '))).toEqual(
      expect.arrayContaining(['mixed_deen', 'only_en_deen', 'only_de_deen']),
    );
    // Both words in no item at all: nothing, not a partial match.
    expect((await fromUi('en', 'Stuhl walnut ')).total).toBe(0);
    // The spec's languages alone (no match_languages): mixed across them too, still after.
    const spec = await search({ query_string: 'Stuhl oak ', languages: ['en', 'de'] });
    expect(ids(spec)).toEqual(['only_en_deen', 'only_de_deen', 'mixed_deen']);
  });

  it('matches the word being typed by its beginning in any language', async () => {
    expect(ids(await fromUi('en', 'Stuhl oa'))).toContain('mixed_deen');
    expect(ids(await fromUi('de', 'oak Stu'))).toContain('mixed_deen');
  });

  it('leaves out a stop word of one of the languages', async () => {
    expect(ids(await fromUi('en', 'Stuhl and oak '))).toContain('mixed_deen');
    expect(ids(await fromUi('de', 'Stuhl mit oak '))).toContain('mixed_deen');
  });

  it('reads a brand name (language-neutral) with either language: a one-language match', async () => {
    const res = await fromUi('en', 'Nordlys Stuhl ');
    expect(ids(res)).toEqual(
      expect.arrayContaining(['mixed_deen', 'only_de_deen', 'only_en_deen']),
    );
    expect(res.matched_languages).toEqual(['en', 'de']);
    const three = await fromUi('en', 'Nordlys Stuhl oak ');
    expect(ids(three)).toEqual(['only_en_deen', 'only_de_deen', 'mixed_deen']);
  });

  it('corrects a typo in a mixed query ("did you mean") and shows what the spelling finds', async () => {
    const res = await fromUi('en', 'Stuhl oaak ', { enrich: { suggestions: true } });
    expect(res.enriched.suggestions).toEqual(['stuhl oak']);
    expect(ids(res)).toEqual(['only_en_deen', 'only_de_deen', 'mixed_deen']);
    // Correct words get no suggestion, though the item matches only mixed.
    const right = await fromUi('en', 'chaise walnut ', {
      enrich: { suggestions: true },
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'ids', values: ['mixed_fren'] }],
        },
      ],
    });
    expect(right.enriched.suggestions).toEqual([]);
    expect(ids(right)).toEqual(['mixed_fren']);
  });

  it('completes the word being typed in any language when the whole query completes nothing', async () => {
    const res = await fromUi('en', 'Stuhl oa', {
      size: 0,
      enrich: { autocompletions: { scopes: ['model_titles'], size: 5 } },
    });
    expect(
      res.enriched.autocompletions.model_titles.map((c: { label: string }) => c.label),
    ).toContain('oak Bergen');
  });
});
