/**
 * Editing a brand's own page in the workspace (docs/WORKSPACE.md "Editing the brand's
 * page"): its editable fields, a save that names the data_version it started from, and a new
 * logo or banner. A stale save fails with 409 and the brand as it now is
 * (`OwnerConflictError`). Server state only through these hooks.
 */
import type {
  EditableOwner,
  EditableOwnerAnswer,
  OwnerEdit,
  OwnerEditConflict,
  OwnerImageCategory,
} from '@vitrine/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { ApiError, fetchJson } from './client';

const ownerUrl = (id: string) =>
  `${config.catalogBase}/v1/workspace/owners/${encodeURIComponent(id)}`;

export function useEditableOwner(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workspace', 'owner', id],
    queryFn: ({ signal }) => fetchJson<EditableOwnerAnswer>(ownerUrl(id), { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    // The editor starts from what it loaded; a later answer would not change its draft.
    refetchOnWindowFocus: false,
    // The editor says it could not load.
    meta: { silent: true },
  });
}

/** Another save came first: nothing was written; `current` is the brand as it now is. */
export class OwnerConflictError extends Error {
  constructor(readonly current: EditableOwner) {
    super('The brand was changed meanwhile');
  }
}

/** A save's answer; a 409 becomes OwnerConflictError. */
async function saved(url: string, init: RequestInit) {
  try {
    return await fetchJson<EditableOwnerAnswer>(url, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.body)
      throw new OwnerConflictError((error.body as OwnerEditConflict).current);
    throw error;
  }
}

export function useSaveOwner(id: string) {
  const client = useQueryClient();
  return useMutation({
    // The editor shows a conflict or a failure itself.
    meta: { silent: true },
    mutationFn: (edit: OwnerEdit) =>
      saved(ownerUrl(id), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(edit),
      }),
    // The brand page, its card and the brand list show the saved brand.
    onSuccess: () => client.invalidateQueries({ queryKey: ['owners'] }),
  });
}

/** A new logo (replacing the logo) or banner (added), from `dataVersion`. */
export function useAddOwnerImage(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (upload: { file: File; dataVersion: number; category: OwnerImageCategory }) => {
      const body = new FormData();
      body.set('file', upload.file, upload.file.name);
      const query = new URLSearchParams({
        data_version: String(upload.dataVersion),
        category: upload.category,
      });
      return saved(`${ownerUrl(id)}/images?${query.toString()}`, { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['owners'] }),
  });
}
