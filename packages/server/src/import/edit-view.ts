/**
 * What the workspace editor reads of a model (docs/WORKSPACE.md): its texts per language,
 * categories, state, article number and data, properties and files, and the catalogue's
 * categories and properties to choose from.
 */
import {
  EDIT_FILE_KINDS,
  LANGUAGES,
  PimArticle,
  type CategoryOption,
  type EditableFile,
  type EditableModel,
  type EditFileKind,
  type Model,
  type PropertyOption,
  type Tag,
  type TextsByLanguage,
} from '@vitrine/contracts';
import { Value } from 'typebox/value';

/** Where each kind of file sits in a model document. */
export const FILE_FIELDS: Record<EditFileKind, 'images' | 'documents' | 'cads'> = {
  image: 'images',
  document: 'documents',
  cad: 'cads',
};

const KNOWN = new Set<string>(LANGUAGES);

function textsOf(model: Model, category: string): TextsByLanguage {
  const texts: Record<string, string> = {};
  for (const t of model.texts) {
    if (t.category === category && KNOWN.has(t.language) && !(t.language in texts))
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

/** The language-neutral article number (else the first one in any language). */
export const articleNumberOf = (model: Pick<Model, 'texts'>) => {
  const numbers = model.texts.filter((t) => t.category === 'articlenumber');
  return (numbers.find((t) => t.language === '') ?? numbers[0])?.payload ?? '';
};

/** The egr_pim reference's article data, when it is what the product information asks for. */
function articleDataOf(model: Model): PimArticle | undefined {
  const payload = model.references.find((r) => r.category === 'egr_pim')?.payload;
  if (!payload) return undefined;
  try {
    const data: unknown = JSON.parse(payload);
    return Value.Check(PimArticle, data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function filesOf(model: Model): EditableFile[] {
  return EDIT_FILE_KINDS.flatMap((kind) =>
    (model[FILE_FIELDS[kind]] as Array<Omit<EditableFile, 'kind'> & { category?: string }>).map(
      (f) => ({
        kind,
        category: f.category ?? (kind === 'cad' ? 'model' : kind),
        dataport: f.dataport,
        ...(f.format ? { format: f.format } : {}),
        ...(f.language ? { language: f.language } : {}),
      }),
    ),
  );
}

export function editableOf(model: Model, main: string, categories: Set<string>): EditableModel {
  const preview = previewOf(model);
  const articleData = articleDataOf(model);
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
    article_number: articleNumberOf(model),
    ...(articleData ? { article_data: articleData } : {}),
    properties: model.properties.map((p) => ({
      property_tag_id: p.property_tag_id,
      ...(p.value_tag_id ? { value_tag_id: p.value_tag_id } : {}),
      ...(p.value_freeform !== undefined ? { value_freeform: p.value_freeform } : {}),
    })),
    files: filesOf(model),
    modified_epochmillis: model.edit_infos.modified_epochmillis,
  };
}

const labelsOf = (tag: Tag) =>
  Object.fromEntries(
    tag.texts.filter((x) => x.category === 'label').map((x) => [x.language, x.payload]),
  );

export const categoryOptions = (tags: Tag[]): CategoryOption[] =>
  tags.map((t) => ({ id: t.id, labels: labelsOf(t) }));

/** The catalogue's properties with their values (by the value tags each property names). */
export function propertyOptions(properties: Tag[], values: Map<string, Tag>): PropertyOption[] {
  return properties.map((p) => {
    const unit = p.freeform_features.find((f) => f.startsWith('unit:'))?.slice('unit:'.length);
    return {
      id: p.id,
      labels: labelsOf(p),
      values: p.value_tag_ids.flatMap((id) => {
        const value = values.get(id);
        return value ? [{ id, labels: labelsOf(value) }] : [];
      }),
      numeric: p.freeform_features.includes('numeric'),
      ...(unit ? { unit } : {}),
    };
  });
}
