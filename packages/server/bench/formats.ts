/**
 * `npm run bench:formats [-- --out survey.json]`
 *
 * Conversion coverage over real files (docs/FILES.md "Tested with"): every model of Debian's
 * assimp-testmodels with the extension of a format the file service reads (outside
 * `invalid/`; .gltf files are left out, they need the files beside them) is uploaded through
 * the API by a logged-in user and converted to glb. Prints N of M converted, per folder, and
 * each failure with its reason; `--out` writes every row as JSON. Embedded database.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startFilesHarness } from '../test/files.harness';
import { STORE_KINDS } from '../test/stores';

const MODELS = '/usr/share/assimp/models';
const BASE = '/api/dataport/v1';
const EXTENSIONS =
  /\.(glb|obj|stp|step|igs|iges|fbx|dae|zae|3ds|stl|ply|3mf|x|off|ac|acc|ac3d|ase|ask|lwo|lxo|ms3d|dxf|blend|ifc)$/i;
const args = process.argv.slice(2);
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;

interface Answer {
  reason?: string;
  entry?: { dataport_id: string; original_file: { filetype: string } };
}

interface Row {
  file: string;
  filetype?: string;
  converted: boolean;
  reason?: string;
  ms: number;
}

async function main() {
  const entries = await readdir(MODELS, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && EXTENSIONS.test(e.name) && !e.parentPath.includes('/invalid'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const h = await startFilesHarness(STORE_KINDS[0]!, {
    DATAPORT_IMPORT_DIRS: MODELS,
    RATE_LIMIT: 'false',
  });
  const rows: Row[] = [];
  try {
    for (const file of files) {
      const started = Date.now();
      const load = await h.app.inject({
        method: 'POST',
        url: `${BASE}/load`,
        headers: h.uploader.headers,
        payload: { type: 'path', datasource: file },
      });
      const row: Row = { file: path.relative(MODELS, file), converted: false, ms: 0 };
      const answer = load.json<Answer>();
      if (!answer.entry) row.reason = `upload ${load.statusCode}: ${answer.reason}`;
      else {
        const { entry } = answer;
        row.filetype = entry.original_file.filetype;
        const glb = await h.app.inject({
          method: 'GET',
          url: `${BASE}/${entry.dataport_id}/cadify?f=glb`,
        });
        row.converted = glb.statusCode === 200;
        if (!row.converted) row.reason = `glb ${glb.statusCode}: ${glb.json<Answer>().reason}`;
      }
      row.ms = Date.now() - started;
      rows.push(row);
    }
  } finally {
    await h.close();
  }
  const byFolder = new Map<string, [number, number]>();
  for (const row of rows) {
    const folder = row.file.split('/')[0]!;
    const [ok, all] = byFolder.get(folder) ?? [0, 0];
    byFolder.set(folder, [ok + Number(row.converted), all + 1]);
  }
  console.log(`${rows.filter((r) => r.converted).length} of ${rows.length} convert to glb`);
  for (const [folder, [ok, all]] of byFolder) console.log(`  ${folder}: ${ok} of ${all}`);
  for (const row of rows.filter((r) => !r.converted)) console.log(`  ✗ ${row.file}: ${row.reason}`);
  if (out) await writeFile(out, JSON.stringify(rows, null, 1));
  // The harness's worker threads would keep the process alive.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
