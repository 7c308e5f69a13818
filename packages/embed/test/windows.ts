/**
 * A page and its framed app as two windows in Node, for the channel's unit tests. Messages
 * go through a real MessageChannel (structured clone, asynchronous delivery), and the
 * browser's rules hold: a message arrives only when the target origin matches (or is '*'),
 * with the sender's origin and its window as `source`.
 */
import { vi } from 'vitest';
import type { Logger } from '../src/core/logger';

export interface TestWindow extends EventTarget {
  parent: unknown;
  location: { origin: string; ancestorOrigins?: string[] };
  document: { referrer: string };
  [key: string]: unknown;
}

/** Delivers `data` to `target` as if `source` at `origin` posted it. */
export function deliver(target: EventTarget, data: unknown, origin: string, source: unknown) {
  const { port1, port2 } = new MessageChannel();
  port2.onmessage = (event) => {
    target.dispatchEvent(Object.assign(new Event('message'), { data: event.data, origin, source }));
    port1.close();
    port2.close();
  };
  port1.postMessage(data);
}

function makeWindow(origin: string): TestWindow {
  const win = new EventTarget() as TestWindow;
  win.location = { origin };
  win.document = { referrer: '' };
  win.parent = win;
  return win;
}

export function framedPair(hostOrigin = 'https://host.example', appOrigin = 'https://app.example') {
  const host = makeWindow(hostOrigin);
  const app = makeWindow(appOrigin);
  const post = (target: TestWindow, from: () => unknown, fromOrigin: string) => ({
    postMessage(data: unknown, targetOrigin: string) {
      if (targetOrigin !== '*' && targetOrigin !== target.location.origin) return;
      deliver(target, data, fromOrigin, from());
    },
  });
  /** The host's handle on the app (iframe.contentWindow) and the app's on the host (parent). */
  const appHandle: object = post(app, () => hostHandle, hostOrigin);
  const hostHandle: object = post(host, () => appHandle, appOrigin);
  app.parent = hostHandle;
  app.location.ancestorOrigins = [hostOrigin];
  const iframe = {
    contentWindow: appHandle,
    ownerDocument: { defaultView: host, baseURI: `${hostOrigin}/` },
    getAttribute: (name: string) => (name === 'src' ? `${appOrigin}/?client=sketchup` : null),
  } as unknown as HTMLIFrameElement;
  return {
    host,
    app: app as unknown as Window,
    appWindow: app,
    iframe,
    appHandle,
    hostHandle,
    /** Sends raw data to the app as the host window would, from `origin`. */
    toApp: (data: unknown, origin = hostOrigin) => deliver(app, data, origin, hostHandle),
    toHost: (data: unknown, origin = appOrigin) => deliver(host, data, origin, appHandle),
  };
}

export function recordingLogger() {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
  const lines = (level: keyof Logger) => logger[level].mock.calls.map((args) => args.join(' '));
  return { logger, lines };
}

/** Lets queued MessageChannel deliveries run. */
export const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
