/**
 * The editor's draft of a model and what a save sends: only what the editor changed since
 * the version they started from (`base`), with that version's data_version. When another
 * save came first (409), the editor's changes are put on top of the item as it now is
 * (`rebase`), and what the other save changed is listed (`changedMeanwhile`), so nothing
 * either of them wrote is lost without being seen.
 */
import type { EditableModel, EditState, ModelEdit, TextsByLanguage } from '@vitrine/contracts';

export interface Draft {
  title: TextsByLanguage;
  description: TextsByLanguage;
  category_ids: string[];
  state: string;
}

export type TextField = 'title' | 'description';
export const TEXT_FIELDS: readonly TextField[] = ['title', 'description'];

/** One field that differs: a text in a language, the categories or the state. */
export interface FieldChange {
  field: TextField | 'category_ids' | 'state';
  language?: string;
}

export const draftOf = (item: EditableModel): Draft => ({
  title: { ...item.title },
  description: { ...item.description },
  category_ids: [...item.category_ids],
  state: item.state,
});

type Texts = Record<string, string | undefined>;
const text = (texts: TextsByLanguage, language: string) =>
  ((texts as Texts)[language] ?? '').trim();
const languagesOf = (a: TextsByLanguage, b: TextsByLanguage) => [
  ...new Set([...Object.keys(a), ...Object.keys(b)]),
];
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

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
  return changes;
}

/** The save: what changed from `base`, from base's data_version. */
export function editOf(base: EditableModel, draft: Draft): ModelEdit {
  const edit: ModelEdit = { data_version: base.data_version };
  for (const change of differences(draftOf(base), draft)) {
    if (change.field === 'title' || change.field === 'description') {
      const texts = (edit[change.field] ??= {}) as Texts;
      texts[change.language!] = text(draft[change.field], change.language!);
    } else if (change.field === 'category_ids') edit.category_ids = draft.category_ids;
    else edit.state = draft.state as EditState;
  }
  return edit;
}

/** The editor's changes (from `base`) put on the item as it now is (`current`). */
export function rebase(base: EditableModel, draft: Draft, current: EditableModel): Draft {
  const next = draftOf(current);
  for (const change of differences(draftOf(base), draft)) {
    if (change.field === 'title' || change.field === 'description')
      (next[change.field] as Texts)[change.language!] = text(draft[change.field], change.language!);
    else if (change.field === 'category_ids') next.category_ids = [...draft.category_ids];
    else next.state = draft.state;
  }
  return next;
}

/** What another save changed between `base` and `current`. */
export const changedMeanwhile = (base: EditableModel, current: EditableModel) =>
  differences(draftOf(base), draftOf(current));
