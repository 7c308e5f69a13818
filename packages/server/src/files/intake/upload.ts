/**
 * An upload from bytes to a row: streamed into the blob store's staging area while hashed
 * and measured, sniffed and analysed there, and kept under its hash only once it is sound.
 * Anything wrong discards it, so nothing of a refused upload remains.
 */
import type { BlobStore } from '../../blobs';
import type { FilesConfig } from '../../config';
import { unprocessable, uploadTooLarge } from '../../errors';
import type { Analyser } from '../analyse/analyser';
import type { DataportMeta } from '../files.mapper';
import type { FileRow } from '../files.repository';
import type { UploadRequest, UploadSource } from '../files.types';
import { sniff } from './sniff';

export const tooLarge = uploadTooLarge;

export interface UploadDeps {
  blobs: BlobStore;
  limits: FilesConfig;
  analyser: Analyser;
  newDataportId: () => string;
}

/**
 * What to do once the bytes are staged and hashed: `contentId` names the file by its hash
 * (a package import), and when a file has that id already the staged bytes are dropped and
 * that file is answered; `checkOnly` sniffs and analyses but keeps nothing (a dry run).
 */
export interface IntakeChoice {
  contentId?: (fileHash: string) => string;
  existing?: (dataportId: string) => Promise<FileRow | undefined>;
  checkOnly?: boolean;
}

/** The row of a kept upload (its bytes are in the blob store; the caller records the row). */
export async function storeUpload(
  source: UploadSource,
  pending: UploadRequest | Promise<UploadRequest>,
  deps: UploadDeps,
): Promise<FileRow> {
  return (await intake(source, pending, deps, {})).row;
}

/**
 * An upload as `choice` says; `reused` when the file was there already. A checked-only file
 * is answered as it would have been stored, but nothing of it is kept.
 */
export async function intake(
  source: UploadSource,
  pending: UploadRequest | Promise<UploadRequest>,
  { blobs, limits, analyser, newDataportId }: UploadDeps,
  choice: IntakeChoice,
): Promise<{ row: FileRow; reused: boolean }> {
  const limit = limits.uploadLimit;
  const staged = await blobs.stage(source.body, limit, () => tooLarge(limit));
  try {
    const request = await pending;
    if (staged.size === 0) throw unprocessable('The file is empty');
    const filename = request.filename ?? source.filename;
    const dataportId = choice.contentId ? choice.contentId(staged.fileHash) : newDataportId();
    const before = choice.contentId ? await choice.existing?.(dataportId) : undefined;
    if (before) {
      await staged.discard();
      return { row: before, reused: true };
    }
    const type = await sniff(staged.head, filename, await analyser.models());
    const name = filename ?? `${dataportId}.${type.filetype}`;
    const ownerId = request.ownerId ?? null;
    const result = await analyser.analyse(
      {
        path: staged.localPath,
        filetype: type.filetype,
        filename: name,
        head: staged.head,
        size: staged.size,
      },
      { ownerId },
    );
    const meta: DataportMeta = {
      ...(request.texts ? { texts: request.texts } : {}),
      additional_headers: {
        filename: name,
        ...(request.contentDisposition ? { content_disposition: request.contentDisposition } : {}),
      },
      features: result.features,
      analyses: result.analyses,
      analysed: true,
    };
    const row: FileRow = {
      dataport_id: dataportId,
      file_hash: staged.fileHash,
      filetype: type.filetype,
      media_type: type.mediaType,
      size: staged.size,
      confidence: type.confidence,
      filename: name,
      owner_id: ownerId,
      user_id: request.userId ?? null,
      is_temporary: request.isTemporary ?? false,
      meta: meta as Record<string, unknown>,
    };
    if (choice.checkOnly) await staged.discard();
    else await staged.commit();
    return { row, reused: false };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
