/**
 * A sink that writes what a generator or importer makes as a catalogue package (folder or
 * zip; docs/IMPORT.md), which the server then imports like any publisher's package. Files
 * go to files/<brand>/<name> and get the id the import will give them (their name and
 * bytes decide it), so items name them by id meanwhile and the records name them by path.
 * A configuration file (vcfg) names its geometry by id too: the package holds it naming the
 * geometry by path, as the format wants, and the import writes it back as it was. Tags may
 * be stored twice (the demo adds icons at the end): the last wins.
 */
import {
  baseName,
  createPackageWriter,
  extensionOf,
  packageFileId,
  packagedConfiguration,
  sha256,
  toPimRecord,
  toRecord,
} from '@vitrine/catalogue-package';
import type { AnyItem, Entity } from '@vitrine/contracts';
import type { CatalogueSink, FileInput } from './sink';

export interface PackageSink {
  sink: CatalogueSink;
  /** Writes what is left (tags) and closes the package. */
  close(): Promise<void>;
}

export async function openPackageSink(
  target: string,
  header: { name?: string } = {},
): Promise<PackageSink> {
  const writer = await createPackageWriter(target, header);
  const pathOf = new Map<string, string>();
  const tags = new Map<string, AnyItem>();
  const written = new Set<string>();
  const toPath = (id: string) => pathOf.get(id);

  /** Where a file goes: its name in its brand's folder, made unique if other bytes hold it. */
  function placeOf(file: FileInput, hash: string) {
    const folder = `files/${file.ownerId ?? 'shared'}`;
    const name = baseName(file.filename.replaceAll('\\', '/')) || `file.${file.filetype}`;
    const wanted = `${folder}/${name}`;
    const taken = writer.hashAt(wanted);
    if (taken === undefined || taken === hash) return wanted;
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    return `${folder}/${stem}-${hash.slice(0, 8)}${ext ? `.${ext}` : ''}`;
  }

  const sink: CatalogueSink = {
    async putFiles(files) {
      const ids: string[] = [];
      for (const file of files) {
        const packaged =
          file.filetype === 'json' ? packagedConfiguration(file.bytes, toPath) : undefined;
        const bytes = packaged ?? file.bytes;
        const path = placeOf(file, sha256(bytes));
        await writer.addFile(path, bytes);
        // A configuration gets the id of the bytes the import writes back: the generator's.
        const id = packageFileId(baseName(path), sha256(file.bytes));
        pathOf.set(id, path);
        ids.push(id);
      }
      return ids;
    },
    async putItems(entity: Entity, items) {
      for (const item of items as AnyItem[]) {
        if (entity === 'tag') {
          tags.set(item.id, item);
          continue;
        }
        const key = `${entity}:${item.id}`;
        if (written.has(key)) throw new Error(`${entity} ${item.id} is put twice`);
        written.add(key);
        await writer.add(entity, toRecord(entity, item, toPath));
      }
    },
    async putProductInformation(items) {
      for (const item of items) {
        if (!item.ownerId) throw new Error(`product information ${item.key} names no brand`);
        await writer.add('product_information', toPimRecord(item, item.ownerId, toPath));
      }
    },
  };
  return {
    sink,
    async close() {
      for (const tag of tags.values()) await writer.add('tag', toRecord('tag', tag, toPath));
      await writer.close();
    },
  };
}
