/**
 * Package records ⇄ catalogue documents. A record names its files by package path; a
 * document by dataport id. Going to a document, what a record leaves out gets the
 * catalogue's defaults; going to a record, every field is written as it is, so a document
 * exported and imported again comes back the same.
 */
import type {
  AnyItem,
  CadEntry,
  Collection,
  EditInfos,
  Entity,
  EntityDocument,
  MaterialEntry,
  MediaEntry,
  Model,
  Owner,
  ReferenceEntry,
  Structure,
  Tag,
  TextEntry,
} from '@vitrine/contracts';
import type {
  PackageCad,
  PackageMaterial,
  PackageMedia,
  PackageRecord,
  PackageReference,
  PackageText,
} from '@vitrine/contracts/package';
import { extensionOf } from './ids';

/** The record kinds that are catalogue items (product information is not). */
export type ItemKind = Entity;
export type ItemRecord = PackageRecord[ItemKind];

type OriginInfos = Model['origin_infos'];

/** What a document needs that a record may leave to the importer. */
export interface DocumentContext {
  /** The dataport id of a package path (already stored or about to be). */
  idOf(packagePath: string): string;
  /** Creation and change times when the record has none. */
  editInfos(): EditInfos;
  /** Where the item came from when the record does not say. */
  originInfos(): OriginInfos;
}

type FileFields = { file?: string; dataport?: string };

function dataportOf(entry: FileFields, ctx: DocumentContext): string | undefined {
  return entry.file !== undefined ? ctx.idOf(entry.file) : entry.dataport;
}

/** The entry without file and dataport, and its format from the file name when not given. */
function withoutFile<T extends FileFields & { format?: string }>(entry: T) {
  const { file, dataport: _dataport, ...rest } = entry;
  const format = rest.format ?? (file !== undefined ? extensionOf(file) || undefined : undefined);
  return { ...rest, ...(format !== undefined ? { format } : {}) };
}

const text = (t: PackageText): TextEntry => ({
  ...t,
  format: t.format ?? 'plain',
  score: t.score ?? 1,
});

const media =
  (ctx: DocumentContext) =>
  (m: PackageMedia): MediaEntry => ({
    ...withoutFile(m),
    dataport: dataportOf(m, ctx) ?? '',
    score: m.score ?? 1,
  });

const cad =
  (ctx: DocumentContext) =>
  (c: PackageCad): CadEntry => ({
    ...withoutFile(c),
    format: withoutFile(c).format ?? 'bin',
    dataport: dataportOf(c, ctx) ?? '',
    features: c.features ?? ['3d'],
  });

const material =
  (ctx: DocumentContext) =>
  (m: PackageMaterial): MaterialEntry => {
    const dataport = dataportOf(m, ctx);
    return { ...withoutFile(m), ...(dataport !== undefined ? { dataport } : {}) };
  };

const reference =
  (ctx: DocumentContext) =>
  (r: PackageReference): ReferenceEntry => {
    const dataport = dataportOf(r, ctx);
    const { file: _file, dataport: _dataport, ...rest } = r;
    return {
      ...rest,
      format: r.format ?? 'plain',
      ...(dataport !== undefined ? { dataport } : {}),
    };
  };

const structure = (s: { catalog?: Structure['catalog']; linkage?: Structure['linkage'] } = {}) => ({
  catalog: s.catalog ?? [],
  linkage: s.linkage ?? [],
});

/** The fields every stored item has. */
function storedFields(r: ItemRecord, ctx: DocumentContext) {
  return {
    id: r.id,
    state: r.state ?? 'published',
    layer: r.layer ?? 'main',
    data_state: r.data_state ?? 'complete',
    overrule_state: r.overrule_state ?? 'none',
    data_version: 0,
    edit_infos: r.edit_infos ?? ctx.editInfos(),
    raw_layers: r.raw_layers ?? ['main'],
    origin_infos: r.origin_infos ?? ctx.originInfos(),
    backlog: r.backlog ?? [],
    krakencups: r.krakencups ?? [],
  };
}

type ContentRecord = PackageRecord['owner' | 'collection' | 'model'];

/** The fields models, collections and brands share. */
function contentFields(r: ContentRecord, ctx: DocumentContext) {
  return {
    ...storedFields(r, ctx),
    subtypes: r.subtypes ?? [],
    weight: r.weight ?? 0,
    texts: (r.texts ?? []).map(text),
    images: (r.images ?? []).map(media(ctx)),
    videos: (r.videos ?? []).map(media(ctx)),
    audios: (r.audios ?? []).map(media(ctx)),
    documents: (r.documents ?? []).map(media(ctx)),
    binaries: (r.binaries ?? []).map(media(ctx)),
    references: (r.references ?? []).map(reference(ctx)),
    tags: r.tags ?? [],
    structure_outbounds: structure(r.structure_outbounds),
    structure_inbounds: structure(r.structure_inbounds),
  };
}

