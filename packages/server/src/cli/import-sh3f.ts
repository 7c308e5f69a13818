/**
 * `npm run import -- <file.sh3f> [...]`: imports SweetHome3D furniture libraries into the
 * server's database (through the server's own store, so the running catalogue sees them).
 * Thin on purpose: the work is in @vitrine/demo-data/sh3f, the storage in ../cli-support.
 */
import path from 'node:path';
import cliProgress from 'cli-progress';
import type { CatalogueSink } from '@vitrine/demo-data';
import { importSh3f } from '@vitrine/demo-data/sh3f';
import { openContentSink } from './support';

const STAGES: Record<string, string> = {
  read: 'Reading catalogue',
  convert: 'Converting models',
  files: 'Storing files',
  items: 'Writing items',
};

async function main(files: string[]): Promise<number> {
  if (files.length === 0 || files.some((f) => f === '-h' || f === '--help')) {
    console.error('Usage: npm run import -- <library.sh3f> [more.sh3f ...]');
    return files.length === 0 ? 1 : 0;
  }
  // The database opens on the first write, so a bad file fails fast and leaves it alone.
  let opened: Promise<{ sink: CatalogueSink; close(): Promise<void> }> | undefined;
  const open = () => (opened ??= openContentSink());
  const sink: CatalogueSink = {
    putFiles: async (files) => (await open()).sink.putFiles(files),
    putItems: async (entity, items) => (await open()).sink.putItems(entity, items),
    putProductInformation: async (items) => (await open()).sink.putProductInformation?.(items),
  };
  try {
    for (const file of files) {
      const bar = new cliProgress.SingleBar(
        {
          format: `${path.basename(file)} | {stage} | {bar} | {value}/{total}`,
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      );
      let started = false;
      let current = '';
      const summary = await importSh3f(file, sink, {
        progress: (stage, done, total) => {
          if (!process.stdout.isTTY) {
            if (stage !== current)
              console.log(`${path.basename(file)}: ${STAGES[stage] ?? stage}...`);
            current = stage;
            return;
          }
          if (!started) bar.start(total, done, { stage: STAGES[stage] ?? stage });
          started = true;
          bar.setTotal(total);
          bar.update(done, { stage: STAGES[stage] ?? stage });
        },
      }).finally(() => bar.stop());
      console.log(
        `Imported ${summary.library} (${path.basename(file)}) in ${summary.seconds} s: ${summary.models} models, ` +
          `${summary.creators} creators, ${summary.tags} tags, ${summary.files} files`,
      );
      if (summary.skipped.length > 0) {
        console.log(`Skipped ${summary.skipped.length}:`);
        for (const { id, reason } of summary.skipped) console.log(`  ${id}: ${reason}`);
      }
    }
  } finally {
    if (opened)
      await opened.then(
        (o) => o.close(),
        () => undefined,
      );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
