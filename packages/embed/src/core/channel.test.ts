import {
  CONFIGURATION_NULL_ERROR,
  HOST_MESSAGE_API_VERSION,
  HOST_TIMEOUT_ERROR,
} from '@vitrine/contracts/host-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToHost } from '../app/connectToHost';
import { APP_TIMEOUT_ERROR, connect } from '../host/connect';
import type { Channel } from './channel';
import { framedPair, recordingLogger, settle } from '../../test/windows';

const open: Channel<unknown, unknown>[] = [];
afterEach(() => {
  for (const channel of open.splice(0)) channel.close();
});

function setup(options: { allowed?: '*' | string[]; timeoutMs?: number } = {}) {
  const pair = framedPair();
  const appLog = recordingLogger();
  const hostLog = recordingLogger();
  const app = connectToHost({
    window: pair.app,
    allowedOrigins: options.allowed ?? ['https://host.example'],
    logger: appLog.logger,
    timeoutMs: options.timeoutMs,
  })!;
  const host = connect(pair.iframe, { logger: hostLog.logger, timeoutMs: options.timeoutMs });
  open.push(app, host);
  return { pair, app, host, appLog, hostLog };
}

const envelope = (type: string, payload: unknown, extra: object = {}) => ({
  type,
  version: HOST_MESSAGE_API_VERSION,
  id: `raw-${Math.random()}`,
  payload,
  ...extra,
});

const info = { appVersion: '2.4.4', language: 'en' as const };

describe('request and reply', () => {
  it('the app gets the host’s configuration as the reply to getConfiguration', async () => {
    const { app, host } = setup();
    const seen: unknown[] = [];
    host.answer('pCatHost.getConfiguration', (payload, message) => {
      seen.push(payload, message.version);
      return { configuration: { client: 'sketchup', display: { noHeader: true } } };
    });
    const configuration = await app.getConfiguration({ ...info, client: 'sketchup' });
    expect(configuration).toEqual({ client: 'sketchup', display: { noHeader: true } });
    expect(seen).toEqual([{ ...info, client: 'sketchup' }, '1.8.0']);
  });

  it('a reply carries replyTo = the request id, and handlers see replies too', async () => {
    const { app, host } = setup();
    const events: { type: string; id: string; replyTo?: string }[] = [];
    app.observe((event) => {
      if (event.direction !== 'dropped') events.push(event.message);
    });
    const tokens: string[] = [];
    app.on('pCat.updateUserAccessToken', ({ accessToken }) => tokens.push(accessToken));
    host.answer('pCatHost.invalidUserAccessToken', () => ({ accessToken: 'fresh' }));
    expect(await app.requestUserAccessToken('_401_pconlogin_invalid')).toBe('fresh');
    expect(tokens).toEqual(['fresh']);
    const [request, reply] = events;
    expect(request?.type).toBe('pCatHost.invalidUserAccessToken');
    expect(reply).toMatchObject({ type: 'pCat.updateUserAccessToken', replyTo: request?.id });
  });

  it('a configuration reply without its parameter rejects with the spec’s text', async () => {
    const { app, host } = setup();
    host.answer('pCatHost.getConfiguration', () => ({ configuration: null }));
    await expect(app.getConfiguration(info)).rejects.toThrow(CONFIGURATION_NULL_ERROR);
    host.answer('pCatHost.getConfiguration', () => ({}));
    await expect(app.getConfiguration(info)).rejects.toThrow(CONFIGURATION_NULL_ERROR);
  });

  it('the host asks which downloaded models changed and gets the app’s answer', async () => {
    const { app, host } = setup();
    app.answer('pCat.checkRevisions', ({ models }) => ({
      revisions: models.map((m) => ({
        ...m,
        status: m.dataVersion < 5 ? ('changed' as const) : ('current' as const),
        currentDataVersion: 5,
      })),
    }));
    app.send('pCatHost.favoritesChanged', { lists: [] });
    const revisions = await host.checkRevisions([
      { id: 'm1', dataVersion: 3 },
      { id: 'm2', dataVersion: 5 },
    ]);
    expect(revisions.map((r) => r.status)).toEqual(['changed', 'current']);
  });

  it('host messages sent while the frame loads arrive once the app speaks', async () => {
    const { app, host } = setup();
    const languages: string[] = [];
    host.send('pCat.changeLanguage', { language: 'de' });
    app.on('pCat.changeLanguage', ({ language }) => languages.push(language));
    await settle();
    expect(languages).toEqual([]);
    let ready = false;
    void host.ready.then(() => (ready = true));
    app.send('pCatHost.favoritesChanged', { lists: [] });
    // Several deliveries in a row (the app's message, then the host's queue): on a busy
    // machine they can take longer than one settle.
    await vi.waitFor(() => {
      expect(languages).toEqual(['de']);
      expect(ready).toBe(true);
    });
  });
});

