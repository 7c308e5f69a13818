/**
 * How a material definition finds its maps. The demo catalogue (and a client uploading file
 * by file) stores a definition `oak-matt.json` whose maps are named `basecolor.jpg`, ... beside
 * the map files `oak-matt-basecolor.jpg`, ... of the same owner. Explicit links set with
 * annotate (features.material_maps) win over names; a zip package carries its maps inside.
 */
import { mapKindOf, parseDefinition, type MapKind } from '../../media/material';
import type { FileRow, FilesRepository } from '../files.repository';
import type { MapFile } from './analyse';

const stemOf = (filename: string | undefined) => filename?.replace(/\.[^.]*$/, '');

/** For each map the definition names: the file names that may hold it, best first. */
function candidates(filename: string | undefined, maps: Record<string, string>) {
  const stem = stemOf(filename);
  const wanted = new Map<MapKind, string[]>();
  for (const [name, file] of Object.entries(maps)) {
    const kind = mapKindOf(name);
    if (kind) wanted.set(kind, stem ? [`${stem}-${file}`, file] : [file]);
  }
  return wanted;
}

export function createMaterialMaps(repository: FilesRepository) {
  const toMap = (row: FileRow): MapFile => ({
    dataportId: row.dataport_id,
    fileHash: row.file_hash,
  });

  return {
    async find(
      ownerId: string | null,
      filename: string | undefined,
      maps: Record<string, string>,
      explicit?: Record<string, string>,
    ): Promise<Partial<Record<MapKind, MapFile>>> {
      const found: Partial<Record<MapKind, MapFile>> = {};
      if (explicit && Object.keys(explicit).length > 0) {
        const rows = new Map(
          (await repository.getMany(Object.values(explicit))).map((r) => [r.dataport_id, r]),
        );
        for (const [name, id] of Object.entries(explicit)) {
          const kind = mapKindOf(name);
          const row = rows.get(id);
          if (kind && row) found[kind] = toMap(row);
        }
        return found;
      }
      const wanted = candidates(filename, maps);
      const names = [...wanted.values()].flat();
      if (names.length === 0) return found;
      const rows = await repository.findByName(ownerId, names);
      for (const [kind, options] of wanted) {
        for (const option of options) {
          const row = rows.find((r) => r.filename === option);
          if (row) {
            found[kind] = toMap(row);
            break;
          }
        }
      }
      return found;
    },

    /** Links definitions in a bulk batch to the maps stored with them (same owner, by name). */
    linkBatch(rows: FileRow[], files: Array<{ bytes: Uint8Array; filetype: string }>) {
      rows.forEach((row, i) => {
        if (files[i]!.filetype !== 'json') return;
        const definition = parseDefinition(Buffer.from(files[i]!.bytes));
        if (!definition?.maps) return;
        const links: Record<string, string> = {};
        for (const [kind, options] of candidates(row.filename ?? undefined, definition.maps)) {
          const map = rows.find(
            (r) => r.owner_id === row.owner_id && options.includes(r.filename ?? ''),
          );
          if (map) links[kind] = map.dataport_id;
        }
        row.meta = {
          ...row.meta,
          features: { material_maps: links, substance: [...Object.keys(links), 'package'] },
        };
      });
    },

    async unknownIds(ids: string[]) {
      const known = new Set((await repository.getMany(ids)).map((r) => r.dataport_id));
      return ids.filter((id) => !known.has(id));
    },
  };
}
