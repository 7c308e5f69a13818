/**
 * The file service's JSON calls for the detail dialog and the cards' download menus: file
 * meta (sizes, names, what can be derived) batched per tick and cached per id, and the
 * service description (which formats cadify writes). Spec 02 s.7 "File metadata batch
 * lookup by dataport ids".
 */
import type { DataportEntry, ServiceAnswer } from '@vitrine/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { dataportJson, jsonPost } from './client';
import { createBatcher } from './batch';

/** What the menus need: size and type, download name, derivable formats and maps. */
const META_FETCH = { original_file: true, additional_headers: true, features: true };

const loadMeta = createBatcher(async (ids) => {
  const answer = await dataportJson<{ entries: Record<string, DataportEntry> }>(
    '/v1/meta',
    // The dialog's menus wait for this; the grid's many images behind it can wait instead.
    jsonPost(JSON.stringify({ dataport_ids: ids, fetch: META_FETCH }), undefined, {
      priority: 'high',
    }),
  );
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
