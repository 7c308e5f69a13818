/**
 * The dialog's 3D view: the glb cadify makes of the model's file, with AR on phones (the
 * usdz for iOS) and a 'View in your room' button for browsers that want a tap first. This
 * module (model-viewer and three) is its own chunk, loaded when first opened. An embedding
 * host may add a snapshot button (display setting snapshotButton).
 */
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModelViewer } from '../../../components/ModelViewer';
import { cadifyUrl } from '../../../downloads/urls';
import { useEmbedState } from '../../../embedding';
import { SnapshotButton } from './SnapshotButton';

interface Props {
  dataport: string;
  title: string;
  /** Start AR as soon as the model has loaded (a phone's AR button). */
  arOnLoad: boolean;
}

export default function ModelView3d({ dataport, title, arOnLoad }: Props) {
  const { t } = useTranslation('detail');
  const { snapshotButton } = useEmbedState().display;
  return (
    <Box sx={{ width: '100%', height: '100%' }} data-testid="detail-3d">
      <ModelViewer
        src={cadifyUrl(dataport, 'glb')}
        iosSrc={cadifyUrl(dataport, 'usdz')}
        arOnLoad={arOnLoad}
        alt={t('view3d.alt', { title })}
        background="#f5f5f5"
        texts={{ loading: t('view3d.loading'), failed: t('view3d.failed') }}
      >
        <Button
          slot="ar-button"
          variant="contained"
          startIcon={<ViewInArOutlined />}
          sx={{ position: 'absolute', bottom: 16, left: '50%', transform: 'translateX(-50%)' }}
        >
          {t('ar.start')}
        </Button>
      </ModelViewer>
      {snapshotButton && <SnapshotButton title={title} />}
    </Box>
  );
}
