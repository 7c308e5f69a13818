/**
 * Requests and answers of the file service ("dataport", spec 01 s.3 and s.7). Where the spec
 * shows no answer, the shapes here are ours; docs/FILES.md explains them.
 */
import { Type, type Static } from 'typebox';
import { Id, TextEntry } from './common';

/** Dataport ids never hold dots or slashes, so no id can name a path outside the store. */
export const DataportId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

const BounceToken = Type.Optional(
  Type.String({ maxLength: 1000, description: 'echoed unchanged in the answer' }),
);

export const OriginalFile = Type.Object({
  filetype: Type.String({ description: 'sniffed from the bytes: png, jpg, glb, step, pdf, ...' }),
  media_type: Type.String(),
  size: Type.Integer(),
  file_hash: Type.String({ description: 'SHA-256 of the bytes, hex; also the ETag' }),
  confidence: Type.Number({ description: '0..1, how sure the sniffing is' }),
});

export const AliasFile = Type.Object({
  materialized: Type.Boolean({ description: 'whether a derived copy already exists on disk' }),
  filetype: Type.String(),
  size: Type.Optional(Type.Integer()),
});

export const Ownership = Type.Object({
  owned_by_owner_id: Type.Union([Id, Type.Null()]),
  owned_by_user_id: Type.Union([Id, Type.Null()]),
  is_temporary: Type.Boolean(),
});

export const AdditionalHeaders = Type.Object(
  {
    filename: Type.Optional(Type.String({ maxLength: 255 })),
    content_disposition: Type.Optional(
      Type.Union([Type.Literal('inline'), Type.Literal('attachment')]),
    ),
  },
  { additionalProperties: false },
);
export type AdditionalHeaders = Static<typeof AdditionalHeaders>;

/** What can be derived from a file; the analyses behind them are in `analyses`. */
export const Features = Type.Object({
  cad_file: Type.Optional(Type.Array(Type.String(), { description: '3d and/or 2d' })),
  imagine: Type.Optional(Type.Boolean({ description: 'imagine can render it' })),
  substance: Type.Optional(
    Type.Array(Type.String(), { description: 'maps substance can deliver (t values)' }),
  ),
  cadify: Type.Optional(Type.Array(Type.String(), { description: 'formats cadify produces' })),
  material_maps: Type.Optional(
    Type.Record(Type.String(), DataportId, {
      description: 'a material definition: map name to the dataport holding it',
    }),
  ),
});
export type Features = Static<typeof Features>;

export const ImageAnalysis = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  has_alpha: Type.Boolean(),
  ambient_color: Type.String({ description: 'dominant colour, #rrggbb' }),
  minithumb: Type.String({ description: 'a preview of at most 16x16 pixels as a data: URI' }),
  trimmed: Type.Object(
    {
      left: Type.Integer(),
      top: Type.Integer(),
      width: Type.Integer(),
      height: Type.Integer(),
    },
    { description: 'bounding box of the content that differs from the background' },
  ),
});
export type ImageAnalysis = Static<typeof ImageAnalysis>;

export const MaterialAnalysis = Type.Object({
  has_texture: Type.Boolean(),
  has_normal: Type.Boolean(),
  has_metallic: Type.Boolean(),
  has_roughness: Type.Boolean(),
  luminant: Type.Number({ description: 'percent' }),
  glass: Type.Number({ description: 'percent' }),
  metallic: Type.Number({ description: 'percent' }),
  rough: Type.Number({ description: 'percent' }),
  sound_absorbing: Type.Number({ description: 'percent' }),
  transparent: Type.Number({ description: 'percent' }),
  glossy: Type.Number({ description: 'percent' }),
});
export type MaterialAnalysis = Static<typeof MaterialAnalysis>;

export const CadAnalysisSchema = Type.Object({
  vertex_count: Type.Integer(),
  triangle_count: Type.Integer(),
  width: Type.Number({ description: 'metres' }),
  height: Type.Number({ description: 'metres' }),
  depth: Type.Number({ description: 'metres' }),
  is_2d: Type.Boolean(),
});

