/**
 * The text the error toast shows for a failure (spec 02 s.8): the server's reason, else its
 * http status or error code, else the error's message; a network failure adds its cause.
 */
import { ApiError } from '../api/client';

export const UNKNOWN_QUERY_ERROR = 'Unknown query error';

export function errorMessageOf(error: unknown): string {
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
