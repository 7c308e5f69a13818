/**
 * The bodies of the requests a page starts with, built in one place: the app's query
 * functions send them, and the inline script of index.html (src/boot) sends the first page's
 * own ones before the app's scripts have arrived (firstRequests), so the app takes their
 * answers over (earlyResponses.ts). Both must build the same bytes, hence one module; it
 * imports no library, so the inline script stays small.
 */
import type { FetchFlags, FilterGroup } from '@vitrine/contracts';
import {
  BRAND_OWNER_TYPES,
  dayStart,
  EMBED_URL_PARAMS,
  SEARCH_PAGE_SIZE,
} from '@vitrine/contracts';
import { toFiltering } from './filtering';
import { matchLanguages } from '../i18n/detect';

export { matchLanguages };

/**
 * What a model card shows: texts (title, creator, licence), images, references, and what
 * decides its buttons: cads (download; a pec, peclight or obx file is a configuration) and
 * binaries (a configuration file: Configure).
 */
export const CARD_FETCH = {
  texts: true,
  images: true,
  cads: true,
  binaries: true,
  references: true,
} as const;

/** What a brand card needs: name and slogan, logo and previews, external catalogue link. */
export const OWNER_CARD_FETCH: FetchFlags = { texts: true, images: true, references: true };

/** Items per overview carousel (spec 02 s.9). */
export const CAROUSEL_SIZE = 16;

export type ModelKind = 'models' | 'materials';
export type ItemKind = 'collections' | 'families' | 'models' | 'materials';

/** The item type each screen lists. */
const MODEL_TYPES = { models: 'cad', materials: 'material' } as const;
const COLLECTION_TYPES = { collections: 'collection', families: 'product_family' } as const;

export interface ModelsSearchParams {
  kind: ModelKind;
  query: string;
  filtering: FilterGroup[];
  languages: string[];
  /** Only items modified on or after this time (epoch ms): the embedding `date` parameter. */
  modifiedSince?: number;
  /** On a brand's page: the languages the brand writes in, preferred after the UI's. */
  brandLanguages?: string[];
}

/**
 * The group that narrows a listing to items modified on or after `since` (the `date`
 * parameter, docs/EMBEDDING.md): a planner's "what is new since my last import". Added here,
 * where every listing body is built (the inline script's too), and never to a fetch by id, so
 * the detail, favourites and links still open older items.
 */
export function modifiedSinceGroup(since: number): FilterGroup {
  return {
    operator: 'and',
    filters: [{ algorithm: 'range', scope: 'modified_epochmillis', values: [since, null] }],
  };
}

/** The filtering with the `date` narrowing added when there is one. */
const narrowed = (filtering: FilterGroup[], since: number | undefined): FilterGroup[] =>
  since === undefined ? filtering : [...filtering, modifiedSinceGroup(since)];

/**
 * The languages a query's words match in (`match_languages`, the server's extension beyond
 * the spec: every catalogue language, the UI's first), sent only with a
 * query: a listing without one matches nothing, and its body stays the spec's.
 */
const matching = (query: string, languages: string[], brandLanguages?: string[]) =>
  query.trim() ? matchLanguages(languages, undefined, brandLanguages) : undefined;

/**
 * A page of the models screen's search. The page's models come embedded (fetch): the
 * server fetches them by id with the same languages as models/fetch would, and the page
 * needs one round trip instead of two. The first page also counts the facets.
 */
export function modelsSearchBody(
  { kind, query, filtering, languages, modifiedSince, brandLanguages }: ModelsSearchParams,
  from: number,
) {
  return {
    from,
    size: SEARCH_PAGE_SIZE,
    query_string: query || undefined,
    languages,
    match_languages: matching(query, languages, brandLanguages),
    types: [MODEL_TYPES[kind]],
    filtering: narrowed(filtering, modifiedSince),
    boosting: query ? true : undefined,
    enrich: from === 0 ? { counters: true } : undefined,
    fetch: CARD_FETCH,
  };
}

/**
 * A page of the brand list's search (all brands when the query is empty): owners of the
 * brand types (spec 02: user, licensed), so community libraries are not listed.
 */
