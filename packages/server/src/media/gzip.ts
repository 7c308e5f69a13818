/**
 * gzip-compressed files (a .blend saved with Blender's "Compress File") are inflated once in
 * the zip worker thread before anything reads them, to prove them whole and within the
 * inflate limit: a gzip bomb costs that thread a moment, never the one answering requests.
 */
import { runInWorker } from './zip-worker-client';

/** gzip's magic number and its one compression method, deflate. */
export const isGzip = (head: Uint8Array) =>
  head.length >= 3 && head[0] === 0x1f && head[1] === 0x8b && head[2] === 8;

/** The inflated size; 422 when the file is damaged, cut off or inflates past `limit` bytes. */
export async function checkGzip(file: string, limit: number): Promise<number> {
  const reply = await runInWorker({ kind: 'gzip', file, limit });
  return reply.size!;
}
