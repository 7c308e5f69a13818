/**
 * A configurable model card's Configure button: opens the configurator modal over the page
 * (sets configuration, docs/CONFIGURATOR.md), as the detail dialog's button does.
 */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { useConfiguration } from '../../configurator/useConfiguration';

export function ConfigureButton({ modelId }: { modelId: string }) {
  const { t } = useTranslation('browse');
  const { openConfigurator } = useConfiguration();
  return (
    <LazyTooltip title={t('card.configure')}>
      <IconButton
        size="small"
        aria-label={t('card.configure')}
        onClick={() => openConfigurator(modelId)}
      >
        <TuneOutlined fontSize="small" />
      </IconButton>
    </LazyTooltip>
  );
}
