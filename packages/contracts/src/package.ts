/**
 * The catalogue package (docs/IMPORT.md): how a publisher hands Vitrine its brands, tags,
 * collections, models, materials and product information, and how Vitrine exports them.
 * Records follow the catalogue documents (entities.ts) field by field, with three
 * differences: files are named by a path inside the package (`file`) instead of a dataport
 * id; the bookkeeping fields the catalogue keeps itself (data_version, edit_infos, layers,
 * backlog) may be left out; and most lists may be left out when empty. The JSON Schema in
 * packages/contracts/schema/ is generated from these schemas.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  BacklogEntry,
  EditInfos,
  Id,
  ITEM_STATES,
  Krakencup,
  LanguageCode,
  OriginInfo,
  PropertyEntry,
  TagEntry,
} from './common';
import { ConfigurationFile } from './configurator-api';
import { CatalogEdge, COLLECTION_TYPES, MODEL_TYPES, OWNER_TYPES, TAG_TYPES } from './entities';
import { PIM_CONTENT_TYPES } from './pim-api';

/** What the first line (NDJSON) or the top object (JSON) says the file is. */
export const PACKAGE_FORMAT = 'vitrine-package';
/** The package format's version; a reader refuses versions it does not know. */
export const PACKAGE_VERSION = 1;
/** The manifest's names at the package root, looked for in this order. */
export const MANIFEST_NAMES = ['vitrine-package.json', 'vitrine-package.ndjson'] as const;
/** The simple product lists at the package root (one row per model). */
export const TABLE_NAMES = ['products.csv', 'products.xlsx'] as const;

const Strict = { additionalProperties: false } as const;
const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);
const list = <T extends TSchema>(item: T, description?: string) =>
  Type.Optional(Type.Array(item, description ? { description } : {}));

/** A path inside the package: relative, folders separated by "/", no "..". */
export const PackagePath = Type.String({
  minLength: 1,
  maxLength: 500,
  description: 'a file of the package: a path relative to its root, folders separated by "/"',
});

/** A file already in the file service, by its dataport id. */
const StoredFile = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'a file already in the file service, instead of `file`',
});

const fileOrDataport = {
  file: optional(PackagePath),
  dataport: optional(StoredFile),
};

export const PackageText = Type.Object(
  {
    category: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'title, subtitle, description, articlenumber (models); name, slogan, description (brands); label (tags)',
    }),
    language: Type.String({
      maxLength: 16,
      description:
        'en, de, cs, da, es, fr, it, nl, pl, pt, ro, ru, sv, tr; "" for language-neutral',
    }),
    payload: Type.String({ maxLength: 100_000, description: 'the text' }),
    format: optional(Type.String({ description: 'plain (default), markdown or html' })),
    score: optional(Type.Number({ description: 'order among texts of a category (default 1)' })),
    origin: optional(Type.String()),
  },
  Strict,
);
export type PackageText = Static<typeof PackageText>;

/** An image, video, audio, document or binary: a file plus what it is for. */
export const PackageMedia = Type.Object(
  {
    category: Type.String({
      minLength: 1,
      description: 'preview, logo, banner, icon, datasheet, manual, ...',
    }),
    ...fileOrDataport,
    language: optional(LanguageCode),
    score: optional(Type.Number({ description: 'higher first (default 1)' })),
    origin: optional(Type.String()),
    format: optional(Type.String({ description: 'file format; default: the file extension' })),
  },
  Strict,
);
export type PackageMedia = Static<typeof PackageMedia>;

export const PackageCad = Type.Object(
  {
    ...fileOrDataport,
    format: optional(Type.String({ description: 'glb, obj, step, ...; default: the extension' })),
    category: optional(Type.String()),
    features: list(Type.String(), '3d and/or 2d (default ["3d"])'),
    language: optional(LanguageCode),
    score: optional(Type.Number()),
    origin: optional(Type.String()),
  },
  Strict,
);
export type PackageCad = Static<typeof PackageCad>;

export const PackageMaterial = Type.Object(
  {
    category: Type.String({
      minLength: 1,
      description:
        'a material item: basecolor, normal, roughness, metallic (its PBR maps) or definition; a product: slot',
    }),
    ...fileOrDataport,
    format: optional(Type.String()),
    label: optional(Type.String()),
    score: optional(Type.Number()),
    origin: optional(Type.String()),
  },
  Strict,
);
export type PackageMaterial = Static<typeof PackageMaterial>;

export const PackageReference = Type.Object(
  {
    category: Type.String({
      minLength: 1,
      description:
        'email, url, website, city, country, facebook, instagram, twitter, linkedin, pinterest, youtube, external_catalog, egr_pim (article data as JSON), manufacturer_id',
    }),
    format: optional(Type.String({ description: 'plain (default), url, json, iso3166' })),
    payload: optional(Type.String({ maxLength: 100_000 })),
    ...fileOrDataport,
  },
  Strict,
);
export type PackageReference = Static<typeof PackageReference>;

