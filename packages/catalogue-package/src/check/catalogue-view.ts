/** What the checks ask of the catalogue a package goes into (the server answers). */
import type { Entity } from '@vitrine/contracts';

/** A stored item as far as the checks care. */
export interface StoredSummary {
  /** Its brand: owner_id, or a brand's own id; undefined for tags of the whole catalogue. */
  ownerId?: string;
  state: string;
}

/** A tag, for finding a category or property value by id, namespace, key or label. */
export interface TagSummary {
  id: string;
  type: string;
  namespace: string;
  /** Ids of the tags it belongs under (a value tag: its property). */
  parentIds: string[];
  /** Its labels in every language. */
  labels: string[];
}

export interface CatalogueView {
  /** The stored items among these ids. */
  existing(entity: Entity, ids: string[]): Promise<Map<string, StoredSummary>>;
  /** Every stored tag. */
  tags(): Promise<TagSummary[]>;
  /** The brand of stored product information items among these keys. */
  productInformationOwners(keys: string[]): Promise<Map<string, string | undefined>>;
}

/** A view of an empty catalogue (tests, or checking a package on its own). */
export const EMPTY_CATALOGUE: CatalogueView = {
  existing: async () => new Map(),
  tags: async () => [],
  productInformationOwners: async () => new Map(),
};
