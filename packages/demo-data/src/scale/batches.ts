/**
 * Writes brands' items to the sink in batches of a fixed size: owners and collections of a
 * batch go before its models (the search index reads their labels), and the next batch is
 * built while the previous one is being written, so at most two batches are held.
 */
import type { Collection, Model, Owner } from '@vitrine/contracts';
import type { CatalogueSink } from '../sink';

interface Queued {
  owner: Owner[];
  collection: Collection[];
  model: Model[];
}

/** `written` hears the running total of models stored, after each write. */
export function createBatchWriter(
  sink: CatalogueSink,
  size: number,
  written: (models: number) => void,
) {
  let queued: Queued = { owner: [], collection: [], model: [] };
  let writing: Promise<void> = Promise.resolve();
  let models = 0;

  async function write(batch: Queued) {
    for (const entity of ['owner', 'collection', 'model'] as const) {
      const items = batch[entity];
      for (let start = 0; start < items.length; start += size) {
        await sink.putItems(entity, items.slice(start, start + size));
        if (entity === 'model') written((models += Math.min(size, items.length - start)));
      }
    }
  }

  /** Waits for the write before, then starts this one without waiting for it. */
  async function send(batch: Queued) {
    await writing;
    writing = write(batch);
    writing.catch(() => undefined); // a failure surfaces at the next send or at flush
  }

  return {
    /** Queues items; sends a batch whenever `size` models are waiting. */
    async add(items: { owner: Owner; collections: Collection[]; models: Model[] }) {
      queued.owner.push(items.owner);
      queued.collection.push(...items.collections);
      queued.model.push(...items.models);
      while (queued.model.length >= size) {
        const { owner, collection, model } = queued;
        await send({ owner, collection, model: model.slice(0, size) });
        queued = { owner: [], collection: [], model: model.slice(size) };
      }
    },
    /** Sends what is left and waits until everything is written. */
    async flush() {
      await send(queued);
      queued = { owner: [], collection: [], model: [] };
      await writing;
    },
  };
}
