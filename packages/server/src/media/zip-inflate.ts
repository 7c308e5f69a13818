/**
 * The inflating loop of zip inspection, run in the zip worker thread: every entry is inflated
 * chunk by chunk and counted, and stopped with 422 the moment it outgrows its declared size or
 * the total passes the limit.
 */
import { createReadStream } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';
import { unprocessable } from '../errors';

/** An entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  /** Declared uncompressed size. */
  size: number;
}

/** Compressed bytes handed to the inflater at a time. */
const CHUNK = 16 * 1024;

export interface InflateJob {
  kind: 'zip';
  file: string;
  entries: ZipEntry[];
  limit: number;
  /** Entries whose bytes are answered. */
  keepNames: string[];
}

export async function inflateEntries({
  file,
  entries,
  limit,
  keepNames,
}: InflateJob): Promise<Map<string, Buffer>> {
  const declared = new Map(entries.map((e) => [e.name, e.size]));
  const keeping = new Set(keepNames);
  const keep = (name: string) => keeping.has(name);
  const kept = new Map<string, Buffer>();
  let total = 0;
  let failure: Error | undefined;
  let pending = 0;
  const unzip = new Unzip((entry) => {
    const allowed = declared.get(entry.name);
    if (allowed === undefined) {
      failure ??= unprocessable(`The zip entry ${entry.name} is not in its directory`);
      return;
    }
    const parts: Buffer[] = [];
    let size = 0;
    pending++;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = unprocessable(
          `The zip entry ${entry.name} is damaged: its compressed data cannot be inflated`,
          error.message,
        );
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > allowed || total > limit) {
        failure = unprocessable(
          size > allowed
            ? `The zip entry ${entry.name} inflates past its declared size of ${allowed} bytes`
            : `The zip file inflates past the limit of ${limit} bytes`,
        );
        entry.terminate();
        return;
      }
      if (keep(entry.name)) parts.push(Buffer.from(chunk));
      if (final) {
        pending--;
        if (keep(entry.name)) kept.set(entry.name, Buffer.concat(parts));
      }
    };
    try {
      entry.start();
    } catch (error) {
      failure ??= unprocessable(
        `The zip entry ${entry.name} cannot be read: it is damaged or compressed in a way zip files do not use`,
        String(error),
      );
    }
  });
  unzip.register(UnzipInflate);
  // Small input chunks bound what one push can inflate (deflate reaches ~1000:1): the sizes
  // are checked after every chunk, so a bomb is stopped within CHUNK x 1032 bytes of the limit.
  const stream = createReadStream(file, { highWaterMark: CHUNK });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    unzip.push(chunk);
    if (failure) {
      stream.destroy();
      throw failure;
    }
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  if (pending > 0) throw unprocessable('The zip file is truncated');
  return kept;
}
