/**
 * Every output format from a textured model built here, read back: GLB through the Khronos
 * validator, the rest through the engine itself (or, for USDZ, by opening the package).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCadEngine, type CadEngineHandle } from './engine';
import { glbErrors, unzip, usdzEntries } from './readback';
import { texturedSphereGlb } from './test-models';
import type { CadFile } from './types';

let engine: CadEngineHandle;
let dir: string;
let sphere: CadFile;

/** Reads a converted file back through the engine, as a user would upload it. */
async function readBack(outPath: string) {
  const bytes = await readFile(outPath);
  const sniffed = engine.sniff(bytes.subarray(0, 65536), outPath);
  expect(sniffed).not.toBeNull();
  return engine.analyse({
    path: outPath,
    filetype: sniffed!.filetype,
    filename: path.basename(outPath),
  });
}

beforeAll(async () => {
  engine = await createCadEngine();
  dir = await mkdtemp(path.join(tmpdir(), 'cadify-test-'));
  sphere = { path: path.join(dir, 'sphere.glb'), filetype: 'glb', filename: 'sphere.glb' };
  await writeFile(sphere.path, await texturedSphereGlb(2000, 0.5));
});
afterAll(async () => {
  await engine.close();
  await rm(dir, { recursive: true, force: true });
});

describe('cadify conversions', () => {
  it('offers the assimp formats when the assimp command is installed, and not without it', async () => {
    expect([...engine.writable].sort()).toEqual([
      '3ds',
      'dae',
      'dxf',
      'fbx',
      'glb',
      'gltf',
      'obj',
      'ply',
      'stl',
      'usdz',
    ]);
    const without = await createCadEngine({ assimpBinary: null });
    expect(without.writable.has('fbx')).toBe(false);
    await expect(without.convert(sphere, 'fbx', path.join(dir, 'x.fbx'))).rejects.toThrow(
      /cannot convert to fbx/,
    );
    await without.close();
  });

  it('measures the model in metres', async () => {
    const analysis = await engine.analyse(sphere);
    expect(analysis.triangle_count).toBeGreaterThan(1900);
    expect(analysis.width).toBeCloseTo(1, 2);
    expect(analysis.height).toBeCloseTo(1, 2);
    expect(analysis.is_2d).toBe(false);
  });

  it('writes a GLB the Khronos validator accepts, with its texture', async () => {
    const out = path.join(dir, 'out.glb');
    expect(await engine.convert(sphere, 'glb', out)).toEqual({
      mediaType: 'model/gltf-binary',
      extension: 'glb',
    });
    expect(await glbErrors(await readFile(out))).toEqual({ count: 0, first: [] });
  });

  it.each(['gltf', 'obj', 'stl', 'ply', 'dxf', 'fbx', 'dae', '3ds'])(
    'writes %s that reads back with the same triangles and size',
    async (format) => {
      const before = await engine.analyse(sphere);
      const out = path.join(dir, `out-${format}`);
      await engine.convert(sphere, format, out);
      const after = await readBack(out);
      expect(after.triangle_count).toBe(before.triangle_count);
      for (const side of ['width', 'height', 'depth'] as const)
        expect(after[side]).toBeCloseTo(before[side], 2);
    },
  );

  it('packs OBJ with its MTL and texture, and glTF with its buffer and image', async () => {
    await engine.convert(sphere, 'obj', path.join(dir, 'obj.zip'));
    const obj = unzip(await readFile(path.join(dir, 'obj.zip')));
    expect(Object.keys(obj).sort()).toEqual(['model.mtl', 'model.obj', 'textures/checker.png']);
    expect(Buffer.from(obj['model.mtl']!).toString()).toContain('map_Kd textures/checker.png');
    await engine.convert(sphere, 'gltf', path.join(dir, 'gltf.zip'));
    const gltf = unzip(await readFile(path.join(dir, 'gltf.zip')));
    expect(Object.keys(gltf).sort()).toEqual(['model.bin', 'model.gltf', 'textures/checker.png']);
  });

  it('writes USDZ for AR: layer first, textures included, data 64-byte aligned', async () => {
    const out = path.join(dir, 'out.usdz');
    expect(await engine.convert(sphere, 'usdz', out)).toEqual({
      mediaType: 'model/vnd.usdz+zip',
      extension: 'usdz',
    });
    const bytes = await readFile(out);
    const entries = usdzEntries(bytes);
    expect(entries.map((e) => e.name)).toEqual(['model.usda', 'textures/checker.png']);
    for (const entry of entries) expect(entry.dataOffset % 64).toBe(0);
    const usda = unzip(bytes)['model.usda']!;
    const text = Buffer.from(usda).toString();
    expect(text).toMatch(/^#usda 1.0/);
    expect(text).toContain('metersPerUnit = 1');
    expect(text).toContain('asset inputs:file = @textures/checker.png@');
    const faces = /int\[\] faceVertexCounts = \[([^\]]*)\]/.exec(text)![1]!.split(',').length;
    expect(faces).toBe((await engine.analyse(sphere)).triangle_count);
    const png = unzip(bytes)['textures/checker.png']!;
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
  });

  it('writes STL and DXF in millimetres with Z up, as CAD tools expect', async () => {
    await engine.convert(sphere, 'stl', path.join(dir, 'a.stl'));
    const stl = await readFile(path.join(dir, 'a.stl'));
    let maxZ = -Infinity;
    for (let t = 0; t < stl.readUInt32LE(80); t++)
      maxZ = Math.max(maxZ, stl.readFloatLE(84 + t * 50 + 12 + 8));
    expect(maxZ).toBeCloseTo(1000, -1); // the sphere's top, 1 m up
    await engine.convert(sphere, 'dxf', path.join(dir, 'a.dxf'));
    const dxf = (await readFile(path.join(dir, 'a.dxf'), 'latin1')).split('\n');
    expect(dxf[dxf.indexOf('$INSUNITS') + 2]).toBe('4');
    expect(dxf.filter((l) => l === '3DFACE').length).toBe(
      (await engine.analyse(sphere)).triangle_count,
    );
  });

  it('renders a PNG preview of the requested size', async () => {
    const png = await engine.renderPreview(sphere, 160, 120);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(160);
    expect(png.readUInt32BE(20)).toBe(120);
  });

  it('refuses unknown formats and unreadable bytes with a CadError', async () => {
    await expect(engine.convert(sphere, 'skp', path.join(dir, 'x'))).rejects.toMatchObject({
      name: 'CadError',
    });
    const junk = path.join(dir, 'junk.glb');
    await writeFile(junk, Buffer.from('glTF this is not a binary glTF at all'));
    await expect(engine.analyse({ path: junk, filetype: 'glb' })).rejects.toMatchObject({
      name: 'CadError',
    });
  });

  it('ends a conversion past its time limit with a CadError and keeps working', async () => {
    const hasty = await createCadEngine({ timeoutMs: 1 });
    await expect(hasty.convert(sphere, 'usdz', path.join(dir, 'slow.usdz'))).rejects.toThrow(
      /took longer than/,
    );
    await expect(hasty.analyse(sphere)).rejects.toThrow(/took longer than/);
    await hasty.close();
  });
});
