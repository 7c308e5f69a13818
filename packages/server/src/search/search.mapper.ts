/**
 * Search answers as the spec shapes them: a hit from an engine row, the answer around the
 * hits (paging, versions, enrichments), and the items embedded when the request fetches them.
 */
import type { AnyItem, Entity, SearchAnswer, SearchHit } from '@vitrine/contracts';
import type { HitRow, SearchRows } from './search.types';

/** A hit as answers show it, from the engine's row. */
export function toHit(entity: Entity, row: HitRow): SearchHit {
  const hit: SearchHit = {
    score: Math.round(row.score * 1e4) / 1e4,
    id: row.id,
    types: [row.type, ...row.subtypes],
    state: row.state,
    owner_ids: row.owner_id ? [row.owner_id] : [],
    tag_ids: row.tag_ids,
    is_leading: row.is_leading,
    is_boosted: row.is_boosted,
    is_deprecated: row.state === 'deprecated',
  };
  if (entity === 'model') {
    hit.collection_ids = [...row.collection_ids, ...row.family_ids];
    hit.property_values = row.properties;
  } else if (entity === 'collection') {
    hit.model_ids = row.model_ids;
    hit.model_counts = { cad: row.count_cad, material: row.count_material };
  } else if (entity === 'owner') {
    hit.is_high_quality = row.is_high_quality;
  } else {
    hit.hashtags = row.hashtags;
    hit.namespaces = row.namespaces;
    if (row.namespace) hit.namespace = row.namespace;
  }
  return hit;
}

/** The answer (without its time, added by the route): hits, paging, versions, enrichments. */
export function toAnswer(
  entity: Entity,
  rows: SearchRows,
  page: { from: number; size: number },
  dataVersion: number,
  enriched: SearchAnswer['enriched'],
): Omit<SearchAnswer, 'took'> {
  return {
    total: rows.total,
    from: page.from,
    size: page.size,
    data_version: dataVersion,
    index_version: dataVersion,
    hits: rows.hits.map((row) => toHit(entity, row)),
    enriched,
    ...(rows.matchedLanguages ? { matched_languages: rows.matchedLanguages } : {}),
  };
}

/** Embeds the fetched items under the entity's plural ("models", "owners", ...). */
export function withItems(
  answer: Omit<SearchAnswer, 'took'>,
  entity: Entity,
  items: Array<Partial<AnyItem>>,
) {
  answer[`${entity}s` as 'models'] = items;
}
