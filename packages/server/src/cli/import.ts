/**
 * `npm run import -- <package> [options]`: imports a catalogue package (a folder, a zip, a
 * vitrine-package.json/.ndjson, a products.csv/.xlsx) or a SweetHome3D library (.sh3f, made
 * into a package first) into the server's database, through the same import service the
 * API uses (docs/IMPORT.md). Exit code 0 when it went through, 1 when not, 2 for bad
 * arguments.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPERATOR } from '../access';
import { ConfigError } from '../config';
import type { ImportOptions } from '../import';
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
The database is the server's: DATA_DIR (embedded; stop the server first) or DATABASE_URL.`;

class Usage extends Error {}

interface Args {
  location: string;
  options: Omit<ImportOptions, 'caller'>;
}

function parseArgs(argv: string[]): Args {
  const options: Args['options'] = {};
  const locations: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--keep-missing') options.missing = 'keep';
    else if (arg === '--trusted') options.verify = 'trusted';
    else if (arg === '--owner') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Usage('--owner needs a brand id');
      options.ownerId = value;
    } else if (arg.startsWith('--')) throw new Usage(`unknown option ${arg}`);
    else locations.push(arg);
  }
  if (locations.length !== 1) throw new Usage('name one package');
  return { location: path.resolve(locations[0]!), options };
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
  const { location, options } = parseArgs(argv);
  const sh3f = location.toLowerCase().endsWith('.sh3f') ? await sh3fPackage(location) : undefined;
  const name = path.basename(location);
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
