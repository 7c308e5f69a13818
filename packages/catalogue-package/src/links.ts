/**
 * Membership is stated on either side (a model's collection_ids, a collection's model_ids);
 * both sides are made to list it, for the collections and models the package holds.
 */
import type { PackageRecord } from '@vitrine/contracts/package';

export function linkMembers(
  models: Array<PackageRecord['model']>,
  collections: Array<PackageRecord['collection']>,
) {
  const byId = new Map(collections.map((c) => [c.id, c]));
  const modelById = new Map(models.map((m) => [m.id, m]));
  for (const collection of collections) {
    for (const id of collection.model_ids ?? []) {
      const model = modelById.get(id);
      if (model && !(model.collection_ids ?? []).includes(collection.id))
        model.collection_ids = [...(model.collection_ids ?? []), collection.id];
    }
  }
  for (const model of models) {
    for (const id of model.collection_ids ?? []) {
      const collection = byId.get(id);
      if (collection && !(collection.model_ids ?? []).includes(model.id))
        collection.model_ids = [...(collection.model_ids ?? []), model.id];
    }
  }
}
