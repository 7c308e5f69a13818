/**
 * Where a material's definition and maps are, for substance: a definition JSON and the map
 * files linked to it, a material package zip, or an image that is its own texture.
 */
import type { FilesConfig } from '../config';
import type { FilesService, StoredFile } from '../files';
import { IMAGE_TYPES } from '../media/filetypes';
import { packageMaps, parseDefinition, type MapKind } from '../media/material';
import { inflateZip, readCentralDirectory } from '../media/zip';
import { imageAsMaterial, type MaterialSource } from './substance';

const bytesOf = async (file: StoredFile) => (await file.read()).bytes();

export function createMaterials(files: FilesService, limits: FilesConfig) {
  /** A definition's maps, from the files linked to it. */
  async function fromDefinition(file: StoredFile, ids: Record<string, string>) {
    const definition = parseDefinition(await bytesOf(file));
    if (!definition) return undefined;
    const maps: MaterialSource['maps'] = {};
    for (const [kind, id] of Object.entries(ids)) {
      const map = await files.find(id);
      if (map) maps[kind as MapKind] = { hash: map.fileHash, bytes: () => bytesOf(map) };
    }
    return { definition, maps };
  }

  /** A package's definition and maps, inflated from the zip when first needed. */
  function fromPackage(file: StoredFile, kinds: string[]): Promise<MaterialSource> {
    return file.withLocalFile(async (path) => {
      const entries = await readCentralDirectory(path);
      const name = entries.find((e) => /(^|\/)(definition|material)\.json$/i.test(e.name))!.name;
      const kept = await inflateZip(path, entries, limits.inflateLimit, (n) => n === name);
      const definition = parseDefinition(kept.get(name)!)!;
      let inflated: Promise<Partial<Record<MapKind, Buffer>>> | undefined;
      const all = () =>
        (inflated ??= file.withLocalFile((again) =>
          packageMaps(again, entries, name, definition.maps ?? {}, limits.inflateLimit),
        ));
      const maps: MaterialSource['maps'] = {};
      for (const kind of kinds.filter((k) => k !== 'package')) {
        maps[kind as MapKind] = {
          hash: `${file.fileHash}:${kind}`,
          bytes: async () => (await all())[kind as MapKind]!,
        };
      }
      return { definition, maps };
    });
  }

  return {
    /** The material an (analysed) file is, or undefined when it is none. */
    async of(stored: StoredFile): Promise<MaterialSource | undefined> {
      if (IMAGE_TYPES.has(stored.filetype))
        return imageAsMaterial(stored.fileHash, () => bytesOf(stored));
      // Links and packages are found by analysis, which bulk-stored files have not had yet.
      const file = await files.open(stored.dataportId, { analysed: true });
      const { material_maps, substance } = file.features;
      if (file.filetype === 'json' && material_maps) {
        const found = await fromDefinition(file, material_maps);
        if (found) return found;
      }
      if (file.filetype === 'zip' && substance) return fromPackage(file, substance);
      return undefined;
    },
  };
}
