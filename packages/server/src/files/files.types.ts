/** The files service's public face: what it does and what it needs, in one leaf file. */
import type {
  Analyses,
  AnnotateRequest,
  DataportEntry,
  Features,
  MetaFetch,
  TextEntry,
} from '@vitrine/contracts';
import type { Readable } from 'node:stream';
import type { CadEngine } from '@vitrine/cadify';
import type { BlobReader, BlobStore } from '../blobs';
import type { FilesConfig } from '../config';
import type { DerivedCache } from '../derived-cache';
import type { Store } from '../store';

/** A file stored in bulk (demo generation, imports, configured variants), analysed later. */
export interface NewFile {
  bytes: Uint8Array;
  filename: string;
  mediaType: string;
  /** The format as a file extension (png, glb, pdf, ...). */
  filetype: string;
  ownerId?: string;
  /** A caller-chosen id (deterministic demo data); otherwise a random one is made. */
  dataportId?: string;
}

/** The bytes of an upload and the name they came with (a path's file name). */
export interface UploadSource {
  body: Readable;
  filename?: string;
}

/** What an uploader says about a file besides its bytes. */
export interface UploadRequest {
  filename?: string;
  texts?: TextEntry[];
  contentDisposition?: 'inline' | 'attachment';
  ownerId?: string;
  userId?: string;
  isTemporary?: boolean;
}

/** A stored file: its description, and its bytes on request. */
export interface StoredFile {
  dataportId: string;
  fileHash: string;
  filetype: string;
  mediaType: string;
  size: number;
  /** The brand it was stored for (who may change it: docs/FILES.md, "Permissions"). */
  ownerId: string | undefined;
  /** The user it was stored for. */
  userId: string | undefined;
  /** The name it was stored under, if any. */
  filename: string | undefined;
  /** The name downloads get: annotated, stored, or the id. */
  downloadName: string;
  /** The disposition set with annotate, used when a request asks for none. */
  contentDisposition: 'inline' | 'attachment' | undefined;
  features: Features;
  analyses: Analyses;
  /** Opens the bytes; 404 when they are gone. */
  read(): Promise<BlobReader>;
  /** Lends the bytes as a local file to a library that needs a path (BlobStore.withLocalFile). */
  withLocalFile<T>(use: (path: string) => Promise<T>): Promise<T>;
}

export interface FilesService {
  /** A stored file; 404 when there is none. `analysed` analyses a bulk-stored file first. */
  open(dataportId: string, options?: { analysed?: boolean }): Promise<StoredFile>;
  /** The same, or undefined when no file has this id. */
  find(dataportId: string, options?: { analysed?: boolean }): Promise<StoredFile | undefined>;
  /**
   * Stores an upload: staged, sniffed and analysed first, kept only when sound. The request
   * may be settled after the bytes (a multipart form's request part after its file part).
   */
  upload(
    source: UploadSource,
    request: UploadRequest | Promise<UploadRequest>,
  ): Promise<DataportEntry>;
  /**
   * Stores a file of a catalogue package (docs/IMPORT.md), checked as an upload is. Its id is
   * made from its hash (`contentId`), so a file stored before is answered as it is and
   * nothing is stored twice; `checkOnly` checks the file and keeps nothing (a dry run).
   */
  storeContent(
    source: UploadSource,
    request: UploadRequest,
    choice: { contentId: (fileHash: string) => string; checkOnly?: boolean },
  ): Promise<{ dataportId: string; reused: boolean; filetype: string }>;
  /** Stores many files at once without analysing them yet; answers their ids. */
  putMany(files: NewFile[], options?: { durable?: boolean }): Promise<string[]>;
  /** Entries per id with the parts asked for, and the ids that do not exist. */
  meta(
    ids: string[],
    fetch: MetaFetch | undefined,
  ): Promise<{ entries: Record<string, DataportEntry>; missing: string[] }>;
  /** Merges texts, headers and material map links into a file's description. */
  annotate(request: AnnotateRequest): Promise<DataportEntry>;
  /** The target takes over the source's bytes and analyses; the source is gone after. */
  absorb(sourceId: string, targetId: string): Promise<DataportEntry>;
  /** Deletes files; shared bytes stay while another file points at them. */
  remove(ids: string[]): Promise<{ deleted: string[]; missing: string[] }>;
  /** An owner's files, oldest first. */
  list(ownerId: string, from: number, size: number): Promise<{ total: number; ids: string[] }>;
  /** Clears what crashed uploads and productions left behind (at start). */
  sweep(): Promise<void>;
  /** Where uploads come from: a data: URI or an allowed server-side path (POST load). */
  openDatasource(datasource: string, type: 'data' | 'path' | undefined): Promise<UploadSource>;
  /** The upload limit in bytes (routes refuse larger bodies before reading them). */
  readonly uploadLimit: number;
}

/** The 3D engine's reading side, as the files service uses it to sniff and analyse. */
export interface ModelReader {
  readable: ReadonlySet<string>;
  writable: ReadonlySet<string>;
  sniff(head: Buffer, filename?: string): { filetype: string; confidence: number } | null;
  /** Counts and size of a model; rejects with a 422 ApiFailure when the file is no readable model. */
  analyse(file: {
    path: string;
    filetype: string;
    filename?: string;
  }): Promise<NonNullable<Analyses['cad']>>;
}

/**
 * What the files service asks of the derived-file cache: whether the glb conversion of some
 * bytes was made (alias_file), and dropping what was made of bytes that are gone.
 */
export type DerivedFiles = Pick<DerivedCache, 'find' | 'removeSource'>;

export interface FilesDeps {
  store: Store;
  blobs: BlobStore;
  limits: FilesConfig;
  /** The 3D engine of the process, started on first use: it sniffs and analyses models. */
  cad: () => Promise<CadEngine>;
  /** The derived-file cache of the process (the derive service fills it). */
  derived: DerivedFiles;
}
