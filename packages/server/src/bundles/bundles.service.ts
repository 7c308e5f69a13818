/**
 * List downloads: a bundle is made (what goes in, checked and estimated), then streamed as
 * one zip by whichever process gets the download, converting entry by entry; its progress is
 * written back after each entry so the status (any process) can show it.
 */
import {
  BUNDLE_LIFETIME_HOURS,
  BUNDLE_ZIP_LIMIT_BYTES,
  type BundleEntry,
  type BundleFailure,
  type BundleRequest,
  type BundleStatus,
} from '@vitrine/contracts';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Caller } from '../access';
import type { BlobReader } from '../blobs';
import { bundleMakerOf } from '../access';
import type { DeriveService } from '../derive';
import { ApiFailure, invalidField, notFound } from '../errors';
import type { FilesService } from '../files';
import type { Store } from '../store';
import { createBundlesRepository, type BundleRow } from './bundles.repository';
import { limitText, reportText, reportTexts } from './report';
import { createZipWriter, safeEntryName, uniqueNames } from './zip-stream';

export interface BundlesDeps {
  store: Store;
  files: FilesService;
  derive: DeriveService;
  /** Where the file service is mounted (DATAPORT_BASE_PATH), for download_url. */
  basePath: string;
  /** Share links: whose list a working one names (404 unknown, 410 revoked or expired). */
  shares?: { shareHolder(token: string, field: string): Promise<{ userId: string }> };
  /** The largest zip in bytes (BUNDLE_LIMIT_MB; at most BUNDLE_ZIP_LIMIT_BYTES, no zip64). */
  zipLimit?: number;
}

export interface BundlesService {
  create(caller: Caller, request: BundleRequest): Promise<BundleStatus>;
  status(id: string): Promise<BundleStatus>;
  /** The zip as it is made; its name for Content-Disposition. */
  open(id: string): Promise<{ filename: string; body: Readable }>;
}

/** Bundle ids: 128 random bits, the download link's only key (it is opened without a token). */
const newId = () => randomBytes(16).toString('base64url');

