/**
 * `npm run bench:files`: the file service's figures against its targets (a cached image at
 * 5,000 requests/s or more, imagine of a large JPEG in 60 ms, one conversion for 100 identical
 * requests; docs/PERFORMANCE.md "Files").
 *
 * - GET of a cached derived image (imagine 350x300 JPEG) with wrk -t1 -c8 -d10s, and the same
 *   file served by nginx (Debian nginx-light, 1 worker, sendfile, access_log off) started on a
 *   free port with its own temporary config, in the same run; the servers' CPU beside.
 * - imagine of a 4000x3000 JPEG to 350x300: the first (uncached) request over HTTP, and the
 *   sharp pipeline alone.
 * - 100 concurrent identical cadify requests: how many conversions ran.
 * - the cadify engine's own figures (bench/cadify.ts).
 * Prints a Markdown table for docs/PERFORMANCE.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { freePort } from '../../../test-support/net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import { countingEngine } from '../test/counting-engine';
import { parseImagine, renderImagine } from '../src/derive/imagine';
import { decodeOptions } from '../src/media/filetypes';
import { createServices } from '../src/services';
import { migrate } from '../src/store/migrate';
import { openPgliteStore } from '../src/store/pglite-store';
import { measureCadify } from '@vitrine/cadify/bench';

const RUNS = 3;
const progress = (what: string) => console.error(`[bench:files] ${what}`);
const rows: Array<{ what: string; figure: string; target: string }> = [];
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** Requests/s and p99 latency from one wrk run (asynchronous: the server may be this process). */
async function wrk(url: string) {
  const child = spawn('wrk', ['-t1', '-c8', '-d10s', '--latency', url]);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`wrk failed (${code})`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const p99 = /99%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '?';
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1];
  if (errors) throw new Error(`wrk saw ${errors} failed responses at ${url}`);
  return { rps, p99 };
}

