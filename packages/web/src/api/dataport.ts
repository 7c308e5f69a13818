/**
 * The file service's JSON calls for the detail dialog and the cards' download menus: file
 * meta (sizes, names, what can be derived) batched per tick and cached per id, and the
 * service description (which formats cadify writes). Spec 02 s.7 "File metadata batch
 * lookup by dataport ids".
 */
import type { DataportEntry, ServiceAnswer } from '@vitrine/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { ApiError, FETCH_ERROR, RESPONSE_ERROR } from './client';
import { createBatcher } from './batch';

/** A file-service call; failures become ApiError like the catalogue's. */
async function dataportJson<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.dataportBase}${path}`, init);
  } catch (cause) {
    throw new ApiError(FETCH_ERROR, 0, undefined, undefined, undefined, { cause });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, string>;
    throw new ApiError(RESPONSE_ERROR, response.status, body.error_code, body.reason, body.field);
  }
  return (await response.json()) as T;
}

/** What the menus need: size and type, download name, derivable formats and maps. */
const META_FETCH = { original_file: true, additional_headers: true, features: true };

const loadMeta = createBatcher(async (ids) => {
  const answer = await dataportJson<{ entries: Record<string, DataportEntry> }>('/v1/meta', {
    method: 'POST',
    // The dialog's menus wait for this; the grid's many images behind it can wait instead.
    priority: 'high',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dataport_ids: ids, fetch: META_FETCH }),
  });
  return new Map(Object.entries(answer.entries));
});

export interface FileMeta {
  /** Meta by dataport id; entries appear as they arrive. */
  meta: Record<string, DataportEntry | undefined>;
  /** Some of the files' meta is still on its way. */
  pending: boolean;
}

/** Meta of several files, batched into one request per tick and cached per id. */
export function useFileMeta(ids: readonly string[]): FileMeta {
  return useQueries({
    queries: [...new Set(ids)].map((id) => ({
      queryKey: ['dataport', 'meta', id],
      queryFn: () => loadMeta(id),
    })),
    combine: toFileMeta,
  });
}

/** Module-level, so TanStack Query keeps the answer while no result changes. */
function toFileMeta(results: Array<{ data?: DataportEntry | null; isPending: boolean }>) {
  const meta: Record<string, DataportEntry | undefined> = {};
  for (const { data } of results) if (data) meta[data.dataport_id] = data;
  return { meta, pending: results.some((r) => r.isPending) };
}

/** The service description: formats cadify writes, maps substance makes. */
export function useDataportService() {
  return useQuery({
    queryKey: ['dataport', 'service'],
    queryFn: () => dataportJson<ServiceAnswer>('/v1/service'),
  });
}
