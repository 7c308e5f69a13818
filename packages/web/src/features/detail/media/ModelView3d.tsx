/**
 * The interactive 3D view (@google/model-viewer) on the glb cadify makes of the model's
 * file, with AR on phones: WebXR or Android's Scene Viewer on the glb, iOS Quick Look on the
 * usdz. This module (model-viewer and three) is its own chunk, loaded when first opened.
 */
import '@google/model-viewer';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cadifyUrl } from '../../../downloads/urls';

interface Props {
  dataport: string;
  title: string;
  /** Start AR as soon as the model has loaded (a phone's AR button). */
  arOnLoad: boolean;
}

interface ModelViewerElement extends HTMLElement {
  canActivateAR: boolean;
  activateAR(): Promise<void>;
}

export default function ModelView3d({ dataport, title, arOnLoad }: Props) {
  const { t } = useTranslation('detail');
  const ref = useRef<ModelViewerElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onLoad = () => {
      setState('ready');
      if (arOnLoad && element.canActivateAR) void element.activateAR();
    };
    const onError = () => setState('failed');
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
  }, [arOnLoad]);

  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }} data-testid="detail-3d">
      <model-viewer
        ref={ref}
        src={cadifyUrl(dataport, 'glb')}
        ios-src={cadifyUrl(dataport, 'usdz')}
        alt={t('view3d.alt', { title })}
        ar
        ar-modes="webxr scene-viewer quick-look"
        ar-scale="fixed"
        camera-controls
        touch-action="pan-y"
        shadow-intensity="1"
        exposure="1"
        interaction-prompt="none"
        style={{ width: '100%', height: '100%', background: '#f5f5f5' }}
      >
        <Button
          slot="ar-button"
          variant="contained"
          startIcon={<ViewInArOutlined />}
          sx={{ position: 'absolute', bottom: 16, left: '50%', transform: 'translateX(-50%)' }}
        >
          {t('ar.start')}
        </Button>
      </model-viewer>
      {state === 'loading' && (
        <LinearProgress
          aria-label={t('view3d.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      {state === 'failed' && (
        <Alert severity="warning" sx={{ position: 'absolute', left: 16, right: 16, top: 16 }}>
          {t('view3d.failed')}
        </Alert>
      )}
    </Box>
  );
}
