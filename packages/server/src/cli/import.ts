/**
 * `npm run import -- <package> [options]`: imports a catalogue package (a folder, a zip, a
 * vitrine-package.json/.ndjson, a products.csv/.xlsx) or a SweetHome3D library (.sh3f, made
 * into a package first) into the server's database, through the same import service the
 * API uses (docs/IMPORT.md); or, with --api, through a running server's API as an import
 * job (import-api.ts). Exit code 0 when it went through, 1 when not, 2 for bad arguments.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPERATOR } from '../access';
import { ConfigError } from '../config';
import type { ImportOptions } from '../import';
import { importThroughApi } from './import-api';
import { progressBar, reportLines } from './report';
import { openServices } from './support';

const USAGE = `Usage: npm run import -- <package> [options]
  <package>        a folder or .zip holding vitrine-package.json (or .ndjson) or products.csv
                   (or .xlsx) and the files they name; one of those files on its own; or a
                   SweetHome3D library (.sh3f)
  --dry-run        check everything and report every problem; change nothing
  --owner <id>     the brand of product table rows that have no owner_id column
  --keep-missing   leave items of the package's brands that the package no longer has
                   (default: they are marked deprecated)
  --trusted        store files as they are, without checking each (packages Vitrine made)
  --api <server>   import through that running server's API (e.g. https://vitrine.example.com)
                   as an import job, instead of into the database; needs a token:
  --token <token>  a personal API token (vtr_...; or VITRINE_TOKEN in the environment)
  --publish        with --api: publish the drafts the import made when it went through
The database is the server's: DATA_DIR (embedded; stop the server first) or DATABASE_URL.`;

class Usage extends Error {}

interface Args {
  location: string;
  options: Omit<ImportOptions, 'caller'>;
  api?: { base: string; token: string; publish: boolean };
}

function valueOf(argv: string[], i: number, what: string) {
  const value = argv[i];
  if (!value || value.startsWith('--')) throw new Usage(`${argv[i - 1]} needs ${what}`);
  return value;
}

function parseArgs(argv: string[]): Args {
  const options: Args['options'] = {};
  const locations: string[] = [];
  let base: string | undefined;
  let token = process.env.VITRINE_TOKEN;
  let publish = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--keep-missing') options.missing = 'keep';
    else if (arg === '--trusted') options.verify = 'trusted';
    else if (arg === '--publish') publish = true;
    else if (arg === '--owner') options.ownerId = valueOf(argv, ++i, 'a brand id');
    else if (arg === '--api') base = valueOf(argv, ++i, "the server's address");
    else if (arg === '--token') token = valueOf(argv, ++i, 'an API token');
    else if (arg.startsWith('--')) throw new Usage(`unknown option ${arg}`);
    else locations.push(arg);
  }
  if (locations.length !== 1) throw new Usage('name one package');
  const location = path.resolve(locations[0]!);
  if (!base) {
    if (publish) throw new Usage('--publish goes with --api (a direct import publishes at once)');
    return { location, options };
  }
  if (!/^https?:\/\/[^/]/.test(base)) throw new Usage('--api needs an http(s) address');
  if (!token) throw new Usage('--api needs --token (or VITRINE_TOKEN)');
  if (options.verify) throw new Usage('--trusted is for direct imports: the server checks uploads');
  return { location, options, api: { base, token, publish } };
}

/** A SweetHome3D library made into a package in a temporary folder. */
async function sh3fPackage(file: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-sh3f-'));
  const { importSh3f } = await import('@vitrine/demo-data/sh3f');
  const { openPackageSink } = await import('@vitrine/demo-data/package-sink');
  console.log(`${path.basename(file)}: converting the library into a package...`);
  const made = await openPackageSink(folder, { name: path.basename(file) });
  const summary = await importSh3f(file, made.sink);
  await made.close();
  for (const { id, reason } of summary.skipped) console.log(`  skipped ${id}: ${reason}`);
  return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const { location, options, api } = parseArgs(argv);
  const sh3f = location.toLowerCase().endsWith('.sh3f') ? await sh3fPackage(location) : undefined;
  const name = path.basename(location);
  if (api) {
    const bar = progressBar(name);
    const started = performance.now();
    try {
      const job = await importThroughApi({
        ...api,
        location: sh3f?.folder ?? location,
        ...(sh3f ? { missing: 'keep' as const } : {}),
        ...options,
        onProgress: (progress) => bar.update(progress),
      });
      bar.stop();
      for (const line of reportLines(job, (performance.now() - started) / 1000)) console.log(line);
      const { created, updated, deprecated } = job.counts;
      if (job.status === 'published') console.log('Published: visitors see the changes now.');
      else if (job.status === 'awaiting_publish' && created + updated + deprecated > 0)
        console.log('The changes wait as drafts: publish them on the import page (or --publish).');
      return job.status === 'failed' ? 1 : 0;
    } finally {
      bar.stop();
      await sh3f?.cleanup();
    }
  }
  const { services, close } = await openServices();
  const bar = progressBar(name);
  const started = performance.now();
  try {
    const job = await services.imports.run(sh3f?.folder ?? location, name, {
      caller: OPERATOR,
      ...(sh3f ? { verify: 'trusted' as const, missing: 'keep' as const } : {}),
      ...options,
      onProgress: (progress) => bar.update(progress),
    });
    bar.stop();
    for (const line of reportLines(job, (performance.now() - started) / 1000)) console.log(line);
    return job.status === 'failed' ? 1 : 0;
  } finally {
    bar.stop();
    await close();
    await sh3f?.cleanup();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Usage) {
      console.error(`import: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
