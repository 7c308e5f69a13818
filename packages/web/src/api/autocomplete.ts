/**
 * The search bar's autocompletions: a models search with no hits (size 0) that asks only
 * for the autocompletions of the given scopes (prefix algorithm, spec 02 s.9), in every
 * catalogue language, those in the UI language first (match_languages). While a new term
 * loads, the previous term's stay on screen.
 */
import type { Autocompletion, AutocompletionScope, SearchAnswer } from '@vitrine/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postJson } from './client';
import { useDataLanguages } from './texts';
import { matchLanguages } from './requestBodies';

export interface Autocompletions {
  /** The languages asked for, most wanted first. */
  languages: string[];
  /** The term they complete (while a new one loads, the previous one's stay). */
  term: string;
  byScope: Partial<Record<AutocompletionScope, Autocompletion[]>>;
}

/** Up to `size` autocompletions of `term` per scope; none asked for an empty term. */
export function useAutocompletions(
  scopes: readonly AutocompletionScope[],
  term: string,
  size: number,
) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['catalog', 'autocomplete', scopes, term, size, languages],
    enabled: term !== '' && scopes.length > 0,
    placeholderData: keepPreviousData,
    // Suggestions help typing; their failure is no news worth a toast (the search's is).
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<Autocompletions> => {
      const answer = await postJson<SearchAnswer>(
        '/v1/models/search',
        {
          size: 0,
          query_string: term,
          languages,
          match_languages: matchLanguages(languages),
          enrich: { autocompletions: { scopes, size, algorithm: 'prefix' } },
        },
        signal,
      );
      return { languages, term, byScope: answer.enriched.autocompletions ?? {} };
    },
  });
}
