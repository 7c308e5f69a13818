/**
 * The editor's draft of a brand's page and what a save sends: only what the editor changed
 * since the version they started from (`base`), with that version's data_version. When
 * another save came first (409), the editor's changes are put on top of the brand as it now
 * is (`rebaseOwner`), and what the other save changed is listed (`ownerChangedMeanwhile`).
 * The logo and banners are saved at once (an upload, a removal), so they are not part of the
 * draft; what the other save did to them shows in the editor as it is now.
 */
import {
  EMAIL_PATTERN,
  WEBSITE_PATTERN,
  type EditableOwner,
  type OwnerEdit,
  type TextsByLanguage,
} from '@vitrine/contracts';

export const OWNER_TEXT_FIELDS = ['name', 'slogan', 'description'] as const;
export type OwnerTextField = (typeof OWNER_TEXT_FIELDS)[number];
export const OWNER_PLAIN_FIELDS = ['name_all', 'website', 'email'] as const;
export type OwnerPlainField = (typeof OWNER_PLAIN_FIELDS)[number];

export type OwnerDraft = Record<OwnerTextField, TextsByLanguage> & Record<OwnerPlainField, string>;

/** One field that differs: a text in a language, or the all-language name, website, e-mail. */
export interface OwnerFieldChange {
  field: OwnerTextField | OwnerPlainField;
  language?: string;
}

export const ownerDraftOf = (item: EditableOwner): OwnerDraft => ({
  name_all: item.name_all,
  name: { ...item.name },
  slogan: { ...item.slogan },
  description: { ...item.description },
  website: item.website,
  email: item.email,
});

type Texts = Record<string, string | undefined>;
const text = (texts: TextsByLanguage, language: string) =>
  ((texts as Texts)[language] ?? '').trim();
const languagesOf = (a: TextsByLanguage, b: TextsByLanguage) => [
  ...new Set([...Object.keys(a), ...Object.keys(b)]),
];

/** The fields in which `to` differs from `from`. */
export function ownerDifferences(from: OwnerDraft, to: OwnerDraft): OwnerFieldChange[] {
  const changes: OwnerFieldChange[] = [];
  if (from.name_all.trim() !== to.name_all.trim()) changes.push({ field: 'name_all' });
  for (const field of OWNER_TEXT_FIELDS) {
    for (const language of languagesOf(from[field], to[field]))
      if (text(from[field], language) !== text(to[field], language))
        changes.push({ field, language });
  }
  for (const field of ['website', 'email'] as const)
    if (from[field].trim() !== to[field].trim()) changes.push({ field });
  return changes;
}

/** Puts one change of `draft` on `target` (the edit sent, or the next draft). */
function apply(target: OwnerEdit | OwnerDraft, draft: OwnerDraft, change: OwnerFieldChange) {
  if (change.language) {
    const field = change.field as OwnerTextField;
    const texts = (target[field] ??= {}) as Texts;
    texts[change.language] = text(draft[field], change.language);
  } else {
    const field = change.field as OwnerPlainField;
    target[field] = draft[field].trim();
  }
}

/** The save: what changed from `base`, from base's data_version. */
export function ownerEditOf(base: EditableOwner, draft: OwnerDraft): OwnerEdit {
  const edit: OwnerEdit = { data_version: base.data_version };
  for (const change of ownerDifferences(ownerDraftOf(base), draft)) apply(edit, draft, change);
  return edit;
}

/** The editor's changes (from `base`) put on the brand as it now is (`current`). */
export function rebaseOwner(
  base: EditableOwner,
  draft: OwnerDraft,
  current: EditableOwner,
): OwnerDraft {
  const next = ownerDraftOf(current);
  for (const change of ownerDifferences(ownerDraftOf(base), draft)) apply(next, draft, change);
  return next;
}

/** What another save changed between `base` and `current`, images included. */
export function ownerChangedMeanwhile(
  base: EditableOwner,
  current: EditableOwner,
): Array<OwnerFieldChange | { field: 'logo' | 'banners' }> {
  const changes: Array<OwnerFieldChange | { field: 'logo' | 'banners' }> = ownerDifferences(
    ownerDraftOf(base),
    ownerDraftOf(current),
  );
  if (base.logo_dataport !== current.logo_dataport) changes.push({ field: 'logo' });
  if (base.banner_dataports.join() !== current.banner_dataports.join())
    changes.push({ field: 'banners' });
  return changes;
}

/**
 * The languages the page lacks: those without the slogan or description the main language
 * has (a brand that has neither in its main language lacks nothing there).
 */
export function missingLanguages(draft: OwnerDraft, main: string, languages: readonly string[]) {
  const wanted = (['slogan', 'description'] as const).filter((f) => text(draft[f], main));
  return languages.filter(
    (language) => language !== main && wanted.some((f) => !text(draft[f], language)),
  );
}

/**
 * Whether the website and e-mail the editor typed are not acceptable (empty removes them).
 * Only what the editor changed is judged: a stored link from an older source ("www.…") is
 * shown as it is and kept unless the editor changes it.
 */
export function linkProblems(draft: OwnerDraft, base: EditableOwner) {
  const changed = (field: 'website' | 'email') => draft[field].trim() !== base[field].trim();
  const website = draft.website.trim();
  const email = draft.email.trim().replace(/^mailto:/i, '');
  return {
    website: changed('website') && !!website && !WEBSITE_PATTERN.test(website),
    email: changed('email') && !!email && !EMAIL_PATTERN.test(email),
  };
}

/** Each change from `base` with what it was and what it becomes, for the review before a save. */
export function ownerReviewRows(
  base: EditableOwner,
  draft: OwnerDraft,
  describe: (change: OwnerFieldChange) => string,
) {
  const before = ownerDraftOf(base);
  const valueOf = (d: OwnerDraft, change: OwnerFieldChange) =>
    change.language
      ? text(d[change.field as OwnerTextField], change.language)
      : d[change.field as OwnerPlainField].trim();
  return ownerDifferences(before, draft).map((change) => ({
    key: `${change.field}-${change.language ?? ''}`,
    label: describe(change),
    before: valueOf(before, change),
    after: valueOf(draft, change),
  }));
}
