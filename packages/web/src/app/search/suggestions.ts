/**
 * Search-bar suggestions: the models/materials search's autocompletions (3 per group,
 * prefix algorithm, spec 02 s.9), grouped as the spec lists them. Which groups a page offers
 * follows what choosing one can do there (see chooseSuggestion.ts).
 */
import type { Autocompletion, AutocompletionScope } from '@vitrine/contracts';
import { useMemo } from 'react';
import { useAutocompletions } from '../../api/autocomplete';
import { useEmbedState } from '../../embedding';
import type { SearchScopeKind } from '../../page/page-context';

export type SuggestionGroup =
  'brand' | 'collection' | 'family' | 'propertyValue' | 'property' | 'category';

/** The groups in display order and the autocompletion scope each comes from. */
export const GROUP_SCOPES: ReadonlyArray<[SuggestionGroup, AutocompletionScope]> = [
  ['brand', 'owner_names'],
  ['collection', 'collection_titles'],
  ['family', 'product_families'],
  ['propertyValue', 'property_value_labels'],
  ['property', 'property_labels'],
  ['category', 'category_tag_labels'],
];

const GROUPS_BY_PAGE: Record<SearchScopeKind, readonly SuggestionGroup[]> = {
  models: ['brand', 'collection', 'family', 'propertyValue', 'property', 'category'],
  materials: ['brand', 'collection', 'family', 'propertyValue', 'property', 'category'],
  'brand-models': ['brand', 'collection', 'family', 'propertyValue', 'property', 'category'],
  'brand-materials': ['brand', 'collection', 'family', 'propertyValue', 'property', 'category'],
  'brand-collections': ['collection'],
  'brand-families': ['family'],
  brands: ['brand'],
  favorites: [],
};

const NO_GROUPS: readonly SuggestionGroup[] = [];

export interface Suggestion {
  group: SuggestionGroup;
  label: string;
  /** The item the label names (brand, family, tag); collection titles have none. */
  id?: string;
  /**
   * The words typed before the one the label completes, when it completes only the last
   * ("Stuhl oa" → Oak: "Stuhl"); they stay the search text when the suggestion is chosen.
   */
  before?: string;
}

/** Lower case without accents, as the server folds words for completion. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/**
 * The words before the last one of `term` when `label` completes only that word (the server
 * completes the word being typed when no label begins with the whole query: its words may
 * come from different languages, docs/SEARCH.md), else ''.
 */
export function wordsBefore(term: string, label: string): string {
  const typed = term.trim().split(/\s+/);
  if (typed.length < 2) return '';
  const whole = fold(term);
  const words = fold(label).split(' ');
  const completesWhole = words.some((_, i) => words.slice(i).join(' ').startsWith(whole));
  return completesWhole ? '' : typed.slice(0, -1).join(' ');
}

export const SUGGESTIONS_PER_GROUP = 3;

/** Suggestions for `term` on a page of kind `kind`, grouped in display order. */
export function useSuggestions(kind: SearchScopeKind | undefined, term: string) {
  // autocomplete=false (an embedding host's URL): no suggestions while typing.
  const { autocomplete } = useEmbedState();
  const groups = kind && autocomplete ? GROUPS_BY_PAGE[kind] : NO_GROUPS;
  const scopes = useMemo(() => GROUP_SCOPES.filter(([group]) => groups.includes(group)), [groups]);
  // More than shown: one item's labels in two languages count once.
  const { data } = useAutocompletions(
    useMemo(() => scopes.map(([, scope]) => scope), [scopes]),
    term,
    SUGGESTIONS_PER_GROUP * 2,
  );
  return useMemo(
    () =>
      data &&
      scopes.flatMap(([group, scope]) =>
        distinct(data.byScope[scope] ?? [], data.languages[0]!).map((c): Suggestion => {
          const before = wordsBefore(data.term, c.label);
          return {
            group,
            label: c.label,
            ...(c.id ? { id: c.id } : {}),
            ...(before ? { before } : {}),
          };
        }),
      ),
    [data, scopes],
  );
}

/**
 * One suggestion per item (its label in the UI language when it has one) and per label,
 * at most SUGGESTIONS_PER_GROUP, in the server's order.
 */
export function distinct(completions: Autocompletion[], uiLanguage: string): Autocompletion[] {
  const byKey = new Map<string, Autocompletion>();
  for (const c of completions) {
    const key = c.id ?? `label:${c.label.toLocaleLowerCase()}`;
    const seen = byKey.get(key);
    if (!seen || (c.language === uiLanguage && seen.language !== uiLanguage)) byKey.set(key, c);
  }
  const labels = new Set<string>();
  return [...byKey.values()]
    .filter((c) => !labels.has(c.label) && labels.add(c.label))
    .slice(0, SUGGESTIONS_PER_GROUP);
}
