/**
 * The configurator's routes on both stores: a configurable demo sofa and two catalogue
 * materials (a fabric and a wood), the variant composed, reused, converted to OBJ, and
 * every kind of bad choice refused with the field named.
 */
import { NodeIO } from '@gltf-transform/core';
import type { Model } from '@vitrine/contracts';
import { newModel } from '@vitrine/demo-data';
import {
  BRANDS,
  configurableItems,
  materialCategoryTagId,
  runConfigurableJob,
} from '@vitrine/demo-data/configurator';
import { createRng } from '@vitrine/demo-data';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSink } from '../src/seed';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

/** A material model with a woven-looking basecolor, a normal map and a definition. */
async function material(h: Harness, id: string, category: string, rgb: [number, number, number]) {
  const weave = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < 64 * 64; i++) {
    const shade = ((i % 64) + Math.floor(i / 64)) % 8 < 4 ? 1 : 0.7;
    for (let c = 0; c < 3; c++) weave[i * 3 + c] = Math.round(rgb[c]! * shade);
  }
  const raw = { raw: { width: 64, height: 64, channels: 3 as const } };
  const flat = sharp({ create: { width: 64, height: 64, channels: 3, background: '#8080ff' } });
  const files = [
    { bytes: await sharp(weave, raw).jpeg().toBuffer(), name: `${id}-basecolor.jpg`, type: 'jpg' },
    {
      bytes: await flat.png().toBuffer(),
      name: `${id}-normal.png`,
      type: 'png',
    },
    {
      bytes: Buffer.from(JSON.stringify({ roughness: 0.8, metallic: 0, tile_size_m: [0.5, 0.5] })),
      name: `${id}.json`,
      type: 'json',
    },
  ];
  const [basecolor, normal, definition] = await h.services.files.putMany(
    files.map((f) => ({
      bytes: new Uint8Array(f.bytes),
      filename: f.name,
      filetype: f.type,
      mediaType:
        f.type === 'jpg' ? 'image/jpeg' : f.type === 'png' ? 'image/png' : 'application/json',
    })),
  );
  const model = newModel({
    id,
    type: 'material',
    owner_id: 'textura',
    materials: [
      { category: 'basecolor', dataport: basecolor!, format: 'jpg' },
      { category: 'normal', dataport: normal!, format: 'png' },
      { category: 'definition', dataport: definition!, format: 'json' },
    ],
    tags: [{ tag_id: materialCategoryTagId(category), score: 1 }],
  });
  await h.services.catalogue.store('model', [model]);
  return { basecolor: new Uint8Array(files[0]!.bytes) };
}

