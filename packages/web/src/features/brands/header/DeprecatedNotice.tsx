/**
 * A deprecated brand: 'This is not available anymore.' over the page, which no longer
 * scrolls (spec 02 s.2), while the header and its tabs stay usable to leave.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function DeprecatedNotice() {
  const { t } = useTranslation('brands');
  useEffect(() => {
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    window.scrollTo(0, 0);
    return () => {
      document.documentElement.style.overflow = overflow;
    };
  }, []);

  return (
    <Box
      role="alertdialog"
      aria-labelledby="brand-deprecated"
      sx={{
        position: 'fixed',
        inset: 0,
        top: { xs: 44, md: 52 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'rgba(250, 250, 250, 0.82)',
        backdropFilter: 'blur(3px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper elevation={3} sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', maxWidth: 420 }}>
        <Typography id="brand-deprecated" variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t('page.notAvailable')}
        </Typography>
        <Button component={Link} to="/brands" variant="contained" sx={{ mt: 2 }}>
          {t('page.backToBrands')}
        </Button>
      </Paper>
    </Box>
  );
}
