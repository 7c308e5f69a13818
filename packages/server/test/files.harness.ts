/**
 * The app on a fresh store for file service tests, with file limits of the test's choosing,
 * listening on a free port as its own login provider (writes need a logged-in user), plus
 * helpers to upload files the way clients do.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type FilesConfig } from '../src/config';
import type { CadEngine } from '@vitrine/cadify';
import { openBlobStore } from '../src/open-blob-store';
import { createServices, type Services } from '../src/services';
import type { LoginServer } from './auth-harness';
import { buildListening, listeningEnv, logIn, type LoggedIn } from './login';
import { openMigrated, type StoreKind } from './stores';

export interface FilesHarness extends LoginServer {
  app: FastifyInstance;
  services: Services;
  dataDir: string;
  /** A logged-in user who stores files for nobody else: headers for the write routes. */
  uploader: LoggedIn;
  /** A new account (owning these brands), logged in. */
  logIn(email: string, extra?: { ownerIds?: string[] }): Promise<LoggedIn>;
  close(): Promise<void>;
}

export async function startFilesHarness(
  kind: StoreKind,
  env: NodeJS.ProcessEnv = {},
  cad?: () => Promise<CadEngine>,
): Promise<FilesHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-files-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    // On a loaded machine back-to-back tests look like overload; edge.overload turns it on.
    OVERLOAD_DELAY_MS: '0',
    ...(await listeningEnv()),
    ...env,
  });
  const store = await openMigrated(kind);
  const services = await createServices(config, store, await openBlobStore(config), { cad });
  const server = await buildListening(config, services);
  const { app } = server;
  return {
    ...server,
    services,
    dataDir,
    uploader: await logIn(server, 'uploader@vitrine.test'),
    logIn: (email, extra) => logIn(server, email, extra),
    async close() {
      await app.close();
      await services.mail.stop();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type { FilesConfig };

export const dataUri = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart/form-data body with one `file` part, as a browser's form sends it. */
export function fileForm(file: Uint8Array, filename: string, type = 'application/octet-stream') {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with a request part and a file part. */
export function multipart(request: unknown, file: Buffer, filename: string) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a folder (recursively), relative names. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A form whose parts are given whole (headers and body), for the ways clients type parts. */
export function form(
  parts: Array<{ headers: string; body: Buffer | string }>,
  boundary = `----vitrine${Math.random().toString(16).slice(2)}`,
) {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`),
    Buffer.from(part.body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
