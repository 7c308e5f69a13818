/**
 * The interactive 3D view (@google/model-viewer) as the detail dialog and the configurator
 * page show it: orbit and zoom with the pointer (vertical swipes still scroll the page), a
 * soft shadow, no interaction prompt; one progress bar while a file loads (model-viewer's
 * own is replaced, it lingered a second after the load) and a warning when it fails. With
 * `iosSrc` it offers AR: WebXR or Android's Scene Viewer on the glb, iOS Quick Look on the
 * usdz. Importing this module loads model-viewer and three (about 420 KB gzip): import it
 * only from lazy chunks.
 */
import '@google/model-viewer';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ModelViewerElement extends HTMLElement {
  /** React sets src as the element's property. */
  src: string;
  loaded: boolean;
  canActivateAR: boolean;
  activateAR(): Promise<void>;
  /** The current view as an image (the 3D view's snapshot button). */
  toBlob(options?: { mimeType?: string }): Promise<Blob>;
}

interface Props {
  /** The glb shown. */
  src: string;
  alt: string;
  /** The view's background (a CSS colour). */
  background: string;
  /** The progress bar's label and the failure warning, in the page's language. */
  texts: { loading: string; failed: string };
  /** The usdz for iOS Quick Look; turns AR on. */
  iosSrc?: string;
  /** Start AR as soon as the model has loaded (a phone's AR link). */
  arOnLoad?: boolean;
  /** On the model-viewer element. */
  testId?: string;
  /** model-viewer slots, e.g. an AR button (slot="ar-button"). */
  children?: ReactNode;
}

export function ModelViewer({
  src,
  alt,
  background,
  texts,
  iosSrc,
  arOnLoad = false,
  testId,
  children,
}: Props) {
  const ref = useRef<ModelViewerElement>(null);
  // The last file that finished loading, or failed: a new src is loading until it does
  // (model-viewer keeps showing the previous file meanwhile).
  const [settled, setSettled] = useState<{ src: string; ok: boolean } | null>(null);
  const state = settled?.src !== src ? 'loading' : settled.ok ? 'ready' : 'failed';

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onLoad = () => {
      setSettled({ src: element.src, ok: true });
      if (arOnLoad && element.canActivateAR) void element.activateAR();
    };
    const onError = () => setSettled({ src: element.src, ok: false });
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
  }, [arOnLoad]);

  const ar = iosSrc
    ? {
        ar: true,
        'ios-src': iosSrc,
        'ar-modes': 'webxr scene-viewer quick-look',
        'ar-scale': 'fixed',
      }
    : {};
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <model-viewer
        ref={ref}
        data-testid={testId}
        src={src}
        alt={alt}
        {...ar}
        camera-controls
        touch-action="pan-y"
        shadow-intensity="1"
        exposure="1"
        interaction-prompt="none"
        style={{ width: '100%', height: '100%', background }}
      >
        <div slot="progress-bar" />
        {children}
      </model-viewer>
      {state === 'loading' && (
        <LinearProgress
          aria-label={texts.loading}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      {state === 'failed' && (
        <Alert severity="warning" sx={{ position: 'absolute', left: 16, right: 16, top: 16 }}>
          {texts.failed}
        </Alert>
      )}
    </Box>
  );
}
