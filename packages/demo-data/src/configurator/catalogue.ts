/**
 * Configurable products of the demo: a few brands get one extra series whose products carry
 * a configuration file (our vcfg format, docs/CONFIGURATOR.md) in their binaries. They are
 * planned from their own random stream, so the rest of the catalogue stays exactly as it was.
 */
import {
  CONFIGURATION_CATEGORY,
  VCFG_VERSION,
  type Collection,
  type ConfigurationFile,
  type Model,
} from '@vitrine/contracts';
import type { BrandSpec } from '../catalogue/brands';
import { buildModel, buildSeries, familyIdOf } from '../catalogue/models';
import { newProduct, planPalette, type ProductPlan, type SeriesPlan } from '../catalogue/plan';
import { stableId, type Rng } from '../rng';
import type { FileInput } from '../sink';
import { DEFINITIONS } from './definitions';
import type { ConfigurableJob, ConfigurableResult } from './job';
import type { ConfigurableKind } from './shapes';

/** Which brands make configurable products, under which series name. */
export const CONFIGURABLE_SERIES: Record<string, { name: string; kinds: ConfigurableKind[] }> = {
  nordlys: { name: 'Fleks', kinds: ['sofa', 'chair', 'dining_table'] },
  'kyoto-line': { name: 'Kumi', kinds: ['sofa', 'chair'] },
  bauform: { name: 'Baukasten', kinds: ['chair', 'dining_table'] },
};

const DIMS: Record<ConfigurableKind, { width: number; height: number; depth: number }> = {
  sofa: { width: 2.1, height: 0.82, depth: 0.92 },
  chair: { width: 0.5, height: 0.84, depth: 0.54 },
  dining_table: { width: 1.8, height: 0.75, depth: 0.9 },
};

export interface ConfigurableDeps {
  run: (job: ConfigurableJob) => Promise<ConfigurableResult>;
  put: (files: FileInput[]) => Promise<string[]>;
  rng: Rng;
}

export interface ConfigurableItems {
  series: SeriesPlan[];
  collections: Collection[];
  models: Model[];
}

const json = (value: unknown, filename: string, ownerId: string): FileInput => ({
  bytes: new TextEncoder().encode(JSON.stringify(value, null, 2)),
  filename,
  mediaType: 'application/json',
  filetype: 'json',
  ownerId,
});

const bytes = (data: Uint8Array, filename: string, ownerId: string): FileInput => ({
  bytes: data,
  filename,
  mediaType: filename.endsWith('.glb') ? 'model/gltf-binary' : 'image/jpeg',
  filetype: filename.slice(filename.lastIndexOf('.') + 1),
  ownerId,
});

function plan(brand: BrandSpec, rng: Rng): SeriesPlan | undefined {
  const spec = CONFIGURABLE_SERIES[brand.key];
  if (!spec) return undefined;
  const series: SeriesPlan = {
    id: stableId('col', `${brand.key}/${spec.name}`),
    brand,
    name: spec.name,
    products: [],
  };
  spec.kinds.forEach((kind, i) => {
    const product = newProduct(brand, spec.name, kind, 0, rng);
    product.dims = DIMS[kind];
    const { palette, main } = planPalette(kind, ['oak', 'ash', 'walnut'], rng);
    product.colourways.push({
      id: stableId('m', `${product.key}/configurable`),
      palette,
      main,
      state: 'published',
      articleNumber: `${brand.name.slice(0, 3).toUpperCase()}-CFG-${100 + i}`,
      weight: 5,
    });
    series.products.push(product);
  });
  return series;
}

/** Geometry, default glb, preview and configuration file of one product, stored. */
async function product(plan: ProductPlan, deps: ConfigurableDeps) {
  const kind = plan.kind as ConfigurableKind;
  const colourway = plan.colourways[0]!;
  const result = await deps.run({
    type: 'configurable',
    name: `${plan.series} ${kind}`,
    kind,
    dims: plan.dims,
    palette: colourway.palette,
    preview: { width: 587, height: 440 },
  });
  const owner = plan.brand.key;
  const base = `${plan.series}-${kind}`.toLowerCase();
  const [parts, glb, preview] = await deps.put([
    bytes(result.parts, `${base}-parts.glb`, owner),
    bytes(result.glb, `${base}.glb`, owner),
    bytes(result.preview, `${base}.jpg`, owner),
  ]);
  const { slots, options } = DEFINITIONS[kind];
  const partList = await partsOf(result.parts);
  const configuration: ConfigurationFile = {
    format: 'vcfg',
    version: VCFG_VERSION,
    geometry: { dataport: parts! },
    parts: partList,
    slots: slots.filter((s) => partList.some((p) => p.slot === s.id)),
    options,
  };
  const [file] = await deps.put([json(configuration, `${base}.vcfg.json`, owner)]);
  return { colourway, glb: glb!, preview: preview!, slots: result.slots, configuration: file! };
}

/** Part list of a parts glb: each node is a part wearing the material named like its slot. */
async function partsOf(glb: Uint8Array): Promise<ConfigurationFile['parts']> {
  const { NodeIO } = await import('@gltf-transform/core');
  const doc = await new NodeIO().readBinary(glb);
  return doc
    .getRoot()
    .listNodes()
    .filter((node) => node.getMesh())
    .map((node) => ({
      id: node.getName(),
      node: node.getName(),
      slot: node.getMesh()!.listPrimitives()[0]!.getMaterial()!.getName(),
    }));
}

/** The brand's configurable series with its models, or nothing for other brands. */
export async function configurableItems(
  brand: BrandSpec,
  deps: ConfigurableDeps,
): Promise<ConfigurableItems> {
  const series = plan(brand, deps.rng);
  if (!series) return { series: [], collections: [], models: [] };
  const made = await Promise.all(series.products.map((p) => product(p, deps)));
  const models = series.products.map((p, i) => {
    const m = made[i]!;
    const model = buildModel(
      p,
      { plan: m.colourway, glb: m.glb, preview: m.preview, slots: m.slots },
      familyIdOf(p),
      series.id,
      undefined,
      deps.rng,
    );
    model.binaries = [
      { category: CONFIGURATION_CATEGORY, dataport: m.configuration, format: 'vcfg', score: 1 },
    ];
    return model;
  });
  const previews = new Map(made.map((m) => [m.colourway.id, m.preview]));
  return { series: [series], collections: buildSeries(series, previews, deps.rng), models };
}
