/**
 * The inflating loop of gzip inspection, run in the zip worker thread: the file is inflated
 * 16 KB of input at a time and counted, stopped with 422 the moment it passes the limit, and
 * refused when it is cut off or damaged. Nothing is kept: the 3D engine inflates it again
 * when it reads the model, within its own bound.
 */
import { createReadStream } from 'node:fs';
import { Gunzip } from 'fflate';
import { ApiFailure, unprocessable } from '../errors';

/** Compressed bytes handed to the inflater at a time (deflate reaches ~1000:1 per push). */
const CHUNK = 16 * 1024;

export interface GzipJob {
  kind: 'gzip';
  file: string;
  limit: number;
}

/** The inflated size of a gzip file; 422 when it is damaged, cut off or past the limit. */
export async function measureGzip({ file, limit }: GzipJob): Promise<number> {
  let total = 0;
  let ended = false;
  const gunzip = new Gunzip((chunk, final) => {
    total += chunk.length;
    if (final) ended = true;
  });
  const stream = createReadStream(file, { highWaterMark: CHUNK });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      gunzip.push(chunk);
      if (total > limit)
        throw unprocessable(`The compressed file inflates past the limit of ${limit} bytes`);
    }
    gunzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    const cutOff = /unexpected EOF/i.test((error as Error).message);
    throw unprocessable(
      cutOff ? 'The compressed file is truncated' : 'The compressed file is damaged',
    );
  } finally {
    stream.destroy();
  }
  if (!ended) throw unprocessable('The compressed file is truncated');
  if (total > limit)
    throw unprocessable(`The compressed file inflates past the limit of ${limit} bytes`);
  return total;
}
