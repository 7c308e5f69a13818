/**
 * 3D formats are recognised by their content when uploaded, not by their name: COLLADA
 * (.dae, and .zae zips) starts like any XML, yet is stored as dae and converts to glb.
 * Every COLLADA file of Debian's assimp-testmodels is tried.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const MODELS = '/usr/share/assimp/models';
const BASE = '/api/dataport/v1';

describe('3D formats by content', () => {
  let h: FilesHarness;

  beforeAll(async () => {
    h = await startFilesHarness(STORE_KINDS[0]!, { DATAPORT_IMPORT_DIRS: MODELS });
  }, 120_000);
  afterAll(() => h?.close());

  it('stores every COLLADA test model as dae (or refuses it with the engine reason), and converts it to glb', async () => {
    const files = readdirSync(path.join(MODELS, 'Collada')).filter((f) => /\.(dae|zae)$/i.test(f));
    expect(files.length).toBeGreaterThan(20);
    const stored: string[] = [];
    for (const name of files) {
      const res = await h.app.inject({
        method: 'POST',
        url: `${BASE}/load`,
        headers: h.uploader.headers,
        payload: { datasource: path.join(MODELS, 'Collada', name) },
      });
      if (res.statusCode === 422) {
        expect(res.json().reason, name).toMatch(
          /cannot be read|no geometry|no surfaces|is damaged|is cut off|is incomplete/,
        );
        continue;
      }
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const entry = res.json().entry;
      expect(entry.original_file.filetype, name).toBe('dae');
      expect(entry.features.cadify, name).toContain('glb');
      const glb = await h.app.inject({
        method: 'GET',
        url: `${BASE}/${entry.dataport_id}/cadify?f=glb`,
      });
      expect(glb.statusCode, `${name}: ${glb.body.slice(0, 200)}`).toBe(200);
      expect(glb.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
      stored.push(name);
    }
    // All but a few (UTF-16 text, files assimp itself rejects) are real models.
    expect(stored.length).toBeGreaterThanOrEqual(files.length - 4);
    expect(stored).toEqual(expect.arrayContaining(['duck.dae', 'duck.zae', 'COLLADA.dae']));
  });
});
