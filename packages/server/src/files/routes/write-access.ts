/**
 * The file-service writes ask access/ who may change what (docs/FILES.md, "Permissions"):
 * a logged-in user, and for an existing file, one its keepers allow. Anonymous callers are
 * turned away before their body is read.
 */
import type { FastifyRequest } from 'fastify';
import { callerOf, requireFileChange, requireLogin } from '../../access';
import type { FilesService } from '../files.types';

/** An onRequest hook: 401 for anonymous callers before any of the body is read. */
export async function loginFirst(request: FastifyRequest) {
  requireLogin(callerOf(request));
}

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
