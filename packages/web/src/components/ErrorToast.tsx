/**
 * Failed queries and mutations as a toast of the one toast service: 'Sorry! Something went
 * wrong: ({{errorMessage}})' (spec 02 s.8), the message saying in plain words what failed and
 * why (showErrorToast). Every failure is also reported with its technical detail, which the
 * visitor never sees. The toast's code, its words (namespace errors), the snackbar and the
 * inline Retry are not needed for the first results: they load soon after the page has shown,
 * so a server that stops answering later is still told in the visitor's words; an earlier
 * failure loads them then.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onQueryError } from '../api/queryClient';
import { reportError } from '../report';
import { loadSoon } from './loadSoon';

const load = () => import('./showErrorToast');

export function ErrorToast() {
  const { t } = useTranslation();
  useEffect(
    () =>
      loadSoon(() => {
        load()
          .then(({ prepareErrorToast }) => prepareErrorToast())
          .catch((error: unknown) => reportError(error, 'Error toast load failure'));
      }),
    [],
  );
  useEffect(
    () =>
      onQueryError((error, context) => {
        void load().then(
          ({ showErrorToast }) => showErrorToast(error, context, t),
          // The failure itself is still reported, without the toast's words.
          () => reportError(error, 'Query failed (the error toast did not load)', 'query'),
        );
      }),
    [t],
  );
  return null;
}
