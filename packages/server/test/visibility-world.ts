/**
 * One small catalogue with an item in every state, and the four kinds of caller who read it
 * (anonymous, a visitor, the brand's owner, an administrator), for the tests that check who
 * sees what through each read path (docs/API.md "Who sees which items"). Every fact a test
 * names is here, with the answer each caller should get.
 */
import type { ItemState, Model, PimItemInput } from '@vitrine/contracts';
import {
  newCollection,
  newModel,
  newOwner,
  newTag,
  neutralText,
  textsFor,
} from '@vitrine/demo-data';
import { startHarness, type Harness } from './app-harness';
import { ADMIN_EMAIL } from './login';
import type { StoreKind } from './stores';

export const ROLES = ['anonymous', 'visitor', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The owner's brand, another brand, and a brand still in draft (the owner's too). */
export const BRAND = 'brand_lumen';
export const OTHER_BRAND = 'brand_vento';
export const DRAFT_BRAND = 'brand_zephyr';
export const CATEGORY = 'tag_seating';
export const COLLECTION = 'coll_aalto';
export const DRAFT_COLLECTION = 'coll_platypus';
const MANUFACTURER = 'mf_lumen';

/** An article for product information (spec 02 s.3, egr_pim). */
const article = (artNo: string, finalArtNo: string) => ({
  category: 'egr_pim',
  format: 'json',
  payload: JSON.stringify({ manufacturerId: MANUFACTURER, artNo, finalArtNo, language: 'en' }),
});

interface Spec {
  id: string;
  state: ItemState;
  owner: string;
  title: string;
  artNo?: [string, string];
}

/**
 * The models. `m_fav` was published when everyone put it on their favourites, then became a
 * draft (the world stores it twice). `m_supp` shares an article with `m_pub` (another
 * variant of it), so its variant's product information must stay hidden while the article's
 * stays public. `m_pub` is also in the draft collection, whose title must not find it.
 */
export const MODELS: Spec[] = [
  {
    id: 'm_pub',
    state: 'published',
    owner: BRAND,
    title: 'Aalto Chair',
    artNo: ['L-10', 'L-10-P'],
  },
  { id: 'm_dep', state: 'deprecated', owner: BRAND, title: 'Birch Bench' },
  {
    id: 'm_draft',
    state: 'draft',
    owner: BRAND,
    title: 'Quokka Lounger',
    artNo: ['L-77', 'L-77-D'],
  },
  { id: 'm_fav', state: 'draft', owner: BRAND, title: 'Ibis Shelf' },
  {
    id: 'm_supp',
    state: 'suppressed',
    owner: BRAND,
    title: 'Wombat Sofa',
    artNo: ['L-10', 'L-10-S'],
  },
  { id: 'm_dsupp', state: 'draft_and_suppressed', owner: BRAND, title: 'Numbat Stool' },
  { id: 'm_vento', state: 'published', owner: OTHER_BRAND, title: 'Vento Stool' },
  { id: 'm_kestrel', state: 'draft', owner: OTHER_BRAND, title: 'Kestrel Lamp' },
  // Published, of a brand still in draft: public itself, but not the brand's name.
  { id: 'm_gale', state: 'published', owner: DRAFT_BRAND, title: 'Gale Chair' },
];

const PUBLIC: readonly ItemState[] = ['published', 'deprecated'];

/**
 * The rule under test, as docs/API.md's table states it: everyone sees published and
 * deprecated items; in the draft view the brand's owners (every brand: administrators) add
 * its drafts to lists, and open its suppressed items by direct link too.
 */
export function sees(
  role: Role,
  item: { state: ItemState; owner: string },
  how: 'list' | 'link',
  draftView: boolean,
): boolean {
  if (PUBLIC.includes(item.state)) return true;
  if (!draftView) return false;
  const theirs = role === 'admin' || (role === 'owner' && OWNED.includes(item.owner));
  return theirs && (item.state === 'draft' || how === 'link');
}

/** The brands the owner owns. */
export const OWNED = [BRAND, DRAFT_BRAND];

/** Ids of the models a role sees, in id order. */
export const modelsSeen = (
  role: Role,
  how: 'list' | 'link',
  draftView: boolean,
  where: (m: Spec) => boolean = () => true,
) =>
  MODELS.filter((m) => where(m) && sees(role, m, how, draftView))
    .map((m) => m.id)
    .sort();

export const titleOf = (id: string) => MODELS.find((m) => m.id === id)!.title;

function model(spec: Spec, files: Record<string, string>): Model {
  return newModel({
    id: spec.id,
    type: 'cad',
    state: spec.state,
    owner_id: spec.owner,
    weight: 1,
    texts: [...textsFor('title', { en: spec.title }), neutralText('articlenumber', spec.id)],
    tags: [{ tag_id: CATEGORY, score: 1, origin: 'demo' }],
    collection_ids:
      spec.id === 'm_pub'
        ? [COLLECTION, DRAFT_COLLECTION]
        : spec.owner === BRAND
          ? [COLLECTION]
          : [],
    references: spec.artNo ? [article(...spec.artNo)] : [],
    // A file for list downloads, and a configuration (pec: only its format is read).
    cads: [
      { format: 'glb', dataport: files[spec.id]! },
      { format: 'pec', dataport: files[spec.id]! },
    ],
  });
}

