/**
 * Reading zip files without trusting them: the central directory's declared sizes are
 * checked against the inflate limit before anything is inflated, and while inflating every
 * entry is counted so one that grows past what it declared (a zip bomb lying about its size)
 * is stopped at once.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Unzip, UnzipInflate } from 'fflate';
import { unprocessable } from '../errors';

export interface ZipEntry {
  name: string;
  /** Declared uncompressed size. */
  size: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const MAX_ENTRIES = 65_535;

/** The entries a zip's central directory declares; 422 when it is missing or cut off. */
export async function readCentralDirectory(file: string): Promise<ZipEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    let at = -1;
    for (let i = tailSize - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) throw unprocessable('The zip file is truncated or damaged (no central directory)');
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (cdOffset + cdSize > size) throw unprocessable('The zip file is truncated');
    const cd = Buffer.alloc(cdSize);
    await handle.read(cd, 0, cdSize, cdOffset);
    const entries: ZipEntry[] = [];
    for (let p = 0; p + 46 <= cdSize && entries.length < count;) {
      if (cd.readUInt32LE(p) !== CENTRAL) throw unprocessable('The zip directory is damaged');
      const nameLength = cd.readUInt16LE(p + 28);
      const extra = cd.readUInt16LE(p + 30);
      const comment = cd.readUInt16LE(p + 32);
      entries.push({
        name: cd.toString('utf8', p + 46, p + 46 + nameLength),
        size: cd.readUInt32LE(p + 24),
      });
      p += 46 + nameLength + extra + comment;
    }
    if (entries.length !== count) throw unprocessable('The zip directory is damaged');
    return entries;
  } finally {
    await handle.close();
  }
}

/** Refuses zips whose declared contents would inflate past the limit. */
export function checkDeclared(entries: ZipEntry[], limit: number) {
  if (entries.length > MAX_ENTRIES) throw unprocessable('The zip file holds too many entries');
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > limit) {
    throw unprocessable(
      `The zip file would inflate to ${total} bytes, more than the limit of ${limit} bytes`,
    );
  }
}

/**
 * Inflates every entry (proving the archive is whole), keeping those `keep` selects in
 * memory; stops with 422 the moment an entry outgrows its declared size or the total the limit.
 */
export async function inflateZip(
  file: string,
  entries: ZipEntry[],
  limit: number,
  keep: (name: string) => boolean = () => false,
): Promise<Map<string, Buffer>> {
  const declared = new Map(entries.map((e) => [e.name, e.size]));
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
        failure = unprocessable(`The zip entry ${entry.name} is damaged: ${error.message}`);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > allowed || total > limit) {
        failure = unprocessable(`The zip entry ${entry.name} inflates past its declared size`);
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
      failure ??= unprocessable(`The zip entry ${entry.name} cannot be read: ${String(error)}`);
    }
  });
  unzip.register(UnzipInflate);
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
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
