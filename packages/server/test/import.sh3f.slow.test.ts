/**
 * A real SweetHome3D library goes in through the import, as the first start and
 * `npm run import -- <library.sh3f>` take it: converted into a package, then imported like
 * any publisher's, into a catalogue with the demo's categories (libraries are imported
 * after the demo, and file their pieces under its categories). Its texts in languages the catalogue does not show (Japanese, Greek, …)
 * are kept with a warning, not refused. Slow: a real furniture library (Debian's
 * sweethome3d-furniture; fails, never skips, when it is missing). Both stores.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES, type Model } from '@vitrine/contracts';
import { categoryTags, propertyTags } from '@vitrine/demo-data';
import { importSh3f } from '@vitrine/demo-data/sh3f';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { importMade } from '../src/seed';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const DIR = '/usr/share/sweethome3d/furniture';
const PIECES = 30;

async function smallestLibrary(): Promise<string> {
  if (!existsSync(DIR)) {
    throw new Error(`${DIR} is missing: apt-get install sweethome3d-furniture`);
  }
  const libraries = (await readdir(DIR)).filter((f) => f.endsWith('.sh3f'));
  const sizes = await Promise.all(
    libraries.map(async (f) => [path.join(DIR, f), (await stat(path.join(DIR, f))).size] as const),
  );
  return sizes.sort((a, b) => a[1] - b[1])[0]![0];
}

describe.each(STORE_KINDS)('a SweetHome3D library imported on $name', (kind) => {
  let h: Harness;
  let work: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    work = await mkdtemp(path.join(tmpdir(), 'vitrine-sh3f-test-'));
  });
  afterAll(async () => {
    await h?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('imports its pieces with every text they have', async () => {
    const library = await smallestLibrary();
    const config = loadConfig({ DATA_DIR: work, LOG_LEVEL: 'silent' });
    // Libraries come after the demo (first start) and file their pieces under its categories.
    await importMade(config, h.services, 'taxonomy', (sink) =>
      sink.putItems('tag', [...categoryTags({}), ...propertyTags()]),
    );
    const summary = await importMade(config, h.services, path.basename(library), (sink) =>
      importSh3f(library, sink, { limit: PIECES }),
    );
    expect(summary.models).toBeGreaterThan(0);

    const ids = (await h.services.catalogue.summaries('model')).map((s) => s.id);
    expect(ids).toHaveLength(summary.models);
    const models = (await h.services.catalogue.documents('model', ids)) as Model[];
    const languages = new Set(models.flatMap((m) => m.texts.map((t) => t.language)));
    // The library's own languages beyond the catalogue's are kept, not refused.
    const others = [...languages].filter(
      (l) => l !== '' && !(LANGUAGES as readonly string[]).includes(l),
    );
    expect(others.length, [...languages].join(' ')).toBeGreaterThan(0);
    expect(languages).toContain('en');
    for (const model of models) expect(model.cads.length, model.id).toBeGreaterThan(0);
    // Thirty real pieces converted through the 3D engine: a minute alone, longer on a busy CI.
  }, 300_000);
});
