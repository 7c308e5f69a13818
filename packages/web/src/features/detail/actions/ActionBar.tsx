/**
 * The dialog's buttons: download (the menu), configure (configurable models only), AR,
 * share, and contact (the brand's contact form) and favourite (the lists dialog); both go
 * through the login dialog for visitors (docs/FAVORITES.md); Edit for editors of the item's
 * brand (docs/WORKSPACE.md).
 */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Box, Button } from '@mui/material';
import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../../../api/models';
import { useText } from '../../../api/texts';
import { appLink, ContactButton, FavoriteButton } from '../../favorites';
import { previewImage } from '../../../cards/cardData';
import { isConfigurable, useConfigure } from '../../configurator';
import { EditButton } from '../../workspace';
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
  const title = useText(model, 'title') ?? '';
  const modelPath = `${kind === 'materials' ? '/materials' : '/'}?m=${encodeURIComponent(model.id)}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <DownloadMenu model={model} meta={meta} kind={kind} />
      {kind === 'models' && isConfigurable(model) && (
        <Button variant="outlined" startIcon={<TuneOutlined />} onClick={() => configure(model)}>
          {t('actions.configure')}
        </Button>
      )}
      <EditButton modelId={model.id} ownerId={model.owner_id} />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {viewable && (
          <ArButton modelId={model.id} ownerId={model.owner_id} dataport={viewable.dataport} />
        )}
        <ShareButton />
        {model.owner_id && (
          <ContactButton
            label={t('actions.contact')}
            target={{ ownerId: model.owner_id, subject: title, link: appLink(modelPath) }}
          />
        )}
        <FavoriteButton
          kind={kind}
          item={{
            id: model.id,
            name: title,
            previewImage: previewImage(model)?.dataport,
            brandId: model.owner_id,
          }}
          label={t('actions.favorite')}
        />
      </Box>
    </Box>
  );
}
