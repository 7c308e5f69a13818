/**
 * Catalogue items by id for the browse screens: the models of a result page (one fetch per
 * page), and brands, collections and tags by id (batched per tick, cached per id) for card
 * owner names and filter labels. Texts come in the asked languages, most wanted first.
 */
import type { Collection, Model, Owner, Tag } from '@vitrine/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { createBatcher } from './batch';
import { postJson } from './client';
import { CARD_FETCH } from './requestBodies';

export type ModelDoc = Partial<Model> & { id: string };
export type OwnerDoc = Partial<Owner> & { id: string };
export type CollectionDoc = Partial<Collection> & { id: string };
export type TagDoc = Partial<Tag> & { id: string };

export { CARD_FETCH };

/** The models with these ids, in the given order; unknown or hidden ids are left out. */
export async function fetchModels(
  ids: string[],
  languages: string[],
  signal?: AbortSignal,
): Promise<ModelDoc[]> {
  if (ids.length === 0) return [];
  const answer = await postJson<{ models: ModelDoc[] }>(
    '/v1/models/fetch',
    { ids, favourite_languages: languages, fetch: CARD_FETCH },
    signal,
  );
  return answer.models;
}

export type Entity = 'owners' | 'collections' | 'tags';
export type DocOf = { owners: OwnerDoc; collections: CollectionDoc; tags: TagDoc };

const FETCH_FLAGS: Record<Entity, object> = {
  owners: { texts: true },
  collections: { texts: true },
  // A category tag's icon shows on its chip (spec 02 s.3: client category tag icon).
  tags: { texts: true, images: true },
};

const batchers = new Map<string, (id: string) => Promise<unknown>>();

/** The batcher of one entity and language list (texts differ by language). */
function loaderOf<E extends Entity>(entity: E, languages: string[]) {
  const key = `${entity}:${languages.join(',')}`;
  let load = batchers.get(key);
  if (!load) {
    load = createBatcher(async (ids) => {
      const answer = await postJson<Record<E, Array<DocOf[E]>>>(`/v1/${entity}/fetch`, {
        ids,
        favourite_languages: languages,
        fetch: FETCH_FLAGS[entity],
      });
      return new Map(answer[entity].map((item) => [item.id, item]));
    });
    batchers.set(key, load);
  }
  return load as (id: string) => Promise<DocOf[E] | null>;
}

const byIdKey = (entity: Entity, id: string, languages: string[]) =>
  ['catalog', entity, 'byId', id, languages] as const;

/**
 * One item by id: undefined while it loads, null when the catalogue does not have it. Many
 * cards asking at once share one request.
 */
export function useItem<E extends Entity>(
  entity: E,
  id: string | undefined,
  languages: string[],
): DocOf[E] | null | undefined {
  const { data } = useQuery({
    queryKey: byIdKey(entity, id ?? '', languages),
    queryFn: () => loaderOf(entity, languages)(id!),
    enabled: !!id,
  });
  return id ? data : null;
}

/** Several items by id, as a map; entries appear as they arrive. */
export function useItems<E extends Entity>(
  entity: E,
  ids: readonly string[],
  languages: string[],
): Map<string, DocOf[E]> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: byIdKey(entity, id, languages),
      queryFn: () => loaderOf(entity, languages)(id),
    })),
    combine: toMap,
  }) as Map<string, DocOf[E]>;
}

/** Module-level, so TanStack Query keeps the map while no result changes. */
function toMap(results: Array<{ data?: { id: string } | null }>) {
  const map = new Map<string, unknown>();
  for (const { data } of results) if (data) map.set(data.id, data);
  return map;
}