export const Analyses = Type.Object({
  image: Type.Optional(ImageAnalysis),
  material: Type.Optional(MaterialAnalysis),
  cad: Type.Optional(CadAnalysisSchema),
  error: Type.Optional(Type.String({ description: 'why an analysis could not be made' })),
});
export type Analyses = Static<typeof Analyses>;

export const DataportEntry = Type.Object({
  dataport_id: DataportId,
  original_file: Type.Optional(OriginalFile),
  alias_file: Type.Optional(Type.Union([AliasFile, Type.Null()])),
  ownership: Type.Optional(Ownership),
  texts: Type.Optional(Type.Array(TextEntry)),
  additional_headers: Type.Optional(AdditionalHeaders),
  features: Type.Optional(Features),
  analyses: Type.Optional(Analyses),
});
export type DataportEntry = Static<typeof DataportEntry>;

export const MetaFetch = Type.Object(
  {
    original_file: Type.Optional(Type.Boolean()),
    alias_file: Type.Optional(Type.Boolean()),
    ownership: Type.Optional(Type.Boolean()),
    texts: Type.Optional(Type.Boolean()),
    additional_headers: Type.Optional(Type.Boolean()),
    features: Type.Optional(Type.Boolean()),
    analyses: Type.Optional(Type.Boolean()),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MetaFetch = Static<typeof MetaFetch>;

export const MetaRequest = Type.Object(
  {
    dataport_ids: Type.Array(DataportId, { minItems: 1, maxItems: 1000 }),
    fetch: Type.Optional(MetaFetch),
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type MetaRequest = Static<typeof MetaRequest>;

export const MetaAnswer = Type.Object({
  took: Type.Integer(),
  bounce_token: BounceToken,
  entries: Type.Record(Type.String(), DataportEntry),
  missing: Type.Array(Type.String(), { description: 'asked ids that do not exist' }),
});
export type MetaAnswer = Static<typeof MetaAnswer>;

/** Where a stored file belongs; all optional. */
export const Storage = Type.Object(
  {
    owner_id: Type.Optional(Id),
    user_id: Type.Optional(Id),
    is_temporary: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const LoadHints = Type.Object(
  {
    filename: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    texts: Type.Optional(Type.Array(TextEntry, { maxItems: 100 })),
    content_disposition: Type.Optional(
      Type.Union([Type.Literal('inline'), Type.Literal('attachment')]),
    ),
  },
  { additionalProperties: false },
);

export const LoadRequest = Type.Object(
  {
    type: Type.Optional(
      Type.Union([Type.Literal('data'), Type.Literal('path')], {
        description: 'data: a data: URI; path: a server-side file under an allowed folder',
      }),
    ),
    datasource: Type.String({ minLength: 1 }),
    hints: Type.Optional(LoadHints),
    storage: Type.Optional(Storage),
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type LoadRequest = Static<typeof LoadRequest>;

/** The request part of load_multipart: a load request without the datasource. */
export const MultipartLoadRequest = Type.Object(
  { hints: Type.Optional(LoadHints), storage: Type.Optional(Storage), bounce_token: BounceToken },
  { additionalProperties: false },
);
export type MultipartLoadRequest = Static<typeof MultipartLoadRequest>;

export const LoadAnswer = Type.Object({
  took: Type.Integer(),
  bounce_token: BounceToken,
  dataport_id: DataportId,
  entry: DataportEntry,
});
export type LoadAnswer = Static<typeof LoadAnswer>;

export const AbsorbRequest = Type.Object(
  { source_dataport_id: DataportId, target_dataport_id: DataportId, bounce_token: BounceToken },
  { additionalProperties: false },
);
export type AbsorbRequest = Static<typeof AbsorbRequest>;

export const AnnotateRequest = Type.Object(
  {
    dataport_id: DataportId,
    texts: Type.Optional(Type.Array(TextEntry, { maxItems: 100 })),
    additional_headers: Type.Optional(AdditionalHeaders),
    features: Type.Optional(
      Type.Object(
        { material_maps: Type.Optional(Type.Record(Type.String(), DataportId)) },
        { additionalProperties: false },
      ),
    ),
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type AnnotateRequest = Static<typeof AnnotateRequest>;

export const EntryAnswer = Type.Object({
  took: Type.Integer(),
  bounce_token: BounceToken,
  entry: DataportEntry,
});
export type EntryAnswer = Static<typeof EntryAnswer>;

export const DeleteRequest = Type.Object(
  {
    dataport_ids: Type.Array(DataportId, { minItems: 1, maxItems: 1000 }),
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type DeleteRequest = Static<typeof DeleteRequest>;

export const DeleteAnswer = Type.Object({
  took: Type.Integer(),
  bounce_token: BounceToken,
  deleted: Type.Array(DataportId),
  missing: Type.Array(DataportId),
});
export type DeleteAnswer = Static<typeof DeleteAnswer>;

export const DataportListRequest = Type.Object(
  {
    owner_id: Id,
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type DataportListRequest = Static<typeof DataportListRequest>;

export const DataportListAnswer = Type.Object({
  took: Type.Integer(),
  bounce_token: BounceToken,
  total: Type.Integer(),
  list: Type.Array(DataportId),
});
export type DataportListAnswer = Static<typeof DataportListAnswer>;

export const FiletypeInfo = Type.Object({
  filetype: Type.String(),
  media_type: Type.String(),
  category: Type.String({ description: 'image, cad, material, document, archive, data' }),
  readable: Type.Boolean({ description: 'accepted and analysed on upload' }),
  writable: Type.Boolean({ description: 'produced by imagine, substance or cadify' }),
});

export const ServiceAnswer = Type.Object({
  name: Type.String(),
  version: Type.String(),
  filetypes: Type.Object({
    references: Type.Object(
      {
        imagine: Type.Array(Type.String()),
        substance: Type.Array(Type.String()),
        substance_formats: Type.Array(Type.String()),
        cadify: Type.Array(Type.String()),
      },
      { description: 'what each derivation endpoint accepts as t or f' },
    ),
    filetypes: Type.Array(FiletypeInfo),
    categories: Type.Record(Type.String(), Type.Array(Type.String())),
  }),
});
export type ServiceAnswer = Static<typeof ServiceAnswer>;

export const CdQuery = Type.Optional(
  Type.Union([Type.Literal('inline'), Type.Literal('attachment')]),
);

/** A width or height in a query string: 1 to 4096 (query strings are not type-coerced). */
const PixelSize = Type.String({ pattern: '^[1-9][0-9]{0,3}$', description: '1 to 4096 pixels' });

export const ImagineQuery = Type.Object(
  {
    w: Type.Optional(PixelSize),
    h: Type.Optional(PixelSize),
    t: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'comma-separated: crop|fit|pad and jpg|webp|png|avif, e.g. crop,webp',
      }),
    ),
    cd: CdQuery,
  },
  { additionalProperties: false },
);
export type ImagineQuery = Static<typeof ImagineQuery>;

export const SubstanceQuery = Type.Object(
  {
    t: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'texture, normal, metallic, roughness, preview or package',
    }),
    f: Type.Optional(Type.String({ maxLength: 16, description: 'jpg, png, webp, avif; zip' })),
    w: Type.Optional(PixelSize),
    h: Type.Optional(PixelSize),
    cd: CdQuery,
  },
  { additionalProperties: false },
);
export type SubstanceQuery = Static<typeof SubstanceQuery>;

export const CadifyQuery = Type.Object(
  {
    f: Type.String({ minLength: 1, maxLength: 16, description: 'glb, gltf, obj, stl, usdz, ...' }),
    ext: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,16}$' })),
    cd: CdQuery,
  },
  { additionalProperties: false },
);
export type CadifyQuery = Static<typeof CadifyQuery>;