/** Product information: one datasheet per article, one photo per variant. */
function productInformation(): PimItemInput[] {
  const items: PimItemInput[] = [];
  const sheets = new Set<string>();
  for (const { artNo } of MODELS) {
    if (!artNo) continue;
    const [art, final] = artNo;
    if (!sheets.has(art))
      items.push({
        key: `sheet-${art}`,
        manufacturerId: MANUFACTURER,
        artNo: art,
        language: 'en',
        category: 'datasheets',
        contentType: 'text',
        name: `Datasheet ${art}`,
        text: `About ${art}`,
      });
    sheets.add(art);
    items.push({
      key: `photo-${final}`,
      manufacturerId: MANUFACTURER,
      artNo: art,
      finalArtNo: final,
      language: 'en',
      category: 'images',
      contentType: 'text',
      name: `Photo ${final}`,
      text: `Variant ${final}`,
    });
  }
  return items;
}

/** The article of a model, as the detail dialog sends it to the product information service. */
export const articleOf = (id: string, withVariant = true) => {
  const [artNo, finalArtNo] = MODELS.find((m) => m.id === id)!.artNo!;
  return { manufacturerId: MANUFACTURER, artNo, ...(withVariant ? { finalArtNo } : {}) };
};

export interface World {
  harness: Harness;
  /** Headers that make a request come from this role. */
  headers: Record<Role, Record<string, string>>;
  /** The logged-in roles' user ids. */
  userIds: Partial<Record<Role, string>>;
  /** The bytes of each model's file (its id as text), to find it in a zip. */
  close(): Promise<void>;
}

/** Starts the app on a fresh store, logs the roles in and stores the catalogue. */
export async function startWorld(
  kind: StoreKind,
  beforeDrafting?: (world: World) => Promise<void>,
): Promise<World> {
  const harness = await startHarness(kind, {}, { login: true });
  const { services } = harness;
  const [visitor, owner, admin] = await Promise.all([
    harness.logIn!('visitor@vitrine.test'),
    harness.logIn!('owner@vitrine.test', { ownerIds: OWNED }),
    harness.logIn!(ADMIN_EMAIL),
  ]);
  const publicToken = (await services.auth.publicToken('vitrine-catalogue')).access_token;
  const world: World = {
    harness,
    headers: {
      // Anonymous visitors read product information with the public token (spec 02 s.6).
      anonymous: { authorization: `Bearer ${publicToken}` },
      visitor: visitor.headers,
      owner: owner.headers,
      admin: admin.headers,
    },
    userIds: { visitor: visitor.userId, owner: owner.userId, admin: admin.userId },
    close: () => harness.close(),
  };

  const ids = await services.files.putMany(
    MODELS.map((m) => ({
      bytes: new TextEncoder().encode(`glb of ${m.id}`),
      filename: `${m.id}.glb`,
      mediaType: 'model/gltf-binary',
      filetype: 'glb',
    })),
  );
  const files = Object.fromEntries(MODELS.map((m, i) => [m.id, ids[i]!]));
  await services.catalogue.store('tag', [
    newTag({
      id: CATEGORY,
      type: 'category_tag',
      namespace: '.egr.category.seating',
      texts: textsFor('label', { en: 'Seating' }),
    }),
  ]);
  await services.catalogue.store('owner', [
    newOwner({ id: BRAND, texts: [neutralText('name', 'Lumen')] }),
    newOwner({ id: OTHER_BRAND, texts: [neutralText('name', 'Casa Vento')] }),
    newOwner({ id: DRAFT_BRAND, state: 'draft', texts: [neutralText('name', 'Zephyr Works')] }),
  ]);
  await services.catalogue.store('collection', [
    newCollection({
      id: COLLECTION,
      type: 'collection',
      owner_id: BRAND,
      texts: textsFor('title', { en: 'Aalto Collection' }),
      model_ids: MODELS.filter((m) => m.owner === BRAND).map((m) => m.id),
    }),
    newCollection({
      id: DRAFT_COLLECTION,
      type: 'collection',
      state: 'draft',
      owner_id: BRAND,
      texts: textsFor('title', { en: 'Platypus Series' }),
      model_ids: ['m_pub'],
    }),
  ]);
  const published = MODELS.map((m) =>
    m.id === 'm_fav' ? { ...m, state: 'published' as const } : m,
  );
  await services.catalogue.store(
    'model',
    published.map((m) => model(m, files)),
  );
  await beforeDrafting?.(world);
  await services.catalogue.store('model', [
    model(
      MODELS.find((m) => m.id === 'm_fav')!,
      files,
    ),
  ]);
  await services.pim.store(productInformation());
  return world;
}
