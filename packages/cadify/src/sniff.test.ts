import { readFileSync } from 'node:fs';
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
  ])('recognises %s as %s from its bytes alone', (file, type) => {
    expect(sniff(head(`${MODELS}/${file}`))?.filetype).toBe(type);
  });

  it('recognises STEP and IGES', () => {
    const tests = '../../../node_modules/occt-import-js/test/testfiles';
    const dir = new URL(tests, import.meta.url).pathname;
    expect(sniff(head(`${dir}/cax-if/as1-tu-203.stp`))?.filetype).toBe('step');
    expect(sniff(head(`${dir}/cube-10x10mm/Cube 10x10.igs`))?.filetype).toBe('iges');
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
