/**
 * Lists for project work: a note and a quantity per item of a favourites list, and read-only
 * share links. The lists themselves live in the favourites triple (spec 02 s.3), which the
 * web app writes; this service reads it to check that a list or item exists and to show a
 * shared list. Share tokens are 32 random bytes; only their hash is stored, and they are
 * never logged (the token travels in the body, which the logger does not write).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  LIST_SHARES_MAX,
  type ListItemsReadRequest,
  type ListExportRequest,
  type ListItemWriteRequest,
  type ListShare,
  type ListShareCreateRequest,
  type ListSharesReadRequest,
  type SharedListAnswer,
  type SharedListExportRequest,
} from '@vitrine/contracts';
import { setImmediate } from 'node:timers/promises';
import {
  mayManageList,
  mayReadSharedList,
  requireLogin,
  requirePermission,
  type Caller,
} from '../access';
import { listTooLargeToExport, notOnLists, shareLinkInvalid, tooManyShareLinks } from '../errors';
import { checkText } from '../input-text';
import type { Store } from '../store';
import { FAVORITES_KEY, FAVORITES_SCOPE, listOf, type DocumentItem } from './favorites-document';
import {
  exportFile,
  exportRowOf,
  itemLink,
  sheetImageReader,
  LIST_EXPORT_MAX_PDF,
  LIST_EXPORT_MAX_ROWS,
  type ExportRow,
} from './list-export';
import { createListsRepository, type ListItemRow, type ShareRow } from './lists.repository';
import { createTriplesRepository } from './triples.repository';
import type { ItemSheets, ProductSheet, SheetImages } from './users.types';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
/** A share-id that is no UUID cannot name a row; answered like an unknown one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shareOf = (row: ShareRow): ListShare => ({
  share_id: row.share_id,
  list_id: row.list_id,
  created_at: iso(row.created_at)!,
  expires_at: iso(row.expires_at),
  hint: row.hint,
});

/** What a list export needs besides the store: items' sheets and images, the app's address. */
export interface ListExportDeps {
  sheets?: ItemSheets;
  images?: SheetImages;
  publicUrl?: string;
}

/** The catalogue entity of each kind of favourite (families are collections too). */
const ENTITY_OF = {
  models: 'model',
  materials: 'model',
  brands: 'owner',
  collections: 'collection',
  families: 'collection',
} as const;
/** Items whose sheets are read at once: the catalogue reads each batch in a few queries. */
const SHEET_BATCH = 100;

