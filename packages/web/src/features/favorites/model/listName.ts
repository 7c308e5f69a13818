/**
 * The name the add dialog suggests for a new list (spec 02 s.5): 'My list', or 'My list N'
 * with N one above the highest number any list's name already carries after 'My list'.
 */
import { DEFAULT_LIST_NAME, type FavoriteList } from './document';

export function suggestListName(
  lists: readonly Pick<FavoriteList, 'name'>[],
  base: string = DEFAULT_LIST_NAME,
): string {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped}(?: (\\d+))?$`, 'i');
  let highest: number | null = null;
  for (const list of lists) {
    const match = pattern.exec(list.name.trim());
    if (match) highest = Math.max(highest ?? 0, match[1] ? Number(match[1]) : 1);
  }
  return highest === null ? base : `${base} ${highest + 1}`;
}
