/**
 * The snapshot button of the 3D view (display setting snapshotButton, docs/EMBEDDING.md):
 * saves what the view shows as a PNG named after the model.
 */
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ModelViewerElement } from '../../../components/ModelViewer';
import { fileNameOf } from '../../../downloads/hostFiles';
import { reportError } from '../../../report';

export function SnapshotButton({ title }: { title: string }) {
  const { t } = useTranslation('embedding');
  const save = async (button: HTMLElement) => {
    const viewer = button.parentElement?.querySelector<ModelViewerElement>('model-viewer');
    const blob = await viewer?.toBlob({ mimeType: 'image/png' });
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileNameOf(title, '', 'png');
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <Tooltip title={t('snapshot')}>
      <IconButton
        aria-label={t('snapshot')}
        onClick={(event) => {
          save(event.currentTarget).catch((error: unknown) =>
            reportError(error, 'Snapshot failed'),
          );
        }}
        sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper' }}
        data-testid="detail-snapshot"
      >
        <PhotoCameraOutlined />
      </IconButton>
    </Tooltip>
  );
}
