/**
 * Editing a brand's own page in the workspace (docs/WORKSPACE.md "Editing the brand's
 * page"): its name, slogan and description per language, website and e-mail, logo and
 * banners. Written as an import writes: the stored brand becomes a package record (files
 * kept by their dataport ids), the edit is applied, and the one-brand package runs through
 * the same pipeline as any package (one-record.ts). The save names the data_version it
 * started from; a stale one gets 409 with the brand as it now is.
 */
import { toRecord } from '@vitrine/catalogue-package';
import {
  EMAIL_PATTERN,
  LANGUAGES,
  OWNER_IMAGE_CATEGORIES,
  WEBSITE_PATTERN,
  type EditableOwner,
  type OwnerEdit,
  type OwnerImageCategory,
  type Owner,
  type TextsByLanguage,
} from '@vitrine/contracts';
import { mayImportInto, requireLogin, requirePermission, type Caller } from '../access';
import { editConflict, invalidField, notFound } from '../errors';
import { saveOneRecord, type SaveContext, type UploadedFile } from './one-record';

const TEXTS = ['name', 'slogan', 'description'] as const;
const LINKS = ['website', 'email'] as const;
const KNOWN = new Set<string>(LANGUAGES);
const isImageRole = (category: string) =>
  (OWNER_IMAGE_CATEGORIES as readonly string[]).includes(category);

/** The brand's main language: the language of its first text that has one (else en). */
export const mainLanguageOf = (owner: Pick<Owner, 'texts'>) =>
  owner.texts.find((t) => KNOWN.has(t.language))?.language ?? 'en';

function textsOf(owner: Owner, category: string): TextsByLanguage {
  const texts: Record<string, string> = {};
  for (const t of owner.texts)
    if (t.category === category && KNOWN.has(t.language) && !(t.language in texts))
      texts[t.language] = t.payload;
  return texts;
}

const referenceOf = (owner: Owner, ...categories: string[]) =>
  categories
    .map((c) => owner.references.find((r) => r.category === c)?.payload?.trim())
    .find(Boolean) ?? '';

/** The dataports of a role, best score first (as the brand page orders them). */
const imagesOf = (owner: Owner, category: string) =>
  owner.images
    .filter((i) => i.category === category)
    .sort((a, b) => b.score - a.score)
    .map((i) => i.dataport);

function editableOf(owner: Owner): EditableOwner {
  const [logo] = imagesOf(owner, 'logo');
  return {
    id: owner.id,
    data_version: owner.data_version,
    state: owner.state,
    main_language: mainLanguageOf(owner),
    name_all: owner.texts.find((t) => t.category === 'name' && t.language === '')?.payload ?? '',
    name: textsOf(owner, 'name'),
    slogan: textsOf(owner, 'slogan'),
    description: textsOf(owner, 'description'),
    website: referenceOf(owner, 'website', 'url'),
    email: referenceOf(owner, 'email').replace(/^mailto:/i, ''),
    ...(logo ? { logo_dataport: logo } : {}),
    banner_dataports: imagesOf(owner, 'banner'),
    modified_epochmillis: owner.edit_infos.modified_epochmillis,
  };
}

/** The brand, if the caller may edit it: 401 anonymous, 404 unknown, 403 another's. */
async function editableOwner(ctx: SaveContext, id: string, caller: Caller) {
  requireLogin(caller);
  const [doc] = (await ctx.deps.catalogue.documents('owner', [id])) as Owner[];
  if (!doc) throw notFound(`Brand ${id}`);
  requirePermission(mayImportInto(caller, doc.id), `editing the brand ${doc.id}`);
  return doc;
}

/** The brand page's editable fields. */
export async function readEditableOwner(ctx: SaveContext, id: string, caller: Caller) {
  return { item: editableOf(await editableOwner(ctx, id, caller)) };
}

/** The website and e-mail as given, checked: 400 naming the field. */
function checkedLinks(edit: OwnerEdit) {
  const website = edit.website?.trim();
  if (website) {
    let ok = WEBSITE_PATTERN.test(website);
    try {
      new URL(website);
    } catch {
      ok = false;
    }
    if (!ok) throw invalidField('website', 'must be an http:// or https:// address');
  }
  const email = edit.email?.trim().replace(/^mailto:/i, '');
  if (email && !EMAIL_PATTERN.test(email))
    throw invalidField('email', 'must be an e-mail address (name@example.com)');
  return { website, email };
}

type OwnerRecord = Record<string, unknown> & {
  texts: Array<{ category: string; language: string; payload: string }>;
  images: Array<{ category: string; dataport?: string; file?: string; score?: number }>;
  references: Array<{ category: string; format?: string; payload?: string }>;
};

/**
 * `entries` with the first one `matches` finds given `payload` in place (the others it finds
 * dropped), or `payload` added as a new entry; an empty payload removes them all.
 */
