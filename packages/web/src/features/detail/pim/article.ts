/**
 * The article a model's product information is asked for: its egr_pim reference (spec 02
 * s.3, JSON article data). Only the fields the service knows are sent; a model without
 * manufacturerId and artNo has no product information to ask for. Fields the spec expects
 * but the data lacks are reported (a console warning, once per article), not blocking.
 */
import type { PimArticle } from '@vitrine/contracts';

const FIELDS = [
  'manufacturer',
  'manufacturerId',
  'manufacturerName',
  'program',
  'programId',
  'programName',
  'artNo',
  'finalArtNo',
  'varCode',
  'longText',
  'shortText',
  'language',
  'distributionRegion',
] as const;

interface WithReferences {
  id?: string;
  references?: ReadonlyArray<{ category: string; payload?: string }>;
}

/** The article data already reported as incomplete (one warning each, however often shown). */
const reported = new Set<string>();

function reportMissing(model: WithReferences, payload: string, article: Record<string, string>) {
  const missing = FIELDS.filter((field) => !article[field]);
  if (missing.length === 0 || reported.has(payload)) return;
  reported.add(payload);
  console.warn(`Article data of model ${model.id ?? '(unknown)'} lacks ${missing.join(', ')}`);
}

export function pimArticleOf(model: WithReferences): PimArticle | undefined {
  const payload = model.references?.find((r) => r.category === 'egr_pim')?.payload;
  if (!payload) return undefined;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const article: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') article[field] = value;
  }
  reportMissing(model, payload, article);
  return article.manufacturerId && article.artNo ? (article as PimArticle) : undefined;
}

/** A URL with one query parameter set (cd=inline or attachment on file-service URLs). */
export function withQuery(uri: string, key: string, value: string): string {
  const url = new URL(uri, window.location.href);
  url.searchParams.set(key, value);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** Spec 02 s.5: website links get https:// when they lack a scheme. */
export const webLink = (web: string) => (/^[a-z][a-z0-9+.-]*:/i.test(web) ? web : `https://${web}`);
