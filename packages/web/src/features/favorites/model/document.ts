/**
 * The favourites document (spec 02 s.3), kept as one triple (scope 'favorites', key
 * 'favorite_models') whose value is this document as JSON. Version '2' holds the items per
 * kind, each naming the lists it is on, and the lists; a version 1 document (a bare array of
 * models) is read as one default list 'My list'. Anything else is refused, never guessed at:
 * writing over a document we cannot read would lose it.
 */
export const FAVORITES_SCOPE = 'favorites';
export const FAVORITES_KEY = 'favorite_models';
export const DEFAULT_LIST_ID = 'default_list';
export const DEFAULT_LIST_NAME = 'My list';
/** A list card shows at most this many preview images (spec 02 s.9). */
export const MAX_PREVIEW_IMAGES = 3;
/** Spec 02 s.8. */
export const UNSUPPORTED_VERSION = 'Unsupported version';

/** The kinds, in the order a list opens at the first one with items (spec 02 s.2). */
export const FAVORITE_KINDS = ['models', 'materials', 'brands', 'collections', 'families'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export interface ListMembership {
  id: string;
  /** When the item was put on that list (ms). */
  addDateTime: number;
}

export interface FavoriteItem {
  id: string;
  name: string;
  /** When the item first became a favourite (ms). */
  addDateTime: number;
  lists: ListMembership[];
  /** The file-service id of the item's preview image. */
  previewImage?: string;
}

export interface FavoriteList {
  id: string;
  name: string;
  description: string;
  addDateTime: number;
  /** Last change of the list or its items (ms); 'Last edited' and the modified sort. */
  modifiedDateTime?: number;
  /** Up to 3 preview images of its earliest-added items. */
  previewImages: string[];
}

export interface FavoritesDocument {
  version: '2';
  data: Record<FavoriteKind, FavoriteItem[]>;
  lists: FavoriteList[];
  /**
   * The list the user last put an item on (ours, beyond spec 02 s.3): the lists dialog ticks
   * it for the next item, so adding takes the heart and Save. Other readers ignore it.
   */
  lastListId?: string;
}

export class UnsupportedVersionError extends Error {
  constructor() {
    super(UNSUPPORTED_VERSION);
    this.name = 'UnsupportedVersionError';
  }
}

export function emptyDocument(): FavoritesDocument {
  return {
    version: '2',
    data: { models: [], materials: [], brands: [], collections: [], families: [] },
    lists: [],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec 02 s.5: a lists array and a data object with the five arrays. */
function isVersion2(value: Record<string, unknown>): value is Record<string, unknown> & {
  data: FavoritesDocument['data'];
  lists: FavoriteList[];
} {
  const data = value.data;
  return (
    Array.isArray(value.lists) &&
    isRecord(data) &&
    FAVORITE_KINDS.every((kind) => Array.isArray(data[kind]))
  );
}

/** Entries a hand-edited or damaged document may hold are skipped, not trusted. */
const isItem = (value: unknown): value is FavoriteItem =>
  isRecord(value) && typeof value.id === 'string' && Array.isArray(value.lists);

const isList = (value: unknown): value is FavoriteList =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';

interface Version1Item {
  id: string;
  name: string;
  addDateTime: number;
}

const isVersion1 = (value: unknown): value is Version1Item[] =>
  Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.id === 'string');

/** A version 1 array as version 2: every model on 'My list', added when it was favoured. */
export function migrateVersion1(items: Version1Item[], now: number): FavoritesDocument {
  const document = emptyDocument();
  const times = items.map((item) => (Number.isFinite(item.addDateTime) ? item.addDateTime : now));
  document.data.models = items.map((item, index) => ({
    id: item.id,
    name: typeof item.name === 'string' ? item.name : '',
    addDateTime: times[index]!,
    lists: [{ id: DEFAULT_LIST_ID, addDateTime: times[index]! }],
  }));
  document.lists = [
    {
      id: DEFAULT_LIST_ID,
      name: DEFAULT_LIST_NAME,
      description: '',
      addDateTime: times.length > 0 ? Math.min(...times) : now,
      modifiedDateTime: now,
      previewImages: [],
    },
  ];
  return document;
}

/**
 * The document in a triple's value (JSON); none yet is an empty document. A version 1 array
 * (bare or as { version: '1', data }) is migrated; anything else throws 'Unsupported version'.
 */
export function parseFavorites(value: string | null | undefined, now: number): FavoritesDocument {
  if (value === null || value === undefined || value === '') return emptyDocument();
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new UnsupportedVersionError();
  }
  if (isVersion1(parsed)) return migrateVersion1(parsed, now);
  if (!isRecord(parsed)) throw new UnsupportedVersionError();
  if ((parsed.version === '1' || parsed.version === 1) && isVersion1(parsed.data))
    return migrateVersion1(parsed.data, now);
  const version = parsed.version ?? '2';
  if ((version === '2' || version === 2) && isVersion2(parsed)) {
    const data = emptyDocument().data;
    for (const kind of FAVORITE_KINDS) data[kind] = parsed.data[kind].filter(isItem);
    const lastListId = typeof parsed.lastListId === 'string' ? parsed.lastListId : undefined;
    return {
      version: '2',
      data,
      lists: parsed.lists.filter(isList),
      ...(lastListId ? { lastListId } : {}),
    };
  }
  throw new UnsupportedVersionError();
}

/** The number of items on list `listId`, over all kinds. */
export function itemCount(document: FavoritesDocument, listId: string): number {
  return FAVORITE_KINDS.reduce(
    (sum, kind) =>
      sum + document.data[kind].filter((item) => item.lists.some((l) => l.id === listId)).length,
    0,
  );
}

/** The items of `kind` on list `listId`. */
export function itemsOn(
  document: FavoritesDocument,
  listId: string,
  kind: FavoriteKind,
): FavoriteItem[] {
  return document.data[kind].filter((item) => item.lists.some((l) => l.id === listId));
}

/** Whether `id` of `kind` is on any list. */
export function isFavorite(
  document: FavoritesDocument | undefined,
  kind: FavoriteKind,
  id: string,
) {
  return !!document?.data[kind].some((item) => item.id === id);
}

/**
 * The name to show: the migrated default list keeps the stored name 'My list' (spec 02 s.3)
 * but reads in the user's language while nobody has renamed it.
 */
export function listName(list: FavoriteList, defaultName: string): string {
  return list.id === DEFAULT_LIST_ID && list.name === DEFAULT_LIST_NAME ? defaultName : list.name;
}
