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
import { isVisible, linkVisibility, type Caller } from '../access';
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

/** What the service needs of the catalogue: the models that carry an article. */
export interface ArticleModels {
  modelsWithArticle(
    manufacturerId: string,
    artNo: string,
  ): Promise<Array<{ state: string; owner_id: string | null; article?: { finalArtNo?: string } }>>;
}

/** What of an article a caller may not see: all of it, or some variants' items. */
interface Hidden {
  all: boolean;
  variants: string[];
}

export function createPimService(store: Store, catalogue: ArticleModels) {
  const repository = createPimRepository(store);

  /**
   * Product information belongs to the models that carry its article: a caller who may open
   * none of them gets nothing (as for an unknown article), and a variant only models the
   * caller may not open carry is left out. Owners and administrators see their drafts' the
   * way they open them by link (access/visibility.ts); an article no model carries is
   * answered as stored.
   */
  async function hiddenFor(article: PimArticle, caller: Caller): Promise<Hidden> {
    const models = await catalogue.modelsWithArticle(article.manufacturerId, article.artNo);
    if (models.length === 0) return { all: false, variants: [] };
    const visibility = linkVisibility(caller, true);
    const open = models.filter((m) => isVisible(visibility, m.state, m.owner_id));
    if (open.length === 0) return { all: true, variants: [] };
    const shown = new Set(open.map((m) => m.article?.finalArtNo));
    const variants = models
      .map((m) => m.article?.finalArtNo)
      .filter((v): v is string => !!v && !shown.has(v));
    const hidden = { all: false, variants: [...new Set(variants)] };
    if (article.finalArtNo && hidden.variants.includes(article.finalArtNo)) hidden.all = true;
    return hidden;
  }

  /** The asked language when the article has items in it, else the fallback. */
  async function languageFor(article: PimArticle, asked: string | undefined) {
    const wanted = wantedLanguage(asked);
    const present = await repository.languages(article.manufacturerId, article.artNo);
    if (present.includes(wanted)) return wanted;
    return present.includes(PIM_FALLBACK_LANGUAGE) ? PIM_FALLBACK_LANGUAGE : (present[0] ?? wanted);
  }

  async function filterOf(
    article: PimArticle,
    language: string | undefined,
    filters: Filters = {},
    hidden: Hidden,
  ): Promise<PimFilter> {
    return {
      manufacturerId: article.manufacturerId,
      artNo: article.artNo,
      finalArtNo: article.finalArtNo || null,
      // Nothing of a hidden article shows, not even which languages it has.
      language: hidden.all ? wantedLanguage(language) : await languageFor(article, language),
      categories: filters.categories?.length ? filters.categories : null,
      contentTypes: filters.contentTypes?.length ? filters.contentTypes : null,
      imageMinWidth: filters.imageMinWidth ?? 0,
      imageMinHeight: filters.imageMinHeight ?? 0,
      hiddenVariants: hidden.variants,
    };
  }

  return {
    /** An article's categories that have items passing the filters, in PIM_CATEGORIES order. */
    async categories(request: PimCategoriesRequest, caller: Caller): Promise<PimCategoriesAnswer> {
      const hidden = await hiddenFor(request.article, caller);
      const filter = await filterOf(request.article, request.language, request.filters, hidden);
      const counts = hidden.all
        ? new Map<string, number>()
        : await repository.countByCategory(filter);
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
    async items(request: PimItemsRequest, caller: Caller): Promise<PimItemsFound> {
      const hidden = await hiddenFor(request.article, caller);
      const filter = await filterOf(request.article, request.language, request.filters, hidden);
      if (hidden.all) return { rows: [], total: 0, language: filter.language };
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

/** The language asked for as the service compares it (default: the fallback). */
const wantedLanguage = (asked: string | undefined) =>
  (asked ?? PIM_FALLBACK_LANGUAGE).slice(0, 2).toLowerCase();

const rank = (order: readonly string[], category: string) => {
  const i = order.indexOf(category);
  return i < 0 ? order.length : i;
};

export type PimService = ReturnType<typeof createPimService>;
