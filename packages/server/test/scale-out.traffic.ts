/**
 * The scale-out test's mixed traffic (scale-out.slow.test.ts): a fixed number of connections
 * through nginx, each sending one request after another, of the kinds a catalogue gets
 * (searches with filters and counters, fetches, file GETs, uploads, favourites writes, list
 * downloads). Every answer is recorded with its time, so the test can tell errors in steady
 * running from the clear 503s expected while a part is down, and knows which uploads and
 * writes were acknowledged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { multipart } from './files.harness';
import { client, type Call, type Outcome } from './scale-out.harness';

export type Kind = 'search' | 'fetch' | 'file' | 'upload' | 'favourite' | 'bundle';

export interface Answer extends Outcome {
  kind: Kind;
  /** ms since the traffic started, when the answer came. */
  at: number;
}

export interface TrafficSetup {
  base: string;
  connections: number;
  auth: Record<string, string>;
  userId: string;
  owner: string;
  /** Words the catalogue's titles hold. */
  words: string[];
  modelIds: string[];
  /** Stored files to read and bundle. */
  fileIds: string[];
}

export interface Traffic {
  records: Answer[];
  /** sha256 of every upload sent → its id when it was acknowledged (200), else undefined. */
  uploads: Map<string, string | undefined>;
  /** Per connection: the last favourites value acknowledged, and the last one sent. */
  favourites: Array<{ acknowledged: number; sent: number }>;
  started: number;
  stop(): Promise<void>;
}

const json = (body: unknown) => JSON.stringify(body);
const pick = <T>(items: T[], n: number) => items[n % items.length]!;

/** Starts the traffic; it runs until `stop()`. */
export function startTraffic(setup: TrafficSetup): Traffic {
  const { auth, owner, words, modelIds, fileIds } = setup;
  const pool = client(setup.base, setup.connections);
  const records: Answer[] = [];
  const uploads = new Map<string, string | undefined>();
  const favourites = Array.from({ length: setup.connections }, () => ({
    acknowledged: 0,
    sent: 0,
  }));
  const started = performance.now();
  let running = true;
  const jsonHeaders = { 'content-type': 'application/json' };

  const search = (n: number): Call => ({
    method: 'POST',
    path: '/api/catalog/v1/models/search',
    headers: jsonHeaders,
    body: json({
      query_string: `${pick(words, n)}${n % 3 === 0 ? ` ${pick(words, n >> 2)}` : ''}`,
      size: 24,
      filtering:
        n % 2 === 0
          ? [
              {
                operator: 'or',
                filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: [owner] }],
              },
            ]
          : undefined,
      enrich: { counters: { scopes: ['owner_ids', 'category_tag_ids'] } },
    }),
  });
  const fetchModels = (n: number): Call => ({
    method: 'POST',
    path: '/api/catalog/v1/models/fetch',
    headers: jsonHeaders,
    body: json({ ids: [0, 1, 2, 3].map((i) => pick(modelIds, n * 7 + i)) }),
  });
  const file = (n: number): Call => ({
    method: 'GET',
    path: `/api/dataport/v1/${pick(fileIds, n)}`,
    headers: n % 4 === 0 ? { range: 'bytes=0-1023' } : {},
  });

  async function one(kind: Kind, call: Call) {
    const outcome = await pool.call(call);
    records.push({ ...outcome, kind, at: performance.now() - started });
    return outcome;
  }

  async function upload() {
    const bytes = randomBytes(4096 + Math.floor(Math.random() * 60_000));
    const hash = createHash('sha256').update(bytes).digest('hex');
    uploads.set(hash, undefined);
    const form = multipart(
      { hints: { filename: `load-${hash.slice(0, 12)}.bin` }, storage: { owner_id: owner } },
      bytes,
      `load-${hash.slice(0, 12)}.bin`,
    );
    const answer = await one('upload', {
      method: 'POST',
      path: '/api/dataport/v1/load_multipart',
      headers: { ...form.headers, ...auth },
      body: form.payload,
    });
    if (answer.status === 200) uploads.set(hash, JSON.parse(answer.body).dataport_id as string);
  }

  async function favourite(connection: number) {
    const state = favourites[connection]!;
    const value = state.sent + 1;
    state.sent = value;
    const answer = await one('favourite', {
      method: 'POST',
      path: '/api/users/v1/triples/write',
      headers: { ...jsonHeaders, ...auth },
      body: json({
        write: [
          {
            user: setup.userId,
            scope: 'settings',
            key: favouriteKey(connection),
            value: `${value}`,
          },
        ],
      }),
    });
    if (answer.status === 200) state.acknowledged = value;
  }

  /** A list download: the bundle asked for through one request, its zip read by the next. */
  async function bundle(n: number) {
    const asked = await one('bundle', {
      method: 'POST',
      path: '/api/dataport/v1/bundles',
      headers: { ...jsonHeaders, ...auth },
      body: json({
        name: `list-${n}`,
        entries: [0, 1, 2].map((i) => ({
          name: `f${i}.bin`,
          dataport_id: pick(fileIds, n + i),
          kind: 'file',
        })),
      }),
    });
    if (asked.status !== 200) return;
    const id = JSON.parse(asked.body).bundle_id as string;
    await one('bundle', { method: 'GET', path: `/api/dataport/v1/bundles/${id}/zip` });
  }

  async function connection(c: number) {
    for (let n = c; running; n += setup.connections) {
      const roll = n % 100;
      if (roll < 35) await one('search', search(n));
      else if (roll < 55) await one('fetch', fetchModels(n));
      else if (roll < 77) await one('file', file(n));
      else if (roll < 83) await upload();
      else if (roll < 96) await favourite(c);
      else await bundle(n);
    }
  }

  const loops = Array.from({ length: setup.connections }, (_, c) => connection(c));
  return {
    records,
    uploads,
    favourites,
    started,
    async stop() {
      running = false;
      await Promise.all(loops);
      pool.close();
    },
  };
}

export const favouriteKey = (connection: number) => `scale_c${connection}`;
