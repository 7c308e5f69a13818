/**
 * Where generated or imported catalogue content goes. The server implements it on its store
 * and file service; demo-data never touches the database itself.
 */
import type { Entity, EntityDocument, PimItemInput } from '@vitrine/contracts';

export interface FileInput {
  bytes: Uint8Array;
  filename: string;
  mediaType: string;
  /** Format as an extension: png, jpg, webp, glb, pdf, json, zip. */
  filetype: string;
  ownerId?: string;
  /** Deterministic id for generated content. */
  dataportId?: string;
}

export interface CatalogueSink {
  /** Stores files and answers their dataport ids, in order. */
  putFiles(files: FileInput[]): Promise<string[]>;
  /** Inserts or replaces catalogue items. */
  putItems<E extends Entity>(entity: E, items: EntityDocument[E][]): Promise<void>;
  /** Stores product information items (their files went through putFiles); optional. */
  putProductInformation?(items: PimItemInput[]): Promise<void>;
}

/** Progress of a long job, for command-line bars and start-up logs. */
export type ProgressReporter = (stage: string, done: number, total: number) => void;
