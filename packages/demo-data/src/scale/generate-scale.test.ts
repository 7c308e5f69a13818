import {
  Collection,
  LANGUAGES,
  Model,
  Owner,
  Tag,
  type Entity,
  type EntityDocument,
} from '@vitrine/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { CatalogueSink, FileInput } from '../sink';
import { brandCount, scaleBrands } from './brands';
import { generateScaleCatalogue } from './generate-scale';

/** Keeps what the generator writes, and how: files, items and the size of each write. */
function memorySink() {
  const files = new Map<string, FileInput>();
  const items: { [E in Entity]: EntityDocument[E][] } = {
    model: [],
    collection: [],
    owner: [],
    tag: [],
  };
  const writes: Array<{ entity: Entity; size: number }> = [];
  let fileCalls = 0;
  const sink: CatalogueSink = {
    async putFiles(list) {
      fileCalls++;
      return list.map((file) => {
        const id = file.dataportId ?? `dp${files.size}`;
        files.set(id, file);
        return id;
      });
    },
    async putItems(entity, list) {
      writes.push({ entity, size: list.length });
      (items[entity] as unknown[]).push(...list);
    },
  };
  return { sink, files, items, writes, fileCalls: () => fileCalls };
}

const MODELS = 3000;

async function generate(seed: number) {
  const memory = memorySink();
  const summary = await generateScaleCatalogue(memory.sink, {
    models: MODELS,
    seed,
    batchSize: 500,
  });
  return { ...memory, summary };
}

describe('scale catalogue', () => {
  it('writes exactly the requested models, valid, multilingual and fully linked', async () => {
    const { items, files, writes, summary, fileCalls } = await generate(7);
    const { model: models, collection: collections, owner: owners, tag: tags } = items;

    expect(models).toHaveLength(MODELS);
    expect(summary).toMatchObject({
      models: MODELS,
      collections: collections.length,
      owners: owners.length,
      tags: tags.length,
    });
    expect(new Set(models.map((m) => m.id)).size).toBe(MODELS);
    expect(owners.length).toBeGreaterThanOrEqual(30);

    const invalid = [
      ...models.map((m) => Value.Errors(Model, m)),
      ...collections.map((c) => Value.Errors(Collection, c)),
      ...owners.map((o) => Value.Errors(Owner, o)),
      ...tags.map((t) => Value.Errors(Tag, t)),
    ].flat();
    expect(invalid).toEqual([]);

    const languages = [...LANGUAGES].sort().join();
    const untranslated = models.filter(
      (m) =>
        m.texts
          .filter((t) => t.category === 'title')
          .map((t) => t.language)
          .sort()
          .join() !== languages,
    );
    expect(untranslated.map((m) => m.id)).toEqual([]);

    // Published mostly, every other state present.
    const states = new Map<string, number>();
    for (const m of models) states.set(m.state, (states.get(m.state) ?? 0) + 1);
    expect(states.get('published')!).toBeGreaterThan(MODELS * 0.85);
    for (const state of ['draft', 'suppressed', 'draft_and_suppressed', 'deprecated']) {
      expect(states.get(state), state).toBeGreaterThan(0);
    }
    expect(models.some((m) => m.type === 'material')).toBe(true);

    // Every id a document points at exists.
    const known = new Set([...models, ...collections, ...owners, ...tags].map((item) => item.id));
    const references = [
      ...[...models, ...collections].map((item) => item.owner_id!),
      ...models.flatMap((m) => [
        ...m.collection_ids,
        ...m.tags.map((t) => t.tag_id),
        ...m.properties.flatMap((p) =>
          p.value_freeform === undefined
            ? [p.property_tag_id, p.value_tag_id!]
            : [p.property_tag_id],
        ),
      ]),
      ...collections.flatMap((c) => [...c.model_ids, ...c.tags.map((t) => t.tag_id)]),
      ...owners.flatMap((o) =>
        o.structures.catalog.flatMap((e) => e.targets.map((t) => t.target_id)),
      ),
    ];
    expect(references.filter((id) => !known.has(id))).toEqual([]);
    const cad = models.filter((m) => m.type === 'cad');
    expect(cad.filter((m) => m.collection_ids.length !== 2)).toEqual([]);
    const dimensions = ['prop_width', 'prop_height', 'prop_depth'];
    expect(
      cad.filter(
        (m) => !dimensions.every((d) => m.properties.some((p) => p.property_tag_id === d)),
      ),
    ).toEqual([]);

    // Files: a few placeholders, stored in one call, and every reference points at one.
    expect(fileCalls()).toBe(1);
    expect(files.size).toBeLessThanOrEqual(6);
    const dataports = [...models, ...collections, ...owners, ...tags].flatMap((item) => [
      ...item.images.map((i) => i.dataport),
      ...('documents' in item ? item.documents.map((d) => d.dataport) : []),
      ...('cads' in item ? item.cads.map((c) => c.dataport) : []),
    ]);
    expect([...new Set(dataports)].filter((id) => !files.has(id))).toEqual([]);
    // Written in batches, never more than the batch size at once.
    expect(Math.max(...writes.map((w) => w.size))).toBeLessThanOrEqual(500);
    expect(writes.filter((w) => w.entity === 'model').length).toBe(MODELS / 500);
  });

  it('gives identical documents for the same seed and different ones for another', async () => {
    const [a, b, c] = await Promise.all([generate(11), generate(11), generate(12)]);
    expect(JSON.stringify(a.items)).toBe(JSON.stringify(b.items));
    expect(JSON.stringify(a.items.model)).not.toBe(JSON.stringify(c.items.model));
  });

  it('invents distinct, valid brand keys for the largest catalogue', () => {
    const brands = scaleBrands(brandCount(5_000_000), createRng(1));
    expect(brands).toHaveLength(12_500);
    expect(new Set(brands.map((b) => b.key)).size).toBe(brands.length);
    for (const brand of brands) expect(brand.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('refuses sizes it cannot make', async () => {
    const { sink } = memorySink();
    await expect(generateScaleCatalogue(sink, { models: 0 })).rejects.toThrow(/models/);
    await expect(generateScaleCatalogue(sink, { models: 1.5 })).rejects.toThrow(/models/);
  });
});
