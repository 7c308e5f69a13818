/**
 * The file-service writes ask access/ who may change what (docs/FILES.md, "Permissions"):
 * a logged-in user, and for an existing file, one its keepers allow. Anonymous callers are
 * turned away before their body is read (access/, the routes' `access: 'login'`).
 */
import type { FastifyRequest } from 'fastify';
import { callerOf, requireFileChange } from '../../access';
import type { FilesService } from '../files.types';

/** Route options of a write: a logged-in caller, checked before the body is read. */
export const LOGIN_FIRST = { access: 'login' } as const;

/**
 * 403 unless the caller may change every one of these files; ids with no file are left to
 * the service, which answers them as missing (404, or `missing` for delete).
 */
export async function requireChangeOf(
  files: FilesService,
  request: FastifyRequest,
  ids: Iterable<string>,
  what: string,
) {
  const caller = callerOf(request);
  for (const id of new Set(ids)) {
    const file = await files.find(id);
    if (file) requireFileChange(caller, file, `${what} ${id}`);
  }
}
