/**
 * Imports a real SweetHome3D library (Debian's sweethome3d-furniture) into an in-memory sink
 * and checks what a catalogue visitor relies on: names in several languages, GLBs that open
 * with textures, sizes as declared, credits kept; and that broken files write nothing.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import type { Entity, EntityDocument, PimItemInput } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSink, FileInput } from '../sink';
import { openArchive } from './archive';
import { readCatalogue } from './catalog';
import { sh3dModelId } from './documents';
import { importSh3f, type Sh3fImportSummary } from './import';
import { parseMtl, parseObj } from '@vitrine/mesh/obj';

const DIR = '/usr/share/sweethome3d/furniture';
// The whole smallest library (90 pieces): its textured pieces come last, and it takes ~20 s on
// two idle cores.
const LIMIT = 90;

function memorySink() {
  const files: FileInput[] = [];
  const items: { [E in Entity]: EntityDocument[E][] } = {
    model: [],
    collection: [],
    owner: [],
    tag: [],
  };
  const pim: PimItemInput[] = [];
  const sink: CatalogueSink = {
    putFiles(batch) {
      files.push(...batch);
      return Promise.resolve(batch.map((f, i) => f.dataportId ?? `file_${files.length + i}`));
    },
    putItems(entity, batch) {
      (items[entity] as unknown[]).push(...batch);
      return Promise.resolve();
    },
    putProductInformation(batch) {
      pim.push(...batch);
      return Promise.resolve();
    },
  };
  return { sink, files, items, pim };
}

/** The smallest library on the machine; fails (never skips) when the package is missing. */
async function smallestLibrary(): Promise<string> {
  if (!existsSync(DIR)) {
    throw new Error(
      `${DIR} is missing: install Debian's sweethome3d-furniture package (apt-get install sweethome3d-furniture)`,
    );
  }
  const libraries = (await readdir(DIR))
    .filter((f) => f.endsWith('.sh3f'))
    .map((f) => path.join(DIR, f));
  if (libraries.length === 0)
    throw new Error(`${DIR} holds no .sh3f: reinstall sweethome3d-furniture`);
  const sizes = await Promise.all(libraries.map(async (f) => [f, (await stat(f)).size] as const));
  return sizes.sort((a, b) => a[1] - b[1])[0]![0];
}