/** CPU seconds (user + system) a process has used, from /proc. */
async function cpuSeconds(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measureServing(url: (port: number) => string, port: number, pid: number) {
  const results: Array<{ rps: number; p99: string; cpu: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    const before = await cpuSeconds(pid);
    const { rps, p99 } = await wrk(url(port));
    results.push({ rps, p99, cpu: ((await cpuSeconds(pid)) - before) / 10 });
  }
  return results.sort((a, b) => a.rps - b.rps)[1]!;
}

async function startNginx(dir: string, file: Buffer) {
  const port = await freePort();
  await mkdir(path.join(dir, 'www'), { recursive: true });
  await writeFile(path.join(dir, 'www', 'image.jpg'), file);
  // nginx's worker runs as an unprivileged user: let it through the temporary folders.
  for (const d of [path.dirname(dir), dir, path.join(dir, 'www')]) await chmod(d, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { image/jpeg jpg; }
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${dir}/www; }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const pid = Number((await readFile(`${dir}/nginx.pid`, 'utf8').catch(() => '')).trim());
    if (pid) {
      // The worker serves; the master only waits.
      const workers = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
      return { child, port, pid: Number(workers.split('\n')[0]) || pid };
    }
  }
  throw new Error('nginx did not start');
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-files-'));
  const store = await openPgliteStore(undefined);
  await migrate(store);
  const { cad, counts } = countingEngine();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, 'none'),
  });
  const services = await createServices(config, store, createBlobStore(path.join(dir, 'files')), {
    cad,
  });
  const app = await buildApp({ config, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}/api/dataport/v1`;

  // Six different 4000x3000 photo-like JPEGs (noise compresses like a photo, ~1.7 MB): five
  // measured, one to warm the process up first.
  const photos = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((i) =>
      sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: { r: 40 * i, g: 120, b: 200 - 30 * i },
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .blur(1.5)
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  const [warmUp, ...ids] = await services.files.putMany(
    photos.map((bytes, i) => ({
      bytes,
      filename: `photo-${i}.jpg`,
      mediaType: 'image/jpeg',
      filetype: 'jpg',
    })),
  );

  progress('imagine, uncached');
  // imagine, uncached, over HTTP (each photo once), and the sharp pipeline alone. The
  // process's very first request pays one-off costs (the HTTP client's loading, the first
  // JPEG decode, the first statement): it is made on another photo and not counted.
  await (await fetch(`${base}/${warmUp}/imagine?w=350&h=300`)).arrayBuffer();
  const http: number[] = [];
  for (const id of ids) {
    const start = process.hrtime.bigint();
    const res = await fetch(`${base}/${id}/imagine?w=350&h=300`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`imagine answered ${res.status}`);
    http.push(ms(start));
  }
  const pipeline: number[] = [];
  const request = parseImagine({});
  for (let i = 0; i < 10; i++) {
    const start = process.hrtime.bigint();
    await renderImagine(
      photos[1 + (i % 5)]!,
      request,
      'jpg',
      decodeOptions(1e8),
      path.join(dir, 'out.jpg'),
    );
    pipeline.push(ms(start));
  }
  rows.push(
    {
      what: 'imagine 4000x3000 JPEG → 350x300 JPEG, first request over HTTP (median of 5 photos)',
      figure: `${median(http).toFixed(0)} ms`,
      target: '≤ 60 ms',
    },
    {
      what: 'the same, sharp pipeline alone (median of 10)',
      figure: `${median(pipeline).toFixed(0)} ms`,
      target: '',
    },
  );

  progress('serving a cached image: Node, then nginx');
  // Cached derived image: Node vs nginx, same file, same run.
  const url = (p: number) => `http://127.0.0.1:${p}/api/dataport/v1/${ids[0]}/imagine?w=350&h=300`;
  const cached = Buffer.from(await (await fetch(url(port))).arrayBuffer());
  const node = await measureServing(url, port, process.pid);
  const nginx = await startNginx(path.join(dir, 'nginx'), cached);
  const viaNginx = await measureServing(
    (p) => `http://127.0.0.1:${p}/image.jpg`,
    nginx.port,
    nginx.pid,
  );
  nginx.child.kill('SIGTERM');
  const size = `${(cached.length / 1024).toFixed(0)} KB`;
  rows.push(
    {
      what: `GET cached imagine (${size} JPEG), Node (wrk -t1 -c8 -d10s, median of ${RUNS})`,
      figure: `${node.rps.toFixed(0)} req/s, p99 ${node.p99}, server CPU ${(node.cpu * 100).toFixed(0)} %`,
      target: '≥ 5,000 req/s',
    },
    {
      what: 'the same file from nginx (1 worker, sendfile), same run',
      figure: `${viaNginx.rps.toFixed(0)} req/s, p99 ${viaNginx.p99}, server CPU ${(viaNginx.cpu * 100).toFixed(0)} %`,
      target: '',
    },
    { what: 'Node / nginx', figure: (node.rps / viaNginx.rps).toFixed(2), target: '' },
  );

  progress('100 concurrent cadify requests');
  // 100 concurrent identical cadify requests.
  const glb = await readFile(
    '/usr/share/assimp/models/glTF2/2CylinderEngine-glTF-Binary/2CylinderEngine.glb',
  );
  const [model] = await services.files.putMany([
    { bytes: glb, filename: 'engine.glb', mediaType: 'model/gltf-binary', filetype: 'glb' },
  ]);
  await cad();
  const before = counts.convert;
  const start = process.hrtime.bigint();
  const answers = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const res = await fetch(`${base}/${model}/cadify?f=usdz`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const failed = answers.filter((s) => s !== 200).length;
  rows.push({
    what: `100 concurrent cadify glb → usdz of one model (${(glb.length / 1024).toFixed(0)} KB): conversions`,
    figure: `${counts.convert - before} (all answered in ${ms(start).toFixed(0)} ms${failed ? `, ${failed} failed` : ''})`,
    target: '1',
  });

  await app.close();
  await store.close();
  progress('cadify engine figures');
  rows.push(...(await measureCadify()));
  await rm(dir, { recursive: true, force: true });

  console.log(
    `\nMeasured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model}, ` +
      `machine load average (1 min) ${loadAtStart.toFixed(1)} at the start, ` +
      `${loadavg()[0]!.toFixed(1)} at the end\n`,
  );
  console.log('| what | figure | target |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.what} | ${row.figure} | ${row.target} |`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
