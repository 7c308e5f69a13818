/**
 * A configurable model card's Configure button: opens the configurator modal over the page
 * (sets configuration, docs/CONFIGURATOR.md), or hands the model to the embedding host's
 * configurator, as the detail dialog's button does.
 */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/LazyTooltip';
import type { ModelDoc } from '../../../api/models';
import { useConfigure } from '../../configurator/useConfigure';

export function ConfigureButton({ model }: { model: ModelDoc }) {
  const { t } = useTranslation('browse');
  const configure = useConfigure();
  return (
    <LazyTooltip title={t('card.configure')}>
      <IconButton size="small" aria-label={t('card.configure')} onClick={() => configure(model)}>
        <TuneOutlined fontSize="small" />
      </IconButton>
    </LazyTooltip>
  );
}
