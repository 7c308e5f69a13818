/**
 * `npm run bench:bundles [-- --models 50 --format obj]`
 *
 * List downloads (docs/FILES.md "List downloads"): one zip of a 50-model list, every model
 * converted to `format` by cadify. Cold: the conversions are made while the zip streams;
 * warm: the same list again, conversions from the cache. Reports the time to the zip's first
 * byte, the whole download, models per second and the zip's size, with a Fastify
 * hello-world's req/s from the same run as the machine's reference. Embedded database; real
 * 3D files from Debian's assimp-testmodels.
 */
import { readdir } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, obtainTokens, startAuthServer } from '../test/auth-harness';
import { STORE_KINDS } from '../test/stores';

const MODELS = '/usr/share/assimp/models';
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const modelCount = Number(option('models', '50'));
const format = option('format', 'obj');
const EXTENSIONS = /\.(glb|stl|ply|obj|dae|off)$/i;

async function realModels(): Promise<string[]> {
  const all = await readdir(MODELS, { recursive: true, withFileTypes: true });
  return all
    .filter(
      (e) => e.isFile() && EXTENSIONS.test(e.name) && !/invalid|bad|error/i.test(e.parentPath),
    )
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloPort = await freePort();
  await hello.listen({ port: helloPort, host: '127.0.0.1' });
  const reference = await autocannon({ url: `http://127.0.0.1:${helloPort}/`, duration: 5 });

  const server = await startAuthServer(STORE_KINDS[0]!, {
    env: { DATAPORT_IMPORT_DIRS: MODELS },
    auth: { accessTokenTtl: 3600 },
  });
  await server.addUser('bench@example.com', 'Bench-Password-1');
  const { access_token } = await obtainTokens(server, 'bench@example.com', 'Bench-Password-1');
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${server.url}/api/dataport/v1${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  // The list: the first `modelCount` real files the file service accepts as 3D.
  const ids: Array<{ id: string; name: string }> = [];
  for (const file of await realModels()) {
    if (ids.length >= modelCount) break;
    const loaded = await post('/load', { datasource: file });
    const features = (loaded.body.entry as { features?: { cadify?: string[] } } | undefined)
      ?.features;
    if (loaded.status === 200 && features?.cadify?.includes(format)) {
      ids.push({ id: loaded.body.dataport_id as string, name: path.basename(file) });
    }
  }
  const entries = ids.map(({ id, name }, i) => ({
    name: `${i + 1} ${name.replace(/\.[^.]+$/, '')}.${format}`,
    dataport_id: id,
    kind: 'cadify',
    format,
  }));

  async function download(label: string) {
    const made = await post('/bundles', { name: 'bench', entries });
    if (made.status !== 200) throw new Error(`bundle: ${made.status} ${JSON.stringify(made.body)}`);
    const started = performance.now();
    const response = await fetch(`${server.url}${made.body.download_url as string}`);
    const reader = response.body!.getReader();
    let first = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = performance.now() - started;
      bytes += value.length;
    }
    const total = performance.now() - started;
    const answer = await fetch(
      `${server.url}/api/dataport/v1/bundles/${made.body.bundle_id as string}`,
    );
    const failed = ((await answer.json()) as { failed: unknown[] }).failed.length;
    return { label, first, total, bytes, failed, perSecond: entries.length / (total / 1000) };
  }
  const rows = [
    await download('cold (converted while streaming)'),
    await download('warm (cached)'),
  ];

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
      `Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `Fastify hello world (reference, same run): ${reference.requests.average.toFixed(0)} req/s\n`,
  );
  console.log(`List of ${entries.length} real 3D models (assimp-testmodels), each as ${format}:\n`);
  console.log('| run | first byte ms | whole zip s | models/s | zip MB | not included |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.first.toFixed(0)} | ${(r.total / 1000).toFixed(2)} | ${r.perSecond.toFixed(1)} | ${(r.bytes / 2 ** 20).toFixed(1)} | ${r.failed} |`,
    );
  }
  await server.close();
  await hello.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