export function toDocument<K extends ItemKind>(
  kind: K,
  record: PackageRecord[K],
  ctx: DocumentContext,
): EntityDocument[K] {
  switch (kind) {
    case 'owner': {
      const r = record as PackageRecord['owner'];
      const doc: Owner = {
        ...contentFields(r, ctx),
        type: r.type ?? 'licensed',
        is_high_quality: r.is_high_quality ?? false,
        structures: { catalog: r.structures?.catalog ?? [] },
      };
      return doc as EntityDocument[K];
    }
    case 'collection': {
      const r = record as PackageRecord['collection'];
      const doc: Collection = {
        ...contentFields(r, ctx),
        owner_id: r.owner_id,
        type: r.type,
        properties: r.properties ?? [],
        materials: (r.materials ?? []).map(material(ctx)),
        cads: (r.cads ?? []).map(cad(ctx)),
        model_ids: r.model_ids ?? [],
      };
      return doc as EntityDocument[K];
    }
    case 'model': {
      const r = record as PackageRecord['model'];
      const doc: Model = {
        ...contentFields(r, ctx),
        // A product unless the publisher says otherwise (cards and filters tell them apart).
        subtypes: r.subtypes ?? (r.type === 'cad' ? ['product'] : []),
        owner_id: r.owner_id,
        type: r.type,
        properties: r.properties ?? [],
        materials: (r.materials ?? []).map(material(ctx)),
        cads: (r.cads ?? []).map(cad(ctx)),
        collection_ids: r.collection_ids ?? [],
      };
      return doc as EntityDocument[K];
    }
    default: {
      const r = record as PackageRecord['tag'];
      const doc: Tag = {
        ...storedFields(r, ctx),
        type: r.type,
        namespace: r.namespace,
        ...(r.owner_id !== undefined ? { owner_id: r.owner_id } : {}),
        subtypes: r.subtypes ?? [],
        weight: r.weight ?? 0,
        namespaces: r.namespaces ?? [r.namespace],
        hashtags: r.hashtags ?? [],
        texts: (r.texts ?? []).map(text),
        images: (r.images ?? []).map(media(ctx)),
        freeform_features: r.freeform_features ?? [],
        ...(r.freeform_default_value !== undefined
          ? { freeform_default_value: r.freeform_default_value }
          : {}),
        parent_tag_ids: r.parent_tag_ids ?? [],
        parent_namespaces: r.parent_namespaces ?? [],
        suggested_tag_ids: r.suggested_tag_ids ?? [],
        suggested_namespaces: r.suggested_namespaces ?? [],
        value_tag_ids: r.value_tag_ids ?? [],
        value_namespaces: r.value_namespaces ?? [],
      };
      return doc as EntityDocument[K];
    }
  }
}

/** A package path for a dataport id, or undefined to keep the id as it is. */
export type PathOf = (dataportId: string) => string | undefined;

/** Replaces `dataport` by `file` where the id has a path in the package. */
function fileEntry<T extends { dataport?: string }>(entry: T, pathOf: PathOf) {
  if (entry.dataport === undefined) return entry;
  const file = pathOf(entry.dataport);
  if (file === undefined) return entry;
  const { dataport: _dataport, ...rest } = entry;
  return { ...rest, file };
}

const MEDIA_FIELDS = [
  'images',
  'videos',
  'audios',
  'documents',
  'binaries',
  'references',
  'cads',
  'materials',
] as const;

/**
 * A document as a package record: everything kept except data_version (each installation
 * counts its own), files by path where `pathOf` knows one.
 */
export function toRecord<K extends ItemKind>(
  _kind: K,
  doc: EntityDocument[K] | AnyItem,
  pathOf: PathOf,
): PackageRecord[K] {
  const { data_version: _version, ...rest } = doc as AnyItem & Record<string, unknown>;
  const record: Record<string, unknown> = { ...rest };
  for (const field of MEDIA_FIELDS) {
    const entries = record[field];
    if (Array.isArray(entries)) {
      record[field] = entries.map((e: { dataport?: string }) => fileEntry(e, pathOf));
    }
  }
  // Answers may carry counts computed on request; they are not part of the item.
  delete record.model_counts;
  return record as PackageRecord[K];
}

/** Each string a record's file entries hold under `key`, with the field holding it. */
function* entryValues(
  record: Record<string, unknown>,
  key: 'file' | 'dataport',
): Generator<{ field: string; value: string }> {
  for (const field of MEDIA_FIELDS) {
    const entries = record[field];
    if (!Array.isArray(entries)) continue;
    for (const [i, entry] of entries.entries()) {
      const value = (entry as Record<string, unknown> | null)?.[key];
      if (typeof value === 'string') yield { field: `${field}[${i}].${key}`, value };
    }
  }
}

/** Every file a record names, with the field that names it (for reports). */
export function* recordFiles(
  record: Record<string, unknown>,
): Generator<{ field: string; path: string }> {
  for (const { field, value } of entryValues(record, 'file')) yield { field, path: value };
}

/** Every file a record names by dataport id (a file already stored) instead of by path. */
export function* recordDataports(
  record: Record<string, unknown>,
): Generator<{ field: string; id: string }> {
  for (const { field, value } of entryValues(record, 'dataport')) yield { field, id: value };
}
