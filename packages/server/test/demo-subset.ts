/**
 * A demo subset for tests that need real generated content: generated once per test
 * process and replayed into every store that asks for it (the same brands on PGlite and on
 * the PostgreSQL server cost one generation, not two).
 */
import { generateDemoCatalogue, type CatalogueSink } from '@vitrine/demo-data';

type Call = Parameters<CatalogueSink['putItems']>;
type Step =
  | { put: 'files'; files: Parameters<CatalogueSink['putFiles']>[0]; ids: string[] }
  | { put: 'items'; call: Call }
  | { put: 'pim'; items: Parameters<NonNullable<CatalogueSink['putProductInformation']>>[0] };

const recordings = new Map<string, Step[]>();

/** Puts the demo brands into `sink`: generated the first time, replayed after. */
export async function putDemoSubset(sink: CatalogueSink, brands: string[]): Promise<void> {
  const key = brands.join(',');
  const recorded = recordings.get(key);
  if (recorded) return replay(recorded, sink);
  const steps: Step[] = [];
  await generateDemoCatalogue(
    {
      async putFiles(files) {
        const ids = await sink.putFiles(files);
        steps.push({ put: 'files', files, ids });
        return ids;
      },
      async putItems(...call) {
        await sink.putItems(...call);
        steps.push({ put: 'items', call });
      },
      async putProductInformation(items) {
        await sink.putProductInformation?.(items);
        steps.push({ put: 'pim', items });
      },
    },
    { brands, workers: 2 },
  );
  recordings.set(key, steps);
}

async function replay(steps: Step[], sink: CatalogueSink): Promise<void> {
  for (const step of steps) {
    if (step.put === 'files') {
      // The recorded items refer to the ids the files got the first time: keep them.
      const files = step.files.map((file, i) => ({ ...file, dataportId: step.ids[i] }));
      const ids = await sink.putFiles(files);
      if (ids.join() !== step.ids.join()) throw new Error('replayed files got other ids');
    } else if (step.put === 'items') {
      await sink.putItems(...step.call);
    } else {
      await sink.putProductInformation?.(step.items);
    }
  }
}
