/**
 * `npx tsx packages/server/src/cli/generate-scale.ts --models 100000 [--seed N] [--force]`:
 * fills the configured database (DATA_DIR or DATABASE_URL, as the server) with a
 * metadata-only catalogue for search benchmarks: the demo's shape and vocabulary at any
 * size, no geometry or renders. It records itself as the database's demo, so a later
 * `npm start` does not add the normal demo on top. Thin on purpose: the work is in
 * @vitrine/demo-data, the storage in ../cli-support.
 */
import { ENTITIES } from '@vitrine/contracts';
import { DEFAULT_DEMO_SEED, generateScaleCatalogue, MAX_SCALE_MODELS } from '@vitrine/demo-data';
import { openContentSink } from './support';
import { ConfigError, loadConfig } from '../config';
import { progressLog } from '../seed';

const USAGE = `Usage: npx tsx packages/server/src/cli/generate-scale.ts --models <1..${MAX_SCALE_MODELS}> [--seed <integer>] [--force]
  --models  how many models to generate (products and materials), e.g. 100000
  --seed    another seed gives another catalogue of the same size (default: the demo's)
  --force   add to a database that already holds models (same seed: rewrites the same items)
The database is the server's: DATA_DIR (embedded) or DATABASE_URL.`;

/** A refusal to run, with the reason; `usage` adds the usage text (bad arguments). */
class Refusal extends Error {
  constructor(
    message: string,
    readonly usage = true,
  ) {
    super(message);
  }
}

interface Args {
  models: number;
  seed?: number;
  force: boolean;
}

/** A whole number written with digits (and _ as a thousands separator), within bounds. */
function wholeNumber(flag: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || raw.startsWith('--')) throw new Refusal(`${flag} needs a value`);
  const value = /^\d[\d_]*$/.test(raw) ? Number(raw.replaceAll('_', '')) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Refusal(
      `${flag} must be a whole number from ${min} to ${max.toLocaleString('en')}, got "${raw}"`,
    );
  }
  return value;
}

function parseArgs(argv: string[]): Args {
  let models: number | undefined;
  let seed: number | undefined;
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--models') models = wholeNumber(flag, value(), 1, MAX_SCALE_MODELS);
    else if (flag === '--seed') seed = wholeNumber(flag, value(), 0, 2 ** 32 - 1);
    else if (flag === '--force' && inline === undefined) force = true;
    else throw new Refusal(`unknown argument "${argv[i]}"`);
  }
  if (models === undefined) throw new Refusal('--models is required');
  return { models, ...(seed === undefined ? {} : { seed }), force };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  const config = loadConfig();
  const target = config.databaseUrl
    ? 'the PostgreSQL server'
    : `the embedded database in ${config.dataDir}`;
  const started = performance.now();
  const content = await openContentSink();
  const { sink, services } = content;
  try {
    const { catalogue } = services;
    const counts = await Promise.all(ENTITIES.map((entity) => catalogue.count(entity)));
    const existingModels = counts[ENTITIES.indexOf('model')]!;
    if (existingModels > 0 && !args.force) {
      throw new Refusal(
        `${target} already holds ${existingModels.toLocaleString('en')} models; ` +
          'use an empty DATA_DIR (or database), or pass --force to add to it',
        false,
      );
    }
    console.log(
      `Generating a scale catalogue of ${args.models.toLocaleString('en')} models into ${target}...`,
    );
    const generate = () =>
      generateScaleCatalogue(sink, {
        models: args.models,
        ...(args.seed === undefined ? {} : { seed: args.seed }),
        progress: progressLog('  scale', (line) => console.log(line)),
      });
    // Into an empty database the search indexes are built once at the end.
    const empty = counts.every((n) => n === 0);
    const summary = empty ? await services.search.projector.bulk(generate) : await generate();
    // Recorded as the demo, so the server's first start does not generate one as well.
    await catalogue.meta.set('demo', {
      kind: 'scale',
      seed: args.seed ?? DEFAULT_DEMO_SEED,
      ...summary,
    });
    // Items were indexed as they were stored: on an empty database the index is complete.
    if (empty) {
      await catalogue.meta.set('search_index', services.search.projector.version);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Scale catalogue ready in ${seconds.toFixed(1)} s: ${summary.models.toLocaleString('en')} models, ` +
        `${summary.collections.toLocaleString('en')} collections and folders, ` +
        `${summary.owners.toLocaleString('en')} brands, ${summary.tags} tags ` +
        `(${Math.round(summary.models / seconds).toLocaleString('en')} models/s)`,
    );
  } finally {
    await content.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal) {
      console.error(`generate-scale: ${error.message}${error.usage ? `\n\n${USAGE}` : ''}`);
    } else if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
    } else {
      console.error(
        `Scale generation failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    process.exit(1);
  },
);
