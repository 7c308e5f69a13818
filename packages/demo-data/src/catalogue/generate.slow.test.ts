import { LANGUAGES, Model, Owner } from '@vitrine/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { memorySink } from '../memory-sink';
import { generateDemoCatalogue } from './generate';

describe('demo catalogue', () => {
  it('generates complete, valid, multilingual items whose files exist', async () => {
    const { sink, files, items } = memorySink();
    const summary = await generateDemoCatalogue(sink, {
      brands: ['nordlys', 'textura'],
      workers: 2,
    });
    expect(summary.owners).toBe(2);
    expect(summary.models).toBeGreaterThan(20);
    expect(summary.materials).toBeGreaterThan(20);

    const models = items.model as Model[];
    for (const model of models) {
      expect(Value.Errors(Model, model)).toEqual([]);
      const titles = model.texts.filter((t) => t.category === 'title').map((t) => t.language);
      expect(titles.sort()).toEqual([...LANGUAGES].sort());
      for (const image of model.images)
        expect(files.get(image.dataport)?.mediaType).toBe('image/jpeg');
    }
    const cad = models.find((m) => m.type === 'cad')!;
    const glb = files.get(cad.cads[0]!.dataport)!;
    expect(Buffer.from(glb.bytes.subarray(0, 4)).toString()).toBe('glTF');
    const material = models.find((m) => m.type === 'material')!;
    expect(material.materials.map((m) => m.category)).toEqual(
      expect.arrayContaining(['basecolor', 'normal', 'roughness', 'definition']),
    );

    const owners = items.owner as Owner[];
    for (const owner of owners) {
      expect(Value.Errors(Owner, owner)).toEqual([]);
      expect(owner.images.some((i) => i.category === 'logo')).toBe(true);
      expect(owner.images.some((i) => i.category === 'banner')).toBe(true);
    }
    const nordlys = owners.find((o) => o.id === 'nordlys')!;
    // The catalog tree reaches every published model of the brand.
    const reachable = new Set(
      nordlys.structures.catalog.flatMap((e) => e.targets.map((t) => t.target_id)),
    );
    for (const model of models.filter((m) => m.owner_id === 'nordlys')) {
      expect(reachable.has(model.id)).toBe(true);
    }
    // German titles are German, Polish ones Polish.
    const title = (language: string) =>
      cad.texts.find((t) => t.category === 'title' && t.language === language)!.payload;
    expect(title('de')).not.toBe(title('en'));
    expect(title('pl')).not.toBe(title('en'));
  });
});
