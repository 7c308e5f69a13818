/**
 * The filter panel as a drawer on small screens: a title with a close button, the panel,
 * and a button at the bottom that closes it showing how many results the filters give.
 */
import { Box, Button, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/numbers';

interface Props {
  total: number | undefined;
  onClose: () => void;
  children: ReactNode;
}

export function FilterDrawerBody({ total, onClose, children }: Props) {
  const { t, i18n } = useTranslation('browse');
  return (
    <Box
      sx={{
        width: 320,
        maxWidth: '88vw',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
      }}
      data-testid="filter-drawer"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 18 }}>
          {t('filters.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('filters.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {total === undefined
            ? t('filters.showResultsPending')
            : t('filters.showResults', {
                count: total,
                number: formatNumber(total, i18n.language),
              })}
        </Button>
      </Box>
    </Box>
  );
}
