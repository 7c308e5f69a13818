/**
 * Reading zip files without trusting them: the central directory's declared sizes are
 * checked against the inflate limit before anything is inflated, and while inflating every
 * entry is counted so one that grows past what it declared (a zip bomb lying about its size)
 * is stopped at once.
 */
import { open } from 'node:fs/promises';
import { unprocessable } from '../errors';
import type { ZipEntry } from './zip-inflate';
import { runInWorker } from './zip-worker-client';

export type { ZipEntry };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const MAX_ENTRIES = 65_535;
/** A 32-bit size field saying "the real size is in the zip64 extra field". */
const ZIP64 = 0xffffffff;

/** The uncompressed size from a zip64 extended information extra field (id 1), first in it. */
function zip64Size(extra: Buffer): number {
  for (let p = 0; p + 4 <= extra.length;) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001 && size >= 8 && p + 12 <= extra.length) {
      return Number(extra.readBigUInt64LE(p + 4));
    }
    p += 4 + size;
  }
  throw unprocessable('The zip directory is damaged (a zip64 size is missing)');
}

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
      const declared = cd.readUInt32LE(p + 24);
      const extraAt = p + 46 + nameLength;
      entries.push({
        name: cd.toString('utf8', p + 46, p + 46 + nameLength),
        size:
          declared === ZIP64
            ? zip64Size(cd.subarray(extraAt, Math.min(extraAt + extra, cdSize)))
            : declared,
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
 * memory; stops with 422 the moment an entry outgrows its declared size or the total the
 * limit. The inflating runs in a worker thread (zip-worker.ts), so a zip bomb costs that
 * thread, never the one answering requests.
 */
export async function inflateZip(
  file: string,
  entries: ZipEntry[],
  limit: number,
  keep: (name: string) => boolean = () => false,
): Promise<Map<string, Buffer>> {
  const keepNames = entries.filter((e) => keep(e.name)).map((e) => e.name);
  const reply = await runInWorker({ kind: 'zip', file, entries, limit, keepNames });
  return new Map(reply.kept!.map(([name, bytes]) => [name, Buffer.from(bytes)]));
}
