/**
 * The buttons under a card. Favourites, the configurator and downloads arrive in later
 * issues: the buttons already show where they will be, disabled, and say so on hover. The
 * credits icon names an imported model's creator and licence.
 */
import { Box, IconButton } from '@mui/material';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/LazyTooltip';
import type { Credits } from './cardData';

interface Props {
  kind: 'models' | 'materials';
  credits: Credits | null;
}

/** A disabled button still shows its tooltip through the wrapping span. */
function SoonButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { t } = useTranslation('browse');
  return (
    <LazyTooltip title={t('card.comingSoon', { action: label })}>
      <span>
        <IconButton size="small" disabled aria-label={label}>
          {icon}
        </IconButton>
      </span>
    </LazyTooltip>
  );
}

export function CardActions({ kind, credits }: Props) {
  const { t } = useTranslation('browse');
  const creditText = credits
    ? [
        credits.creator && t('card.creator', { creator: credits.creator }),
        credits.license && t('card.license', { license: credits.license }),
      ]
        .filter(Boolean)
        .join(' · ')
    : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, pb: 0.5 }}>
      <SoonButton label={t('card.favorite')} icon={<FavoriteBorder fontSize="small" />} />
      {kind === 'models' && (
        <SoonButton label={t('card.configure')} icon={<TuneOutlined fontSize="small" />} />
      )}
      <SoonButton label={t('card.download')} icon={<DownloadOutlined fontSize="small" />} />
      <Box sx={{ flex: 1 }} />
      {creditText && (
        <LazyTooltip title={creditText}>
          <IconButton size="small" aria-label={creditText}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </LazyTooltip>
      )}
    </Box>
  );
}
