/** The few calls the configurator page makes: configuration, materials, variants, formats. */
import type { ConfigurationAnswer, Model, VariantAnswer, VariantChoices } from '@vitrine/contracts';

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
};
const post = <T>(url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => json<T>(r));

export const fetchConfiguration = (modelId: string) =>
  fetch(`/api/configurator/v1/models/${encodeURIComponent(modelId)}`).then((r) =>
    json<ConfigurationAnswer>(r),
  );

/** Formats cadify can write (GET /api/dataport/v1/service). */
export const fetchCadifyFormats = () =>
  fetch('/api/dataport/v1/service')
    .then((r) => json<{ filetypes: { references: { cadify: string[] } } }>(r))
    .then((s) => s.filetypes.references.cadify);

export interface MaterialHit {
  id: string;
  title: string;
  preview?: string;
}

/** Catalogue materials with one of the category tags (or ids), titles in the language. */
export async function searchMaterials(
  tagIds: string[],
  ids: string[] | undefined,
  language: string,
): Promise<MaterialHit[]> {
  const languages = [...new Set([language, 'en'])];
  const filters = [
    ...(tagIds.length
      ? [{ algorithm: 'exact_or', scope: 'category_tag_ids', values: tagIds }]
      : []),
    ...(ids?.length ? [{ algorithm: 'exact_or', scope: 'ids', values: ids }] : []),
  ];
  const answer = await post<{ models?: Model[] }>('/api/catalog/v1/models/search', {
    from: 0,
    size: 60,
    types: ['material'],
    languages,
    filtering: [{ operator: 'or', filters }],
    fetch: { texts: true, images: true },
  });
  return (answer.models ?? []).map((m) => ({
    id: m.id,
    title: m.texts?.find((t) => t.category === 'title')?.payload ?? m.id,
    preview: m.images?.find((i) => i.category === 'preview')?.dataport,
  }));
}

export const makeVariant = (modelId: string, choices: VariantChoices) =>
  post<VariantAnswer>('/api/configurator/v1/variant', { model_id: modelId, choices });

export const thumbUrl = (dataport: string) =>
  `/api/dataport/v1/${dataport}/imagine?w=96&h=96&t=crop,webp`;
export const fileUrl = (dataport: string) => `/api/dataport/v1/${dataport}`;
export const downloadUrl = (dataport: string, format: string) =>
  `/api/dataport/v1/${dataport}/cadify?f=${encodeURIComponent(format)}&cd=attachment`;
