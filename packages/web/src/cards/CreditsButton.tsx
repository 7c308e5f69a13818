/**
 * The (i) of a card of an imported model: who made it and under which licence. Hovering
 * shows it as a tooltip; a click or tap opens it as a small panel that stays, with a link to
 * the licence's text where the model names one (a Creative Commons deed).
 */
import { Box, IconButton, Link, Popover, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../components/LazyTooltip';
import type { Credits } from './cardData';

export function CreditsButton({ credits }: { credits: Credits }) {
  const { t } = useTranslation('browse');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const text = [
    credits.creator && t('card.creator', { creator: credits.creator }),
    credits.license && t('card.license', { license: credits.license }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <LazyTooltip title={anchor ? '' : text}>
        <IconButton
          size="small"
          aria-label={t('card.credits')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? id : undefined}
          data-testid="card-credits"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      </LazyTooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('card.credits') } }}
      >
        <Box sx={{ p: 1.5, maxWidth: 280 }} data-testid="card-credits-panel">
          {credits.creator && (
            <Typography variant="body2">
              {t('card.creator', { creator: credits.creator })}
            </Typography>
          )}
          {credits.license && (
            <Typography variant="body2">
              {t('card.license', { license: credits.license })}
            </Typography>
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
    </>
  );
}
