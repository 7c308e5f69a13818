/**
 * One machine behind nginx with the local folder (docs/OPERATIONS.md): with
 * BLOB_ACCEL_REDIRECT the process answers a file GET with X-Accel-Redirect and Debian's nginx,
 * running deploy/nginx/vitrine.conf, sends the bytes from the folder, with the same ETag,
 * ranges, 304 and the file answers' security headers as when the process sends them.
 * Needs root (the PostgreSQL cluster) and /usr/sbin/nginx.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from './login';
import { adminThrough, uploadCall } from './scale-out.catalogue';
import {
  client,
  freePort,
  startNginx,
  startPgCluster,
  startVitrine,
  stopVitrine,
  type Nginx,
  type PgCluster,
  type VitrineProcess,
} from './scale-out.harness';

let pg: PgCluster;
let nginx: Nginx;
let dataDir: string;
let vitrine: VitrineProcess;
let id: string;
const bytes = randomBytes(100_000);

beforeAll(async () => {
  pg = startPgCluster();
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-accel-'));
  // nginx's workers read the files as their own user (docs/OPERATIONS.md).
  await chmod(dataDir, 0o755);
  const nginxPort = await freePort();
  vitrine = await startVitrine({
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    BLOB_ACCEL_REDIRECT: '/_vitrine_files/',
    DEMO: 'false',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  nginx = await startNginx(nginxPort, [vitrine.port], ['127.0.0.1'], path.join(dataDir, 'files'));
  const { auth } = await adminThrough(nginx.base, pg.url, dataDir);
  const through = client(nginx.base, 1);
  const stored = await through.call(uploadCall('accel', auth, bytes));
  through.close();
  expect(stored.status, stored.body).toBe(200);
  id = JSON.parse(stored.body).dataport_id as string;
}, 180_000);

afterAll(async () => {
  await nginx?.close();
  if (vitrine) await stopVitrine(vitrine);
  pg?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('files sent by nginx (X-Accel-Redirect)', () => {
  it('leaves the bytes to nginx: the process answers only the redirect', async () => {
    const direct = await fetch(`${vitrine.base}/api/dataport/v1/${id}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('x-accel-redirect')).toMatch(/^\/_vitrine_files\/[0-9a-f]{2}\//);
    expect((await direct.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends the whole file, a range and 304 with the same ETag and headers', async () => {
    const url = `${nginx.base}/api/dataport/v1/${id}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    const got = Buffer.from(await whole.arrayBuffer());
    expect(createHash('sha256').update(got).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    const direct = await fetch(`${vitrine.base}/api/dataport/v1/${id}`);
    expect(whole.headers.get('etag')).toBe(direct.headers.get('etag'));
    expect(whole.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(whole.headers.get('cache-control')).toContain('immutable');
    expect(whole.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('x-accel-redirect')).toBeNull();

    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const again = await fetch(url, { headers: { 'if-none-match': whole.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('is not reachable from outside', async () => {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const outside = await fetch(
      `${nginx.base}/_vitrine_files/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`,
    );
    expect(outside.status).toBe(404);
  });
});