const PackageLink = Type.Object(
  {
    source_id: optional(Id),
    target_id: optional(Id),
    entity: Type.String({ description: 'owner, collection, model or root' }),
    weight: Type.Number(),
    origin: optional(Type.String()),
  },
  Strict,
);
const PackageStructure = Type.Object(
  { catalog: list(PackageLink), linkage: list(PackageLink) },
  Strict,
);

/** What every record may carry about itself; the catalogue fills what is left out. */
const ItemFields = {
  id: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '^[A-Za-z0-9_.:~@+-]+$',
    description:
      'the publisher\'s stable id; the same id updates the same item. Unique in the whole installation: prefix it with the brand ("acme-chair-100")',
  }),
  state: optional(
    Type.Enum(ITEM_STATES, {
      description: 'published (default), draft, suppressed, draft_and_suppressed or deprecated',
    }),
  ),
  layer: optional(Type.String()),
  data_state: optional(Type.String()),
  overrule_state: optional(Type.String()),
  edit_infos: optional(EditInfos),
  raw_layers: list(Type.String()),
  origin_infos: list(OriginInfo),
  backlog: list(BacklogEntry),
  krakencups: list(Krakencup),
};

/** What models, collections and brands share. */
const ContentFields = {
  ...ItemFields,
  subtypes: list(Type.String()),
  weight: optional(Type.Number({ description: 'higher ranks first (default 0)' })),
  texts: list(PackageText),
  images: list(PackageMedia),
  videos: list(PackageMedia),
  audios: list(PackageMedia),
  documents: list(PackageMedia),
  binaries: list(PackageMedia),
  references: list(PackageReference),
  tags: list(TagEntry, 'categories and other tags by tag id'),
  structure_outbounds: optional(PackageStructure),
  structure_inbounds: optional(PackageStructure),
};

export const PackageOwner = Type.Object(
  {
    ...ContentFields,
    type: optional(Type.Enum(OWNER_TYPES)),
    is_high_quality: optional(Type.Boolean()),
    structures: optional(
      Type.Object(
        { catalog: Type.Array(CatalogEdge, { description: "the brand's catalog tree" }) },
        Strict,
      ),
    ),
  },
  { ...Strict, description: 'a brand (owner)' },
);
export type PackageOwner = Static<typeof PackageOwner>;

const Owned = {
  owner_id: Id,
};

export const PackageCollection = Type.Object(
  {
    ...ContentFields,
    ...Owned,
    type: Type.Enum(COLLECTION_TYPES, {
      description: 'collection, product_family or folder (a node of the catalog tree)',
    }),
    properties: list(PropertyEntry),
    materials: list(PackageMaterial),
    cads: list(PackageCad),
    model_ids: list(Id, 'members; models naming this collection are added'),
  },
  { ...Strict, description: 'a collection, product family or catalog folder' },
);
export type PackageCollection = Static<typeof PackageCollection>;

export const PackageModel = Type.Object(
  {
    ...ContentFields,
    ...Owned,
    type: Type.Enum(MODEL_TYPES, { description: 'cad (a product) or material' }),
    properties: list(PropertyEntry, 'property tag and value (a value tag or free-form)'),
    materials: list(PackageMaterial),
    cads: list(PackageCad),
    collection_ids: list(Id, 'collections and product families it belongs to'),
  },
  { ...Strict, description: 'a model: a product (cad) or a material' },
);
export type PackageModel = Static<typeof PackageModel>;

export const PackageTag = Type.Object(
  {
    ...ItemFields,
    type: Type.Enum(TAG_TYPES),
    namespace: Type.String({ description: 'e.g. .egr.category.seating.chair' }),
    owner_id: optional(Id),
    subtypes: list(Type.String()),
    weight: optional(Type.Number()),
    namespaces: list(Type.String()),
    hashtags: list(Type.String()),
    texts: list(PackageText),
    images: list(PackageMedia),
    freeform_features: list(Type.String({ description: 'numeric, text, unit:cm, ...' })),
    freeform_default_value: optional(Type.String()),
    parent_tag_ids: list(Id),
    parent_namespaces: list(Type.String()),
    suggested_tag_ids: list(Id),
    suggested_namespaces: list(Type.String()),
    value_tag_ids: list(Id),
    value_namespaces: list(Type.String()),
  },
  { ...Strict, description: 'a category, property, property value or hashtag' },
);
export type PackageTag = Static<typeof PackageTag>;

const PimFile = {
  file: optional(PackagePath),
  dataportId: optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
};