function upsert<T extends { payload?: string }>(
  entries: T[],
  matches: (entry: T) => boolean,
  payload: string,
  fresh: Omit<T, 'payload'>,
): T[] {
  const at = entries.findIndex(matches);
  const kept = entries.filter((entry, i) => i === at || !matches(entry));
  if (!payload) return kept.filter((entry) => !matches(entry));
  if (at < 0) return [...kept, { ...fresh, payload } as T];
  return kept.map((entry) => (matches(entry) ? { ...entry, payload } : entry));
}

/** The package record of the brand with the edit applied (a new image at `file`). */
function editedRecord(
  doc: Owner,
  edit: OwnerEdit,
  image?: { category: OwnerImageCategory; file: string },
): OwnerRecord {
  const record = toRecord('owner', doc, () => undefined) as unknown as OwnerRecord;
  // The catalogue keeps these itself: the edit is stamped as made now.
  delete record.edit_infos;
  record.texts ??= [];
  record.images ??= [];
  record.references ??= [];
  // A text or link keeps its place (and its other fields), so a save that changes nothing
  // compares equal to what is stored and keeps the version.
  const setText = (category: string, language: string, value: string | undefined) => {
    record.texts = upsert(
      record.texts,
      (t) => t.category === category && t.language === language,
      (value ?? '').trim(),
      { category, language },
    );
  };
  if (edit.name_all !== undefined) setText('name', '', edit.name_all);
  for (const category of TEXTS)
    for (const [language, value] of Object.entries(edit[category] ?? {}))
      setText(category, language, value);

  const links = checkedLinks(edit);
  for (const category of LINKS) {
    const value = links[category];
    if (value === undefined) continue;
    // Brands imported from older sources name their website `url`: the edit replaces it.
    const replaced = category === 'website' ? ['website', 'url'] : [category];
    record.references = upsert(record.references, (r) => replaced.includes(r.category), value, {
      category,
      format: category === 'website' ? 'url' : 'plain',
    });
  }

  for (const [i, id] of (edit.remove_images ?? []).entries()) {
    const found = record.images.find((m) => m.dataport === id && isImageRole(m.category));
    if (!found)
      throw invalidField(`remove_images[${i}]`, `${id} is no logo or banner of ${doc.id}`);
  }
  const removed = new Set(edit.remove_images ?? []);
  record.images = record.images.filter((m) => !removed.has(m.dataport ?? ''));
  if (image?.category === 'logo') {
    record.images = [
      { category: 'logo', file: image.file, score: 1 },
      ...record.images.filter((m) => m.category !== 'logo'),
    ];
  } else if (image) {
    // A new banner comes after the others.
    const scores = doc.images.filter((m) => m.category === 'banner').map((m) => m.score);
    const score = scores.length ? Math.min(...scores) - 0.1 : 1;
    record.images = [...record.images, { category: 'banner', file: image.file, score }];
  }
  return record;
}

/** A package field (owners[0].texts[3].payload) said as the edit's field, where it can be. */
function editField(field: string | undefined, record: OwnerRecord) {
  const text = /^owners\[0\]\.texts\[(\d+)\]/.exec(field ?? '');
  const entry = text ? record.texts[Number(text[1])] : undefined;
  if (entry) return entry.language ? `${entry.category}.${entry.language}` : 'name_all';
  const reference = /^owners\[0\]\.references\[(\d+)\]/.exec(field ?? '');
  const link = reference ? record.references[Number(reference[1])] : undefined;
  if (link) return link.category;
  if (/^owners\[0\]\.images/.test(field ?? '')) return 'file';
  return field?.replace(/^owners\[0\]\.?/, '') || 'body';
}

/**
 * Saves an edit of the brand's page (with `upload`: a new logo or banner, checked and stored
 * by the import's files step); answers its editable fields as saved.
 */
export async function saveOwnerEdit(
  ctx: SaveContext,
  id: string,
  edit: OwnerEdit,
  caller: Caller,
  upload?: UploadedFile & { category: OwnerImageCategory },
) {
  const doc = await editableOwner(ctx, id, caller);
  if (doc.data_version !== edit.data_version)
    throw editConflict(edit.data_version, editableOf(doc));
  const outcome = await saveOneRecord(ctx, {
    list: 'owners',
    id,
    version: edit.data_version,
    caller,
    ...(upload ? { file: upload } : {}),
    record: (file) =>
      editedRecord(doc, edit, file && upload ? { category: upload.category, file } : undefined),
  });
  const [now] = (await ctx.deps.catalogue.documents('owner', [id])) as Owner[];
  if (outcome.conflict) throw editConflict(edit.data_version, editableOf(now!));
  if (outcome.error)
    throw invalidField(
      editField(outcome.error.field, outcome.record as OwnerRecord),
      outcome.error.message,
    );
  return { item: editableOf(now!) };
}
