/**
 * Whether a library import is writing into the catalogue (GET /v1/imports, our extension).
 * Asked once a few seconds after the page opened (off the first results' path), then every
 * 15 s while an import runs, and no more once it is done.
 */
import type { ImportStatus } from '@vitrine/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchJson } from './client';
import { config } from '../config';

const FIRST_LOOK_MS = 3000;
const WHILE_RUNNING_MS = 15_000;

export function useImportStatus(): ImportStatus | undefined {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), FIRST_LOOK_MS);
    return () => clearTimeout(timer);
  }, []);
  const { data } = useQuery({
    queryKey: ['catalog', 'imports'],
    // A failed look is no news worth an error toast: the notice simply does not show.
    queryFn: ({ signal }) =>
      fetchJson<ImportStatus>(`${config.catalogBase}/v1/imports`, { signal }).catch(
        (): ImportStatus => ({ importing: false }),
      ),
    enabled: due,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.importing ? WHILE_RUNNING_MS : false),
  });
  return data;
}
