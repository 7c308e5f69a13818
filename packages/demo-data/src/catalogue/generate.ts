/**
 * The demo catalogue: brands, collections, families, folders, categories, properties,
 * about 1,700 rendered 3D models and about 220 PBR materials, in 14 languages, the same from
 * the same seed on every machine. Heavy work runs on worker threads; files and items go to
 * the sink as they are ready.
 */
import { availableParallelism } from 'node:os';
import type { Collection, Model } from '@vitrine/contracts';
import { mapConcurrent } from '../concurrency';
import { defaultDimensions, VARIANT_COUNT } from '../geometry';
import { brandLogo, captionBanner } from '../images/brand-images';
import { datasheetPdf } from '../images/datasheet';
import { createRng } from '../rng';
import type { CatalogueSink, FileInput, ProgressReporter } from '../sink';
import { fill, VOCABULARIES } from '../vocab';
import { createPool } from '../workers/pool';
import type { Job, MaterialResult, ModelResult } from '../workers/jobs';
import { BRANDS } from './brands';
import { buildMaterial, planMaterials, type MaterialFiles } from './material-items';
import { buildModel, buildSeries, familyId, familyIdOf, type RenderedColourway } from './models';
import { brandFolders, buildOwner, type BrandFiles } from './owners';
import { planCatalogue, type Palette } from './plan';
import { CATEGORY_TREE, categoryTags, KIND_CATEGORY, propertyTags } from './taxonomy';
import { MATERIAL_CATEGORY } from '../materials/catalog';
import type { FurnitureKind } from '../vocab/types';

