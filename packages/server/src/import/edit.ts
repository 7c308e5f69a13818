/**
 * Editing one model in the workspace (docs/WORKSPACE.md), written as an import writes: the
 * stored document becomes a package record (files kept by their dataport ids), the edit is
 * applied to it, and the one-record package runs through the same pipeline as any package
 * (checks, comparison, data_version, one transaction, search rows). There is no second way
 * into the catalogue. The save names the data_version it started from; the pipeline checks
 * it again under the brand's import lock, so of two saves from the same version one is
 * written and the other gets 409 with the item as it now is.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toRecord } from '@vitrine/catalogue-package';
import {
  LANGUAGES,
  type CategoryOption,
  type EditableModel,
  type Model,
  type ModelEdit,
  type Owner,
  type Tag,
  type TextsByLanguage,
} from '@vitrine/contracts';
import { mayImportInto, requireLogin, requirePermission, type Caller } from '../access';
import { editConflict, invalidField, notFound } from '../errors';
import type { ImportDeps, ImportOptions } from './import.types';
import type { JobRecorder } from './job';
import { VersionConflict } from './plan';
import { ConcurrentImport, runImport } from './run';

const EDITED = ['title', 'description'] as const;
/** How long a save waits for another import or save into the same brand. */
const LOCK_WAIT_MS = 10_000;

export interface EditContext {
  deps: ImportDeps;
  begin: (name: string, options: ImportOptions) => Promise<JobRecorder>;
}

async function categoryTags(deps: ImportDeps): Promise<Tag[]> {
  const ids = (await deps.catalogue.summaries('tag')).map((s) => s.id);
  const tags = (await deps.catalogue.documents('tag', ids)) as Tag[];
  return tags.filter((t) => t.type === 'category_tag');
}

/** The brand's main language: the language of its first text that has one (else en). */
async function mainLanguage(deps: ImportDeps, ownerId: string): Promise<string> {
  const [owner] = (await deps.catalogue.documents('owner', [ownerId])) as Owner[];
  const known = new Set<string>(LANGUAGES);
  return owner?.texts.find((t) => known.has(t.language))?.language ?? 'en';
}

function textsOf(model: Model, category: string): TextsByLanguage {
  const known = new Set<string>(LANGUAGES);
  const texts: Record<string, string> = {};
  for (const t of model.texts) {
    if (t.category === category && known.has(t.language) && !(t.language in texts))
      texts[t.language] = t.payload;
  }
  return texts;
}

/** The image a card shows: the best-scored preview, else the best-scored image. */
function previewOf(model: Model) {
  const order = [...model.images].sort(
    (a, b) =>
      Number(b.category === 'preview') - Number(a.category === 'preview') || b.score - a.score,
  );
  return order[0]?.dataport;
}

function editableOf(model: Model, main: string, categories: Set<string>): EditableModel {
  const preview = previewOf(model);
  return {
    ...(preview ? { preview_dataport: preview } : {}),
    id: model.id,
    owner_id: model.owner_id ?? '',
    data_version: model.data_version,
    state: model.state,
    main_language: main,
    title: textsOf(model, 'title'),
    description: textsOf(model, 'description'),
    category_ids: model.tags.filter((t) => categories.has(t.tag_id)).map((t) => t.tag_id),
    modified_epochmillis: model.edit_infos.modified_epochmillis,
  };
}

/** The model, if the caller may edit it: 401 anonymous, 404 unknown, 403 another brand's. */
async function editableModel(deps: ImportDeps, id: string, caller: Caller) {
  requireLogin(caller);
  const [doc] = (await deps.catalogue.documents('model', [id])) as Model[];
  if (!doc) throw notFound(`Model ${id}`);
  requirePermission(
    !!doc.owner_id && mayImportInto(caller, doc.owner_id),
    `editing items of ${doc.owner_id ?? 'the catalogue'}`,
  );
  return doc;
}

const categoryOptions = (tags: Tag[]): CategoryOption[] =>
  tags.map((t) => ({
    id: t.id,
    labels: Object.fromEntries(
      t.texts.filter((x) => x.category === 'label').map((x) => [x.language, x.payload]),
    ),
  }));

/** The model's editable fields and the categories to choose from. */
export async function readEditable(ctx: EditContext, id: string, caller: Caller) {
  const doc = await editableModel(ctx.deps, id, caller);
  const tags = await categoryTags(ctx.deps);
  const main = await mainLanguage(ctx.deps, doc.owner_id!);
  return {
    item: editableOf(doc, main, new Set(tags.map((t) => t.id))),
    categories: categoryOptions(tags),
  };
}

/** An uploaded file for the item, by its path in the one-item package. */
export interface EditFile {
  /** Where the upload waits. */
  path: string;
  /** Its name (already made safe). */
  name: string;
}

