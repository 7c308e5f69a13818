/**
 * Links from the dialog into the filtered list (spec 02: chips link to the filtered list).
 * f holds pseudo-properties category, owner, collection, family (browse's filter model);
 * collection and family filters apply when exactly one brand is filtered, so they carry it.
 */
export type ListKind = 'models' | 'materials';

const listPath = (kind: ListKind) => (kind === 'materials' ? '/materials' : '/');

export function filteredListUrl(kind: ListKind, filters: Record<string, string[]>): string {
  return `${listPath(kind)}?${new URLSearchParams({ f: JSON.stringify(filters) }).toString()}`;
}

export const categoryUrl = (kind: ListKind, tagId: string) =>
  filteredListUrl(kind, { category: [tagId] });

export const collectionUrl = (
  kind: ListKind,
  ownerId: string,
  key: 'collection' | 'family',
  id: string,
) => filteredListUrl(kind, { owner: [ownerId], [key]: [id] });
