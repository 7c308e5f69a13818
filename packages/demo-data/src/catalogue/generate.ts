/**
 * The demo catalogue: brands, collections, families, folders, categories, properties,
 * about 1,700 rendered 3D models and about 220 PBR materials, in 14 languages, the same from
 * the same seed on every machine. Heavy work runs on worker threads; files and items go to
 * the sink as they are ready.
 */
import { availableParallelism } from 'node:os';
import type { Collection, Model } from '@vitrine/contracts';
import { defaultDimensions, VARIANT_COUNT } from '../geometry';
import { createRng } from '../rng';
import type { CatalogueSink, FileInput, ProgressReporter } from '../sink';
import { fill, VOCABULARIES } from '../vocab';
import { createPool } from '../workers/pool';
import {
  textureKey,
  texturedChoice,
  type BrandResult,
  type Job,
  type JobResult,
  type MaterialResult,
  type ProductJob,
  type ProductResult,
  type TextureResult,
} from '../workers/jobs';
import { BRANDS, type BrandSpec } from './brands';
import {
  buildMaterial,
  planMaterials,
  type MaterialFiles,
  type MaterialPlan,
} from './material-items';
import { buildModel, buildSeries, familyId, familyIdOf, type RenderedColourway } from './models';
import { brandFolders, buildOwner, type BrandFiles } from './owners';
import { planCatalogue, type Palette, type ProductPlan, type SeriesPlan } from './plan';
import { CATEGORY_TREE, categoryTags, KIND_CATEGORY, propertyTags } from './taxonomy';
import { MATERIAL_CATEGORY } from '../materials/catalog';
import type { FurnitureKind } from '../vocab/types';
import { configurableItems } from '../configurator/catalogue';
import type { ConfigurableResult } from '../configurator/job';
import { brandProductInformation, type PimColourway, type PimJobResult } from '../pim/brand-pim';

export const DEFAULT_DEMO_SEED = 20250115;
const PREVIEW = { width: 587, height: 440 };

const MEDIA_TYPES = {
  glb: 'model/gltf-binary',
  jpg: 'image/jpeg',
  png: 'image/png',
  json: 'application/json',
  pdf: 'application/pdf',
} as const;

/** A file to store; media type and filetype follow from the name's extension. */
function file(bytes: Uint8Array, filename: string, ownerId?: string): FileInput {
  const filetype = filename.slice(filename.lastIndexOf('.') + 1) as keyof typeof MEDIA_TYPES;
  return {
    bytes,
    filename,
    mediaType: MEDIA_TYPES[filetype],
    filetype,
    ...(ownerId ? { ownerId } : {}),
  };
}

export interface DemoOptions {
  seed?: number;
  progress?: ProgressReporter;
  workers?: number;
  /** Only these brands (keys); tests use a few to stay fast. */
  brands?: string[];
}

export interface DemoSummary {
  seed: number;
  owners: number;
  collections: number;
  models: number;
  materials: number;
  tags: number;
  files: number;
  /** Product information items (when the sink takes them). */
  productInformation: number;
  seconds: number;
}

const NEUTRAL_PALETTE: Palette = {
  hard: { material: 'oak', finish: 'natural', colour: 'natural' },
  soft: { material: 'linen', finish: 'natural', colour: 'sage' },
  metal: { material: 'steel', finish: 'powder_coated', colour: 'anthracite' },
  shade: { material: 'linen', finish: 'natural', colour: 'white' },
};

