/**
 * Reads one list out of a user's favourites document (the triple 'favorites' /
 * 'favorite_models', spec 02 s.3) for a share link. The web app owns the document's shape and
 * writes it; this side only reads version 2 and skips any entry it cannot trust, so a damaged
 * document shows fewer items rather than failing.
 */
import { LIST_ITEM_KINDS, type ListItemKind } from '@vitrine/contracts';

export const FAVORITES_SCOPE = 'favorites';
export const FAVORITES_KEY = 'favorite_models';

export interface DocumentList {
  id: string;
  name: string;
  description: string;
  modifiedDateTime?: number;
}

export interface DocumentItem {
  kind: ListItemKind;
  id: string;
  name: string;
  previewImage?: string;
  addDateTime: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The list `listId` and its items, or undefined when the document has no such list. */
export function listOf(
  value: string | undefined,
  listId: string,
): { list: DocumentList; items: DocumentItem[] } | undefined {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : undefined;
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.lists) || !isRecord(parsed.data)) return;
  const list = parsed.lists.find((l) => isRecord(l) && l.id === listId) as
    Record<string, unknown> | undefined;
  if (!list) return undefined;
  const items: DocumentItem[] = [];
  for (const kind of LIST_ITEM_KINDS) {
    const entries = parsed.data[kind];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      if (!isRecord(entry) || typeof entry.id !== 'string' || !Array.isArray(entry.lists)) continue;
      const on = entry.lists.find((l) => isRecord(l) && l.id === listId) as
        Record<string, unknown> | undefined;
      if (!on) continue;
      const preview = text(entry.previewImage);
      items.push({
        kind,
        id: entry.id,
        name: text(entry.name),
        ...(preview ? { previewImage: preview } : {}),
        addDateTime: time(on.addDateTime) || time(entry.addDateTime),
      });
    }
  }
  const modified = time(list.modifiedDateTime);
  return {
    list: {
      id: listId,
      name: text(list.name),
      description: text(list.description),
      ...(modified ? { modifiedDateTime: modified } : {}),
    },
    items,
  };
}
