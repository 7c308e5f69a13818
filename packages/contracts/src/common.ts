/**
 * Building blocks shared by every catalogue entity (spec 01 section 3).
 * Field names follow the spec exactly (snake_case), because hosts and other
 * clients read these documents as they are.
 */
import { Type, type Static } from 'typebox';

export { LANGUAGES, type Language } from './languages';

/** An id as stored in the catalogue: short, printable, no path separators. */
export const Id = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.:~@+-]+$' });
/** A language code as texts carry it; the empty string marks language-neutral content. */
export const LanguageCode = Type.String({ maxLength: 16 });

export const TextEntry = Type.Object({
  category: Type.String({
    description: 'title, subtitle, description, articlenumber, name, slogan, label, ...',
  }),
  format: Type.String({ description: 'plain, markdown or html' }),
  payload: Type.String(),
  language: LanguageCode,
  score: Type.Number(),
  origin: Type.Optional(Type.String()),
});
export type TextEntry = Static<typeof TextEntry>;

/** An image, video, audio, document or binary: a file in the file service plus what it is for. */
export const MediaEntry = Type.Object({
  category: Type.String({ description: 'preview, logo, banner, icon, datasheet, ...' }),
  dataport: Id,
  language: Type.Optional(LanguageCode),
  score: Type.Number(),
  origin: Type.Optional(Type.String()),
  format: Type.Optional(Type.String({ description: 'file format, e.g. png, pdf' })),
});
export type MediaEntry = Static<typeof MediaEntry>;

export const ReferenceEntry = Type.Object({
  category: Type.String({
    description:
      'city, country, email, url, website, facebook, instagram, twitter, linkedin, pinterest, youtube, external_catalog, egr_pim, manufacturer_id',
  }),
  format: Type.String({ description: 'plain, url, json, iso3166' }),
  dataport: Type.Optional(Id),
  payload: Type.Optional(Type.String()),
});
export type ReferenceEntry = Static<typeof ReferenceEntry>;

export const TagEntry = Type.Object({
  tag_id: Id,
  value_tag_id: Type.Optional(Id),
  value_freeform: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number()),
  origin: Type.Optional(Type.String()),
});
export type TagEntry = Static<typeof TagEntry>;

export const PropertyEntry = Type.Object({
  property_tag_id: Id,
  value_tag_id: Type.Optional(Id),
  value_freeform: Type.Optional(Type.String()),
});
export type PropertyEntry = Static<typeof PropertyEntry>;

/** A 3D/CAD file of a model; `features` says whether it holds 3d or only 2d geometry. */
export const CadEntry = Type.Object({
  format: Type.String({ description: 'glb, obj, dwg, pec, ...' }),
  dataport: Id,
  category: Type.Optional(Type.String()),
  features: Type.Optional(Type.Array(Type.String(), { description: '3d and/or 2d' })),
  language: Type.Optional(LanguageCode),
  score: Type.Optional(Type.Number()),
  origin: Type.Optional(Type.String()),
});
export type CadEntry = Static<typeof CadEntry>;

/**
 * A material file. For a material item these are its maps (category basecolor, normal,
 * roughness, metallic) and its definition (category definition); for a product they are the
 * material slots a configurator can fill.
 */
export const MaterialEntry = Type.Object({
  category: Type.String(),
  dataport: Type.Optional(Id),
  format: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number()),
  origin: Type.Optional(Type.String()),
});
export type MaterialEntry = Static<typeof MaterialEntry>;

export const StructureLink = Type.Object({
  source_id: Type.Optional(Id),
  target_id: Type.Optional(Id),
  entity: Type.String({ description: 'owner, collection, model or root' }),
  weight: Type.Number(),
  origin: Type.Optional(Type.String()),
});
export type StructureLink = Static<typeof StructureLink>;

/** Outbound or inbound structure: the catalog tree and the membership linkage. */
export const Structure = Type.Object({
  catalog: Type.Array(StructureLink),
  linkage: Type.Array(StructureLink),
});
export type Structure = Static<typeof Structure>;

export const EditInfos = Type.Object({
  creation_datetime: Type.String(),
  creation_epochmillis: Type.Number(),
  modified_datetime: Type.String(),
  modified_epochmillis: Type.Number(),
  created_by_user_id: Type.Optional(Type.String()),
  last_modified_by_user_id: Type.Optional(Type.String()),
});
export type EditInfos = Static<typeof EditInfos>;

/** An import pipeline ("cup") attached to an item, and the tentacle that feeds it. */
export const Krakencup = Type.Object({
  config: Type.Record(Type.String(), Type.Unknown()),
  auto_update: Type.Boolean(),
  label: Type.String(),
  cup_id: Type.String(),
  tentacle_id: Type.String(),
  layer: Type.String(),
  type: Type.String(),
  is_alive: Type.Boolean(),
  last_update_epochmillis: Type.Optional(Type.Number()),
});
export type Krakencup = Static<typeof Krakencup>;

export const OriginInfo = Type.Object({
  origin: Type.String({ description: 'where the item came from: demo, sh3f, api' }),
  source: Type.Optional(Type.String()),
  imported_epochmillis: Type.Optional(Type.Number()),
});

/** A pending piece of work on the item (e.g. a preview to render), so lists can find unfinished items. */
export const BacklogEntry = Type.Object({
  task: Type.String(),
  since_epochmillis: Type.Number(),
});

/**
 * An item's state. Who sees which is decided in one place, the server's access/visibility.ts
 * (docs/API.md "Who sees which items"): published and deprecated items are public; drafts
 * only in their owners' draft view; suppressed ones never in lists.
 */
export const ITEM_STATES = [
  'published',
  'draft',
  'suppressed',
  'draft_and_suppressed',
  'deprecated',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const StoredItemFields = {
  id: Id,
  state: Type.Enum(ITEM_STATES),
  layer: Type.String({ description: 'data layer, "main" unless an import keeps its own' }),
  data_state: Type.String({ description: 'complete, incomplete or invalid' }),
  overrule_state: Type.String({ description: 'none, force_visible or force_hidden' }),
  data_version: Type.Integer(),
  edit_infos: EditInfos,
  raw_layers: Type.Array(Type.String()),
  origin_infos: Type.Array(OriginInfo),
  backlog: Type.Array(BacklogEntry),
  krakencups: Type.Array(Krakencup),
};
