/** An entry of the search bar's list, and its element id (aria-activedescendant). */
import type { HistoryEntry } from '../../storage/searchHistory';
import type { Suggestion } from './suggestions';

export type ListOption =
  { kind: 'history'; entry: HistoryEntry } | { kind: 'suggestion'; suggestion: Suggestion };

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;
