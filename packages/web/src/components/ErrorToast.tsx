/**
 * Failed queries and mutations as a toast of the one toast service: 'Sorry! Something went
 * wrong: ({{errorMessage}})' (spec 02 s.8), the message saying in plain words what failed and
 * why. A failed query offers Retry, and then stays until retried or closed; a failed
 * mutation shows for an error's 4 s. Every failure is also reported with its technical
 * detail, which the visitor never sees.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onQueryError } from '../api/queryClient';
import { reportError } from '../report';
import { showToast } from '../toast';
import { errorDetailOf, isSilent, plainErrorMessage, whatFailed } from './errorMessage';

export function ErrorToast() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onQueryError((error, context) => {
        reportError(error, `Query failed: ${errorDetailOf(error)}`, 'query');
        if (isSilent(error)) return;
        const what = context.queryKey ? whatFailed(context.queryKey) : 'save';
        const errorMessage = plainErrorMessage(error, t, what);
        showToast(
          { key: 'error.toast', values: { errorMessage } },
          {
            severity: 'error',
            ...(context.retry
              ? { closeable: true, action: { label: { key: 'error.retry' }, run: context.retry } }
              : {}),
          },
        );
      }),
    [t],
  );
  return null;
}
