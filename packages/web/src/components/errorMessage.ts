/**
 * What a failure means to a visitor, in plain words and their language: what failed (from
 * the failed query's key) and why (from the answer's status), for the error toast's
 * 'Sorry! Something went wrong: ({{errorMessage}})' (spec 02 s.8). Never a library's or the
 * server's own wording ("The request failed and the interceptors did not return an
 * alternative response"): that goes to the log and the error report (errorDetailOf).
 */
import i18n, { type TFunction } from 'i18next';
import { ApiError } from '../api/client';

/**
 * The words of what failed and why (namespace errors): loaded with the first failure, so no
 * page carries them before it has one. Await it before plainReason or plainErrorMessage.
 */
export const loadErrorTexts = () => i18n.loadNamespaces('errors');

export const UNKNOWN_QUERY_ERROR = 'Unknown query error';

/** What failed, by the first parts of a query's key (api/): an i18n key under `errors:what`. */
export function whatFailed(queryKey: readonly unknown[] | undefined): string {
  const [first, second, third] = (queryKey ?? []) as unknown[];
  if (first === 'catalog' && second === 'models' && third === 'search') return 'search';
  if (first === 'catalog' && second === 'models' && third === 'detail') return 'item';
  if (first === 'catalog' && second === 'models' && third === 'related') return 'related';
  if (first === 'catalog' && second === 'tags') return 'filters';
  if (first === 'catalog' && second === 'autocomplete') return 'suggestions';
  if (first === 'catalog') return 'items';
  if (first === 'owners') return 'brands';
  if (first === 'brands') return 'brand';
  if (first === 'favorites' || first === 'models') return 'favorites';
  if (first === 'dataport') return 'files';
  if (first === 'pim') return 'productInfo';
  if (first === 'account' || first === 'outbox') return 'account';
  return 'data';
}

/** Why it failed: an i18n key under `errors:why`. */
export function whyFailed(error: unknown): string {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 0) return 'network';
  if (error.status === 401) return 'login';
  if (error.status === 403) return 'denied';
  if (error.status === 404) return 'notFound';
  if (error.status === 429)
    return error.error_code === '_429_contact_limit' ? 'contactLimit' : 'busy';
  if (error.status === 503) return 'unavailable';
  if (error.status >= 500) return 'server';
  return 'request';
}

/** Why it failed, in plain words (for a form that already says what failed). */
export const plainReason = (error: unknown, t: TFunction): string =>
  t(`errors:why.${whyFailed(error)}`);

/** The toast's {{errorMessage}}: what failed and why, in the visitor's language. */
export function plainErrorMessage(error: unknown, t: TFunction, what: string = 'data'): string {
  return t('errors:failed', {
    what: t(`errors:what.${what}`),
    why: t(`errors:why.${whyFailed(error)}`),
  });
}

/**
 * The technical account of a failure, for the log and error reports (spec 02 s.8's order:
 * the server's reason, else its status or error code, else the message; a network failure
 * with its cause). Never shown to visitors.
 */
export function errorDetailOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.reason) return error.reason;
    if (error.status)
      return error.error_code ? `${error.status} ${error.error_code}` : String(error.status);
    const cause = error.cause instanceof Error ? error.cause.message : '';
    return cause ? `${error.message}: ${cause}` : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_QUERY_ERROR;
}

/** Failures that are no news to the visitor: a cancelled request, an expired login. */
export function isSilent(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (error instanceof Error && error.name === 'CancelledError') return true;
  return error instanceof ApiError && error.error_code === '_401_pconlogin_invalid';
}
