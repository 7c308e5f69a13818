import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to '{title} | Vitrine' (just 'Vitrine' without a title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const app = t('appName');
  useEffect(() => {
    document.title = title ? `${title} | ${app}` : app;
  }, [title, app]);
}
