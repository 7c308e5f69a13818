/**
 * `npm run bench:users [-- --duration 10 --clients 8]`
 *
 * Favourites through the user service: reading and writing a 500-item favourites document
 * (version 2, about 150 KB of JSON) as a triple, p50/p95/p99 under load. Each client is its
 * own user writing with if_version (read-modify-write, as the web app does), so no write
 * conflicts. A Fastify hello-world in the same process gives the machine's reference. Runs on
 * PGlite, and on the PostgreSQL server too when TEST_DATABASE_URL is set.
 */
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, obtainTokens, startAuthServer } from '../test/auth-harness';
import { STORE_KINDS, type StoreKind } from '../test/stores';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return Number(i >= 0 ? args[i + 1] : fallback);
};
const duration = option('duration', '10');
const clients = option('clients', '8');
const ITEMS = 500;

/** A favourites document as the web app writes it: 500 items over the five kinds, 6 lists. */
function favourites(seed: number) {
  const lists = Array.from({ length: 6 }, (_, i) => ({
    id: i === 0 ? 'default_list' : `list_${i}`,
    name: i === 0 ? 'My list' : `My list ${i + 1}`,
    description: 'Chairs and tables for the Lindner office, second floor',
    addDateTime: 1_790_000_000_000 + i,
    previewImages: Array.from(
      { length: 3 },
      (_, j) => `/api/dataport/v1/imagine/dp_preview_${i}_${j}?w=300&h=200`,
    ),
  }));
  const kinds = { models: 400, materials: 50, brands: 20, collections: 20, families: 10 };
  let n = 0;
  const data = Object.fromEntries(
    Object.entries(kinds).map(([kind, count]) => [
      kind,
      Array.from({ length: count }, () => {
        const i = n++;
        return {
          id: `${kind}_${seed}_${i}`,
          name: `Aalto Lounge Chair ${i}, oiled oak with linen cushion`,
          addDateTime: 1_790_000_000_000 + i * 1000,
          lists: [
            { id: lists[i % 6]!.id, addDateTime: 1_790_000_000_000 + i },
            { id: lists[(i + 1) % 6]!.id, addDateTime: 1_790_000_000_000 + i },
          ],
          previewImage: `/api/dataport/v1/imagine/dp_${seed}_${i}?w=300&h=200`,
        };
      }),
    ]),
  );
  if (n !== ITEMS) throw new Error(`${n} items`);
  return { version: '2', lists, data };
}

interface Run {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** `clients` loops for `duration` s, each calling `step` one request at a time. */
async function load(step: (client: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const started = performance.now();
        if (await step(client)) latencies.push(performance.now() - started);
        else errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { rps: latencies.length / duration, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

async function benchStore(kind: StoreKind) {
  const server = await startAuthServer(kind, { auth: { accessTokenTtl: 3600 } });
  const users: Array<{ uuid: string; token: string; version: number }> = [];
  for (let i = 0; i < clients; i++) {
    const email = `bench${i}@example.com`;
    const uuid = await server.addUser(email, 'Bench-Password-1');
    const { access_token } = await obtainTokens(server, email, 'Bench-Password-1');
    users.push({ uuid, token: access_token, version: 0 });
  }
  const call = (i: number, path: string, body: unknown) =>
    fetch(`${server.url}/api/users${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${users[i]!.token}` },
      body: JSON.stringify(body),
    });
  const docs = users.map((_, i) => favourites(i));
  const size = Buffer.byteLength(JSON.stringify(docs[0]));

  /** One favourites save: the document with one item renamed, written with if_version. */
  const write = async (i: number) => {
    const user = users[i]!;
    const doc = docs[i]!;
    doc.data.models![0]!.name = `Renamed ${user.version}`;
    const response = await call(i, '/v1/triples/write', {
      write: [
        {
          user: user.uuid,
          scope: 'favorites',
          key: 'favorite_models',
          value: JSON.stringify(doc),
          if_version: user.version,
        },
      ],
    });
    const { triples } = (await response.json()) as { triples?: Array<{ version: number }> };
    // On 409 a client takes the current version (and would merge); counted as an error.
    if (triples?.[0]) user.version = triples[0].version;
    return response.status === 200;
  };
  const read = async (i: number) => {
    const response = await call(i, '/v1/triples/read', { scopes: ['favorites'] });
    const body = (await response.json()) as { triples: Array<{ value: string }> };
    return response.status === 200 && body.triples[0]!.value.length > 100_000;
  };
  for (let i = 0; i < clients; i++) await write(i); // every user has a document
  const rows: Array<[string, Run]> = [];
  rows.push([`favourites read (${clients} users)`, await load(read)]);
  rows.push([`favourites write, if_version (${clients} users)`, await load(write)]);
  rows.push([`favourites read, again`, await load(read)]);
  // One request at a time in process (inject: no network, no queue): the service's own cost.
  const inject = (path: string, body: () => unknown) => async () => {
    const started = performance.now();
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/users${path}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${users[0]!.token}` },
      payload: JSON.stringify(body()),
    });
    if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
    return performance.now() - started;
  };
  const alone = async (name: string, once: () => Promise<number>) => {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) times.push(await once());
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(times.length * q)]!;
    const rps = 1000 / (times.reduce((a, b) => a + b, 0) / times.length);
    rows.push([name, { rps, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: 0 }]);
  };
  await alone(
    'favourites read, one at a time (inject)',
    inject('/v1/triples/read', () => ({ scopes: ['favorites'] })),
  );
  await alone(
    'favourites write, one at a time (inject)',
    inject('/v1/triples/write', () => ({
      write: [
        {
          user: users[0]!.uuid,
          scope: 'favorites',
          key: 'favorite_models',
          value: JSON.stringify(docs[0]),
        },
      ],
    })),
  );
  await server.close();
  return { rows, size };
}

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloPort = await freePort();
  await hello.listen({ port: helloPort, host: '127.0.0.1' });
  const reference = await autocannon({
    url: `http://127.0.0.1:${helloPort}/`,
    connections: clients,
    duration,
  });
  await hello.close();

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(
    `${duration} s per run, ${clients} clients one request at a time each; ` +
      `Fastify hello world (reference, autocannon, ${clients} connections): ${reference.requests.average.toFixed(0)} req/s\n`,
  );
  console.log('| store | what | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const kind of STORE_KINDS) {
    const { rows, size } = await benchStore(kind);
    for (const [name, r] of rows) {
      console.log(
        `| ${kind.name} | ${name}, ${ITEMS} items (${(size / 1024).toFixed(0)} KB) | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
