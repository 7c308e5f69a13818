/**
 * An edit applied to a model's package record (docs/WORKSPACE.md "One way into the
 * catalogue"): texts, categories, state, article number and data, properties, files taken
 * off, and an uploaded file put in its place. What the edit names is checked against the
 * item and the catalogue here, each problem naming the edit's field; the import pipeline
 * checks the rest as for any package.
 */
import { toRecord } from '@vitrine/catalogue-package';
import {
  EDIT_FILE_CATEGORIES,
  Id,
  type EditFileKind,
  type Model,
  type ModelEdit,
  type PropertyEntry,
  type Tag,
} from '@vitrine/contracts';
import { Value } from 'typebox/value';
import { invalidField } from '../errors';
import { FILE_FIELDS } from './edit-view';

const EDITED = ['title', 'description'] as const;

/** The catalogue's categories and properties, which an edit may name. */
export interface EditVocabulary {
  categories: Set<string>;
  properties: Map<string, Tag>;
}

/** An uploaded file for the item: its path in the one-item package and what it is for. */
export interface AddedFile {
  file: string;
  kind: EditFileKind;
  category?: string;
  language?: string;
  /** The item's file it takes the place of. */
  replace?: string;
}

interface Entry {
  category?: string;
  dataport?: string;
  file?: string;
  features?: string[];
  language?: string;
}
type EditedRecord = Record<string, unknown> & {
  texts: Array<{ category: string; language: string; payload: string; format?: string }>;
  tags: Array<{ tag_id: string }>;
  references: Array<{ category: string; format?: string; payload?: string }>;
  properties: PropertyEntry[];
  images: Entry[];
  documents: Entry[];
  cads: Entry[];
};

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** The properties as the edit gives them, checked against the catalogue's property tags. */
function checkedProperties(given: PropertyEntry[], properties: Map<string, Tag>): PropertyEntry[] {
  const seen = new Set<string>();
  const kept: PropertyEntry[] = [];
  for (const [i, entry] of given.entries()) {
    const property = properties.get(entry.property_tag_id);
    if (!property)
      throw invalidField(
        `properties[${i}].property_tag_id`,
        `${entry.property_tag_id} is no property`,
      );
    const free = entry.value_freeform?.trim();
    let value: PropertyEntry;
    if (free !== undefined && free !== '') {
      if (free.length > 200)
        throw invalidField(`properties[${i}].value_freeform`, 'is longer than 200 characters');
      if (property.freeform_features.includes('numeric') && !NUMBER.test(free))
        throw invalidField(`properties[${i}].value_freeform`, 'must be a number');
      // Spec 02 s.3: a free value's id is {propertyTag}_freeform_{value}.
      const id = `${property.id}_freeform_${free}`;
      value = {
        property_tag_id: property.id,
        ...(Value.Check(Id, id) ? { value_tag_id: id } : {}),
        value_freeform: free,
      };
    } else if (entry.value_tag_id) {
      if (!property.value_tag_ids.includes(entry.value_tag_id))
        throw invalidField(
          `properties[${i}].value_tag_id`,
          `${entry.value_tag_id} is no value of ${property.id}`,
        );
      value = { property_tag_id: property.id, value_tag_id: entry.value_tag_id };
    } else {
      throw invalidField(`properties[${i}]`, 'needs a value_tag_id or a value_freeform');
    }
    const key = `${value.property_tag_id}\u0000${value.value_tag_id}\u0000${value.value_freeform}`;
    if (!seen.has(key)) kept.push(value);
    seen.add(key);
  }
  return kept;
}

function applyTexts(record: EditedRecord, edit: ModelEdit): void {
  for (const category of EDITED) {
    for (const [language, value] of Object.entries(edit[category] ?? {})) {
      const kept = record.texts.filter((t) => t.category !== category || t.language !== language);
      const payload = (value ?? '').trim();
      record.texts = payload ? [...kept, { category, language, payload }] : kept;
    }
  }
  if (edit.article_number !== undefined) {
    const payload = edit.article_number.trim();
    const kept = record.texts.filter((t) => t.category !== 'articlenumber');
    record.texts = payload
      ? [...kept, { category: 'articlenumber', language: '', payload, format: 'plain' }]
      : kept;
  }
}

