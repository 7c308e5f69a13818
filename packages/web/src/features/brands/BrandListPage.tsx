/** Placeholder until brands lands the real page (WEB-LAYOUT.md). */
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageSearchScope } from '../../app/page-context';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function BrandListPage() {
  const { t } = useTranslation();
  usePageSearchScope({ kind: 'brands' });
  useDocumentTitle(t('tabs.brands'));
  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h5" component="h1">
        {t('tabs.brands')}
      </Typography>
    </Container>
  );
}
