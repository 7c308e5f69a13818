/**
 * Requests made to cost the server as much as the API allows, for the event-loop property
 * test: the longest words a query may hold in every catalogue language, the biggest body each
 * route takes, the deepest nesting and the most values a body may hold, the longest arrays the
 * schemas allow, and the costliest regular expressions the filter grammar lets through.
 */
import { LANGUAGES } from '@vitrine/contracts';
import type { InjectOptions } from 'fastify';
import { JSON_DEPTH_MAX, JSON_VALUES_MAX } from '../src/edge';
import type { OpenApiDocument } from './fuzz/openapi-arbitraries';

export interface HostileRequest {
  name: string;
  request: InjectOptions & { method: string; url: string };
}

const MB = 1024 * 1024;

/** Letters of each language, its own where it has them: words of 500 of them. */
const LETTERS: Record<string, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  de: 'äöüßabcdefghijklmnopqrstuvwxyz',
  cs: 'áčďéěíňóřšťúůýžabcdefgh',
  da: 'æøåabcdefghijklmnop',
  es: 'áéíñóúüabcdefghij',
  fr: 'àâæçéèêëîïôœùûüÿabcd',
  it: 'àèéìíîòóùúabcdefg',
  nl: 'áéëïóöüĳabcdefgh',
  pl: 'ąćęłńóśźżabcdefgh',
  pt: 'áâãàçéêíóôõúabcd',
  ro: 'ăâîșțabcdefghij',
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  sv: 'åäöabcdefghijklm',
  tr: 'çğıöşüabcdefghij',
};

/** A word of `length` letters cycling through `letters` (no stem, no known word). */
const wordOf = (letters: string, length: number, shift = 0) =>
  Array.from({ length }, (_, i) => letters[(i * 7 + shift) % letters.length]).join('');

const search = (name: string, body: unknown): HostileRequest => ({
  name,
  request: { method: 'POST', url: '/api/catalog/v1/models/search', payload: body as object },
});

function longWords(): HostileRequest[] {
  return LANGUAGES.flatMap((language) => {
    const letters = LETTERS[language] ?? LETTERS.en!;
    // Folded, accented letters stay one letter (NFC): 500 is the longest query.
    const one = wordOf(letters, 500);
    // Twelve words (all a query uses) of 40 letters: each one is spelling-corrected.
    const twelve = Array.from({ length: 12 }, (_, i) => wordOf(letters, 40, i)).join(' ');
    return [
      search(`one 500-letter word in ${language}`, { query_string: one, languages: [language] }),
      search(`twelve 40-letter words in ${language}`, {
        query_string: twelve.slice(0, 500),
        languages: [language],
        enrich: { suggestions: true, autocompletions: true, counters: true },
      }),
      search(`twelve 40-letter words in ${language}, every language`, {
        query_string: twelve.slice(0, 500),
      }),
    ];
  });
}

/** Every POST route: a body at its limit of one long string, of values, and of nesting. */
function bodiesOnEveryRoute(doc: OpenApiDocument, limitOf: (path: string) => number) {
  // load_multipart streams its body (files.upload-limit.test.ts): JSON bodies only.
  const posts = Object.entries(doc.paths)
    .filter(([path, methods]) => 'post' in methods && !path.endsWith('load_multipart'))
    .map(([path]) => path.replace(/\{(\w+)\}/g, 'x'));
  return posts.flatMap((url): HostileRequest[] => {
    const limit = limitOf(url);
    const post = (name: string, payload: string): HostileRequest => ({
      name: `${name} on ${url}`,
      request: { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } },
    });
    const longString = `{"bounce_token":"${'x'.repeat(limit - 64)}"}`;
    const values = `[${'0,'.repeat(JSON_VALUES_MAX - 2)}0]`;
    const tooMany = `[${'{},'.repeat(Math.floor((limit - 16) / 3))}{}]`;
    const deep = `${'['.repeat(JSON_DEPTH_MAX)}${']'.repeat(JSON_DEPTH_MAX)}`;
    return [
      post('a body of one string at the limit', longString),
      post('the most values a body may hold', values),
      post('a body at the limit of objects', tooMany),
      post('the deepest nesting', deep),
    ];
  });
}

/** The longest arrays the schemas take, each item as long as allowed. */
function biggestArrays(userId: string, seedIds: string[]): HostileRequest[] {
  const id = (i: number) => `${'i'.repeat(180)}${i}`;
  const filters = Array.from({ length: 39 }, (_, f) => ({
    algorithm: 'exact_or',
    scope: 'tag_ids',
    values: Array.from({ length: 500 }, (_, v) => `t${f}_${v}`),
  }));
  return [
    search('filters of 500 values each, as many as a body may hold', {
      filtering: [{ operator: 'and', filters }],
      enrich: { counters: true },
    }),
    search('twenty filter groups of fifty filters', {
      filtering: Array.from({ length: 20 }, () => ({
        operator: 'or',
        filters: Array.from({ length: 19 }, (_, f) => ({
          algorithm: 'prefix',
          scope: 'namespaces',
          values: Array.from({ length: 50 }, (_, v) => `.egr.${f}.${v}`),
        })),
      })),
    }),
    {
      name: '1,000 ids to fetch, with everything',
      request: {
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        payload: {
          ids: [...seedIds, ...Array.from({ length: 1000 - seedIds.length }, (_, i) => id(i))],
          fetch: { all: true },
        },
      },
    },
    {
      name: '1,000 dataport ids to describe',
      request: {
        method: 'POST',
        url: '/api/dataport/v1/meta',
        payload: {
          dataport_ids: Array.from({ length: 1000 }, (_, i) => `${'D'.repeat(20)}${i}`.slice(-24)),
          fetch: { all: true },
        },
      },
    },
    {
      name: 'a triple of 1 MB (the most a write takes)',
      request: {
        method: 'POST',
        url: '/api/users/v1/triples/write',
        payload: {
          write: Array.from({ length: 1 }, (_, i) => ({
            user: userId,
            scope: 'hostile',
            key: `k${i}`,
            value: 'v'.repeat(MB - 64),
          })),
        },
      },
    },
  ];
}

/** The costliest patterns the grammar accepts, and the worst it refuses. */
function regexes(): HostileRequest[] {
  const regex = (values: string[]) => ({
    filtering: [
      { operator: 'and', filters: [{ algorithm: 'regex_or', scope: 'tag_ids', values }] },
    ],
  });
  return [
    search(
      'two patterns of 200 expanded atoms',
      regex(['[a-z]{1,100}[a-z]{1,100}', '.{1,100}.{1,100}']),
    ),
    search(
      'eight patterns, 250 atoms in all',
      regex(Array.from({ length: 8 }, (_, i) => `(a|b|${i}){1,30}`)),
    ),
    search('nested quantifiers (refused)', regex(['((a{1,100}){1,100}){1,100}'])),
    search(
      'an alternation of 100 repeats',
      regex([`(${Array.from({ length: 40 }, (_, i) => `x${i}`).join('|')}){1,5}`]),
    ),
  ];
}

export function hostileRequests(
  doc: OpenApiDocument,
  {
    userId,
    modelIds,
    limitOf,
  }: { userId: string; modelIds: string[]; limitOf: (path: string) => number },
): HostileRequest[] {
  return [
    ...longWords(),
    ...bodiesOnEveryRoute(doc, limitOf),
    ...biggestArrays(userId, modelIds),
    ...regexes(),
  ];
}
