/**
 * Every 3D format the file service says it reads (GET /v1/service, category cad) is uploaded
 * once as a real file (Debian's assimp-testmodels; STEP and IGES from occt-import-js's tests)
 * and converted to glb through the API; each glb is opened: a valid glTF binary with at least
 * one mesh with vertices. The list must be exactly the formats with a sample here, so the
 * service never claims a format that was not converted (COLLADA was once claimed and not even
 * recognised). Then the variants people send that readers once refused: IFC2x3 and IFC4
 * building models, .blend files saved compressed (gzip) or by older Blenders, UTF-16 text,
 * Collada with nested animations. X3D, which assimpjs cannot read, is stored as what it is,
 * not as a 3D model.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NodeIO } from '@gltf-transform/core';
import { zipSync } from 'fflate';
import validator from 'gltf-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';
const MODELS = '/usr/share/assimp/models';
const OCCT = path.resolve(
  import.meta.dirname,
  '../../../node_modules/occt-import-js/test/testfiles',
);
/** Files made for the tests (packages/cadify/fixtures/README.md). */
const FIXTURES = path.resolve(import.meta.dirname, '../../cadify/fixtures');

/** One real file per readable format (a folder: its files zipped, as a user uploads a glTF). */
const SAMPLES: Record<string, string> = {
  glb: `${MODELS}/glTF2/BoxTextured-glTF-Binary/BoxTextured.glb`,
  gltf: `${MODELS}/glTF2/BoxTextured-glTF/`,
  obj: `${MODELS}/OBJ/spider.obj`,
  step: `${OCCT}/cube-10x10mm/Cube 10x10.stp`,
  iges: `${OCCT}/cube-10x10mm/Cube 10x10.igs`,
  fbx: `${MODELS}/FBX/box.fbx`,
  dae: `${MODELS}/Collada/duck.dae`,
  '3ds': `${MODELS}/3DS/fels.3ds`,
  stl: `${MODELS}/STL/Spider_binary.stl`,
  ply: `${MODELS}/PLY/cube.ply`,
  '3mf': `${MODELS}/3MF/box.3mf`,
  x: `${MODELS}/X/Testwuson.X`,
  off: `${MODELS}/OFF/Cube.off`,
  ac: `${MODELS}/AC/Wuson.ac`,
  ase: `${MODELS}/ASE/ThreeCubesGreen.ASE`,
  lwo: `${MODELS}/LWO/LWO2/boxuv.lwo`,
  ms3d: `${MODELS}/MS3D/twospheres.ms3d`,
  dxf: `${MODELS}/DXF/PinkEggFromLW.dxf`,
  blend: `${MODELS}/BLEND/box.blend`,
  ifc: `${MODELS}/IFC/AC14-FZK-Haus.ifc`,
};

/** A file as uploaded: a path under the import folders, or bytes with a name. */
type Upload = string | { bytes: Buffer; filename: string };

/** UTF-16 text with its byte order mark, as Windows "Unicode" exports write it. */
const utf16le = (file: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(file, 'latin1'), 'utf16le')]);

/** Variants of the formats above that people send, each once refused. */
const MORE: Array<{ filetype: string; file: Upload; what: string }> = [
  { filetype: 'dae', file: `${MODELS}/Collada/duck.zae`, what: 'a COLLADA zip is dae' },
  { filetype: 'ifc', file: `${FIXTURES}/table-mm.ifc`, what: 'IFC4, in millimetres' },
  {
    filetype: 'blend',
    file: `${MODELS}/BLEND/BlenderDefault_250_Compressed.blend`,
    what: 'a .blend of Blender 2.50 saved compressed (gzip)',
  },
  {
    filetype: 'blend',
    file: `${MODELS}/BLEND/MirroredCube_252.blend`,
    what: 'a .blend of Blender 2.52 saved compressed, with a mirror modifier',
  },
  {
    filetype: 'blend',
    file: { bytes: gzipSync(readFileSync(`${MODELS}/BLEND/box.blend`)), filename: 'box.blend.gz' },
    what: 'a .blend of Blender 2.93 gzipped, named .gz',
  },
  { filetype: 'obj', file: `${MODELS}/OBJ/box_UTF16BE.obj`, what: 'OBJ in UTF-16 big-endian' },
  {
    filetype: 'obj',
    file: { bytes: utf16le(`${MODELS}/OBJ/spider.obj`), filename: 'spider.obj' },
    what: 'OBJ in UTF-16 little-endian',
  },
  { filetype: 'dae', file: `${MODELS}/Collada/cube_UTF16LE.dae`, what: 'COLLADA in UTF-16' },
  {
    filetype: 'dae',
    file: `${MODELS}/Collada/box_nested_animation.dae`,
    what: 'COLLADA with nested animation nodes',
  },
];

/** The glb's validation errors, its meshes' vertex counts and its materials' colours. */
async function openGlb(bytes: Buffer) {
  const report = await validator.validateBytes(new Uint8Array(bytes), { maxIssues: 5 });
  const doc = await new NodeIO().readBinary(new Uint8Array(bytes));
  const vertices = doc
    .getRoot()
    .listMeshes()
    .map((mesh) =>
      mesh.listPrimitives().reduce((n, p) => n + (p.getAttribute('POSITION')?.getCount() ?? 0), 0),
    );
  const colors = doc
    .getRoot()
    .listMaterials()
    .map((m) => m.getBaseColorFactor());
  return { errors: report.issues.numErrors, vertices, colors };
}

