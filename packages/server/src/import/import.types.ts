/** The import service's needs and options, in one leaf file. */
import type { CadEngine } from '@vitrine/cadify';
import type { ImportProgress } from '@vitrine/contracts';
import type { Caller } from '../access';
import type { Catalogue } from '../catalogue';
import type { FilesService } from '../files';
import type { Logger } from '../logger';
import type { PimService } from '../pim';
import type { Store } from '../store';

export interface ImportDeps {
  store: Store;
  catalogue: Catalogue;
  files: FilesService;
  pim: PimService;
  /** The 3D engine, for previews of models that come without one. */
  cad: () => Promise<CadEngine>;
  /** Where uploaded packages wait while their job runs. */
  uploadDir: string;
  /** The largest single file the file service takes. */
  fileSizeLimit: number;
  /** The largest a zip may unpack to. */
  inflateLimit: number;
  /** Before search indexes load, runs loads with them dropped (search.projector.bulk). */
  bulk: <T>(load: () => Promise<T>) => Promise<T>;
  /** Where a job that failed for a reason of the server (not the package) is told. */
  log?: Logger;
}

export interface ImportOptions {
  caller: Caller;
  /** Checks everything and changes nothing. */
  dryRun?: boolean;
  /**
   * New items land as drafts and every change waits for `publish` (imports through the
   * API); otherwise the package is written as it says (the command line).
   */
  drafts?: boolean;
  /** Items of the package's brands that it no longer has: deprecated (default) or kept. */
  missing?: 'deprecate' | 'keep';
  /**
   * full: every new file is checked as an upload is (sniffed, read, within limits); trusted:
   * files are stored as they are, analysed when first asked about (packages Vitrine made
   * itself: the demo, SweetHome3D libraries it converted).
   */
  verify?: 'full' | 'trusted';
  /**
   * Items that must still be at these data_versions when the import compares them (checked
   * under the brand's lock): a workspace save; otherwise the run throws VersionConflict.
   */
  expectVersions?: ReadonlyMap<string, number>;
  /** The brand of product table rows that name none. */
  ownerId?: string;
  /** A load into a database nobody searches yet (first start): search indexes at the end. */
  bulk?: boolean;
  onProgress?: (progress: ImportProgress) => void;
}
