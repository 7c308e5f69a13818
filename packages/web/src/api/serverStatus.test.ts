/**
 * The server status rules against a real HTTP server: a status that is not ok sends the calls
 * to a fallback (and keeps them there), ok brings them back, a changed code re-creates the
 * clients (every cached answer fetched again), a failed read is reported with the spec's
 * wording and moves nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, setApiServer } from '../config';
import { addReporter } from '../report';
import { queryClient } from './queryClient';
import { checkServerStatus } from './serverStatus';

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page started on this server (as with the `baseurl` parameter).
  setApiServer(base);
});
afterAll(async () => {
  // The next test file in this worker shares the config module (no isolation between files).
  setApiServer(config.startServer);
  await new Promise((resolve) => server.close(resolve));
});

const status = (code: string, fallback: string[] = []) => ({
  status: 200,
  body: { status: { code }, specification: { fallback } },
});

describe('server status', () => {
  it('moves to a fallback while not ok, and back when ok', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    answer = status('ok', ['https://a.example']);
    await checkServerStatus(base);
    expect(config.apiServer).toBe(base);
    expect(invalidate).not.toHaveBeenCalled();

    answer = status('maintenance', ['https://a.example', 'https://b.example']);
    await checkServerStatus(base);
    const chosen = config.apiServer;
    expect(['https://a.example', 'https://b.example']).toContain(chosen);
    expect(config.catalogBase).toBe(`${chosen}/api/catalog`);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // Still in maintenance: it stays where it is.
    for (let i = 0; i < 5; i++) await checkServerStatus(base);
    expect(config.apiServer).toBe(chosen);
    expect(invalidate).toHaveBeenCalledTimes(1);

    answer = status('ok', ['https://a.example']);
    await checkServerStatus(base);
    expect(config.apiServer).toBe(base);
    expect(invalidate).toHaveBeenCalledTimes(2);
    invalidate.mockRestore();
  });

  it('re-creates the clients when the code changes, even without fallbacks', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    answer = status('degraded');
    await checkServerStatus(base);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(config.apiServer).toBe(base);
    invalidate.mockRestore();
  });

  it("reports a failed read as 'Failed fetching server status: {status}'", async () => {
    const reported: string[] = [];
    const remove = addReporter((error) => reported.push((error as Error).message));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = { status: 503, body: {} };
    await checkServerStatus(base);
    await checkServerStatus('http://127.0.0.1:9');
    expect(reported).toEqual([
      'Failed fetching server status: 503',
      'Failed fetching server status: 0',
    ]);
    expect(config.apiServer).toBe(base);
    remove();
    quiet.mockRestore();
  });
});
