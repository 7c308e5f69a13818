/**
 * The dialog's media: the image slider, or the interactive 3D view. The 3D view's code
 * (model-viewer and three) is its own chunk, loaded the first time someone opens it. A click
 * on an image opens our viewer, or goes to an embedding host that shows images itself.
 */
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { Box, CircularProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { CadEntry } from '@vitrine/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../../../api/models';
import { trackEvent } from '../../../statistics';
import { useText } from '../../../api/texts';
import { useEmbedState, sendImageClick } from '../../../embedding';
import { clientImages, type Slide } from '../modelData';
import { ImageSlider } from './ImageSlider';
import { ImageViewer } from './ImageViewer';

const ModelView3d = lazy(() => import('./ModelView3d'));

interface Props {
  model: ModelDoc;
  slides: Slide[];
  /** The file the 3D view shows; none hides the 3D switch. */
  viewable: CadEntry | undefined;
  /** Opened from an AR link: show the 3D view with its AR button at once. */
  startIn3d: boolean;
}

const frame = { aspectRatio: '4 / 3', width: '100%', borderRadius: 1, overflow: 'hidden' };

export function MediaPanel({ model, slides, viewable, startIn3d }: Props) {
  const { t } = useTranslation('detail');
  const title = useText(model, 'title') ?? '';
  const [mode, setMode] = useState<'images' | '3d'>(startIn3d ? '3d' : 'images');
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const show3d = mode === '3d' && viewable;
  const { hostHandles } = useEmbedState();
  // An embedding host that shows images itself gets the click (pCatHost.onImageClick).
  const openImage = (index: number) => {
    const toHost = hostHandles.imageClick && sendImageClick(model.id, clientImages(slides), index);
    if (!toHost) setViewerIndex(index);
  };
  // Each time the 3D view is shown counts once (statistics, with consent).
  useEffect(() => {
    if (show3d) trackEvent({ action: 'view_3d', itemId: model.id, brandId: model.owner_id });
  }, [show3d, model.id, model.owner_id]);
  // The AR button (or an AR link) asks for the 3D view while the dialog is open.
  useEffect(() => {
    if (startIn3d) setMode('3d');
  }, [startIn3d]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ ...frame, position: 'relative', bgcolor: 'grey.100' }}>
        {show3d ? (
          <Suspense
            fallback={
              <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label={t('view3d.loading')} />
              </Box>
            }
          >
            <ModelView3d dataport={viewable.dataport} title={title} arOnLoad={startIn3d} />
          </Suspense>
        ) : (
          <ImageSlider slides={slides} title={title} onOpen={openImage} />
        )}
      </Box>
      {viewable && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, value: 'images' | '3d' | null) => value && setMode(value)}
          aria-label={t('view3d.switch')}
          sx={{ alignSelf: 'center' }}
        >
          <ToggleButton value="images" sx={{ gap: 1, px: 2 }}>
            <ImageOutlined fontSize="small" />
            {t('view3d.images')}
          </ToggleButton>
          <ToggleButton value="3d" sx={{ gap: 1, px: 2 }} data-testid="detail-3d-toggle">
            <ViewInArOutlined fontSize="small" />
            {t('view3d.show')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {viewerIndex !== null && (
        <ImageViewer
          slides={slides}
          title={title}
          index={viewerIndex}
          onIndex={setViewerIndex}
          onClose={() => setViewerIndex(null)}
        />
      )}
    </Box>
  );
}
