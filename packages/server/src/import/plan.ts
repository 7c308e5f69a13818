/**
 * From checked records to what the catalogue should hold: each record as a document (files
 * by the ids the files step gave them), compared with what is stored, so an item the package
 * did not change is not written again (nor gets a new data_version); and the items of the
 * package's brands it no longer has, deprecated.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  brandOf,
  linkMembers,
  toDocument,
  toPimItem,
  type AnyLocated,
  type Located,
} from '@vitrine/catalogue-package';
import type { AnyItem, Entity, EditInfos, PimItemInput } from '@vitrine/contracts';
import type { ImportDeps } from './import.types';
import type { JobRecorder } from './job';

/** The order items are written in: what others show (labels, brands) first. */
export const WRITE_ORDER = ['tag', 'owner', 'collection', 'model'] as const;

export interface PlannedItem {
  entity: Entity;
  doc: AnyItem;
  /** What is stored under its id now. */
  before?: AnyItem;
}

export interface Plan {
  /** Items to write: new, changed and deprecated ones, in WRITE_ORDER. */
  items: PlannedItem[];
  productInformation: PimItemInput[];
  /** The brands the package writes to. */
  ownerIds: string[];
}

function editInfos(before: AnyItem | undefined, now: number): EditInfos {
  const iso = new Date(now).toISOString();
  return {
    creation_datetime: before?.edit_infos.creation_datetime ?? iso,
    creation_epochmillis: before?.edit_infos.creation_epochmillis ?? now,
    modified_datetime: iso,
    modified_epochmillis: now,
    ...(before?.edit_infos.created_by_user_id
      ? { created_by_user_id: before.edit_infos.created_by_user_id }
      : {}),
  };
}

/** Whether the new document says nothing the stored one does not (times and versions aside). */
function unchanged(doc: AnyItem, before: AnyItem | undefined, datesGiven: boolean): boolean {
  if (!before) return false;
  const strip = (item: AnyItem) => {
    const { data_version: _v, edit_infos, ...rest } = JSON.parse(JSON.stringify(item)) as AnyItem;
    return datesGiven ? { ...rest, edit_infos } : rest;
  };
  return isDeepStrictEqual(strip(doc), strip(before));
}

const byKind = <K extends AnyLocated['kind']>(records: AnyLocated[], kind: K) =>
  records.filter((r): r is Located<K> & AnyLocated => r.kind === kind) as Array<Located<K>>;

/** An item a save started from was changed meanwhile: nothing is written. */
export class VersionConflict extends Error {}

export interface PlanContext {
  deps: ImportDeps;
  job: JobRecorder;
  /** Dataport ids of the package's files. */
  ids: Map<string, string>;
  packageName: string;
  missing: 'deprecate' | 'keep';
  /** Items that must still be at these data_versions (a workspace save), else VersionConflict. */
  expectVersions?: ReadonlyMap<string, number>;
  /** Called on each document before it is compared (previews, material definitions). */
  complete: (entity: Entity, doc: AnyItem, before: AnyItem | undefined) => Promise<void>;
}

export async function planDocuments(records: AnyLocated[], ctx: PlanContext): Promise<Plan> {
  const { deps, job } = ctx;
  const now = Date.now();
  const models = byKind(records, 'model');
  const collections = byKind(records, 'collection');
  linkMembers(
    models.map((m) => m.record),
    collections.map((c) => c.record),
  );
  const ownerIds = [
    ...new Set(
      records
        .filter((r) => r.kind === 'owner' || r.kind === 'collection' || r.kind === 'model')
        .map((r) => brandOf(r)!),
    ),
  ].sort();
  const items: PlannedItem[] = [];
  const idOf = (path: string) => {
    const id = ctx.ids.get(path);
    if (id === undefined) throw new Error(`no dataport for ${path}`);
    return id;
  };
  job.stage('comparing', records.filter((r) => r.kind !== 'product_information').length);
  for (const entity of WRITE_ORDER) {
    const located = byKind(records, entity);
    const stored = new Map<string, AnyItem>();
    for (let start = 0; start < located.length; start += 1000) {
      const ids = located.slice(start, start + 1000).map((l) => l.record.id);
      for (const doc of await deps.catalogue.documents(entity, ids)) stored.set(doc.id, doc);
    }
    for (const { record } of located) {
      const before = stored.get(record.id);
      const expected = ctx.expectVersions?.get(record.id);
      if (expected !== undefined && before?.data_version !== expected)
        throw new VersionConflict(`${record.id} is no longer at data_version ${expected}`);
      const doc = toDocument(entity, record, {
        idOf,
        editInfos: () => editInfos(before, now),
        originInfos: () =>
          before?.origin_infos ?? [
            { origin: 'import', source: ctx.packageName, imported_epochmillis: now },
          ],
      });
      await ctx.complete(entity, doc, before);
      if (unchanged(doc, before, record.edit_infos !== undefined)) job.counts.unchanged++;
      else {
        if (before) job.counts.updated++;
        else job.counts.created++;
        items.push({ entity, doc, ...(before ? { before } : {}) });
      }
      job.advance();
    }
    if (ctx.missing === 'deprecate' && (entity === 'model' || entity === 'collection')) {
      items.push(...(await deprecations(entity, located, ownerIds, ctx, now)));
    }
  }
  const productInformation = byKind(records, 'product_information').map(({ record }) => ({
    ...toPimItem(record, idOf),
    ownerId: record.owner_id,
  }));
  return { items, productInformation, ownerIds };
}

/** The brands' items of this entity the package no longer has, as deprecated documents. */
async function deprecations(
  entity: 'model' | 'collection',
  located: Array<{ record: { id: string } }>,
  ownerIds: string[],
  ctx: PlanContext,
  now: number,
): Promise<PlannedItem[]> {
  if (ownerIds.length === 0) return [];
  const present = new Set(located.map((l) => l.record.id));
  const gone = (await ctx.deps.catalogue.summaries(entity, ownerIds))
    .filter((s) => !present.has(s.id) && s.state !== 'deprecated')
    .map((s) => s.id);
  const planned: PlannedItem[] = [];
  for (let start = 0; start < gone.length; start += 1000) {
    for (const before of await ctx.deps.catalogue.documents(
      entity,
      gone.slice(start, start + 1000),
    )) {
      ctx.job.counts.deprecated++;
      planned.push({
        entity,
        before,
        doc: { ...before, state: 'deprecated', edit_infos: editInfos(before, now) },
      });
    }
  }
  return planned;
}
