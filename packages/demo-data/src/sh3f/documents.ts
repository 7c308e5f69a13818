/**
 * The catalogue documents of an imported SweetHome3D library: category tags under
 * `.egr.category.sh3d`, one licensed owner per creator, one model per piece, following the
 * demo catalogue's conventions (dimension properties in cm, preview images, GLB cads).
 */
import type { Model, Owner, Tag, TextEntry } from '@vitrine/contracts';
import { propertyTags } from '../catalogue/taxonomy';
import { DEMO_EPOCH, newModel, newOwner, newTag, neutralText } from '../items';
import { stableId } from '../rng';
import type { Sh3fPiece } from './catalog';
import { sh3dArticle } from './pim';

/** Parent of all SweetHome3D category tags. */
export const SH3D_CATEGORY_TAG = 'cat_sh3d';
export const SH3D_CATEGORY_NAMESPACE = '.egr.category.sh3d';

/** "Living room" → "living_room", the namespace segment and tag id suffix of a category. */
export function categorySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || stableId('c', name);
}

/** Deterministic ids: re-importing a library overwrites its models, files and owners. */
export const sh3dModelId = (library: string, pieceId: string) =>
  stableId('sh3d', `${library}/${pieceId}`);
export const sh3dOwnerId = (creator: string) => stableId('sh3d_owner', creator);
export const sh3dCategoryTagId = (slug: string) => `${SH3D_CATEGORY_TAG}_${slug}`;

/** Centimetres as a short decimal string: 25.49968 → "25.5", 105 → "105". */
const cm = (value: number) => String(Math.round(value * 10) / 10);

const texts = (category: string, byLanguage: Record<string, string>): TextEntry[] =>
  Object.entries(byLanguage).map(([language, payload]) => ({
    category,
    format: 'plain',
    payload,
    language,
    score: 1,
  }));

/** Category tags: the "SweetHome3D" parent and one child per category, labelled in every language seen. */
export function categoryTags(pieces: Sh3fPiece[]): Tag[] {
  const labels = new Map<string, Map<string, Map<string, number>>>();
  for (const { categories } of pieces) {
    const slug = categorySlug(categories.en ?? 'miscellaneous');
    const byLanguage = labels.get(slug) ?? new Map<string, Map<string, number>>();
    labels.set(slug, byLanguage);
    for (const [language, label] of Object.entries({ en: 'Miscellaneous', ...categories })) {
      const counts = byLanguage.get(language) ?? new Map<string, number>();
      byLanguage.set(language, counts);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  }
  // The parent lists no value_tag_ids: libraries are imported one by one and each would
  // overwrite the list with its own categories; children point up with parent_tag_ids.
  const tags: Tag[] = [
    newTag({
      id: SH3D_CATEGORY_TAG,
      type: 'category_tag',
      namespace: SH3D_CATEGORY_NAMESPACE,
      origin: 'sh3f',
      weight: 10,
      texts: [neutralText('label', 'SweetHome3D')],
    }),
  ];
  for (const [slug, byLanguage] of [...labels].sort(([a], [b]) => a.localeCompare(b))) {
    const namespace = `${SH3D_CATEGORY_NAMESPACE}.${slug}`;
    // Most frequent label per language, should pieces of one category disagree.
    const best = Object.fromEntries(
      [...byLanguage].map(([language, counts]) => [
        language,
        [...counts].sort((a, b) => b[1] - a[1])[0]![0],
      ]),
    );
    tags.push(
      newTag({
        id: sh3dCategoryTagId(slug),
        type: 'category_tag',
        namespace,
        namespaces: [namespace, SH3D_CATEGORY_NAMESPACE],
        origin: 'sh3f',
        texts: texts('label', best),
        parent_tag_ids: [SH3D_CATEGORY_TAG],
        parent_namespaces: [SH3D_CATEGORY_NAMESPACE],
      }),
    );
  }
  // The dimension property tags, as the demo catalogue defines them, in case it was not generated.
  const dimensions = ['prop_width', 'prop_height', 'prop_depth'];
  return [...tags, ...propertyTags().filter((t) => dimensions.includes(t.id))];
}

/** The model document of an imported piece, pointing at its stored files. */
export function buildModel(
  piece: Sh3fPiece,
  ids: { model: string; owner: string; glb: string; preview: string; icon?: string },
  source: string,
  now: number,
): Model {
  const created = piece.creationDate ? Date.parse(piece.creationDate) : NaN;
  const license = piece.license ?? 'unknown';
  const keywords = Object.fromEntries(
    Object.entries(piece.tags).map(([language, list]) => [language, list.join(', ')]),
  );
  return newModel({
    id: ids.model,
    type: 'cad',
    subtypes: ['product'],
    owner_id: ids.owner,
    origin: 'sh3f',
    createdAfter: Number.isFinite(created) ? Math.round((created - DEMO_EPOCH) / 60_000) : 0,
    texts: [
      ...texts('title', piece.names),
      ...texts('subtitle', piece.categories),
      ...texts('keywords', keywords),
      neutralText('creator', piece.creator ?? ''),
      neutralText('license', license),
    ].filter((t) => t.payload !== ''),
    images: [
      { category: 'preview', dataport: ids.preview, score: 1, format: 'jpg' },
      ...(ids.icon ? [{ category: 'icon', dataport: ids.icon, score: 0.5, format: 'png' }] : []),
    ],
    cads: [{ format: 'glb', dataport: ids.glb, category: 'model', features: ['3d'], score: 1 }],
    references: [
      { category: 'license', format: 'plain', payload: license },
      {
        category: 'egr_pim',
        format: 'json',
        payload: JSON.stringify(
          sh3dArticle(ids.model, ids.owner, piece.creator ?? '', piece.names.en ?? ''),
        ),
      },
    ],
    tags: [
      { tag_id: sh3dCategoryTagId(categorySlug(piece.categories.en ?? 'miscellaneous')), score: 1 },
    ],
    properties: (['width', 'height', 'depth'] as const).map((p) => ({
      property_tag_id: `prop_${p}`,
      value_tag_id: `prop_${p}_freeform_${cm(piece[p])}`,
      value_freeform: cm(piece[p]),
    })),
    origin_infos: [{ origin: 'sh3f', source, imported_epochmillis: now }],
  });
}

/** A creator as a brand: neutral name, generated logo, previews of two of its pieces. */
export function buildOwner(
  creator: string,
  logo: string,
  models: Model[],
  source: string,
  now: number,
): Owner {
  const id = sh3dOwnerId(creator);
  const previews = models.filter((m) => m.owner_id === id).slice(0, 2);
  return newOwner({
    id,
    type: 'licensed',
    origin: 'sh3f',
    texts: [neutralText('name', creator)],
    images: [
      { category: 'logo', dataport: logo, score: 1, format: 'png' },
      ...previews.map((m, i) => ({ ...m.images[0]!, score: 1 - i / 10 })),
    ],
    origin_infos: [{ origin: 'sh3f', source, imported_epochmillis: now }],
  });
}
