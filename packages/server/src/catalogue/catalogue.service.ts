/** Catalogue logic: who may see what, and how fetch and list answers are put together. */
import {
  HIDDEN_STATES,
  type AnyItem,
  type Entity,
  type FetchRequest,
  type ListRequest,
} from '@vitrine/contracts';
import { maySeeDrafts, type Caller } from '../access/caller';
import { projectItem } from './catalogue.mapper';
import type { CatalogueRepository } from './catalogue.repository';
import type { DocumentCache } from './document-cache';

const HIDDEN: ReadonlySet<string> = new Set(HIDDEN_STATES);

export function createCatalogueService(repository: CatalogueRepository, cache?: DocumentCache) {
  /** Documents by id in the order asked, every state; from the cache when there is one. */
  const documents = (entity: Entity, ids: string[]) =>
    cache
      ? cache.get(entity, ids, (missing) => repository.fetchDocs(entity, missing))
      : repository.fetchDocs(entity, ids);

  return {
    /** Items by id; ids that do not exist (or are hidden from the caller) are left out. */
    async fetch(entity: Entity, request: FetchRequest, caller: Caller) {
      const includeHidden = maySeeDrafts(caller, request.fetch?.drafts);
      const ids = [...new Set(request.ids)];
      const docs = (await documents(entity, ids)).filter(
        (doc) => includeHidden || !HIDDEN.has(doc.state),
      );
      const items = docs.map((doc) =>
        projectItem(doc, request.fetch, request.favourite_languages),
      ) as Array<Partial<AnyItem> & { model_counts?: unknown }>;
      if (entity === 'collection' && request.fetch?.model_counts) {
        const counts = await repository.modelCounts(ids);
        for (const item of items) {
          item.model_counts = counts.get(item.id!) ?? { cad: 0, material: 0 };
        }
      }
      return items;
    },

    /** Ids of an entity, optionally of one owner, filtered by layer, type and backlog. */
    async list(entity: Entity, request: ListRequest, caller: Caller) {
      const type = request.filters?.type;
      return repository.listIds(entity, {
        ownerId: request.owner_id,
        layer: request.filters?.layer,
        types: type === undefined ? undefined : Array.isArray(type) ? type : [type],
        backlog: request.filters?.backlog,
        includeHidden: maySeeDrafts(caller, false),
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
