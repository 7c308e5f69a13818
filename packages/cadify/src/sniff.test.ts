import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';

const MODELS = '/usr/share/assimp/models';
const head = (path: string) => readFileSync(path).subarray(0, 65536);

describe('sniff', () => {
  it.each([
    ['glTF2/BoxTextured-glTF-Binary/BoxTextured.glb', 'glb'],
    ['glTF2/BoxTextured-glTF/BoxTextured.gltf', 'gltf'],
    ['OBJ/spider.obj', 'obj'],
    ['FBX/spider.fbx', 'fbx'],
    ['Collada/duck.dae', 'dae'],
    ['3DS/fels.3ds', '3ds'],
    ['STL/Spider_ascii.stl', 'stl'],
    ['STL/Spider_binary.stl', 'stl'],
    ['PLY/cube.ply', 'ply'],
    ['3MF/box.3mf', '3mf'],
    ['X/Testwuson.X', 'x'],
    ['OFF/Cube.off', 'off'],
    ['ASE/ThreeCubesGreen.ASE', 'ase'],
    ['Collada/cube_UTF16LE.dae', 'dae'],
    ['OBJ/box_UTF16BE.obj', 'obj'],
    ['IFC/AC14-FZK-Haus.ifc', 'ifc'],
    ['LWO/LXOB_Modo/CrazyEngine.lxo', 'lwo'],
    ['DXF/lineTest.dxf', 'dxf'],
    ['BLEND/BlenderDefault_250_Compressed.blend', 'blend'],
  ])('recognises %s as %s from its bytes alone', (file, type) => {
    expect(sniff(head(`${MODELS}/${file}`))?.filetype).toBe(type);
  });

  it('recognises STEP and IGES', () => {
    const tests = '../../../node_modules/occt-import-js/test/testfiles';
    const dir = new URL(tests, import.meta.url).pathname;
    expect(sniff(head(`${dir}/cax-if/as1-tu-203.stp`))?.filetype).toBe('step');
    expect(sniff(head(`${dir}/cube-10x10mm/Cube 10x10.igs`))?.filetype).toBe('iges');
  });

  it('recognises IFC4 (a STEP file whose schema is IFC) and keeps mechanical STEP apart', () => {
    const ifc = readFileSync(new URL('../fixtures/table-mm.ifc', import.meta.url));
    expect(sniff(ifc)).toEqual({ filetype: 'ifc', confidence: 1 });
  });

  it('looks inside a gzip for the format it holds, but not into a zip or gzip inside it', () => {
    const blend = readFileSync(`${MODELS}/BLEND/box.blend`);
    expect(sniff(gzipSync(blend).subarray(0, 65536), 'box.blend.gz')?.filetype).toBe('blend');
    expect(sniff(gzipSync(readFileSync(`${MODELS}/OBJ/spider.obj`)))?.filetype).toBe('obj');
    expect(sniff(gzipSync(zipSync({ 'a.obj': Buffer.from('v 0 0 0\n') })))).toBeNull();
    expect(sniff(gzipSync(gzipSync(blend)))).toBeNull();
    expect(sniff(gzipSync(Buffer.from('Hello, this is a plain text letter.\n')))).toBeNull();
  });

  it('looks inside a zip for the model file, from the first bytes only', () => {
    const zip = Buffer.from(
      zipSync({
        'chair/chair.mtl': Buffer.from('newmtl a\n'),
        'chair/chair.obj': Buffer.from('v 0 0 0\n'),
      }),
    );
    expect(sniff(zip.subarray(0, 200))).toEqual({ filetype: 'obj', confidence: 0.8 });
    expect(sniff(Buffer.from(zipSync({ 'readme.txt': Buffer.from('hello') })))).toBeNull();
  });

  it('answers null for files that are not 3D', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(sniff(png, 'model.stl')).toBeNull();
    expect(sniff(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'a.obj')).toBeNull();
    expect(sniff(Buffer.from('Hello, this is a plain text letter.\n'))).toBeNull();
  });
});
