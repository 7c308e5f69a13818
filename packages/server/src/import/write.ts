/**
 * Writes a plan in one transaction, so the catalogue has all of a package or none of it:
 * catalogue items (and their search rows, which the catalogue's listeners write in the same
 * transaction) and product information. Through the API, items that are new land as drafts
 * at once (the draft view shows them), and every change waits in import_staged until the
 * editor publishes it, then goes in as one transaction too.
 */
import type { AnyItem, Entity, ItemState, PimItemInput } from '@vitrine/contracts';
import type { CatalogueWriter } from '../catalogue';
import { createImportRepository, type StagedRow } from './import.repository';
import type { ImportDeps } from './import.types';
import type { JobRecorder } from './job';
import { WRITE_ORDER, type Plan } from './plan';

/** The state new items of an import through the API wait in. */
const DRAFT: ItemState = 'draft';

/** Items per store call (each call is one data_version). */
const BATCH = 500;

async function storeAll(
  writer: CatalogueWriter,
  docs: Array<{ entity: Entity; doc: AnyItem }>,
  job: JobRecorder | undefined,
) {
  for (const entity of WRITE_ORDER) {
    const ofEntity = docs.filter((d) => d.entity === entity).map((d) => d.doc);
    for (let start = 0; start < ofEntity.length; start += BATCH) {
      const batch = ofEntity.slice(start, start + BATCH);
      await writer.store(entity, batch);
      job?.advance(batch.length);
    }
  }
}

/** Writes the plan as the package says. */
export async function writePlan(plan: Plan, deps: ImportDeps, job: JobRecorder, bulk: boolean) {
  job.stage('writing', plan.items.length);
  const write = () =>
    deps.catalogue.transaction(async (writer) => {
      await storeAll(writer, plan.items, job);
      if (plan.productInformation.length) await deps.pim.store(plan.productInformation, writer.tx);
    });
  await (bulk ? deps.bulk(write) : write());
}

/**
 * Writes new items as drafts and keeps every change for publishing; answers whether anything
 * waits.
 */
export async function stagePlan(plan: Plan, deps: ImportDeps, job: JobRecorder): Promise<boolean> {
  const staged: StagedRow[] = [
    ...plan.items.map((item) => ({
      kind: item.entity,
      id: item.doc.id,
      doc: item.doc,
      // A new item's draft is written below with the document's own stamp.
      base_modified: (item.before ?? item.doc).edit_infos.modified_epochmillis,
    })),
    ...plan.productInformation.map((item) => ({
      kind: 'product_information',
      id: item.key,
      doc: item,
    })),
  ];
  if (staged.length === 0) return false;
  const drafts = plan.items
    .filter((item) => !item.before)
    .map((item) => ({ entity: item.entity, doc: { ...item.doc, state: DRAFT } }));
  job.stage('writing', drafts.length);
  await deps.catalogue.transaction(async (writer) => {
    await createImportRepository(writer.tx).stage(job.jobId, staged);
    await storeAll(writer, drafts, job);
  });
  return true;
}

/**
 * The staged items changed since the import was checked (a workspace save, another import):
 * publishing them would write over a change nobody saw.
 */
export async function changedSinceCheck(rows: StagedRow[], deps: ImportDeps): Promise<string[]> {
  const moved: string[] = [];
  for (const entity of WRITE_ORDER) {
    const ofEntity = rows.filter((r) => r.kind === entity && r.base_modified != null);
    if (ofEntity.length === 0) continue;
    const stored = new Map(
      (
        await deps.catalogue.documents(
          entity,
          ofEntity.map((r) => r.id),
        )
      ).map((d) => [d.id, d]),
    );
    for (const row of ofEntity) {
      const now = stored.get(row.id)?.edit_infos.modified_epochmillis;
      if (now !== undefined && now !== row.base_modified) moved.push(row.id);
    }
  }
  return moved;
}

/** Writes what an import staged, stamped as changed now, and forgets it. */
export async function publishStaged(jobId: string, deps: ImportDeps) {
  const now = Date.now();
  await deps.catalogue.transaction(async (writer) => {
    const repository = createImportRepository(writer.tx);
    const rows = await repository.staged(jobId);
    const docs = rows
      .filter((r) => r.kind !== 'product_information')
      .map((r) => {
        const doc = r.doc as AnyItem;
        return {
          entity: r.kind as Entity,
          doc: {
            ...doc,
            edit_infos: {
              ...doc.edit_infos,
              modified_datetime: new Date(now).toISOString(),
              modified_epochmillis: now,
            },
          },
        };
      });
    await storeAll(writer, docs, undefined);
    const information = rows
      .filter((r) => r.kind === 'product_information')
      .map((r) => r.doc as PimItemInput);
    if (information.length) await deps.pim.store(information, writer.tx);
    await repository.dropStaged(jobId);
  });
}
