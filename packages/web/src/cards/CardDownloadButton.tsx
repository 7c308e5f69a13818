/**
 * A card's Download button and the detail dialog's download menu under it. The menu's code
 * and texts are fetched as the pointer or focus reaches the button, so they are usually there
 * by the click; the grid's own JavaScript does not carry them.
 */
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../components/LazyTooltip';
import { useActionLabel } from '../embedding';
import { reportError } from '../report';

const loadMenu = () => import('./CardDownloadMenu');
const CardDownloadMenu = lazy(loadMenu);

interface Props {
  modelId: string;
  kind: 'models' | 'materials';
}

export function CardDownloadButton({ modelId, kind }: Props) {
  const { t, i18n } = useTranslation('browse');
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the menu can play its closing transition.
  const [used, setUsed] = useState(false);
  const buttonId = useId();
  const label = useActionLabel(t('card.download'));
  const prefetch = () => {
    loadMenu().catch((error: unknown) => reportError(error, 'Download menu load failure'));
    void i18n.loadNamespaces('detail');
  };

  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          id={buttonId}
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open || undefined}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setOpen(true);
            setUsed(true);
          }}
        >
          <DownloadOutlined fontSize="small" />
        </IconButton>
      </LazyTooltip>
      {used && (
        <Suspense fallback={null}>
          <CardDownloadMenu
            modelId={modelId}
            kind={kind}
            open={open}
            buttonId={buttonId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