export function ownersSearchBody(query: string, languages: string[], from: number) {
  return {
    query_string: query.trim(),
    from,
    size: SEARCH_PAGE_SIZE,
    languages,
    match_languages: matching(query, languages),
    types: [...BRAND_OWNER_TYPES],
    fetch: OWNER_CARD_FETCH,
  };
}

/** One brand with everything its page shows, the catalog tree included. */
export function ownerPageBody(id: string, languages: string[]) {
  return {
    ids: [id],
    favourite_languages: languages,
    fetch: { ...OWNER_CARD_FETCH, structures: ['catalog'] },
  };
}

/** The filter group that restricts a search to one brand's items. */
export function ownerFilter(ownerId: string): FilterGroup {
  return {
    operator: 'and',
    filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: [ownerId] }],
  };
}

/** Collections and families count only when they hold a visible model or material. */
const NOT_EMPTY: FilterGroup = {
  operator: 'or',
  filters: [
    { algorithm: 'range', scope: 'models_count_cad', values: [1, null] },
    { algorithm: 'range', scope: 'models_count_material', values: [1, null] },
  ],
};

export const isModelKind = (kind: ItemKind): kind is ModelKind =>
  kind === 'models' || kind === 'materials';

/**
 * A search of a brand's items of one kind: its path and body. Without a query the brand's
 * own order (weight) applies; with one, relevance. `modifiedSince` narrows models and
 * materials; collections and families stay (their own time says nothing of their members).
 */
export function brandItemsRequest(
  ownerId: string,
  kind: ItemKind,
  from: number,
  size: number,
  languages: string[],
  query = '',
  modifiedSince?: number,
): [path: string, body: object] {
  const common = {
    from,
    size,
    languages,
    match_languages: matching(query, languages),
    query_string: query,
    ordering: query ? ('natural' as const) : ('weight' as const),
  };
  if (isModelKind(kind))
    return [
      '/v1/models/search',
      {
        ...common,
        types: [MODEL_TYPES[kind]],
        filtering: narrowed([ownerFilter(ownerId)], modifiedSince),
        fetch: CARD_FETCH,
      },
    ];
  return [
    '/v1/collections/search',
    {
      ...common,
      types: [COLLECTION_TYPES[kind]],
      filtering: [ownerFilter(ownerId), NOT_EMPTY],
      fetch: { texts: true, images: true, model_counts: true },
    },
  ];
}

const ITEM_KINDS: ItemKind[] = ['collections', 'families', 'models', 'materials'];

/**
 * The requests (catalogue path and body) the page at `pathname` and `search` starts with,
 * when they do not depend on anything but the URL and the language: the models or materials
 * search of / and /materials (without filters), the brand search of /brands, and a brand
 * page's brand and item counts. The `date` parameter narrows them as the app's state will
 * (embedding/state.ts reads it by the same rule), so the app takes their answers over.
 */
export function firstRequests(
  pathname: string,
  search: string,
  languages: string[],
): Array<[path: string, body: object]> {
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  const modifiedSince = dayStart(params.get(EMBED_URL_PARAMS.date));
  const screen = /^\/(materials)?$/.exec(pathname);
  if (screen && !params.has('f')) {
    const kind: ModelKind = screen[1] ? 'materials' : 'models';
    const filtering = toFiltering({}, { kind });
    return [
      [
        '/v1/models/search',
        modelsSearchBody({ kind, query, filtering, languages, modifiedSince }, 0),
      ],
    ];
  }
  if (/^\/brands\/?$/.test(pathname))
    return [['/v1/owners/search', ownersSearchBody(query, languages, 0)]];
  const brand = /^\/brands\/([^/]+)/.exec(pathname);
  if (brand) {
    let id: string;
    try {
      id = decodeURIComponent(brand[1]!);
    } catch {
      return [];
    }
    return [
      ['/v1/owners/fetch', ownerPageBody(id, languages)],
      ...ITEM_KINDS.map((kind) =>
        brandItemsRequest(id, kind, 0, CAROUSEL_SIZE, languages, '', modifiedSince),
      ),
    ];
  }
  return [];
}
