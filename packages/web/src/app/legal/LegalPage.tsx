/**
 * Legal pages. Their texts are the operator's and have no source yet (a setting or a file of
 * the deployment would bring them); until then the page has its translated title and a
 * short note.
 */
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../page/useDocumentTitle';

import type { LegalPageKind } from './links';

export default function LegalPage({ page }: { page: LegalPageKind }) {
  const { t } = useTranslation();
  const title = t(`legal.${page}`);
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('legal.pending')}</Typography>
    </Container>
  );
}
