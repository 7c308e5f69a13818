/**
 * The buttons under a card: favourite (accounts come in a later issue: it shows, disabled,
 * and says so on hover), configure (configurable models only, as in the detail dialog),
 * download (the detail dialog's menu, in its own chunk fetched when the pointer or focus
 * reaches the button) and the credits icon naming an imported model's creator and licence.
 * A deprecated item offers neither configure nor download.
 */
import { Box, IconButton } from '@mui/material';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../../../api/models';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { isConfigurable } from '../../configurator/configurable';
import { CardDownloadButton } from './CardDownloadButton';
import { ConfigureButton } from './ConfigureButton';
import type { Credits } from './cardData';

interface Props {
  id: string;
  /** The card's model document; undefined while it loads. */
  model: ModelDoc | undefined;
  kind: 'models' | 'materials';
  deprecated: boolean;
  credits: Credits | null;
}

/** A disabled button still shows its tooltip through the wrapping span. */
function SoonButton({ label }: { label: string }) {
  const { t } = useTranslation('browse');
  return (
    <LazyTooltip title={t('card.comingSoon', { action: label })}>
      <span>
        <IconButton size="small" disabled aria-label={label}>
          <FavoriteBorder fontSize="small" />
        </IconButton>
      </span>
    </LazyTooltip>
  );
}

/** False only when the document says the model has no file at all. */
const hasFiles = (model: ModelDoc | undefined, kind: 'models' | 'materials') =>
  kind === 'materials' || model?.cads === undefined || model.cads.length > 0;

export function CardActions({ id, model, kind, deprecated, credits }: Props) {
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
      <SoonButton label={t('card.favorite')} />
      {!deprecated && kind === 'models' && model && isConfigurable(model) && (
        <ConfigureButton model={model} />
      )}
      {!deprecated && hasFiles(model, kind) && <CardDownloadButton modelId={id} kind={kind} />}
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
