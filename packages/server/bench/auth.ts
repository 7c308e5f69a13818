/**
 * `npm run bench:auth [-- --duration 10 --connections 8 --refreshers 4]`
 *
 * What identity costs: a models search with a valid login token against the same search
 * anonymous (same server, same run, alternating rounds), and refresh-grant token requests per
 * second on /auth/request_token (each worker follows its own rotating refresh token). A
 * Fastify hello-world in the same process gives the machine's reference. Embedded database.
 */
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { chair, foreign, hidden, oak, owner, otherOwner, table } from '../test/fixtures';
import { freePort, obtainTokens, startAuthServer } from '../test/auth-harness';
import { STORE_KINDS } from '../test/stores';
import { createTokenVerifier } from '../src/access';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return Number(i >= 0 ? args[i + 1] : fallback);
};
const duration = option('duration', '10');
const connections = option('connections', '8');
const refreshers = option('refreshers', '4');

async function cannon(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
) {
  const result = await autocannon({ url, connections, duration, ...init });
  return {
    rps: result.requests.average,
    mean: result.latency.mean,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloPort = await freePort();
  await hello.listen({ port: helloPort, host: '127.0.0.1' });

  const server = await startAuthServer(STORE_KINDS[0]!, { auth: { accessTokenTtl: 3600 } });
  await server.services.catalogue.store('owner', [owner, otherOwner]);
  await server.services.catalogue.store('model', [chair, table, oak, hidden, foreign]);
  await server.addUser('bench@example.com', 'Bench-Password-1', { ownerIds: ['owner_a'] });
  const tokens = await obtainTokens(server, 'bench@example.com', 'Bench-Password-1');

  const searchUrl = `${server.url}/api/catalog/v1/models/search`;
  const body = JSON.stringify({ query_string: 'aalto', size: 64, fetch: { texts: true } });
  const json = { 'content-type': 'application/json' };
  const rows: Array<[string, Awaited<ReturnType<typeof cannon>>]> = [];
  rows.push(['Fastify hello world (reference)', await cannon(`http://127.0.0.1:${helloPort}/`)]);
  const anonymous: Array<Awaited<ReturnType<typeof cannon>>> = [];
  const withToken: Array<Awaited<ReturnType<typeof cannon>>> = [];
  for (let round = 0; round < 2; round++) {
    anonymous.push(await cannon(searchUrl, { method: 'POST', headers: json, body }));
    withToken.push(
      await cannon(searchUrl, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${tokens.access_token}` },
        body,
      }),
    );
  }
  const average = (runs: typeof anonymous) => ({
    rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
    mean: runs.reduce((s, r) => s + r.mean, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  });
  rows.push(['models search, anonymous', average(anonymous)]);
  rows.push(['models search, valid token (Bearer)', average(withToken)]);

  // Refresh grants: each worker keeps its own chain (a refresh token works once).
  const chains = await Promise.all(
    Array.from({ length: refreshers }, () =>
      obtainTokens(server, 'bench@example.com', 'Bench-Password-1'),
    ),
  );
  const tokenUrl = `${server.url}/auth/request_token`;
  let done = 0;
  let failed = 0;
  const latencies: number[] = [];
  const until = performance.now() + duration * 1000;
  await Promise.all(
    chains.map(async (chain) => {
      let refresh = chain.refresh_token!;
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: server.auth.settings.clientId,
            refresh_token: refresh,
          }),
        });
        const answer = (await response.json()) as { refresh_token?: string };
        latencies.push(performance.now() - started);
        if (response.ok && answer.refresh_token) {
          refresh = answer.refresh_token;
          done++;
        } else {
          failed++;
          break;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  rows.push([
    `/auth/request_token, refresh grant (${refreshers} clients)`,
    {
      rps: done / duration,
      mean: latencies.reduce((s, l) => s + l, 0) / latencies.length,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      errors: failed,
    },
  ]);

  // The same pair in process, one request at a time and alternating (inject: no network, so
  // a loaded machine disturbs both sides alike); medians of many.
  const sequential = { anonymous: [] as number[], token: [] as number[], control: [] as number[] };
  const inject = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      headers: { ...json, ...headers },
      payload: body,
    });
  // control: a header as long as the token that nothing reads, to show the noise floor.
  const sides = [
    ['anonymous', {}],
    ['token', { authorization: `Bearer ${tokens.access_token}` }],
    ['control', { 'x-bench-control': `Bearer ${tokens.access_token}` }],
  ] as const;
  for (let i = 0; i < 3000; i++) {
    // Each round in a random order, so a pause (a collection, another process) hits all alike.
    const order = [...sides].sort(() => Math.random() - 0.5);
    for (const [kind, headers] of order) {
      const started = performance.now();
      const answer = await inject(headers);
      if (answer.statusCode !== 200) throw new Error(`search answered ${answer.statusCode}`);
      if (i >= 200) sequential[kind].push(performance.now() - started); // after warm-up
    }
  }
  // The token check alone, as the access hook runs it for a token it has seen.
  const verifier = createTokenVerifier(server.auth.tokenChecks());
  await verifier.verify(tokens.access_token);
  const checks = 200_000;
  const checkStarted = performance.now();
  for (let i = 0; i < checks; i++) await verifier.verify(tokens.access_token);
  const checkMicros = ((performance.now() - checkStarted) * 1000) / checks;
  const firstStarted = performance.now();
  await createTokenVerifier(server.auth.tokenChecks()).verify(tokens.access_token);
  const firstMs = performance.now() - firstStarted;
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const cost = median(sequential.token) - median(sequential.anonymous);
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(
    `${duration} s per run, ${connections} connections (searches: two rounds each, alternating)\n`,
  );
  console.log('| what | req/s | mean ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${r.rps.toFixed(0)} | ${r.mean.toFixed(2)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    );
  }
  console.log(
    `\nIn process, one at a time (${sequential.token.length} each, alternating): median ` +
      `${median(sequential.anonymous).toFixed(3)} ms anonymous, ${median(sequential.token).toFixed(3)} ms with a token, ` +
      `${median(sequential.control).toFixed(3)} ms with an unread header of the same size: ` +
      `a valid token adds ${cost.toFixed(3)} ms (budget 0.5 ms).`,
  );
  console.log(
    `The token check itself: ${checkMicros.toFixed(2)} µs for a token seen before, ` +
      `${firstMs.toFixed(2)} ms the first time (signature, ownership query).`,
  );
  await server.close();
  await hello.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
