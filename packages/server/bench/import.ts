/**
 * `npm run bench:import`: how long imports take and the memory they need (docs/PERFORMANCE.md
 * "Imports"). Each import runs in a process of its own on the embedded database of a fresh
 * data folder, so its peak memory is its own:
 * - the demo as `npm start` imports it (made as a package first: files trusted, search
 *   indexes built at the end), then the same package again, nothing changed, as
 *   `npm run import -- <folder>` does it (every file checked) and with --trusted;
 * - generated packages of --models N models (default 10,000): metadata only (one shared
 *   image), and each model with a 3D file of its own, every file checked as an upload is.
 * Options: --models N, --no-demo, --no-files (leave the package with 3D files out).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportCounts } from '@vitrine/contracts';
import { OPERATOR } from '../src/access';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import type { ImportOptions } from '../src/import';
import { createServices } from '../src/services';
import { openStore } from '../src/store';
import { manyModelsPackage } from '../test/package-fixture';

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);

type Mode = 'first-start' | 'checked' | 'trusted';

interface Measured {
  seconds: number;
  counts: ImportCounts;
  status: string;
  /** Resident memory before the import (services started), MiB. */
  beforeMiB: number;
  /** The most resident memory seen while it ran (sampled every 100 ms), MiB. */
  peakMiB: number;
}

/** The child: one import of `folder` into the data folder, measured. */
async function measureOne(folder: string, mode: Mode): Promise<Measured> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO: 'false' });
  const store = await openStore(config);
  try {
    const services = await createServices(
      config,
      store,
      createBlobStore(path.join(config.dataDir, 'files')),
    );
    const options: ImportOptions =
      mode === 'first-start'
        ? { caller: OPERATOR, verify: 'trusted', missing: 'keep', bulk: true }
        : { caller: OPERATOR, verify: mode === 'trusted' ? 'trusted' : 'full' };
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
    const started = performance.now();
    const job = await services.imports.run(folder, path.basename(folder), options);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (job.status !== 'done') throw new Error(`import ${job.status}: ${JSON.stringify(job)}`);
    return {
      seconds,
      counts: job.counts,
      status: job.status,
      beforeMiB: before / 2 ** 20,
      peakMiB: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20,
    };
  } finally {
    await store.close();
  }
}

/** Runs one import in a process of its own; answers what it measured. */
function inChild(folder: string, mode: Mode, dataDir: string): Promise<Measured> {
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--child', folder, mode], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code === 0) resolve(JSON.parse(line) as Measured);
      else reject(new Error(`the import process ended with ${code}:\n${output}`));
    }),
  );
}

const rows: string[] = [];
function row(what: string, m: Measured) {
  const c = m.counts;
  const items = c.created + c.updated + c.unchanged;
  rows.push(
    `| ${what} | ${items.toLocaleString('en')} | ${m.seconds.toFixed(1)} | ${Math.round(items / m.seconds).toLocaleString('en')} | ` +
      `${c.created}/${c.updated}/${c.unchanged} | ${c.files_stored}/${c.files_reused} | ${Math.round(m.beforeMiB)} → ${Math.round(m.peakMiB)} |`,
  );
  console.log(rows[rows.length - 1]);
}

async function main() {
  const work: string[] = [];
  const fresh = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-import-'));
    work.push(dir);
    return dir;
  };
  const models = Number(args[args.indexOf('--models') + 1]) || 10_000;
  try {
    if (!flag('--no-demo')) {
      const { generateDemoCatalogue } = await import('@vitrine/demo-data');
      const { openPackageSink } = await import('@vitrine/demo-data/package-sink');
      const folder = await fresh();
      const started = performance.now();
      const made = await openPackageSink(folder, { name: 'demo' });
      const summary = await generateDemoCatalogue(made.sink);
      await made.close();
      console.log(
        `demo package made in ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary.models} models, ${summary.materials} materials, ${summary.files} files`,
      );
      const data = await fresh();
      row('demo, first start (trusted, bulk)', await inChild(folder, 'first-start', data));
      row('demo again, nothing changed (checked)', await inChild(folder, 'checked', data));
      row('demo again, nothing changed (--trusted)', await inChild(folder, 'trusted', data));
    }
    const metadata = await manyModelsPackage(models, 0);
    work.push(metadata);
    const data = await fresh();
    row(`${models} models, metadata only`, await inChild(metadata, 'checked', data));
    row(`the same again, nothing changed`, await inChild(metadata, 'checked', data));
    if (!flag('--no-files')) {
      const withFiles = await manyModelsPackage(models, models);
      work.push(withFiles);
      row(
        `${models} models with a 3D file each (checked)`,
        await inChild(withFiles, 'checked', await fresh()),
      );
      row(
        `${models} models with a 3D file each (--trusted)`,
        await inChild(withFiles, 'trusted', await fresh()),
      );
    }
    const cpu = cpus();
    console.log(
      `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)}\n`,
    );
    console.log(
      '| import | items | seconds | items/s | new/changed/unchanged | files stored/found | memory before → peak (MiB) |',
    );
    console.log('|---|---:|---:|---:|---|---|---:|');
    for (const line of rows) console.log(line);
  } finally {
    for (const dir of work) await rm(dir, { recursive: true, force: true });
  }
}

if (args[0] === '--child') {
  measureOne(args[1]!, args[2] as Mode).then(
    (measured) => {
      console.log(JSON.stringify(measured));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  await main();
}