export function createBundlesService(deps: BundlesDeps): BundlesService {
  const repo = createBundlesRepository(deps.store);
  const { files, derive } = deps;
  const zipLimit = Math.min(deps.zipLimit ?? BUNDLE_ZIP_LIMIT_BYTES, BUNDLE_ZIP_LIMIT_BYTES);
  // The room for entries: the limit less REPORT.txt and the central directory at the end.
  const zipSpace = zipLimit - 64 * 1024;

  const statusOf = (row: BundleRow): BundleStatus => ({
    bundle_id: row.id,
    name: row.name,
    state: row.state,
    total: row.entries.length,
    done: row.done,
    bytes: row.bytes,
    estimated_size: row.estimated_size,
    failed: [...row.skipped, ...row.failed],
    download_url: `${deps.basePath}/v1/bundles/${row.id}/zip`,
    expires_at: row.expires_at.toISOString(),
  });

  async function find(id: string) {
    const row = /^[A-Za-z0-9_-]{22}$/.test(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound(`Bundle ${id}`);
    return row;
  }

  /** The entry's bytes; throws (with a reason people can read) when it cannot go in. */
  async function readerOf(entry: BundleEntry): Promise<BlobReader> {
    if (entry.kind === 'file') return (await files.open(entry.dataport_id)).read();
    const made =
      entry.kind === 'cadify'
        ? await derive.cadify(entry.dataport_id, { f: entry.format ?? 'glb' })
        : await derive.substance(entry.dataport_id, { t: 'package', f: 'zip' });
    const reader = await made.file.open();
    if (!reader) throw notFound(`Dataport ${entry.dataport_id}`);
    return reader;
  }

  async function* zipOf(row: BundleRow): AsyncGenerator<Uint8Array> {
    const texts = reportTexts(row.language ?? undefined);
    const zip = createZipWriter();
    const unique = uniqueNames();
    const failed: BundleFailure[] = [];
    let bytes = 0;
    let included = 0;
    await repo.progress(row.id, 'running', 0, 0, []);
    const ahead = lookahead(row.entries, readerOf);
    try {
      for (const [index, entry] of row.entries.entries()) {
        const label = entry.label ?? entry.name;
        let source: BlobReader | undefined;
        try {
          source = await ahead.take(index);
        } catch (error) {
          failed.push({ label, reason: reasonOf(error, texts) });
        }
        // Conversions can come out bigger than estimated: what no longer fits is left out.
        if (source && bytes + source.size > zipSpace) {
          await source.close();
          failed.push({ label, reason: texts.zipFull(limitText(texts, zipLimit)) });
          source = undefined;
        }
        if (source) {
          for await (const chunk of zip.add(unique(safeEntryName(entry.name)), source.stream())) {
            bytes += chunk.length;
            yield chunk;
          }
          included++;
        }
        await repo.progress(row.id, 'running', index + 1, bytes, failed);
      }
    } finally {
      ahead.close();
    }
    const total = row.entries.length + row.skipped.length;
    const report = reportText(texts, included, total, [...row.skipped, ...failed]);
    const tail = [
      ...(await collect(zip.add('REPORT.txt', once(Buffer.from(report))))),
      ...zip.end(),
    ];
    for (const chunk of tail) bytes += chunk.length;
    yield* tail;
    await repo.progress(row.id, 'done', row.entries.length, bytes, failed);
  }

  return {
    async create(caller, request) {
      const token = request.share_token;
      const share = token ? await deps.shares?.shareHolder(token, 'share_token') : undefined;
      const userId = bundleMakerOf(caller, share);
      for (const [i, entry] of request.entries.entries()) {
        if (entry.kind === 'cadify' && !entry.format) {
          throw invalidField(`entries[${i}].format`, 'is required when kind is cadify');
        }
      }
      // One query for every entry's stored size (a conversion counted at its source's).
      const { entries: stored } = await files.meta(
        request.entries.map((e) => e.dataport_id),
        { original_file: true },
      );
      const sizes = request.entries.map((e) => stored[e.dataport_id]?.original_file?.size ?? 0);
      const estimatedSize = sizes.reduce((a, b) => a + b, 0);
      if (estimatedSize > zipSpace) {
        throw invalidField(
          'entries',
          `come to about ${megabytes(estimatedSize)}; one list download holds at most ${megabytes(zipLimit)}: download the list in parts`,
        );
      }
      const id = newId();
      await repo.insert({
        id,
        userId,
        name: request.name,
        language: request.language,
        entries: request.entries,
        skipped: request.skipped ?? [],
        estimatedSize,
        expiresAt: new Date(Date.now() + BUNDLE_LIFETIME_HOURS * 3600_000),
      });
      await repo.removeExpired();
      return statusOf(await find(id));
    },
    status: async (id) => statusOf(await find(id)),
    async open(id) {
      const row = await find(id);
      return { filename: `${safeEntryName(row.name)}.zip`, body: Readable.from(zipOf(row)) };
    },
  };
}

/** A file's own failure (404, 422) says why; anything else is not the visitor's business. */
function reasonOf(error: unknown, texts: ReturnType<typeof reportTexts>): string {
  if (error instanceof ApiFailure) {
    if (error.httpStatus === 404) return texts.fileMissing;
    if (error.httpStatus === 422) return `${texts.conversionFailed} (${error.reason})`;
  }
  return texts.conversionFailed;
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / 2 ** 20).toLocaleString('en')} MB`;

/** Entries converted ahead while earlier ones stream: the 3D engine's workers stay busy. */
const LOOKAHEAD = 2;

/** Opens entry i (and starts the next LOOKAHEAD); each is opened once, in order of need. */
function lookahead<E, T>(entries: readonly E[], open: (entry: E) => Promise<T>) {
  const started = new Map<number, Promise<T>>();
  const start = (i: number) => {
    if (i >= entries.length || started.has(i)) return;
    const opening = open(entries[i]!);
    opening.catch(() => undefined); // awaited later; not an unhandled rejection meanwhile
    started.set(i, opening);
  };
  return {
    take(i: number): Promise<T> {
      for (let j = i; j <= i + LOOKAHEAD; j++) start(j);
      const opening = started.get(i)!;
      started.delete(i);
      return opening;
    },
    /** Releases what was opened ahead and not taken (the download stopped early). */
    close() {
      for (const opening of started.values()) {
        void opening.then(
          (opened) => (opened as { close?: () => Promise<void> }).close?.(),
          () => {},
        );
      }
      started.clear();
    },
  };
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