/** The package record of the model with the edit applied (a new preview at `previewFile`). */
function editedRecord(doc: Model, edit: ModelEdit, categories: Set<string>, previewFile?: string) {
  const record = toRecord('model', doc, () => undefined) as Record<string, unknown> & {
    texts: Array<{ category: string; language: string; payload: string }>;
    tags: Array<{ tag_id: string }>;
  };
  // The catalogue keeps these itself: the edit is stamped as made now.
  delete record.edit_infos;
  for (const category of EDITED) {
    for (const [language, value] of Object.entries(edit[category] ?? {})) {
      const kept = record.texts.filter((t) => t.category !== category || t.language !== language);
      const payload = (value ?? '').trim();
      record.texts = payload ? [...kept, { category, language, payload }] : kept;
    }
  }
  if (edit.category_ids) {
    for (const [i, tagId] of edit.category_ids.entries())
      if (!categories.has(tagId))
        throw invalidField(`category_ids[${i}]`, `${tagId} is no category`);
    record.tags = [
      ...record.tags.filter((t) => !categories.has(t.tag_id)),
      ...[...new Set(edit.category_ids)].map((tag_id) => ({ tag_id })),
    ];
  }
  if (edit.state) record.state = edit.state;
  if (previewFile) {
    const images = (record.images ?? []) as Array<{ category: string }>;
    record.images = [
      { category: 'preview', file: previewFile },
      ...images.filter((image) => image.category !== 'preview'),
    ];
  }
  return record;
}

/** A package field (models[0].texts[3].payload) said as the edit's field, where it can be. */
function editField(
  field: string | undefined,
  record: { texts: Array<{ category: string; language: string }> },
) {
  const text = /^models\[0\]\.texts\[(\d+)\]/.exec(field ?? '');
  const entry = text ? record.texts[Number(text[1])] : undefined;
  if (entry) return `${entry.category}.${entry.language}`;
  if (/^models\[0\]\.tags/.test(field ?? '')) return 'category_ids';
  if (/^models\[0\]\.state/.test(field ?? '')) return 'state';
  if (/^models\[0\]\.images/.test(field ?? '')) return 'file';
  return field?.replace(/^models\[0\]\.?/, '') || 'body';
}

/** Runs the one-record package, waiting a little for another import into the brand. */
async function runOne(ctx: EditContext, folder: string, id: string, options: ImportOptions) {
  const started = Date.now();
  for (;;) {
    const job = await ctx.begin(`edit of ${id}`, options);
    try {
      const status = await runImport(folder, job, ctx.deps, options);
      await job.finish(status);
      return { job, status };
    } catch (error) {
      await job.finish('failed', (error as Error).message);
      if (!(error instanceof ConcurrentImport) || Date.now() - started > LOCK_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/**
 * Saves an edit of a model (with `preview`: a new preview image, stored in the file service
 * by the import's files step); answers its editable fields as saved.
 */
export async function saveEdit(
  ctx: EditContext,
  id: string,
  edit: ModelEdit,
  caller: Caller,
  preview?: EditFile,
) {
  const { deps } = ctx;
  const doc = await editableModel(deps, id, caller);
  const tags = await categoryTags(deps);
  const categories = new Set(tags.map((t) => t.id));
  const main = await mainLanguage(deps, doc.owner_id!);
  const conflict = (current: Model) =>
    editConflict(edit.data_version, editableOf(current, main, categories));
  if (doc.data_version !== edit.data_version) throw conflict(doc);
  await mkdir(deps.uploadDir, { recursive: true });
  const folder = await mkdtemp(path.join(deps.uploadDir, 'edit-'));
  try {
    const previewFile = preview ? `images/${preview.name}` : undefined;
    if (preview) {
      await mkdir(path.join(folder, 'images'));
      await rename(preview.path, path.join(folder, previewFile!));
    }
    const record = editedRecord(doc, edit, categories, previewFile);
    await writeFile(
      path.join(folder, 'vitrine-package.json'),
      JSON.stringify({
        format: 'vitrine-package',
        version: 1,
        name: `edit of ${id}`,
        models: [record],
      }),
    );
    const options: ImportOptions = {
      caller,
      missing: 'keep',
      // Files already stored were checked when they came; a new one is checked as any upload.
      verify: preview ? 'full' : 'trusted',
      expectVersions: new Map([[id, edit.data_version]]),
    };
    let outcome;
    try {
      outcome = await runOne(ctx, folder, id, options);
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
      const [current] = (await deps.catalogue.documents('model', [id])) as Model[];
      throw conflict(current!);
    }
    const error = outcome.job.problems.list.find((p) => p.severity === 'error');
    if (outcome.status === 'failed' && error)
      throw invalidField(editField(error.field, record), error.message);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const [saved] = (await deps.catalogue.documents('model', [id])) as Model[];
  return { item: editableOf(saved!, main, categories), categories: categoryOptions(tags) };
}
