/**
 * Sorting favourites (spec 02 s.2, s.3 sort option): the overview sorts lists by date added
 * (newest first by default), last edited, or name; a list's items sort by the date they were
 * put on the list, the date the item was last modified, or their brand's name.
 */
import type { FavoriteList } from './document';

export type SortType = 'addDateTime' | 'modifiedDateTime' | 'name' | 'brands';
export type SortDirection = 'asc' | 'desc';

export interface SortOption {
  type: SortType;
  direction: SortDirection;
  /** The i18n key of its label (favorites namespace). */
  label: string;
}

export const LIST_SORTS: SortOption[] = [
  { type: 'addDateTime', direction: 'desc', label: 'sort.newest' },
  { type: 'addDateTime', direction: 'asc', label: 'sort.oldest' },
  { type: 'modifiedDateTime', direction: 'desc', label: 'sort.lastEdited' },
  { type: 'name', direction: 'asc', label: 'sort.az' },
  { type: 'name', direction: 'desc', label: 'sort.za' },
];

export const ITEM_SORTS: SortOption[] = [
  { type: 'addDateTime', direction: 'desc', label: 'sort.newest' },
  { type: 'addDateTime', direction: 'asc', label: 'sort.oldest' },
  { type: 'modifiedDateTime', direction: 'desc', label: 'sort.modified' },
  { type: 'brands', direction: 'asc', label: 'sort.brandsAz' },
  { type: 'brands', direction: 'desc', label: 'sort.brandsZa' },
];

/** Spec 02 s.9: addDateTime descending. */
export const DEFAULT_SORT = LIST_SORTS[0]!;

/** The option named `key` ('type-direction'), else the default. */
export function sortOf(options: SortOption[], key: string | null): SortOption {
  return options.find((o) => `${o.type}-${o.direction}` === key) ?? options[0]!;
}

export const sortKey = (option: SortOption) => `${option.type}-${option.direction}`;

/** Compares by `key`, turned for descending; ties keep their order (the sort is stable). */
export function sortBy<T>(
  items: readonly T[],
  direction: SortDirection,
  key: (item: T) => number | string,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? collator.compare(x, y)
        : Number(x) - Number(y);
    return sign * order;
  });
}

/** The overview's lists, filtered by `query` (name, case-insensitive) and sorted. */
export function sortLists(
  lists: readonly FavoriteList[],
  sort: SortOption,
  query: string,
  locale?: string,
): FavoriteList[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  const shown = needle
    ? lists.filter((list) => list.name.toLocaleLowerCase(locale).includes(needle))
    : lists;
  const key = (list: FavoriteList) =>
    sort.type === 'name'
      ? list.name
      : sort.type === 'modifiedDateTime'
        ? (list.modifiedDateTime ?? list.addDateTime)
        : list.addDateTime;
  return sortBy(shown, sort.direction, key, locale);
}
