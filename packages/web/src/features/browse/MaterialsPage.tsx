/** /materials : every material of the catalogue, searchable and filterable (spec 02 s.2). */
import { useTranslation } from 'react-i18next';
import { usePageSearchScope } from '../../page/page-context';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { ModelsBrowser } from './ModelsBrowser';

const SCOPE = { kind: 'materials' } as const;

export default function MaterialsPage() {
  const { t } = useTranslation();
  usePageSearchScope(SCOPE);
  useDocumentTitle(t('tabs.materials'));
  return <ModelsBrowser scope={SCOPE} />;
}
