/** The catalogue as a package's checks see it: stored items, tags and product information. */
import type { Entity, Tag } from '@vitrine/contracts';
import type { CatalogueView, StoredSummary } from '@vitrine/catalogue-package';
import type { ImportDeps } from './import.types';

export function catalogueView({
  catalogue,
  pim,
}: Pick<ImportDeps, 'catalogue' | 'pim'>): CatalogueView {
  return {
    async existing(entity: Entity, ids: string[]) {
      const found = new Map<string, StoredSummary>();
      for (let start = 0; start < ids.length; start += 1000) {
        for (const doc of await catalogue.documents(entity, ids.slice(start, start + 1000))) {
          const ownerId = entity === 'owner' ? doc.id : doc.owner_id;
          found.set(doc.id, { ...(ownerId ? { ownerId } : {}), state: doc.state });
        }
      }
      return found;
    },
    async tags() {
      const ids = (await catalogue.summaries('tag')).map((s) => s.id);
      const tags = (await catalogue.documents('tag', ids)) as Tag[];
      return tags.map((t) => ({
        id: t.id,
        type: t.type,
        namespace: t.namespace,
        parentIds: t.parent_tag_ids,
        labels: t.texts.map((text) => text.payload),
      }));
    },
    productInformationOwners: (keys) => pim.ownersOf(keys),
  };
}
