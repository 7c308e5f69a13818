/** The administrators' list of error groups (docs/PRIVACY.md), read and cleared. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorGroupsAnswer } from '@vitrine/contracts';
import { config } from '../config';
import { fetchJson } from './client';

const GROUPS_KEY = ['errorGroups'] as const;

/** The most recently seen error groups (administrators; others get 401/403). */
export function useErrorGroups(enabled = true) {
  return useQuery({
    queryKey: GROUPS_KEY,
    queryFn: ({ signal }) =>
      fetchJson<ErrorGroupsAnswer>(`${config.reportsBase}/v1/errors`, { signal }),
    enabled,
    retry: false,
  });
}

/** Removes a group (the fault is fixed); the list reloads. */
export function useRemoveErrorGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fingerprint: string) =>
      fetchJson<unknown>(`${config.reportsBase}/v1/errors/${fingerprint}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
