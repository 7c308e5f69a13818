/**
 * `npm run export -- <brand id ... | --all> <folder | file.zip>`: writes brands (or the
 * whole catalogue) as a catalogue package in the import's format (docs/IMPORT.md): a backup,
 * or a move to another installation, where `npm run import` takes it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';
import { exportCatalogue } from '../import';
import { openServices } from './support';

const USAGE = `Usage: npm run export -- <brand id> [more brand ids] <folder | file.zip>
       npm run export -- --all <folder | file.zip>
Writes the brands' items, files, the tags they use and their product information as a
package (a new folder, or a zip); npm run import reads it.`;

class Usage extends Error {}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help') || argv.length < 2) {
    console.log(USAGE);
    return argv.length < 2 ? 2 : 0;
  }
  const target = path.resolve(argv[argv.length - 1]!);
  const named = argv.slice(0, -1);
  const all = named.includes('--all');
  if (all && named.length > 1) throw new Usage('--all exports everything: name no brand with it');
  if (named.some((a) => a.startsWith('--') && a !== '--all'))
    throw new Usage(`unknown option ${named.find((a) => a.startsWith('--'))}`);
  if (existsSync(target)) throw new Usage(`${target} exists already: name a new folder or zip`);
  const { services, close } = await openServices();
  try {
    if (!all) {
      const known = new Set((await services.catalogue.summaries('owner')).map((s) => s.id));
      const unknown = named.filter((id) => !known.has(id));
      if (unknown.length) throw new Usage(`no brand ${unknown.join(', ')} in the catalogue`);
    }
    let shown = -1;
    const summary = await exportCatalogue(
      services,
      all ? 'all' : { ownerIds: named },
      target,
      (done, total) => {
        const percent = Math.floor((done / total) * 10) * 10;
        if (percent !== shown) console.log(`  ${done}/${total} items (${percent}%)`);
        shown = percent;
      },
    );
    console.log(
      `Exported to ${target} in ${summary.seconds} s: ${summary.owners} brands, ${summary.collections} collections, ` +
        `${summary.models} models, ${summary.tags} tags, ${summary.productInformation} product information items, ` +
        `${summary.files} files${summary.missingFiles ? ` (${summary.missingFiles} named files were missing)` : ''}`,
    );
    return 0;
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Usage) {
      console.error(`export: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
