/**
 * A metadata-only catalogue for search benchmarks, at any size (100,000 or 1,000,000
 * models): the demo's brands, series, families, models and material items, built by the
 * demo's own builders and vocabulary (texts in all 14 languages, the demo's category and
 * property tags), but with no geometry, renders or real files: every file reference points
 * at a handful of placeholders. Brands are planned and written one after another in
 * batches, so memory stays flat however many models are asked for. The same seed and size
 * give the same documents.
 */
import { DEFAULT_DEMO_SEED } from '../catalogue/generate';
import { categoryTags, CATEGORY_TREE, propertyTags } from '../catalogue/taxonomy';
import { createRng } from '../rng';
import type { CatalogueSink, ProgressReporter } from '../sink';
import { MATERIAL_CATEGORY_KEYS } from '../vocab/types';
import { createBatchWriter } from './batches';
import { brandCount, scaleBrands } from './brands';
import { buildBrandDocuments } from './documents';
import { storePlaceholders } from './files';
import { createIdSource } from './ids';
import { planScaleBrand, shareModels } from './plan';

/** The most models one run makes; beyond that a benchmark wants a different tool. */
export const MAX_SCALE_MODELS = 5_000_000;

export interface ScaleOptions {
  /** Exactly this many models (products and materials). */
  models: number;
  seed?: number;
  /** Items per putItems call; 2,000 by default. */
  batchSize?: number;
  progress?: ProgressReporter;
}

export interface ScaleSummary {
  models: number;
  /** Series, product families and brand folders. */
  collections: number;
  owners: number;
  tags: number;
  seconds: number;
}

function positiveInteger(name: string, value: number, max: number) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${name} must be an integer from 1 to ${max}, got ${value}`);
  }
}

/** Generates the scale catalogue into the sink; see the file comment. */
export async function generateScaleCatalogue(
  sink: CatalogueSink,
  options: ScaleOptions,
): Promise<ScaleSummary> {
  const started = performance.now();
  const { models: total, seed = DEFAULT_DEMO_SEED, batchSize = 2000 } = options;
  positiveInteger('models', total, MAX_SCALE_MODELS);
  positiveInteger('batchSize', batchSize, 1_000_000);
  const progress = options.progress ?? (() => undefined);
  const rng = createRng(seed);
  const ids = createIdSource(seed);

  const files = await storePlaceholders(sink);
  // Every category shows the same placeholder icon; the tags are the demo's own.
  const iconKeys = [
    ...Object.entries(CATEGORY_TREE).flatMap(([group, leaves]) => [group, ...leaves]),
    ...MATERIAL_CATEGORY_KEYS.map((key) => `material:${key}`),
  ];
  const tags = [
    ...categoryTags(Object.fromEntries(iconKeys.map((key) => [key, files.logo]))),
    ...propertyTags(),
  ];
  await sink.putItems('tag', tags);

  const brands = scaleBrands(brandCount(total), rng.fork('brands'));
  const quotas = shareModels(brands, total, rng.fork('quotas'));
  const writer = createBatchWriter(sink, batchSize, (written) =>
    progress('models written', written, total),
  );
  const counts = { models: 0, collections: 0, owners: 0 };
  for (const [i, brand] of brands.entries()) {
    const quota = quotas[i]!;
    if (quota === 0) continue;
    const brandRng = rng.fork(`brand:${i}`);
    const plan = planScaleBrand(brand, quota, brandRng.fork('plan'), ids);
    const documents = buildBrandDocuments(brand, plan, files, brandRng.fork('documents'), ids);
    await writer.add(documents);
    counts.owners++;
    counts.collections += documents.collections.length;
    counts.models += documents.models.length;
  }
  await writer.flush();
  return {
    ...counts,
    tags: tags.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