describe('timeouts', () => {
  it('no answer in time rejects with “Timeout while waiting for message from integration host”', async () => {
    const { app } = setup({ timeoutMs: 50 });
    const started = Date.now();
    const error = await app
      .request('pCatHost.getConfiguration', info, { timeoutMs: 80 })
      .catch((e: Error) => e);
    expect((error as Error).message).toBe(HOST_TIMEOUT_ERROR);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('the host’s own requests time out with their own text', async () => {
    const { host, app } = setup({ timeoutMs: 50 });
    app.send('pCatHost.favoritesChanged', { lists: [] });
    await expect(host.checkRevisions([{ id: 'm1', dataVersion: 1 }])).rejects.toThrow(
      APP_TIMEOUT_ERROR,
    );
  });

  it('a late reply after the timeout is delivered to handlers and breaks nothing', async () => {
    const { app, host } = setup();
    host.answer('pCatHost.getConfiguration', async () => {
      await settle(120);
      return { configuration: {} };
    });
    await expect(app.request('pCatHost.getConfiguration', info, { timeoutMs: 30 })).rejects.toThrow(
      HOST_TIMEOUT_ERROR,
    );
    const late: unknown[] = [];
    app.on('pCat.configuration', (payload) => late.push(payload));
    await settle(200);
    expect(late).toEqual([{ configuration: {} }]);
  });

  it('closing rejects what is pending', async () => {
    const { app } = setup();
    const pending = app.request('pCatHost.getConfiguration', info);
    app.close();
    await expect(pending).rejects.toThrow('closed');
  });
});

describe('what the app ignores', () => {
  it('drops malformed messages with a warning naming the field, and keeps working', async () => {
    const { pair, app, appLog } = setup();
    const languages: string[] = [];
    app.on('pCat.changeLanguage', ({ language }) => languages.push(language));
    pair.toApp(envelope('pCat.changeLanguage', { language: 'xx' }));
    pair.toApp(envelope('pCat.navigate', { page: 'https://evil.example/' }));
    pair.toApp(envelope('pCat.navigate', { page: '//evil.example/' }));
    pair.toApp({ type: 'pCat.changeLanguage', payload: { language: 'de' } });
    pair.toApp('{"type":"pCat.changeLanguage", broken json');
    pair.toApp(envelope('pCat.changeLanguage', 'de'));
    pair.toApp(envelope('pCat.changeLanguage', { language: 'fr' }));
    await settle();
    expect(languages).toEqual(['fr']);
    const warnings = appLog.lines('warn');
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toContain('payload.language');
    expect(warnings[1]).toContain('payload.page');
    expect(warnings[3]).toMatch(/Dropping malformed pCat.changeLanguage: .*version is required/);
  });

  it('ignores messages from origins not in the allowed list', async () => {
    const { pair, app, appLog } = setup();
    const pages: string[] = [];
    app.on('pCat.navigate', ({ page }) => pages.push(page));
    pair.toApp(envelope('pCat.navigate', { page: '/brands' }), 'https://evil.example');
    await settle();
    expect(pages).toEqual([]);
    expect(appLog.lines('warn')).toEqual([
      expect.stringContaining('Ignoring pCat.navigate from https://evil.example'),
    ]);
    pair.toApp(envelope('pCat.navigate', { page: '/brands' }));
    await settle();
    expect(pages).toEqual(['/brands']);
  });

  it("'*' allows every origin", async () => {
    const { pair, app } = setup({ allowed: '*' });
    const pages: string[] = [];
    app.on('pCat.navigate', ({ page }) => pages.push(page));
    pair.toApp(envelope('pCat.navigate', { page: '/materials' }), 'https://anyone.example');
    await settle();
    expect(pages).toEqual(['/materials']);
  });

  it('logs and ignores unknown types; other scripts’ messages pass silently', async () => {
    const { pair, app, appLog } = setup();
    const seen: string[] = [];
    app.observe((event) => seen.push(event.direction));
    pair.toApp(envelope('pCat.somethingNew', { x: 1 }));
    pair.toApp(envelope('pCatHost.download', {}));
    pair.toApp({ source: 'react-devtools', payload: {} });
    await settle();
    expect(appLog.lines('info')).toEqual([
      expect.stringContaining('unknown message type pCat.somethingNew'),
      expect.stringContaining('unknown message type pCatHost.download'),
    ]);
    expect(appLog.lines('warn')).toEqual([]);
    expect(seen).toEqual(['dropped', 'dropped']);
  });

  it('a handler that throws is logged and does not stop the others', async () => {
    const { pair, app, appLog } = setup();
    const pages: string[] = [];
    app.on('pCat.navigate', () => {
      throw new Error('boom');
    });
    app.on('pCat.navigate', ({ page }) => pages.push(page));
    pair.toApp(envelope('pCat.navigate', { page: '/' }));
    await settle();
    expect(pages).toEqual(['/']);
    expect(appLog.lines('error')[0]).toContain('A handler of pCat.navigate failed');
  });
});

describe('versions', () => {
  it('drops messages of another major version with a warning', async () => {
    const { pair, app, appLog } = setup();
    const pages: string[] = [];
    app.on('pCat.navigate', ({ page }) => pages.push(page));
    pair.toApp(envelope('pCat.navigate', { page: '/a' }, { version: '2.0.0' }));
    await settle();
    expect(pages).toEqual([]);
    expect(appLog.lines('warn')[0]).toContain('protocol version 2.0.0 is incompatible with 1.8.0');
  });

  it('accepts another minor version, extra fields included, and says so once', async () => {
    const { pair, app, appLog } = setup();
    const pages: string[] = [];
    app.on('pCat.navigate', ({ page }) => pages.push(page));
    pair.toApp(envelope('pCat.navigate', { page: '/a', newField: 1 }, { version: '1.9.2' }));
    pair.toApp(envelope('pCat.navigate', { page: '/b' }, { version: '1.9.2' }));
    await settle();
    expect(pages).toEqual(['/a', '/b']);
    expect(app.peerVersion).toBe('1.9.2');
    expect(appLog.lines('info')).toEqual([expect.stringContaining('peer speaks protocol 1.9.2')]);
  });
});

describe('finding the host', () => {
  it('gives null when the app is not framed and nothing is injected', () => {
    const pair = framedPair();
    pair.appWindow.parent = pair.appWindow;
    expect(connectToHost({ window: pair.app, allowedOrigins: '*' })).toBeNull();
  });

  it('talks JSON text to an injected window.pCatHost and hears window.pCat.receive', async () => {
    const pair = framedPair();
    pair.appWindow.parent = pair.appWindow;
    const sent: string[] = [];
    pair.appWindow.pCatHost = { postMessage: (text: string) => sent.push(text) };
    const app = connectToHost({ window: pair.app, allowedOrigins: [] })!;
    open.push(app);
    expect(app.transport).toBe('injected');
    const configuration = app.getConfiguration(info);
    const request = JSON.parse(sent[0]!);
    expect(request).toMatchObject({ type: 'pCatHost.getConfiguration', version: '1.8.0' });
    const receiver = pair.appWindow.pCat as { receive(m: string | object): void };
    receiver.receive(
      JSON.stringify(
        envelope(
          'pCat.configuration',
          { configuration: { language: 'it' } },
          { replyTo: request.id },
        ),
      ),
    );
    expect(await configuration).toEqual({ language: 'it' });
    app.close();
    expect(pair.appWindow.pCat).toBeUndefined();
  });
});
