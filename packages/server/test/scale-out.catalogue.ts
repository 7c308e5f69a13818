/**
 * The scale-out test's catalogue, loaded as a brand would load it: a package imported through
 * the API (docs/IMPORT.md "By API") and published, and files uploaded through the file service,
 * by an administrator logged in through nginx.
 */
import { randomBytes } from 'node:crypto';
import type { PackageManifest } from '@vitrine/contracts/package';
import { zipSync } from 'fflate';
import { createAccountsRepository } from '../src/auth/accounts.repository';
import { openStore } from '../src/store';
import { addAccount, obtainTokens } from './auth-harness';
import { multipart } from './files.harness';
import { ADMIN_EMAIL } from './login';
import { png } from './package-fixture';
import { sleep, type Call, type client } from './scale-out.harness';

type Client = ReturnType<typeof client>;

export const WORDS = ['oak', 'chair', 'table', 'lamp', 'sofa', 'walnut', 'shelf', 'stool'];
const GERMAN: Record<string, string> = {
  oak: 'Eiche',
  chair: 'Stuhl',
  table: 'Tisch',
  lamp: 'Leuchte',
  sofa: 'Sofa',
  walnut: 'Nussbaum',
  shelf: 'Regal',
  stool: 'Hocker',
};

/** A package of one brand with `count` models, titled from WORDS in English and German. */
export async function catalogueZip(owner: string, count: number, marker: string) {
  const category = `${owner}-furniture`;
  const models: NonNullable<PackageManifest['models']> = Array.from({ length: count }, (_, i) => {
    const [a, b] = [WORDS[i % WORDS.length]!, WORDS[(i >> 3) % WORDS.length]!];
    const title = i === 0 ? `${marker} ${a} ${b}` : `${a} ${b} ${i}`;
    return {
      id: `${owner}-${i}`,
      owner_id: owner,
      type: 'cad',
      texts: [
        { category: 'title', language: 'en', payload: title },
        { category: 'title', language: 'de', payload: `${GERMAN[a]} ${GERMAN[b]} ${i}` },
        { category: 'articlenumber', language: '', payload: `SO-${1000 + i}` },
      ],
      tags: [{ tag_id: category }],
      images: [{ category: 'preview', file: 'preview.png' }],
    };
  });
  const manifest: PackageManifest = {
    format: 'vitrine-package',
    version: 1,
    name: 'Scale-out test catalogue',
    owners: [{ id: owner, texts: [{ category: 'name', language: '', payload: 'Scale Out' }] }],
    tags: [
      {
        id: category,
        type: 'category_tag',
        namespace: `.egr.category.${owner}.furniture`,
        owner_id: owner,
        texts: [{ category: 'label', language: 'en', payload: 'Furniture' }],
      },
    ],
    models,
  };
  return Buffer.from(
    zipSync({
      'preview.png': await png(90, 120, 150, 64),
      'vitrine-package.json': new TextEncoder().encode(JSON.stringify(manifest)),
    }),
  );
}

/** A multipart body with the package as its one `file` part. */
function packageForm(zip: Buffer) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.zip"\r\n` +
    'Content-Type: application/zip\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), zip, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const ok = (answer: { status: number; body: string }, what: string) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as Record<string, unknown>;
};

/** Imports the package through `via` and publishes it there; answers when published. */
export async function importAndPublish(via: Client, auth: Record<string, string>, zip: Buffer) {
  const form = packageForm(zip);
  const asked = ok(
    await via.call({
      method: 'POST',
      path: '/api/catalog/v1/import_jobs',
      headers: { ...form.headers, ...auth },
      body: form.body,
    }),
    'import',
  );
  const id = (asked.job as { job_id: string }).job_id;
  for (let i = 0; ; i++) {
    const job = ok(
      await via.call({ method: 'GET', path: `/api/catalog/v1/import_jobs/${id}`, headers: auth }),
      'import job',
    ).job as { status: string; problems: unknown[] };
    if (job.status === 'awaiting_publish') break;
    if (job.status !== 'running' || i > 1200) {
      throw new Error(`import ${job.status}: ${JSON.stringify(job.problems).slice(0, 2000)}`);
    }
    await sleep(100);
  }
  ok(
    await via.call({
      method: 'POST',
      path: `/api/catalog/v1/import_jobs/${id}/publish`,
      headers: auth,
    }),
    'publish',
  );
}

export const uploadCall = (owner: string, auth: Record<string, string>, bytes: Buffer): Call => {
  const form = multipart(
    { hints: { filename: 'seed.bin' }, storage: { owner_id: owner } },
    bytes,
    'seed.bin',
  );
  return {
    method: 'POST',
    path: '/api/dataport/v1/load_multipart',
    headers: { ...form.headers, ...auth },
    body: form.payload,
  };
};

/** Every file id of the brand, through `via`. */
export async function listedFiles(via: Client, owner: string): Promise<string[]> {
  const answer = ok(
    await via.call({
      method: 'POST',
      path: '/api/dataport/v1/list',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner_id: owner, size: 10_000 }),
    }),
    'list',
  );
  return answer.list as string[];
}

/** The total of a search through `via`. */
export async function searchTotal(via: Client, query: string) {
  const answer = ok(
    await via.call({
      method: 'POST',
      path: '/api/catalog/v1/models/search',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query_string: query, size: 1 }),
    }),
    'search',
  );
  return answer.total as number;
}

/**
 * An administrator (ADMIN_EMAIL, which the processes must list in ADMIN_EMAILS) added to the
 * database at `databaseUrl` and logged in through `base` (nginx) as a browser would: answers
 * the account's id and the Authorization header.
 */
export async function adminThrough(base: string, databaseUrl: string, dataDir: string) {
  const store = await openStore({ databaseUrl, dataDir, statementTimeoutMs: 10_000 });
  try {
    const password = `pw-${randomBytes(8).toString('hex')}-long enough`;
    const id = await addAccount(createAccountsRepository(store), ADMIN_EMAIL, password);
    const login = {
      url: base,
      auth: { issuer: `${base}/auth`, settings: { clientId: 'vitrine-catalogue' } },
    };
    const tokens = await obtainTokens(login, ADMIN_EMAIL, password);
    return { id, auth: { authorization: `Bearer ${tokens.access_token}` } };
  } finally {
    await store.close();
  }
}