export async function generateDemoCatalogue(
  sink: CatalogueSink,
  options: DemoOptions = {},
): Promise<DemoSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const rng = createRng(seed);
  const progress = options.progress ?? (() => undefined);
  const unknown = options.brands?.filter((key) => !BRANDS.some((b) => b.key === key)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `Unknown demo brand ${unknown.join(', ')}; known: ${BRANDS.map((b) => b.key).join(', ')}`,
    );
  }
  const brands = options.brands ? BRANDS.filter((b) => options.brands!.includes(b.key)) : BRANDS;
  // Plan everything, then keep the chosen brands, so a brand's plan never depends on the choice.
  const series = planCatalogue(rng.fork('plan'), (kind) => VARIANT_COUNT[kind]).filter((s) =>
    brands.includes(s.brand),
  );
  const materialPlans = planMaterials(
    brands.filter((b) => b.focus === 'materials'),
    rng.fork('materials'),
  );
  const workers = options.workers ?? Math.max(1, availableParallelism());
  const pool = createPool<Job, JobResult>(
    new URL('../workers/generate.worker.ts', import.meta.url),
    workers,
  );
  const counts = { files: 0, models: 0, materials: 0, collections: 0, brands: 0, pim: 0 };
  const put = async (files: FileInput[]) => {
    counts.files += files.length;
    return sink.putFiles(files);
  };

  try {
    const products = series.flatMap((s) => s.products);
    const modelTotal = products.reduce((n, p) => n + p.colourways.length, 0);

    // Wood and stone texture tiles, each made once and shared by every model that uses it.
    // Nothing waits for all of them: a product is queued as soon as its own tiles exist.
    const textures = new Map<string, Promise<Uint8Array>>();
    const textureFor = (palette: Palette) => {
      const choice = texturedChoice(palette);
      if (!choice) return undefined;
      const key = textureKey(choice);
      let texture = textures.get(key);
      if (!texture) {
        texture = pool.run({ type: 'texture', choice }).then((r) => (r as TextureResult).jpeg);
        textures.set(key, texture);
      }
      return texture;
    };

    /** Geometry once per product, then a glb and a preview render per colourway. */
    const renderProduct = async (
      job: Omit<ProductJob, 'type' | 'colourways'>,
      palettes: Palette[],
    ) => {
      const colourways = await Promise.all(
        palettes.map(async (palette) => {
          const texture = await textureFor(palette);
          return texture ? { palette, texture } : { palette };
        }),
      );
      return (await pool.run({ type: 'product', ...job, colourways })) as ProductResult;
    };

    // Category icons: a small render of a typical piece per category.
    const icons: Record<string, string> = {};
    const iconKinds = Object.entries(KIND_CATEGORY) as Array<[FurnitureKind, string]>;
    const iconsDone = Promise.all(
      iconKinds.map(async ([kind, category]) => {
        const result = await renderProduct(
          {
            name: kind,
            kind,
            variant: 0,
            dims: defaultDimensions(kind, 0),
            seed: 1,
            preview: { width: 128, height: 128 },
          },
          [NEUTRAL_PALETTE],
        );
        const [icon] = await put([file(result.colourways[0]!.preview, `icon-${category}.jpg`)]);
        icons[category] = icon!;
      }),
    );

    /** Renders a product's colourways and stores their files; previews kept for the brand. */
    const product = async (plan: ProductPlan) => {
      const result = await renderProduct(
        {
          name: `${plan.series} ${plan.kind}`,
          kind: plan.kind,
          variant: plan.variant,
          dims: plan.dims,
          seed: rng.fork(plan.key).int(1, 1e9),
          preview: PREVIEW,
        },
        plan.colourways.map((c) => c.palette),
      );
      const ids = await put(
        plan.colourways.flatMap((colourway, i): FileInput[] => {
          const base = `${plan.series}-${plan.kind}-${colourway.articleNumber}`.toLowerCase();
          const { glb, preview } = result.colourways[i]!;
          const ownerId = plan.brand.key;
          return [file(glb, `${base}.glb`, ownerId), file(preview, `${base}.jpg`, ownerId)];
        }),
      );
      counts.models += plan.colourways.length;
      progress('models rendered', counts.models, modelTotal);
      return {
        colourways: plan.colourways.map((colourway, i): RenderedColourway => ({
          plan: colourway,
          glb: ids[i * 2]!,
          preview: ids[i * 2 + 1]!,
          slots: result.slots,
        })),
        previews: result.colourways.map((c) => c.preview),
      };
    };

    /** Generates a material's maps, definition and preview and stores them. */
    const material = async (plan: MaterialPlan) => {
      const result = (await pool.run({
        type: 'material',
        spec: { key: plan.key, finish: plan.finish, colour: plan.colour, seed: plan.seed },
        size: 512,
      })) as MaterialResult;
      const base = `${plan.key}-${plan.finish}-${plan.colour}`;
      const mapNames = Object.keys(result.maps) as Array<keyof typeof result.maps>;
      const ext = (mime: string) => (mime === 'image/png' ? 'png' : 'jpg');
      const ownerId = plan.brand.key;
      const files: FileInput[] = mapNames.map((name) =>
        file(
          new Uint8Array(result.maps[name]!),
          `${base}-${name}.${ext(result.mimeTypes[name])}`,
          ownerId,
        ),
      );
      const preview = new Uint8Array(result.preview);
      files.push(
        file(
          new TextEncoder().encode(JSON.stringify(result.definition, null, 2)),
          `${base}.json`,
          ownerId,
        ),
        file(preview, `${base}.jpg`, ownerId),
      );
      const ids = await put(files);
      const maps: MaterialFiles['maps'] = {};
      mapNames.forEach(
        (name, i) => (maps[name] = { dataport: ids[i]!, format: files[i]!.filetype }),
      );
      counts.materials++;
      progress('materials generated', counts.materials, materialPlans.length);
      const stored: MaterialFiles = {
        maps,
        definition: ids[mapNames.length]!,
        preview: ids[mapNames.length + 1]!,
      };
      return { plan, files: stored, preview };
    };

    // Tags are stored first (without icons, which are rendered meanwhile) and again with
    // icons at the end; nothing waits for them but the first items written.
    const tagsStored = sink.putItems('tag', [...categoryTags({}), ...propertyTags()]);
    tagsStored.catch(() => undefined); // a failure surfaces where it is awaited

    /** Logo, banners and datasheet of a brand, made as soon as two previews exist. */
    const brandAssets = async (
      brand: BrandSpec,
      brandSeries: SeriesPlan[],
      previews: Uint8Array[],
    ) => {
      const en = VOCABULARIES.en;
      const result = (await pool.run(
        {
          type: 'brand',
          brand,
          previews: previews.slice(0, 2),
          datasheet: {
            title: fill(en.datasheetTitle, { brand: brand.name }),
            brand: brand.name,
            lines: [
              { label: 'City', value: brand.city },
              { label: 'Country', value: brand.country },
              { label: 'Founded', value: String(brand.founded) },
              ...brandSeries.map((s) => ({
                label: fill(en.collectionTitle, { name: s.name }),
                value: s.products.map((p) => en.kinds[p.kind].plural).join(', '),
              })),
            ],
          },
        },
        { urgent: true },
      )) as BrandResult;
      const ownerId = brand.key;
      const files: FileInput[] = [
        file(result.logo, `${brand.key}-logo.png`, ownerId),
        ...result.banners.map((bytes, i) =>
          file(bytes, `${brand.key}-banner-${i + 1}.jpg`, ownerId),
        ),
      ];
      if (result.datasheet) {
        files.push(file(result.datasheet, `${brand.key}-datasheet.pdf`, ownerId));
      }
      const ids = await put(files);
      return {
        logo: ids[0]!,
        banners: ids.slice(1, 1 + result.banners.length),
        datasheet: result.datasheet ? ids[ids.length - 1] : undefined,
      };
    };

    /** Product information for the brand's models that carry article data (pim/). */
    const pimOf = (
      spec: BrandSpec,
      brandSeries: SeriesPlan[],
      models: Model[],
      rendered: Array<{ colourways: RenderedColourway[]; previews: Uint8Array[] }>,
    ) => {
      const modelById = new Map(models.map((m) => [m.id, m]));
      const colourways = new Map<string, PimColourway>();
      for (const p of rendered) {
        p.colourways.forEach((c, i) => {
          const model = modelById.get(c.plan.id);
          if (model) {
            colourways.set(c.plan.id, { model, preview: c.preview, previewBytes: p.previews[i]! });
          }
        });
      }
      return brandProductInformation(spec, brandSeries, colourways, {
        run: async (job) => (await pool.run(job)) as PimJobResult,
        put,
      });
    };

    /**
     * One brand from plan to stored items. Every brand starts at once, so the pool's queue
     * holds all products in brand order; each brand's items are stored as soon as its own
     * files exist, while the workers go on with the next brands.
     */
    const brand = async (spec: BrandSpec) => {
      const brandSeries = series.filter((s) => s.brand.key === spec.key);
      const configurable = configurableItems(spec, {
        run: async (job) => (await pool.run(job)) as ConfigurableResult,
        put,
        rng: rng.fork(`configurator:${spec.key}`),
      });
      const productRuns = brandSeries.flatMap((s) => s.products).map(product);
      const materialRuns = materialPlans.filter((m) => m.brand.key === spec.key).map(material);
      // Banners and datasheet show the first product's colourways, or the first materials.
      const samples = productRuns[0]
        ? productRuns[0].then((p) => p.previews)
        : Promise.all(materialRuns.slice(0, 2)).then((ms) => ms.map((m) => m.preview));
      const [rendered, materials, assets] = await Promise.all([
        Promise.all(productRuns),
        Promise.all(materialRuns),
        samples.then((previews) => brandAssets(spec, brandSeries, previews)),
      ]);
      const renderedById = new Map(
        rendered.flatMap((p) => p.colourways).map((c) => [c.plan.id, c]),
      );
      const previewOf = new Map([...renderedById].map(([id, r]) => [id, r.preview]));
      const files: BrandFiles = {
        ...assets,
        previews: [
          ...[...renderedById.values()].map((r) => r.preview),
          ...materials.map((m) => m.files.preview),
        ].slice(0, 2),
      };
      const docRng = rng.fork(`documents:${spec.key}`);
      const collections: Collection[] = [];
      const models: Model[] = [];
      for (const s of brandSeries) {
        collections.push(...buildSeries(s, previewOf, docRng));
        for (const plan of s.products) {
          for (const colourway of plan.colourways) {
            const sheet = docRng.chance(0.5) ? assets.datasheet : undefined;
            models.push(
              buildModel(
                plan,
                renderedById.get(colourway.id)!,
                familyIdOf(plan),
                s.id,
                sheet,
                docRng,
              ),
            );
          }
        }
      }
      for (const m of materials) models.push(buildMaterial(m.plan, m.files, docRng));
      const productInformation = sink.putProductInformation
        ? pimOf(spec, brandSeries, models, rendered)
        : undefined;
      productInformation?.catch(() => undefined); // a failure surfaces where it is awaited
      const novelties = models
        .filter((m) => m.state === 'published')
        .sort((a, b) => b.edit_infos.creation_epochmillis - a.edit_infos.creation_epochmillis)
        .slice(0, 8)
        .map((m) => m.id);
      const folders = brandFolders(spec, files, novelties, `https://www.${spec.key}.example`);
      collections.push(...folders);
      // Configurable products join after the novelties, so the rest stays as it was.
      const extra = await configurable;
      models.push(...extra.models);
      collections.push(...extra.collections);
      counts.models += extra.models.length;
      const ownSeries = [...brandSeries, ...extra.series];
      const owner = buildOwner(spec, files, ownSeries, folders, familyId, docRng);
      // Tags, brand and collections first: the models' search text shows their labels.
      await tagsStored;
      await sink.putItems('owner', [owner]);
      await sink.putItems('collection', collections);
      await sink.putItems('model', models);
      if (productInformation) {
        const items = await productInformation;
        await sink.putProductInformation!(items);
        counts.pim += items.length;
      }
      counts.collections += collections.length;
      progress('brands assembled', ++counts.brands, brands.length);
      return materials;
    };
    const [materialsByBrand] = await Promise.all([Promise.all(brands.map(brand)), iconsDone]);
    for (const [group, leaves] of Object.entries(CATEGORY_TREE)) icons[group] = icons[leaves[0]!]!;
    // The first material of each category stands for it in the category tree.
    for (const m of materialsByBrand.flat())
      icons[`material:${MATERIAL_CATEGORY[m.plan.key]}`] ??= m.files.preview;

    const tags = [...categoryTags(icons), ...propertyTags()];
    await sink.putItems('tag', tags);
    return {
      seed,
      owners: brands.length,
      collections: counts.collections,
      models: counts.models,
      materials: counts.materials,
      tags: tags.length,
      files: counts.files,
      productInformation: counts.pim,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await pool.close();
  }
}
