/**
 * Searching every language at once (`match_languages`, our extension beyond the spec): a word
 * of any catalogue language finds its items whatever the interface language, a match in a
 * more preferred language ranks first, the answer says which languages the hits matched in
 * (`matched_languages`), and autocompletion and "did you mean" follow the same preference.
 * A request without it gets what the spec's `languages` gave before.
 */
import { LANGUAGES, type Language } from '@vitrine/contracts';
import { newModel, newOwner, newTag, neutralText, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

/** A word of each language, as its speakers type it, found in no other language's texts. */
const WORDS: Record<Language, string> = {
  en: 'Wardrobe',
  de: 'Stuhl',
  cs: 'Židle',
  da: 'Stol',
  es: 'Silla',
  fr: 'Chaise',
  it: 'Sedia',
  nl: 'Stoel',
  pl: 'Krzesło',
  pt: 'Cadeira',
  ro: 'Scaun',
  ru: 'Стул',
  sv: 'Fåtölj',
  tr: 'Sandalye',
};

const model = (id: string, texts: ReturnType<typeof textsFor>) =>
  newModel({ id, type: 'cad', owner_id: 'nordlys', texts });

const models = [
  // One piece per language, titled only in it.
  ...LANGUAGES.map((l) => model(`m_${l}`, textsFor('title', { [l]: `${WORDS[l]} Oslo` }))),
  // "Bank" is a sofa in Dutch and a bench in German. The German bench matches better (title
  // and description); the Dutch sofa only in its description.
  model('bench_de', [
    ...textsFor('title', { de: 'Bank Garten' }),
    ...textsFor('description', { de: 'Eine Bank für den Garten.' }),
  ]),
  model('sofa_nl', [
    ...textsFor('title', { nl: 'Oslo' }),
    ...textsFor('description', { nl: 'Een ruime bank.' }),
  ]),
];

const tags = [
  newTag({
    id: 'cat_chairs',
    type: 'category_tag',
    namespace: '.egr.category.chairs',
    texts: textsFor('label', { en: 'Chairs', fr: 'Chaises', de: 'Stühle' }),
  }),
];

/** The interface's languages as the web app sends them: the interface's first, then the rest. */
const preferring = (ui: Language) => [ui, ...LANGUAGES.filter((l) => l !== ui)];

describe.each(STORE_KINDS)('searching every language at once on $name', (kind) => {
  let h: Harness;
  const search = async (payload: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (body: { hits: Array<{ id: string }> }) => body.hits.map((hit) => hit.id);
  /** A search from the web app with the interface in `ui`. */
  const fromUi = (ui: Language, query: string, extra: object = {}) =>
    search({ query_string: query, languages: [ui], match_languages: preferring(ui), ...extra });

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('tag', tags);
    await h.services.catalogue.store('owner', [
      newOwner({ id: 'nordlys', texts: [neutralText('name', 'Nordlys')] }),
    ]);
    await h.services.catalogue.store('model', models);
  });
  afterAll(() => h?.close());

  it.each(LANGUAGES.map((l) => [l, WORDS[l]] as const))(
    'finds the %s word "%s" with the interface in each other language, and says where',
    async (language, word) => {
      for (const ui of LANGUAGES.filter((l) => l !== language)) {
        const res = await fromUi(ui, `${word} `);
        expect(res.status, `${ui}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(ids(res.body), `interface ${ui}`).toEqual([`m_${language}`]);
        expect(res.body.matched_languages, `interface ${ui}`).toEqual([language]);
      }
      // In its own interface the word matches in the first language: nothing to point out.
      const own = await fromUi(language, word);
      expect(ids(own.body)[0]).toBe(`m_${language}`);
      expect(own.body.matched_languages[0]).toBe(language);
    },
  );

  it("keeps the spec's languages as they were: only those are matched, no new field", async () => {
    const english = await search({ query_string: 'Stuhl', languages: ['en'] });
    expect(english.body.total).toBe(0);
    const all = await search({ query_string: 'Stuhl' });
    expect(ids(all.body)).toEqual(['m_de']);
    expect(all.body).not.toHaveProperty('matched_languages');
  });

  it('ranks a match in the interface language above a better match in another', async () => {
    const dutch = await fromUi('nl', 'bank');
    expect(ids(dutch.body)).toEqual(['sofa_nl', 'bench_de']);
    expect(dutch.body.matched_languages).toEqual(['nl', 'de']);
    const german = await fromUi('de', 'bank');
    expect(ids(german.body)).toEqual(['bench_de', 'sofa_nl']);
    expect(german.body.matched_languages).toEqual(['de', 'nl']);
    // Neither in the interface language: the more preferred of the others first.
    const english = await search({
      query_string: 'bank',
      languages: ['en'],
      match_languages: ['en', 'nl', 'de'],
    });
    expect(ids(english.body)).toEqual(['sofa_nl', 'bench_de']);
    expect(english.body.matched_languages).toEqual(['nl', 'de']);
    // Without an order, relevance alone decides.
    const unordered = await search({ query_string: 'bank' });
    expect(ids(unordered.body)).toEqual(['bench_de', 'sofa_nl']);
  });

  it('counts language-neutral text (a brand name) with the interface language', async () => {
    const res = await fromUi('en', 'nordlys');
    expect(res.body.total).toBe(models.length);
    expect(res.body.matched_languages).toEqual(['']);
  });

  it('completes labels of every language, the interface language first', async () => {
    const complete = async (ui: Language, prefix: string) =>
      (
        await fromUi(ui, prefix, {
          size: 0,
          enrich: { autocompletions: { scopes: ['category_tag_labels'], size: 5 } },
        })
      ).body.enriched.autocompletions.category_tag_labels as Array<{
        label: string;
        language: string;
      }>;
    expect(await complete('en', 'stü')).toEqual([
      { label: 'Stühle', id: 'cat_chairs', language: 'de' },
    ]);
    expect((await complete('en', 'chai')).map((c) => c.label)).toEqual(['Chairs', 'Chaises']);
    expect((await complete('fr', 'chai')).map((c) => c.label)).toEqual(['Chaises', 'Chairs']);
  });

  it('corrects a typo across languages, to the interface language of equally close words', async () => {
    // "stohl" is one edit from the Danish stol, the German stuhl and the Dutch stoel.
    for (const [ui, meant] of [
      ['de', 'stuhl'],
      ['da', 'stol'],
      ['nl', 'stoel'],
    ] as const) {
      const res = await fromUi(ui, 'stohl ', { enrich: { suggestions: true } });
      expect(res.body.enriched.suggestions, `interface ${ui}`).toEqual([meant]);
      expect(ids(res.body)).toEqual([`m_${ui}`]);
      expect(res.body.matched_languages).toEqual([ui]);
    }
    // From an interface whose language has none of them, the first of the others.
    const english = await fromUi('en', 'stohl ', { enrich: { suggestions: true } });
    expect(english.body.enriched.suggestions).toEqual(['stuhl']);
    expect(english.body.matched_languages).toEqual(['de']);
  });

  it('refuses an unknown language in match_languages, naming it', async () => {
    const res = await search({ query_string: 'stuhl', match_languages: ['de', 'xy'] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('match_languages[1]');
  });
});
