/**
 * Placeholder until brands lands the real page (WEB-LAYOUT.md). The route is
 * /brands/:brandId/*; the page routes its own tabs ('' overview, catalog, collections,
 * families, models, materials) with <Routes>.
 */
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageSearchScope } from '../../app/page-context';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function BrandPage() {
  const { t } = useTranslation();
  const { brandId = '' } = useParams();
  usePageSearchScope({ kind: 'brand-models', brandId, brandName: brandId });
  useDocumentTitle(t('tabs.brand'));
  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h5" component="h1">
        {brandId}
      </Typography>
    </Container>
  );
}
