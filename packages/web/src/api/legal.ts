/**
 * The operator's legal texts (spec 02 s.7): per language, from the site service
 * (docs/PRIVACY.md), as HTML the server has sanitised. A failure is 'Failed fetching legal
 * data information' (spec 02 s.8), which the error toast shows and reports.
 */
import { useQuery } from '@tanstack/react-query';
import type { LegalText } from '@vitrine/contracts';
import { LEGAL_TEXT_ERROR, type LegalTextKey } from '@vitrine/contracts/site';
import { config } from '../config';
import { ApiError, fetchJson } from './client';

async function fetchLegalText(
  key: LegalTextKey,
  language: string,
  signal: AbortSignal,
): Promise<LegalText> {
  try {
    return await fetchJson<LegalText>(
      `${config.siteBase}/v1/legal/${encodeURIComponent(language)}/${key}`,
      { signal },
    );
  } catch (cause) {
    if (signal.aborted) throw cause;
    const status = cause instanceof ApiError ? cause.status : 0;
    throw new ApiError(LEGAL_TEXT_ERROR, status, undefined, undefined, undefined, { cause });
  }
}

/** The text of `key` in `language` (the server falls back to English, then another). */
export function useLegalText(key: LegalTextKey, language: string) {
  return useQuery({
    queryKey: ['legal', key, language],
    queryFn: ({ signal }) => fetchLegalText(key, language, signal),
    // Texts change seldom; a page visited again within the session shows at once.
    staleTime: 5 * 60 * 1000,
  });
}
