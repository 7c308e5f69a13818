/**
 * The blob stores every blob-store test runs on, as `stores.ts` does for databases: the
 * local folder, and a bucket on a real S3-protocol server (s3rver) that the tests start on a
 * free loopback port. The S3 server can be stopped and started again on its port, for tests
 * of a store that does not answer.
 */
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../../../test-support/net';
import { createBlobStore, type BlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import { openBlobStore } from '../src/open-blob-store';

/** s3rver's fixed key pair. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
export const TEST_BUCKET = 'vitrine-test';

export interface S3Server {
  endpoint: string;
  /** Where s3rver keeps the buckets: one folder each. */
  directory: string;
  /** BLOB_STORE and BLOB_S3_* settings for a bucket of this server (under `prefix`). */
  env(prefix?: string): NodeJS.ProcessEnv;
  /** Stops answering (the port is closed); `start` opens it again with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** An S3-protocol server on a free loopback port, with the test bucket. */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vitrine-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
    await server.run();
  };
  const stop = async () => {
    // Like a server that goes away: open keep-alive connections end too (else close waits
    // for the clients to let go of them, which busy clients never do).
    const http = (server as unknown as { httpServer?: Server } | undefined)?.httpServer;
    const closed = server?.close();
    http?.closeAllConnections();
    await closed;
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: (prefix = '') => ({
      BLOB_STORE: `s3://${TEST_BUCKET}${prefix ? `/${prefix}` : ''}`,
      BLOB_S3_ENDPOINT: endpoint,
      // Short, so tests of an unreachable store wait little.
      BLOB_S3_TIMEOUT_MS: '2000',
      ...CREDENTIALS,
    }),
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface BlobStoreKind {
  name: 'local' | 's3';
  /** A fresh, empty store (its own folder, or its own prefix in the bucket). */
  open(): Promise<OpenedBlobStore>;
}

export interface OpenedBlobStore {
  blobs: BlobStore;
  dataDir: string;
  /** The S3 server behind it (s3 only). */
  s3?: S3Server;
  close(): Promise<void>;
}

let shared: Promise<S3Server> | undefined;
/** The S3 server of this test process, started on first use. */
export const sharedS3Server = () => (shared ??= startS3Server());
/** Stops the shared S3 server (afterAll of a file that used it). */
export async function closeS3Server() {
  const server = shared;
  shared = undefined;
  await (await server)?.close();
}

let prefixes = 0;

async function fresh(open: (dataDir: string) => Promise<BlobStore>, s3?: S3Server) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-blobs-'));
  return {
    blobs: await open(dataDir),
    dataDir,
    s3,
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The blob stores each blob-store test runs on: the local folder and an S3 bucket. */
export const BLOB_STORE_KINDS: BlobStoreKind[] = [
  {
    name: 'local',
    open: () => fresh(async (dir) => createBlobStore(path.join(dir, 'files'))),
  },
  {
    name: 's3',
    async open() {
      const s3 = await sharedS3Server();
      const env = s3.env(`t${process.pid}-${++prefixes}`);
      return fresh(async (dir) => openBlobStore(loadConfig({ DATA_DIR: dir, ...env })), s3);
    },
  },
];