/** A product information item (docs/API.md "Product information service"). */
export const PackageProductInformation = Type.Object(
  {
    key: Type.String({
      minLength: 1,
      maxLength: 300,
      description: 'unique; the same key replaces',
    }),
    owner_id: Id,
    manufacturerId: Type.String({ minLength: 1, maxLength: 200 }),
    artNo: Type.String({ minLength: 1, maxLength: 200 }),
    finalArtNo: optional(Type.String({ maxLength: 200 })),
    language: optional(Type.String({ maxLength: 16 })),
    category: Type.String({ minLength: 1, maxLength: 64 }),
    contentType: Type.Enum(PIM_CONTENT_TYPES),
    name: Type.String({ maxLength: 500 }),
    ...PimFile,
    url: optional(Type.String({ maxLength: 2000 })),
    size: optional(Type.Integer({ minimum: 0 })),
    width: optional(Type.Integer({ minimum: 0 })),
    height: optional(Type.Integer({ minimum: 0 })),
    thumbnailFile: optional(PackagePath),
    thumbnailDataportId: optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    text: optional(Type.String({ maxLength: 100_000 })),
    contact: optional(
      Type.Object(
        {
          name: Type.String(),
          email: optional(Type.String()),
          phone: optional(Type.String()),
          web: optional(Type.String()),
          photoFile: optional(PackagePath),
          photoDataportId: optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
        },
        Strict,
      ),
    ),
    position: optional(Type.Number()),
  },
  { ...Strict, description: 'a product information item of an article' },
);
export type PackageProductInformation = Static<typeof PackageProductInformation>;

/**
 * A configurable model's configuration file (vcfg, docs/CONFIGURATOR.md), as a package holds
 * it: a file the model names in `binaries` (or `cads`) with format vcfg, which names its
 * geometry (a glb with one node per part) by package path in `geometry.file`, so the package
 * carries the geometry as it carries every file. The import stores the geometry and writes
 * the configuration again naming the geometry's dataport id, as the configurator reads it.
 * `geometry.dataport` names a glb already in the file service instead.
 */
export const PackageConfigurationFile = Type.Object(
  {
    ...ConfigurationFile.properties,
    geometry: Type.Object(
      { file: optional(PackagePath), dataport: optional(StoredFile) },
      {
        ...Strict,
        minProperties: 1,
        maxProperties: 1,
        description: 'the glb whose named nodes are the parts: its `file` or its `dataport`',
      },
    ),
  },
  {
    ...Strict,
    title: 'Vitrine configuration file (vcfg) in a catalogue package',
    description: 'docs/IMPORT.md "Configurable models", docs/CONFIGURATOR.md',
  },
);
export type PackageConfigurationFile = Static<typeof PackageConfigurationFile>;

/** The header: the JSON manifest's top fields, the NDJSON manifest's first line. */
const HeaderFields = {
  format: Type.Literal(PACKAGE_FORMAT),
  version: Type.Literal(PACKAGE_VERSION),
  name: optional(Type.String({ maxLength: 200, description: 'shown in reports and origins' })),
  created: optional(Type.String({ description: 'when the package was made (ISO 8601)' })),
};

export const PackageHeader = Type.Object(HeaderFields, Strict);
export type PackageHeader = Static<typeof PackageHeader>;

/** The kinds of record, by the key that names them in the JSON manifest and NDJSON lines. */
export const PACKAGE_KINDS = {
  owner: PackageOwner,
  tag: PackageTag,
  collection: PackageCollection,
  model: PackageModel,
  product_information: PackageProductInformation,
} as const;
export type PackageKind = keyof typeof PACKAGE_KINDS;
export type PackageRecord = {
  owner: PackageOwner;
  tag: PackageTag;
  collection: PackageCollection;
  model: PackageModel;
  product_information: PackageProductInformation;
};
/** The JSON manifest's list of each kind. */
export const KIND_LISTS = {
  owner: 'owners',
  tag: 'tags',
  collection: 'collections',
  model: 'models',
  product_information: 'product_information',
} as const satisfies Record<PackageKind, string>;

/** vitrine-package.json: the header and every record in lists by kind. */
export const PackageManifest = Type.Object(
  {
    ...HeaderFields,
    owners: list(PackageOwner),
    tags: list(PackageTag),
    collections: list(PackageCollection),
    models: list(PackageModel),
    product_information: list(PackageProductInformation),
  },
  { ...Strict, title: 'Vitrine catalogue package manifest', description: 'docs/IMPORT.md' },
);
export type PackageManifest = Static<typeof PackageManifest>;

/** vitrine-package.ndjson: after the header line, one record per line, keyed by its kind. */
export const PackageLine = Type.Union(
  (Object.keys(PACKAGE_KINDS) as PackageKind[]).map((kind) =>
    Type.Object({ [kind]: PACKAGE_KINDS[kind] }, Strict),
  ),
);
