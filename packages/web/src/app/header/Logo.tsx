/** The Vitrine mark: a display case in the primary colour, plus the name on wide screens. */
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeaderTabs } from './useHeaderTabs';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect
          x="2"
          y="4"
          width="24"
          height="20"
          rx="3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M8 18l5-6 4 4 3-3 2 5z" fill="currentColor" />
      </svg>
      {!compact && (
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 700, color: 'text.primary', letterSpacing: 0.2 }}
        >
          Vitrine
        </Typography>
      )}
    </Box>
  );
}

/** The logo as the link to the first tab (spec 02 s.2). */
export function LogoLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { firstPath } = useHeaderTabs();
  return (
    <Box
      component={Link}
      to={firstPath}
      aria-label={t('header.home')}
      sx={{ display: 'flex', flexShrink: 0, textDecoration: 'none', borderRadius: 1 }}
    >
      <Logo compact={compact} />
    </Box>
  );
}
