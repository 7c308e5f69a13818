/**
 * The configurator's logic: finding a model's configuration file (spec 02: pec, then
 * peclight, then obx; then our own vcfg, the only one this server can read) and making
 * the glb of a configured variant once per distinct set of choices.
 */
import { createHash } from 'node:crypto';
import {
  CONFIGURATION_FORMATS,
  ConfigurationFile,
  type ConfigurationAnswer,
  type Model,
  type VariantAnswer,
  type VariantRequest,
} from '@vitrine/contracts';
import { Value } from 'typebox/value';
import type { Caller } from '../access';
import type { Catalogue as CatalogueService } from '../catalogue';
import type { FilesService } from '../files';
import { invalidConfiguration, notFound, unreadableConfiguration } from '../errors';
import { resolveMaterials, resolveOptions, visibleParts } from './choices';
import { composeVariant, type MaterialLook } from './compose';

export interface ConfiguratorDeps {
  catalogue: CatalogueService;
  files: FilesService;
}

/** Bump when composeVariant's output changes, so cached variants are made anew. */
const COMPOSER_VERSION = 1;

/** The model's preferred configuration file: pec, peclight, obx, then vcfg. */
export function configurationEntry(
  model: Model,
): { format?: string; dataport: string } | undefined {
  const files = [...model.binaries, ...model.cads];
  for (const format of CONFIGURATION_FORMATS) {
    const entry = files.find((f) => f.format === format);
    if (entry) return entry;
  }
  return undefined;
}

const titleOf = (model: Model) =>
  (
    model.texts.find((t) => t.category === 'title' && t.language === 'en') ??
    model.texts.find((t) => t.category === 'title')
  )?.payload ?? model.id;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'model';

export function createConfiguratorService({ catalogue, files }: ConfiguratorDeps) {
  /**
   * Models as a direct link opens them for the caller: anyone's published ones, and the
   * drafts and suppressed ones of the caller's brands (access/visibility.ts); any other is
   * unknown here (404).
   */
  const models = async (ids: string[], caller: Caller) =>
    (await catalogue.fetch(
      'model',
      { ids, fetch: { all: true, drafts: true } },
      caller,
    )) as unknown as Model[];

  const bytesOf = async (dataportId: string) => {
    const file = await files.open(dataportId);
    return { file, bytes: new Uint8Array(await (await file.read()).bytes()) };
  };

  /** The model and its readable configuration; 404 without one, 422 for unreadable formats. */
  async function load(modelId: string, caller: Caller) {
    const [model] = await models([modelId], caller);
    if (!model) throw notFound(`Model ${modelId}`);
    const entry = configurationEntry(model);
    if (!entry) throw notFound(`Configuration of model ${modelId}`);
    if (entry.format !== 'vcfg') return { model, format: entry.format! };
    const { file, bytes } = await bytesOf(entry.dataport);
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      parsed = undefined;
    }
    if (!Value.Check(ConfigurationFile, parsed)) {
      throw invalidConfiguration(modelId);
    }
    return { model, format: 'vcfg', configuration: parsed, hash: file.fileHash };
  }

  /** Maps and factors of a material model, read from its files. */
  async function lookOf(material: Model): Promise<{ look: MaterialLook; hashes: string[] }> {
    const entry = (category: string) => material.materials.find((m) => m.category === category);
    const hashes: string[] = [];
    const image = async (category: string) => {
      const found = entry(category);
      if (!found?.dataport) return undefined;
      const { file, bytes } = await bytesOf(found.dataport);
      hashes.push(file.fileHash);
      return { bytes, mimeType: file.mediaType };
    };
    const look: MaterialLook = { name: material.id, roughness: 0.7, metallic: 0, tile: [1, 1] };
    const definition = entry('definition');
    if (definition?.dataport) {
      const { file, bytes } = await bytesOf(definition.dataport);
      hashes.push(file.fileHash);
      const d = JSON.parse(new TextDecoder().decode(bytes)) as Partial<{
        roughness: number;
        metallic: number;
        tile_size_m: [number, number];
      }>;
      look.roughness = d.roughness ?? look.roughness;
      look.metallic = d.metallic ?? look.metallic;
      if (d.tile_size_m?.every((s) => s > 0)) look.tile = d.tile_size_m;
    }
    const basecolor = await image('basecolor');
    const normal = await image('normal');
    if (basecolor) look.basecolor = basecolor;
    if (normal) look.normal = normal;
    return { look, hashes };
  }

  return {
    async configuration(modelId: string, caller: Caller): Promise<ConfigurationAnswer> {
      const { format, configuration } = await load(modelId, caller);
      return { model_id: modelId, format, ...(configuration ? { configuration } : {}) };
    },

    /** The configured variant as a stored glb; the same choices answer the same file. */
    async variant(request: VariantRequest, caller: Caller): Promise<VariantAnswer> {
      const loaded = await load(request.model_id, caller);
      if (!loaded.configuration) {
        throw unreadableConfiguration(loaded.format, request.model_id);
      }
      const config = loaded.configuration;
      const options = resolveOptions(config, request.choices);
      const wanted = [...new Set(Object.values(request.choices.materials ?? {}))];
      const found = new Map(
        (wanted.length ? await models(wanted, caller) : []).map((m) => [m.id, m]),
      );
      const chosen = resolveMaterials(config, request.choices, found);
      const shown = visibleParts(config, options);
      const looks: Record<string, MaterialLook> = {};
      const key: unknown[] = [COMPOSER_VERSION, loaded.hash, shown];
      for (const slot of Object.keys(chosen).sort()) {
        const { look, hashes } = await lookOf(found.get(chosen[slot]!)!);
        looks[slot] = look;
        key.push(slot, chosen[slot], hashes);
      }
      const geometry = await bytesOf(config.geometry.dataport);
      key.push(geometry.file.fileHash);
      const id = `cfgv_${createHash('sha256').update(JSON.stringify(key)).digest('base64url').slice(0, 40)}`;
      if (await files.find(id)) return { dataport_id: id, reused: true };
      const glb = await composeVariant(geometry.bytes, config, shown, looks);
      try {
        await files.putMany([
          {
            bytes: glb,
            filename: `${slug(titleOf(loaded.model))}-configured.glb`,
            mediaType: 'model/gltf-binary',
            filetype: 'glb',
            dataportId: id,
            ...(loaded.model.owner_id ? { ownerId: loaded.model.owner_id } : {}),
          },
        ]);
      } catch (error) {
        // The same variant made at the same moment by another request: theirs is as good.
        if (!(await files.find(id))) throw error;
        return { dataport_id: id, reused: true };
      }
      return { dataport_id: id, reused: false };
    },
  };
}

export type ConfiguratorService = ReturnType<typeof createConfiguratorService>;