describe('importSh3f on a real library', () => {
  let file: string;
  let summary: Sh3fImportSummary;
  const { sink, files, items, pim } = memorySink();
  const fileById = () => new Map(files.map((f) => [f.dataportId!, f]));

  beforeAll(async () => {
    file = await smallestLibrary();
    summary = await importSh3f(file, sink, { limit: LIMIT });
  }, 300_000);

  it('imports the pieces with titles in several languages', () => {
    expect(summary.models + summary.skipped.length).toBeGreaterThanOrEqual(LIMIT);
    expect(summary.models).toBeGreaterThanOrEqual(LIMIT - 2);
    expect(items.model).toHaveLength(summary.models);
    for (const model of items.model) {
      const titles = model.texts.filter((t) => t.category === 'title');
      const languages = new Set(titles.map((t) => t.language));
      expect(languages.has('en')).toBe(true);
      expect(languages.size).toBeGreaterThanOrEqual(5);
      expect(model.origin_infos[0]).toMatchObject({ origin: 'sh3f', source: path.basename(file) });
    }
    expect(new Set(items.model.map((m) => m.id)).size).toBe(items.model.length);
  });

  it('adds licence and creator as product information items of each piece', () => {
    for (const model of items.model) {
      const article = JSON.parse(
        model.references.find((r) => r.category === 'egr_pim')!.payload!,
      ) as { manufacturerId: string; artNo: string };
      expect(article).toMatchObject({ manufacturerId: model.owner_id, artNo: model.id });
      const own = pim.filter((i) => i.artNo === model.id);
      const licence = own.find((i) => i.key.endsWith(':licence'))!;
      const text = model.texts.find((t) => t.category === 'license')!.payload;
      expect(licence).toMatchObject({ category: 'licence', name: text });
      // Debian's libraries are Creative Commons or public domain: a link to the licence text.
      expect(licence).toMatchObject({
        contentType: 'link',
        url: expect.stringMatching(/^https:\/\/creativecommons\.org\//),
      });
      const creator = own.find((i) => i.key.endsWith(':creator'))!;
      const name = model.texts.find((t) => t.category === 'creator')!.payload;
      expect(creator).toMatchObject({ category: 'licence', contentType: 'contact', name });
      expect(creator.contact).toEqual({ name });
    }
  });

  it('keeps creator and licence as texts and a licence reference', () => {
    for (const model of items.model) {
      const creator = model.texts.find((t) => t.category === 'creator');
      const license = model.texts.find((t) => t.category === 'license');
      expect(creator?.payload).toBeTruthy();
      expect(license?.payload).toMatch(/Creative Commons|Public domain|CC/i);
      expect(model.references).toContainEqual({
        category: 'license',
        format: 'plain',
        payload: license!.payload,
      });
    }
  });

  it('credits creators on the items and gives the library one community owner, no brand', () => {
    const live = items.owner.filter((o) => o.state === 'published');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ type: 'community' });
    expect(live[0]!.texts).toContainEqual(
      expect.objectContaining({ category: 'name', payload: 'Kator Legaz' }),
    );
    expect(new Set(items.model.map((m) => m.owner_id))).toEqual(new Set([live[0]!.id]));
    // The owners an older import made per creator come back withdrawn, typed community.
    for (const owner of items.owner.filter((o) => o.state !== 'published'))
      expect(owner).toMatchObject({ state: 'suppressed', type: 'community' });
  });

  it("files pieces under the catalogue's categories, never under a SweetHome3D one", () => {
    const chairs = items.model.filter((m) => m.tags.some((t) => t.tag_id === 'cat_chairs'));
    expect(chairs.length).toBeGreaterThanOrEqual(2);
    const visible = items.tag.filter((t) => t.state === 'published' && t.type === 'category_tag');
    expect(visible).toEqual([]);
    for (const tag of items.tag.filter((t) => t.namespace.startsWith('.egr.category.sh3d')))
      expect(tag.state).toBe('suppressed');
    // The room stays the subtitle, in several languages.
    const subtitles = items.model[0]!.texts.filter((t) => t.category === 'subtitle');
    expect(subtitles.length).toBeGreaterThanOrEqual(5);
    // "Chair" twice in the library: the ids say "dining" and "office".
    const titles = items.model.flatMap((m) =>
      m.texts.filter((t) => t.category === 'title' && t.language === 'en').map((t) => t.payload),
    );
    expect(titles).toEqual(expect.arrayContaining(['Dining chair', 'Office chair']));
    expect(titles).not.toContain('Chair');
  });

  it('writes GLBs that read back, sized as declared, with textures where the MTL has map_Kd', async () => {
    const archive = await openArchive(file);
    const catalogue = await readCatalogue(archive, path.basename(file));
    const byFile = fileById();
    const io = new NodeIO();
    let textured = 0;
    for (const model of items.model) {
      const glbFile = byFile.get(model.cads[0]!.dataport)!;
      expect(glbFile.filetype).toBe('glb');
      const doc = await io.readBinary(glbFile.bytes);
      const piece = catalogue.pieces.find(
        (p) => sh3dModelId(catalogue.library.id, p.id) === model.id,
      )!;
      expect(piece).toBeDefined();
      // Size: within 2 % of width × height × depth.
      const min = [Infinity, Infinity, Infinity];
      const max = [-Infinity, -Infinity, -Infinity];
      for (const mesh of doc.getRoot().listMeshes()) {
        for (const prim of mesh.listPrimitives()) {
          const pos = prim.getAttribute('POSITION')!;
          const [lo, hi] = [pos.getMin([]), pos.getMax([])];
          for (let k = 0; k < 3; k++)
            [min[k], max[k]] = [Math.min(min[k]!, lo[k]!), Math.max(max[k]!, hi[k]!)];
        }
      }
      const size = [0, 1, 2].map((k) => (max[k]! - min[k]!) * 100);
      const declared = [piece.width, piece.height, piece.depth];
      for (let k = 0; k < 3; k++)
        expect(Math.abs(size[k]! - declared[k]!)).toBeLessThanOrEqual(
          Math.max(0.02 * declared[k]!, 0.05),
        );
      expect(Math.abs(min[1]!)).toBeLessThan(1e-4);
      // Textures: the MTL names map_Kd files that exist → the GLB embeds images.
      const obj = parseObj(
        new TextDecoder().decode(await archive.read(archive.find(piece.model)!)),
      );
      const dir = path.posix.dirname(archive.find(piece.model)!);
      const maps = [];
      for (const lib of obj.mtllibs) {
        const mtl = archive.find(`${dir}/${lib}`);
        if (mtl)
          for (const m of parseMtl(new TextDecoder().decode(await archive.read(mtl))).values())
            if (m.mapKd) maps.push(m.mapKd);
      }
      const textures = doc.getRoot().listTextures();
      if (maps.length > 0) {
        expect(textures.length, `${piece.id} has map_Kd ${maps.join(', ')}`).toBeGreaterThan(0);
        expect(
          textures.every(
            (t) => (t.getImage()?.length ?? 0) > 0 && /image\/(png|jpeg)/.test(t.getMimeType()),
          ),
        ).toBe(true);
        textured++;
      }
      // Properties in centimetres, as the demo catalogue writes them.
      expect(model.properties.find((p) => p.property_tag_id === 'prop_width')?.value_freeform).toBe(
        String(Math.round(piece.width * 10) / 10),
      );
    }
    archive.close();
    expect(textured).toBeGreaterThan(0);
  }, 60_000);

  it('stores a JPEG preview per model', () => {
    const byFile = fileById();
    for (const model of items.model) {
      const preview = byFile.get(model.images.find((i) => i.category === 'preview')!.dataport)!;
      expect(preview.mediaType).toBe('image/jpeg');
      expect([preview.bytes[0], preview.bytes[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it('gives the same ids on a second import', async () => {
    const again = memorySink();
    await importSh3f(file, again.sink, { limit: 2 });
    expect(again.items.model.map((m) => m.id)).toEqual(items.model.slice(0, 2).map((m) => m.id));
  }, 60_000);
});

describe('importSh3f on broken files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sh3f-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('rejects a truncated copy with a clear error and writes nothing', async () => {
    const bytes = await readFile(await smallestLibrary());
    const truncated = path.join(dir, 'truncated.sh3f');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const { sink, files, items } = memorySink();
    await expect(importSh3f(truncated, sink)).rejects.toThrow(
      /truncated\.sh3f.*(truncated|not a readable zip)/,
    );
    expect(files).toHaveLength(0);
    expect(Object.values(items).flat()).toHaveLength(0);
  });

  it('rejects a file that is not a zip, and a zip without a catalogue', async () => {
    const text = path.join(dir, 'notes.sh3f');
    await writeFile(text, 'this is not a furniture library\n');
    const { sink, files, items } = memorySink();
    await expect(importSh3f(text, sink)).rejects.toThrow(/notes\.sh3f is not a readable zip/);
    const { zipSync } = await import('fflate');
    const empty = path.join(dir, 'empty.sh3f');
    await writeFile(empty, zipSync({ 'readme.txt': new TextEncoder().encode('hello') }));
    await expect(importSh3f(empty, sink)).rejects.toThrow(
      /empty\.sh3f is not a SweetHome3D furniture library: PluginFurnitureCatalog\.properties is missing/,
    );
    await expect(importSh3f(path.join(dir, 'missing.sh3f'), sink)).rejects.toThrow(/missing\.sh3f/);
    expect(files).toHaveLength(0);
    expect(Object.values(items).flat()).toHaveLength(0);
  });
});
