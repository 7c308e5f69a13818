/**
 * The catalogue: who may see what, how fetch and list answers are put together, and every
 * write of catalogue items and facts (catalog_meta). Nothing outside this folder touches
 * its tables.
 */
import {
  type AnyItem,
  type Entity,
  type FetchRequest,
  type ImportStatus,
  type ListRequest,
  type ReferenceEntry,
  type Tag,
  type TextEntry,
} from '@vitrine/contracts';
import { ANONYMOUS, isVisible, linkVisibility, listVisibility, type Caller } from '../access';
import { nulCharacter } from '../errors';
import { isStorableText } from '../input-text';
import type { Sql, Store } from '../store';
import { projectItem } from './catalogue.mapper';
import { createCatalogueRepository } from './catalogue.repository';
import { createDocumentCache, type ChangeFeed, type DocumentCache } from './document-cache';
import { brandPreview, modelPreview, type LinkPreview } from './link-preview';
import { productSheetOf, sheetTagIds, type ProductSheet } from './product-sheet';

/** Projections of one document kept at a time (different fetch flags or languages). */
const MAX_PROJECTIONS = 4;

/** The list filters' strings as the repository gets them; SQL text cannot hold a NUL. */
function listFilterStrings(filters: ListRequest['filters']) {
  const { layer, type } = filters ?? {};
  if (layer !== undefined && !isStorableText(layer)) throw nulCharacter('filters.layer');
  const types = type === undefined ? undefined : Array.isArray(type) ? type : [type];
  types?.forEach((t, i) => {
    if (!isStorableText(t))
      throw nulCharacter(Array.isArray(type) ? `filters.type[${i}]` : 'filters.type');
  });
  return { layer, types };
}

/** What a mail to a brand needs of it: its names (texts) and addresses (references). */
export interface BrandContact {
  id?: string;
  texts?: TextEntry[];
  references?: ReferenceEntry[];
}

/**
 * Runs after each write, with the ids whose texts are new or changed (search projects them);
 * `tx` is the transaction the write is part of, when it is (CatalogueWriter).
 */
export type WriteListener = (
  entity: Entity,
  docs: AnyItem[],
  textsChanged: string[],
  tx?: Sql,
) => Promise<void>;

/** Writes that commit together (catalogue.transaction). */
export interface CatalogueWriter {
  store(entity: Entity, docs: AnyItem[]): Promise<void>;
  /** The transaction, for other services' writes that belong with these. */
  readonly tx: Sql;
}

/** The catalog_meta key under which a running library import reports itself. */
const RUNNING_IMPORT_KEY = 'imports:running';
/** A running import reports at least this often; a record older than this is a stopped one. */
const IMPORT_STALE_MS = 120_000;

/** What a running import records (`RUNNING_IMPORT_KEY`). */
interface RunningImport {
  library: string;
  done: number;
  total: number;
  heartbeat_epochmillis: number;
}

