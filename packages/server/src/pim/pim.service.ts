/**
 * Product information per article: which categories an article has and its items, in the
 * language asked for (else English, the demo's and most manufacturers' fallback), filtered by
 * content type and minimum image size.
 */
import {
  PIM_CATEGORIES,
  PIM_RESULT_COUNT,
  type PimArticle,
  type PimCategoriesAnswer,
  type PimCategoriesRequest,
  type PimItemInput,
  type PimItemsRequest,
} from '@vitrine/contracts';
import type { Sql, Store } from '../store';
import { createPimRepository, type PimFilter, type PimRow } from './pim.repository';

/** The language items fall back to when an article has none in the one asked for. */
export const PIM_FALLBACK_LANGUAGE = 'en';

/** A range of items as stored; the routes' mapper turns them into answers. */
export interface PimItemsFound {
  rows: PimRow[];
  total: number;
  language: string;
}

type Filters = NonNullable<PimItemsRequest['filters']>;

export function createPimService(store: Store) {
  const repository = createPimRepository(store);

  /** The asked language when the article has items in it, else the fallback. */
  async function languageFor(article: PimArticle, asked: string | undefined) {
    const wanted = (asked ?? PIM_FALLBACK_LANGUAGE).slice(0, 2).toLowerCase();
    const present = await repository.languages(article.manufacturerId, article.artNo);
    if (present.includes(wanted)) return wanted;
    return present.includes(PIM_FALLBACK_LANGUAGE) ? PIM_FALLBACK_LANGUAGE : (present[0] ?? wanted);
  }

  async function filterOf(
    article: PimArticle,
    language: string | undefined,
    filters: Filters = {},
  ): Promise<PimFilter> {
    return {
      manufacturerId: article.manufacturerId,
      artNo: article.artNo,
      finalArtNo: article.finalArtNo || null,
      language: await languageFor(article, language),
      categories: filters.categories?.length ? filters.categories : null,
      contentTypes: filters.contentTypes?.length ? filters.contentTypes : null,
      imageMinWidth: filters.imageMinWidth ?? 0,
      imageMinHeight: filters.imageMinHeight ?? 0,
    };
  }

  return {
    /** An article's categories that have items passing the filters, in PIM_CATEGORIES order. */
    async categories(request: PimCategoriesRequest): Promise<PimCategoriesAnswer> {
      const filter = await filterOf(request.article, request.language, request.filters);
      const counts = await repository.countByCategory(filter);
      const known: readonly string[] = PIM_CATEGORIES;
      const order = [...counts.keys()].sort(
        (a, b) => rank(known, a) - rank(known, b) || a.localeCompare(b),
      );
      return {
        categories: order.map((category) => ({ category, count: counts.get(category)! })),
        language: filter.language,
      };
    },

    /** One range (default: the first 100) of an article's items passing the filters. */
    async items(request: PimItemsRequest): Promise<PimItemsFound> {
      const filter = await filterOf(request.article, request.language, request.filters);
      const { start = 0, count = PIM_RESULT_COUNT } = request.resultRange ?? {};
      const found = await repository.find(filter, PIM_CATEGORIES, start, count);
      let total = found.total;
      // Past the end no row carries the total: count the matching items instead.
      if (found.rows.length === 0 && start > 0) {
        total = [...(await repository.countByCategory(filter)).values()].reduce((a, b) => a + b, 0);
      }
      return { rows: found.rows, total, language: filter.language };
    },

    /**
     * Stores items from a producer (the demo, an import); a known key is replaced. `tx`: the
     * transaction of the import's other writes.
     */
    async store(items: PimItemInput[], tx?: Sql): Promise<void> {
      await (tx ? createPimRepository(tx) : repository).upsert(items);
    },

    /** The brand each stored item among these keys came with. */
    ownersOf: (keys: string[]) => repository.owners(keys),

    /** A brand's items (exports). */
    itemsOf: (ownerId: string) => repository.ofOwner(ownerId),
  };
}

const rank = (order: readonly string[], category: string) => {
  const i = order.indexOf(category);
  return i < 0 ? order.length : i;
};

export type PimService = ReturnType<typeof createPimService>;
