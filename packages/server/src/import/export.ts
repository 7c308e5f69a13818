/**
 * Writes brands (or the whole catalogue) as a package in the import's format, so that
 * importing it elsewhere gives the same catalogue: every item as stored (its data_version
 * aside), every file it names under files/<brand>/<its name> (a configuration naming its
 * geometry by path, the geometry with it), the tags its items use, and its product
 * information. Records stream out batch by batch, each batch's files first.
 */
import {
  configurationGeometry,
  createPackageWriter,
  packagedConfiguration,
  toPimRecord,
  toRecord,
} from '@vitrine/catalogue-package';
import type { AnyItem, Entity, Model, Tag } from '@vitrine/contracts';
import type { Catalogue } from '../catalogue';
import type { FilesService } from '../files';
import type { PimService } from '../pim';

export interface ExportSummary {
  owners: number;
  tags: number;
  collections: number;
  models: number;
  productInformation: number;
  files: number;
  /** Files items name that the file service does not have (kept as dataport ids). */
  missingFiles: number;
  seconds: number;
}

const BATCH = 500;

/** The dataport ids a document names. */
function dataportsOf(entity: Entity, doc: AnyItem): string[] {
  const ids: string[] = [];
  toRecord(entity, doc, (id) => void ids.push(id));
  return ids;
}

/** The dataport ids of a model's configuration files (vcfg), which name their geometry. */
function configurationsOf(entity: Entity, doc: AnyItem): Set<string> {
  if (entity !== 'model') return new Set();
  const model = doc as Model;
  return new Set(
    [...model.binaries, ...model.cads].filter((e) => e.format === 'vcfg').map((e) => e.dataport),
  );
}

export async function exportCatalogue(
  deps: { catalogue: Catalogue; files: FilesService; pim: PimService },
  scope: { ownerIds: string[] } | 'all',
  target: string,
  onProgress?: (done: number, total: number) => void,
): Promise<ExportSummary> {
  const started = performance.now();
  const { catalogue, files, pim } = deps;
  const ownerIds =
    scope === 'all' ? (await catalogue.summaries('owner')).map((s) => s.id) : scope.ownerIds;
  const name = scope === 'all' ? 'catalogue' : ownerIds.join('+');
  const writer = await createPackageWriter(target, {
    name,
    created: new Date().toISOString(),
  });
  const summary: ExportSummary = {
    owners: 0,
    tags: 0,
    collections: 0,
    models: 0,
    productInformation: 0,
    files: 0,
    missingFiles: 0,
    seconds: 0,
  };
  const paths = new Map<string, string | undefined>();
  const usedPaths = new Set<string>();

  /**
   * Writes a file once and answers its package path (undefined when it is gone). A
   * configuration goes in naming its geometry by path, the geometry written first.
   */
  async function fileFor(id: string, configuration = false): Promise<string | undefined> {
    if (paths.has(id)) return paths.get(id);
    const file = await files.find(id);
    if (!file) {
      summary.missingFiles++;
      paths.set(id, undefined);
      return undefined;
    }
    let bytes: Uint8Array = await (await file.read()).bytes();
    const geometry = configuration ? configurationGeometry(bytes) : undefined;
    if (geometry !== undefined && (await fileFor(geometry)) !== undefined) {
      bytes = packagedConfiguration(bytes, (geometryId) => paths.get(geometryId)) ?? bytes;
    }
    const folder = `files/${file.ownerId ?? 'shared'}`;
    let path = `${folder}/${file.downloadName}`;
    if (usedPaths.has(path)) path = `${folder}/${id}-${file.downloadName}`;
    usedPaths.add(path);
    await writer.addFile(path, bytes);
    summary.files++;
    paths.set(id, path);
    return path;
  }

  async function writeItems(entity: Entity, ids: string[], count: (n: number) => void) {
    for (let start = 0; start < ids.length; start += BATCH) {
      const docs = await catalogue.documents(entity, ids.slice(start, start + BATCH));
      for (const doc of docs) {
        const configurations = configurationsOf(entity, doc);
        for (const id of dataportsOf(entity, doc)) await fileFor(id, configurations.has(id));
      }
      for (const doc of docs)
        await writer.add(
          entity,
          toRecord(entity, doc, (id) => paths.get(id)),
        );
      count(docs.length);
    }
  }

  try {
    const owned = scope === 'all' ? undefined : ownerIds;
    const collections = (await catalogue.summaries('collection', owned)).map((s) => s.id);
    const models = (await catalogue.summaries('model', owned)).map((s) => s.id);
    const tags = await tagsToExport(catalogue, scope, models, collections);
    const total = tags.length + ownerIds.length + collections.length + models.length;
    let done = 0;
    const advance = (n: number) => onProgress?.((done += n), total);
    await writeItems('tag', tags, (n) => ((summary.tags += n), advance(n)));
    await writeItems('owner', ownerIds, (n) => ((summary.owners += n), advance(n)));
    await writeItems('collection', collections, (n) => ((summary.collections += n), advance(n)));
    await writeItems('model', models, (n) => ((summary.models += n), advance(n)));
    for (const ownerId of ownerIds) {
      for (const item of await pim.itemsOf(ownerId)) {
        const ids: string[] = [];
        toPimRecord(item, ownerId, (id) => void ids.push(id));
        for (const id of ids) await fileFor(id);
        await writer.add(
          'product_information',
          toPimRecord(item, ownerId, (id) => paths.get(id)),
        );
        summary.productInformation++;
      }
    }
  } finally {
    await writer.close();
  }
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  return summary;
}

/**
 * Every tag for the whole catalogue; for brands, the tags their items use, their parents
 * and the brands' own tags, so the package imports into a catalogue that has none of them.
 */
async function tagsToExport(
  catalogue: Catalogue,
  scope: { ownerIds: string[] } | 'all',
  models: string[],
  collections: string[],
): Promise<string[]> {
  const all = await catalogue.summaries('tag');
  if (scope === 'all') return all.map((s) => s.id);
  const wanted = new Set(
    all.filter((s) => s.owner_id && scope.ownerIds.includes(s.owner_id)).map((s) => s.id),
  );
  for (const [entity, ids] of [
    ['model', models],
    ['collection', collections],
  ] as const) {
    for (let start = 0; start < ids.length; start += BATCH) {
      for (const doc of (await catalogue.documents(
        entity,
        ids.slice(start, start + BATCH),
      )) as Model[]) {
        for (const t of doc.tags) {
          wanted.add(t.tag_id);
          if (t.value_tag_id) wanted.add(t.value_tag_id);
        }
        for (const p of doc.properties) {
          wanted.add(p.property_tag_id);
          if (p.value_tag_id && p.value_freeform === undefined) wanted.add(p.value_tag_id);
        }
      }
    }
  }
  // Parents (a category's group, a value's property) come along.
  const stored = new Map(all.map((s) => [s.id, s]));
  let frontier = [...wanted];
  while (frontier.length) {
    const docs = (await catalogue.documents(
      'tag',
      frontier.filter((id) => stored.has(id)),
    )) as Tag[];
    frontier = docs.flatMap((t) => t.parent_tag_ids).filter((id) => !wanted.has(id));
    for (const id of frontier) wanted.add(id);
  }
  return all.map((s) => s.id).filter((id) => wanted.has(id));
}
