/**
 * What the error toast does with a failed query or mutation (see ErrorToast): reports it with
 * its technical detail, and unless it is no news to the visitor shows 'Sorry! Something went
 * wrong: ({{errorMessage}})' with what failed and why in plain words, once those words (the
 * errors namespace) are in; a failed query's toast offers Retry and stays until retried or
 * closed.
 */
import type { TFunction } from 'i18next';
import type { FailureContext } from '../api/queryClient';
import { reportError } from '../report';
import { showToast } from '../toast';
import {
  errorDetailOf,
  isSilent,
  loadErrorTexts,
  plainErrorMessage,
  whatFailed,
} from './errorMessage';

/**
 * Loads what a failure shows, ahead of the first: the toast's words and snackbar, and the
 * inline Retry in place of results (LoadError).
 */
export const prepareErrorToast = () =>
  Promise.all([loadErrorTexts(), import('./ToastSnackbar'), import('./LoadError')]);

export async function showErrorToast(
  error: unknown,
  context: FailureContext,
  t: TFunction,
): Promise<void> {
  reportError(error, `Query failed: ${errorDetailOf(error)}`, 'query');
  if (isSilent(error)) return;
  await loadErrorTexts();
  const what = context.queryKey ? whatFailed(context.queryKey) : 'save';
  showToast(
    { key: 'error.toast', values: { errorMessage: plainErrorMessage(error, t, what) } },
    {
      severity: 'error',
      ...(context.retry
        ? { closeable: true, action: { label: { key: 'error.retry' }, run: context.retry } }
        : {}),
    },
  );
}
