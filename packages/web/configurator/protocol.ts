/**
 * The frame's side of the configurator protocol (docs/CONFIGURATOR.md): ask the app for the
 * configuration, then follow its later messages (language changes). Opened on its own (no
 * parent frame) the page reads ?model= and ?lang= instead, which helps development.
 */
import {
  CONFIGURATOR_CHANNEL,
  DEFAULT_CONFIGURATOR_FORMATS,
  type ConfiguratorAppMessage,
  type ConfiguratorFrameMessage,
} from '@vitrine/contracts';

export interface FrameConfiguration {
  modelId: string;
  language: string;
  allowedFormats: string[];
}

const embedded = () => window.parent !== window;

export function postToApp(message: Omit<ConfiguratorFrameMessage, 'channel'>) {
  if (embedded()) {
    window.parent.postMessage(
      { channel: CONFIGURATOR_CHANNEL, ...message },
      window.location.origin,
    );
  }
}

/** Resolves with the configuration; `onLanguage` follows later language changes. */
export function requestConfiguration(onLanguage: (language: string) => void) {
  return new Promise<FrameConfiguration>((resolve) => {
    if (!embedded()) {
      const params = new URLSearchParams(window.location.search);
      resolve({
        modelId: params.get('model') ?? '',
        language: params.get('lang') ?? 'en',
        allowedFormats: [...DEFAULT_CONFIGURATOR_FORMATS],
      });
      return;
    }
    window.addEventListener('message', (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return;
      const data = event.data as ConfiguratorAppMessage;
      if (data?.channel !== CONFIGURATOR_CHANNEL) return;
      if (data.type === 'configuration') resolve(data);
      else if (data.type === 'changeLanguage') onLanguage(data.language);
    });
    postToApp({ type: 'getConfiguration' });
  });
}