export const DEFAULT_DEMO_SEED = 20250115;
const PREVIEW = { width: 587, height: 440 };

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
  const pool = createPool<Job, ModelResult | MaterialResult>(
    new URL('../workers/generate.worker.ts', import.meta.url),
    workers,
  );
  let fileCount = 0;
  const put = async (files: FileInput[]) => {
    fileCount += files.length;
    return sink.putFiles(files);
  };

  try {
    // Models: geometry, glb and preview render per colourway.
    const work = series.flatMap((s) =>
      s.products.flatMap((product) => product.colourways.map((plan) => ({ s, product, plan }))),
    );
    const rendered = new Map<string, RenderedColourway>();
    const previewBytes = new Map<string, Uint8Array[]>();
    let done = 0;
    await mapConcurrent(work, workers * 3, async ({ product, plan }) => {
      const result = (await pool.run({
        type: 'model',
        name: `${product.series} ${product.kind}`,
        kind: product.kind,
        variant: product.variant,
        dims: product.dims,
        seed: rng.fork(plan.id).int(1, 1e9),
        palette: plan.palette,
        preview: PREVIEW,
      })) as ModelResult;
      const base = `${product.series}-${product.kind}-${plan.articleNumber}`.toLowerCase();
      const [glb, preview] = await put([
        {
          bytes: result.glb,
          filename: `${base}.glb`,
          mediaType: 'model/gltf-binary',
          filetype: 'glb',
          ownerId: product.brand.key,
        },
        {
          bytes: result.preview,
          filename: `${base}.jpg`,
          mediaType: 'image/jpeg',
          filetype: 'jpg',
          ownerId: product.brand.key,
        },
      ]);
      rendered.set(plan.id, { plan, glb: glb!, preview: preview!, slots: result.slots });
      const kept = previewBytes.get(product.brand.key) ?? [];
      if (kept.length < 2) previewBytes.set(product.brand.key, [...kept, result.preview]);
      progress('models rendered', ++done, work.length);
    });

    // Category icons: a small render of a typical piece per category.
    const icons: Record<string, string> = {};
    const iconKinds = Object.entries(KIND_CATEGORY) as Array<[FurnitureKind, string]>;
    await mapConcurrent(iconKinds, workers * 2, async ([kind, category]) => {
      const job = {
        type: 'model',
        name: kind,
        kind,
        variant: 0,
        dims: defaultDimensions(kind, 0),
        seed: 1,
        palette: NEUTRAL_PALETTE,
        preview: { width: 128, height: 128 },
      } as const;
      const result = (await pool.run(job)) as ModelResult;
      const [icon] = await put([
        {
          bytes: result.preview,
          filename: `icon-${category}.jpg`,
          mediaType: 'image/jpeg',
          filetype: 'jpg',
        },
      ]);
      icons[category] = icon!;
    });
    for (const [group, leaves] of Object.entries(CATEGORY_TREE)) icons[group] = icons[leaves[0]!]!;

    // Materials: maps, definition and preview.
    const materialFiles = new Map<string, MaterialFiles>();
    done = 0;
    await mapConcurrent(materialPlans, workers * 2, async (plan) => {
      const result = (await pool.run({
        type: 'material',
        spec: { key: plan.key, finish: plan.finish, colour: plan.colour, seed: plan.seed },
        size: 512,
      })) as MaterialResult;
      const base = `${plan.key}-${plan.finish}-${plan.colour}`;
      const mapNames = Object.keys(result.maps) as Array<keyof typeof result.maps>;
      const ext = (mime: string) => (mime === 'image/png' ? 'png' : 'jpg');
      const files: FileInput[] = mapNames.map((name) => ({
        bytes: new Uint8Array(result.maps[name]!),
        filename: `${base}-${name}.${ext(result.mimeTypes[name])}`,
        mediaType: result.mimeTypes[name],
        filetype: ext(result.mimeTypes[name]),
        ownerId: plan.brand.key,
      }));
      files.push(
        {
          bytes: new TextEncoder().encode(JSON.stringify(result.definition, null, 2)),
          filename: `${base}.json`,
          mediaType: 'application/json',
          filetype: 'json',
          ownerId: plan.brand.key,
        },
        {
          bytes: new Uint8Array(result.preview),
          filename: `${base}.jpg`,
          mediaType: 'image/jpeg',
          filetype: 'jpg',
          ownerId: plan.brand.key,
        },
      );
      const ids = await put(files);
      const maps: MaterialFiles['maps'] = {};
      mapNames.forEach(
        (name, i) => (maps[name] = { dataport: ids[i]!, format: files[i]!.filetype }),
      );
      materialFiles.set(plan.id, {
        maps,
        definition: ids[mapNames.length]!,
        preview: ids[mapNames.length + 1]!,
      });
      if (!previewBytes.has(plan.brand.key))
        previewBytes.set(plan.brand.key, [new Uint8Array(result.preview)]);
      progress('materials generated', ++done, materialPlans.length);
      if (!icons[`material:${MATERIAL_CATEGORY[plan.key]}`])
        icons[`material:${MATERIAL_CATEGORY[plan.key]}`] = ids[mapNames.length + 1]!;
    });

    // Brands: logo, banners, datasheet; then every document.
    const models: Model[] = [];
    const collections: Collection[] = [];
    const owners = [];
    const docRng = rng.fork('documents');
    done = 0;
    for (const brand of brands) {
      const brandSeries = series.filter((s) => s.brand.key === brand.key);
      const previews = previewBytes.get(brand.key) ?? [];
      const [logo] = await put([
        {
          bytes: await brandLogo(brand),
          filename: `${brand.key}-logo.png`,
          mediaType: 'image/png',
          filetype: 'png',
          ownerId: brand.key,
        },
      ]);
      const bannerFiles: FileInput[] = previews.slice(0, 2).map((preview, i) => ({
        bytes: preview,
        filename: `${brand.key}-banner-${i + 1}.jpg`,
        mediaType: 'image/jpeg',
        filetype: 'jpg',
        ownerId: brand.key,
      }));
      const banners = await put(
        await Promise.all(
          bannerFiles.map(async (f) => ({ ...f, bytes: await captionBanner(brand, f.bytes) })),
        ),
      );
      let datasheet: string | undefined;
      if (previews[0]) {
        const en = VOCABULARIES.en;
        const pdf = await datasheetPdf({
          title: fill(en.datasheetTitle, { brand: brand.name }),
          brand: brand.name,
          image: previews[0],
          lines: [
            { label: 'City', value: brand.city },
            { label: 'Country', value: brand.country },
            { label: 'Founded', value: String(brand.founded) },
            ...brandSeries.map((s) => ({
              label: fill(en.collectionTitle, { name: s.name }),
              value: s.products.map((p) => en.kinds[p.kind].plural).join(', '),
            })),
          ],
        });
        [datasheet] = await put([
          {
            bytes: pdf,
            filename: `${brand.key}-datasheet.pdf`,
            mediaType: 'application/pdf',
            filetype: 'pdf',
            ownerId: brand.key,
          },
        ]);
      }
      const brandPreviews = brandSeries
        .flatMap((s) =>
          s.products.flatMap((p) => p.colourways.map((c) => rendered.get(c.id)?.preview)),
        )
        .filter((x): x is string => Boolean(x));
      const materialPreviews = materialPlans
        .filter((m) => m.brand.key === brand.key)
        .map((m) => materialFiles.get(m.id)!.preview);
      const files: BrandFiles = {
        logo: logo!,
        banners,
        previews: [...brandPreviews, ...materialPreviews].slice(0, 2),
        datasheet,
      };

      const previewOf = new Map([...rendered].map(([id, r]) => [id, r.preview]));
      const brandModels: Model[] = [];
      for (const s of brandSeries) {
        collections.push(...buildSeries(s, previewOf, docRng));
        for (const product of s.products) {
          for (const plan of product.colourways) {
            const sheet = docRng.chance(0.5) ? datasheet : undefined;
            brandModels.push(
              buildModel(product, rendered.get(plan.id)!, familyIdOf(product), s.id, sheet, docRng),
            );
          }
        }
      }
      for (const plan of materialPlans.filter((m) => m.brand.key === brand.key)) {
        brandModels.push(buildMaterial(plan, materialFiles.get(plan.id)!, docRng));
      }
      const novelties = [...brandModels]
        .filter((m) => m.state === 'published')
        .sort((a, b) => b.edit_infos.creation_epochmillis - a.edit_infos.creation_epochmillis)
        .slice(0, 8)
        .map((m) => m.id);
      const website = `https://www.${brand.key}.example`;
      const folders = brandFolders(brand, files, novelties, website);
      collections.push(...folders);
      owners.push(buildOwner(brand, files, brandSeries, folders, familyId, docRng));
      models.push(...brandModels);
      progress('brands assembled', ++done, brands.length);
    }

    const tags = [...categoryTags(icons), ...propertyTags()];
    await sink.putItems('tag', tags);
    await sink.putItems('owner', owners);
    await sink.putItems('collection', collections);
    await sink.putItems('model', models);
    return {
      seed,
      owners: owners.length,
      collections: collections.length,
      models: models.filter((m) => m.type === 'cad').length,
      materials: models.filter((m) => m.type === 'material').length,
      tags: tags.length,
      files: fileCount,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await pool.close();
  }
}
