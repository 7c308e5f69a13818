/**
 * One uploaded file for a workspace save (multipart, one `file` part), written to a folder
 * of its own under uploadDir; the folder is removed when `use` ends. Bad bodies are 400
 * naming the part, a file over the limit 413.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { invalidField, payloadTooLarge, requiredField } from '../errors';
import type { UploadedFile } from './one-record';

/** A file's name as uploaded: letters, digits and . _ - only, with its extension. */
export const safeName = (prefix: string, filename: string | undefined) =>
  `${prefix}-${path.basename(filename ?? '').replace(/[^A-Za-z0-9._-]/g, '_') || 'file'}`;

export async function withUploadedFile<T>(
  request: FastifyRequest,
  uploadDir: string,
  prefix: string,
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw invalidField('body', 'must be multipart/form-data');
  await mkdir(uploadDir, { recursive: true });
  const folder = await mkdtemp(path.join(uploadDir, `${prefix}-`));
  try {
    const part = await request.file().catch(() => {
      throw invalidField('body', 'is not a complete multipart/form-data body');
    });
    if (!part) throw requiredField('file');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw invalidField(part.fieldname, 'unexpected part (send one "file")');
    }
    const name = safeName(prefix, part.filename);
    const file = path.join(folder, name);
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated) throw payloadTooLarge('The file is over the upload limit', 'file');
    return await use({ path: file, name });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