export function createCatalogue(sql: Sql & Pick<Store, 'transaction'>) {
  const repository = createCatalogueRepository(sql);
  let cache: DocumentCache | undefined;
  const writeListeners: WriteListener[] = [];

  /** Documents by id in the order asked, every state; from the cache when there is one. */
  const documents = (entity: Entity, ids: string[]) =>
    cache
      ? cache.get(entity, ids, (missing) => repository.fetchDocs(entity, missing))
      : repository.fetchDocs(entity, ids);

  /** The documents with these ids the caller may open (a direct link), in order. */
  async function visible(entity: Entity, ids: string[], request: FetchRequest, caller: Caller) {
    const visibility = linkVisibility(caller, request.fetch?.drafts);
    // A brand's own document belongs to the brand; every other item to its owner_id.
    const brandOf = (doc: AnyItem) =>
      entity === 'owner' ? doc.id : 'owner_id' in doc ? doc.owner_id : undefined;
    return (await documents(entity, ids)).filter((doc) =>
      isVisible(visibility, doc.state, brandOf(doc)),
    );
  }

  /**
   * Items by id as `fetch` answers them; ids that do not exist or that the caller may not
   * open are left out alike.
   */
  async function fetch(entity: Entity, request: FetchRequest, caller: Caller) {
    const ids = [...new Set(request.ids)];
    const docs = await visible(entity, ids, request, caller);
    const items = docs.map((doc) =>
      projectItem(doc, request.fetch, request.favourite_languages),
    ) as Array<Partial<AnyItem> & { model_counts?: unknown }>;
    if (entity === 'collection' && request.fetch?.model_counts) {
      // The members the caller would see listed (a brand's catalog tree counts them).
      const counts = await repository.modelCounts(
        ids,
        listVisibility(caller, request.fetch.drafts),
      );
      for (const item of items) {
        item.model_counts = counts.get(item.id!) ?? { cad: 0, material: 0 };
      }
    }
    return items;
  }

  /** Fetch answers' JSON per document object (a changed document is a new object). */
  const projections = new WeakMap<AnyItem, Map<string, Buffer>>();

  return {
    fetch,

    /**
     * What a contact mail needs of a brand (the user service asks): its id, texts and
     * references as anonymous visitors see them; undefined when hidden or unknown.
     */
    async brandContact(ownerId: string): Promise<BrandContact | undefined> {
      const [owner] = await fetch(
        'owner',
        { ids: [ownerId], fetch: { texts: true, references: true } },
        ANONYMOUS,
      );
      return owner;
    },

    /**
     * What a shared link to a model or material (`model`) or a brand (`owner`) shows in chat
     * apps, as anonymous visitors may see it; undefined when hidden or unknown.
     */
    async linkPreview(
      entity: 'model' | 'owner',
      id: string,
      languages: readonly string[],
    ): Promise<LinkPreview | undefined> {
      const [doc] = await visible(entity, [id], { ids: [id] }, ANONYMOUS);
      if (!doc) return undefined;
      if (entity === 'owner') return brandPreview(doc, languages);
      const ownerId = 'owner_id' in doc ? doc.owner_id : undefined;
      const [owner] = ownerId
        ? await visible('owner', [ownerId], { ids: [ownerId] }, ANONYMOUS)
        : [];
      return modelPreview(doc, owner, languages);
    },

    /**
     * Product sheets of many items at once (a list export), as anonymous visitors see them:
     * one read per entity, one for their brands and one for the tags their properties name.
     * Keyed `${entity}/${id}`; hidden and unknown items are left out.
     */
    async productSheets(
      items: ReadonlyArray<{ entity: 'model' | 'owner' | 'collection'; id: string }>,
      languages: readonly string[],
    ): Promise<Map<string, ProductSheet>> {
      const read = async (entity: Entity, ids: string[]) =>
        ids.length ? visible(entity, [...new Set(ids)], { ids }, ANONYMOUS) : [];
      const idsOf = (entity: string) => items.filter((i) => i.entity === entity).map((i) => i.id);
      const [models, collections, brands] = await Promise.all([
        read('model', idsOf('model')),
        read('collection', idsOf('collection')),
        read('owner', idsOf('owner')),
      ]);
      const owned = [...models, ...collections];
      const ownerIds = owned.flatMap((doc) =>
        'owner_id' in doc && doc.owner_id ? [doc.owner_id] : [],
      );
      const [owners, tags] = await Promise.all([
        read('owner', ownerIds),
        read('tag', sheetTagIds(owned)),
      ]);
      const ownerById = new Map(owners.map((o) => [o.id, o]));
      const tagById = new Map(tags.map((t) => [t.id, t as Tag]));
      const sheets = new Map<string, ProductSheet>();
      const add = (entity: string, docs: AnyItem[]) => {
        for (const doc of docs) {
          const isBrand = entity === 'owner';
          const ownerId = !isBrand && 'owner_id' in doc ? doc.owner_id : undefined;
          const owner = ownerId ? ownerById.get(ownerId) : undefined;
          sheets.set(
            `${entity}/${doc.id}`,
            productSheetOf(doc, owner, tagById, languages, isBrand),
          );
        }
      };
      add('model', models);
      add('collection', collections);
      add('owner', brands);
      return sheets;
    },

    /**
     * The same items as JSON, one buffer each, when the answer needs nothing but the stored
     * documents (null otherwise: collections with model counts). A document's JSON is kept
     * per projection until the document changes, so a fetch of cached documents costs little
     * more than copying bytes.
     */
    async fetchJson(entity: Entity, request: FetchRequest, caller: Caller) {
      if (entity === 'collection' && request.fetch?.model_counts) return null;
      const docs = await visible(entity, [...new Set(request.ids)], request, caller);
      const key = JSON.stringify([request.fetch ?? null, request.favourite_languages ?? null]);
      return docs.map((doc) => {
        let byProjection = projections.get(doc);
        if (!byProjection) projections.set(doc, (byProjection = new Map<string, Buffer>()));
        let json = byProjection.get(key);
        if (!json) {
          json = Buffer.from(
            JSON.stringify(projectItem(doc, request.fetch, request.favourite_languages)),
          );
          // A handful of projections per document at most are in use; keep the latest.
          if (byProjection.size >= MAX_PROJECTIONS) byProjection.clear();
          byProjection.set(key, json);
        }
        return json;
      });
    },

    /**
     * Keeps recently fetched documents in memory, dropping each one the feed reports changed
     * (in any process). Without a feed every fetch reads the database.
     */
    followChanges(feed: ChangeFeed) {
      cache = createDocumentCache(feed);
    },

    /** Calls `listener` after every write, in order, before the write's promise settles. */
    onWritten(listener: WriteListener) {
      writeListeners.push(listener);
    },

    /** Stores items (insert or replace); the batch gets one new data_version. */
    async store(entity: Entity, docs: AnyItem[]): Promise<void> {
      const textsChanged = await repository.upsert(entity, docs);
      for (const listener of writeListeners) await listener(entity, docs, textsChanged);
    },

    /**
     * Runs `write` in one transaction: everything it stores (and what listeners write for it)
     * is there together or not at all. Other writes of the embedded database wait meanwhile.
     */
    transaction<T>(write: (writer: CatalogueWriter) => Promise<T>): Promise<T> {
      return sql.transaction((tx) => {
        const inTx = createCatalogueRepository(tx);
        return write({
          tx,
          async store(entity, docs) {
            const textsChanged = await inTx.upsert(entity, docs);
            for (const listener of writeListeners) await listener(entity, docs, textsChanged, tx);
          },
        });
      });
    },

    /** Stored documents by id in every state, in the order asked (imports and exports). */
    documents: (entity: Entity, ids: string[]) => repository.fetchDocs(entity, ids),

    /** Ids, brands and states of an entity's items, of these brands only when given. */
    summaries: (entity: Entity, ownerIds?: string[]) => repository.summaries(entity, ownerIds),

    /**
     * The models that carry an article (product information asks, to show an article's
     * items only to callers who may see one of them): state, brand and article data.
     */
    modelsWithArticle: (manufacturerId: string, artNo: string) =>
      repository.modelsWithArticle(manufacturerId, artNo),

    /** The owners with the most draft models, most first (the demo's brand editor). */
    mostDrafted: (limit: number) => repository.mostDrafted(limit),

    /** How many items of an entity are stored, in every state. */
    count: (entity: Entity) => repository.count(entity),

    /**
     * Library imports running now, recorded in catalog_meta so every process answers alike:
     * the importer reports as it goes and says when it is done; a record whose import stopped
     * reporting (a crash) for IMPORT_STALE_MS no longer counts.
     */
    imports: {
      report: (running: Omit<RunningImport, 'heartbeat_epochmillis'>) =>
        repository.setMeta(RUNNING_IMPORT_KEY, { ...running, heartbeat_epochmillis: Date.now() }),
      finished: () => repository.setMeta(RUNNING_IMPORT_KEY, null),
      async status(now = Date.now()): Promise<ImportStatus> {
        const running = await repository.getMeta<RunningImport | null>(RUNNING_IMPORT_KEY);
        if (!running || now - running.heartbeat_epochmillis > IMPORT_STALE_MS)
          return { importing: false };
        const { library, done, total } = running;
        return { importing: true, library, done, total };
      },
    },

    /** Facts about the catalogue as a whole (demo summary, libraries imported, versions). */
    meta: {
      get: <T>(key: string) => repository.getMeta<T>(key),
      set: (key: string, value: unknown) => repository.setMeta(key, value),
    },

    /**
     * Ids of an entity the caller sees listed, optionally of one owner, filtered by layer,
     * type and backlog.
     */
    async list(entity: Entity, request: ListRequest, caller: Caller) {
      const { layer, types } = listFilterStrings(request.filters);
      return repository.listIds(entity, {
        ownerId: request.owner_id,
        layer,
        types,
        backlog: request.filters?.backlog,
        visibility: listVisibility(caller, request.fetch?.drafts),
      });
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