function applyArticleData(record: EditedRecord, edit: ModelEdit): void {
  if (edit.article_data === undefined) return;
  const kept = record.references.filter((r) => r.category !== 'egr_pim');
  record.references = edit.article_data
    ? [...kept, { category: 'egr_pim', format: 'json', payload: JSON.stringify(edit.article_data) }]
    : kept;
}

function removeFiles(record: EditedRecord, dataports: string[]): void {
  const fields = Object.values(FILE_FIELDS);
  for (const [i, dataport] of dataports.entries()) {
    if (!fields.some((field) => record[field].some((e) => e.dataport === dataport)))
      throw invalidField(`remove_files[${i}]`, `${dataport} is no file of this item`);
  }
  const gone = new Set(dataports);
  for (const field of fields) record[field] = record[field].filter((e) => !gone.has(e.dataport!));
}

/** Puts the uploaded file in: a preview before the other images, else in the replaced one's place. */
function addFile(record: EditedRecord, added: AddedFile): void {
  const field = FILE_FIELDS[added.kind];
  const categories = EDIT_FILE_CATEGORIES[added.kind];
  const entries = record[field];
  const replaced = added.replace ? entries.findIndex((e) => e.dataport === added.replace) : -1;
  if (added.replace && replaced < 0)
    throw invalidField('replace', `${added.replace} is no ${added.kind} file of this item`);
  const old = entries[replaced];
  const category = added.category ?? old?.category ?? categories[0]!;
  if (!categories.includes(category))
    throw invalidField('category', `must be one of ${categories.join(', ')}`);
  const entry: Entry = {
    category,
    ...(added.kind === 'cad' ? { features: old?.features ?? ['3d'] } : {}),
    file: added.file,
    ...(added.language ? { language: added.language } : {}),
  };
  if (replaced >= 0) {
    record[field] = entries.map((e, i) => (i === replaced ? entry : e));
  } else if (added.kind === 'image' && category === 'preview') {
    // One preview: the new one takes the place of those before it.
    record[field] = [entry, ...entries.filter((e) => e.category !== 'preview')];
  } else {
    record[field] = [...entries, entry];
  }
}

/** The package record of the model with the edit applied (and `added` put in). */
export function editedRecord(
  doc: Model,
  edit: ModelEdit,
  vocabulary: EditVocabulary,
  added?: AddedFile,
): EditedRecord {
  const record = toRecord('model', doc, () => undefined) as unknown as EditedRecord;
  // The catalogue keeps these itself: the edit is stamped as made now.
  delete record.edit_infos;
  for (const field of ['texts', 'tags', 'references', 'properties', ...Object.values(FILE_FIELDS)])
    record[field] ??= [];
  applyTexts(record, edit);
  if (edit.category_ids) {
    for (const [i, tagId] of edit.category_ids.entries())
      if (!vocabulary.categories.has(tagId))
        throw invalidField(`category_ids[${i}]`, `${tagId} is no category`);
    record.tags = [
      ...record.tags.filter((t) => !vocabulary.categories.has(t.tag_id)),
      ...[...new Set(edit.category_ids)].map((tag_id) => ({ tag_id })),
    ];
  }
  if (edit.state) record.state = edit.state;
  applyArticleData(record, edit);
  if (edit.properties)
    record.properties = checkedProperties(edit.properties, vocabulary.properties);
  if (edit.remove_files) removeFiles(record, edit.remove_files);
  if (added) addFile(record, added);
  return record;
}

/** A package field (models[0].texts[3].payload) said as the edit's field, where it can be. */
export function editField(field: string | undefined, record: EditedRecord): string {
  const text = /^models\[0\]\.texts\[(\d+)\]/.exec(field ?? '');
  const entry = text ? record.texts[Number(text[1])] : undefined;
  if (entry)
    return entry.category === 'articlenumber'
      ? 'article_number'
      : `${entry.category}.${entry.language}`;
  if (/^models\[0\]\.tags/.test(field ?? '')) return 'category_ids';
  if (/^models\[0\]\.state/.test(field ?? '')) return 'state';
  if (/^models\[0\]\.references/.test(field ?? '')) return 'article_data';
  if (/^models\[0\]\.properties/.test(field ?? '')) return 'properties';
  if (/^models\[0\]\.(images|documents|cads)/.test(field ?? '')) return 'file';
  return field?.replace(/^models\[0\]\.?/, '') || 'body';
}
