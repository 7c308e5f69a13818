/** A record as read from a package, with where it was read (for reports). */
import type { PackageKind, PackageRecord } from '@vitrine/contracts/package';

export interface Located<K extends PackageKind = PackageKind> {
  kind: K;
  record: PackageRecord[K];
  /** The manifest or table it came from. */
  file: string;
  /** Its first line (manifests) or its row (tables). */
  line: number;
  /** Its place in the file as a field path: models[3], model (an NDJSON line), or ''. */
  field: string;
  /**
   * A definition of the format itself that the import adds when the catalogue lacks it (a
   * product table's property tags): any importer may write it.
   */
  builtin?: true;
}

export type AnyLocated = { [K in PackageKind]: Located<K> }[PackageKind];
