/**
 * Every 3D format the file service says it reads (GET /v1/service, category cad) is uploaded
 * once as a real file (Debian's assimp-testmodels; STEP and IGES from occt-import-js's tests)
 * and converted to glb through the API; each glb is opened: a valid glTF binary with at least
 * one mesh with vertices. The list must be exactly the formats with a sample here, so the
 * service never claims a format that was not converted (COLLADA was once claimed and not even
 * recognised). IFC and X3D, which assimpjs cannot read, are stored as what they are, not as
 * 3D models.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
};
/** Formats stored under another format's name: a COLLADA zip is dae. */
const MORE = [{ filetype: 'dae', file: `${MODELS}/Collada/duck.zae` }];

/** The glb's validation errors and its meshes' vertex counts. */
async function openGlb(bytes: Buffer) {
  const report = await validator.validateBytes(new Uint8Array(bytes), { maxIssues: 5 });
  const doc = await new NodeIO().readBinary(new Uint8Array(bytes));
  const vertices = doc
    .getRoot()
    .listMeshes()
    .map((mesh) =>
      mesh.listPrimitives().reduce((n, p) => n + (p.getAttribute('POSITION')?.getCount() ?? 0), 0),
    );
  return { errors: report.issues.numErrors, vertices };
}

describe('every readable 3D format converts to glb through the API', () => {
  let h: FilesHarness;
  let readable: string[];

  const upload = async (file: string) => {
    const payload = file.endsWith('/')
      ? {
          datasource: dataUri(
            Buffer.from(
              zipSync(
                Object.fromEntries(
                  readdirSync(file).map((f) => [`model/${f}`, readFileSync(path.join(file, f))]),
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
    expect(res.statusCode, `${file}: ${res.body}`).toBe(200);
    return res.json().entry as { dataport_id: string; original_file: { filetype: string } };
  };

  beforeAll(async () => {
    // The conversion does not depend on the store (the route tests run on both).
    h = await startFilesHarness(STORE_KINDS[0]!, { DATAPORT_IMPORT_DIRS: `${MODELS}:${OCCT}` });
    const service = await h.app.inject({ method: 'GET', url: `${BASE}/service` });
    readable = service.json().filetypes.categories.cad;
  }, 120_000);
  afterAll(() => h?.close());

  it('/v1/service lists exactly the formats converted here, and not IFC or X3D', () => {
    expect([...readable].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(readable).not.toContain('ifc');
    expect(readable).not.toContain('x3d');
  });

  it.each([...Object.entries(SAMPLES).map(([filetype, file]) => ({ filetype, file })), ...MORE])(
    '$filetype: $file',
    { timeout: 120_000 },
    async ({ filetype, file }) => {
      const entry = await upload(file);
      expect(entry.original_file.filetype).toBe(filetype);
      const glb = await h.app.inject({
        method: 'GET',
        url: `${BASE}/${entry.dataport_id}/cadify?f=glb`,
      });
      expect(glb.statusCode, glb.body.slice(0, 300)).toBe(200);
      expect(glb.headers['content-type']).toBe('model/gltf-binary');
      const { errors, vertices } = await openGlb(glb.rawPayload);
      expect(errors).toBe(0);
      expect(vertices.length).toBeGreaterThan(0);
      expect(Math.max(...vertices)).toBeGreaterThan(2);
    },
  );

  it.each([`${MODELS}/IFC/AC14-FZK-Haus.ifc`, `${MODELS}/X3D/ComputerKeyboard.x3d`])(
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
