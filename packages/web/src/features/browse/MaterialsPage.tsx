/** Placeholder until browse lands the real page (WEB-LAYOUT.md). */
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageSearchScope } from '../../app/page-context';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function MaterialsPage() {
  const { t } = useTranslation();
  usePageSearchScope({ kind: 'materials' });
  useDocumentTitle(t('tabs.materials'));
  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h5" component="h1">
        {t('tabs.materials')}
      </Typography>
    </Container>
  );
}
