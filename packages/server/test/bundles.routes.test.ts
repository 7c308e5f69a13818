/**
 * List downloads (beyond the spec): one zip of stored and converted files, streamed, with every
 * item that could not go in named in REPORT.txt and in the bundle's status; only logged-in
 * users make bundles; the download link works without a token.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const MODELS = '/usr/share/assimp/models';
const BOX = `${MODELS}/glTF2/BoxTextured-glTF-Binary/BoxTextured.glb`;
const PASSWORD = 'Bundle-Maker-2026';

describe.each(STORE_KINDS)('list downloads on $name', (kind) => {
  let server: AuthServer;
  let token: string;
  let box: string;
  const api = (path: string) => `${server.url}/api/dataport/v1${path}`;
  const post = (path: string, body: unknown, auth = true) =>
    fetch(api(path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startAuthServer(kind, { env: { DATAPORT_IMPORT_DIRS: MODELS } });
    await server.addUser('planner@example.com', PASSWORD);
    token = (await obtainTokens(server, 'planner@example.com', PASSWORD)).access_token;
    const loaded = await post('/load', { datasource: BOX });
    expect(loaded.status).toBe(200);
    box = ((await loaded.json()) as { dataport_id: string }).dataport_id;
  }, 180_000);
  afterAll(() => server?.close());

  const request = () => ({
    name: 'Living room',
    language: 'de',
    entries: [
      { name: 'Box.glb', dataport_id: box, kind: 'file', label: 'Box (original)' },
      { name: 'Box.stl', dataport_id: box, kind: 'cadify', format: 'stl', label: 'Box as STL' },
      { name: 'Box.glb', dataport_id: box, kind: 'file', label: 'Box again' },
      { name: 'Gone.glb', dataport_id: 'no_such_file_here', kind: 'file', label: 'Gone chair' },
    ],
    skipped: [{ label: 'Oak floor', reason: 'nicht als STL verfügbar' }],
  });

  it('refuses anonymous callers and names bad fields', async () => {
    expect((await post('/bundles', request(), false)).status).toBe(401);
    const noFormat = request();
    delete (noFormat.entries[1] as { format?: string }).format;
    const bad = await post('/bundles', noFormat);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('entries[1].format');
    const unknown = await fetch(api('/bundles/AAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.status).toBe(404);
  });

  it('streams one zip with every file, converted where asked, and a report of what is missing', async () => {
    const made = await post('/bundles', request());
    expect(made.status).toBe(200);
    const status = (await made.json()) as {
      bundle_id: string;
      state: string;
      total: number;
      estimated_size: number;
      download_url: string;
    };
    const original = await readFile(BOX);
    expect(status).toMatchObject({ state: 'ready', total: 4 });
    expect(status.estimated_size).toBe(3 * original.length);

    // The browser opens the link itself: no token.
    const zip = await fetch(`${server.url}${status.download_url}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('Living room.zip');
    expect(zip.headers.get('content-length')).toBeNull(); // streamed as it is made
    const bytes = new Uint8Array(await zip.arrayBuffer());
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['Box (2).glb', 'Box.glb', 'Box.stl', 'REPORT.txt']);
    expect(Buffer.from(files['Box.glb']!).equals(original)).toBe(true);
    const stl = Buffer.from(files['Box.stl']!);
    expect(stl.length).toBe(84 + 50 * stl.readUInt32LE(80)); // a whole binary STL
    expect(stl.readUInt32LE(80)).toBeGreaterThan(0);
    const report = strFromU8(files['REPORT.txt']!);
    expect(report).toContain('3 von 5 Elementen');
    expect(report).toContain('Gone chair: die Datei existiert nicht mehr');
    expect(report).toContain('Oak floor: nicht als STL verfügbar');

    const after = await fetch(api(`/bundles/${status.bundle_id}`));
    const done = (await after.json()) as {
      state: string;
      done: number;
      bytes: number;
      failed: unknown[];
    };
    expect(done).toMatchObject({ state: 'done', done: 4 });
    expect(done.failed).toEqual([
      { label: 'Oak floor', reason: 'nicht als STL verfügbar' },
      { label: 'Gone chair', reason: 'die Datei existiert nicht mehr' },
    ]);
    expect(done.bytes).toBe(bytes.length);
  });

  it('keeps entry names inside the zip: no folders, no path tricks', async () => {
    const made = await post('/bundles', {
      name: '../../etc/evil',
      entries: [{ name: '../../x/..\\evil.glb', dataport_id: box, kind: 'file' }],
    });
    const { download_url } = (await made.json()) as { download_url: string };
    const zip = await fetch(`${server.url}${download_url}`);
    expect(zip.headers.get('content-disposition')).not.toContain('/');
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(names.every((n) => !n.includes('/') && !n.includes('\\') && !n.startsWith('.'))).toBe(
      true,
    );
  });
});

describe('a list download past the zip limit (BUNDLE_LIMIT_MB=2)', () => {
  const ENGINE = `${MODELS}/glTF2/2CylinderEngine-glTF-Binary/2CylinderEngine.glb`;
  let server: AuthServer;
  let token: string;
  const ids: Record<string, string> = {};
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/dataport/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startAuthServer(STORE_KINDS[0]!, {
      env: { DATAPORT_IMPORT_DIRS: MODELS, BUNDLE_LIMIT_MB: '2' },
    });
    await server.addUser('planner@example.com', PASSWORD);
    token = (await obtainTokens(server, 'planner@example.com', PASSWORD)).access_token;
    for (const [name, file] of [
      ['box', BOX],
      ['engine', ENGINE],
    ] as const) {
      const loaded = await post('/load', { datasource: file });
      ids[name] = ((await loaded.json()) as { dataport_id: string }).dataport_id;
    }
  }, 180_000);
  afterAll(() => server?.close());

  it('refuses a list whose files come to more than the limit, naming entries', async () => {
    // 2 x 1.8 MB of stored files: the zip would pass 2 MB.
    const refused = await post('/bundles', {
      name: 'Engines',
      entries: [
        { name: 'A.glb', dataport_id: ids.engine, kind: 'file' },
        { name: 'B.glb', dataport_id: ids.engine, kind: 'file' },
      ],
    });
    expect(refused.status).toBe(400);
    const error = (await refused.json()) as { field: string; reason: string };
    expect(error.field).toBe('entries');
    expect(error.reason).toMatch(/about 4 MB.*at most 2 MB/);
  });

  it('leaves out a conversion that outgrows the limit while streaming, and says why', async () => {
    // Estimated at its 1.8 MB glb, the engine as binary STL is 3.8 MB (75,730 triangles).
    const made = await post('/bundles', {
      name: 'Workshop',
      language: 'en',
      entries: [
        { name: 'Box.glb', dataport_id: ids.box, kind: 'file', label: 'Box' },
        {
          name: 'Engine.stl',
          dataport_id: ids.engine,
          kind: 'cadify',
          format: 'stl',
          label: 'Engine',
        },
      ],
    });
    expect(made.status).toBe(200);
    const { bundle_id, download_url } = (await made.json()) as {
      bundle_id: string;
      download_url: string;
    };
    const zip = await fetch(`${server.url}${download_url}`);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(bytes.length).toBeLessThan(2 * 2 ** 20);
    const files = unzipSync(bytes); // a whole, readable zip
    expect(Object.keys(files).sort()).toEqual(['Box.glb', 'REPORT.txt']);
    expect(strFromU8(files['REPORT.txt']!)).toContain('Engine: the zip had reached its 2 MB limit');
    const status = (await (
      await fetch(`${server.url}/api/dataport/v1/bundles/${bundle_id}`)
    ).json()) as { state: string; failed: Array<{ label: string }> };
    expect(status.state).toBe('done');
    expect(status.failed.map((f) => f.label)).toEqual(['Engine']);
  });
});
