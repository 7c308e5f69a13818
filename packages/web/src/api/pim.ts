/**
 * The product information service (spec 02 s.7): an article's categories and items, asked
 * with the login token when there is one, else the public token. A 401 with the login token
 * falls back to the public token (spec 02 s.7); a refused public token is fetched anew once.
 * A failure is reported as 'Failed to fetch PIM data' (spec 02 s.8) and shown in the dialog,
 * not as the error toast: the rest of the detail dialog works without it.
 */
import {
  PIM_CATEGORY_IMAGE_MIN,
  PIM_CONTENT_TYPES,
  PIM_ITEM_IMAGE_MIN,
  PIM_RESULT_COUNT,
  type PimArticle,
  type PimCategoriesAnswer,
  type PimItemsAnswer,
} from '@vitrine/contracts';
import { useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { reportError } from '../report';
import { accessToken } from '../session';
import { ApiError, fetchJson, jsonPost } from './client';
import { publicTokens } from './publicToken';

/** Spec 02 s.8. */
export const PIM_FETCH_ERROR = 'Failed to fetch PIM data';
/** Spec 02 s.8: the public token could not be had (the request then fails as PIM's). */
export const PUBLIC_KEY_ERROR = 'Failed to fetch public key';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

function post<T>(path: string, body: string, token: string, signal?: AbortSignal) {
  const init = jsonPost(body, signal);
  return fetchJson<T>(`${config.pimBase}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  });
}

/** POSTs to the PIM service with the best token at hand. */
export async function pimPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const json = JSON.stringify(body);
  const login = await accessToken();
  if (login) {
    try {
      return await post<T>(path, json, login, signal);
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
  }
  try {
    return await post<T>(path, json, await publicToken(), signal);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    publicTokens.forget();
    return post<T>(path, json, await publicToken(), signal);
  }
}

/** The public token; a failure to get one is reported as the spec words it. */
async function publicToken(): Promise<string> {
  try {
    return await publicTokens.token();
  } catch (error) {
    reportError(error, PUBLIC_KEY_ERROR);
    throw new Error(PUBLIC_KEY_ERROR, { cause: error });
  }
}

export interface PimData {
  categories: PimCategoriesAnswer['categories'];
  items: PimItemsAnswer['results'];
}

/**
 * Both queries of the detail dialog (spec 02 s.7): the categories to show, then their items
 * (first 100), each with the content types the dialog shows; an article without categories
 * asks for no items.
 */
export async function fetchPimData(
  article: PimArticle,
  language: string,
  signal?: AbortSignal,
): Promise<PimData> {
  const contentTypes = [...PIM_CONTENT_TYPES];
  const { categories } = await pimPost<PimCategoriesAnswer>(
    '/v1/categories/query',
    {
      article,
      language,
      filters: {
        contentTypes,
        imageMinHeight: PIM_CATEGORY_IMAGE_MIN.height,
        imageMinWidth: PIM_CATEGORY_IMAGE_MIN.width,
      },
    },
    signal,
  );
  if (categories.length === 0) return { categories, items: [] };
  const items = await pimPost<PimItemsAnswer>(
    '/v1/product_information/query',
    {
      article,
      language,
      filters: {
        categories: categories.map((c) => c.category),
        contentTypes,
        imageMinWidth: PIM_ITEM_IMAGE_MIN.width,
        imageMinHeight: PIM_ITEM_IMAGE_MIN.height,
      },
      resultRange: { start: 0, count: PIM_RESULT_COUNT },
    },
    signal,
  );
  return { categories, items: items.results };
}

export type PimState = { status: 'ok'; data: PimData } | { status: 'failed' };

/** The article's product information; 'failed' (reported) when the service cannot answer. */
export function usePimData(article: PimArticle | undefined, language: string) {
  return useQuery({
    queryKey: ['pim', article, language],
    queryFn: async ({ signal }): Promise<PimState> => {
      try {
        return { status: 'ok', data: await fetchPimData(article!, language, signal) };
      } catch (error) {
        if (signal.aborted) throw error;
        reportError(error, PIM_FETCH_ERROR);
        return { status: 'failed' };
      }
    },
    enabled: !!article,
  });
}