export function createListsService(store: Store, exportDeps: ListExportDeps = {}) {
  const repository = createListsRepository(store);
  const triples = createTriplesRepository(store);

  /** A user's list as the favourites triple holds it now; undefined when it has none such. */
  async function storedList(userId: string, listId: string) {
    const [triple] = await triples.current([
      { user: userId, scope: FAVORITES_SCOPE, key: FAVORITES_KEY },
    ]);
    return listOf(triple?.value, listId);
  }

  /**
   * The share a token names and its list, while the link works: 404 for an unknown token or
   * a list deleted since, 410 once revoked or expired (the field named is `field`).
   */
  async function liveShare(token: string, field = 'token') {
    const row = await repository.shareByHash(hashOf(token));
    if (!row) throw shareLinkInvalid('unknown', field);
    if (!mayReadSharedList(row)) {
      throw shareLinkInvalid(row.revoked_at ? 'revoked' : 'expired', field);
    }
    // The owner deleted the list since: the link has nothing left to show.
    const found = await storedList(row.user_id, row.list_id);
    if (!found) throw shareLinkInvalid('unknown', field);
    return { row, found };
  }

  async function requireList(userId: string, listId: string) {
    const found = await storedList(userId, listId);
    if (!found) throw notOnLists('list_id', `List ${listId}`);
    return found;
  }

  /** The owner's own list: 401 anonymous, 404 when their favourites hold no such list. */
  async function ownList(caller: Caller, listId: string) {
    requireLogin(caller);
    checkText(listId, 'list_id');
    requirePermission(mayManageList(caller, caller.userId), 'changing this list');
    return requireList(caller.userId, listId);
  }

  /**
   * One export row per item: its product sheet from the catalogue (all items in one lookup),
   * note and quantity stored; the PDF draws each item's image too.
   */
  async function exportOf(
    userId: string,
    found: { list: { id: string; name: string; description: string }; items: DocumentItem[] },
    request: { format: ListExportRequest['format']; lang?: string },
  ) {
    const max = request.format === 'pdf' ? LIST_EXPORT_MAX_PDF : LIST_EXPORT_MAX_ROWS;
    if (found.items.length > max)
      throw listTooLargeToExport(found.items.length, max, request.format);
    const lang = request.lang ?? 'en';
    const languages = lang === 'en' ? ['en'] : [lang, 'en'];
    const details = new Map(
      (await repository.items(userId, found.list.id)).map((d) => [`${d.kind}/${d.item_id}`, d]),
    );
    const refs = found.items.map((item) => ({ entity: ENTITY_OF[item.kind], id: item.id }));
    const sheets = new Map<string, ProductSheet>();
    for (let start = 0; start < refs.length; start += SHEET_BATCH) {
      const batch = await exportDeps.sheets?.productSheets(
        refs.slice(start, start + SHEET_BATCH),
        languages,
      );
      for (const [key, sheet] of batch ?? []) sheets.set(key, sheet);
      await setImmediate();
    }
    const rows: ExportRow[] = found.items.map((item) =>
      exportRowOf(
        item,
        sheets.get(`${ENTITY_OF[item.kind]}/${item.id}`),
        details.get(`${item.kind}/${item.id}`),
        lang,
        exportDeps.publicUrl ? itemLink(exportDeps.publicUrl, item.kind, item.id) : '',
      ),
    );
    const { name, description } = found.list;
    const images = exportDeps.images && sheetImageReader(exportDeps.images);
    return exportFile({ name, description, rows }, request.format, lang, images);
  }

  return {
    /** One of the caller's lists as PDF, Excel or CSV (401 anonymous, 404 no such list). */
    async exportOwn(caller: Caller, request: ListExportRequest) {
      const found = await ownList(caller, request.list_id);
      return exportOf(caller.userId!, found, request);
    },

    /** The list a working share link names as a file (404 unknown, 410 revoked or expired). */
    async exportShared(request: SharedListExportRequest) {
      const { row, found } = await liveShare(request.token);
      return exportOf(row.user_id, found, request);
    },

    async items(caller: Caller, request: ListItemsReadRequest): Promise<ListItemRow[]> {
      await ownList(caller, request.list_id);
      return repository.items(caller.userId!, request.list_id);
    },

    async writeItem(caller: Caller, request: ListItemWriteRequest): Promise<ListItemRow> {
      checkText(request, '');
      const { items } = await ownList(caller, request.list_id);
      if (!items.some((i) => i.kind === request.kind && i.id === request.item_id))
        throw notOnLists('item_id', `Item ${request.item_id} on list ${request.list_id}`);
      return repository.putItem(caller.userId!, request.list_id, request);
    },

    async createShare(caller: Caller, request: ListShareCreateRequest) {
      await ownList(caller, request.list_id);
      const live = await repository.liveShares(caller.userId!);
      if (live.length >= LIST_SHARES_MAX) throw tooManyShareLinks(LIST_SHARES_MAX);
      const token = `lst_${randomBytes(32).toString('base64url')}`;
      const row = await repository.insertShare(
        {
          share_id: randomUUID(),
          token_hash: hashOf(token),
          hint: token.slice(-4),
          user_id: caller.userId!,
          list_id: request.list_id,
        },
        request.expires_in_days,
      );
      return { share: shareOf(row), token };
    },

    async shares(caller: Caller, request: ListSharesReadRequest): Promise<ListShare[]> {
      requireLogin(caller);
      checkText(request, '');
      return (await repository.liveShares(caller.userId, request.list_id)).map(shareOf);
    },

    /** Ends a link: its owner only (another user gets 403; an unknown id 404). */
    async revokeShare(caller: Caller, shareId: string) {
      requireLogin(caller);
      const row = UUID.test(shareId) ? await repository.shareById(shareId) : undefined;
      if (!row) throw notOnLists('list_id', `Share link ${shareId}`);
      requirePermission(mayManageList(caller, row.user_id), 'revoking the share links of others');
      await repository.revokeShare(row.share_id);
      return { revoked: true };
    },

    /** Whose list a working share link names (a list download on its behalf; 404/410). */
    async shareHolder(token: string, field: string) {
      const { row } = await liveShare(token, field);
      return { userId: row.user_id };
    },

    /** The list a share link names, with its items' notes and quantities, for anyone holding it. */
    async shared(token: string): Promise<SharedListAnswer> {
      const { row, found } = await liveShare(token);
      const details = new Map(
        (await repository.items(row.user_id, row.list_id)).map((d) => [
          `${d.kind}/${d.item_id}`,
          d,
        ]),
      );
      const { id: _id, ...list } = found.list;
      return {
        list,
        items: found.items.map((item) => {
          const d = details.get(`${item.kind}/${item.id}`);
          return { ...item, note: d?.note ?? '', quantity: d?.quantity ?? 1 };
        }),
        expires_at: iso(row.expires_at),
      };
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
