/**
 * The app's side of the configurator frame protocol (docs/CONFIGURATOR.md): messages for
 * the frame wait in a queue until the frame asks for its configuration, then the
 * configuration goes first and the queue follows, in order.
 */
import {
  CONFIGURATOR_CHANNEL,
  type ConfiguratorAppMessage,
  type ConfiguratorFrameMessage,
} from '@vitrine/contracts';

type Outgoing = ConfiguratorAppMessage;

export interface FrameChannel {
  /** Sends now if the frame has asked for its configuration, else queues. */
  post(message: Outgoing): void;
  /** Stops listening. */
  dispose(): void;
}

export function isFrameMessage(data: unknown): data is ConfiguratorFrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { channel?: unknown }).channel === CONFIGURATOR_CHANNEL
  );
}

/**
 * Listens to messages from `frame` only (same origin); `configuration()` is asked when the
 * frame posts getConfiguration, `onClose` when it posts close.
 */
export function openFrameChannel(
  frame: () => Window | null | undefined,
  configuration: () => Outgoing,
  onClose: () => void,
): FrameChannel {
  let ready = false;
  const queue: Outgoing[] = [];
  const send = (message: Outgoing) => frame()?.postMessage(message, window.location.origin);
  const listener = (event: MessageEvent) => {
    if (event.source !== frame() || event.origin !== window.location.origin) return;
    if (!isFrameMessage(event.data)) return;
    if (event.data.type === 'getConfiguration') {
      ready = true;
      send(configuration());
      for (const message of queue.splice(0)) send(message);
    } else if (event.data.type === 'close') onClose();
  };
  window.addEventListener('message', listener);
  return {
    post(message) {
      if (ready) send(message);
      else queue.push(message);
    },
    dispose: () => window.removeEventListener('message', listener),
  };
}
