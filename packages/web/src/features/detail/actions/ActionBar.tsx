/**
 * The dialog's buttons: download (the menu), configure (configurable models only), AR,
 * share, and contact and favourite. Contact and favourites need an account, which comes in
 * a later issue: until then they show, disabled, with their names for screen readers and no
 * promise on hover (docs/DETAIL.md).
 */
import MailOutlined from '@mui/icons-material/MailOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Box, Button, IconButton } from '@mui/material';
import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../../../api/models';
import { isConfigurable, useConfigure } from '../../configurator';
import { ArButton } from './ArButton';
import { DownloadMenu } from './DownloadMenu';
import { ShareButton } from './ShareButton';

interface Props {
  model: ModelDoc;
  meta: Readonly<Record<string, DataportEntry | undefined>>;
  viewable: CadEntry | undefined;
  kind: 'models' | 'materials';
}

export function ActionBar({ model, meta, viewable, kind }: Props) {
  const { t } = useTranslation('detail');
  const configure = useConfigure();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <DownloadMenu model={model} meta={meta} kind={kind} />
      {kind === 'models' && isConfigurable(model) && (
        <Button variant="outlined" startIcon={<TuneOutlined />} onClick={() => configure(model)}>
          {t('actions.configure')}
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {viewable && <ArButton modelId={model.id} dataport={viewable.dataport} />}
        <ShareButton />
        <IconButton disabled aria-label={t('actions.contact')}>
          <MailOutlined />
        </IconButton>
        <IconButton disabled aria-label={t('actions.favorite')}>
          <FavoriteBorder />
        </IconButton>
      </Box>
    </Box>
  );
}
