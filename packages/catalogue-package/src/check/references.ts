/**
 * What a package names must exist, in the package or in the catalogue: brands, collections,
 * models and tags. An id stored for another brand cannot be taken over, and a caller writes
 * only the brands it may (`mayWrite`, which also lets a brand's editors create its own brand
 * item; tags of the whole catalogue need `mayWriteShared`).
 */
import type { Entity } from '@vitrine/contracts';
import type { PackageRecord } from '@vitrine/contracts/package';
import type { Problems } from '../problems';
import type { AnyLocated } from '../read/located';
import type { CatalogueView, StoredSummary } from './catalogue-view';
import { recordId, where } from './structure';

export interface Permissions {
  /** Whether the package may write items of this brand. */
  mayWrite(ownerId: string): boolean;
  /** Whether it may write tags of the whole catalogue and create brands. */
  mayWriteShared: boolean;
}

/** A reference from a record: the entity and id it names, and the field naming it. */
interface Reference {
  entity: Entity;
  id: string;
  field: string;
}

/** The fields that name other items, as any kind of record may have them. */
interface Fields {
  owner_id?: string;
  tags?: PackageRecord['model']['tags'];
  properties?: PackageRecord['model']['properties'];
  collection_ids?: string[];
  model_ids?: string[];
  structure_outbounds?: PackageRecord['model']['structure_outbounds'];
  structures?: PackageRecord['owner']['structures'];
  parent_tag_ids?: string[];
  suggested_tag_ids?: string[];
  value_tag_ids?: string[];
}

function referencesOf(located: AnyLocated): Reference[] {
  const refs: Reference[] = [];
  const add = (entity: Entity, id: string | undefined, field: string) => {
    if (id) refs.push({ entity, id, field });
  };
  if (located.kind === 'product_information') {
    add('owner', located.record.owner_id, 'owner_id');
    return refs;
  }
  const r = located.record as Fields;
  if (located.kind !== 'owner') add('owner', r.owner_id, 'owner_id');
  r.tags?.forEach((t, i) => {
    add('tag', t.tag_id, `tags[${i}].tag_id`);
    add('tag', t.value_tag_id, `tags[${i}].value_tag_id`);
  });
  r.properties?.forEach((p, i) => {
    add('tag', p.property_tag_id, `properties[${i}].property_tag_id`);
    // A free-form value's id ({property}_freeform_{value}) names no stored tag.
    if (p.value_freeform === undefined) add('tag', p.value_tag_id, `properties[${i}].value_tag_id`);
  });
  r.collection_ids?.forEach((id, i) => add('collection', id, `collection_ids[${i}]`));
  r.model_ids?.forEach((id, i) => add('model', id, `model_ids[${i}]`));
  r.structure_outbounds?.catalog?.forEach((link, i) => {
    if (link.entity === 'collection' || link.entity === 'model')
      add(link.entity, link.target_id, `structure_outbounds.catalog[${i}].target_id`);
  });
  r.structures?.catalog.forEach((edge, i) => {
    if (edge.source_entity === 'collection')
      add('collection', edge.source_id, `structures.catalog[${i}].source_id`);
    edge.targets.forEach((t, j) => {
      if (t.target_entity === 'collection' || t.target_entity === 'model')
        add(t.target_entity, t.target_id, `structures.catalog[${i}].targets[${j}].target_id`);
    });
  });
  for (const list of ['parent_tag_ids', 'suggested_tag_ids', 'value_tag_ids'] as const) {
    r[list]?.forEach((id, i) => add('tag', id, `${list}[${i}]`));
  }
  return refs;
}

/** The brand a record writes to: a brand's own id, else its owner_id (none: shared tags). */
export function brandOf(located: AnyLocated): string | undefined {
  if (located.kind === 'owner') return located.record.id;
  return (located.record as { owner_id?: string }).owner_id;
}

const ENTITY_OF: Record<string, Entity> = {
  owner: 'owner',
  tag: 'tag',
  collection: 'collection',
  model: 'model',
};

export async function checkReferences(
  records: AnyLocated[],
  catalogue: CatalogueView,
  permissions: Permissions,
  problems: Problems,
) {
  const inPackage = new Map<Entity, Set<string>>();
  for (const located of records) {
    const entity = ENTITY_OF[located.kind];
    if (!entity) continue;
    let set = inPackage.get(entity);
    if (!set) inPackage.set(entity, (set = new Set()));
    set.add(recordId(located));
  }
  const refs = records.map((located) => ({ located, refs: referencesOf(located) }));
  // The stored items the package names or overwrites, one query per entity.
  const wanted = new Map<Entity, Set<string>>();
  const want = (entity: Entity, id: string) => {
    let set = wanted.get(entity);
    if (!set) wanted.set(entity, (set = new Set()));
    set.add(id);
  };
  for (const { located, refs: list } of refs) {
    const entity = ENTITY_OF[located.kind];
    if (entity) want(entity, recordId(located));
    for (const ref of list) if (!inPackage.get(ref.entity)?.has(ref.id)) want(ref.entity, ref.id);
  }
  const stored = new Map<Entity, Map<string, StoredSummary>>();
  for (const [entity, ids] of wanted)
    stored.set(entity, await catalogue.existing(entity, [...ids]));
  const pimKeys = records.filter((r) => r.kind === 'product_information').map((r) => recordId(r));
  const pimOwners = pimKeys.length ? await catalogue.productInformationOwners(pimKeys) : new Map();

  for (const { located, refs: list } of refs) {
    const at = (field: string) => where(located, field);
    for (const ref of list) {
      if (inPackage.get(ref.entity)?.has(ref.id) || stored.get(ref.entity)?.has(ref.id)) continue;
      problems.error(
        'unknown_reference',
        `no ${ref.entity} "${ref.id}" in the package or the catalogue`,
        at(ref.field),
      );
    }
    const brand = brandOf(located);
    const id = recordId(located);
    const entity = ENTITY_OF[located.kind];
    const before = entity
      ? stored.get(entity)?.get(id)
      : pimOwners.has(id)
        ? { ownerId: pimOwners.get(id) as string | undefined, state: 'published' }
        : undefined;
    if (before && before.ownerId !== brand) {
      problems.error(
        'foreign_id',
        `${located.kind} "${id}" belongs to ${before.ownerId ? `the brand ${before.ownerId}` : 'the whole catalogue'}: choose another id`,
        at(located.kind === 'product_information' ? 'key' : 'id'),
      );
      continue;
    }
    if (located.builtin) continue;
    if (brand === undefined ? !permissions.mayWriteShared : !permissions.mayWrite(brand)) {
      problems.error(
        'not_owner',
        brand === undefined
          ? 'tags without an owner_id belong to the whole catalogue: only administrators import them'
          : `you may not import into the brand ${brand}`,
        at(located.kind === 'owner' ? 'id' : 'owner_id'),
      );
    }
  }
}
