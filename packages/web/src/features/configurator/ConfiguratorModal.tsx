/**
 * The configurator as a modal over the page (spec 02): our configurator page in a frame,
 * full screen below 1300 px wide. It gets its configuration (model, language, allowed
 * download formats) by message once it asks; closing removes the configuration parameter.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, IconButton, useMediaQuery } from '@mui/material';
import { CONFIGURATOR_CHANNEL, DEFAULT_CONFIGURATOR_FORMATS } from '@vitrine/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbedState } from '../../embedding';
import { openFrameChannel, type FrameChannel } from './frameChannel';
import { useConfiguration } from './useConfiguration';

export const CONFIGURATOR_PAGE = `${import.meta.env.BASE_URL}configurator.html`;

export default function ConfiguratorModal() {
  const { t, i18n } = useTranslation('configurator');
  const { modelId, closeConfigurator } = useConfiguration();
  // Full screen below 1300 px and without a header (spec 02 "Configurator").
  const noHeader = useEmbedState().display.noHeader;
  const fullScreen = useMediaQuery('(max-width:1300px)') || noHeader;
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<FrameChannel>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const latest = useRef({ modelId, language });
  latest.current = { modelId, language };

  useEffect(() => {
    if (!modelId) return;
    channel.current = openFrameChannel(
      () => frame.current?.contentWindow,
      () => ({
        channel: CONFIGURATOR_CHANNEL,
        type: 'configuration',
        modelId: latest.current.modelId ?? '',
        language: latest.current.language,
        allowedFormats: [...DEFAULT_CONFIGURATOR_FORMATS],
      }),
      () => closeConfigurator(),
    );
    return () => channel.current?.dispose();
  }, [modelId, closeConfigurator]);

  useEffect(() => {
    channel.current?.post({ channel: CONFIGURATOR_CHANNEL, type: 'changeLanguage', language });
  }, [language]);

  return (
    <Dialog
      open={modelId !== null}
      onClose={() => closeConfigurator()}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{
        paper: {
          // The paper holds role="dialog": its label names the dialog.
          'aria-label': t('title'),
          sx: fullScreen ? {} : { width: 'min(1240px, 94vw)', height: 'min(820px, 92vh)' },
        },
      }}
    >
      <IconButton
        aria-label={t('close')}
        onClick={() => closeConfigurator()}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'background.paper' }}
      >
        <CloseIcon />
      </IconButton>
      {modelId && (
        <iframe
          ref={frame}
          key={modelId}
          title={t('frameTitle')}
          src={CONFIGURATOR_PAGE}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          allow="fullscreen; xr-spatial-tracking"
        />
      )}
    </Dialog>
  );
}
