/**
 * The configurator page's calls (configurator.html, docs/CONFIGURATOR.md): a model's
 * configuration and its configured variants from the configurator's API, the formats cadify
 * writes, and the catalogue materials a slot allows. Plain functions: the page is a small
 * entry of its own, without the app's query client.
 */
import type {
  ConfigurationAnswer,
  FilterGroup,
  Model,
  SearchAnswer,
  ServiceAnswer,
  VariantAnswer,
  VariantChoices,
} from '@vitrine/contracts';
import { config } from '../config';
import { dataportJson, fetchJson, jsonPost, postJson } from './client';

/** The model's configuration (or only its format, when it is not one we can read). */
export const fetchConfiguration = (modelId: string) =>
  fetchJson<ConfigurationAnswer>(
    `${config.configuratorBase}/v1/models/${encodeURIComponent(modelId)}`,
  );

/** Makes (or reuses) the configured variant's glb; answers its dataport id. */
export const makeVariant = (modelId: string, choices: VariantChoices) =>
  fetchJson<VariantAnswer>(
    `${config.configuratorBase}/v1/variant`,
    jsonPost(JSON.stringify({ model_id: modelId, choices })),
  );

/** The formats cadify can write. */
export const fetchCadifyFormats = async () =>
  (await dataportJson<ServiceAnswer>('/v1/service')).filetypes.references.cadify;

export interface MaterialHit {
  id: string;
  title: string;
  preview?: string;
}

/** Materials per slot: more than a slot shows at once. */
const MATERIALS_SIZE = 60;

/** Catalogue materials with one of the category tags (or ids), titled in the language. */
export async function searchMaterials(
  tagIds: string[],
  ids: string[] | undefined,
  language: string,
): Promise<MaterialHit[]> {
  const languages = [...new Set([language, 'en'])];
  const filters: FilterGroup['filters'] = [];
  if (tagIds.length)
    filters.push({ algorithm: 'exact_or', scope: 'category_tag_ids', values: tagIds });
  if (ids?.length) filters.push({ algorithm: 'exact_or', scope: 'ids', values: ids });
  const answer = await postJson<Omit<SearchAnswer, 'models'> & { models?: Partial<Model>[] }>(
    '/v1/models/search',
    {
      from: 0,
      size: MATERIALS_SIZE,
      types: ['material'],
      languages,
      filtering: [{ operator: 'or', filters }],
      fetch: { texts: true, images: true },
    },
  );
  return (answer.models ?? []).map((m) => ({
    id: m.id!,
    title: m.texts?.find((t) => t.category === 'title')?.payload ?? m.id!,
    preview: m.images?.find((i) => i.category === 'preview')?.dataport,
  }));
}
