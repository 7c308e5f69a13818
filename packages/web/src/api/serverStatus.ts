/**
 * The server status (spec 02 s.4, s.7, s.9): GET {server}/server.json at start and every
 * 300,000 ms. A changed status code re-creates the API clients (the calls' base and every
 * cached answer, fetched again); while the status is not ok and the server names fallbacks,
 * calls go to a random one of them, and back to the start server once it is ok again. The
 * status is always read from the server the page started with (its own, or `baseurl`'s),
 * which knows when it is back. A failed read is 'Failed fetching server status: {status}'
 * (spec 02 s.8), reported; the calls stay where they are.
 */
import {
  SERVER_STATUS_ERROR,
  SERVER_STATUS_OK,
  SERVER_STATUS_PATH,
  SERVER_STATUS_POLL_MS,
} from '@vitrine/contracts/site';
import { config, setApiServer } from '../config';
import { reportError } from '../report';
import { queryClient } from './queryClient';

interface StatusAnswer {
  status?: { code?: unknown };
  specification?: { fallback?: unknown };
}

const ORIGIN = /^https?:\/\/[^/?#\s]+$/;
let lastCode: string | undefined;

const failure = (status: number, cause?: unknown) =>
  new Error(SERVER_STATUS_ERROR.replace('{status}', String(status)), { cause });

/** Reads the status of `server` (the start server) and moves the calls if it says so. */
export async function checkServerStatus(server = config.startServer): Promise<void> {
  let answer: StatusAnswer;
  try {
    const response = await fetch(`${server}${SERVER_STATUS_PATH}`, {
      cache: 'no-store',
      credentials: 'omit',
      priority: 'low',
    });
    if (!response.ok) throw failure(response.status);
    answer = (await response.json()) as StatusAnswer;
  } catch (error) {
    const known = error instanceof Error && error.message.startsWith('Failed fetching');
    reportError(known ? error : failure(0, error), 'Server status');
    return;
  }
  const code = answer.status?.code;
  if (typeof code !== 'string' || code === '') {
    reportError(failure(200, new Error('The answer has no status.code')), 'Server status');
    return;
  }
  const given = answer.specification?.fallback;
  const fallbacks = Array.isArray(given)
    ? given.filter((f): f is string => typeof f === 'string' && ORIGIN.test(f))
    : [];
  const changed = lastCode !== undefined && lastCode !== code;
  lastCode = code;
  let target = server;
  if (code !== SERVER_STATUS_OK && fallbacks.length > 0) {
    // Stay on a fallback that is still named; a new choice is random (spec 02 s.4).
    target = fallbacks.includes(config.apiServer)
      ? config.apiServer
      : fallbacks[Math.floor(Math.random() * fallbacks.length)]!;
  }
  if (changed || target !== config.apiServer) recreateClients(target);
}

/** Calls go to `server` from now on, and what was fetched elsewhere is fetched again. */
function recreateClients(server: string): void {
  setApiServer(server);
  void queryClient.invalidateQueries();
}

/** At start and every 5 minutes (main.tsx). */
export function startServerStatus(): void {
  void checkServerStatus();
  setInterval(() => void checkServerStatus(), SERVER_STATUS_POLL_MS);
}
