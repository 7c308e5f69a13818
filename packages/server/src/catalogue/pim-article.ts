/**
 * The article a model carries for product information: its first egr_pim reference's JSON
 * (spec 02 s.3), read as the web app's detail dialog reads it (a payload that is not JSON,
 * or lacks manufacturerId or artNo, names no article).
 */
import type { ReferenceEntry } from '@vitrine/contracts';

export interface ArticleKey {
  manufacturerId: string;
  artNo: string;
  /** The variant (absent: none named). */
  finalArtNo?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function articleOf(doc: { references?: ReferenceEntry[] }): ArticleKey | undefined {
  const payload = doc.references?.find((r) => r.category === 'egr_pim')?.payload;
  if (!payload) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  const manufacturerId = text(fields.manufacturerId);
  const artNo = text(fields.artNo);
  if (!manufacturerId || !artNo) return undefined;
  const finalArtNo = text(fields.finalArtNo);
  return { manufacturerId, artNo, ...(finalArtNo ? { finalArtNo } : {}) };
}
