/** Brand documents: texts, images, references and the catalog tree with its folders. */
import type {
  CatalogEdge,
  Collection,
  MediaEntry,
  Owner,
  ReferenceEntry,
} from '@vitrine/contracts';
import { newCollection, newOwner, neutralText } from '../items';
import type { Rng } from '../rng';
import { stableId } from '../rng';
import type { BrandSpec } from './brands';
import { fill, localized } from './localize';
import type { SeriesPlan } from './plan';

export interface BrandFiles {
  logo: string;
  banners: string[];
  /** Preview renders of the brand's products, reused as brand preview images. */
  previews: string[];
  datasheet?: string;
}

function references(brand: BrandSpec, rng: Rng): ReferenceEntry[] {
  const domain = `${brand.key}.example`;
  const refs: ReferenceEntry[] = [
    {
      category: 'website',
      format: 'url',
      payload: rng.chance(0.3) ? `www.${domain}` : `https://www.${domain}`,
    },
    { category: 'email', format: 'plain', payload: `info@${domain}` },
    { category: 'city', format: 'plain', payload: brand.city },
    { category: 'country', format: 'iso3166', payload: brand.country },
  ];
  const socials = ['instagram', 'pinterest', 'facebook', 'linkedin', 'twitter', 'youtube'] as const;
  for (const social of rng.shuffle(socials).slice(0, rng.int(2, 6))) {
    const host = social === 'twitter' ? 'x.com' : `${social}.com`;
    refs.push({
      category: social,
      format: 'url',
      payload: rng.chance(0.2) ? `${host}/${brand.key}` : `https://${host}/${brand.key}`,
    });
  }
  if (brand.externalCatalog) {
    refs.push({
      category: 'external_catalog',
      format: 'url',
      payload: `https://catalogue.${domain}`,
    });
  }
  return refs;
}

/** Folders of a brand's catalog tree: a document, a link and an image folder, plus novelties. */
export function brandFolders(
  brand: BrandSpec,
  files: BrandFiles,
  novelties: string[],
  website: string,
): Collection[] {
  const folder = (
    key: string,
    subtypes: string[],
    extra: Partial<Collection>,
    title: (f: Record<string, string>) => string,
  ) =>
    newCollection({
      id: stableId('fold', `${brand.key}/${key}`),
      type: 'folder',
      subtypes,
      owner_id: brand.key,
      texts: localized('title', (v) => title(v.folders)),
      ...extra,
    });
  const images: MediaEntry[] = files.banners.map((dataport, i) => ({
    category: 'preview',
    dataport,
    score: 1 - i / 10,
    format: 'jpg',
  }));
  const folders = [
    folder(
      'novelties',
      [],
      { model_ids: novelties, images: images.slice(0, 1) },
      (f) => f.novelties!,
    ),
    folder(
      'website',
      ['folder_url'],
      {
        references: [{ category: 'website', format: 'url', payload: website }],
        images: [{ category: 'preview', dataport: files.logo, score: 1, format: 'png' }],
      },
      (f) => f.website!,
    ),
    folder('gallery', ['folder_image'], { images }, (f) => f.gallery!),
  ];
  if (files.datasheet) {
    folders.push(
      folder(
        'datasheets',
        ['folder_document'],
        {
          documents: [
            { category: 'datasheet', dataport: files.datasheet, score: 1, format: 'pdf' },
          ],
          images: images.slice(0, 1),
        },
        (f) => f.datasheets!,
      ),
    );
  }
  return folders;
}

/** The tree: brand → novelties, series, folders; series → families; families → models. */
function catalogTree(
  brand: BrandSpec,
  series: SeriesPlan[],
  folders: Collection[],
  familyOf: (key: string) => string,
): CatalogEdge[] {
  const [novelties, ...rest] = folders;
  const rootTargets = [
    ...(novelties ? [novelties] : []).map((f) => ({
      target_id: f.id,
      target_entity: 'collection',
      weight: 1000,
    })),
    ...series.map((s, i) => ({ target_id: s.id, target_entity: 'collection', weight: 500 - i })),
    ...rest.map((f, i) => ({ target_id: f.id, target_entity: 'collection', weight: 100 - i })),
  ];
  const edges: CatalogEdge[] = [
    { source_id: brand.key, source_entity: 'owner', targets: rootTargets },
  ];
  if (novelties) {
    edges.push({
      source_id: novelties.id,
      source_entity: 'collection',
      targets: novelties.model_ids.map((id, i) => ({
        target_id: id,
        target_entity: 'model',
        weight: 100 - i,
      })),
    });
  }
  for (const s of series) {
    edges.push({
      source_id: s.id,
      source_entity: 'collection',
      targets: s.products.map((p, i) => ({
        target_id: familyOf(p.key),
        target_entity: 'collection',
        weight: 100 - i,
      })),
    });
    for (const p of s.products) {
      edges.push({
        source_id: familyOf(p.key),
        source_entity: 'collection',
        targets: p.colourways.map((c, i) => ({
          target_id: c.id,
          target_entity: 'model',
          weight: 100 - i,
        })),
      });
    }
  }
  return edges;
}

export function buildOwner(
  brand: BrandSpec,
  files: BrandFiles,
  series: SeriesPlan[],
  folders: Collection[],
  familyOf: (key: string) => string,
  rng: Rng,
): Owner {
  const slogan = rng.int(0, 1);
  const description = rng.int(0, 5);
  const images: MediaEntry[] = [
    { category: 'logo', dataport: files.logo, score: 1, format: 'png' },
    ...files.banners.map((dataport, i) => ({
      category: 'banner',
      dataport,
      score: 1 - i / 10,
      format: 'jpg',
    })),
    ...files.previews
      .slice(0, 2)
      .map((dataport, i) => ({ category: 'preview', dataport, score: 1 - i / 10, format: 'jpg' })),
  ];
  const catalog = catalogTree(brand, series, folders, familyOf);
  return newOwner({
    id: brand.key,
    type: 'licensed',
    state: brand.deprecated ? 'deprecated' : 'published',
    subtypes: brand.externalCatalog ? ['exclude_from_search'] : [],
    is_high_quality: brand.highQuality === true,
    weight: brand.highQuality ? 10 : 5,
    createdAfter: (2025 - brand.founded) * 10,
    texts: [
      neutralText('name', brand.name),
      ...localized('slogan', (v) => v.brandFocus[brand.focus].slogans[slogan]!),
      ...localized('description', (v) =>
        fill(
          v.brandDescriptions[description]!.replace('{makes}', v.brandFocus[brand.focus].makes),
          {
            brand: brand.name,
            city: brand.city,
            year: brand.founded,
            style: v.styles[brand.style],
          },
        ),
      ),
    ],
    images,
    references: references(brand, rng),
    structures: { catalog },
    structure_outbounds: {
      catalog: catalog[0]!.targets.map((t) => ({
        target_id: t.target_id,
        entity: t.target_entity,
        weight: t.weight,
      })),
      linkage: [],
    },
  });
}
