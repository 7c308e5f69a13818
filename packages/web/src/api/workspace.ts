/**
 * Editing a model in the brand editor's workspace (docs/WORKSPACE.md): its editable fields,
 * and a save that names the data_version it started from. A stale save fails with 409 and
 * the item as it now is (`EditConflictError`). Server state only through these hooks.
 */
import type {
  EditableModel,
  EditableModelAnswer,
  EditConflict,
  ModelEdit,
} from '@vitrine/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { ApiError, fetchJson } from './client';

const modelUrl = (id: string) =>
  `${config.catalogBase}/v1/workspace/models/${encodeURIComponent(id)}`;

export function useEditableModel(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workspace', 'model', id],
    queryFn: ({ signal }) => fetchJson<EditableModelAnswer>(modelUrl(id), { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    // The editor says it could not load.
    meta: { silent: true },
  });
}

/** Another save came first: nothing was written; `current` is the item as it now is. */
export class EditConflictError extends Error {
  constructor(readonly current: EditableModel) {
    super('The item was changed meanwhile');
  }
}

/** A save's answer; a 409 becomes EditConflictError. */
async function saved(url: string, init: RequestInit) {
  try {
    return await fetchJson<EditableModelAnswer>(url, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.body)
      throw new EditConflictError((error.body as EditConflict).current);
    throw error;
  }
}

export function useSaveModel(id: string) {
  const client = useQueryClient();
  return useMutation({
    // The editor shows a conflict or a failure itself.
    meta: { silent: true },
    mutationFn: (edit: ModelEdit) =>
      saved(modelUrl(id), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(edit),
      }),
    // The detail, cards and search show the saved item.
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Replaces the preview image (checked and stored by the file service), from `dataVersion`. */
export function useReplacePreview(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ file, dataVersion }: { file: File; dataVersion: number }) => {
      const body = new FormData();
      body.set('file', file, file.name);
      return saved(`${modelUrl(id)}/preview?data_version=${dataVersion}`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: () => client.invalidateQueries(),
  });
}
