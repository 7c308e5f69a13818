/**
 * Editing one model in the workspace (docs/WORKSPACE.md), written as an import writes: the
 * stored document becomes a package record (files kept by their dataport ids), the edit is
 * applied to it, and the one-record package runs through the same pipeline as any package
 * (checks, comparison, data_version, one transaction, search rows). There is no second way
 * into the catalogue. The save names the data_version it started from; the pipeline checks
 * it again under the brand's import lock, so of two saves from the same version one is
 * written and the other gets 409 with the item as it now is.
 */
import {
  LANGUAGES,
  type EditFileKind,
  type Model,
  type ModelEdit,
  type Owner,
  type Tag,
} from '@vitrine/contracts';
import { mayImportInto, requireLogin, requirePermission, type Caller } from '../access';
import { editConflict, invalidField, notFound } from '../errors';
import { editedRecord, editField, type EditVocabulary } from './edit-record';
import { categoryOptions, editableOf, FILE_FIELDS, propertyOptions } from './edit-view';
import type { ImportDeps } from './import.types';
import { saveOneRecord, type SaveContext, type UploadedFile } from './one-record';

export type EditContext = SaveContext;

/** The catalogue's categories, properties and property values, and the editor's choices. */
async function vocabularyOf(deps: ImportDeps) {
  const ids = (await deps.catalogue.summaries('tag')).map((s) => s.id);
  const tags = (await deps.catalogue.documents('tag', ids)) as Tag[];
  const of = (type: Tag['type']) => tags.filter((t) => t.type === type);
  const categories = of('category_tag');
  const properties = of('property_tag');
  const values = new Map(of('value_tag').map((t) => [t.id, t]));
  const vocabulary: EditVocabulary = {
    categories: new Set(categories.map((t) => t.id)),
    properties: new Map(properties.map((t) => [t.id, t])),
  };
  const choices = {
    categories: categoryOptions(categories),
    properties: propertyOptions(properties, values),
  };
  return { vocabulary, choices };
}

/** The brand's main language: the language of its first text that has one (else en). */
async function mainLanguage(deps: ImportDeps, ownerId: string): Promise<string> {
  const [owner] = (await deps.catalogue.documents('owner', [ownerId])) as Owner[];
  const known = new Set<string>(LANGUAGES);
  return owner?.texts.find((t) => known.has(t.language))?.language ?? 'en';
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

/** The model's editable fields, and the categories and properties to choose from. */
export async function readEditable(ctx: EditContext, id: string, caller: Caller) {
  const doc = await editableModel(ctx.deps, id, caller);
  const { vocabulary, choices } = await vocabularyOf(ctx.deps);
  const main = await mainLanguage(ctx.deps, doc.owner_id!);
  return { item: editableOf(doc, main, vocabulary.categories), ...choices };
}

/** An uploaded file for the item and what it is for (edit.routes.ts). */
export interface EditUpload extends UploadedFile {
  kind: EditFileKind;
  category?: string;
  language?: string;
  /** The item's file it takes the place of. */
  replace?: string;
}

/**
 * Saves an edit of a model (with `upload`: a new image, document or 3D file, checked and
 * stored in the file service by the import's files step); answers its editable fields as
 * saved.
 */
export async function saveEdit(
  ctx: EditContext,
  id: string,
  edit: ModelEdit,
  caller: Caller,
  upload?: EditUpload,
) {
  const { deps } = ctx;
  const doc = await editableModel(deps, id, caller);
  const { vocabulary, choices } = await vocabularyOf(deps);
  const main = await mainLanguage(deps, doc.owner_id!);
  const conflict = (current: Model) =>
    editConflict(edit.data_version, editableOf(current, main, vocabulary.categories));
  if (doc.data_version !== edit.data_version) throw conflict(doc);
  const outcome = await saveOneRecord(ctx, {
    list: 'models',
    id,
    version: edit.data_version,
    caller,
    ...(upload ? { file: { ...upload, folder: FILE_FIELDS[upload.kind] } } : {}),
    record: (file) =>
      editedRecord(doc, edit, vocabulary, upload && file ? { ...upload, file } : undefined),
  });
  const [saved] = (await deps.catalogue.documents('model', [id])) as Model[];
  if (outcome.conflict) throw conflict(saved!);
  if (outcome.error)
    throw invalidField(
      editField(outcome.error.field, outcome.record as Parameters<typeof editField>[1]),
      outcome.error.message,
    );
  return { item: editableOf(saved!, main, vocabulary.categories), ...choices };
}
