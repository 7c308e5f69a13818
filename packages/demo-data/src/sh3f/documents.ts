/**
 * The catalogue documents of an imported SweetHome3D library: one community owner for the
 * library (a source of its own, never a brand), one model per piece crediting its creator
 * and licence, in the catalogue's product category where its name says which
 * (categories.ts), with a better title where its name says little (titles.ts), following
 * the demo catalogue's conventions (dimension properties in cm, preview images, GLB cads).
 * What earlier versions of this mapping wrote and this one no longer does (an owner per
 * creator, a "SweetHome3D" category per room) is written again withdrawn, so importing over
 * an older import leaves no brand or category of it behind.
 */
import type { Model, Owner, Tag, TextEntry } from '@vitrine/contracts';
import { propertyTags } from '../catalogue/taxonomy';
import { DEMO_EPOCH, newModel, newOwner, newTag, neutralText } from '../items';
import { stableId } from '../rng';
import type { Sh3fLibrary, Sh3fPiece } from './catalog';
import { productCategoryOf } from './categories';
import { licenceUrl, sh3dArticle } from './pim';

/**
 * The mapping's version: a library imported by an older one is imported again (seed.ts), so
 * its items take the current shape. 2: a community owner per library, product categories,
 * better titles.
 */
export const SH3F_MAPPING_VERSION = 2;

/** Parent of the room categories mapping 1 wrote (withdrawn since). */
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

/** Deterministic ids: re-importing a library overwrites its models, files and owner. */
export const sh3dModelId = (library: string, pieceId: string) =>
  stableId('sh3d', `${library}/${pieceId}`);
/** The library's owner. */
export const sh3dLibraryOwnerId = (library: string) => stableId('sh3d_library', library);
/** An owner per creator, as mapping 1 made them (withdrawn since). */
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

/**
 * The tags an import writes: the dimension property tags as the demo catalogue defines them
 * (in case it was not generated), and the room categories of mapping 1 withdrawn.
 */
export function importTags(pieces: Sh3fPiece[]): Tag[] {
  const withdrawn = (id: string, namespace: string, label: string, parent?: string) =>
    newTag({
      id,
      type: 'category_tag',
      namespace,
      state: 'suppressed',
      origin: 'sh3f',
      texts: [neutralText('label', label)],
      ...(parent ? { parent_tag_ids: [parent], parent_namespaces: [SH3D_CATEGORY_NAMESPACE] } : {}),
    });
  const rooms = new Map<string, string>();
  for (const { categories } of pieces) {
    const room = categories.en ?? 'Miscellaneous';
    rooms.set(categorySlug(room), room);
  }
  const dimensions = ['prop_width', 'prop_height', 'prop_depth'];
  return [
    withdrawn(SH3D_CATEGORY_TAG, SH3D_CATEGORY_NAMESPACE, 'SweetHome3D'),
    ...[...rooms].map(([slug, room]) =>
      withdrawn(
        sh3dCategoryTagId(slug),
        `${SH3D_CATEGORY_NAMESPACE}.${slug}`,
        room,
        SH3D_CATEGORY_TAG,
      ),
    ),
    ...propertyTags().filter((t) => dimensions.includes(t.id)),
  ];
}

/** The model document of an imported piece, pointing at its stored files. */
export function buildModel(
  piece: Sh3fPiece,
  ids: { model: string; owner: string; glb: string; preview: string; icon?: string },
  source: string,
  now: number,
  /** The piece's title per language (titles.ts); its names when absent. */
  titles: Record<string, string> = piece.names,
): Model {
  const created = piece.creationDate ? Date.parse(piece.creationDate) : NaN;
  const license = piece.license ?? 'unknown';
  const category = productCategoryOf(titles.en ?? piece.names.en ?? '');
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
      ...texts('title', titles),
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
      // The licence's text, where it is one we know (a Creative Commons deed).
      ...(licenceUrl(license)
        ? [{ category: 'license', format: 'url', payload: licenceUrl(license)! }]
        : []),
      {
        category: 'egr_pim',
        format: 'json',
        payload: JSON.stringify(
          sh3dArticle(ids.model, ids.owner, piece.creator ?? '', titles.en ?? ''),
        ),
      },
    ],
    tags: category ? [{ tag_id: category, score: 1 }] : [],
    properties: (['width', 'height', 'depth'] as const).map((p) => ({
      property_tag_id: `prop_${p}`,
      value_tag_id: `prop_${p}_freeform_${cm(piece[p])}`,
      value_freeform: cm(piece[p]),
    })),
    origin_infos: [{ origin: 'sh3f', source, imported_epochmillis: now }],
  });
}

/** "Kator Legaz catalog" → "Kator Legaz": the library's name as a credit line reads it. */
export const libraryName = (name: string) => name.replace(/\s+catalog(ue)?$/i, '').trim() || name;

/**
 * The library as the owner of its pieces: of type community (a source, not a brand), its
 * name and description, its provider's site, a generated logo, previews of two pieces.
 */
export function buildLibraryOwner(
  library: Sh3fLibrary,
  logo: string,
  models: Model[],
  source: string,
  now: number,
): Owner {
  const id = sh3dLibraryOwnerId(library.id);
  const previews = models.filter((m) => m.owner_id === id).slice(0, 2);
  const site = library.provider && `https://${library.provider.replace(/^https?:\/\//, '')}`;
  const licence = library.license && licenceUrl(library.license);
  return newOwner({
    id,
    type: 'community',
    origin: 'sh3f',
    texts: [
      neutralText('name', libraryName(library.name)),
      ...(library.description ? texts('description', { en: library.description }) : []),
      ...(library.license ? [neutralText('license', library.license)] : []),
    ],
    images: [
      { category: 'logo', dataport: logo, score: 1, format: 'png' },
      ...previews.map((m, i) => ({ ...m.images[0]!, score: 1 - i / 10 })),
    ],
    references: [
      ...(site ? [{ category: 'url', format: 'url', payload: site }] : []),
      ...(licence ? [{ category: 'license', format: 'url', payload: licence }] : []),
    ],
    origin_infos: [{ origin: 'sh3f', source, imported_epochmillis: now }],
  });
}

/**
 * The owners mapping 1 made per creator, withdrawn: a creator is credited on the items, not
 * listed as a brand. (Written for every creator, so an older import of the library leaves none.)
 */
export function withdrawnCreatorOwners(creators: string[], now: number): Owner[] {
  return creators.map((creator) =>
    newOwner({
      id: sh3dOwnerId(creator),
      type: 'community',
      state: 'suppressed',
      origin: 'sh3f',
      texts: [neutralText('name', creator)],
      origin_infos: [{ origin: 'sh3f', imported_epochmillis: now }],
    }),
  );
}