/** A linear colour channel as the display (sRGB) value the file states. */
const linearToDisplay = (v: number) =>
  v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;

interface Entry {
  dataport_id: string;
  original_file: { filetype: string };
  analyses: { cad: { triangle_count: number; width: number; height: number; depth: number } };
}

describe('every readable 3D format converts to glb through the API', () => {
  let h: FilesHarness;
  let readable: string[];

  const upload = async (file: Upload) => {
    const payload =
      typeof file !== 'string'
        ? { datasource: dataUri(file.bytes), hints: { filename: file.filename } }
        : file.endsWith('/')
          ? {
              datasource: dataUri(
                Buffer.from(
                  zipSync(
                    Object.fromEntries(
                      readdirSync(file).map((f) => [
                        `model/${f}`,
                        readFileSync(path.join(file, f)),
                      ]),
                    ),
                  ),
                ),
              ),
              hints: { filename: 'model.zip' },
            }
          : { type: 'path', datasource: file };
    const res = await h.app.inject({
      method: 'POST',
      url: `${BASE}/load`,
      headers: h.uploader.headers,
      payload,
    });
    expect(res.statusCode, `${typeof file === 'string' ? file : file.filename}: ${res.body}`).toBe(
      200,
    );
    return res.json().entry as Entry;
  };

  beforeAll(async () => {
    // The conversion does not depend on the store (the route tests run on both).
    h = await startFilesHarness(STORE_KINDS[0]!, {
      DATAPORT_IMPORT_DIRS: `${MODELS}:${OCCT}:${FIXTURES}`,
    });
    const service = await h.app.inject({ method: 'GET', url: `${BASE}/service` });
    readable = service.json().filetypes.categories.cad;
  }, 120_000);
  afterAll(() => h?.close());

  /** The glb cadify makes of an upload, opened. */
  const converted = async (entry: Entry) => {
    const glb = await h.app.inject({
      method: 'GET',
      url: `${BASE}/${entry.dataport_id}/cadify?f=glb`,
    });
    expect(glb.statusCode, glb.body.slice(0, 300)).toBe(200);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    return openGlb(glb.rawPayload);
  };

  it('/v1/service lists exactly the formats converted here, and not X3D', () => {
    expect([...readable].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(readable).not.toContain('x3d');
  });

  it.each([
    ...Object.entries(SAMPLES).map(([filetype, file]) => ({
      filetype,
      file,
      what: file.startsWith(MODELS) ? path.relative(MODELS, file) : path.basename(file),
    })),
    ...MORE,
  ])('$filetype: $what', { timeout: 120_000 }, async ({ filetype, file }) => {
    const entry = await upload(file);
    expect(entry.original_file.filetype).toBe(filetype);
    const { errors, vertices } = await converted(entry);
    expect(errors).toBe(0);
    expect(vertices.length).toBeGreaterThan(0);
    expect(Math.max(...vertices)).toBeGreaterThan(2);
  });

  it('reads an IFC4 table drawn in millimetres: its size in metres, its triangles and colours', async () => {
    const entry = await upload(`${FIXTURES}/table-mm.ifc`);
    // 1200 x 800 mm, 750 mm high: a top and four legs, each a box of 12 triangles.
    expect(entry.analyses.cad).toMatchObject({
      width: 1.2,
      height: 0.75,
      depth: 0.8,
      triangle_count: 60,
    });
    const { colors } = await converted(entry);
    // The file's oak top and black legs (display values, linear in glTF).
    const display = colors.map(([r, g, b, a]) => [
      ...[r, g, b].map((v) => Math.round(linearToDisplay(v) * 100) / 100),
      a,
    ]);
    expect(display).toEqual(
      expect.arrayContaining([
        [0.72, 0.53, 0.34, 1],
        [0.1, 0.1, 0.1, 1],
      ]),
    );
  });

  it('reads a real IFC2x3 house: its size in metres, its colours and its glass', async () => {
    const ifc2x3 = await upload(`${MODELS}/IFC/AC14-FZK-Haus.ifc`);
    // The building and its site, 18 x 16 m and 7.3 m high (Debian's assimp command agrees).
    expect(ifc2x3.analyses.cad.width).toBeCloseTo(18, 2);
    expect(ifc2x3.analyses.cad.height).toBeCloseTo(7.32, 2);
    expect(ifc2x3.analyses.cad.depth).toBeCloseTo(16, 2);
    expect(ifc2x3.analyses.cad.triangle_count).toBeGreaterThan(20_000);
    const { colors } = await converted(ifc2x3);
    // Walls, roof, glass (translucent) and the rest keep their colours.
    expect(colors.length).toBeGreaterThan(5);
    expect(colors.some((c) => c[3] < 0.5)).toBe(true);
  });

  it.each([`${MODELS}/X3D/ComputerKeyboard.x3d`])(
    'an unread format is stored, but not as a 3D model: %s',
    async (file) => {
      const entry = await upload(file);
      expect(readable).not.toContain(entry.original_file.filetype);
      const glb = await h.app.inject({
        method: 'GET',
        url: `${BASE}/${entry.dataport_id}/cadify?f=glb`,
      });
      expect(glb.statusCode).toBe(422);
    },
  );
});
