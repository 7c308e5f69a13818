/** Any unknown path: 'Page Not Found' with 'Take me back' to the first header tab (spec 02 s.2). */
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../page/useDocumentTitle';
import { useHeaderTabs } from './header/useHeaderTabs';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const { firstPath } = useHeaderTabs();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Typography variant="h2" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Button component={Link} to={firstPath} variant="contained" sx={{ mt: 2 }}>
        {t('notFound.back')}
      </Button>
    </Box>
  );
}
