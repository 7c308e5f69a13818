/** The panel a card's (i) opens (CreditsButton): creator, licence and the licence's text. */
import { Box, Link, Popover, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Credits } from './cardData';

interface Props {
  id: string;
  anchor: HTMLElement;
  credits: Credits;
  onClose: () => void;
}

export default function CreditsPanel({ id, anchor, credits, onClose }: Props) {
  const { t } = useTranslation('browse');
  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('card.credits') } }}
    >
      <Box sx={{ p: 1.5, maxWidth: 280 }} data-testid="card-credits-panel">
        {credits.creator && (
          <Typography variant="body2">{t('card.creator', { creator: credits.creator })}</Typography>
        )}
        {credits.license && (
          <Typography variant="body2">{t('card.license', { license: credits.license })}</Typography>
        )}
        {credits.licenseUrl && (
          <Link
            href={credits.licenseUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            data-testid="card-license-link"
          >
            {t('card.licenseText')}
          </Link>
        )}
      </Box>
    </Popover>
  );
}
