/**
 * The (i) of a card of an imported model: who made it and under which licence. Hovering
 * shows it as a tooltip; a click or tap opens it as a small panel that stays, with a link to
 * the licence's text where the model names one (a Creative Commons deed). The panel (MUI's
 * Popover and Modal, about 9 KB) loads at the first click, not with the grid.
 */
import { IconButton } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../components/LazyTooltip';
import type { Credits } from './cardData';

const CreditsPanel = lazy(() => import('./CreditsPanel'));

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
      {anchor && (
        <Suspense fallback={null}>
          <CreditsPanel id={id} anchor={anchor} credits={credits} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
