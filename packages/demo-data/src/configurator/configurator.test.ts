import { NodeIO } from '@gltf-transform/core';
import { ConfigurationFile, Model } from '@vitrine/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { ConfigurableJob } from './job';
import { runConfigurableJob } from './job';
import { configurableItems, CONFIGURABLE_SERIES } from './catalogue';
import { BRANDS } from '../catalogue/brands';
import { createRng } from '../rng';
import type { FileInput } from '../sink';

const nodeNames = async (glb: Uint8Array) =>
  (await new NodeIO().readBinary(glb))
    .getRoot()
    .listNodes()
    .filter((n) => n.getMesh())
    .map((n) => n.getName())
    .sort();

describe('configurable demo products', () => {
  it('store a valid configuration whose parts, slots and options match the geometry', async () => {
    const files = new Map<string, FileInput>();
    const nordlys = BRANDS.find((b) => b.key === 'nordlys')!;
    const items = await configurableItems(nordlys, {
      run: (job: ConfigurableJob) => runConfigurableJob(job),
      put: async (list) =>
        list.map((file) => {
          const id = `dp${files.size}`;
          files.set(id, file);
          return id;
        }),
      rng: createRng(1),
    });
    expect(items.models).toHaveLength(CONFIGURABLE_SERIES.nordlys!.kinds.length);
    expect(items.collections.map((c) => c.type)).toContain('collection');
    for (const model of items.models) {
      expect(Value.Errors(Model, model)).toEqual([]);
      const binary = model.binaries.find((b) => b.category === 'configuration')!;
      expect(binary.format).toBe('vcfg');
      const config = JSON.parse(new TextDecoder().decode(files.get(binary.dataport)!.bytes));
      expect(Value.Errors(ConfigurationFile, config)).toEqual([]);
      const file = config as ConfigurationFile;
      const parts = await nodeNames(files.get(file.geometry.dataport)!.bytes);
      expect(file.parts.map((p) => p.node).sort()).toEqual(parts);
      // Every option value shows real parts, every part wears a declared slot.
      const ids = new Set(file.parts.map((p) => p.id));
      for (const option of file.options) {
        expect(option.values.map((v) => v.id)).toContain(option.default);
        for (const value of option.values)
          for (const p of value.parts) expect(ids.has(p)).toBe(true);
      }
      const slots = new Set(file.slots.map((s) => s.id));
      for (const part of file.parts) expect(slots.has(part.slot)).toBe(true);
      // The model's own glb is the default configuration: fewer parts than the geometry.
      const shown = await nodeNames(files.get(model.cads[0]!.dataport)!.bytes);
      expect(shown.length).toBeLessThan(parts.length);
      expect(files.get(model.images[0]!.dataport)!.mediaType).toBe('image/jpeg');
    }
    const sofa = items.models.find((m) => m.texts.some((t) => /sofa/i.test(t.payload)))!;
    expect(sofa).toBeDefined();
  }, 60_000);
});