describe.each(STORE_KINDS)('configurator routes on $name', (kind) => {
  let h: Harness;
  let sofa: Model;
  let fabric: { basecolor: Uint8Array };

  const variant = (body: unknown) =>
    h.app.inject({ method: 'POST', url: '/api/configurator/v1/variant', payload: body as object });
  const glbOf = async (id: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/dataport/v1/${id}` });
    expect(res.statusCode).toBe(200);
    return new NodeIO().readBinary(new Uint8Array(res.rawPayload));
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    const sink = storeSink(h.services);
    const items = await configurableItems(
      BRANDS.find((b) => b.key === 'nordlys')!,
      {
        run: runConfigurableJob,
        put: (files) => sink.putFiles(files),
        rng: createRng(7),
      },
    );
    await h.services.catalogue.store('model', items.models);
    sofa = items.models.find((m) => m.materials.some((s) => s.label === 'upholstery'))!;
    fabric = await material(h, 'mat_fabric_red', 'fabric', [200, 30, 30]);
    await material(h, 'mat_wood_oak', 'wood', [180, 140, 90]);
    const plain = newModel({ id: 'm_plain', type: 'cad' });
    const pec = newModel({
      id: 'm_pec',
      type: 'cad',
      binaries: [{ category: 'configuration', dataport: 'pec1', format: 'pec', score: 1 }],
    });
    await h.services.catalogue.store('model', [plain, pec]);
  }, 120_000);
  afterAll(() => h?.close());

  it('answers the configuration: parts, slots with allowed categories, options', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/configurator/v1/models/${sofa.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { format, configuration } = res.json();
    expect(format).toBe('vcfg');
    expect(
      configuration.slots.find((s: { id: string }) => s.id === 'upholstery').material_tag_ids,
    ).toEqual(['matcat_fabric', 'matcat_leather']);
    expect(configuration.options.map((o: { id: string }) => o.id)).toEqual(['arms', 'legs']);
    expect(configuration.slots[0].label.de).toBe('Bezug');
  });

  it('composes the chosen variant once, wearing the chosen material, and reuses it', async () => {
    const choices = {
      materials: { upholstery: 'mat_fabric_red' },
      options: { arms: 'without', legs: 'metal' },
    };
    const first = await variant({ model_id: sofa.id, choices });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().reused).toBe(false);
    const again = await variant({ model_id: sofa.id, choices });
    expect(again.json()).toEqual({ dataport_id: first.json().dataport_id, reused: true });

    const doc = await glbOf(first.json().dataport_id);
    const nodes = doc
      .getRoot()
      .listNodes()
      .filter((n) => n.getMesh())
      .map((n) => n.getName());
    expect(nodes).not.toContain('arms');
    expect(nodes).not.toContain('legs_wood');
    expect(nodes).toEqual(expect.arrayContaining(['body', 'back', 'cushions', 'legs_metal']));
    const body = doc
      .getRoot()
      .listNodes()
      .find((n) => n.getName() === 'body')!;
    const texture = body.getMesh()!.listPrimitives()[0]!.getMaterial()!.getBaseColorTexture()!;
    expect(Buffer.from(texture.getImage()!).equals(Buffer.from(fabric.basecolor))).toBe(true);

    const plain = await variant({ model_id: sofa.id, choices: {} });
    expect(plain.json().dataport_id).not.toBe(first.json().dataport_id);
    const defaults = await glbOf(plain.json().dataport_id);
    const shown = defaults
      .getRoot()
      .listNodes()
      .filter((n) => n.getMesh())
      .map((n) => n.getName());
    expect(shown).toEqual(expect.arrayContaining(['arms', 'legs_wood']));
    expect(shown).not.toContain('legs_metal');
  });

  it('downloads the variant as OBJ with the chosen material as its texture', async () => {
    const made = await variant({
      model_id: sofa.id,
      choices: { materials: { upholstery: 'mat_fabric_red' }, options: { arms: 'without' } },
    });
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${made.json().dataport_id}/cadify?f=obj`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const obj = Object.keys(zip).find((n) => n.endsWith('.obj'))!;
    const mtl = strFromU8(zip[Object.keys(zip).find((n) => n.endsWith('.mtl'))!]!);
    expect(strFromU8(zip[obj]!)).not.toMatch(/^o arms$/m);
    const maps = [...mtl.matchAll(/^map_Kd (.+)$/gm)].map((m) => m[1]!);
    expect(
      maps.some(
        (path) => zip[path] && Buffer.from(zip[path]).equals(Buffer.from(fabric.basecolor)),
      ),
    ).toBe(true);
  }, 60_000);

  it.each([
    [{ materials: { cover: 'mat_fabric_red' } }, 'choices.materials.cover'],
    [{ materials: { upholstery: 'mat_unknown' } }, 'choices.materials.upholstery'],
    [{ materials: { upholstery: 'mat_wood_oak' } }, 'choices.materials.upholstery'],
    [{ options: { colour: 'red' } }, 'choices.options.colour'],
    [{ options: { arms: 'half' } }, 'choices.options.arms'],
  ])('refuses %j naming %s', async (choices, field) => {
    const res = await variant({ model_id: sofa.id, choices });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: '_400_invalid_field', field });
  });

  it('answers 400 for a malformed body, 404 without model or configuration, 422 for pec', async () => {
    const missing = await variant({ choices: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().reason).toContain('model_id');
    expect((await variant({ model_id: 'm_nope', choices: {} })).statusCode).toBe(404);
    expect((await variant({ model_id: 'm_plain', choices: {} })).statusCode).toBe(404);
    const pec = await variant({ model_id: 'm_pec', choices: {} });
    expect(pec.statusCode).toBe(422);
    expect(pec.json().reason).toContain('pec');
    const described = await h.app.inject({
      method: 'GET',
      url: '/api/configurator/v1/models/m_pec',
    });
    expect(described.json()).toEqual({ model_id: 'm_pec', format: 'pec' });
  });
});
