/**
 * Editing a model in the brand editor's workspace (docs/WORKSPACE.md): its editable fields,
 * and a save that names the data_version it started from. A stale save fails with 409 and
 * the item as it now is (`EditConflictError`). Server state only through these hooks.
 */
import type {
  EditableModel,
  EditableModelAnswer,
  EditConflict,
  EditFileKind,
  ModelEdit,
} from '@vitrine/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { accessToken } from '../session';
import { ApiError, fetchJson, RESPONSE_ERROR } from './client';

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

/** What an added file is for, and the version the editor is at. */
export interface AddFile {
  file: File;
  dataVersion: number;
  kind: EditFileKind;
  category?: string;
  /** The item's file it takes the place of. */
  replace?: string;
}

/**
 * POSTs `body` to `url` with the login token, telling `onProgress` the share sent (0-1);
 * XMLHttpRequest, because fetch says nothing of an upload's progress. A refused token is
 * left to a second try through fetchJson, which renews it.
 */
function postWithProgress<T>(url: string, body: FormData, onProgress: (share: number) => void) {
  return new Promise<T>((resolve, reject) => {
    void accessToken().then((token) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.responseType = 'json';
      request.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      request.onerror = () => reject(new ApiError('Upload failed', 0));
      request.onload = () => {
        const answer = (request.response ?? {}) as T & { error_code?: string; reason?: string };
        if (request.status >= 200 && request.status < 300) return resolve(answer);
        if (request.status === 401 && token)
          return resolve(fetchJson<T>(url, { method: 'POST', body }));
        const error = new ApiError(
          RESPONSE_ERROR,
          request.status,
          answer.error_code,
          answer.reason,
        );
        error.body = answer;
        reject(error);
      };
      request.send(body);
    }, reject);
  });
}

/**
 * Adds an image, document or 3D file (or puts it in the place of one): checked, analysed and
 * stored by the server as an import would, saved at once as a new version.
 */
export function useAddFile(id: string, onProgress: (share: number) => void) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ file, dataVersion, kind, category, replace }: AddFile) => {
      const body = new FormData();
      body.set('file', file, file.name);
      const query = new URLSearchParams({ data_version: String(dataVersion), kind });
      if (category) query.set('category', category);
      if (replace) query.set('replace', replace);
      onProgress(0);
      try {
        return await postWithProgress<EditableModelAnswer>(
          `${modelUrl(id)}/files?${query}`,
          body,
          onProgress,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && error.body)
          throw new EditConflictError((error.body as EditConflict).current);
        throw error;
      }
    },
    onSuccess: () => client.invalidateQueries(),
  });
}
