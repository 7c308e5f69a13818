/**
 * What a package may leave out and the import makes: a preview for a model that comes with
 * only its geometry (rendered by the 3D engine, stored like any package file, and made again
 * only when the geometry changes), and for a material given as a set of PBR maps its
 * definition (linked to the maps, so substance serves them) and its base colour as preview.
 */
import { packageFileId, sha256 } from '@vitrine/catalogue-package';
import type { AnyItem, Entity, MediaEntry, Model } from '@vitrine/contracts';
import { mapKindOf } from '../media/material';
import type { ImportDeps } from './import.types';
import type { JobRecorder } from './job';

/** The size previews are rendered at (the demo's renders). */
const PREVIEW = { width: 587, height: 440 };
/** Marks a rendered preview with the geometry it shows, so an unchanged one is kept. */
const RENDERED = 'rendered:';

export function completer(deps: ImportDeps, job: JobRecorder, checkOnly: boolean) {
  return async (entity: Entity, doc: AnyItem, before: AnyItem | undefined) => {
    if (entity !== 'model') return;
    const model = doc as Model;
    if (model.type === 'material') await completeMaterial(model, deps, job, checkOnly);
    if (!model.images.some((i) => i.category === 'preview')) {
      await addPreview(model, before as Model | undefined, deps, job, checkOnly);
    }
  };
}

/** A file the import made, stored under its package id unless it is there already. */
async function store(
  deps: ImportDeps,
  job: JobRecorder,
  file: { bytes: Uint8Array; filename: string; filetype: string; mediaType: string },
  ownerId: string | undefined,
) {
  const dataportId = packageFileId(file.filename, sha256(file.bytes));
  if (!(await deps.files.find(dataportId))) {
    await deps.files.putMany([{ ...file, dataportId, ...(ownerId ? { ownerId } : {}) }]);
    job.storedFiles.push(dataportId);
  }
  return dataportId;
}

async function addPreview(
  model: Model,
  before: Model | undefined,
  deps: ImportDeps,
  job: JobRecorder,
  checkOnly: boolean,
) {
  const cad = model.cads.find((c) => c.features?.includes('3d')) ?? model.cads[0];
  if (!cad) return;
  const origin = `${RENDERED}${cad.dataport}`;
  const kept = before?.images.find((i) => i.category === 'preview' && i.origin === origin);
  if (kept) {
    model.images.unshift(kept);
    return;
  }
  job.counts.previews_rendered++;
  if (checkOnly) return;
  try {
    const file = await deps.files.open(cad.dataport);
    const engine = await deps.cad();
    if (!engine.readable.has(file.filetype)) return;
    const png = await file.withLocalFile((path) =>
      engine.renderPreview(
        { path, filetype: file.filetype, filename: file.downloadName },
        PREVIEW.width,
        PREVIEW.height,
      ),
    );
    const name = `${file.downloadName.replace(/\.[^.]*$/, '')}-preview.png`;
    const dataport = await store(
      deps,
      job,
      { bytes: png, filename: name, filetype: 'png', mediaType: 'image/png' },
      model.owner_id,
    );
    const image: MediaEntry = { category: 'preview', dataport, score: 1, format: 'png', origin };
    model.images.unshift(image);
  } catch (error) {
    job.counts.previews_rendered--;
    job.problems.warning(
      'unreadable_3d',
      `no preview could be rendered for ${model.id}: ${(error as Error).message}`,
      {
        file: 'previews',
        field: `${model.id}.cads`,
      },
    );
  }
}

/** A definition for a material given only its maps; its maps linked; its base colour shown. */
async function completeMaterial(
  model: Model,
  deps: ImportDeps,
  job: JobRecorder,
  checkOnly: boolean,
) {
  const maps = model.materials.filter((m) => m.dataport && mapKindOf(m.category));
  if (maps.length === 0) return;
  if (!model.images.some((i) => i.category === 'preview')) {
    const base = maps.find((m) => mapKindOf(m.category) === 'texture');
    if (base) {
      model.images.unshift({
        category: 'preview',
        dataport: base.dataport!,
        score: 1,
        ...(base.format ? { format: base.format } : {}),
      });
    }
  }
  if (checkOnly) return;
  let definition = model.materials.find((m) => m.category === 'definition' && m.dataport);
  if (!definition) {
    const files = await Promise.all(maps.map((m) => deps.files.open(m.dataport!)));
    const json = {
      format: 'vitrine-material',
      maps: Object.fromEntries(maps.map((m, i) => [m.category, files[i]!.downloadName])),
    };
    const bytes = new TextEncoder().encode(JSON.stringify(json, null, 2));
    const dataport = await store(
      deps,
      job,
      { bytes, filename: `${model.id}.json`, filetype: 'json', mediaType: 'application/json' },
      model.owner_id,
    );
    definition = { category: 'definition', dataport, format: 'json' };
    model.materials.push(definition);
  }
  const links = Object.fromEntries(maps.map((m) => [mapKindOf(m.category)!, m.dataport!]));
  const stored = await deps.files.find(definition.dataport!);
  const current = stored?.features.material_maps ?? {};
  const same =
    Object.keys(links).length === Object.keys(current).length &&
    Object.entries(links).every(([kind, id]) => current[kind] === id);
  if (stored && !same) {
    await deps.files.annotate({
      dataport_id: definition.dataport!,
      features: { material_maps: links },
    });
  }
}
