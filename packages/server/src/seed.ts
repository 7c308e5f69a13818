/**
 * First-start content: the demo catalogue (when the database is empty) and the SweetHome3D
 * furniture libraries found on this machine. Both are recorded in catalog_meta so later
 * starts skip them.
 */
import type { CatalogueSink, ProgressReporter } from '@vitrine/demo-data';
import type { CatalogueRepository } from './catalogue/catalogue.repository';
import type { DataportService } from './dataport/dataport.service';

/** The sink demo-data writes into: files through the file service, items through the repository. */
export function storeSink(repository: CatalogueRepository, dataport: DataportService): CatalogueSink {
  return {
    putFiles: (files) => dataport.putMany(files, { durable: false }),
    putItems: (entity, items) => repository.upsert(entity, items),
  };
}

/** Prints one line per stage step, at most every 10 % so logs stay readable. */
export function consoleProgress(prefix: string): ProgressReporter {
  const last = new Map<string, number>();
  return (stage, done, total) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 10) * 10;
    if (last.get(stage) === percent) return;
    last.set(stage, percent);
    console.log(`${prefix} ${stage}: ${done}/${total} (${percent}%)`);
  };
}
