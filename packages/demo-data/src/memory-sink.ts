/**
 * A sink that keeps everything in memory, for tests that look at what the generator made.
 * Product information is made only when asked for (`withPim`): the generator skips it for a
 * sink that cannot take it, and it costs PDFs.
 */
import type { PimItemInput } from '@vitrine/contracts';
import type { CatalogueSink, FileInput } from './sink';

export function memorySink({ withPim = false } = {}) {
  const files = new Map<string, FileInput>();
  const items: Record<string, unknown[]> = {};
  const pim: PimItemInput[] = [];
  const sink: CatalogueSink = {
    async putFiles(list) {
      return list.map((file) => {
        const id = `dp${files.size}`;
        files.set(id, file);
        return id;
      });
    },
    async putItems(entity, list) {
      (items[entity] ??= []).push(...list);
    },
  };
  if (withPim) sink.putProductInformation = async (list) => void pim.push(...list);
  return { sink, files, items, pim };
}
