/**
 * Failed queries and mutations as a toast of the one toast service: 'Sorry! Something went
 * wrong: ({{errorMessage}})' (spec 02 s.8), the message saying in plain words what failed and
 * why (showErrorToast, loaded with the first failure). Every failure is also reported with
 * its technical detail, which the visitor never sees.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onQueryError } from '../api/queryClient';

const load = () => import('./showErrorToast');

export function ErrorToast() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onQueryError((error, context) => {
        void load().then(({ showErrorToast }) => showErrorToast(error, context, t));
      }),
    [t],
  );
  return null;
}
