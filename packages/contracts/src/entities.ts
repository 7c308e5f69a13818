/** The four catalogue entities: Model, Collection, Owner, Tag (spec 01 s.3, spec 02 s.3). */
import { Type, type Static } from 'typebox';
import {
  CadEntry,
  Id,
  MaterialEntry,
  MediaEntry,
  PropertyEntry,
  ReferenceEntry,
  StoredItemFields,
  Structure,
  TagEntry,
  TextEntry,
} from './common';

const Media = Type.Array(MediaEntry);

/** Fields Model, Collection and Owner share. */
const ContentFields = {
  ...StoredItemFields,
  subtypes: Type.Array(Type.String()),
  weight: Type.Number(),
  owner_id: Type.Optional(Id),
  texts: Type.Array(TextEntry),
  images: Media,
  videos: Media,
  audios: Media,
  documents: Media,
  binaries: Media,
  references: Type.Array(ReferenceEntry),
  tags: Type.Array(TagEntry),
  structure_outbounds: Structure,
  structure_inbounds: Structure,
};

export const MODEL_TYPES = ['cad', 'material'] as const;
export const COLLECTION_TYPES = ['collection', 'product_family', 'folder'] as const;
/**
 * `user` and `licensed` are brands (spec 02's brand list asks for both). `community` is our
 * extension: a community library (a SweetHome3D furniture library), a source of content
 * whose items credit their creators and licence; it is never listed as a brand.
 */
export const OWNER_TYPES = ['user', 'licensed', 'community'] as const;

export const TAG_TYPES = ['category_tag', 'property_tag', 'value_tag', 'hashtag'] as const;

export const Model = Type.Object({
  ...ContentFields,
  type: Type.Enum(MODEL_TYPES),
  properties: Type.Array(PropertyEntry),
  materials: Type.Array(MaterialEntry),
  cads: Type.Array(CadEntry),
  collection_ids: Type.Array(Id),
});
export type Model = Static<typeof Model>;

export const ModelCounts = Type.Object({ cad: Type.Integer(), material: Type.Integer() });
export type ModelCounts = Static<typeof ModelCounts>;

export const Collection = Type.Object({
  ...ContentFields,
  type: Type.Enum(COLLECTION_TYPES),
  properties: Type.Array(PropertyEntry),
  materials: Type.Array(MaterialEntry),
  cads: Type.Array(CadEntry),
  model_ids: Type.Array(Id),
  /** Computed on request (fetch.model_counts): visible member models by type. */
  model_counts: Type.Optional(ModelCounts),
});
export type Collection = Static<typeof Collection>;

/** One edge of a brand's catalog tree: a node and its ordered children. */
export const CatalogEdge = Type.Object({
  source_id: Id,
  source_entity: Type.String({ description: 'owner, root or collection' }),
  targets: Type.Array(
    Type.Object({
      target_id: Id,
      target_entity: Type.String({ description: 'collection or model' }),
      weight: Type.Number(),
    }),
  ),
});
export type CatalogEdge = Static<typeof CatalogEdge>;

export const Owner = Type.Object({
  ...ContentFields,
  type: Type.Enum(OWNER_TYPES),
  is_high_quality: Type.Boolean(),
  structures: Type.Object({ catalog: Type.Array(CatalogEdge) }),
});
export type Owner = Static<typeof Owner>;

export const Tag = Type.Object({
  ...StoredItemFields,
  type: Type.Enum(TAG_TYPES),
  subtypes: Type.Array(Type.String()),
  weight: Type.Number(),
  owner_id: Type.Optional(Id),
  namespace: Type.String({ description: 'e.g. .egr.category.seating.chair' }),
  namespaces: Type.Array(Type.String()),
  hashtags: Type.Array(Type.String()),
  texts: Type.Array(TextEntry),
  images: Media,
  freeform_features: Type.Array(Type.String({ description: 'numeric, text, unit:m, ...' })),
  freeform_default_value: Type.Optional(Type.String()),
  parent_tag_ids: Type.Array(Id),
  parent_namespaces: Type.Array(Type.String()),
  suggested_tag_ids: Type.Array(Id),
  suggested_namespaces: Type.Array(Type.String()),
  value_tag_ids: Type.Array(Id),
  value_namespaces: Type.Array(Type.String()),
});
export type Tag = Static<typeof Tag>;

export const ENTITIES = ['model', 'collection', 'owner', 'tag'] as const;
export type Entity = (typeof ENTITIES)[number];
export type EntityDocument = { model: Model; collection: Collection; owner: Owner; tag: Tag };
export type AnyItem = Model | Collection | Owner | Tag;

/** The plural used in paths and answer keys. */
export const ENTITY_PLURAL = {
  model: 'models',
  collection: 'collections',
  owner: 'owners',
  tag: 'tags',
} as const satisfies Record<Entity, string>;
