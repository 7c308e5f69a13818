/**
 * The editor's draft of a model and what a save sends: only what the editor changed since
 * the version they started from (`base`), with that version's data_version. When another
 * save came first (409), the editor's changes are put on top of the item as it now is
 * (`rebase`), and what the other save changed is listed (`changedMeanwhile`), so nothing
 * either of them wrote is lost without being seen. Before a save the editor reviews the
 * changes (`differences` from base to draft).
 */
import type {
  EditableModel,
  EditState,
  ModelEdit,
  PimArticle,
  PropertyEntry,
  TextsByLanguage,
} from '@vitrine/contracts';

/** The article data an editor fills in (empty strings: not given). */
export interface ArticleDraft {
  manufacturerId: string;
  artNo: string;
  finalArtNo: string;
}

export interface Draft {
  title: TextsByLanguage;
  description: TextsByLanguage;
  category_ids: string[];
  state: string;
  article_number: string;
  article: ArticleDraft;
  properties: PropertyEntry[];
  /** Files marked to be taken off at the next save. */
  remove_files: string[];
}

export type TextField = 'title' | 'description';
export const TEXT_FIELDS: readonly TextField[] = ['title', 'description'];

/** One field that differs: a text in a language, or one of the other fields. */
export interface FieldChange {
  field:
    | TextField
    | 'category_ids'
    | 'state'
    | 'article_number'
    | 'article_data'
    | 'properties'
    | 'remove_files';
  language?: string;
}

const articleDraftOf = (data: PimArticle | undefined): ArticleDraft => ({
  manufacturerId: data?.manufacturerId ?? '',
  artNo: data?.artNo ?? '',
  finalArtNo: data?.finalArtNo ?? '',
});

export const draftOf = (item: EditableModel): Draft => ({
  title: { ...item.title },
  description: { ...item.description },
  category_ids: [...item.category_ids],
  state: item.state,
  article_number: item.article_number,
  article: articleDraftOf(item.article_data),
  properties: item.properties.map((p) => ({ ...p })),
  remove_files: [],
});

type Texts = Record<string, string | undefined>;
const text = (texts: TextsByLanguage, language: string) =>
  ((texts as Texts)[language] ?? '').trim();
const languagesOf = (a: TextsByLanguage, b: TextsByLanguage) => [
  ...new Set([...Object.keys(a), ...Object.keys(b)]),
];
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A property row as compared and sent: a free value wins over a value tag. */
const propertyKey = (p: PropertyEntry) =>
  p.value_freeform?.trim()
    ? `${p.property_tag_id}=${p.value_freeform.trim()}`
    : `${p.property_tag_id}:${p.value_tag_id ?? ''}`;
/** The rows that say something (a property and a value), as the server will keep them. */
export const givenProperties = (properties: readonly PropertyEntry[]) =>
  properties.filter((p) => p.property_tag_id && (p.value_tag_id || p.value_freeform?.trim()));
const articleKey = (a: ArticleDraft) =>
  [a.manufacturerId, a.artNo, a.finalArtNo].map((v) => v.trim()).join('\u0000');

/** The fields in which `to` differs from `from`. */
export function differences(from: Draft, to: Draft): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TEXT_FIELDS) {
    for (const language of languagesOf(from[field], to[field]))
      if (text(from[field], language) !== text(to[field], language))
        changes.push({ field, language });
  }
  if (!sameList(from.category_ids, to.category_ids)) changes.push({ field: 'category_ids' });
  if (from.state !== to.state) changes.push({ field: 'state' });
  if (from.article_number.trim() !== to.article_number.trim())
    changes.push({ field: 'article_number' });
  if (articleKey(from.article) !== articleKey(to.article)) changes.push({ field: 'article_data' });
  const properties = (d: Draft) => givenProperties(d.properties).map(propertyKey);
  if (!sameList(properties(from), properties(to))) changes.push({ field: 'properties' });
  if (!sameList(from.remove_files, to.remove_files)) changes.push({ field: 'remove_files' });
  return changes;
}

/** The article data to send: null (removed) unless the manufacturer and article are given. */
function articleData(base: PimArticle | undefined, a: ArticleDraft): PimArticle | null {
  const [manufacturerId, artNo, finalArtNo] = [a.manufacturerId, a.artNo, a.finalArtNo].map((v) =>
    v.trim(),
  );
  if (!manufacturerId || !artNo) return null;
  // Other fields the reference carried (names, texts) stay as they were.
  const { finalArtNo: _old, ...kept } = base ?? {};
  return { ...kept, manufacturerId, artNo, ...(finalArtNo ? { finalArtNo } : {}) };
}

/** The save: what changed from `base`, from base's data_version. */
export function editOf(base: EditableModel, draft: Draft): ModelEdit {
  const edit: ModelEdit = { data_version: base.data_version };
  for (const change of differences(draftOf(base), draft)) {
    switch (change.field) {
      case 'title':
      case 'description': {
        const texts = (edit[change.field] ??= {}) as Texts;
        texts[change.language!] = text(draft[change.field], change.language!);
        break;
      }
      case 'category_ids':
        edit.category_ids = draft.category_ids;
        break;
      case 'state':
        edit.state = draft.state as EditState;
        break;
      case 'article_number':
        edit.article_number = draft.article_number.trim();
        break;
      case 'article_data':
        edit.article_data = articleData(base.article_data, draft.article);
        break;
      case 'properties':
        edit.properties = givenProperties(draft.properties).map((p) =>
          p.value_freeform?.trim()
            ? { property_tag_id: p.property_tag_id, value_freeform: p.value_freeform.trim() }
            : { property_tag_id: p.property_tag_id, value_tag_id: p.value_tag_id! },
        );
        break;
      case 'remove_files':
        edit.remove_files = draft.remove_files;
        break;
    }
  }
  return edit;
}

/** The editor's changes (from `base`) put on the item as it now is (`current`). */
export function rebase(base: EditableModel, draft: Draft, current: EditableModel): Draft {
  const next = draftOf(current);
  for (const change of differences(draftOf(base), draft)) {
    if (change.field === 'title' || change.field === 'description')
      (next[change.field] as Texts)[change.language!] = text(draft[change.field], change.language!);
    else if (change.field === 'article_data') next.article = { ...draft.article };
    else if (change.field === 'remove_files') {
      // Only files the item still has can be taken off.
      const present = new Set(current.files.map((f) => f.dataport));
      next.remove_files = draft.remove_files.filter((d) => present.has(d));
    } else if (change.field === 'properties')
      next.properties = draft.properties.map((p) => ({ ...p }));
    else if (change.field === 'category_ids') next.category_ids = [...draft.category_ids];
    else next[change.field] = draft[change.field];
  }
  return next;
}

/** What another save changed between `base` and `current`. */
export const changedMeanwhile = (base: EditableModel, current: EditableModel) =>
  differences(draftOf(base), draftOf(current));
